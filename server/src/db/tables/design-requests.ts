import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { designs, drops } from './designs-color';
import { users } from './platform';
import { customers, leagues, players, teams } from './directory';

// The design requests area's tables (spec 001 §3.2; mfe-design-requests/README.md). Files (reference
// images, art, PMS images, production and working files) are in the FileStore under
// design-requests/…; a row keeps the key.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const designRequests = pgTable(
  'design_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** DESIGN_REQUEST_STATUS (0 UPDATE_REQUIRED … 5 COMPLETE, 99 SUSPENDED). */
    status: smallint('status').notNull(),
    /** A licence request (league/team/player) rather than a customer's. */
    license: boolean('license').notNull().default(false),
    customerNumb: text('customer_numb').references(() => customers.numb),
    leagueId: integer('league_id').references(() => leagues.id),
    teamId: integer('team_id').references(() => teams.id),
    playerId: integer('player_id').references(() => players.id),
    /** The rep who asked (spec 001 §3.2 user). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    artistId: integer('artist_id').references(() => users.id),
    /** The treatment's type (TREATMENTS). */
    method: text('method').notNull(),
    widthIn: numeric('width_in', { precision: 5, scale: 2 }).notNull(),
    heightIn: numeric('height_in', { precision: 5, scale: 2 }),
    cc: boolean('cc').notNull().default(false),
    dropId: integer('drop_id').references(() => drops.id),
    lines: text('lines').array().notNull().default(sql`'{}'::text[]`),
    instructions: text('instructions').notNull(),
    /** Design tags (designTags: the tags of designs and drops, or new ones). */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** A licence request's colour choice (GET /api/contrast): 6-digit hex, all null when none was chosen. */
    primaryHex: text('primary_hex'),
    secondaryHex: text('secondary_hex'),
    neutralHex: text('neutral_hex'),
    tonalHex: text('tonal_hex'),
    dateCreated: at('date_created').notNull(),
    dateRequired: date('date_required', { mode: 'string' }).notNull(),
    /** The reason of the last rejection or revision (the note panel). */
    note: text('note'),
    /** The issues preventing art completion (return to rep, raised issue). */
    issues: text('issues').array().notNull().default(sql`'{}'::text[]`),
    /** The issues the artist corrected with the submitted art (the corrected-issues note). */
    correctedIssues: text('corrected_issues').array().notNull().default(sql`'{}'::text[]`),
    /** An artist's return is only marked (spec 001 §4.2). */
    returnMarked: boolean('return_marked').notNull().default(false),
    revisions: integer('revisions').notNull().default(0),
    /** The submitted art: a new design's files, or an existing design. */
    artKey: text('art_key'),
    pmsKey: text('pms_key'),
    productionKey: text('production_key'),
    workingKey: text('working_key'),
    artWidthIn: numeric('art_width_in', { precision: 5, scale: 2 }),
    artHeightIn: numeric('art_height_in', { precision: 5, scale: 2 }),
    artCc: boolean('art_cc'),
    artMethod: text('art_method'),
    artComment: text('art_comment'),
    /** The existing design chosen at submit, or the design approve created. */
    designId: text('design_id'),
    designVar: smallint('design_var'),
    /** The request this one was forked from (a revision of a design in use). */
    forkedFrom: integer('forked_from'),
    /** Lower-cased text of the search: id, customer, names, rep, artist, instructions, design. */
    searchText: text('search_text').notNull().default(''),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('design_requests_list_idx').on(t.license, t.status, t.dateCreated, t.id),
    index('design_requests_status_created_idx').on(t.status, t.dateCreated, t.id),
    index('design_requests_created_idx').on(t.dateCreated, t.id),
    index('design_requests_user_idx').on(t.userId, t.dateCreated),
    index('design_requests_artist_idx').on(t.artistId, t.dateCreated),
    index('design_requests_customer_idx').on(t.customerNumb, t.dateCreated),
    index('design_requests_team_idx').on(t.teamId),
    index('design_requests_league_idx').on(t.leagueId),
    index('design_requests_player_idx').on(t.playerId),
    index('design_requests_design_idx').on(t.designId, t.designVar),
    index('design_requests_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('design_requests_status_ck', sql`${t.status} in (0, 1, 2, 3, 4, 5, 99)`),
    check('design_requests_note_len_ck', sql`${t.note} is null or char_length(${t.note}) <= 500`),
  ],
);

/** Art references (spec 001 §3.2): images kept per customer, attached to requests as reference files. */
export const artReferences = pgTable(
  'art_references',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerNumb: text('customer_numb').references(() => customers.numb),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('art_references_customer_idx').on(t.customerNumb, t.createdAt)],
);

/** A request's reference files, in order. */
export const designRequestReferences = pgTable(
  'design_request_references',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => designRequests.id, { onDelete: 'cascade' }),
    artReferenceId: integer('art_reference_id')
      .notNull()
      .references(() => artReferences.id),
    position: smallint('position').notNull(),
  },
  (t) => [index('design_request_references_request_idx').on(t.requestId, t.position)],
);

/** The comment timeline (spec 001 §3.2): posts have an author, system entries none. */
export const designRequestTimeline = pgTable(
  'design_request_timeline',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => designRequests.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
  },
  (t) => [
    index('design_request_timeline_request_idx').on(t.requestId, t.at, t.id),
    check('design_request_timeline_len_ck', sql`char_length(${t.text}) <= 8000`),
  ],
);

/** Issues saved as default options by a manager's star (spec 001 §6); the built-in list is DEFAULT_DESIGN_ISSUES. */
export const designIssues = pgTable(
  'design_issues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    text: text('text').notNull().unique(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [check('design_issues_len_ck', sql`char_length(${t.text}) between 1 and 100`)],
);

/** Art uploaded for a request and checked (spec 001 §5.2), waiting for submitDesignRequestArt to use it. */
export const designArtUploads = pgTable(
  'design_art_uploads',
  {
    token: text('token').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => designRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    imageWidth: numeric('image_width').notNull(),
    imageHeight: numeric('image_height').notNull(),
    pmsKey: text('pms_key').notNull(),
    productionKey: text('production_key').notNull(),
    workingKey: text('working_key').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('design_art_uploads_request_idx').on(t.requestId)],
);

export const DESIGN_REQUEST_TABLES = [
  'design_requests',
  'art_references',
  'design_request_references',
  'design_request_timeline',
  'design_issues',
  'design_art_uploads',
] as const;

// ---- Design sample requests and design orders (spec 002; README "Design samples and orders") ----

/** Vendors who make samples and fill design orders (ours: the spec names vendor {number, name} only). */
export const designVendors = pgTable(
  'design_vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull().unique(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('design_vendors_number_ck', sql`char_length(${t.number}) between 1 and 20`)],
);

/** spec 002 §3 Design sample request. status: DESIGN_SAMPLE_STATUS (1 requested, 2 received, 3 approved, 4 cancelled). */
export const designSampleRequests = pgTable(
  'design_sample_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    designUid: integer('design_uid')
      .notNull()
      .references(() => designs.uid),
    status: smallint('status').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    dateRequested: at('date_requested').notNull(),
    dateRecieved: at('date_recieved'),
    dateClosed: at('date_closed'),
    /** The vendor approval closed it with. */
    vendorId: integer('vendor_id').references(() => designVendors.id),
    /** Lower-cased: request number, design key, creator's name (the Filter box). */
    searchText: text('search_text').notNull().default(''),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('design_sample_requests_created_idx').on(t.dateRequested, t.id),
    index('design_sample_requests_design_idx').on(t.designUid, t.status),
    index('design_sample_requests_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('design_sample_requests_status_ck', sql`${t.status} in (1, 2, 3, 4)`),
  ],
);

/** spec 002 §3 design orders. status: DESIGN_ORDER_STATUS (1 requested, 2 ordered, 3 cancelled). */
export const designOrders = pgTable(
  'design_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    designUid: integer('design_uid')
      .notNull()
      .references(() => designs.uid),
    /** The sample request whose approval made the design orderable (its vendor fills the order). */
    sampleId: integer('sample_id')
      .notNull()
      .references(() => designSampleRequests.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => designVendors.id),
    status: smallint('status').notNull(),
    quantity: integer('quantity').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdOn: at('created_on').notNull(),
    dateOrdered: at('date_ordered'),
    /** The PO's required date (yyyy-mm-dd). */
    dateRequired: date('date_required', { mode: 'string' }),
    po: text('po'),
    searchText: text('search_text').notNull().default(''),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('design_orders_created_idx').on(t.createdOn, t.id),
    index('design_orders_design_idx').on(t.designUid),
    index('design_orders_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('design_orders_status_ck', sql`${t.status} in (1, 2, 3)`),
    check('design_orders_quantity_ck', sql`${t.quantity} >= 1`),
  ],
);

/**
 * A sample request's timeline: comments (with files), system entries (no author) and vendor price
 * entries (vendor_id set, prices in design_sample_prices).
 */
export const designSampleTimeline = pgTable(
  'design_sample_timeline',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sampleId: integer('sample_id')
      .notNull()
      .references(() => designSampleRequests.id, { onDelete: 'cascade' }),
    /** comment, system or price. */
    kind: text('kind').notNull(),
    at: at('at').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull().default(''),
    vendorId: integer('vendor_id').references(() => designVendors.id),
  },
  (t) => [
    index('design_sample_timeline_sample_idx').on(t.sampleId, t.at, t.id),
    check('design_sample_timeline_kind_ck', sql`${t.kind} in ('comment', 'system', 'price')`),
    check('design_sample_timeline_len_ck', sql`char_length(${t.comment}) <= 2000`),
  ],
);

/** A design order's timeline: comments and system entries (no author). */
export const designOrderTimeline = pgTable(
  'design_order_timeline',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => designOrders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    at: at('at').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
  },
  (t) => [
    index('design_order_timeline_order_idx').on(t.orderId, t.at, t.id),
    check('design_order_timeline_kind_ck', sql`${t.kind} in ('comment', 'system')`),
    check('design_order_timeline_len_ck', sql`char_length(${t.comment}) <= 2000`),
  ],
);

/** A price entry's lines: price per unit for a quantity. */
export const designSamplePrices = pgTable(
  'design_sample_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => designSampleTimeline.id, { onDelete: 'cascade' }),
    sampleId: integer('sample_id')
      .notNull()
      .references(() => designSampleRequests.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('design_sample_prices_entry_idx').on(t.entryId), index('design_sample_prices_sample_idx').on(t.sampleId)],
);

/** Files of a sample request: staged by upload (entry_id null), then attached to a comment. */
export const designSampleFiles = pgTable(
  'design_sample_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sampleId: integer('sample_id')
      .notNull()
      .references(() => designSampleRequests.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id').references(() => designSampleTimeline.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('design_sample_files_sample_idx').on(t.sampleId, t.entryId), index('design_sample_files_entry_idx').on(t.entryId)],
);

export const DESIGN_SAMPLE_TABLES = [
  'design_vendors',
  'design_sample_requests',
  'design_orders',
  'design_sample_timeline',
  'design_order_timeline',
  'design_sample_prices',
  'design_sample_files',
] as const;
