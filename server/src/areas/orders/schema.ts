// The orders area's tables door: the order tables other areas reference (foreign keys) and read or
// write (returns: the ordered goods, shipments, credit orders). Kept apart from index.ts so that a
// table file (and drizzle-kit, through db/schema.ts) loads tables only, not the area's code.
export { orderCharges, orderItems, orderItemSizes, orders, orderStatusHistory, shippingJobItems, shippingJobs } from './model/schema';
