import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { EVENT_ORDER_STATUS, type SessionUser } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { allQueries } from '../../../db/queries';
import {
  customEventAddresses,
  customEventCategories,
  customEventOptions,
  customEventOrders,
  customEvents,
} from '../../../db/tables/events-fpa';
import { requireEventViewer, validId } from './eventAccess';
import { productionOrdersOf } from './productionOrders';
import { eventStatusOf, storeOrderStatusOf } from './statuses';
import { usersView } from '../../../db/tables/platform.views';
import { csrsView, customersView } from '../../../db/tables/directory.views';

// One custom event (spec 002 §3 CustomEvent): its settings, categories, options, addresses and
// totals, its production orders, and its store orders.

const cents = (v: number | null) => (v == null ? null : v / 100);

/** customEvent(id): the event with its lists; null when there is none (the page's not-found state). */
export async function readEvent(db: Db, user: SessionUser, id: number) {
  requireEventViewer(user);
  if (!validId(id)) return null;
  const [event] = await db
    .select({ e: customEvents, customerName: customersView.name, csrName: csrsView.name, createdByName: usersView.name })
    .from(customEvents)
    .innerJoin(customersView, eq(customersView.numb, customEvents.customerNumb))
    .leftJoin(csrsView, eq(csrsView.code, customEvents.csrCode))
    .leftJoin(usersView, eq(usersView.id, customEvents.createdBy))
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
      ? db.select({ id: customersView.numb, name: customersView.name }).from(customersView).where(eq(customersView.numb, e.billingNumb))
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
    status: eventStatusOf(e.status),
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
      ...storeOrderStatusOf(o.status),
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
