import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  allows,
  carriesEveryUnit,
  fill,
  FREIGHT_CHARGE_CODE,
  ORDER_STATUS,
  SHIPPING_JOB_MESSAGES as M,
  SHIPPING_JOB_PAGE_SIZE,
  SHIPPING_JOB_STATUS,
  SHIPPING_JOB_STATUS_TEXT,
  shipCodeOf,
  UNSHIPPED_ORDER_LIMIT,
  type CreateShippingJobInput,
  type SessionUser,
  type UpdateShippingJobInput,
} from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { auditAs } from '../../../platform/audit';
import { containsPattern } from '../../../platform/containsPattern';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/httpErrors';
import { loadOrderToChange, type OrderHead } from '../detail/orderAccess';
import { torontoDay } from '../detail/orderEdit';
import { nextInvoiceNumber } from '../detail/shipWhatIsLeft';
import { applyStatusChange } from '../detail/statusChange';
import { visibleByRepOrCustomer, visibleOrders } from '../lists/visibility';
import { orderCharges, orderItems, orderItemSizes, orders, shippingJobItems, shippingJobs } from '../../../db/tables/orders/model';
import { usersView } from '../../../db/tables/platform.views';
import { csrsView, customersView, repsView } from '../../../db/tables/directory.views';

// Shipping jobs (spec 002 "Shipping jobs"; mfe-orders/README.md "Shipping jobs" for the decisions).
// A shipping job carries units of one customer's Approved orders. The jobs made here and the one
// Mark Shipped makes (../detail/shipWhatIsLeft.ts) are the same records: the sizes' shipped C/U are
// what the order's jobs carry (returns read them), and an order is Shipped when its jobs carry
// every unit. Every write locks the orders it touches (in id order) and is one transaction with
// its audit entries.

const csr = alias(csrsView, 'job_csr');

/** Which jobs a user sees: the orders' rule (../lists/visibility.ts) applied to the job's customer and rep. */
export const visibleJobs = (user: SessionUser): SQL => visibleByRepOrCustomer(user, shippingJobs.repCode, shippingJobs.customerNumb);

/** Which of these jobs the user may see (the list's and the detail's rule; live updates, Area.live). */
export async function readableShippingJobs(db: Db, user: SessionUser, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: shippingJobs.id })
    .from(shippingJobs)
    .where(and(inArray(shippingJobs.id, ids), visibleJobs(user)));
  return rows.map((r) => r.id);
}

const listFields = {
  id: shippingJobs.id,
  job: shippingJobs.job,
  quote: shippingJobs.quote,
  po: shippingJobs.po,
  status: shippingJobs.status,
  shipped: shippingJobs.shipped,
  createdAt: shippingJobs.createdAt,
  dateRequired: shippingJobs.dateRequired,
  customerNumb: shippingJobs.customerNumb,
  customerName: customersView.name,
  repCode: shippingJobs.repCode,
  repName: repsView.name,
  csrCode: shippingJobs.csr,
  csrName: csr.name,
};
export type ShippingJobRow = {
  id: number;
  job: string | null;
  quote: string | null;
  po: string | null;
  status: number;
  shipped: boolean;
  createdAt: Date;
  dateRequired: Date | null;
  customerNumb: string;
  customerName: string;
  repCode: string | null;
  repName: string | null;
  csrCode: string | null;
  csrName: string | null;
};

/**
 * The search (ours: the spec names `search` only): the job title, quote, PO, customer number and
 * invoices anywhere (the stored search_text column of migration 0024, trigram-indexed), the
 * customer's name anywhere (through customers), or the job number whole (the primary key). Each
 * side has an index, so the planner can OR bitmaps instead of reading every job.
 */
function searchWhere(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search.toLowerCase());
  const byNumber = /^\d{1,9}$/.test(search) ? sql` or ${shippingJobs.id} = ${Number(search)}` : sql``;
  return sql`(${sql.raw('"shipping_jobs"."search_text"')} like ${pattern}
    or ${shippingJobs.customerNumb} = any(array(select numb from customers_view where lower(name) like ${pattern}))${byNumber})`;
}

/**
 * Newest first. Without a search the list is read in the order of index shipping_jobs_created_idx
 * (desc nulls last, as it holds it). With one, the order is an expression the index does not hold,
 * so the planner ORs the search's indexes and sorts what matched: walking the whole index and
 * testing every job took 130-200 ms for a rare text at SEED_SCALE=100.
 */
function newestFirst(search: string): SQL[] {
  const created = search ? sql`(${shippingJobs.createdAt} + interval '0 seconds')` : sql`${shippingJobs.createdAt}`;
  return [sql`${created} desc nulls last`, sql`${shippingJobs.id} desc nulls last`];
}

/**
 * One page of 50, newest first (spec 002 §9), read in the order of index shipping_jobs_created_idx
 * (desc nulls last, as it holds them). The page's jobs are found on shipping_jobs alone and only
 * those 50 are joined to their customer, rep and CSR names: a common search word ("golf") matches
 * thousands of jobs, which would otherwise all be joined before being sorted.
 */
export async function listShippingJobs(db: Db, user: SessionUser, args: { page: number; search: string }): Promise<ShippingJobRow[]> {
  // A job number typed whole comes first (its digits also occur in many other jobs' texts).
  // (Written into the SQL: the pattern allows digits only; as a bound parameter the ORDER BY failed on PGlite.)
  const order = [
    ...(/^\d{1,9}$/.test(args.search) ? [sql`(${shippingJobs.id} = ${sql.raw(String(Number(args.search)))}) desc`] : []),
    ...newestFirst(args.search),
  ];
  const pageIds = db
    .select({ id: shippingJobs.id })
    .from(shippingJobs)
    .where(and(visibleJobs(user), searchWhere(args.search)))
    .orderBy(...order)
    .limit(SHIPPING_JOB_PAGE_SIZE)
    .offset((args.page - 1) * SHIPPING_JOB_PAGE_SIZE);
  return db
    .select(listFields)
    .from(shippingJobs)
    .innerJoin(customersView, eq(customersView.numb, shippingJobs.customerNumb))
    .leftJoin(repsView, eq(repsView.code, shippingJobs.repCode))
    .leftJoin(csr, eq(csr.code, shippingJobs.csr))
    .where(inArray(shippingJobs.id, pageIds))
    .orderBy(...order);
}

export interface ShippingJobSizeOut {
  id: number;
  display: string;
  C: number;
  U: number;
  /** The most this job may carry of the size (what is left plus what it carries now). */
  availableC: number;
  availableU: number;
  quantity: number;
}
export interface ShippingJobItemOut {
  id: number;
  jobId: number;
  order: { id: number; numb: number; status: number; orderType: string; currency: string };
  sizes: ShippingJobSizeOut[];
  item: { sku: string; name: string; color: string; image: string; orderNumb: number; orderID: number };
}
export interface ShippingJobDetail extends ShippingJobRow {
  statusText: string;
  shippedAt: Date | null;
  shipping: {
    customerName: string | null;
    address1: string | null;
    address2: string | null;
    address3: string | null;
    city: string | null;
    state: string | null;
    country: string | null;
    zip: string | null;
  };
  comments: string | null;
  invoice: string[];
  createdBy: { id: number; name: string } | null;
  shipViaCode: { id: string; name: string } | null;
  chargeCents: number;
  items: ShippingJobItemOut[];
  /** Update Shipping Quantities is offered (spec 002 §4: while not shipped; order_edit or approve; an order on it still Approved). */
  canUpdate: boolean;
}

/** One job the user may see, with its items; 404 otherwise. */
export async function readShippingJob(db: Db, user: SessionUser, id: number): Promise<ShippingJobDetail> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound(M.jobNotFound);
  const [row] = await db
    .select({
      ...listFields,
      shippedAt: shippingJobs.shippedAt,
      shipToName: shippingJobs.shipToName,
      address1: shippingJobs.address1,
      address2: shippingJobs.address2,
      address3: shippingJobs.address3,
      city: shippingJobs.city,
      state: shippingJobs.state,
      country: shippingJobs.country,
      zip: shippingJobs.zip,
      comments: shippingJobs.comments,
      invoices: shippingJobs.invoices,
      createdById: shippingJobs.createdBy,
      createdByName: usersView.name,
      shipVia: shippingJobs.shipViaCode,
      chargeCents: shippingJobs.chargeCents,
    })
    .from(shippingJobs)
    .innerJoin(customersView, eq(customersView.numb, shippingJobs.customerNumb))
    .leftJoin(repsView, eq(repsView.code, shippingJobs.repCode))
    .leftJoin(csr, eq(csr.code, shippingJobs.csr))
    .leftJoin(usersView, eq(usersView.id, shippingJobs.createdBy))
    .where(and(eq(shippingJobs.id, id), visibleJobs(user)))
    .limit(1);
  if (!row) throw notFound(M.jobNotFound);
  const lines = await db
    .select({
      sizeId: orderItemSizes.id,
      size: orderItemSizes.size,
      quantity: orderItemSizes.quantity,
      qtyC: orderItemSizes.qtyC,
      qtyU: orderItemSizes.qtyU,
      shippedC: orderItemSizes.shippedC,
      shippedU: orderItemSizes.shippedU,
      C: shippingJobItems.qtyC,
      U: shippingJobItems.qtyU,
      itemId: orderItems.id,
      styleCode: orderItems.styleCode,
      name: orderItems.name,
      color: orderItems.color,
      imageKey: orderItems.imageKey,
      orderId: orders.id,
      orderNumber: orders.number,
      orderStatus: orders.status,
      orderType: orders.orderType,
      currency: orders.currency,
    })
    .from(shippingJobItems)
    .innerJoin(orderItemSizes, eq(orderItemSizes.id, shippingJobItems.orderItemSizeId))
    .innerJoin(orderItems, eq(orderItems.id, shippingJobItems.orderItemId))
    .innerJoin(orders, eq(orders.id, shippingJobItems.orderId))
    .where(eq(shippingJobItems.jobId, id))
    .orderBy(asc(orders.number), asc(orderItems.line), asc(orderItems.id), asc(orderItemSizes.sortOrder));
  const items = new Map<number, ShippingJobItemOut>();
  for (const l of lines) {
    let item = items.get(l.itemId);
    if (!item) {
      item = {
        id: l.itemId,
        jobId: id,
        order: { id: l.orderId, numb: l.orderNumber, status: l.orderStatus, orderType: l.orderType, currency: l.currency },
        sizes: [],
        item: {
          sku: l.styleCode,
          name: l.name,
          color: l.color,
          image: `/Images/Products/${encodeURIComponent(l.imageKey)}`,
          orderNumb: l.orderNumber,
          orderID: l.orderId,
        },
      };
      items.set(l.itemId, item);
    }
    item.sizes.push({
      id: l.sizeId,
      display: l.size,
      C: l.C,
      U: l.U,
      availableC: Math.max(0, l.qtyC - l.shippedC + l.C),
      availableU: Math.max(0, l.qtyU - l.shippedU + l.U),
      quantity: l.quantity,
    });
  }
  const { shipToName, address1, address2, address3, city, state, country, zip, invoices, createdById, createdByName, shipVia, ...head } =
    row;
  return {
    ...head,
    statusText: SHIPPING_JOB_STATUS_TEXT[row.status] ?? String(row.status),
    shipping: { customerName: shipToName, address1, address2, address3, city, state, country, zip },
    invoice: invoices,
    createdBy: createdById === null ? null : { id: createdById, name: createdByName ?? '' },
    shipViaCode: shipCodeOf(shipVia),
    items: [...items.values()],
    // Offered while the job has not shipped and some order on it still ships (a Shipped order's lines cannot change).
    canUpdate: !row.shipped && allows('shippingJobEdit', user) && lines.some((l) => l.orderStatus === ORDER_STATUS.Approved),
  };
}

export interface UnshippedOrderOption {
  id: number;
  numb: number;
  customer: string;
  customerName: string;
}

/**
 * GET /api/unshippedOrder: the orders a new shipping job may carry (spec 002 §2: the create page
 * lists unshipped orders): Approved orders the user sees with units no job carries yet, newest
 * first, at most 50; `customer` keeps one customer's, `search` matches the order number's start or
 * the customer's number or name.
 */
export async function unshippedOrders(
  db: Db,
  user: SessionUser,
  args: { customer?: string; search?: string },
): Promise<UnshippedOrderOption[]> {
  const search = (args.search ?? '').trim().slice(0, 50);
  const customer = (args.customer ?? '').trim().slice(0, 20);
  const pattern = containsPattern(search.toLowerCase());
  return db
    .select({ id: orders.id, numb: orders.number, customer: orders.customerNumb, customerName: customersView.name })
    .from(orders)
    .innerJoin(customersView, eq(customersView.numb, orders.customerNumb))
    .where(
      and(
        eq(orders.status, ORDER_STATUS.Approved),
        visibleOrders(user),
        customer ? eq(orders.customerNumb, customer) : undefined,
        search
          ? sql`(${orders.number}::text like ${`${search.replace(/[^0-9]/g, '') || '-'}%`} or lower(${orders.customerNumb}) like ${pattern} or lower(${customersView.name}) like ${pattern})`
          : undefined,
        sql`exists (select 1 from ${orderItemSizes} s where s.order_id = ${orders.id} and (s.shipped_c < s.qty_c or s.shipped_u < s.qty_u))`,
      ),
    )
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(UNSHIPPED_ORDER_LIMIT);
}

interface LockedOrder extends OrderHead {
  csr: string | null;
  csr2: string | null;
  quote: string | null;
}

/** Locks the orders (in id order, so two writes never wait on each other in a circle), checking the user may see each. */
async function lockOrders(tx: Db, user: SessionUser, ids: number[]): Promise<Map<number, LockedOrder>> {
  const out = new Map<number, LockedOrder>();
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const head = await loadOrderToChange(tx, user, id, true);
    const [more] = await tx.select({ csr: orders.csr, csr2: orders.csr2, quote: orders.quote }).from(orders).where(eq(orders.id, id));
    out.set(id, { ...head, ...more });
  }
  return out;
}

/** After the sizes changed: every order whose jobs now carry every unit moves to Shipped. */
async function shipCarriedOrders(tx: Db, locked: Map<number, LockedOrder>, userId: number, jobId: number, now: Date): Promise<void> {
  for (const order of locked.values()) {
    if (order.status !== ORDER_STATUS.Approved) continue;
    const sizes = await tx
      .select({
        qtyC: orderItemSizes.qtyC,
        qtyU: orderItemSizes.qtyU,
        shippedC: orderItemSizes.shippedC,
        shippedU: orderItemSizes.shippedU,
      })
      .from(orderItemSizes)
      .where(eq(orderItemSizes.orderId, order.id));
    if (sizes.length && carriesEveryUnit(sizes)) {
      await applyStatusChange(tx, order, {
        status: ORDER_STATUS.Shipped,
        subStatus: null,
        userId,
        comment: `Shipping job #${jobId} carries every unit left.`,
        now,
      });
    }
  }
}

export function requireEditor(user: SessionUser): void {
  if (!allows('shippingJobEdit', user)) throw forbidden(M.forbidden);
}

/** createShippingJob (spec 002 §5, §7): the new job's id. */
export async function createShippingJob(db: Db, user: SessionUser, input: CreateShippingJobInput, now: Date): Promise<number> {
  requireEditor(user);
  const wanted = input.items.filter((i) => i.C > 0 || i.U > 0);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const sizeIds = [...new Set(wanted.map((i) => i.id))];
    if (sizeIds.length !== wanted.length) throw badRequest(M.notOnOrder);
    const sizes = await tx
      .select({ id: orderItemSizes.id, orderId: orderItemSizes.orderId, itemId: orderItemSizes.itemId, size: orderItemSizes.size })
      .from(orderItemSizes)
      .where(inArray(orderItemSizes.id, sizeIds));
    if (sizes.length !== sizeIds.length) throw badRequest(M.notOnOrder);
    const locked = await lockOrders(
      tx,
      user,
      sizes.map((s) => s.orderId),
    );
    for (const order of locked.values()) {
      if (order.customerNumb !== input.customer) throw badRequest(fill(M.otherCustomer, { number: order.number }));
      if (order.status !== ORDER_STATUS.Approved) throw conflict(fill(M.orderNotShippable, { number: order.number }));
    }
    const orderList = [...locked.values()];
    if (!orderList.some((o) => o.repCode === input.rep)) throw badRequest(M.repNotOnOrders);
    if (!orderList.some((o) => o.csr === input.csr || o.csr2 === input.csr)) throw badRequest(M.csrNotOnOrders);
    // What is left, read under the locks.
    const left = new Map(
      (
        await tx
          .select({
            id: orderItemSizes.id,
            size: orderItemSizes.size,
            orderId: orderItemSizes.orderId,
            leftC: sql<number>`${orderItemSizes.qtyC} - ${orderItemSizes.shippedC}`,
            leftU: sql<number>`${orderItemSizes.qtyU} - ${orderItemSizes.shippedU}`,
          })
          .from(orderItemSizes)
          .where(inArray(orderItemSizes.id, sizeIds))
      ).map((s) => [s.id, s]),
    );
    for (const want of wanted) {
      const s = left.get(want.id)!;
      const number = locked.get(s.orderId)!.number;
      if (want.C > s.leftC) throw badRequest(fill(M.tooMany, { number, size: s.size, available: Math.max(0, s.leftC), kind: 'C' }));
      if (want.U > s.leftU) throw badRequest(fill(M.tooMany, { number, size: s.size, available: Math.max(0, s.leftU), kind: 'U' }));
    }
    // Freight: invoices bill a shipment's freight (../detail/invoiceData.ts), so each order's first shipment carries its FRT.
    const firstShipments = (
      await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            inArray(orders.id, [...locked.keys()]),
            sql`not exists (select 1 from ${shippingJobItems} j where j.order_id = ${orders.id})`,
          ),
        )
    ).map((r) => r.id);
    const [freight] = firstShipments.length
      ? await tx
          .select({ cents: sql<number>`coalesce(sum(${orderCharges.amountCents}), 0)::int` })
          .from(orderCharges)
          .where(and(inArray(orderCharges.orderId, firstShipments), eq(orderCharges.code, FREIGHT_CHARGE_CODE)))
      : [{ cents: 0 }];
    const quotes = [...new Set(orderList.map((o) => o.quote).filter(Boolean))];
    const a = input.shipping;
    const [job] = await tx
      .insert(shippingJobs)
      .values({
        job: input.jobTitle,
        quote: quotes.length === 1 ? quotes[0] : null,
        customerNumb: input.customer,
        repCode: input.rep,
        csr: input.csr,
        po: input.po,
        status: SHIPPING_JOB_STATUS.open,
        shipped: false,
        dateRequired: torontoDay(input.dateRequired),
        chargeCents: Math.max(0, freight.cents),
        invoices: [await nextInvoiceNumber(tx)],
        shipViaCode: input.shipViaCode,
        shipToName: a.customerName,
        address1: a.address1,
        address2: a.address2,
        address3: a.address3,
        city: a.city,
        state: a.state,
        country: a.country,
        zip: a.zip,
        comments: input.comment,
        createdBy: user.id,
        createdAt: now,
      })
      .returning({ id: shippingJobs.id });
    const bySize = new Map(sizes.map((s) => [s.id, s]));
    await tx.insert(shippingJobItems).values(
      wanted.map((w) => {
        const s = bySize.get(w.id)!;
        return { jobId: job.id, orderId: s.orderId, orderItemId: s.itemId, orderItemSizeId: s.id, qtyC: w.C, qtyU: w.U };
      }),
    );
    for (const w of wanted) {
      await tx
        .update(orderItemSizes)
        .set({ shippedC: sql`${orderItemSizes.shippedC} + ${w.C}`, shippedU: sql`${orderItemSizes.shippedU} + ${w.U}` })
        .where(eq(orderItemSizes.id, w.id));
    }
    await tx
      .update(orders)
      .set({ updatedAt: now })
      .where(inArray(orders.id, [...locked.keys()]));
    await shipCarriedOrders(tx, locked, user.id, job.id, now);
    return job.id;
  });
}

/**
 * updateShippingJob(input {orderNumb, items}) (spec 002 §4, §7): orderNumb is the job's number.
 * Each size sent gets the quantities sent (sizes of the job not sent keep theirs); only while the
 * job has not shipped; never more than the order has left; a size of an order that has shipped
 * keeps its quantity.
 */
export async function updateShippingJob(db: Db, user: SessionUser, input: UpdateShippingJobInput, now: Date): Promise<number> {
  requireEditor(user);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const [job] = await tx
      .select({ id: shippingJobs.id, shipped: shippingJobs.shipped })
      .from(shippingJobs)
      .where(and(eq(shippingJobs.id, input.orderNumb), visibleJobs(user)))
      .for('update');
    if (!job) throw notFound(M.jobNotFound);
    if (job.shipped) throw conflict(fill(M.jobShipped, { id: job.id }));
    const lines = await tx
      .select({
        id: shippingJobItems.id,
        sizeId: shippingJobItems.orderItemSizeId,
        orderId: shippingJobItems.orderId,
        C: shippingJobItems.qtyC,
        U: shippingJobItems.qtyU,
      })
      .from(shippingJobItems)
      .where(eq(shippingJobItems.jobId, job.id));
    const bySize = new Map(lines.map((l) => [l.sizeId, l]));
    if (new Set(input.items.map((i) => i.id)).size !== input.items.length || input.items.some((i) => !bySize.has(i.id)))
      throw badRequest(M.notOnJob);
    const locked = await lockOrders(
      tx,
      user,
      lines.map((l) => l.orderId),
    );
    const sizes = new Map(
      (
        await tx
          .select({
            id: orderItemSizes.id,
            size: orderItemSizes.size,
            qtyC: orderItemSizes.qtyC,
            qtyU: orderItemSizes.qtyU,
            shippedC: orderItemSizes.shippedC,
            shippedU: orderItemSizes.shippedU,
          })
          .from(orderItemSizes)
          .where(
            inArray(
              orderItemSizes.id,
              input.items.map((i) => i.id),
            ),
          )
      ).map((s) => [s.id, s]),
    );
    const after = new Map(lines.map((l) => [l.sizeId, { C: l.C, U: l.U }]));
    for (const want of input.items) after.set(want.id, { C: want.C, U: want.U });
    if (![...after.values()].some((q) => q.C > 0 || q.U > 0)) throw badRequest(M.quantityRequired);
    for (const want of input.items) {
      const line = bySize.get(want.id)!;
      const s = sizes.get(want.id)!;
      const order = locked.get(line.orderId)!;
      if (want.C === line.C && want.U === line.U) continue;
      if (order.status !== ORDER_STATUS.Approved) throw conflict(fill(M.orderShipped, { number: order.number }));
      const maxC = s.qtyC - s.shippedC + line.C;
      const maxU = s.qtyU - s.shippedU + line.U;
      if (want.C > maxC) throw badRequest(fill(M.tooMany, { number: order.number, size: s.size, available: Math.max(0, maxC), kind: 'C' }));
      if (want.U > maxU) throw badRequest(fill(M.tooMany, { number: order.number, size: s.size, available: Math.max(0, maxU), kind: 'U' }));
      await tx.update(shippingJobItems).set({ qtyC: want.C, qtyU: want.U }).where(eq(shippingJobItems.id, line.id));
      await tx
        .update(orderItemSizes)
        .set({
          shippedC: sql`${orderItemSizes.shippedC} + ${want.C - line.C}`,
          shippedU: sql`${orderItemSizes.shippedU} + ${want.U - line.U}`,
        })
        .where(eq(orderItemSizes.id, want.id));
    }
    await tx
      .update(orders)
      .set({ updatedAt: now })
      .where(inArray(orders.id, [...locked.keys()]));
    await shipCarriedOrders(tx, locked, user.id, job.id, now);
    return job.id;
  });
}

/** The list's bulk action (ours, spec 002 §6 names one): the chosen open jobs have left the warehouse. */
export async function markShippingJobsShipped(db: Db, user: SessionUser, ids: number[], now: Date): Promise<number[]> {
  requireEditor(user);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const rows = await tx
      .update(shippingJobs)
      .set({ shipped: true, shippedAt: now, status: SHIPPING_JOB_STATUS.shipped })
      .where(and(inArray(shippingJobs.id, ids), eq(shippingJobs.shipped, false), visibleJobs(user)))
      .returning({ id: shippingJobs.id });
    return rows.map((r) => r.id).sort((a, b) => a - b);
  });
}
