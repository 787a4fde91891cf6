import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../platform';
import { customers } from '../directory';
import { orders } from './model';

// Catalogs (spec 000 §3 "Catalog"): a customer's online ordering catalog and the orders it offers.
// The catalog's rep is its customer's rep (read through the join, so the list and the REP
// visibility rule agree); see README.md.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const catalogs = pgTable(
  'catalogs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    customerNumb: text('customer_numb')
      .notNull()
      .references(() => customers.numb),
    /** Who created it (the list's 'Created By'). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    // The list's default sort (newest first) and its tie-break.
    index('catalogs_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // A REP's or a customer user's catalogs: by customer.
    index('catalogs_customer_idx').on(t.customerNumb, t.createdAt.desc()),
    check('catalogs_name_len_ck', sql`char_length(${t.name}) between 1 and 100`),
  ],
);

/** An order offered by a catalog (spec 000 §3 Catalog.orders[id, orderId, name, numb]). */
export const catalogOrders = pgTable(
  'catalog_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [
    // One loader query reads the orders of a page of catalogs by this index.
    uniqueIndex('catalog_orders_catalog_order_uq').on(t.catalogId, t.orderId),
    index('catalog_orders_order_idx').on(t.orderId),
  ],
);
