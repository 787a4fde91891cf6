import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './platform';
import { customers, leagues, players, teams } from './directory';

// The designs and colour area's tables (spec 001 §3.3, §3.4; mfe-designs-color/README.md).
// A design is named by its id (text, as order items carry it: 'D12345') and variation; `uid` is the
// integer the audit trail records it under (audit_row keys subjects by an integer).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const designs = pgTable(
  'designs',
  {
    uid: integer('uid').primaryKey().generatedAlwaysAsIdentity(),
    id: text('id').notNull(),
    variation: smallint('variation').notNull(),
    customerNumb: text('customer_numb').references(() => customers.numb),
    /** Decoration method code (DESIGN_METHODS: EMB, SCRP, SUB, DTF). */
    method: text('method').notNull(),
    leagueId: integer('league_id').references(() => leagues.id),
    teamId: integer('team_id').references(() => teams.id),
    playerId: integer('player_id').references(() => players.id),
    leagueApproved: boolean('league_approved').notNull().default(false),
    /** Drop code (spec 001 §3.3 code), when the design belongs to a drop. */
    code: text('code'),
    active: boolean('active').notNull().default(true),
    /** spec 001 §2.3: design stock (dropship) designs, listed on /design_stock. */
    stock: boolean('stock').notNull().default(false),
    /** Colour-coordinated variations are marked CC in the list (spec 001 §3.3). */
    cc: boolean('cc').notNull().default(false),
    parentId: text('parent_id'),
    royaltyCode: text('royalty_code'),
    royaltyDesc: text('royalty_desc'),
    widthIn: numeric('width_in', { precision: 5, scale: 2 }).notNull(),
    heightIn: numeric('height_in', { precision: 5, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull().default(0),
    text: text('text'),
    comment: text('comment'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    approved: boolean('approved').notNull().default(false),
    showcase: boolean('showcase').notNull().default(false),
    showcaseComment: text('showcase_comment'),
    /** The licence colour choices (spec 001 §3.3): hex of Primary, Secondary, Neutral, Tonal. */
    primaryHex: text('primary_hex'),
    secondaryHex: text('secondary_hex'),
    neutralHex: text('neutral_hex'),
    tonalHex: text('tonal_hex'),
    /** spec 001 §3.3 pmsImage: the PMS file (colour reference) saved with the design's colours (pms/{name} in the file store). */
    pmsImage: text('pms_image'),
    /** spec 001 §3.3 prototype: a prototype (sample art shown to the customer, not yet for production). */
    prototype: boolean('prototype').notNull().default(false),
    /** spec 001 §3.3 pattern: an all-over repeat pattern rather than a placed print. */
    pattern: boolean('pattern').notNull().default(false),
    /** spec 001 §3.3 showcasedBy: who put the design in the showcase. */
    showcasedBy: integer('showcased_by').references(() => users.id, { onDelete: 'set null' }),
    /** spec 001 §3.3 prodImage / workingImage: the production and working files' URLs (those of the design request that made the design). */
    prodImage: text('prod_image'),
    workingImage: text('working_image'),
    /** An uploaded design's image in the file store (designs/images/{uid}.png|svg); null: the artwork is drawn from its colours. */
    imageKey: text('image_key'),
    /** Why and by whom it was last disabled (spec 001 §5.3: the disable comment). */
    disabledComment: text('disabled_comment'),
    disabledBy: integer('disabled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    lastUsed: at('last_used'),
    /** Lower-cased text of the 'all' search (id, customer, names, method, parent, royalty, tags, comment). */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('designs_id_variation_uq').on(t.id, t.variation),
    // spec 001 §9: the default view, active designs oldest first (and its dropship twin).
    index('designs_active_created_idx').on(t.active, t.createdAt, t.uid),
    index('designs_stock_active_created_idx').on(t.stock, t.active, t.createdAt, t.uid),
    index('designs_created_idx').on(t.createdAt, t.uid),
    index('designs_customer_idx').on(t.customerNumb, t.createdAt),
    index('designs_team_idx').on(t.teamId, t.createdAt),
    index('designs_league_idx').on(t.leagueId, t.createdAt),
    index('designs_player_idx').on(t.playerId),
    index('designs_method_idx').on(t.method, t.createdAt),
    index('designs_code_idx').on(t.code),
    index('designs_id_pattern_idx').on(sql`lower(${t.id}) text_pattern_ops`),
    index('designs_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('designs_tags_gin').using('gin', t.tags),
    check('designs_comment_len_ck', sql`${t.disabledComment} is null or char_length(${t.disabledComment}) <= 1000`),
  ],
);

/**
 * How many designs there are per (customer, method, active, stock, showcase), kept equal to
 * count(*) of designs by triggers (migration 0044): the designs lists' total, when their filters are
 * only these, is a sum over a few hundred rows instead of a count of ~40,000 designs. `customer_key`
 * is the customer number, '' for a design of no customer.
 */
export const designCounts = pgTable(
  'design_counts',
  {
    customerKey: text('customer_key').notNull(),
    method: text('method').notNull(),
    active: boolean('active').notNull(),
    stock: boolean('stock').notNull(),
    showcase: boolean('showcase').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerKey, t.method, t.active, t.stock, t.showcase] })],
);

/** AI swatch libraries (spec 001 §3.4 Library: name, lock, priorityRank, teams). */
export const aiSwatchLibraries = pgTable('ai_swatch_libraries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  /** spec 001 §4.3: swatches of a locked library are read-only for everyone. */
  locked: boolean('locked').notNull().default(false),
  priorityRank: integer('priority_rank').notNull().default(100),
  /** Teams whose colours the library holds (ids of platform teams). */
  teamIds: integer('team_ids').array().notNull().default(sql`'{}'::int[]`),
});

/** AI swatches (spec 001 §3.4): a named colour in a library and group. */
export const aiSwatches = pgTable(
  'ai_swatches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    libraryId: integer('library_id')
      .notNull()
      .references(() => aiSwatchLibraries.id, { onDelete: 'cascade' }),
    /** '' when the swatch is in no group. */
    groupName: text('group_name').notNull().default(''),
    colorName: text('color_name').notNull(),
    rgbHex: text('rgb_hex').notNull(),
    equivalent: text('equivalent'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    // spec 001 §5.4: 'Color already exists in library/group.'
    uniqueIndex('ai_swatches_library_group_color_uq').on(t.libraryId, t.groupName, t.colorName),
    index('ai_swatches_updated_idx').on(t.updatedAt, t.id),
    index('ai_swatches_color_idx').on(t.colorName),
    index('ai_swatches_color_trgm').using('gin', sql`lower(${t.colorName}) gin_trgm_ops`),
    check('ai_swatches_hex_ck', sql`${t.rgbHex} ~ '^[0-9A-F]{6}$'`),
  ],
);

/** A design's colours (spec 001 §3.3 colors[rgbHex, name]), each possibly a library swatch. */
export const designColors = pgTable(
  'design_colors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    designUid: integer('design_uid')
      .notNull()
      .references(() => designs.uid, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    rgbHex: text('rgb_hex').notNull(),
    name: text('name').notNull(),
    /** spec 001 §8.4: a swatch used by a design cannot be deleted (restrict). */
    swatchId: integer('swatch_id').references(() => aiSwatches.id, { onDelete: 'restrict' }),
  },
  (t) => [index('design_colors_design_idx').on(t.designUid, t.position), index('design_colors_swatch_idx').on(t.swatchId)],
);

/** Printer colour mappings (spec 001 §3.4): one swatch colour per printer model plus an equivalent. */
export const printerColorMappings = pgTable(
  'printer_color_mappings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    colorName: text('color_name').notNull().unique(),
    audleyS2070_3_4: text('audley_s2070_3_4').notNull().default(''),
    epsonT7270: text('epson_t7270').notNull().default(''),
    epsonF6470: text('epson_f6470').notNull().default(''),
    roqNow: text('roq_now').notNull().default(''),
    equivalent: text('equivalent'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('printer_color_mappings_updated_idx').on(t.updatedAt, t.id),
    index('printer_color_mappings_search_trgm').using(
      'gin',
      sql`(lower(${t.colorName}) || ' ' || lower(coalesce(${t.equivalent}, ''))) gin_trgm_ops`,
    ),
  ],
);

/**
 * Drops (spec 002 §3 Drop): art templates. `code` is the drop code designs carry (designs.code);
 * a drop's usage is the number of order items whose design carries that code, kept by triggers
 * (migration 0041_drops_usage.sql) so the catalogue's default sort is an index scan.
 */
export const drops = pgTable(
  'drops',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    widthIn: numeric('width_in', { precision: 5, scale: 2 }).notNull(),
    heightIn: numeric('height_in', { precision: 5, scale: 2 }).notNull(),
    /** Method codes (DESIGN_METHODS). */
    methods: text('methods').array().notNull().default(sql`'{}'::text[]`),
    /** Product lines the drop is made for. */
    lines: text('lines').array().notNull().default(sql`'{}'::text[]`),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }),
    logoRequired: boolean('logo_required').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** DROP_LOCATIONS ids. */
    locationIds: integer('location_ids').array().notNull().default(sql`'{}'::int[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    subCategory: text('sub_category'),
    createdAt: at('created_at').notNull(),
    /** Order items whose design carries this code (spec 002 sorts by "usage"; kept by triggers). */
    usage: integer('usage').notNull().default(0),
  },
  (t) => [
    index('drops_usage_idx').on(t.usage, t.id),
    index('drops_active_idx').on(t.active, t.createdAt),
    index('drops_methods_gin').using('gin', t.methods),
    index('drops_tags_gin').using('gin', t.tags),
    index('drops_name_idx').on(sql`lower(${t.name})`),
  ],
);

/** The area's tables, analysed after the seed and vacuumed on the embedded database (routes.ts). */
export const DESIGNS_COLOR_TABLES = [
  'designs',
  'design_colors',
  'ai_swatch_libraries',
  'ai_swatches',
  'printer_color_mappings',
  'drops',
] as const;
