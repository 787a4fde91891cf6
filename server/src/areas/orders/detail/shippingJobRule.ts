import { eq } from 'drizzle-orm';
import { fill, ORDER_STATUS } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { shippingJobItems } from '../model/schema';

// Issue #3: Mark Shipped (Approved -> Shipped) needs a shipping job on the order: a shipment that
// carries some of its items (shipping_job_items), so the shipped order has its job, its freight and
// its invoice. The transition table (statusFlow.ts) says who may make the move; this is the state
// it needs on top. moveOrder refuses without one (409); the detail page shows the button disabled
// with the same words (OrderMove.disabledReason).

export const NO_SHIPPING_JOB_MESSAGE = 'Order #{number} has no shipping job: create a shipping job for it before marking it shipped.';

/** Does any shipping job carry some of this order's items? */
export async function hasShippingJob(tx: Db, orderId: number): Promise<boolean> {
  const [row] = await tx.select({ id: shippingJobItems.id }).from(shippingJobItems).where(eq(shippingJobItems.orderId, orderId)).limit(1);
  return !!row;
}

/** Why the move to `to` cannot be made now for want of a shipping job; null when nothing stops it. */
export function shippingJobBlock(order: { number: number }, to: number, withShippingJob: boolean): string | null {
  return to === ORDER_STATUS.Shipped && !withShippingJob ? fill(NO_SHIPPING_JOB_MESSAGE, { number: order.number }) : null;
}
