import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../platform/schema';

// Administration's tables. User Access writes the platform's users.access (platform/schema.ts).
// Email Settings (spec 002 §3 "Email access"): one row per user who saved settings (a user without
// one has the defaults of @portal/shared/core defaultEmailAccess), and their extra addresses.
// Flags are stored as the list of those on (camelCase names of EMAIL_FLAGS), like users.access.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const emailSettings = pgTable('email_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  flags: text('flags').array().notNull().default(sql`'{}'::text[]`),
  sellsheetTemplate: text('sellsheet_template'),
  orderApprovalTemplate: text('order_approval_template'),
  /** spec 002 §5: 'Corp' turns the shipped customer copy off. No screen sets it (seeded; README). */
  jobTitle: text('job_title'),
  updatedAt: at('updated_at').notNull(),
});

export const emailAltUsers = pgTable(
  'email_alt_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    flags: text('flags').array().notNull().default(sql`'{}'::text[]`),
    /** The order the user listed them in. */
    position: integer('position').notNull(),
  },
  (t) => [
    // spec 002 §5: an address is there once per user, whatever its case.
    uniqueIndex('email_alt_users_user_email_uq').on(t.userId, sql`lower(${t.email})`),
    index('email_alt_users_email_idx').on(sql`lower(${t.email})`),
    check('email_alt_users_email_len_ck', sql`length(${t.email}) <= 255`),
  ],
);
