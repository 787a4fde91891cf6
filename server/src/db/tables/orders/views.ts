import { sql } from 'drizzle-orm';
import { pgView } from 'drizzle-orm/pg-core';
import { orderItems, orders } from './model';

// What the orders area publishes of its tables for other areas' queries (through
// areas/orders/index.ts): read-only views, in drizzle-kit's schema (db/schema.ts). Each reads one
// table, which PostgreSQL's planner inlines; a column a query does not select is not computed.
// Other areas write orders only through the orders commands (createOrder, cancelOrder, …).

/** An order's header as other areas see it: its number, status, type, customer, job and PO. */
export const orderHeadsView = pgView('order_heads_view').as((qb) =>
  qb
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      orderType: orders.orderType,
      customerNumb: orders.customerNumb,
      job: orders.job,
      po: orders.po,
    })
    .from(orders),
);

/** An order's lines: style, colour, the design printed on it, and the quantity of all its sizes. */
export const orderLinesView = pgView('order_lines_view').as((qb) =>
  qb
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      line: orderItems.line,
      styleCode: orderItems.styleCode,
      name: orderItems.name,
      color: orderItems.color,
      designId: orderItems.designId,
      designVariation: orderItems.designVariation,
      // Written out: drizzle-kit drops the table name from a view's columns, and `id` alone would be the size row's.
      quantity: sql<number>`(select coalesce(sum(s.quantity), 0)::int from order_item_sizes s where s.item_id = order_items.id)`.as(
        'quantity',
      ),
    })
    .from(orderItems),
);
