import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../platform';
import { orders } from './model';

// Tables of order detail and edit. The order model (../model/schema.ts) belongs to the lists;
// what only the edit page needs lives here, one row per order that has it.

/** Staff comments on an order (the edit page's Comments field), kept apart from the order model. */
export const orderComments = pgTable('order_comments', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  comments: text('comments').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
