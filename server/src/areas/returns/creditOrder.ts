import { ORDER_STATUS, RETURN_ORDER_TYPE, unitsOf, type RefundDraft } from '@portal/shared/core';
import type { Db } from '../../db/client';
import {
  cancelOrder,
  createOrder,
  readOrderContents,
  replaceOrderLines,
  type CreatedOrder,
  type OrderChargeDraft,
  type OrderDraft,
  type OrderItemDraft,
  type OrderItemRow,
  type OrderLinesDraft,
} from '../orders';
import type { OrderForReturn } from './orderForReturn';
import { ensureOrderType } from '../directory';

// The return order of spec 001 §4.1 ("a successful order approval shows a link to the created
// return order"): a credit order of the orders area, of order type 280 Return, status Approved,
// whose lines mirror the return: the returned sizes at negated prices, the refunded charges and
// freight as negative charges, and one 'Refund adjustment' charge for the difference between the
// goods' value and the refunds typed, so that the order's total is exactly minus the return's.
// Created by the order approval (and by the seed, through the same drafts); its lines rewritten
// when a return is edited afterwards (Refunded, pending); cancelled with the return. The orders
// area writes it (its door's commands), in the return's transaction, and keeps its number, total
// and history.

/** One returned item: the order's item row, the units per size, and its refund. */
export interface CreditItemSource {
  item: Pick<
    OrderItemRow,
    | 'styleCode'
    | 'name'
    | 'color'
    | 'colorCode'
    | 'designId'
    | 'designVariation'
    | 'imageKey'
    | 'priceCents'
    | 'finalPriceCents'
    | 'sizeUpcharges'
  >;
  sizes: { size: string; C: number; U: number }[];
  refundCents: number;
}

/** The credit order's lines for a return (pure: the approval and the seed write the same thing). */
export function creditOrderLines(
  items: readonly CreditItemSource[],
  charges: readonly { code: string; name: string; refundCents: number }[],
  shipping: readonly { job: string | null; refundCents: number }[],
): OrderLinesDraft {
  const out: { items: OrderItemDraft[]; charges: OrderChargeDraft[] } = { items: [], charges: [] };
  let adjustment = 0;
  for (const { item, sizes, refundCents } of items) {
    const units = sizes.filter((s) => s.C + s.U > 0);
    const value = units.reduce((sum, s) => sum + (s.C + s.U) * (item.finalPriceCents + (item.sizeUpcharges[s.size] ?? 0)), 0);
    adjustment += value - refundCents;
    out.items.push({
      styleCode: item.styleCode,
      name: item.name,
      color: item.color,
      colorCode: item.colorCode,
      designId: item.designId,
      designVariation: item.designVariation,
      imageKey: item.imageKey,
      priceCents: -item.priceCents,
      finalPriceCents: -item.finalPriceCents,
      sizeUpcharges: Object.fromEntries(Object.entries(item.sizeUpcharges).map(([k, v]) => [k, -v])),
      sizes: units.map((s) => ({ size: s.size, qtyC: s.C, qtyU: s.U })),
    });
  }
  for (const c of charges)
    if (c.refundCents > 0) out.charges.push({ code: c.code, name: `Refund: ${c.name}`, amountCents: -c.refundCents });
  for (const s of shipping)
    if (s.refundCents > 0)
      out.charges.push({ code: 'FRT', name: `Refund: Freight${s.job ? ` (job ${s.job})` : ''}`, amountCents: -s.refundCents });
  if (adjustment !== 0) out.charges.push({ code: 'RADJ', name: 'Refund adjustment', amountCents: adjustment });
  return out;
}

/** The credit order of a return, on the return's order, with its lines (the approval and the seed). */
export function creditOrderDraft(
  credit: { returnNumber: number; repCode: string; csr: string | null; userId: number; at: Date },
  order: Pick<OrderForReturn, 'number' | 'customerNumb' | 'billToNumb' | 'type' | 'currency'>,
  lines: OrderLinesDraft,
): OrderDraft {
  return {
    ...lines,
    customerNumb: order.customerNumb,
    billToNumb: order.billToNumb,
    repCode: credit.repCode,
    csr: credit.csr,
    type: order.type,
    orderType: RETURN_ORDER_TYPE.code,
    currency: order.currency,
    po: `Return #${credit.returnNumber}`,
    status: ORDER_STATUS.Approved,
    userId: credit.userId,
    at: credit.at,
    comment: `Return order of return #${credit.returnNumber} (order #${order.number}).`,
  };
}

export interface CreditOrderSource {
  returnNumber: number;
  repCode: string;
  csr: string | null;
  userId: number;
  now: Date;
  order: OrderForReturn;
  draft: RefundDraft;
}

async function linesOf(tx: Db, { order, draft }: CreditOrderSource): Promise<OrderLinesDraft> {
  const returned = draft.items.filter((d) => unitsOf(d.sizes) > 0);
  const [contents] = returned.length ? await readOrderContents(tx, [order.id]) : [];
  const items = returned.map((d) => {
    const source = order.items.find((i) => i.id === d.id)!;
    return {
      item: contents.items.find((r) => r.id === d.id)!,
      sizes: d.sizes.map((q) => ({ size: source.size.find((s) => s.id === q.id)!.display, C: q.C, U: q.U })),
      refundCents: d.refundCents,
    };
  });
  const charges = draft.charges.map((d) => {
    const c = order.charges.find((x) => x.id === d.id)!;
    return { code: c.chargeCode, name: c.chargeName, refundCents: d.refundCents };
  });
  const shipping = draft.shipping.map((d) => ({ job: order.shippingJobs.find((j) => j.id === d.id)!.job, refundCents: d.refundCents }));
  return creditOrderLines(items, charges, shipping);
}

/** Creates the return order; answers its id and number. */
export async function createCreditOrder(tx: Db, source: CreditOrderSource): Promise<CreatedOrder> {
  await ensureOrderType(tx, { code: RETURN_ORDER_TYPE.code, name: RETURN_ORDER_TYPE.name });
  const credit = { returnNumber: source.returnNumber, repCode: source.repCode, csr: source.csr, userId: source.userId, at: source.now };
  return createOrder(tx, creditOrderDraft(credit, source.order, await linesOf(tx, source)));
}

/** The return was edited after its approval: the return order's lines follow. */
export async function rewriteCreditOrder(tx: Db, creditOrderId: number, source: CreditOrderSource): Promise<void> {
  await replaceOrderLines(tx, creditOrderId, await linesOf(tx, source), source.now);
}

/** The return was cancelled: so is its return order (unless it is already). */
export async function cancelCreditOrder(tx: Db, creditOrderId: number, returnNumber: number, userId: number, now: Date): Promise<void> {
  await cancelOrder(tx, creditOrderId, { userId, comment: `Return #${returnNumber} was cancelled.`, now });
}
