import { and, eq, isNull } from 'drizzle-orm';
import { ORDER_STATUS, ORDER_SUB_STATUS } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { orderApprovals } from '../../../db/tables/orders/approval';
import { orders, orderStatusHistory } from '../../../db/tables/orders/model';
import { loadOrderHead, type OrderHead } from './orderAccess';

// Writes one status change: the order's status and sub-status, a status history row, and the
// bookkeeping that goes with it. Callers run it inside their transaction, after the status flow
// (statusFlow.ts in @portal/shared) allowed the move, so a change and its history commit together.

export interface StatusChange {
  status: number;
  /** Only ManagersApproval carries a sub-status (spec 000 §3); leaving it clears it. */
  subStatus: number | null;
  /** Null for a customer answering through a public link. */
  userId: number | null;
  comment: string | null;
  now: Date;
}

export async function applyStatusChange(tx: Db, order: OrderHead, change: StatusChange): Promise<void> {
  const subStatus = change.status === ORDER_STATUS.ManagersApproval ? change.subStatus : null;
  await tx
    .update(orders)
    .set({
      status: change.status,
      subStatus,
      updatedAt: change.now,
      // A new art request (forwards, or back for changes) restarts the art clock.
      ...(change.status === ORDER_STATUS.ArtRequested ? { artRequested: change.now } : {}),
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: change.status,
    fromSubStatus: order.subStatus,
    toSubStatus: subStatus,
    userId: change.userId,
    at: change.now,
    comment: change.comment,
  });
  // A link sent to the customer is only good while the order waits for that answer.
  const stillWaiting = change.status === ORDER_STATUS.ManagersApproval && subStatus === ORDER_SUB_STATUS.AwaitingCustomerApproval;
  if (!stillWaiting) await supersedeOpenLinks(tx, order.id);
}

/** Marks the order's unanswered approval links as superseded. */
export async function supersedeOpenLinks(tx: Db, orderId: number): Promise<void> {
  await tx
    .update(orderApprovals)
    .set({ superseded: true })
    .where(and(eq(orderApprovals.orderId, orderId), isNull(orderApprovals.usedAt), eq(orderApprovals.superseded, false)));
}

/**
 * Cancels an order that follows another area's record (a return's credit order, when the return is
 * cancelled): that area's flow decided, so the order's status flow is not asked. Answers false,
 * writing nothing, when there is no such order or it is cancelled already.
 */
export async function cancelOrder(
  tx: Db,
  orderId: number,
  change: { userId: number | null; comment: string; now: Date },
): Promise<boolean> {
  const order = await loadOrderHead(tx, orderId, true);
  if (!order || order.status === ORDER_STATUS.Cancelled) return false;
  await applyStatusChange(tx, order, { status: ORDER_STATUS.Cancelled, subStatus: null, ...change });
  return true;
}
