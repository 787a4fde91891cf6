import { eq, inArray } from 'drizzle-orm';
import { ORDER_STATUS, RETURN_ORDER_TYPE, unitsOf, type RefundDraft } from '@portal/shared/core';
import type { Db } from '../../db/client';
import { allQueries } from '../../db/queries';
import { customers, orderTypes, reps } from '../platform/schema';
import { nextOrderNumber, searchTextOf } from '../orders';
import { orderCharges, orderItems, orderItemSizes, orders, orderStatusHistory } from '../orders/schema';
import type { OrderForReturn } from './orderForReturn';

// The return order of spec 001 §4.1 ("a successful order approval shows a link to the created
// return order"): a credit order in the orders tables, of order type 280 Return, status Approved,
// whose lines mirror the return: the returned sizes at negated prices, the refunded charges and
// freight as negative charges, and one 'Refund adjustment' charge for the difference between the
// goods' value and the refunds typed, so that the order's total is exactly minus the return's.
// Written by the order approval (and by the seed, through creditOrderLines); rewritten when a
// return is edited afterwards (Refunded, pending); cancelled with the return.

type OrderItemRow = typeof orderItems.$inferSelect;

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

export interface CreditLines {
  items: {
    row: Omit<typeof orderItems.$inferInsert, 'orderId'>;
    sizes: Omit<typeof orderItemSizes.$inferInsert, 'orderId' | 'itemId'>[];
  }[];
  charges: Omit<typeof orderCharges.$inferInsert, 'orderId'>[];
  totalCents: number;
}

/** The credit order's lines for a return (pure: the approval and the seed write the same thing). */
export function creditOrderLines(
  items: readonly CreditItemSource[],
  charges: readonly { code: string; name: string; refundCents: number }[],
  shipping: readonly { job: string | null; refundCents: number }[],
): CreditLines {
  const out: CreditLines = { items: [], charges: [], totalCents: 0 };
  let adjustment = 0;
  items.forEach(({ item, sizes, refundCents }, n) => {
    const units = sizes.filter((s) => s.C + s.U > 0);
    const value = units.reduce((sum, s) => sum + (s.C + s.U) * (item.finalPriceCents + (item.sizeUpcharges[s.size] ?? 0)), 0);
    adjustment += value - refundCents;
    out.totalCents -= value;
    out.items.push({
      row: {
        line: n + 1,
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
      },
      sizes: units.map((s, sortOrder) => ({ size: s.size, sortOrder, quantity: s.C + s.U, qtyC: s.C, qtyU: s.U })),
    });
  });
  for (const c of charges)
    if (c.refundCents > 0) out.charges.push({ code: c.code, name: `Refund: ${c.name}`, amountCents: -c.refundCents });
  for (const s of shipping)
    if (s.refundCents > 0)
      out.charges.push({ code: 'FRT', name: `Refund: Freight${s.job ? ` (job ${s.job})` : ''}`, amountCents: -s.refundCents });
  if (adjustment !== 0) out.charges.push({ code: 'RADJ', name: 'Refund adjustment', amountCents: adjustment });
  out.totalCents += out.charges.reduce((n, c) => n + c.amountCents, 0);
  return out;
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

async function linesOf(tx: Db, { order, draft }: CreditOrderSource): Promise<CreditLines> {
  const returned = draft.items.filter((d) => unitsOf(d.sizes) > 0);
  const rows = returned.length
    ? await tx
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.id,
            returned.map((d) => d.id),
          ),
        )
    : [];
  const items = returned.map((d) => {
    const source = order.items.find((i) => i.id === d.id)!;
    return {
      item: rows.find((r) => r.id === d.id)!,
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

async function writeLines(tx: Db, orderId: number, lines: CreditLines): Promise<void> {
  for (const { row, sizes } of lines.items) {
    const [item] = await tx
      .insert(orderItems)
      .values({ ...row, orderId })
      .returning({ id: orderItems.id });
    await tx.insert(orderItemSizes).values(sizes.map((s) => ({ ...s, itemId: item.id, orderId })));
  }
  if (lines.charges.length) await tx.insert(orderCharges).values(lines.charges.map((c) => ({ ...c, orderId })));
}

export const creditOrderPo = (returnNumber: number) => `Return #${returnNumber}`;

/** Creates the return order; returns its id and number. */
export async function createCreditOrder(tx: Db, source: CreditOrderSource): Promise<{ id: number; number: number }> {
  const { order, now } = source;
  await tx.insert(orderTypes).values({ code: RETURN_ORDER_TYPE.code, name: RETURN_ORDER_TYPE.name }).onConflictDoNothing();
  // The orders' one number sequence (order_number_seq), shared with every other order creation.
  const number = await nextOrderNumber(tx);
  const po = creditOrderPo(source.returnNumber);
  const lines = await linesOf(tx, source);
  const [[customer], [rep]] = await allQueries(tx, [
    tx.select({ name: customers.name }).from(customers).where(eq(customers.numb, order.customerNumb)),
    tx.select({ name: reps.name }).from(reps).where(eq(reps.code, source.repCode)),
  ]);
  const [created] = await tx
    .insert(orders)
    .values({
      number,
      customerNumb: order.customerNumb,
      billToNumb: order.billToNumb,
      repCode: source.repCode,
      csr: source.csr,
      type: order.type,
      orderType: RETURN_ORDER_TYPE.code,
      currency: order.currency,
      po,
      status: ORDER_STATUS.Approved,
      createdAt: now,
      updatedAt: now,
      createdBy: source.userId,
      totalCents: lines.totalCents,
      itemCount: lines.items.length,
      searchText: searchTextOf({
        number,
        customerNumb: order.customerNumb,
        customerName: customer?.name,
        po,
        repCode: source.repCode,
        repName: rep?.name,
      }),
    })
    .returning({ id: orders.id });
  await writeLines(tx, created.id, lines);
  await tx.insert(orderStatusHistory).values({
    orderId: created.id,
    fromStatus: null,
    toStatus: ORDER_STATUS.Approved,
    userId: source.userId,
    at: now,
    comment: `Return order of return #${source.returnNumber} (order #${order.number}).`,
  });
  return { id: created.id, number };
}

/** The return was edited after its approval: the return order's lines follow. */
export async function rewriteCreditOrder(tx: Db, creditOrderId: number, source: CreditOrderSource): Promise<void> {
  const lines = await linesOf(tx, source);
  const itemIds = tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, creditOrderId));
  await tx.delete(orderItemSizes).where(inArray(orderItemSizes.itemId, itemIds));
  await tx.delete(orderItems).where(eq(orderItems.orderId, creditOrderId));
  await tx.delete(orderCharges).where(eq(orderCharges.orderId, creditOrderId));
  await writeLines(tx, creditOrderId, lines);
  await tx
    .update(orders)
    .set({ totalCents: lines.totalCents, itemCount: lines.items.length, updatedAt: source.now })
    .where(eq(orders.id, creditOrderId));
}

/** The return was cancelled: so is its return order. */
export async function cancelCreditOrder(tx: Db, creditOrderId: number, returnNumber: number, userId: number, now: Date): Promise<void> {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, creditOrderId)).for('update');
  if (!order || order.status === ORDER_STATUS.Cancelled) return;
  await tx.update(orders).set({ status: ORDER_STATUS.Cancelled, updatedAt: now }).where(eq(orders.id, creditOrderId));
  await tx.insert(orderStatusHistory).values({
    orderId: creditOrderId,
    fromStatus: order.status,
    toStatus: ORDER_STATUS.Cancelled,
    userId,
    at: now,
    comment: `Return #${returnNumber} was cancelled.`,
  });
}
