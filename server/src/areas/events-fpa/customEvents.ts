import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  allows,
  customEventInputSchema,
  EVENT_DEFAULT_SEARCH_COL,
  EVENT_DEFAULT_SORT,
  EVENT_LIST_STATUSES,
  EVENT_LIST_TYPES,
  EVENT_MESSAGES,
  EVENT_ORDER_STATUS,
  EVENT_ORDER_STATUS_TEXT,
  EVENT_PAGE_SIZE,
  EVENT_SEARCH_COLS,
  EVENT_SORTS,
  EVENT_STATUS,
  EVENT_STATUS_TEXT,
  fill,
  isOpenEvent,
  ORDER_STATUS,
  type EventListType,
  type EventOrderStatus,
  type EventSort,
  type EventStatus,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { allQueries } from '../../db/queries';
import { auditAs } from '../../platform/audit';
import { containsPattern } from '../../platform/containsPattern';
import { badRequest, conflict, forbidden, notFound, parseOr400 } from '../../platform/httpErrors';
import { queueMail } from '../../platform/outbox';
import { createOrder, orderRefs } from '../orders';
import { csrs, customers, orderTypes, reps, users } from '../platform/schema';
import {
  customEventAddresses,
  customEventCategories,
  customEventOptions,
  customEventOrderItems,
  customEventOrders,
  customEventProductionOrders,
  customEvents,
  customEventStockHolds,
} from './schema';

// Custom events on the server (spec 002 §2-§9 "Custom events"; mfe-events-fpa/README.md "Custom
// events"): the three lists (50 a page in SQL), the event with its orders, and the writes: edit,
// enable/disable, close (clears stock holds), cancel (cancels the orders not in production and can
// e-mail the customers through the outbox), a production order (a real order of the orders area,
// order type 211 Event, made by the orders door's createOrder), cancelling one store order and sending
// its e-mail again. Rights: rule customEvents to look, customEventEdit to change (spec 002 §6).
// Every write is one transaction opened by auditAs (migration 0038 records it under custom_event).

const EVENT_ORDER_TYPE = { code: '211', name: 'Event' } as const;
const MAX_ID = 2_147_483_647;

export function requireEventViewer(user: SessionUser) {
  if (!allows('customEvents', user)) throw forbidden(EVENT_MESSAGES.forbidden);
}
export function requireEventEditor(user: SessionUser) {
  if (!allows('customEventEdit', user)) throw forbidden(EVENT_MESSAGES.editForbidden);
}
const validId = (id: unknown): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_ID;

export interface EventListArgs {
  listType?: string | null;
  orderBy?: string | null;
  order?: string | null;
  search?: string | null;
  searchCol?: string | null;
  page?: number | null;
}

/** The sort columns of the lists (alias e: the event, c: its customer); each has a (status, column, id) index. */
const SORT_COLUMN: Record<EventSort, string> = {
  id: 'e.id',
  name: 'e.name',
  handle: 'e.handle',
  customer: 'e.customer_numb',
  customerName: 'c.name',
  start: 'e.start_at',
  end: 'e.end_at',
  status: 'e.status',
};

export interface EventRow {
  id: number;
  handle: string;
  name: string;
  start: Date;
  end: Date;
  customer: string;
  customerName: string;
  csr: { number: string; name: string } | null;
  status: { code: number; description: string };
  totals: { orders: number; items: number };
  productionOrderNumber: number | null;
}

/** customEvents(listType, orderBy, order, search, searchCol, page): one page of a list; unknown values fall back to the defaults. */
export async function listEvents(db: Db, user: SessionUser, args: EventListArgs): Promise<EventRow[]> {
  requireEventViewer(user);
  const listType: EventListType = (EVENT_LIST_TYPES as readonly string[]).includes(args.listType ?? '')
    ? (args.listType as EventListType)
    : 'open';
  const orderBy: EventSort = (EVENT_SORTS as readonly string[]).includes(args.orderBy ?? '')
    ? (args.orderBy as EventSort)
    : EVENT_DEFAULT_SORT;
  const dir = args.order === 'desc' ? 'desc' : 'asc';
  const page = Math.min(Math.max(1, Math.trunc(args.page ?? 1) || 1), 100_000);
  const searchCol = EVENT_SEARCH_COLS.some((c) => c.value === args.searchCol) ? args.searchCol : EVENT_DEFAULT_SEARCH_COL;
  const text = (args.search ?? '')
    .replace(/\u0000/g, '')
    .trim()
    .slice(0, 100)
    .toLowerCase();
  const statuses = sql.join(
    EVENT_LIST_STATUSES[listType].map((s) => sql`${s}`),
    sql`, `,
  );
  let search = sql``;
  if (text) {
    if (searchCol === 'id') search = /^\d{1,9}$/.test(text) ? sql`and e.id = ${Number(text)}` : sql`and false`;
    else if (searchCol === 'customer') search = sql`and e.customer_numb like ${`${text.replace(/[\\%_]/g, '\\$&')}%`}`;
    else if (searchCol === 'customerName') search = sql`and lower(c.name) like ${containsPattern(text)}`;
    else if (searchCol === 'handle') search = sql`and lower(e.handle) like ${containsPattern(text)}`;
    else search = sql`and lower(e.name) like ${containsPattern(text)}`;
  }
  const sort = sql.raw(`${SORT_COLUMN[orderBy]} ${dir}, e.id ${dir}`);
  // The page's ids first (index order, 50 rows), then their figures: the totals are counted for 50 events only.
  const result = (await db.execute(sql`
    with page as materialized (
      select e.id from ${customEvents} e join ${customers} c on c.numb = e.customer_numb
      where e.status in (${statuses}) ${search}
      order by ${sort}
      limit ${EVENT_PAGE_SIZE} offset ${(page - 1) * EVENT_PAGE_SIZE}
    )
    select e.id, e.handle, e.name, e.start_at, e.end_at, e.customer_numb, c.name as customer_name, e.csr_code, s.name as csr_name, e.status,
      (select count(*)::int from ${customEventOrders} o where o.event_id = e.id and o.status <> 99) as orders,
      (select coalesce(sum(o.total_items), 0)::int from ${customEventOrders} o where o.event_id = e.id and o.status <> 99) as items
    from page
    join ${customEvents} e on e.id = page.id
    join ${customers} c on c.numb = e.customer_numb
    left join ${csrs} s on s.code = e.csr_code
    order by ${sort}
  `)) as unknown as { rows: Record<string, unknown>[] };
  const production = await productionOrdersOf(
    db,
    result.rows.map((r) => Number(r.id)),
  );
  const latestNumber = (eventId: number) =>
    production.filter((p) => p.eventId === eventId).reduce<number | null>((max, p) => (max === null || p.numb > max ? p.numb : max), null);
  return result.rows.map(
    (r): EventRow => ({
      id: Number(r.id),
      handle: String(r.handle),
      name: String(r.name),
      start: new Date(r.start_at as string),
      end: new Date(r.end_at as string),
      customer: String(r.customer_numb),
      customerName: String(r.customer_name),
      csr: r.csr_code ? { number: String(r.csr_code), name: String(r.csr_name) } : null,
      status: statusOf(Number(r.status)),
      totals: { orders: Number(r.orders), items: Number(r.items) },
      productionOrderNumber: latestNumber(Number(r.id)),
    }),
  );
}

const statusOf = (code: number) => ({ code, description: EVENT_STATUS_TEXT[code as EventStatus] ?? String(code) });
const orderStatusOf = (code: number) => ({ status: code, statusDesc: EVENT_ORDER_STATUS_TEXT[code as EventOrderStatus] ?? String(code) });
const cents = (v: number | null) => (v == null ? null : v / 100);

/** The production orders made from these events, oldest first, with their order's number and status (from the orders door). */
async function productionOrdersOf(db: Db, eventIds: readonly number[]) {
  const rows = eventIds.length
    ? await db
        .select()
        .from(customEventProductionOrders)
        .where(inArray(customEventProductionOrders.eventId, [...eventIds]))
        .orderBy(asc(customEventProductionOrders.id))
    : [];
  const refs = await orderRefs(
    db,
    rows.map((r) => r.orderId),
  );
  return rows.flatMap((r) => {
    const order = refs.get(r.orderId);
    return order
      ? [{ id: r.id, eventId: r.eventId, orderId: r.orderId, createdAt: r.createdAt, numb: order.number, status: order.status }]
      : [];
  });
}

/** customEvent(id): the event with its lists; null when there is none (the page's not-found state). */
export async function readEvent(db: Db, user: SessionUser, id: number) {
  requireEventViewer(user);
  if (!validId(id)) return null;
  const [event] = await db
    .select({ e: customEvents, customerName: customers.name, csrName: csrs.name, createdByName: users.name })
    .from(customEvents)
    .innerJoin(customers, eq(customers.numb, customEvents.customerNumb))
    .leftJoin(csrs, eq(csrs.code, customEvents.csrCode))
    .leftJoin(users, eq(users.id, customEvents.createdBy))
    .where(eq(customEvents.id, id));
  if (!event) return null;
  const e = event.e;
  const [categories, options, addresses, production, totals, billing] = await allQueries(db, [
    db
      .select()
      .from(customEventCategories)
      .where(eq(customEventCategories.eventId, id))
      .orderBy(asc(customEventCategories.numb), asc(customEventCategories.id)),
    db.select().from(customEventOptions).where(eq(customEventOptions.eventId, id)).orderBy(asc(customEventOptions.id)),
    db.select().from(customEventAddresses).where(eq(customEventAddresses.eventId, id)).orderBy(asc(customEventAddresses.id)),
    () => productionOrdersOf(db, [id]),
    db
      .select({ orders: sql<number>`count(*)::int`, items: sql<number>`coalesce(sum(${customEventOrders.totalItems}), 0)::int` })
      .from(customEventOrders)
      .where(and(eq(customEventOrders.eventId, id), ne(customEventOrders.status, EVENT_ORDER_STATUS.Cancelled))),
    e.billingNumb
      ? db.select({ id: customers.numb, name: customers.name }).from(customers).where(eq(customers.numb, e.billingNumb))
      : Promise.resolve([]),
  ]);
  const last = production.at(-1);
  return {
    id: e.id,
    handle: e.handle,
    name: e.name,
    logo: e.logo,
    banner: e.banner,
    mobileBanner: e.mobileBanner,
    start: e.startAt,
    end: e.endAt,
    delivery: e.delivery,
    addressNeeded: e.addressNeeded,
    maxItems: e.maxItems,
    maxAmount: cents(e.maxAmountCents),
    customer: e.customerNumb,
    customerName: event.customerName,
    csr: e.csrCode ? { number: e.csrCode, name: event.csrName ?? '' } : null,
    showPrices: e.showPrices,
    priceRate: Number(e.priceRate),
    status: statusOf(e.status),
    totals: totals[0] ?? { orders: 0, items: 0 },
    defaultEmail: e.defaultEmail,
    noAllocations: e.noAllocations,
    password: e.password,
    collectPayment: e.collectPayment,
    flatFee: cents(e.flatFeeCents),
    flatFeeName: e.flatFeeName,
    createdBy: event.createdByName,
    productionOrder: last?.orderId ?? null,
    productionOrderNumber: last?.numb ?? null,
    productionOrders: production.map((p) => ({ id: p.orderId, numb: p.numb, status: p.status })),
    billing: billing[0] ?? null,
    title: e.title,
    info: e.info,
    infoColor: e.infoColor,
    infoPosition: e.infoPosition,
    infoBackground: e.infoBackground,
    bgSize: e.bgSize,
    country: e.country,
    languages: e.languages,
    customAddress: e.customAddress,
    styleName: e.styleName,
    categories,
    customOptions: options,
    addresses,
  };
}

/** The event's store orders, newest first (cancelled ones only when asked: the list hides them by default). */
export async function listEventOrders(db: Db, eventId: number, showCancelled: boolean) {
  const rows = await db
    .select()
    .from(customEventOrders)
    .where(
      and(eq(customEventOrders.eventId, eventId), showCancelled ? undefined : ne(customEventOrders.status, EVENT_ORDER_STATUS.Cancelled)),
    )
    .orderBy(desc(customEventOrders.createdAt), desc(customEventOrders.id));
  const production = rows.some((r) => r.productionOrderId) ? await productionOrdersOf(db, [eventId]) : [];
  return rows.map((o) => {
    const p = production.find((x) => x.id === o.productionOrderId);
    return {
      numb: o.numb,
      createdAt: o.createdAt,
      totalItems: o.totalItems,
      totalPrice: o.totalCents / 100,
      token: o.token,
      ...orderStatusOf(o.status),
      productionOrder: p ? { id: p.orderId, numb: p.numb, status: p.status } : null,
      address: {
        customerName: o.customerName,
        firstName: o.firstName,
        lastName: o.lastName,
        email: o.email,
        comments: o.comments,
        attn: o.attn,
        address1: o.address1,
        address2: o.address2,
        address3: o.address3,
        city: o.city,
        state: o.state,
        country: o.country,
        zip: o.zip,
      },
    };
  });
}

/** Locks the event for a write; 404 when there is none. */
async function lockEvent(tx: Db, id: unknown) {
  if (!validId(id)) throw notFound(EVENT_MESSAGES.notFound);
  const [event] = await tx.select().from(customEvents).where(eq(customEvents.id, id)).for('update');
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  return event;
}

/** toggleEvent(id): enabled (1) ⇄ disabled (2); closed and cancelled events stay. */
export async function toggleEvent(db: Db, user: SessionUser, id: number, now: Date) {
  requireEventEditor(user);
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const event = await lockEvent(tx, id);
    if (!isOpenEvent(event.status)) throw badRequest(EVENT_MESSAGES.toggleOnlyOpen);
    const status = event.status === EVENT_STATUS.Enabled ? EVENT_STATUS.Disabled : EVENT_STATUS.Enabled;
    await tx.update(customEvents).set({ status, updatedAt: now }).where(eq(customEvents.id, id));
  });
  return readEvent(db, user, id);
}

/** closeEvent(id): an open event becomes closed (3) and its stock holds are cleared; irreversible. */
export async function closeEvent(db: Db, user: SessionUser, id: number, now: Date) {
  requireEventEditor(user);
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const event = await lockEvent(tx, id);
    if (!isOpenEvent(event.status)) throw badRequest(EVENT_MESSAGES.notOpen);
    await tx.delete(customEventStockHolds).where(eq(customEventStockHolds.eventId, id));
    await tx.update(customEvents).set({ status: EVENT_STATUS.Closed, updatedAt: now }).where(eq(customEvents.id, id));
  });
  return readEvent(db, user, id);
}

/**
 * deleteCustomEvent(id, emailCustomers): cancels an open event (99): its orders not in a production
 * order are cancelled, its stock holds cleared, and with emailCustomers each customer who ordered
 * gets one e-mail (the outbox, in the same transaction). Irreversible.
 */
export async function cancelEvent(db: Db, user: SessionUser, id: number, emailCustomers: boolean, now: Date) {
  requireEventEditor(user);
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const event = await lockEvent(tx, id);
    if (!isOpenEvent(event.status)) throw badRequest(EVENT_MESSAGES.notOpen);
    const cancelled = await tx
      .update(customEventOrders)
      .set({ status: EVENT_ORDER_STATUS.Cancelled })
      .where(and(eq(customEventOrders.eventId, id), eq(customEventOrders.status, EVENT_ORDER_STATUS.Placed)))
      .returning({ numb: customEventOrders.numb, email: customEventOrders.email, firstName: customEventOrders.firstName });
    await tx.delete(customEventStockHolds).where(eq(customEventStockHolds.eventId, id));
    await tx.update(customEvents).set({ status: EVENT_STATUS.Cancelled, updatedAt: now }).where(eq(customEvents.id, id));
    if (emailCustomers) {
      const byEmail = new Map<string, { firstName: string; numbs: number[] }>();
      for (const o of cancelled) {
        if (!o.email) continue;
        const key = o.email.toLowerCase();
        const entry = byEmail.get(key) ?? { firstName: o.firstName, numbs: [] };
        entry.numbs.push(o.numb);
        byEmail.set(key, entry);
      }
      for (const [email, { firstName, numbs }] of byEmail) {
        await queueMail(
          tx,
          {
            to: [email],
            subject: `${event.name}: your order has been cancelled`,
            text: `Hello ${firstName},\n\nThe event "${event.name}" has been cancelled, and with it your order${numbs.length > 1 ? 's' : ''} #${numbs.join(', #')}. Nothing will be shipped or charged.\n\nWe are sorry for the trouble.`,
          },
          now,
        );
      }
    }
  });
  return readEvent(db, user, id);
}

/**
 * createCustomeEventProductionOrder(id): only while the event is disabled (2). Its placed store
 * orders become one order of the orders area (order type 211 Event, status Saved, the event's
 * customer and CSR): one line per style and colour with the sizes added up, at list price; the store
 * orders move to In Production. Answers the new order's id and number.
 */
export async function createProductionOrder(db: Db, user: SessionUser, id: number, now: Date): Promise<{ id: number; numb: number }> {
  requireEventEditor(user);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const event = await lockEvent(tx, id);
    if (event.status !== EVENT_STATUS.Disabled) throw badRequest(EVENT_MESSAGES.productionOnlyDisabled);
    const placed = await tx
      .select({ id: customEventOrders.id })
      .from(customEventOrders)
      .where(and(eq(customEventOrders.eventId, id), eq(customEventOrders.status, EVENT_ORDER_STATUS.Placed)))
      .for('update');
    if (!placed.length) throw badRequest(EVENT_MESSAGES.nothingToProduce);
    const placedIds = placed.map((p) => p.id);
    const lines = await tx
      .select({
        styleCode: customEventOrderItems.styleCode,
        name: sql<string>`min(${customEventOrderItems.name})`,
        color: sql<string>`min(${customEventOrderItems.color})`,
        colorCode: customEventOrderItems.colorCode,
        size: customEventOrderItems.size,
        quantity: sql<number>`sum(${customEventOrderItems.quantity})::int`,
        priceCents: sql<number>`max(${customEventOrderItems.listPriceCents})::int`,
      })
      .from(customEventOrderItems)
      .where(inArray(customEventOrderItems.orderId, placedIds))
      .groupBy(customEventOrderItems.styleCode, customEventOrderItems.colorCode, customEventOrderItems.size)
      .orderBy(asc(customEventOrderItems.styleCode), asc(customEventOrderItems.colorCode), asc(customEventOrderItems.size));
    const [customer] = await tx.select().from(customers).where(eq(customers.numb, event.customerNumb));
    const [rep] = customer.repCode ? await tx.select({ code: reps.code }).from(reps).where(eq(reps.code, customer.repCode)) : [];
    await tx.insert(orderTypes).values(EVENT_ORDER_TYPE).onConflictDoNothing();
    // One line per style and colour; its sizes in the order they were listed (size names sort as text here).
    const groups = new Map<string, typeof lines>();
    for (const l of lines) {
      const key = `${l.styleCode}\u0000${l.colorCode}`;
      groups.set(key, [...(groups.get(key) ?? []), l]);
    }
    const us = event.country === 'U';
    const created = await createOrder(tx, {
      customerNumb: event.customerNumb,
      billToNumb: event.billingNumb ?? customer.billToNumb ?? event.customerNumb,
      repCode: rep?.code ?? '000',
      csr: event.csrCode ?? customer.csrCode,
      type: 'SCR',
      orderType: EVENT_ORDER_TYPE.code,
      currency: customer.country === 'U' ? 'USD' : 'CAD',
      po: `Event ${event.handle}`.slice(0, 30),
      event: true,
      status: ORDER_STATUS.Saved,
      dateRequired: event.delivery,
      userId: user.id,
      at: now,
      comment: `Production order of event #${event.id} (${event.name}), ${placed.length} store order(s).`,
      items: [...groups.values()].map((sizes) => ({
        styleCode: sizes[0].styleCode,
        name: sizes[0].name,
        color: sizes[0].color,
        colorCode: sizes[0].colorCode,
        imageKey: `${sizes[0].styleCode}_${sizes[0].colorCode}.png`,
        priceCents: sizes[0].priceCents,
        finalPriceCents: sizes[0].priceCents,
        sizes: sizes.map((s) => ({ size: s.size, qtyC: us ? 0 : s.quantity, qtyU: us ? s.quantity : 0 })),
      })),
      charges: [],
    });
    const [production] = await tx
      .insert(customEventProductionOrders)
      .values({ eventId: id, orderId: created.id, createdAt: now })
      .returning({ id: customEventProductionOrders.id });
    await tx
      .update(customEventOrders)
      .set({ status: EVENT_ORDER_STATUS.InProduction, productionOrderId: production.id })
      .where(inArray(customEventOrders.id, placedIds));
    await tx.update(customEvents).set({ updatedAt: now }).where(eq(customEvents.id, id));
    return { id: created.id, numb: created.number };
  });
}

async function findEventOrder(tx: Db, eventId: unknown, orderNumb: unknown, token: unknown) {
  if (!validId(eventId) || !validId(orderNumb) || typeof token !== 'string' || token.length > 200)
    throw notFound(EVENT_MESSAGES.orderNotFound);
  const [order] = await tx
    .select()
    .from(customEventOrders)
    .where(and(eq(customEventOrders.eventId, eventId), eq(customEventOrders.numb, orderNumb), eq(customEventOrders.token, token)))
    .for('update');
  if (!order) throw notFound(EVENT_MESSAGES.orderNotFound);
  return order;
}

/** POST /api/event/order/cancel, body eventId, orderNumb, token: one store order (not yet in production) is cancelled. */
export async function cancelEventOrder(db: Db, user: SessionUser, body: unknown, now: Date) {
  requireEventEditor(user);
  const { eventId, orderNumb, token } = (body ?? {}) as Record<string, unknown>;
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const event = await lockEvent(tx, eventId);
    const order = await findEventOrder(tx, event.id, orderNumb, token);
    if (order.status === EVENT_ORDER_STATUS.Cancelled) throw conflict(EVENT_MESSAGES.orderAlreadyCancelled);
    if (order.status === EVENT_ORDER_STATUS.InProduction) {
      const p = (await productionOrdersOf(tx, [event.id])).find((x) => x.id === order.productionOrderId);
      throw conflict(fill(EVENT_MESSAGES.orderInProduction, { number: p?.numb ?? '' }));
    }
    await tx.update(customEventOrders).set({ status: EVENT_ORDER_STATUS.Cancelled }).where(eq(customEventOrders.id, order.id));
    return { numb: order.numb, ...orderStatusOf(EVENT_ORDER_STATUS.Cancelled) };
  });
}

/** resendEmail(orderNum, token): the store order's confirmation e-mail again, through the outbox. */
export async function resendOrderEmail(db: Db, user: SessionUser, orderNum: number, token: string, now: Date): Promise<boolean> {
  requireEventViewer(user);
  if (!validId(orderNum) || typeof token !== 'string' || token.length > 200) throw notFound(EVENT_MESSAGES.orderNotFound);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const [row] = await tx
      .select({ o: customEventOrders, eventName: customEvents.name })
      .from(customEventOrders)
      .innerJoin(customEvents, eq(customEvents.id, customEventOrders.eventId))
      .where(and(eq(customEventOrders.numb, orderNum), eq(customEventOrders.token, token)));
    if (!row) throw notFound(EVENT_MESSAGES.orderNotFound);
    if (!row.o.email) throw badRequest(EVENT_MESSAGES.noEmail);
    const items = await tx
      .select()
      .from(customEventOrderItems)
      .where(eq(customEventOrderItems.orderId, row.o.id))
      .orderBy(asc(customEventOrderItems.id));
    const lines = items.map(
      (i) => `${i.quantity} × ${i.name} (${i.styleCode}), ${i.color}, ${i.size}: $${((i.priceCents * i.quantity) / 100).toFixed(2)}`,
    );
    await queueMail(
      tx,
      {
        to: [row.o.email],
        subject: `${row.eventName}: order #${row.o.numb}`,
        text: `Hello ${row.o.firstName},\n\nThank you for your order #${row.o.numb} in ${row.eventName} (${EVENT_ORDER_STATUS_TEXT[row.o.status as EventOrderStatus] ?? ''}).\n\n${lines.join('\n')}\n\nTotal: $${(row.o.totalCents / 100).toFixed(2)}`,
      },
      now,
    );
    return true;
  });
}

/** updateCustomEvent(id, input): every field, and the categories, options and addresses as whole lists. */
export async function updateEvent(db: Db, user: SessionUser, id: number, raw: unknown, now: Date) {
  requireEventEditor(user);
  const input = parseOr400(customEventInputSchema, raw);
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const event = await lockEvent(tx, id);
    if (!isOpenEvent(event.status)) throw badRequest(EVENT_MESSAGES.notOpen);
    const [taken] = await tx
      .select({ id: customEvents.id })
      .from(customEvents)
      .where(and(eq(customEvents.handle, input.handle), ne(customEvents.id, id)));
    if (taken) throw conflict(EVENT_MESSAGES.handleTaken);
    if (input.csr) {
      const [csr] = await tx.select({ code: csrs.code }).from(csrs).where(eq(csrs.code, input.csr));
      if (!csr) throw badRequest('This CSR does not exist.');
    }
    await tx
      .update(customEvents)
      .set({
        name: input.name,
        handle: input.handle,
        logo: input.logo,
        banner: input.banner,
        mobileBanner: input.mobileBanner,
        startAt: input.start,
        endAt: input.end,
        delivery: input.delivery,
        addressNeeded: input.addressNeeded,
        maxItems: input.maxItems,
        maxAmountCents: input.maxAmount == null ? null : Math.round(input.maxAmount * 100),
        csrCode: input.csr,
        showPrices: input.showPrices,
        priceRate: input.priceRate,
        defaultEmail: input.defaultEmail,
        noAllocations: input.noAllocations,
        password: input.password,
        collectPayment: input.collectPayment,
        flatFeeCents: input.flatFee == null ? null : Math.round(input.flatFee * 100),
        flatFeeName: input.flatFeeName,
        title: input.title,
        info: input.info,
        infoColor: input.infoColor,
        infoPosition: input.infoPosition,
        infoBackground: input.infoBackground,
        bgSize: input.bgSize,
        country: input.country,
        languages: input.languages,
        customAddress: input.customAddress,
        styleName: input.styleName,
        updatedAt: now,
      })
      .where(eq(customEvents.id, id));
    // A category's numb is its place in the list (the store shows them in that order).
    await replaceRows(
      tx,
      customEventCategories,
      id,
      input.categories.map((c, n) => ({ ...c, numb: n + 1 })),
    );
    await replaceRows(tx, customEventAddresses, id, input.addresses);
    // Options may name each other (requiredIfId): an unknown one is dropped.
    const kept = await replaceRows(
      tx,
      customEventOptions,
      id,
      input.customOptions.map((o) => ({ ...o, requiredIfId: null })),
    );
    for (const [n, o] of input.customOptions.entries()) {
      if (o.requiredIfId != null && kept.includes(o.requiredIfId))
        await tx.update(customEventOptions).set({ requiredIfId: o.requiredIfId }).where(eq(customEventOptions.id, kept[n]));
    }
  });
  return readEvent(db, user, id);
}

type ChildTable = typeof customEventCategories | typeof customEventAddresses | typeof customEventOptions;
/** Makes the event's rows of a child table the given list; answers the row ids in the list's order. */
async function replaceRows(
  tx: Db,
  table: ChildTable,
  eventId: number,
  rows: readonly ({ id?: number | null } & Record<string, unknown>)[],
): Promise<number[]> {
  const existing = (await tx.select({ id: table.id }).from(table).where(eq(table.eventId, eventId))).map((r) => r.id);
  const keep = rows.map((r) => r.id).filter((rid): rid is number => rid != null && existing.includes(rid));
  const gone = existing.filter((rid) => !keep.includes(rid));
  if (gone.length) await tx.delete(table).where(inArray(table.id, gone));
  const ids: number[] = [];
  for (const { id: rowId, ...values } of rows) {
    if (rowId != null && existing.includes(rowId)) {
      await tx
        .update(table)
        .set(values as never)
        .where(eq(table.id, rowId));
      ids.push(rowId);
    } else {
      const [created] = await tx
        .insert(table)
        .values({ ...values, eventId } as never)
        .returning({ id: table.id });
      ids.push(created.id);
    }
  }
  return ids;
}

/** What the .xlsx report is made of: the event, its orders (cancelled included) and their items. */
export async function reportData(db: Db, user: SessionUser, eventId: unknown) {
  requireEventViewer(user);
  if (!validId(eventId)) throw notFound(EVENT_MESSAGES.notFound);
  const [event] = await db
    .select({ e: customEvents, customerName: customers.name })
    .from(customEvents)
    .innerJoin(customers, eq(customers.numb, customEvents.customerNumb))
    .where(eq(customEvents.id, eventId));
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  const [eventOrders, items] = await allQueries(db, [
    db.select().from(customEventOrders).where(eq(customEventOrders.eventId, eventId)).orderBy(asc(customEventOrders.numb)),
    db
      .select({ i: customEventOrderItems, numb: customEventOrders.numb, status: customEventOrders.status })
      .from(customEventOrderItems)
      .innerJoin(customEventOrders, eq(customEventOrders.id, customEventOrderItems.orderId))
      .where(eq(customEventOrders.eventId, eventId))
      .orderBy(asc(customEventOrders.numb), asc(customEventOrderItems.id)),
  ]);
  return { event: event.e, customerName: event.customerName, orders: eventOrders, items };
}
