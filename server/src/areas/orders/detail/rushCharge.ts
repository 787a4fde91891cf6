import { and, eq } from 'drizzle-orm';
import { RUSH_CHARGE } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { recomputeOrderTotals } from '../model/orderWrites';
import { orderCharges } from '../../../db/tables/orders/model';

// An order's rush flag and its RUSH charge line move together. Both places that change
// the flag (the lists' order type edit and the detail page's header edit) call this inside their
// own transaction, after the order row is locked, so the flag, the charge and the stored total
// are never seen apart.

/**
 * Adds the RUSH charge when rush goes on (unless the order already carries one: a fee agreed by
 * hand is kept as it is), removes every RUSH line when rush goes off, and keeps total_cents equal
 * to items + charges. Nothing happens when the flag does not change.
 */
export async function applyRushCharge(tx: Db, orderId: number, wasRush: boolean, isRush: boolean): Promise<void> {
  if (wasRush === isRush) return;
  const rushLines = and(eq(orderCharges.orderId, orderId), eq(orderCharges.code, RUSH_CHARGE.code));
  if (isRush) {
    const [existing] = await tx.select({ id: orderCharges.id }).from(orderCharges).where(rushLines).limit(1);
    if (existing) return;
    await tx.insert(orderCharges).values({ orderId, code: RUSH_CHARGE.code, name: RUSH_CHARGE.name, amountCents: RUSH_CHARGE.amountCents });
  } else {
    await tx.delete(orderCharges).where(rushLines);
  }
  await recomputeOrderTotals(tx, [orderId]);
}
