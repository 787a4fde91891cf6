import { asc, eq } from 'drizzle-orm';
import type { RefundDraft } from '@portal/shared/core';
import type { Db } from '../../db/client';
import { allQueries } from '../../db/queries';
import { returnCharges, returnItems, returnItemSizes, returns, returnShipping } from '../../db/tables/returns';

/** A saved return's lines in refundMath's shape (the edit form's start, the return order's lines). */
export async function storedDraft(db: Db, returnId: number): Promise<RefundDraft> {
  const [head, items, sizes, charges, shipping] = await allQueries(db, [
    db.select({ codeId: returns.codeId }).from(returns).where(eq(returns.id, returnId)),
    db.select().from(returnItems).where(eq(returnItems.returnId, returnId)).orderBy(asc(returnItems.id)),
    db.select().from(returnItemSizes).where(eq(returnItemSizes.returnId, returnId)).orderBy(asc(returnItemSizes.id)),
    db.select().from(returnCharges).where(eq(returnCharges.returnId, returnId)).orderBy(asc(returnCharges.id)),
    db.select().from(returnShipping).where(eq(returnShipping.returnId, returnId)).orderBy(asc(returnShipping.id)),
  ]);
  return {
    codeId: head[0]?.codeId ?? null,
    items: items.map((i) => ({
      id: i.orderItemId,
      refundCents: i.refundCents,
      sizes: sizes.filter((s) => s.returnItemId === i.id).map((s) => ({ id: s.orderItemSizeId, C: s.qtyC, U: s.qtyU })),
    })),
    charges: charges.map((c) => ({ id: c.orderChargeId, refundCents: c.refundCents })),
    shipping: shipping.map((s) => ({ id: s.shippingJobId, refundCents: s.refundCents })),
  };
}
