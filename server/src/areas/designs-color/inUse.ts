import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ORDER_STATUS, type DesignInUse } from '@portal/shared/core';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../orders/schema';
import { designs } from './schema';

// "In use" (spec 001 §4.3): a design is in use while it is on an item of a confirmed, unshipped
// order. Confirmed = status Approved (the orders the Design In Use dialog links to, /approved/{id});
// an Approved order that shipped part of its goods is still unshipped (it has not reached Shipped).
// The ONE definition: bulk disable here, and design requests later, through this area's door.

export interface DesignKey {
  id: string;
  variation: number;
}

/** A design in use with its orders, as the contract names it (designsColorRoutes.ts: the 409 of bulk disable). */
export type { DesignInUse };

/** The confirmed, unshipped orders each of these designs is on; designs on none are left out. */
export async function designsInUse(db: Db, keys: readonly DesignKey[]): Promise<DesignInUse[]> {
  if (!keys.length) return [];
  const ids = [...new Set(keys.map((k) => k.id))];
  const wanted = new Set(keys.map((k) => `${k.id}\u0000${k.variation}`));
  const rows = await db
    .selectDistinct({ id: orderItems.designId, variation: orderItems.designVariation, orderId: orders.id, number: orders.number })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.designId, ids), eq(orders.status, ORDER_STATUS.Approved)))
    .orderBy(orderItems.designId, orderItems.designVariation, orders.number);
  const byDesign = new Map<string, DesignInUse>();
  for (const r of rows) {
    const key = `${r.id}\u0000${r.variation}`;
    if (!wanted.has(key)) continue;
    let entry = byDesign.get(key);
    if (!entry) byDesign.set(key, (entry = { id: r.id!, variation: r.variation!, orders: [] }));
    entry.orders.push({ id: r.orderId, number: r.number });
  }
  return keys.flatMap((k) => byDesign.get(`${k.id}\u0000${k.variation}`) ?? []);
}

/** A design's key ('D1234-2') by its row id (uid), as an expression another area selects (the search box's hits). */
export const designKeyOf = (uid: SQL | AnyColumn): SQL<string | null> =>
  sql<string | null>`(select ${designs.id} || '-' || ${designs.variation} from ${designs} where ${designs.uid} = ${uid})`;
