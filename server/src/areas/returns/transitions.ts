import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  approvalActionOf,
  checkReturnAction,
  clampCommission,
  RETURN_STATUS,
  RETURN_SUB_STATUS,
  type returnApprovalSchema,
  type ReturnApprovalCall,
  type ReturnTransitionAction,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { loadReturnForUser, refuseUnless } from './access';
import { cancelCreditOrder, createCreditOrder } from './creditOrder';
import { recordEvent } from './events';
import { loadOrderForReturn, lockOrderReturns } from './orderForReturn';
import { returns } from '../../db/tables/returns';
import { storedDraft } from './storedDraft';
import { auditAs } from '../../platform/audit';

// The transitions of the return state machine (spec 001 §4.1, §7.1): cancel, waiting for goods,
// and the three approvals. Which move is allowed, for whom, is returnFlow's (shared) decision;
// this runs it: in one transaction with the return locked, so a refused move (403/409) changes
// nothing and two moves of one return cannot interleave. Each move is recorded with who and when.

export interface TransitionResult {
  id: number;
  number: number;
  status: number;
  subStatus: number;
  /** The order approval: the return order created (spec 001 §4.1: the toast links to it). */
  creditOrderId: number | null;
  creditOrderNumber: number | null;
}

export async function runTransition(
  db: Db,
  user: SessionUser,
  returnId: number,
  action: ReturnTransitionAction,
  commissionAsked: number | null,
  now: Date,
): Promise<TransitionResult> {
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const head = await loadReturnForUser(tx, user, returnId, true);
    const check = checkReturnAction(user, head, action);
    refuseUnless(check);
    const to = check.to!;
    const transition = check.transition!;
    // spec 001 §5.1: clamped to 0–100, default taken from the return.
    const commission = transition.commission ? clampCommission(commissionAsked, head.commission) : null;
    let credit: { id: number; number: number } | null = null;
    if (action === 'approveOrder') {
      await lockOrderReturns(tx, head.orderId);
      const order = (await loadOrderForReturn(tx, head.orderId, head.id))!;
      credit = await createCreditOrder(tx, {
        returnNumber: head.number,
        repCode: head.repCode,
        csr: head.csr,
        userId: user.id,
        now,
        order,
        draft: await storedDraft(tx, head.id),
      });
    }
    if (action === 'cancel' && head.creditOrderId) await cancelCreditOrder(tx, head.creditOrderId, head.number, user.id, now);
    const closed = to.status === RETURN_STATUS.Cancelled || to.subStatus === RETURN_SUB_STATUS.Approved;
    await tx
      .update(returns)
      .set({
        status: to.status,
        subStatus: to.subStatus,
        updatedAt: now,
        ...(closed ? { closedOn: now } : {}),
        ...(commission !== null ? { commission } : {}),
        ...(credit ? { creditOrderId: credit.id } : {}),
      })
      .where(eq(returns.id, head.id));
    await recordEvent(tx, {
      returnId: head.id,
      action,
      from: { status: head.status, subStatus: head.subStatus },
      to,
      userId: user.id,
      at: now,
      commission,
      creditOrderId: credit?.id ?? null,
    });
    return {
      id: head.id,
      number: head.number,
      status: to.status,
      subStatus: to.subStatus,
      creditOrderId: credit?.id ?? null,
      creditOrderNumber: credit?.number ?? null,
    };
  });
}

/** POST /api/return/{order|refund|restock}/approve { returnId, commission }. */
export function approveReturn(
  db: Db,
  user: SessionUser,
  call: ReturnApprovalCall,
  input: z.output<typeof returnApprovalSchema>,
  now: Date,
): Promise<TransitionResult> {
  return runTransition(db, user, input.returnId, approvalActionOf(call), input.commission ?? null, now);
}
