import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { leagues, teams } from '../platform/schema';

// Tables of the events and employee-pricing area (spec 002 §3). Custom events come in a later slice.
// Employee pricing: employees (one per e-mail), their allowance per year, and their discount codes
// (allowance codes and friends-and-family codes; mfe-events-fpa/README.md "Decisions" for the
// statuses, formats and the year rollover). Money in whole cents.
// Drafted contests: organizations, sponsors, contests. Logos and agreements are files of the
// FileStore (drafted/logos/<token>, drafted/agreements/<token>); a row keeps the token.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const fpaEmployees = pgTable(
  'fpa_employees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    employeeNumber: text('employee_number').notNull(),
    active: boolean('active').notNull().default(true),
    /** The employee store's password (spec 002 §2: shown to FPA admins only). */
    password: text('password').notNull(),
    /** The Employee Product Discount code (EMP-{number}). */
    defaultDiscount: text('default_discount').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('fpa_employees_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('fpa_employees_number_uq').on(sql`upper(${t.employeeNumber})`),
    index('fpa_employees_name_idx').on(t.lastName, t.firstName),
  ],
);

/** The Total Allowance Amount of one employee for one year (absent: carried from the year before). */
export const fpaAllowances = pgTable(
  'fpa_allowances',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => fpaEmployees.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.year] }), check('fpa_allowances_total_ck', sql`${t.totalCents} >= 0`), index('fpa_allowances_year_idx').on(t.year)],
);

export const fpaDiscounts = pgTable(
  'fpa_discounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => fpaEmployees.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    /** 'allowance' (free product allowance) or 'friendsFamily'. */
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    /** Allowance codes only. */
    amountCents: integer('amount_cents'),
    /** 0 Disabled, 1 Active, 2 Used (3 Expired is computed from expires_at, or stored by the seed). */
    status: smallint('status').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    orderId: integer('order_id'),
    orderNumber: text('order_number'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    country: text('country'),
  },
  (t) => [
    uniqueIndex('fpa_discounts_code_uq').on(t.code),
    index('fpa_discounts_employee_idx').on(t.employeeId, t.year, t.kind, t.createdAt),
    check('fpa_discounts_kind_ck', sql`${t.kind} in ('allowance', 'friendsFamily')`),
    check('fpa_discounts_amount_ck', sql`(${t.kind} = 'allowance') = (${t.amountCents} is not null and ${t.amountCents} > 0)`),
    check('fpa_discounts_country_ck', sql`${t.country} is null or ${t.country} in ('C', 'U')`),
  ],
);

export const draftedOrganizations = pgTable(
  'drafted_organizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    logo: text('logo'),
    primaryColorHex: text('primary_color_hex'),
    secondaryColorHex: text('secondary_color_hex'),
    primaryTextColorHex: text('primary_text_color_hex'),
    secondaryTextColorHex: text('secondary_text_color_hex'),
    leagueId: integer('league_id').references(() => leagues.id, { onDelete: 'set null' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('drafted_organizations_name_idx').on(t.name)],
);

export const draftedSponsors = pgTable(
  'drafted_sponsors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    logo: text('logo'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('drafted_sponsors_name_idx').on(t.name)],
);

export const draftedContests = pgTable(
  'drafted_contests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    handle: text('handle').notNull(),
    details: text('details'),
    logo: text('logo').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => draftedOrganizations.id),
    sponsorId: integer('sponsor_id').references(() => draftedSponsors.id, { onDelete: 'set null' }),
    primaryColorHex: text('primary_color_hex').notNull(),
    secondaryColorHex: text('secondary_color_hex').notNull(),
    primaryTextColorHex: text('primary_text_color_hex').notNull(),
    secondaryTextColorHex: text('secondary_text_color_hex').notNull(),
    submissionStart: at('submission_start').notNull(),
    voteStart: at('vote_start').notNull(),
    voteEnd: at('vote_end').notNull(),
    /** The sanitised artist agreement (HTML) in the FileStore. */
    agreement: text('agreement').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('drafted_contests_handle_uq').on(t.handle),
    index('drafted_contests_name_idx').on(t.name, t.id),
    index('drafted_contests_org_idx').on(t.organizationId),
    index('drafted_contests_sponsor_idx').on(t.sponsorId),
    index('drafted_contests_submission_idx').on(t.submissionStart, t.id),
    index('drafted_contests_vote_start_idx').on(t.voteStart, t.id),
    index('drafted_contests_vote_end_idx').on(t.voteEnd, t.id),
    check('drafted_contests_dates_ck', sql`${t.submissionStart} < ${t.voteStart} and ${t.voteStart} < ${t.voteEnd}`),
  ],
);
