import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../platform';
import { reps } from '../directory';
import { orders } from './model';

// Template orders (spec 000 §3 "Template"): an order kept as a model for new orders, at most one
// template per order (the screens address a template by its order: /templates/{orderId}), and the
// reps it is shared with. Customer, number and type are the order's, read through the join.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const templates = pgTable(
  'templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('templates_order_uq').on(t.orderId),
    // spec 000 §2: default sort created_at descending; id breaks ties so pages never overlap.
    index('templates_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('templates_name_len_ck', sql`char_length(${t.name}) between 1 and 100`),
  ],
);

/** The reps a template is shared with (spec 000 §3 Template.reps: name, email). */
export const templateReps = pgTable(
  'template_reps',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    repCode: text('rep_code')
      .notNull()
      .references(() => reps.code),
  },
  (t) => [
    primaryKey({ columns: [t.templateId, t.repCode] }),
    // A REP's templates: the ones shared with them.
    index('template_reps_rep_idx').on(t.repCode, t.templateId),
  ],
);
