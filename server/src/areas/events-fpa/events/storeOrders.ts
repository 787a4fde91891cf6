import { and, asc, eq } from 'drizzle-orm';
import {
  EVENT_MESSAGES,
  EVENT_ORDER_STATUS,
  EVENT_ORDER_STATUS_TEXT,
  fill,
  type EventOrderCancelBody,
  type EventOrderStatus,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { auditAs } from '../../../platform/audit';
import { badRequest, conflict, notFound } from '../../../platform/httpErrors';
import { queueMail } from '../../../platform/outbox';
import { customEventOrderItems, customEventOrders, customEvents } from '../../../db/tables/events-fpa';
import { lockEvent, requireEventEditor, requireEventViewer, validId } from './eventAccess';
import { productionOrdersOf } from './productionOrders';
import { storeOrderStatusOf } from './statuses';

// One order of an event's store (spec 002 §7): cancelling it while it is not in production, and
// sending its confirmation e-mail again (through the outbox).

async function findEventOrder(tx: Db, eventId: number, orderNumb: number, token: string) {
  if (!validId(eventId) || !validId(orderNumb) || token.length > 200) throw notFound(EVENT_MESSAGES.orderNotFound);
  const [order] = await tx
    .select()
    .from(customEventOrders)
    .where(and(eq(customEventOrders.eventId, eventId), eq(customEventOrders.numb, orderNumb), eq(customEventOrders.token, token)))
    .for('update');
  if (!order) throw notFound(EVENT_MESSAGES.orderNotFound);
  return order;
}

/** POST /api/event/order/cancel, body eventId, orderNumb, token: one store order (not yet in production) is cancelled. */
export async function cancelEventOrder(db: Db, user: SessionUser, { eventId, orderNumb, token }: EventOrderCancelBody, now: Date) {
  requireEventEditor(user);
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
    return { numb: order.numb, ...storeOrderStatusOf(EVENT_ORDER_STATUS.Cancelled) };
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
