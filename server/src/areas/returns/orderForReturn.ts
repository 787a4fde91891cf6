import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { refundOrderFrom, returnStatusText, type RefundOrder } from '@portal/shared/core';
import type { Db } from '../../db/client';
import { allQueries } from '../../db/queries';
import { readOrderContents } from '../orders';
import { returnCharges, returnItems, returnItemSizes, returns, returnShipping } from '../../db/tables/returns';

// The "order-for-return data" of spec 001 §3.1: a shipped order with its items and size grids
// (shipped C and U), charges, shipping jobs, and what its other returns already took. The create
// and edit forms read it, and createReturn/updateReturn validate against exactly the same numbers
// (refundMath over `refund`). `excludeReturnId` leaves out the return being edited. Cancelled
// returns take nothing back.

export interface OrderForReturnSize {
  id: number;
  display: string;
  quantity: number;
  shippedC: number;
  shippedU: number;
  returnedC: number;
  returnedU: number;
  upchargeCents: number;
}

export interface ItemReturn {
  id: number;
  returnId: number;
  returnNumber: number;
  returnStatus: string;
  refundCents: number;
  size: { id: number; display: string; C: number; U: number }[];
}

export interface OrderForReturnItem {
  id: number;
  line: number;
  sku: string;
  name: string;
  image: string;
  color: string;
  colorCode: string;
  finalPriceCents: number;
  totalQuantity: number;
  totalPriceCents: number;
  refundedCents: number;
  size: OrderForReturnSize[];
  returns: ItemReturn[];
}

export interface OrderForReturnLine {
  id: number;
  amountCents: number;
  refundedCents: number;
}

export interface OrderForReturn {
  id: number;
  number: number;
  createdAt: Date;
  status: number;
  currency: 'CAD' | 'USD';
  customerNumb: string;
  repCode: string;
  csr: string | null;
  job: string | null;
  type: string;
  billToNumb: string;
  totalCents: number;
  shippingCents: number;
  earlierRefundCents: number;
  items: OrderForReturnItem[];
  charges: (OrderForReturnLine & { chargeCode: string; chargeName: string })[];
  shippingJobs: (OrderForReturnLine & { job: string | null; invoice: string | null })[];
  returns: {
    id: number;
    returnNumb: number;
    status: number;
    subStatus: number;
    statusString: string;
    totalRefundCents: number;
    createdAt: Date;
    charges: { id: number; chargeId: number; desc: string; refundCents: number; job: string | null; invoice: string | null }[];
  }[];
  /** refundMath's view of the same numbers. */
  refund: RefundOrder;
}

/** Serialises every change to one order's returns (two returns of one order must not both take the last unit). */
export async function lockOrderReturns(tx: Db, orderId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7300401, ${orderId})`);
}

export async function loadOrderForReturn(db: Db, orderId: number, excludeReturnId: number | null = null): Promise<OrderForReturn | null> {
  // The order's lines first: its goods and shipments are what the other returns are counted against.
  const [contents] = await readOrderContents(db, [orderId]);
  if (!contents) return null;
  const { order: head, items: itemRows, sizes: sizeRows, charges: chargeRows, shippingJobs: jobRows } = contents;
  const order = {
    id: head.id,
    number: head.number,
    createdAt: head.createdAt,
    status: head.status,
    currency: head.currency,
    customerNumb: head.customerNumb,
    billToNumb: head.billToNumb,
    repCode: head.repCode,
    csr: head.csr,
    job: head.job,
    type: head.type,
    totalCents: head.totalCents,
  };

  const otherReturns = await db
    .select({
      id: returns.id,
      number: returns.number,
      status: returns.status,
      subStatus: returns.subStatus,
      totalRefundCents: returns.totalRefundCents,
      createdAt: returns.createdAt,
    })
    .from(returns)
    .where(excludeReturnId ? and(eq(returns.orderId, orderId), ne(returns.id, excludeReturnId)) : eq(returns.orderId, orderId))
    .orderBy(asc(returns.id));
  // The order's other returns that count: not cancelled, not the one being edited.
  const counted = and(eq(returns.orderId, orderId), ne(returns.status, 99), excludeReturnId ? ne(returns.id, excludeReturnId) : sql`true`);
  const otherIds = otherReturns.map((r) => r.id);
  const jobIds = jobRows.map((j) => j.id);
  const [returnedSizes, refundedItems, refundedCharges, refundedShipping, otherCharges, otherShipping] = await allQueries(db, [
    otherIds.length
      ? db
          .select({
            returnId: returnItemSizes.returnId,
            sizeId: returnItemSizes.orderItemSizeId,
            C: returnItemSizes.qtyC,
            U: returnItemSizes.qtyU,
          })
          .from(returnItemSizes)
          .where(inArray(returnItemSizes.returnId, otherIds))
      : [],
    otherIds.length
      ? db
          .select({ returnId: returnItems.returnId, itemId: returnItems.orderItemId, refundCents: returnItems.refundCents })
          .from(returnItems)
          .where(inArray(returnItems.returnId, otherIds))
      : [],
    db
      .select({ chargeId: returnCharges.orderChargeId, cents: sql<number>`sum(${returnCharges.refundCents})::int` })
      .from(returnCharges)
      .innerJoin(returns, eq(returns.id, returnCharges.returnId))
      .where(counted)
      .groupBy(returnCharges.orderChargeId),
    // A shipping job may carry several orders: its freight is refunded once, by any of their returns.
    jobIds.length
      ? db
          .select({ jobId: returnShipping.shippingJobId, cents: sql<number>`sum(${returnShipping.refundCents})::int` })
          .from(returnShipping)
          .innerJoin(returns, eq(returns.id, returnShipping.returnId))
          .where(
            and(
              inArray(returnShipping.shippingJobId, jobIds),
              ne(returns.status, 99),
              excludeReturnId ? ne(returns.id, excludeReturnId) : sql`true`,
            ),
          )
          .groupBy(returnShipping.shippingJobId)
      : [],
    otherIds.length ? db.select().from(returnCharges).where(inArray(returnCharges.returnId, otherIds)) : [],
    otherIds.length ? db.select().from(returnShipping).where(inArray(returnShipping.returnId, otherIds)) : [],
  ]);

  const live = new Set(otherReturns.filter((r) => r.status !== 99).map((r) => r.id));
  const returnById = new Map(otherReturns.map((r) => [r.id, r]));
  const sizeById = new Map(sizeRows.map((s) => [s.id, s]));
  const returnedBySize = new Map<number, { C: number; U: number }>();
  for (const r of returnedSizes) {
    if (!live.has(r.returnId)) continue;
    const sum = returnedBySize.get(r.sizeId) ?? { C: 0, U: 0 };
    returnedBySize.set(r.sizeId, { C: sum.C + r.C, U: sum.U + r.U });
  }
  const refundedByItem = new Map<number, number>();
  for (const r of refundedItems)
    if (live.has(r.returnId)) refundedByItem.set(r.itemId, (refundedByItem.get(r.itemId) ?? 0) + r.refundCents);
  const chargeRefunded = new Map(refundedCharges.map((r) => [r.chargeId, r.cents]));
  const shippingRefunded = new Map(refundedShipping.map((r) => [r.jobId, r.cents]));

  const items: OrderForReturnItem[] = itemRows.map((item) => {
    const sizes = sizeRows.filter((s) => s.itemId === item.id);
    const size = sizes.map((s) => {
      const returned = returnedBySize.get(s.id) ?? { C: 0, U: 0 };
      return {
        id: s.id,
        display: s.size,
        quantity: s.quantity,
        shippedC: s.shippedC,
        shippedU: s.shippedU,
        returnedC: returned.C,
        returnedU: returned.U,
        upchargeCents: item.sizeUpcharges[s.size] ?? 0,
      };
    });
    const itemReturns: ItemReturn[] = refundedItems
      .filter((r) => r.itemId === item.id)
      .map((r) => {
        const ret = returnById.get(r.returnId)!;
        return {
          id: r.returnId * 100_000 + item.id,
          returnId: r.returnId,
          returnNumber: ret.number,
          returnStatus: returnStatusText(ret.status, ret.subStatus),
          refundCents: r.refundCents,
          size: returnedSizes
            .filter((q) => q.returnId === r.returnId && sizeById.get(q.sizeId)?.itemId === item.id)
            .map((q) => ({ id: q.sizeId, display: sizeById.get(q.sizeId)!.size, C: q.C, U: q.U })),
        };
      });
    return {
      id: item.id,
      line: item.line,
      sku: item.styleCode,
      name: item.name,
      image: `/Images/Products/${item.imageKey}`,
      color: item.color,
      colorCode: item.colorCode,
      finalPriceCents: item.finalPriceCents,
      totalQuantity: sizes.reduce((n, s) => n + s.quantity, 0),
      totalPriceCents: size.reduce((n, s) => n + s.quantity * (item.finalPriceCents + s.upchargeCents), 0),
      refundedCents: refundedByItem.get(item.id) ?? 0,
      size,
      returns: itemReturns,
    };
  });

  const charges = chargeRows.map((c) => ({
    id: c.id,
    chargeCode: c.code,
    chargeName: c.name,
    amountCents: c.amountCents,
    refundedCents: chargeRefunded.get(c.id) ?? 0,
  }));
  const shippingJobsOut = jobRows.map((j) => ({
    id: j.id,
    job: j.job,
    invoice: j.invoices[0] ?? null,
    amountCents: j.chargeCents,
    refundedCents: shippingRefunded.get(j.id) ?? 0,
  }));
  const chargeById = new Map(chargeRows.map((c) => [c.id, c]));
  const jobById = new Map(jobRows.map((j) => [j.id, j]));
  const earlierRefundCents = otherReturns.filter((r) => live.has(r.id)).reduce((n, r) => n + r.totalRefundCents, 0);
  const shippingCents = jobRows.reduce((n, j) => n + j.chargeCents, 0);

  return {
    ...order,
    shippingCents,
    earlierRefundCents,
    items,
    charges,
    shippingJobs: shippingJobsOut,
    returns: otherReturns.map((r) => ({
      id: r.id,
      returnNumb: r.number,
      status: r.status,
      subStatus: r.subStatus,
      statusString: returnStatusText(r.status, r.subStatus),
      totalRefundCents: r.totalRefundCents,
      createdAt: r.createdAt,
      charges: [
        ...otherCharges
          .filter((c) => c.returnId === r.id)
          .map((c) => ({
            id: c.id,
            chargeId: c.orderChargeId,
            desc: chargeById.get(c.orderChargeId)?.name ?? '',
            refundCents: c.refundCents,
            job: order.job,
            invoice: null,
          })),
        ...otherShipping
          .filter((s) => s.returnId === r.id)
          .map((s) => ({
            id: s.id,
            chargeId: s.shippingJobId,
            desc: 'Shipping',
            refundCents: s.refundCents,
            job: jobById.get(s.shippingJobId)?.job ?? null,
            invoice: jobById.get(s.shippingJobId)?.invoices[0] ?? null,
          })),
      ],
    })),
    refund: refundOrderFrom({
      totalCents: order.totalCents,
      earlierRefundCents,
      items: items.map((i) => ({
        id: i.id,
        finalPriceCents: i.finalPriceCents,
        refundedCents: i.refundedCents,
        sizes: i.size.map((s) => ({
          id: s.id,
          shippedC: s.shippedC,
          shippedU: s.shippedU,
          returnedC: s.returnedC,
          returnedU: s.returnedU,
          upchargeCents: s.upchargeCents,
        })),
      })),
      charges: charges.map((c) => ({ id: c.id, code: c.chargeCode, amountCents: c.amountCents, refundedCents: c.refundedCents })),
      shipping: shippingJobsOut.map((s) => ({ id: s.id, amountCents: s.amountCents, refundedCents: s.refundedCents })),
    }),
  };
}
