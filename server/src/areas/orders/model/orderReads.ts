import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { allQueries } from '../../../db/queries';
import { orderCharges, orderItems, orderItemSizes, orders, shippingJobItems, shippingJobs } from '../../../db/tables/orders/model';

// What other areas read of orders (returns: the goods an order shipped and charged, its credit
// order; custom events: their production orders). They read through these functions, never the
// tables, so the orders area may change how it stores an order. The caller checks access.

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderItemSizeRow = typeof orderItemSizes.$inferSelect;
export type OrderChargeRow = typeof orderCharges.$inferSelect;

/** An order as another record links to it. */
export interface OrderRef {
  id: number;
  number: number;
  status: number;
}

/** A shipping job that sent goods of the order: its freight and invoices. */
export interface OrderShipment {
  id: number;
  job: string | null;
  chargeCents: number;
  invoices: string[];
}

/** An order with its lines and shipments. */
export interface OrderContents {
  order: OrderRow;
  /** By line. */
  items: OrderItemRow[];
  /** By item, then the grid's order. */
  sizes: OrderItemSizeRow[];
  /** In the order they were added. */
  charges: OrderChargeRow[];
  /** Oldest first. */
  shippingJobs: OrderShipment[];
}

/** The number and status of these orders, by id (unknown ids are absent). */
export async function orderRefs(db: Db, ids: readonly number[]): Promise<Map<number, OrderRef>> {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db.select({ id: orders.id, number: orders.number, status: orders.status }).from(orders).where(inArray(orders.id, unique))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/** These orders with their lines and shipments, in the ids' order (unknown ids are left out). */
export async function readOrderContents(db: Db, ids: readonly number[]): Promise<OrderContents[]> {
  if (!ids.length) return [];
  const list = [...ids];
  const [heads, items, sizes, charges, jobs] = await allQueries(db, [
    db.select().from(orders).where(inArray(orders.id, list)),
    db.select().from(orderItems).where(inArray(orderItems.orderId, list)).orderBy(asc(orderItems.line), asc(orderItems.id)),
    db
      .select()
      .from(orderItemSizes)
      .where(inArray(orderItemSizes.orderId, list))
      .orderBy(asc(orderItemSizes.itemId), asc(orderItemSizes.sortOrder)),
    db.select().from(orderCharges).where(inArray(orderCharges.orderId, list)).orderBy(asc(orderCharges.id)),
    db
      .selectDistinct({
        orderId: shippingJobItems.orderId,
        id: shippingJobs.id,
        job: shippingJobs.job,
        chargeCents: shippingJobs.chargeCents,
        invoices: shippingJobs.invoices,
      })
      .from(shippingJobItems)
      .innerJoin(shippingJobs, eq(shippingJobs.id, shippingJobItems.jobId))
      .where(inArray(shippingJobItems.orderId, list))
      .orderBy(asc(shippingJobs.id)),
  ]);
  const byOrder = <T extends { orderId: number }>(rows: readonly T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.orderId, [...(map.get(row.orderId) ?? []), row]);
    return map;
  };
  const [itemsOf, sizesOf, chargesOf, jobsOf] = [byOrder(items), byOrder(sizes), byOrder(charges), byOrder(jobs)];
  const headById = new Map(heads.map((h) => [h.id, h]));
  return list.flatMap((id) => {
    const order = headById.get(id);
    if (!order) return [];
    return [
      {
        order,
        items: itemsOf.get(id) ?? [],
        sizes: sizesOf.get(id) ?? [],
        charges: chargesOf.get(id) ?? [],
        shippingJobs: (jobsOf.get(id) ?? []).map(({ orderId: _orderId, ...job }) => job),
      },
    ];
  });
}

/** The ids of the orders in a status after `afterId`, in id order, `limit` at most (for reading all of them a chunk at a time). */
export async function orderIdsInStatus(db: Db, status: number, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, status), gt(orders.id, afterId)))
    .orderBy(asc(orders.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
