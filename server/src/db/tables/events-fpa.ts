import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './platform';
import { csrs, customers, leagues, teams } from './directory';
import { orders } from './orders';

// Tables of the events and employee-pricing area (spec 002 §3).
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
  (t) => [
    primaryKey({ columns: [t.employeeId, t.year] }),
    check('fpa_allowances_total_ck', sql`${t.totalCents} >= 0`),
    index('fpa_allowances_year_idx').on(t.year),
  ],
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

// Custom events (event stores, spec 002 §3; mfe-events-fpa/README.md "Custom events"): the event,
// its categories, custom options and addresses, the store's orders with their items, the stock the
// store holds, and the production orders made from it (real orders of the orders area).
export const customEvents = pgTable(
  'custom_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    /** Image files under /Images/Templates/ (spec 002 §7). */
    logo: text('logo'),
    banner: text('banner'),
    mobileBanner: text('mobile_banner'),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    delivery: at('delivery'),
    addressNeeded: boolean('address_needed').notNull().default(false),
    maxItems: integer('max_items'),
    maxAmountCents: integer('max_amount_cents'),
    customerNumb: text('customer_numb')
      .notNull()
      .references(() => customers.numb),
    /** Billing customer (spec 002 §3 billing), when not the customer. */
    billingNumb: text('billing_numb').references(() => customers.numb),
    csrCode: text('csr_code').references(() => csrs.code),
    showPrices: boolean('show_prices').notNull().default(true),
    /** Price multiplier (spec 002 §5: markup percent = (priceRate*10-10)*10). */
    priceRate: numeric('price_rate', { precision: 8, scale: 4, mode: 'number' }).notNull().default(1),
    /** 1 enabled, 2 disabled, 3 closed, 99 cancelled (spec 002 §4). */
    status: smallint('status').notNull(),
    defaultEmail: text('default_email'),
    noAllocations: boolean('no_allocations').notNull().default(false),
    password: text('password'),
    collectPayment: boolean('collect_payment').notNull().default(false),
    flatFeeCents: integer('flat_fee_cents'),
    flatFeeName: text('flat_fee_name'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title'),
    info: text('info'),
    infoColor: text('info_color'),
    infoPosition: text('info_position'),
    infoBackground: text('info_background'),
    bgSize: text('bg_size'),
    /** null all regions, C Canada, U USA (spec 002 §9). */
    country: text('country'),
    languages: text('languages').array().notNull().default(sql`'{EN}'::text[]`),
    customAddress: boolean('custom_address').notNull().default(false),
    styleName: text('style_name'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('custom_events_handle_uq').on(t.handle),
    // The three lists: a status set, sorted by a column, id as the tie-break (spec 002 §9: end ascending).
    index('custom_events_status_end_idx').on(t.status, t.endAt, t.id),
    index('custom_events_status_start_idx').on(t.status, t.startAt, t.id),
    index('custom_events_status_name_idx').on(t.status, t.name, t.id),
    index('custom_events_status_handle_idx').on(t.status, t.handle, t.id),
    index('custom_events_status_customer_idx').on(t.status, t.customerNumb, t.id),
    index('custom_events_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('custom_events_handle_trgm').using('gin', sql`lower(${t.handle}) gin_trgm_ops`),
    check('custom_events_status_ck', sql`${t.status} in (1, 2, 3, 99)`),
    check('custom_events_country_ck', sql`${t.country} is null or ${t.country} in ('C', 'U')`),
    check('custom_events_dates_ck', sql`${t.startAt} < ${t.endAt}`),
  ],
);

export const customEventCategories = pgTable(
  'custom_event_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => customEvents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    maxItems: integer('max_items'),
    minItems: integer('min_items'),
    /** Position in the store. */
    numb: integer('numb').notNull().default(0),
    sortBy: text('sort_by'),
    sortByOrder: text('sort_by_order'),
    subCategory: text('sub_category'),
    styleName: text('style_name'),
  },
  (t) => [index('custom_event_categories_event_idx').on(t.eventId, t.numb)],
);

export const customEventOptions = pgTable(
  'custom_event_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => customEvents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    required: boolean('required').notNull().default(false),
    availableOptions: text('available_options').array().notNull().default(sql`'{}'::text[]`),
    optionType: text('option_type').notNull().default('text'),
    requiredIfId: integer('required_if_id'),
    requiredIfValue: text('required_if_value'),
  },
  (t) => [index('custom_event_options_event_idx').on(t.eventId)],
);

export const customEventAddresses = pgTable(
  'custom_event_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => customEvents.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    attn: text('attn'),
    customer: text('customer'),
    customerName: text('customer_name'),
    number: text('number'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    address3: text('address3'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    zip: text('zip'),
  },
  (t) => [index('custom_event_addresses_event_idx').on(t.eventId)],
);

/** A production order made from the event's orders (an order of the orders area, order type 211 Event). */
export const customEventProductionOrders = pgTable(
  'custom_event_production_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => customEvents.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('custom_event_production_orders_event_idx').on(t.eventId, t.id),
    uniqueIndex('custom_event_production_orders_order_uq').on(t.orderId),
  ],
);

/** An order placed in the event's store. */
export const customEventOrders = pgTable(
  'custom_event_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => customEvents.id, { onDelete: 'cascade' }),
    /** The store's order number (spec 002 §3 numb), unique. */
    numb: integer('numb').notNull(),
    /** The store's secret for the order (spec 002 §7: cancel and resend name it with the number). */
    token: text('token').notNull(),
    createdAt: at('created_at').notNull(),
    totalItems: integer('total_items').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** 1 placed, 2 in production, 99 cancelled. */
    status: smallint('status').notNull(),
    productionOrderId: integer('production_order_id').references(() => customEventProductionOrders.id),
    customerName: text('customer_name'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    comments: text('comments'),
    attn: text('attn'),
    address1: text('address1'),
    address2: text('address2'),
    address3: text('address3'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    zip: text('zip'),
  },
  (t) => [
    uniqueIndex('custom_event_orders_numb_uq').on(t.numb),
    // The detail's order list (newest first) and the production order's pick of placed orders.
    index('custom_event_orders_event_idx').on(t.eventId, t.status, t.createdAt.desc()),
    check('custom_event_orders_status_ck', sql`${t.status} in (1, 2, 99)`),
  ],
);

export const customEventOrderItems = pgTable(
  'custom_event_order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => customEventOrders.id, { onDelete: 'cascade' }),
    styleCode: text('style_code').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    colorCode: text('color_code').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    /** Unit price the store charged (list price times the event's rate). */
    priceCents: integer('price_cents').notNull(),
    /** Unit list price (the production order's price). */
    listPriceCents: integer('list_price_cents').notNull(),
  },
  (t) => [index('custom_event_order_items_order_idx').on(t.orderId), check('custom_event_order_items_qty_ck', sql`${t.quantity} > 0`)],
);

/** Stock the store holds for the event (cleared when the event is closed or cancelled, spec 002 §4). */
export const customEventStockHolds = pgTable(
  'custom_event_stock_holds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => customEvents.id, { onDelete: 'cascade' }),
    styleCode: text('style_code').notNull(),
    colorCode: text('color_code').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('custom_event_stock_holds_event_idx').on(t.eventId)],
);
