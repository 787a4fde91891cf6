import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../platform';
import { orders } from './model';

// Customer approval links (spec 002 "Public order approval pages"). One row per link sent; a new
// link supersedes the order's earlier open ones; answering uses it up. See ./README.md.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const orderApprovals = pgTable(
  'order_approvals',
  {
    /** 32 random bytes, base64url: the secret in the public link. */
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    /** Where the link was e-mailed. */
    sentTo: text('sent_to').array().notNull().default(sql`'{}'::text[]`),
    /** The sender's note to the customer, if any. */
    message: text('message'),
    /** When the customer answered (the link is then used up). */
    usedAt: at('used_at'),
    /** A later link (or a move of the order) replaced this one before it was answered. */
    superseded: boolean('superseded').notNull().default(false),
    /** 'approved' or 'rejected', with who answered (spec 002 §3: name, email, comment). */
    result: text('result').$type<'approved' | 'rejected'>(),
    name: text('name'),
    email: text('email'),
    comment: text('comment'),
  },
  (t) => [
    index('order_approvals_order_idx').on(t.orderId, t.createdAt.desc()),
    check('order_approvals_result_ck', sql`${t.result} is null or ${t.result} in ('approved', 'rejected')`),
    check(
      'order_approvals_caps_ck',
      sql`coalesce(char_length(${t.name}), 0) <= 255 and coalesce(char_length(${t.email}), 0) <= 255 and coalesce(char_length(${t.comment}), 0) <= 2000`,
    ),
  ],
);
