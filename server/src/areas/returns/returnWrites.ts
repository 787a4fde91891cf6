import { eq } from 'drizzle-orm';
import {
  checkReturnAction,
  draftOf,
  draftProblem,
  draftTotals,
  fill,
  mayCreateReturns,
  ORDER_STATUS_TEXT,
  RETURN_MESSAGES,
  RETURN_STATUS,
  RETURN_SUB_STATUS,
  RETURNABLE_ORDER_STATUS,
  returnCreateSchema,
  returnUpdateSchema,
  unitsOf,
  type OrderStatus,
  type RefundDraft,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, parseOr400 } from '../../platform/httpErrors';
import { loadOrderToChange } from '../orders';
import { loadReturnForUser, refuseUnless, requireReturnsAccess } from './access';
import { rewriteCreditOrder } from './creditOrder';
import { recordEvent } from './events';
import { attachUploads } from './files';
import { loadOrderForReturn, lockOrderReturns, type OrderForReturn } from './orderForReturn';
import { returnCharges, returnCodes, returnItems, returnItemSizes, returns, returnShipping } from '../../db/tables/returns';
import { clearReturnsDomainCache } from './listService';
import { auditAs } from '../../platform/audit';
import { customersView } from '../../db/tables/directory.views';

// createReturn and updateReturn (spec 001 §2.1, §3.1, §4.1, §5.1): the order must be Shipped,
// every clamp and total rule of §5.1 is checked with the same refundMath the form uses (400 with
// the rule's message), and the whole return (lines, files, history) is written in one transaction
// under the order's return lock, so two returns of one order can never both take the last unit.

export interface ReturnWriteResult {
  id: number;
  numb: number;
}

/** spec 001 §4.1: returns only of shipped orders; the order must be one the user may see. */
async function shippedOrderForReturn(tx: Db, user: SessionUser, orderId: number, excludeReturnId: number | null): Promise<OrderForReturn> {
  // A return is made by staff, or by the order's own rep: not by a rep who only manages its rep.
  const head = await loadOrderToChange(tx, user, orderId);
  if (head.status !== RETURNABLE_ORDER_STATUS) {
    throw conflict(
      fill(RETURN_MESSAGES.orderNotShipped, {
        number: head.number,
        status: ORDER_STATUS_TEXT[head.status as OrderStatus] ?? String(head.status),
      }),
    );
  }
  return (await loadOrderForReturn(tx, orderId, excludeReturnId))!;
}

/** The §5.1 rules, and that the code exists. */
async function checkDraft(tx: Db, order: OrderForReturn, draft: RefundDraft): Promise<void> {
  const problem = draftProblem(order.refund, draft);
  if (problem) throw badRequest(RETURN_MESSAGES[problem]);
  const [code] = await tx.select({ id: returnCodes.id }).from(returnCodes).where(eq(returnCodes.id, draft.codeId!));
  if (!code) throw badRequest(RETURN_MESSAGES.codeUnknown);
}

/** Writes the return's lines (only those that take or refund something). */
async function writeLines(tx: Db, returnId: number, draft: RefundDraft): Promise<void> {
  for (const item of draft.items) {
    if (item.refundCents === 0 && unitsOf(item.sizes) === 0) continue;
    const [row] = await tx
      .insert(returnItems)
      .values({ returnId, orderItemId: item.id, refundCents: item.refundCents })
      .returning({ id: returnItems.id });
    const sizes = item.sizes.filter((s) => s.C + s.U > 0);
    if (sizes.length) {
      await tx
        .insert(returnItemSizes)
        .values(sizes.map((s) => ({ returnItemId: row.id, returnId, orderItemSizeId: s.id, qtyC: s.C, qtyU: s.U })));
    }
  }
  const charges = draft.charges.filter((c) => c.refundCents > 0);
  if (charges.length)
    await tx.insert(returnCharges).values(charges.map((c) => ({ returnId, orderChargeId: c.id, refundCents: c.refundCents })));
  const shipping = draft.shipping.filter((s) => s.refundCents > 0);
  if (shipping.length)
    await tx.insert(returnShipping).values(shipping.map((s) => ({ returnId, shippingJobId: s.id, refundCents: s.refundCents })));
}

export function returnSearchText(p: {
  number: number;
  orderNumber: number;
  customerNumb: string;
  customerName: string;
  job: string | null;
}): string {
  return [p.number, p.orderNumber, p.customerNumb, p.customerName, p.job]
    .filter((x) => x !== null && x !== '')
    .join(' ')
    .toLowerCase();
}

export async function createReturn(db: Db, user: SessionUser, rawInput: unknown, now: Date): Promise<ReturnWriteResult> {
  requireReturnsAccess(user);
  // Who may create comes first: a user who may not create returns learns nothing of the form's rules.
  if (!mayCreateReturns(user)) throw forbidden(fill(RETURN_MESSAGES.forbidden, { action: 'create' }));
  const input = parseOr400(returnCreateSchema, rawInput);
  const draft = draftOf(input);
  const result = await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    await lockOrderReturns(tx, input.order);
    const order = await shippedOrderForReturn(tx, user, input.order, null);
    await checkDraft(tx, order, draft);
    const totals = draftTotals(draft);
    const subStatus = input.waiting ? RETURN_SUB_STATUS.WaitingForGoods : RETURN_SUB_STATUS.Pending;
    const [customer] = await tx.select({ name: customersView.name }).from(customersView).where(eq(customersView.numb, order.customerNumb));
    const [created] = await tx
      .insert(returns)
      .values({
        orderId: order.id,
        orderNumber: order.number,
        job: order.job,
        currency: order.currency,
        customerNumb: order.customerNumb,
        repCode: order.repCode,
        csr: order.csr,
        codeId: draft.codeId!,
        status: RETURN_STATUS.Initiated,
        subStatus,
        comment: input.comments,
        dateContact: input.dateContact,
        dateInfo: input.dateInfo,
        totalUnits: totals.units,
        totalRefundCents: totals.refundCents,
        createdAt: now,
        updatedAt: now,
        createdBy: user.id,
      })
      .returning({ id: returns.id, number: returns.number });
    await tx
      .update(returns)
      .set({
        searchText: returnSearchText({
          number: created.number,
          orderNumber: order.number,
          customerNumb: order.customerNumb,
          customerName: customer?.name ?? '',
          job: order.job,
        }),
      })
      .where(eq(returns.id, created.id));
    await writeLines(tx, created.id, draft);
    await attachUploads(tx, user, input.files, created.id, null);
    await recordEvent(tx, {
      returnId: created.id,
      action: 'create',
      from: null,
      to: { status: RETURN_STATUS.Initiated, subStatus },
      userId: user.id,
      at: now,
    });
    return { id: created.id, numb: created.number };
  });
  // A new return can bring a customer into the list's filter drawer.
  clearReturnsDomainCache();
  return result;
}

export async function updateReturn(db: Db, user: SessionUser, id: number, rawInput: unknown, now: Date): Promise<ReturnWriteResult> {
  requireReturnsAccess(user);
  const input = parseOr400(returnUpdateSchema, rawInput);
  const draft = draftOf(input);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const head = await loadReturnForUser(tx, user, id, true);
    refuseUnless(checkReturnAction(user, head, 'edit'));
    if (input.order !== head.orderId) throw badRequest(RETURN_MESSAGES.lineUnknown);
    // A changed code or comment is also that field's own edit, with its own rule.
    if (draft.codeId !== null && draft.codeId !== head.codeId) refuseUnless(checkReturnAction(user, head, 'editCode'));
    if ((input.comments ?? null) !== (head.comment ?? null)) refuseUnless(checkReturnAction(user, head, 'editComment'));
    await lockOrderReturns(tx, head.orderId);
    const order = await shippedOrderForReturn(tx, user, head.orderId, head.id);
    await checkDraft(tx, order, draft);
    const totals = draftTotals(draft);
    await tx.delete(returnItems).where(eq(returnItems.returnId, id));
    await tx.delete(returnCharges).where(eq(returnCharges.returnId, id));
    await tx.delete(returnShipping).where(eq(returnShipping.returnId, id));
    await writeLines(tx, id, draft);
    await tx
      .update(returns)
      .set({
        codeId: draft.codeId!,
        comment: input.comments,
        dateContact: input.dateContact,
        dateInfo: input.dateInfo,
        totalUnits: totals.units,
        totalRefundCents: totals.refundCents,
        updatedAt: now,
      })
      .where(eq(returns.id, id));
    await attachUploads(tx, user, input.files, id, null);
    // Edited after the order approval (Refunded, pending): the return order follows the return.
    if (head.creditOrderId) {
      await rewriteCreditOrder(tx, head.creditOrderId, {
        returnNumber: head.number,
        repCode: head.repCode,
        csr: head.csr,
        userId: user.id,
        now,
        order,
        draft,
      });
    }
    const state = { status: head.status, subStatus: head.subStatus };
    await recordEvent(tx, {
      returnId: id,
      action: 'edit',
      from: state,
      to: state,
      userId: user.id,
      at: now,
      note: `Refund ${(totals.refundCents / 100).toFixed(2)} ${head.currency}, ${totals.units} units`,
    });
    return { id, numb: head.number };
  });
}
