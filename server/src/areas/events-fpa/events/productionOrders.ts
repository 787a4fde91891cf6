import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { EVENT_MESSAGES, EVENT_ORDER_STATUS, EVENT_STATUS, ORDER_STATUS, type SessionUser } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { auditAs } from '../../../platform/audit';
import { badRequest } from '../../../platform/httpErrors';
import { createOrder, orderRefs } from '../../orders';
import { customEventOrderItems, customEventOrders, customEventProductionOrders, customEvents } from '../../../db/tables/events-fpa';
import { lockEvent, requireEventEditor } from './eventAccess';
import { ensureOrderType } from '../../directory';
import { customersView, repsView } from '../../../db/tables/directory.views';

// Production orders (spec 002 §4, §8): the placed store orders of a disabled event become one real
// order of the orders area, made by the orders door's createOrder in the event's transaction (its
// number, total, search text and status history are the orders area's). The events keep which
// orders they made; the orders' numbers and statuses are read back through the door.

const EVENT_ORDER_TYPE = { code: '211', name: 'Event' } as const;

/** The production orders made from these events, oldest first, with their order's number and status (from the orders door). */
export async function productionOrdersOf(db: Db, eventIds: readonly number[]) {
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
    const [customer] = await tx.select().from(customersView).where(eq(customersView.numb, event.customerNumb));
    const [rep] = customer.repCode
      ? await tx.select({ code: repsView.code }).from(repsView).where(eq(repsView.code, customer.repCode))
      : [];
    await ensureOrderType(tx, EVENT_ORDER_TYPE);
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
