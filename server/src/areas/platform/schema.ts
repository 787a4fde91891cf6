import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Platform tables: people and sessions, the shared reference data every area looks up
// (customers, reps, CSRs, leagues/teams/players, order types), and the platform services'
// own tables (error reports, system messages, settings, outbox).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /**
     * argon2id (PHC string). Null: no usable password yet (an external user created by a manager
     * or a setup request sets theirs from a one-time link, platform/passwordLinks.ts); sign-in
     * refuses it like a wrong password.
     */
    passwordHash: text('password_hash'),
    userType: text('user_type').$type<'INTERNAL' | 'REP' | 'CUSTOMER'>().notNull(),
    repCode: text('rep_code'),
    repManagerCode: text('rep_manager_code'),
    /** Granted access flags, camelCase names of @portal/shared's ACCESS_FLAGS. */
    access: text('access').array().notNull().default(sql`'{}'::text[]`),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // E-mail is unique whatever its case; every lookup goes through lower(email).
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_rep_code_idx').on(t.repCode),
    index('users_access_gin').using('gin', t.access),
    check('users_user_type_ck', sql`${t.userType} in ('INTERNAL', 'REP', 'CUSTOMER')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 (hex) of the random id in the cookie: a stolen table cannot be replayed. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    /** Absolute end of the session. */
    expiresAt: at('expires_at').notNull(),
    /** Sliding idle expiry is measured from here; written at most once a minute. */
    lastSeenAt: at('last_seen_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * One-time set-your-password links (platform/passwordLinks.ts): only the sha256 of the token in
 * the e-mailed link is kept, like sessions. At most one per user: issuing a new link deletes the
 * older one; using it stamps used_at, so a second use can be told apart from an unknown link.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('password_links_user_idx').on(t.userId)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased as typed, whether or not such a user exists. */
    email: text('email').notNull(),
    at: at('at').notNull(),
    ip: text('ip'),
  },
  (t) => [index('login_failures_email_at_idx').on(t.email, t.at), index('login_failures_at_idx').on(t.at)],
);

export const errorReports = pgTable(
  'error_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    page: text('page').notNull(),
    message: text('message').notNull(),
    info: text('info').notNull().default(''),
    userAgent: text('user_agent'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('error_reports_created_idx').on(t.createdAt)],
);

export const systemMessages = pgTable(
  'system_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    message: text('message').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('system_messages_active_idx').on(t.id).where(sql`${t.active}`)],
);

/** Server-wide settings shared by every API instance (e.g. the GraphQL token secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Sales reps by SREP code ('000' is the manager/admin rep, '100' head office). */
export const reps = pgTable(
  'reps',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    /** The SREP code of this rep's manager. */
    managerCode: text('manager_code'),
  },
  (t) => [index('reps_manager_idx').on(t.managerCode)],
);

/** Customer service representatives. */
export const csrs = pgTable('csrs', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  email: text('email'),
});

export const customers = pgTable(
  'customers',
  {
    /** Customer number. */
    numb: text('numb').primaryKey(),
    name: text('name').notNull(),
    /** The customer billed for this one's orders (a parent account), when not itself. */
    billToNumb: text('bill_to_numb').references((): AnyPgColumn => customers.numb),
    buyingGroup: text('buying_group'),
    repCode: text('rep_code').references(() => reps.code),
    csrCode: text('csr_code').references(() => csrs.code),
    /** C is Canada, U the United States. */
    country: char('country', { length: 1 }).$type<'C' | 'U'>().notNull(),
    /** Province or state code (ON, BC, NY, CA…). */
    province: text('province'),
  },
  (t) => [
    index('customers_rep_idx').on(t.repCode, t.name),
    index('customers_csr_idx').on(t.csrCode),
    index('customers_bill_to_idx').on(t.billToNumb),
    index('customers_buying_group_idx').on(t.buyingGroup),
    index('customers_name_idx').on(t.name),
    // The search box finds a customer by any part of its name (platform/search.ts).
    index('customers_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('customers_country_ck', sql`${t.country} in ('C', 'U')`),
  ],
);

/** Customers an external (CUSTOMER) user may order for. */
export const userCustomers = pgTable(
  'user_customers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerNumb: text('customer_numb')
      .notNull()
      .references(() => customers.numb, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.customerNumb] }), index('user_customers_customer_idx').on(t.customerNumb)],
);

export const leagues = pgTable('leagues', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    abbreviation: text('abbreviation'),
  },
  (t) => [index('teams_league_idx').on(t.leagueId, t.name)],
);

export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Jersey number as text: '00' is the team's Default Player. */
    number: text('number').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('players_team_number_uq').on(t.teamId, t.number)],
);

export const orderTypes = pgTable('order_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** Every e-mail the product sends, written in the transaction that caused it (platform/outbox.ts). */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('mail_to').array().notNull(),
    cc: text('mail_cc').array().notNull().default(sql`'{}'::text[]`),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    createdAt: at('created_at').notNull(),
    /** Set by the sender that took the row, so two instances never send it twice. */
    claimedAt: at('claimed_at'),
    sentAt: at('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
  },
  (t) => [index('outbox_unsent_idx').on(t.id).where(sql`${t.sentAt} is null`), index('outbox_created_idx').on(t.createdAt)],
);

/**
 * Who changed what, and when (platform/audit.ts): one row per inserted, updated or deleted row of an
 * audited table, written by the `audit_row` trigger (migration 0014) inside the change's own
 * transaction. `subject`/`subjectId` name the record people look at (the order of an order item,
 * the return of a return line), so a detail page reads its whole history with one index scan.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: at('at').notNull(),
    /** users.id of the person who made the change; null for the system (no session). */
    actorId: integer('actor_id'),
    subject: text('subject').notNull(),
    subjectId: integer('subject_id').notNull(),
    tableName: text('table_name').notNull(),
    rowId: integer('row_id'),
    action: text('action').$type<'insert' | 'update' | 'delete'>().notNull(),
    /** update: { column: [before, after] } of the changed columns; insert/delete: the row. */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('audit_log_subject_idx').on(t.subject, t.subjectId, t.id)],
);

// Email settings (spec 002 §3 "Email access"; the admin area's /email_settings writes them): who
// receives the e-mails the areas write to the outbox (platform/mailRecipients.ts reads them). One row
// per user who saved settings (a user without one has @portal/shared/core defaultEmailAccess), and
// their extra addresses. Flags are the list of those on (camelCase names of EMAIL_FLAGS).

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
