import { sql } from 'drizzle-orm';
import { boolean, char, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { reps } from '../directory';
import { users } from '../platform';

// Administration's tables. User Access changes an account's flags (users.access) and Email
// Settings the machinery's email_settings and email_alt_users (platform.ts; platform/accounts.ts
// and platform/emailSettings.ts write them, platform/mailRecipients.ts reads them for every area's
// mails). External users (spec 002 §3, §4): an external user is an account of type CUSTOMER
// (their flags in users.access, their customers in the directory's user_customers) with the
// profile below; signup requests come from people asking for an account, setup requests
// are sent by an external-user manager to a rep, who completes them by assigning customers.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An external user's profile (spec 002 §3): names, country, rep, company. */
export const externalUsers = pgTable(
  'external_users',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** C is Canada, otherwise USA (spec 002 §5). */
    country: char('country', { length: 1 }).$type<'C' | 'U'>().notNull(),
    repCode: text('rep_code')
      .notNull()
      .references(() => reps.code),
    company: text('company'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('external_users_rep_idx').on(t.repCode),
    index('external_users_name_idx').on(t.lastName, t.firstName, t.userId),
    check('external_users_country_ck', sql`${t.country} in ('C', 'U')`),
  ],
);

/** Someone asking for an account (spec 002 §3: id, email, names, password, company, rep). */
export const signupRequests = pgTable(
  'signup_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** argon2id of the password they chose. */
    passwordHash: text('password_hash').notNull(),
    company: text('company'),
    repCode: text('rep_code').references(() => reps.code),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('signup_requests_email_uq').on(sql`lower(${t.email})`), index('signup_requests_created_idx').on(t.createdAt)],
);

/** A request to a rep to complete an account by assigning customers (spec 002 §3: a rep object and access flags). */
export const setupRequests = pgTable(
  'setup_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /**
     * The password the person chose, when the request answers their signup request (argon2id);
     * null otherwise: the user then sets one from a one-time link when the request is completed.
     */
    passwordHash: text('password_hash'),
    company: text('company').notNull(),
    country: char('country', { length: 1 }).$type<'C' | 'U'>().notNull(),
    repCode: text('rep_code')
      .notNull()
      .references(() => reps.code),
    /** The access the user gets (camelCase EXTERNAL_FLAGS that are on). */
    flags: text('flags').array().notNull().default(sql`'{}'::text[]`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    completedAt: at('completed_at'),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The user it created. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The open requests of a rep (rep view) and all open ones (manager view); one open request per address.
    index('setup_requests_open_rep_idx').on(t.repCode, t.id).where(sql`${t.completedAt} is null`),
    uniqueIndex('setup_requests_open_email_uq').on(sql`lower(${t.email})`).where(sql`${t.completedAt} is null`),
    check('setup_requests_country_ck', sql`${t.country} in ('C', 'U')`),
  ],
);

/**
 * Sales resources (spec 002 §3: path, uploadedBy, createdAt, categories): a document in the file
 * store under `key`; `path` is its file name as uploaded (the display name is it without folder
 * and extension). Categories are the numeric ids of SALES_CATEGORIES.
 */
export const salesResources = pgTable(
  'sales_resources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    path: text('path').notNull(),
    /** lower(display name), for sorting and searching by name. */
    sortName: text('sort_name').notNull(),
    key: text('file_key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    categories: integer('categories').array().notNull().default(sql`'{}'::integer[]`),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('sales_resources_created_idx').on(t.createdAt, t.id),
    index('sales_resources_name_idx').on(t.sortName, t.id),
    index('sales_resources_size_idx').on(t.size, t.id),
    index('sales_resources_uploader_idx').on(t.uploadedBy, t.createdAt, t.id),
    index('sales_resources_categories_idx').using('gin', t.categories),
    index('sales_resources_name_trgm_idx').using('gin', sql`${t.sortName} gin_trgm_ops`),
    uniqueIndex('sales_resources_key_uq').on(t.key),
    // The download call names documents by path (spec 002 §7): one document per file name.
    uniqueIndex('sales_resources_path_uq').on(sql`lower(${t.path})`),
  ],
);

/**
 * Licensed SKUs waiting for or past approval (spec 002 §3: styleCode, name, color, colorCode, C, U,
 * team, league, player, createdAt, approve, active). One row per style and colour. C and U are the
 * Canadian and US prices in cents (ours: the spec names the columns only); `hex` draws the colour
 * on the sell sheet. Approval is one-way (§4).
 */
export const licenseSkus = pgTable(
  'license_skus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    styleCode: text('style_code').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    colorCode: text('color_code').notNull(),
    hex: char('hex', { length: 6 }).notNull(),
    priceC: integer('price_c').notNull(),
    priceU: integer('price_u').notNull(),
    team: text('team').notNull(),
    league: text('league').notNull(),
    player: text('player'),
    createdAt: at('created_at').notNull(),
    approved: boolean('approved').notNull().default(false),
    approvedAt: at('approved_at'),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('license_skus_style_color_uq').on(t.styleCode, t.colorCode),
    index('license_skus_name_idx').on(t.name, t.id),
    index('license_skus_team_idx').on(t.team, t.id),
    index('license_skus_league_idx').on(t.league, t.id),
    index('license_skus_player_idx').on(t.player, t.id),
    index('license_skus_created_idx').on(t.createdAt, t.id),
    index('license_skus_approved_idx').on(t.approved, t.styleCode, t.id),
    index('license_skus_active_idx').on(t.active, t.styleCode, t.id),
    index('license_skus_color_idx').on(t.color, t.id),
    index('license_skus_color_code_idx').on(t.colorCode, t.id),
    index('license_skus_price_c_idx').on(t.priceC, t.id),
    index('license_skus_price_u_idx').on(t.priceU, t.id),
    index('license_skus_style_trgm_idx').using('gin', sql`lower(${t.styleCode}) gin_trgm_ops`),
    index('license_skus_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('license_skus_team_trgm_idx').using('gin', sql`lower(${t.team}) gin_trgm_ops`),
    index('license_skus_league_trgm_idx').using('gin', sql`lower(${t.league}) gin_trgm_ops`),
    index('license_skus_player_trgm_idx').using('gin', sql`lower(${t.player}) gin_trgm_ops`),
  ],
);

/**
 * Trade shows (spec 002 §2, §3; mfe-admin/README.md "Trade-show schedule"): the name (unique: the
 * routes name a show by it), the bookings window (startDate, endDate: calendar dates in Toronto),
 * the session lengths in minutes and the quota (maxMeetings sessions of singleSessionLength).
 */
export const tradeShows = pgTable(
  'trade_shows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    singleSessionLength: integer('single_session_length').notNull(),
    maxSessionLength: integer('max_session_length').notNull(),
    maxMeetings: integer('max_meetings').notNull(),
  },
  (t) => [
    uniqueIndex('trade_shows_name_uq').on(t.name),
    index('trade_shows_start_idx').on(t.startDate, t.name),
    check(
      'trade_shows_lengths_ck',
      sql`${t.singleSessionLength} > 0 and ${t.maxSessionLength} >= ${t.singleSessionLength} and ${t.maxMeetings} >= 0`,
    ),
  ],
);

/** A show's stations (spec 002 §3: station, hexCode, dark), in their order. */
export const tradeShowStations = pgTable(
  'trade_show_stations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    showId: integer('show_id')
      .notNull()
      .references(() => tradeShows.id, { onDelete: 'cascade' }),
    station: text('station').notNull(),
    hexCode: char('hex_code', { length: 6 }).notNull(),
    dark: boolean('dark').notNull().default(false),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('trade_show_stations_uq').on(t.showId, t.station), index('trade_show_stations_order_idx').on(t.showId, t.position)],
);

/** A show's days (spec 002 §3: name, startTime, endTime): the grid runs from the start hour to the end hour. */
export const tradeShowDays = pgTable(
  'trade_show_days',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    showId: integer('show_id')
      .notNull()
      .references(() => tradeShows.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
  },
  (t) => [index('trade_show_days_show_idx').on(t.showId, t.startTime), check('trade_show_days_ck', sql`${t.endTime} > ${t.startTime}`)],
);

/**
 * Meetings (spec 002 §3): at a station, or a walk-through (station null); the host is a rep code.
 * The station and the host each have one meeting at a time (checked under the show's row lock).
 */
export const tradeShowMeetings = pgTable(
  'trade_show_meetings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    showId: integer('show_id')
      .notNull()
      .references(() => tradeShows.id, { onDelete: 'cascade' }),
    station: text('station'),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    host: text('host')
      .notNull()
      .references(() => reps.code),
    customer: text('customer'),
    customerName: text('customer_name').notNull(),
    atendee: text('atendee').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    comment: text('comment'),
    bookedBy: integer('booked_by').references(() => users.id, { onDelete: 'set null' }),
    bookedAt: at('booked_at').notNull(),
  },
  (t) => [
    index('trade_show_meetings_show_idx').on(t.showId, t.startTime),
    index('trade_show_meetings_host_idx').on(t.showId, t.host, t.startTime),
    index('trade_show_meetings_station_idx').on(t.showId, t.station, t.startTime),
    check('trade_show_meetings_ck', sql`${t.endTime} > ${t.startTime}`),
  ],
);

// Product style editor (styles/schema.ts).
export * from './styles';
// Marketing resources (marketing/schema.ts, their own folder).
export * from './marketing';
