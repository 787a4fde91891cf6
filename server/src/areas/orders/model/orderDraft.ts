import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bulkInsert } from '../../../platform/bulkInsert';
import { nextOrderNumbers, recomputeOrderTotals, refreshSearchText } from './orderWrites';
import { orderCharges, orderItems, orderItemSizes, orders, orderStatusHistory } from '../../../db/tables/orders/model';

// The orders other areas make (a return's credit order, a custom event's production order) and
// the lines they rewrite, written only here so that every order keeps the same rules: its number
// from the one sequence, lines numbered in the order given, total, item count and search text by
// recomputeOrderTotals and refreshSearchText ("Kept by every write", ../README.md), and its
// creation in the status history. The caller opens the transaction (auditAs first) and passes it
// in, so the order commits or rolls back with the caller's own rows.

/** An item of a draft: its line number is its place in the list, a size's sort order its place in `sizes`. */
export interface OrderItemDraft {
  styleCode: string;
  name: string;
  color: string;
  colorCode: string;
  designId?: string | null;
  designVariation?: number | null;
  /** File name under /Images/Products/. */
  imageKey: string;
  priceCents: number;
  finalPriceCents: number;
  /** Extra cents per unit by size label. */
  sizeUpcharges?: Record<string, number>;
  /** The size grid: C ships from the Canadian warehouse, U from the US one; the quantity is their sum. */
  sizes: readonly { size: string; qtyC: number; qtyU: number }[];
}

export interface OrderChargeDraft {
  code: string;
  name: string;
  amountCents: number;
}

/** What an order holds: its items and charges. */
export interface OrderLinesDraft {
  items: readonly OrderItemDraft[];
  charges: readonly OrderChargeDraft[];
}

export interface OrderDraft extends OrderLinesDraft {
  customerNumb: string;
  billToNumb: string;
  repCode: string;
  csr: string | null;
  /** Decoration method (EMB, SCR, SUB, DTF, BLK). */
  type: string;
  /** A code of the directory's order_types (the caller makes sure it exists). */
  orderType: string;
  currency: 'CAD' | 'USD';
  po: string | null;
  event?: boolean;
  dateRequired?: Date | null;
  status: number;
  /** Who creates it: created_by and the user of the first status history row. */
  userId: number;
  /** created_at, updated_at and the time of the first status history row. */
  at: Date;
  /** The first status history row's comment: why the order exists. */
  comment: string;
}

export interface CreatedOrder {
  id: number;
  number: number;
}

/** Creates one order from a draft; answers its id and number. */
export async function createOrder(tx: Db, draft: OrderDraft): Promise<CreatedOrder> {
  const [created] = await createOrders(tx, [draft]);
  return created;
}

/**
 * Creates many orders in a handful of statements (the demo data's return orders) with exactly the
 * rows createOrder writes; answers their ids and numbers in the drafts' order.
 */
export async function createOrders(tx: Db, drafts: readonly OrderDraft[]): Promise<CreatedOrder[]> {
  if (!drafts.length) return [];
  const numbers = await nextOrderNumbers(tx, drafts.length);
  const ids = await bulkInsert(
    tx,
    orders,
    drafts.map((d, n) => ({
      number: numbers[n],
      customerNumb: d.customerNumb,
      billToNumb: d.billToNumb,
      repCode: d.repCode,
      csr: d.csr,
      type: d.type,
      orderType: d.orderType,
      currency: d.currency,
      po: d.po,
      event: d.event ?? false,
      dateRequired: d.dateRequired ?? null,
      status: d.status,
      createdAt: d.at,
      updatedAt: d.at,
      createdBy: d.userId,
    })),
  );
  await writeLines(tx, ids, drafts);
  await bulkInsert(
    tx,
    orderStatusHistory,
    drafts.map((d, n) => ({ orderId: ids[n], fromStatus: null, toStatus: d.status, userId: d.userId, at: d.at, comment: d.comment })),
  );
  await recomputeOrderTotals(tx, ids);
  await refreshSearchText(tx, ids);
  return ids.map((id, n) => ({ id, number: numbers[n] }));
}

/** Replaces an order's items and charges (a credit order following its edited return); the header keeps the rest. */
export async function replaceOrderLines(tx: Db, orderId: number, lines: OrderLinesDraft, now: Date): Promise<void> {
  await tx.delete(orderItemSizes).where(eq(orderItemSizes.orderId, orderId));
  await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
  await tx.delete(orderCharges).where(eq(orderCharges.orderId, orderId));
  await writeLines(tx, [orderId], [lines]);
  await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, orderId));
  await recomputeOrderTotals(tx, [orderId]);
}

/** Inserts the items, size grids and charges of each order (orderIds[n] gets lines[n]). */
async function writeLines(tx: Db, orderIds: readonly number[], lines: readonly OrderLinesDraft[]): Promise<void> {
  const itemIds = await bulkInsert(
    tx,
    orderItems,
    lines.flatMap((l, n) =>
      l.items.map((item, k) => ({
        orderId: orderIds[n],
        line: k + 1,
        styleCode: item.styleCode,
        name: item.name,
        color: item.color,
        colorCode: item.colorCode,
        designId: item.designId ?? null,
        designVariation: item.designVariation ?? null,
        imageKey: item.imageKey,
        priceCents: item.priceCents,
        finalPriceCents: item.finalPriceCents,
        sizeUpcharges: item.sizeUpcharges ?? {},
      })),
    ),
  );
  const items = lines.flatMap((l, n) => l.items.map((item) => ({ item, orderId: orderIds[n] })));
  await bulkInsert(
    tx,
    orderItemSizes,
    items.flatMap(({ item, orderId }, k) =>
      item.sizes.map((s, sortOrder) => ({
        itemId: itemIds[k],
        orderId,
        size: s.size,
        sortOrder,
        quantity: s.qtyC + s.qtyU,
        qtyC: s.qtyC,
        qtyU: s.qtyU,
      })),
    ),
  );
  await bulkInsert(
    tx,
    orderCharges,
    lines.flatMap((l, n) => l.charges.map((c) => ({ orderId: orderIds[n], code: c.code, name: c.name, amountCents: c.amountCents }))),
  );
}
