import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ORDER_STATUS, type DesignInUse } from '@portal/shared/core';
import type { Db } from '../../db/client';
import { designs } from '../../db/tables/designs-color';
import { orderHeadsView, orderLinesView } from '../../db/tables/orders/views';

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
    .selectDistinct({
      id: orderLinesView.designId,
      variation: orderLinesView.designVariation,
      orderId: orderHeadsView.id,
      number: orderHeadsView.number,
    })
    .from(orderLinesView)
    .innerJoin(orderHeadsView, eq(orderHeadsView.id, orderLinesView.orderId))
    .where(and(inArray(orderLinesView.designId, ids), eq(orderHeadsView.status, ORDER_STATUS.Approved)))
    .orderBy(orderLinesView.designId, orderLinesView.designVariation, orderHeadsView.number);
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
