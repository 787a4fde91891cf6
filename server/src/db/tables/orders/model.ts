import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../platform';
import { csrs, customers, orderTypes, reps } from '../directory';

// The order model every area that reads orders builds on (returns, shipping jobs, events,
// approval links): the header, its items with their size grid, charges, shipping jobs with the
// quantities they shipped, the status history, and the users' saved list filters.
// Money is integer cents. See ../README.md for the indexes and why each exists.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Order numbers (orders and credit orders) and invoice numbers (INV + the number) come from these
 * sequences, so API instances create them at once without waiting on each other
 * (model/orderWrites.ts nextOrderNumber, detail/shipWhatIsLeft.ts nextInvoiceNumber). Migration
 * 0016 and the seed (sync_number_sequences()) move them past the numbers already in use.
 */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100_001 });
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 700_000 });

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The order number people quote (distinct from the id in URLs). */
    number: integer('number').notNull(),
    customerNumb: text('customer_numb')
      .notNull()
      .references(() => customers.numb),
    billToNumb: text('bill_to_numb')
      .notNull()
      .references(() => customers.numb),
    repCode: text('rep_code')
      .notNull()
      .references(() => reps.code),
    csr: text('csr').references(() => csrs.code),
    csr2: text('csr2').references(() => csrs.code),
    /** Decoration method of the order (EMB, SCR, SUB, DTF, BLK): the list's `type` (our decision, README). */
    type: text('type').notNull(),
    /** Code of platform order_types (220 License Collection, 230 Color Story, 210 Sell Sheet, …). */
    orderType: text('order_type')
      .notNull()
      .references(() => orderTypes.code),
    currency: char('currency', { length: 3 }).$type<'CAD' | 'USD'>().notNull(),
    /** PO, or the collection's name for license collections and colour stories (spec 000 §5: max 30). */
    po: text('po'),
    quote: text('quote'),
    job: text('job'),
    jobCodes: text('job_codes').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    department: text('department'),
    /** Credit standing at order time: OK, HOLD, COD, PREPAID. */
    credit: text('credit').notNull().default('OK'),
    /** Stock allocation: A allocated, P partial, N none. */
    alloc: char('alloc', { length: 1 }).$type<'A' | 'P' | 'N'>().notNull().default('N'),
    /** Business development associate credited with the order (a name), if any. */
    bda: text('bda'),
    buyingGroup: text('buying_group'),
    scheduledShipDate: date('scheduled_ship_date', { mode: 'string' }),
    dateRequired: at('date_required'),
    rush: boolean('rush').notNull().default(false),
    event: boolean('event').notNull().default(false),
    /** Parked: set aside by staff; listed under /parked only (our decision, mfe-orders/README.md). */
    onHold: boolean('on_hold').notNull().default(false),
    status: smallint('status').notNull(),
    /** spec 000 §3: 1 customer approved, 4 awaiting customer approval (with ManagersApproval). */
    subStatus: smallint('sub_status'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** When art was requested for the order. */
    artRequested: at('art_requested'),
    leagueApprovalRequired: boolean('league_approval_required').notNull().default(false),
    /** When the customer was last reminded of a pending approval. */
    lastReminder: at('last_reminder'),
    /** Licensing contracts the order's designs fall under. */
    contracts: text('contracts').array().notNull().default(sql`'{}'::text[]`),
    /** League of a loyalty programme the order counts towards, if any. */
    loyaltyLeague: text('loyalty_league'),
    /** License collections: the selling window and the image type (M ghost, V vector). */
    collectionStart: date('collection_start', { mode: 'string' }),
    collectionEnd: date('collection_end', { mode: 'string' }),
    imageType: char('image_type', { length: 1 }).$type<'M' | 'V'>(),
    /** Kept equal to items + charges by every write (the lists sort and show it without a join). */
    totalCents: integer('total_cents').notNull().default(0),
    /** Number of items (lines), kept by every write. */
    itemCount: integer('item_count').notNull().default(0),
    /**
     * Lower-cased text of the 'all' search: number, customer number and name, PO, quote, job,
     * job codes, rep. Kept by every write; trigram-indexed where pg_trgm exists (README).
     */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.number),
    // The lists: a status range, newest change first (spec 000 §9 default sort), id as tie-break.
    index('orders_status_updated_idx').on(t.status, t.updatedAt.desc(), t.id.desc()),
    // A rep sees only their own orders (spec 000 §6).
    index('orders_rep_status_updated_idx').on(t.repCode, t.status, t.updatedAt.desc()),
    index('orders_type_status_updated_idx').on(t.orderType, t.status, t.updatedAt.desc()),
    index('orders_customer_idx').on(t.customerNumb, t.updatedAt.desc()),
    index('orders_bill_to_idx').on(t.billToNumb),
    // Migration 0012 adds INCLUDE columns (status, filters) so the multi-status lists scan it index-only.
    index('orders_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
    // Whole lists sorted by these columns (a top-N sort of 200,000 rows takes half a second).
    index('orders_total_idx').on(t.totalCents.desc(), t.id.desc()),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_date_required_idx').on(t.dateRequired.desc(), t.id.desc()),
    index('orders_on_hold_idx').on(t.updatedAt.desc()).where(sql`${t.onHold}`),
    index('orders_sub_status_idx').on(t.subStatus, t.updatedAt.desc()).where(sql`${t.subStatus} is not null`),
    index('orders_number_text_idx').on(sql`(${t.number}::text) text_pattern_ops`),
    index('orders_po_idx').on(sql`lower(${t.po}) text_pattern_ops`),
    index('orders_quote_idx').on(t.quote),
    index('orders_job_codes_gin').using('gin', t.jobCodes),
    // 'all' and PO searches match anywhere in the text (migration 0005 creates pg_trgm).
    index('orders_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('orders_po_trgm').using('gin', sql`lower(${t.po}) gin_trgm_ops`),
    check('orders_currency_ck', sql`${t.currency} in ('CAD', 'USD')`),
    check('orders_alloc_ck', sql`${t.alloc} in ('A', 'P', 'N')`),
    check('orders_image_type_ck', sql`${t.imageType} is null or ${t.imageType} in ('M', 'V')`),
    check('orders_status_ck', sql`${t.status} in (0, 1, 2, 3, 4, 5, 6, 7, 99)`),
    check('orders_sub_status_ck', sql`${t.subStatus} is null or ${t.subStatus} in (1, 4)`),
    check('orders_po_len_ck', sql`${t.po} is null or char_length(${t.po}) <= 30`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Position in the order. */
    line: smallint('line').notNull(),
    styleCode: text('style_code').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    colorCode: text('color_code').notNull(),
    designId: text('design_id'),
    designVariation: smallint('design_variation'),
    /** File name under /Images/Products/ (style and colour code), served by the model's image route. */
    imageKey: text('image_key').notNull(),
    /** List price and the price after discounts, per unit, in cents. */
    priceCents: integer('price_cents').notNull(),
    finalPriceCents: integer('final_price_cents').notNull(),
    /** Extra cents per unit by size label ({"2XL": 200, "3XL": 400}). */
    sizeUpcharges: jsonb('size_upcharges').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.line),
    index('order_items_style_idx').on(sql`lower(${t.styleCode}) text_pattern_ops`),
    index('order_items_design_idx').on(t.designId),
  ],
);

/**
 * The size grid of an item. Of `quantity`, `qtyC` ship from the Canadian warehouse and `qtyU` from
 * the US one (C and U, spec 002 §3 "Shippable order"); shipped counts what shipping jobs sent.
 */
export const orderItemSizes = pgTable(
  'order_item_sizes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    sortOrder: smallint('sort_order').notNull(),
    quantity: integer('quantity').notNull(),
    qtyC: integer('qty_c').notNull(),
    qtyU: integer('qty_u').notNull(),
    shippedC: integer('shipped_c').notNull().default(0),
    shippedU: integer('shipped_u').notNull().default(0),
  },
  (t) => [
    index('order_item_sizes_item_idx').on(t.itemId, t.sortOrder),
    index('order_item_sizes_order_idx').on(t.orderId),
    check('order_item_sizes_split_ck', sql`${t.qtyC} >= 0 and ${t.qtyU} >= 0 and ${t.qtyC} + ${t.qtyU} = ${t.quantity}`),
    check('order_item_sizes_shipped_ck', sql`${t.shippedC} between 0 and ${t.qtyC} and ${t.shippedU} between 0 and ${t.qtyU}`),
  ],
);

export const orderCharges = pgTable(
  'order_charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** FRT freight, SET setup, RUSH rush fee, DIG digitizing, DISC discount (negative). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('order_charges_order_idx').on(t.orderId)],
);

/** A shipment (spec 002 §3 "Shipping job"): one customer, items of one or more of its orders. */
export const shippingJobs = pgTable(
  'shipping_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Production job number. */
    job: text('job'),
    quote: text('quote'),
    customerNumb: text('customer_numb')
      .notNull()
      .references(() => customers.numb),
    repCode: text('rep_code').references(() => reps.code),
    csr: text('csr').references(() => csrs.code),
    po: text('po'),
    status: smallint('status').notNull().default(1),
    shipped: boolean('shipped').notNull().default(false),
    shippedAt: at('shipped_at'),
    dateRequired: at('date_required'),
    /** Freight charged for this shipment, cents. */
    chargeCents: integer('charge_cents').notNull().default(0),
    /** Invoice numbers issued for this shipment. */
    invoices: text('invoices').array().notNull().default(sql`'{}'::text[]`),
    shipViaCode: text('ship_via_code'),
    shipToName: text('ship_to_name'),
    address1: text('address1'),
    address2: text('address2'),
    address3: text('address3'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    zip: text('zip'),
    comments: text('comments'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    // The shipping jobs list: newest first, id as tie-break (migration 0026; created_at alone left a sort of every job).
    index('shipping_jobs_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('shipping_jobs_customer_idx').on(t.customerNumb),
    index('shipping_jobs_invoices_gin').using('gin', t.invoices),
  ],
);

/** What a shipping job sent of one size of one order item. */
export const shippingJobItems = pgTable(
  'shipping_job_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .references(() => shippingJobs.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderItemSizeId: integer('order_item_size_id')
      .notNull()
      .references(() => orderItemSizes.id, { onDelete: 'cascade' }),
    qtyC: integer('qty_c').notNull().default(0),
    qtyU: integer('qty_u').notNull().default(0),
  },
  (t) => [
    index('shipping_job_items_job_idx').on(t.jobId),
    index('shipping_job_items_order_idx').on(t.orderId),
    index('shipping_job_items_size_idx').on(t.orderItemSizeId),
    check('shipping_job_items_qty_ck', sql`${t.qtyC} >= 0 and ${t.qtyU} >= 0`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for the creation entry. */
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    fromSubStatus: smallint('from_sub_status'),
    toSubStatus: smallint('to_sub_status'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: at('at').notNull(),
    comment: text('comment'),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.at)],
);

/** A user's named list links (spec 000 §3 "Saved filter"). */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The list's path and query string ('/saved?status=0&rep=101'). */
    link: text('link').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('saved_filters_user_idx').on(t.userId, t.name),
    check('saved_filters_name_len_ck', sql`char_length(${t.name}) between 1 and 50`),
  ],
);

/**
 * The number of orders per (rep, status, sub-status, on hold, order type), kept by the trigger
 * orders_count_change (migrations 0005, 0007) in the transaction of every write to orders. The list
 * counters (GET /api/orders/total) add up these few hundred rows instead of counting every order.
 * sub_status 0 stands for none.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    repCode: text('rep_code').notNull(),
    status: smallint('status').notNull(),
    subStatus: smallint('sub_status').notNull(),
    onHold: boolean('on_hold').notNull(),
    orderType: text('order_type').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.repCode, t.status, t.subStatus, t.onHold, t.orderType] })],
);
