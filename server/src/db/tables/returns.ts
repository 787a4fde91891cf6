import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './platform';
import { csrs, customers, reps } from './directory';
import { orderCharges, orderItems, orderItemSizes, orders, shippingJobs } from './orders';

// Returns of shipped orders (spec 001 §3.1): the return, what it takes back per order item and
// size (kinds C and U), what it refunds of the order's charges and shipping jobs, the timeline
// (comments with files and cc, and the status changes with who and when), and the return codes.
// Money is integer cents in the order's currency. Indexes: one per list sort and filter (README).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Return numbers people quote (distinct from the id in URLs). */
export const returnsNumberSeq = pgSequence('returns_number_seq', { startWith: 10_001 });

/** The reasons a return is made; each leads to one resolution (returns.ts ReturnResolution). */
export const returnCodes = pgTable(
  'return_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    /** 2 Refunded, 3 Returned, 4 RefundedAndRepaired: where the order approval takes the return. */
    resolution: smallint('resolution').notNull(),
  },
  (t) => [uniqueIndex('return_codes_code_uq').on(t.code), check('return_codes_resolution_ck', sql`${t.resolution} in (2, 3, 4)`)],
);

export const returns = pgTable(
  'returns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: integer('number').notNull().default(sql`nextval('returns_number_seq')`),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** Copied from the order (the list sorts and searches them without a join). */
    orderNumber: integer('order_number').notNull(),
    job: text('job'),
    currency: char('currency', { length: 3 }).$type<'CAD' | 'USD'>().notNull(),
    customerNumb: text('customer_numb')
      .notNull()
      .references(() => customers.numb),
    /** The rep and CSR handling the return: the order's at creation, changeable (PUT /api/rep, /api/csr). */
    repCode: text('rep_code')
      .notNull()
      .references(() => reps.code),
    csr: text('csr').references(() => csrs.code),
    codeId: integer('code_id')
      .notNull()
      .references(() => returnCodes.id),
    status: smallint('status').notNull(),
    subStatus: smallint('sub_status').notNull().default(0),
    comment: text('comment'),
    /** Commission percent charged back on approval (spec 001 §5.1: the dialog's default). */
    commission: smallint('commission').notNull().default(100),
    dateContact: date('date_contact', { mode: 'string' }),
    dateInfo: date('date_info', { mode: 'string' }),
    /** Units taken back and the total refund, kept by every write (the list shows and sorts them). */
    totalUnits: integer('total_units').notNull().default(0),
    totalRefundCents: integer('total_refund_cents').notNull().default(0),
    /** The return (credit) order the order approval created, if any. */
    creditOrderId: integer('credit_order_id').references(() => orders.id),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the return was approved to its end or cancelled. */
    closedOn: at('closed_on'),
    /** Lower-cased text of the search: return number, order number, customer number and name, job. */
    searchText: text('search_text').notNull().default(''),
    /** The return code's name, kept by a trigger (migration 0011): the list sorts by it on an index. */
    codeName: text('code_name').notNull().default(''),
  },
  (t) => [
    uniqueIndex('returns_number_uq').on(t.number),
    // The list: newest first (spec 001 §2.1 default sort), id as tie-break; and per filter.
    index('returns_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('returns_status_created_idx').on(t.status, t.subStatus, t.createdAt.desc()),
    index('returns_customer_created_idx').on(t.customerNumb, t.createdAt.desc()),
    index('returns_rep_created_idx').on(t.repCode, t.createdAt.desc()),
    index('returns_csr_created_idx').on(t.csr, t.createdAt.desc()),
    index('returns_code_created_idx').on(t.codeId, t.createdAt.desc()),
    index('returns_code_name_created_idx').on(t.codeName, t.createdAt.desc()),
    // Sorting by units or job number (migration 0008).
    index('returns_units_created_idx').on(t.totalUnits, t.createdAt.desc()),
    index('returns_job_created_idx').on(t.job, t.createdAt.desc()),
    // The search matches anywhere in the text (pg_trgm comes with migration 0005).
    index('returns_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('returns_order_idx').on(t.orderId),
    index('returns_order_number_idx').on(t.orderNumber),
    index('returns_credit_order_idx').on(t.creditOrderId),
    check(
      'returns_state_ck',
      sql`(${t.status}, ${t.subStatus}) in ((1, 0), (1, 1), (2, 0), (2, 1), (2, 2), (3, 2), (4, 0), (4, 1), (4, 2), (99, 0))`,
    ),
    check('returns_commission_ck', sql`${t.commission} between 0 and 100`),
    check('returns_totals_ck', sql`${t.totalUnits} >= 0 and ${t.totalRefundCents} >= 0`),
  ],
);

/** What a return takes back of one order item, and the refund for it. */
export const returnItems = pgTable(
  'return_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    refundCents: integer('refund_cents').notNull(),
  },
  (t) => [
    uniqueIndex('return_items_return_item_uq').on(t.returnId, t.orderItemId),
    index('return_items_order_item_idx').on(t.orderItemId),
    check('return_items_refund_ck', sql`${t.refundCents} >= 0`),
  ],
);

/** The units of one size a return takes back, per kind (C and U, as shipped). */
export const returnItemSizes = pgTable(
  'return_item_sizes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    returnItemId: integer('return_item_id')
      .notNull()
      .references(() => returnItems.id, { onDelete: 'cascade' }),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemSizeId: integer('order_item_size_id')
      .notNull()
      .references(() => orderItemSizes.id),
    qtyC: integer('qty_c').notNull().default(0),
    qtyU: integer('qty_u').notNull().default(0),
  },
  (t) => [
    index('return_item_sizes_item_idx').on(t.returnItemId),
    index('return_item_sizes_size_idx').on(t.orderItemSizeId),
    check('return_item_sizes_qty_ck', sql`${t.qtyC} >= 0 and ${t.qtyU} >= 0`),
  ],
);

/** A refund of one of the order's charges. */
export const returnCharges = pgTable(
  'return_charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderChargeId: integer('order_charge_id')
      .notNull()
      .references(() => orderCharges.id),
    refundCents: integer('refund_cents').notNull(),
  },
  (t) => [
    uniqueIndex('return_charges_return_charge_uq').on(t.returnId, t.orderChargeId),
    index('return_charges_charge_idx').on(t.orderChargeId),
    check('return_charges_refund_ck', sql`${t.refundCents} >= 0`),
  ],
);

/** A refund of a shipping job's freight. */
export const returnShipping = pgTable(
  'return_shipping',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    shippingJobId: integer('shipping_job_id')
      .notNull()
      .references(() => shippingJobs.id),
    refundCents: integer('refund_cents').notNull(),
  },
  (t) => [
    uniqueIndex('return_shipping_return_job_uq').on(t.returnId, t.shippingJobId),
    index('return_shipping_job_idx').on(t.shippingJobId),
    check('return_shipping_refund_ck', sql`${t.refundCents} >= 0`),
  ],
);

/** Timeline posts (spec 001 §3.1): a comment, or an e-mail to its cc addresses (then with its outbox id). */
export const returnComments = pgTable(
  'return_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<'comment' | 'email'>().notNull(),
    comment: text('comment').notNull(),
    cc: text('cc').array().notNull().default(sql`'{}'::text[]`),
    emailId: integer('email_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('return_comments_return_idx').on(t.returnId, t.createdAt),
    check('return_comments_type_ck', sql`${t.type} in ('comment', 'email')`),
    check('return_comments_len_ck', sql`char_length(${t.comment}) <= 8000`),
  ],
);

/**
 * Files kept in the FileStore under `key`. An upload is staged (no return yet, only its uploader
 * may use it) until a create, update or timeline post attaches it to a return (and a comment).
 */
export const returnFiles = pgTable(
  'return_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The id the browser holds between upload and attach. */
    uploadId: text('upload_id').notNull(),
    returnId: integer('return_id').references(() => returns.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => returnComments.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    key: text('key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('return_files_upload_uq').on(t.uploadId),
    index('return_files_return_idx').on(t.returnId),
    index('return_files_comment_idx').on(t.commentId),
    index('return_files_staged_idx').on(t.uploadedBy, t.createdAt).where(sql`${t.returnId} is null`),
  ],
);

/** Every transition of the state machine: who, when, from and to (spec 001 §4.1; the timeline shows them). */
export const returnEvents = pgTable(
  'return_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    /** create, cancel, awaitingGoods, approveOrder, approveRefund, approveRestock; edit, code, rep, csr, comment, fileDelete. */
    action: text('action').notNull(),
    fromStatus: smallint('from_status'),
    fromSubStatus: smallint('from_sub_status'),
    toStatus: smallint('to_status').notNull(),
    toSubStatus: smallint('to_sub_status').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: at('at').notNull(),
    commission: smallint('commission'),
    creditOrderId: integer('credit_order_id').references(() => orders.id),
    /** What changed, for the edits that are not transitions ('Rep: 101 → 102'). */
    note: text('note'),
  },
  (t) => [index('return_events_return_idx').on(t.returnId, t.at)],
);

/**
 * count(*) of returns per (rep, status, sub-status, code, CSR), kept by a trigger on returns
 * (migration returns_counts_trigger): returnsV2's totalCount reads a few hundred rows of this
 * instead of counting every return, whenever neither a search nor a customer filter is given.
 * A return without a CSR counts under csr ''.
 */
export const returnCounts = pgTable(
  'return_counts',
  {
    repCode: text('rep_code').notNull(),
    status: smallint('status').notNull(),
    subStatus: smallint('sub_status').notNull(),
    codeId: integer('code_id').notNull(),
    csr: text('csr').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.repCode, t.status, t.subStatus, t.codeId, t.csr] })],
);
