import {
  checkTransition,
  fill,
  orderMoveSchema,
  ORDER_STATUS,
  ORDER_STATUS_TEXT,
  STATUS_FLOW_MESSAGES,
  type OrderStatus,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { conflict, forbidden, parseOr400 } from '../../../platform/httpErrors';
import { loadOrderForUser } from './orderAccess';
import { readOrderDetail, type OrderDetail } from './orderDetail';
import { shipWhatIsLeft } from './shipWhatIsLeft';
import { applyStatusChange } from './statusChange';
import { auditAs } from '../../../platform/audit';

// moveOrder: one step of the status flow. The transition table (statusFlow.ts in @portal/shared)
// decides; this only enforces it: the order row is locked, the move checked against the status it
// has now, and the change and its history row written in one transaction. Mark Shipped also ships
// what is left of the order in that transaction (shipWhatIsLeft.ts: one shipping job with an
// invoice for the unshipped quantities). A refused move changes nothing: 409 for a move the flow
// does not have (or a page that is out of date), 403 for a person who may not make it.

export async function moveOrder(db: Db, clock: Clock, user: SessionUser, id: number, input: unknown): Promise<OrderDetail> {
  const move = parseOr400(orderMoveSchema, input);
  const head = await db.transaction(async (tx) => {
    await auditAs(tx, user, clock.now());
    const order = await loadOrderForUser(tx, user, id, true);
    if (move.from !== null && move.from !== undefined && move.from !== order.status) {
      throw conflict(
        fill(STATUS_FLOW_MESSAGES.changed, {
          number: order.number,
          from: ORDER_STATUS_TEXT[order.status as OrderStatus] ?? String(order.status),
        }),
      );
    }
    const check = checkTransition(user, order, move.to);
    if (!check.ok) throw check.kind === 'conflict' ? conflict(check.message) : forbidden(check.message);
    const now = clock.now();
    await applyStatusChange(tx, order, { status: move.to, subStatus: null, userId: user.id, comment: move.comment, now });
    // Mark Shipped ships what is left (read and written under the order's row lock).
    if (move.to === ORDER_STATUS.Shipped) await shipWhatIsLeft(tx, order, user.id, now);
    return order;
  });
  return readOrderDetail(db, user, head);
}
