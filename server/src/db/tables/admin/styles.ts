import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Product style editor (spec 002 §3 Product, Location preset, Treatment; mfe-admin/README.md
// "Product style editor"). A product (style) is one row; its colours, locations, image decoration
// locations, nested image locations and image masks hang under it (deleted with it). The options
// (categories with their sub categories, fabric compositions, treatments, the location names) are
// tables of their own. Prices are cents.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Categories and their sub categories (sub_category '' is the category's own row). */
export const productCategories = pgTable(
  'product_categories',
  {
    category: text('category').notNull(),
    subCategory: text('sub_category').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.category, t.subCategory] })],
);

/** Fabric compositions (code and its description). */
export const fabricCompositions = pgTable('fabric_compositions', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** The standard location names offered when adding a location. */
export const locationNames = pgTable('location_names', {
  name: text('name').primaryKey(),
  position: integer('position').notNull(),
});

/** spec 002 §3 Treatment: type, name, subType. */
export const treatments = pgTable(
  'treatments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    subType: text('sub_type'),
  },
  (t) => [uniqueIndex('treatments_type_name_uq').on(t.type, t.name, t.subType)],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    fullName: text('full_name').notNull(),
    category: text('category').notNull(),
    subCategory: text('sub_category'),
    /** Bullet points. */
    description: text('description').array().notNull().default(sql`'{}'::text[]`),
    gender: text('gender').notNull(),
    brand: char('brand', { length: 1 }).notNull(),
    fabricCode: text('fabric_code').references(() => fabricCompositions.code),
    /** spec 002 §4: N Inline, Y Discontinued, P Preline, T Take All, D Development. */
    statusFlag: char('status_flag', { length: 1 }).notNull(),
    exitDate: date('exit_date'),
    introDate: date('intro_date'),
    modelColor: text('model_color'),
    styleStatus: text('style_status'),
    type: text('type'),
    price: integer('price'),
    comparePrice: integer('compare_price'),
    otherPrice: integer('other_price'),
    otherCompare: integer('other_compare'),
    newDate: date('new_date'),
    newPrice: integer('new_price'),
    newOtherPrice: integer('new_other_price'),
    /** A base style (products(baseStyles: true) lists only these); ours: the others are variants of one. */
    baseStyle: boolean('base_style').notNull().default(true),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('products_sku_uq').on(t.sku),
    index('products_name_idx').on(t.name, t.sku),
    index('products_full_name_idx').on(t.fullName, t.sku),
    index('products_category_idx').on(t.category, t.sku),
    index('products_sub_category_idx').on(t.subCategory, t.sku),
    index('products_gender_idx').on(t.gender, t.sku),
    index('products_brand_idx').on(t.brand, t.sku),
    index('products_status_idx').on(t.statusFlag, t.sku),
    index('products_intro_idx').on(t.introDate, t.sku),
    index('products_exit_idx').on(t.exitDate, t.sku),
    index('products_base_sku_idx').on(t.baseStyle, t.sku),
    index('products_sku_trgm_idx').using('gin', sql`lower(${t.sku}) gin_trgm_ops`),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('products_full_name_trgm_idx').using('gin', sql`lower(${t.fullName}) gin_trgm_ops`),
    index('products_category_trgm_idx').using('gin', sql`lower(${t.category}) gin_trgm_ops`),
  ],
);

/** A style's treatments (copy treatments copies these rows). */
export const productTreatments = pgTable(
  'product_treatments',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    treatmentId: integer('treatment_id')
      .notNull()
      .references(() => treatments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.treatmentId] }), index('product_treatments_treatment_idx').on(t.treatmentId)],
);

/** spec 002 §3 colors: name, code, status, and the vector, model, ghost and vectorD media. */
export const productColors = pgTable(
  'product_colors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull(),
    vector: text('vector'),
    model: text('model'),
    ghost: text('ghost'),
    vectorD: text('vector_d'),
  },
  (t) => [uniqueIndex('product_colors_product_code_uq').on(t.productId, t.code)],
);

/** spec 002 §3 locations: id, name, width, height (inches), origin, methods. */
export const productLocations = pgTable(
  'product_locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    origin: text('origin'),
    methods: text('methods').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('product_locations_product_name_uq').on(t.productId, t.name)],
);

/** spec 002 §3 imageDecorationLocations. */
export const productImageLocations = pgTable(
  'product_image_locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageType: char('image_type', { length: 1 }).notNull(),
    colorCode: text('color_code').notNull(),
    variation: integer('variation').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => productLocations.id),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    rotation: doublePrecision('rotation').notNull(),
    ppi: doublePrecision('ppi').notNull(),
    requiresVariation: boolean('requires_variation').notNull().default(false),
  },
  (t) => [
    index('product_image_locations_product_idx').on(t.productId, t.id),
    index('product_image_locations_location_idx').on(t.locationId),
  ],
);

/** spec 002 §3 nestedImageLocations. */
export const productNestedImageLocations = pgTable(
  'product_nested_image_locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageType: char('image_type', { length: 1 }).notNull(),
    colorCode: text('color_code').notNull(),
    variation: integer('variation').notNull(),
    nestedVariation: integer('nested_variation').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    z: integer('z').notNull(),
    rotation: doublePrecision('rotation').notNull(),
    width: doublePrecision('width').notNull(),
  },
  (t) => [index('product_nested_image_locations_product_idx').on(t.productId, t.id)],
);

/** spec 002 §3 imageMasks: src, imageType, colorCode, variation, location. */
export const productImageMasks = pgTable(
  'product_image_masks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    src: text('src').notNull(),
    imageType: char('image_type', { length: 1 }).notNull(),
    colorCode: text('color_code').notNull(),
    variation: integer('variation').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => productLocations.id),
  },
  (t) => [
    index('product_image_masks_product_idx').on(t.productId, t.imageType, t.colorCode, t.variation),
    index('product_image_masks_location_idx').on(t.locationId),
  ],
);

/**
 * spec 002 §3 Location preset: name, product locations, image locations with x, y and ppi
 * normalised by the image size (§9). Both lists are JSON: a preset is read and written whole.
 */
export const locationPresets = pgTable(
  'location_presets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    locations: jsonb('locations')
      .notNull()
      .$type<{ name: string; width: number; height: number; origin: string | null; methods: string[] }[]>(),
    imageLocations: jsonb('image_locations')
      .notNull()
      .$type<{ imageType: string; location: string; x: number; y: number; ppi: number; rotation: number }[]>(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('location_presets_name_uq').on(sql`lower(${t.name})`)],
);
