import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  allows,
  copyTreatmentsSchema,
  fill,
  GQL_ERROR_CODES,
  locationPresetSchema,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SEARCH_COLS,
  PRODUCT_SORTS,
  STYLE_MESSAGES as M,
  styleMaskUrl,
  updateStyleSchema,
  type ProductFieldsInput,
  type SessionUser,
  type UpdateStyleInput,
} from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { auditAs } from '../../../platform/audit';
import type { FileStore } from '../../../platform/fileStore';
import { containsPattern } from '../../../platform/containsPattern';
import { badUserInput, forbiddenError, gqlError, parseInput } from '../../../platform/gqlErrors';
import {
  fabricCompositions,
  locationNames,
  locationPresets,
  productCategories,
  productColors,
  productImageLocations,
  productImageMasks,
  productLocations,
  productNestedImageLocations,
  products,
  productTreatments,
  treatments,
} from '../../../db/tables/admin/styles';
import { checkUploads, dropUnusedMaskFiles, uploadFile } from './masks';

// Product style editor (spec 002 §2–§9; mfe-admin/README.md "Product style editor"): the list
// (products: 50 a page in SQL, sku ascending, search in one column through a trigram index), one
// product with everything under it, the options, presets, styles by category and treatments by
// style (reads: INTERNAL users, rule `styles`); UpdateStyle, the preset upsert and copy treatments
// (rule `styleEdit`: development, refused with the spec's rule as message). Every write is one
// transaction opened by auditAs.

type ProductRow = typeof products.$inferSelect;

const cents = (v: number | null) => (v == null ? null : v / 100);
const toCents = (v: number | null | undefined) => (v == null ? null : Math.round(v * 100));

export const productSummary = (r: ProductRow) => ({
  id: r.id,
  sku: r.sku,
  name: r.name,
  fullName: r.fullName,
  category: r.category,
  subCategory: r.subCategory,
  description: r.description,
  gender: r.gender,
  brand: r.brand,
  fabricCode: r.fabricCode,
  statusFlag: r.statusFlag,
  exitDate: r.exitDate,
  introDate: r.introDate,
  modelColor: r.modelColor,
  styleStatus: r.styleStatus,
  type: r.type,
  price: cents(r.price),
  comparePrice: cents(r.comparePrice),
  otherPrice: cents(r.otherPrice),
  otherCompare: cents(r.otherCompare),
  newDate: r.newDate,
  newPrice: cents(r.newPrice),
  newOtherPrice: cents(r.newOtherPrice),
  baseStyle: r.baseStyle,
});

const SORT_COLUMN = {
  sku: products.sku,
  name: products.name,
  fullName: products.fullName,
  category: products.category,
  subCategory: products.subCategory,
  gender: products.gender,
  brand: products.brand,
  statusFlag: products.statusFlag,
  introDate: products.introDate,
  exitDate: products.exitDate,
} as const;
const SEARCH_COLUMN = { sku: products.sku, name: products.name, fullName: products.fullName, category: products.category } as const;

function mayRead(user: SessionUser): void {
  if (!allows('styles', user)) throw forbiddenError(M.forbidden);
}
function mayEdit(user: SessionUser): void {
  mayRead(user);
  if (!allows('styleEdit', user)) throw forbiddenError(M.developmentOnly);
}
const notFound = (message: string) => gqlError(message, GQL_ERROR_CODES.notFound);

export interface ProductListArgs {
  page?: number | null;
  order?: string | null;
  orderBy?: string | null;
  search?: string | null;
  searchCol?: string | null;
  baseStyles?: boolean | null;
}

/** products(page, order, orderBy, search, searchCol, baseStyles): unknown values fall back to the defaults, as a stale link should. */
export async function listProducts(db: Db, user: SessionUser, args: ProductListArgs) {
  mayRead(user);
  const page = Math.min(Math.max(1, Math.trunc(args.page ?? 1) || 1), 100_000);
  const orderBy = (PRODUCT_SORTS as readonly string[]).includes(args.orderBy ?? '') ? (args.orderBy as keyof typeof SORT_COLUMN) : 'sku';
  const dir = args.order === 'desc' ? desc : asc;
  const searchCol = PRODUCT_SEARCH_COLS.some((c) => c.value === args.searchCol) ? (args.searchCol as keyof typeof SEARCH_COLUMN) : 'sku';
  const text = (args.search ?? '')
    .replace(/\u0000/g, '')
    .trim()
    .slice(0, 100)
    .toLowerCase();
  const where: SQL[] = [];
  if (text) where.push(sql`lower(${SEARCH_COLUMN[searchCol]}) like ${containsPattern(text)}`);
  if (args.baseStyles) where.push(eq(products.baseStyle, true));
  const rows = await db
    .select()
    .from(products)
    .where(where.length ? and(...where) : undefined)
    .orderBy(dir(SORT_COLUMN[orderBy]), ...(orderBy === 'sku' ? [] : [asc(products.sku)]))
    .limit(PRODUCT_PAGE_SIZE)
    .offset((page - 1) * PRODUCT_PAGE_SIZE);
  return rows.map(productSummary);
}

/** A key from the client as the database can compare it (NUL removed, at most 40 characters). */
const clean = (text: string) =>
  text
    .replace(/\u0000/g, '')
    .trim()
    .slice(0, 40);

async function productBySku(db: Db, sku: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(eq(products.sku, clean(sku)));
  return row;
}

/** product(sku): the product with its treatments, colours, locations, image locations, nested image locations and masks. */
export async function readProduct(db: Db, user: SessionUser, sku: string) {
  mayRead(user);
  const row = await productBySku(db, sku);
  return row ? productWithParts(db, row) : null;
}

async function productWithParts(db: Db, row: ProductRow) {
  const id = row.id;
  const [treatmentRows, colors, locations, imageLocations, nested, masks] = await Promise.all([
    db
      .select({ id: treatments.id, type: treatments.type, name: treatments.name, subType: treatments.subType })
      .from(productTreatments)
      .innerJoin(treatments, eq(treatments.id, productTreatments.treatmentId))
      .where(eq(productTreatments.productId, id))
      .orderBy(asc(treatments.type), asc(treatments.name)),
    db.select().from(productColors).where(eq(productColors.productId, id)).orderBy(asc(productColors.code)),
    db.select().from(productLocations).where(eq(productLocations.productId, id)).orderBy(asc(productLocations.id)),
    db.select().from(productImageLocations).where(eq(productImageLocations.productId, id)).orderBy(asc(productImageLocations.id)),
    db
      .select()
      .from(productNestedImageLocations)
      .where(eq(productNestedImageLocations.productId, id))
      .orderBy(asc(productNestedImageLocations.id)),
    db.select().from(productImageMasks).where(eq(productImageMasks.productId, id)).orderBy(asc(productImageMasks.id)),
  ]);
  const locationName = new Map(locations.map((l) => [l.id, l.name]));
  return {
    ...productSummary(row),
    treatments: treatmentRows,
    colors: colors.map(({ productId: _p, ...c }) => c),
    locations: locations.map(({ productId: _p, ...l }) => l),
    imageDecorationLocations: imageLocations.map(({ productId: _p, ...l }) => l),
    nestedImageLocations: nested.map(({ productId: _p, ...l }) => l),
    imageMasks: masks.map(({ productId: _p, ...m }) => ({ ...m, location: locationName.get(m.locationId) ?? '' })),
  };
}

/** Product options (spec 002 §7): fabricComposition, categories (with sub categories), treatments, locations. */
export async function productOptions(db: Db, user: SessionUser) {
  mayRead(user);
  const [fabrics, cats, treatmentRows, names] = await Promise.all([
    db.select().from(fabricCompositions).orderBy(asc(fabricCompositions.code)),
    db.select().from(productCategories).orderBy(asc(productCategories.category), asc(productCategories.subCategory)),
    db.select().from(treatments).orderBy(asc(treatments.type), asc(treatments.name)),
    db.select().from(locationNames).orderBy(asc(locationNames.position)),
  ]);
  const categories = new Map<string, string[]>();
  for (const c of cats) {
    if (!categories.has(c.category)) categories.set(c.category, []);
    if (c.subCategory) categories.get(c.category)!.push(c.subCategory);
  }
  return {
    fabricComposition: fabrics,
    categories: [...categories].map(([name, subCategories]) => ({ name, subCategories })),
    treatments: treatmentRows,
    locations: names.map((n) => n.name),
  };
}

export async function listLocationPresets(db: Db, user: SessionUser) {
  mayRead(user);
  return db
    .select({
      id: locationPresets.id,
      name: locationPresets.name,
      locations: locationPresets.locations,
      imageLocations: locationPresets.imageLocations,
    })
    .from(locationPresets)
    .orderBy(asc(sql`lower(${locationPresets.name})`));
}

/** Styles by category (the copy-treatments picker): sku and name, base styles first by sku. */
export async function stylesByCategory(db: Db, user: SessionUser, category: string) {
  mayRead(user);
  return db
    .select({ sku: products.sku, name: products.name })
    .from(products)
    .where(eq(products.category, clean(category)))
    .orderBy(asc(products.sku))
    .limit(500);
}

export async function treatmentsByStyle(db: Db, user: SessionUser, sku: string) {
  mayRead(user);
  const row = await productBySku(db, sku);
  if (!row) throw notFound(M.notFound);
  return db
    .select({ id: treatments.id, type: treatments.type, name: treatments.name, subType: treatments.subType })
    .from(productTreatments)
    .innerJoin(treatments, eq(treatments.id, productTreatments.treatmentId))
    .where(eq(productTreatments.productId, row.id))
    .orderBy(asc(treatments.type), asc(treatments.name));
}

/** The product columns of the changed fields; spec 002 §5: a category change clears the sub category unless one is sent. */
async function productValues(tx: Db, row: ProductRow, p: ProductFieldsInput): Promise<Partial<typeof products.$inferInsert>> {
  const values: Partial<typeof products.$inferInsert> = {};
  const plain = [
    'name',
    'fullName',
    'description',
    'gender',
    'brand',
    'statusFlag',
    'exitDate',
    'introDate',
    'modelColor',
    'styleStatus',
    'type',
    'newDate',
  ] as const;
  for (const k of plain) if (p[k] !== undefined) (values as Record<string, unknown>)[k] = p[k];
  for (const k of ['price', 'comparePrice', 'otherPrice', 'otherCompare', 'newPrice', 'newOtherPrice'] as const)
    if (p[k] !== undefined) values[k] = toCents(p[k]);
  const category = p.category ?? row.category;
  if (p.category !== undefined && p.category !== row.category) {
    const [known] = await tx
      .select({ c: productCategories.category })
      .from(productCategories)
      .where(eq(productCategories.category, p.category))
      .limit(1);
    if (!known) throw badUserInput(M.unknownCategory);
    values.category = p.category;
    values.subCategory = null;
  }
  if (p.subCategory !== undefined) {
    if (p.subCategory) {
      const [known] = await tx
        .select({ c: productCategories.category })
        .from(productCategories)
        .where(and(eq(productCategories.category, category), eq(productCategories.subCategory, p.subCategory)));
      if (!known) throw badUserInput(M.unknownSubCategory);
    }
    values.subCategory = p.subCategory;
  }
  if (p.fabricCode !== undefined) {
    if (p.fabricCode) {
      const [known] = await tx
        .select({ c: fabricCompositions.code })
        .from(fabricCompositions)
        .where(eq(fabricCompositions.code, p.fabricCode));
      if (!known) throw badUserInput(M.unknownFabric);
    }
    values.fabricCode = p.fabricCode;
  }
  return values;
}

const owned = async <T extends { id: number }>(ids: number[], rows: Promise<T[]>, message: string) => {
  const found = new Set((await rows).map((r) => r.id));
  if (ids.some((i) => !found.has(i))) throw badUserInput(message);
};

/**
 * spec 002 §7 UpdateStyle: the changed parts only; answers the product as product(sku) does. Ours:
 * `imageMasks` adds masks from staged uploads or replaces a saved mask's file (masks.ts); the files
 * of masks it replaced or deleted go once the save has committed and no mask names them.
 */
export async function updateStyle(db: Db, files: FileStore, user: SessionUser, now: Date, raw: unknown) {
  mayEdit(user);
  const input: UpdateStyleInput = parseInput(updateStyleSchema, raw);
  const changesProduct = !!input.product && Object.keys(input.product).length > 0;
  const changesParts = [
    input.locations,
    input.deleteLocations,
    input.imageLocations,
    input.deleteImageLocations,
    input.nestedImageLocations,
    input.deleteNestedImageLocations,
    input.imageMasks,
    input.copyImageMasks,
    input.deleteImageMasks,
  ].some((l) => !!l?.length);
  const row = await productBySku(db, input.sku);
  if (!row) throw notFound(M.notFound);
  if (!changesProduct && !changesParts) throw badUserInput(M.nothingChanged);
  const pid = row.id;
  /** The srcs of masks this save deletes or replaces (their files may go after the commit). */
  const goneSrcs: string[] = [];
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    // One save of a style at a time (the mask rules below read what the save itself changes).
    await tx.select({ id: products.id }).from(products).where(eq(products.id, pid)).for('update');
    const p = input.product ?? {};
    const values = await productValues(tx, row, p);
    await tx
      .update(products)
      .set({ ...values, updatedAt: now })
      .where(eq(products.id, pid));
    if (p.treatments !== undefined) {
      const ids = [...new Set(p.treatments)];
      if (ids.length)
        await owned(ids, tx.select({ id: treatments.id }).from(treatments).where(inArray(treatments.id, ids)), M.unknownTreatment);
      await tx.delete(productTreatments).where(eq(productTreatments.productId, pid));
      if (ids.length) await tx.insert(productTreatments).values(ids.map((treatmentId) => ({ productId: pid, treatmentId })));
    }
    const ofProduct = <
      T extends typeof productLocations | typeof productImageLocations | typeof productNestedImageLocations | typeof productImageMasks,
    >(
      t: T,
      ids: number[],
    ) =>
      tx
        .select({ id: t.id })
        .from(t as typeof productLocations)
        .where(and(eq(t.productId, pid), inArray(t.id, ids)));
    // Deletions first (image locations and masks before the locations they point at).
    const delImage = input.deleteImageLocations ?? [];
    if (delImage.length) {
      await owned(delImage, ofProduct(productImageLocations, delImage), M.unknownImageLocation);
      await tx
        .delete(productImageLocations)
        .where(and(eq(productImageLocations.productId, pid), inArray(productImageLocations.id, delImage)));
    }
    const delNested = input.deleteNestedImageLocations ?? [];
    if (delNested.length) {
      await owned(delNested, ofProduct(productNestedImageLocations, delNested), M.unknownImageLocation);
      await tx
        .delete(productNestedImageLocations)
        .where(and(eq(productNestedImageLocations.productId, pid), inArray(productNestedImageLocations.id, delNested)));
    }
    const delMasks = input.deleteImageMasks ?? [];
    if (delMasks.length) {
      await owned(delMasks, ofProduct(productImageMasks, delMasks), M.unknownMask);
      goneSrcs.push(
        ...(await tx.select({ src: productImageMasks.src }).from(productImageMasks).where(inArray(productImageMasks.id, delMasks))).map(
          (m) => m.src,
        ),
      );
      await tx.delete(productImageMasks).where(and(eq(productImageMasks.productId, pid), inArray(productImageMasks.id, delMasks)));
    }
    const delLocations = input.deleteLocations ?? [];
    if (delLocations.length) {
      await owned(delLocations, ofProduct(productLocations, delLocations), M.unknownLocation);
      const [used] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(productImageLocations)
        .where(inArray(productImageLocations.locationId, delLocations));
      const [masked] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(productImageMasks)
        .where(inArray(productImageMasks.locationId, delLocations));
      if (used.n || masked.n) throw badUserInput(M.locationInUse);
      await tx.delete(productLocations).where(inArray(productLocations.id, delLocations));
    }
    // Location upserts; new ones are named by their key for the image locations of this call.
    const keyToId = new Map<string, number>();
    for (const l of input.locations ?? []) {
      const values = { name: l.name, width: l.width, height: l.height, origin: l.origin, methods: l.methods };
      const [clash] = await tx
        .select({ id: productLocations.id })
        .from(productLocations)
        .where(and(eq(productLocations.productId, pid), eq(productLocations.name, l.name)));
      if (clash && clash.id !== l.id) throw badUserInput(M.duplicateLocation);
      if (l.id != null) {
        await owned([l.id], ofProduct(productLocations, [l.id]), M.unknownLocation);
        await tx.update(productLocations).set(values).where(eq(productLocations.id, l.id));
        keyToId.set(String(l.id), l.id);
      } else {
        const [created] = await tx
          .insert(productLocations)
          .values({ productId: pid, ...values })
          .returning({ id: productLocations.id });
        if (l.key) keyToId.set(l.key, created.id);
      }
    }
    const colorCodes = new Set(
      (await tx.select({ code: productColors.code }).from(productColors).where(eq(productColors.productId, pid))).map((c) => c.code),
    );
    const knownColor = (code: string) => {
      if (!colorCodes.has(code)) throw badUserInput(M.unknownColor);
    };
    /** A saved location of this product (locationId), or one this call made (locationKey). */
    const locationOf = async (l: { locationId?: number | null; locationKey?: string | null }) => {
      let locationId = l.locationId ?? (l.locationKey ? keyToId.get(l.locationKey) : undefined);
      if (locationId == null && l.locationKey && /^\d+$/.test(l.locationKey)) locationId = Number(l.locationKey);
      if (locationId == null) throw badUserInput(M.unknownLocation);
      await owned([locationId], ofProduct(productLocations, [locationId]), M.unknownLocation);
      return locationId;
    };
    for (const l of input.imageLocations ?? []) {
      knownColor(l.colorCode);
      const locationId = await locationOf(l);
      const values = {
        imageType: l.imageType,
        colorCode: l.colorCode,
        variation: l.variation,
        locationId,
        x: l.x,
        y: l.y,
        rotation: l.rotation,
        ppi: l.ppi,
        requiresVariation: l.requiresVariation,
      };
      if (l.id != null) {
        await owned([l.id], ofProduct(productImageLocations, [l.id]), M.unknownImageLocation);
        await tx.update(productImageLocations).set(values).where(eq(productImageLocations.id, l.id));
      } else await tx.insert(productImageLocations).values({ productId: pid, ...values });
    }
    for (const l of input.nestedImageLocations ?? []) {
      knownColor(l.colorCode);
      const { id, ...values } = l;
      if (id != null) {
        await owned([id], ofProduct(productNestedImageLocations, [id]), M.unknownImageLocation);
        await tx.update(productNestedImageLocations).set(values).where(eq(productNestedImageLocations.id, id));
      } else await tx.insert(productNestedImageLocations).values({ productId: pid, ...values });
    }
    // Masks from staged uploads: added (one per image and location), or a saved mask's file replaced.
    const maskInputs = input.imageMasks ?? [];
    await checkUploads(
      tx,
      files,
      pid,
      row.sku,
      maskInputs.map((m) => m.upload),
    );
    for (const m of maskInputs) {
      knownColor(m.colorCode);
      const locationId = await locationOf(m);
      const values = {
        src: styleMaskUrl(row.sku, uploadFile(m.upload)),
        imageType: m.imageType,
        colorCode: m.colorCode,
        variation: m.variation,
        locationId,
      };
      const [clash] = await tx
        .select({ id: productImageMasks.id })
        .from(productImageMasks)
        .where(
          and(
            eq(productImageMasks.productId, pid),
            eq(productImageMasks.imageType, m.imageType),
            eq(productImageMasks.colorCode, m.colorCode),
            eq(productImageMasks.variation, m.variation),
            eq(productImageMasks.locationId, locationId),
          ),
        );
      if (clash && clash.id !== m.id) throw badUserInput(M.maskExists);
      if (m.id != null) {
        const [old] = await tx
          .select({ src: productImageMasks.src })
          .from(productImageMasks)
          .where(and(eq(productImageMasks.productId, pid), eq(productImageMasks.id, m.id)));
        if (!old) throw badUserInput(M.unknownMask);
        goneSrcs.push(old.src);
        await tx.update(productImageMasks).set(values).where(eq(productImageMasks.id, m.id));
      } else await tx.insert(productImageMasks).values({ productId: pid, ...values });
    }
    // Mask copies: every mask of the source image, onto the target colour and variation (the same image type); the target's masks are replaced.
    for (const c of input.copyImageMasks ?? []) {
      knownColor(c.from.colorCode);
      knownColor(c.to.colorCode);
      if (c.from.colorCode === c.to.colorCode && c.from.variation === c.to.variation) throw badUserInput(M.sameImage);
      const source = await tx
        .select()
        .from(productImageMasks)
        .where(
          and(
            eq(productImageMasks.productId, pid),
            eq(productImageMasks.imageType, c.from.imageType),
            eq(productImageMasks.colorCode, c.from.colorCode),
            eq(productImageMasks.variation, c.from.variation),
          ),
        )
        .orderBy(asc(productImageMasks.id));
      if (!source.length) throw badUserInput(M.noMasksToCopy);
      const replaced = await tx
        .delete(productImageMasks)
        .where(
          and(
            eq(productImageMasks.productId, pid),
            eq(productImageMasks.imageType, c.from.imageType),
            eq(productImageMasks.colorCode, c.to.colorCode),
            eq(productImageMasks.variation, c.to.variation),
          ),
        )
        .returning({ src: productImageMasks.src });
      goneSrcs.push(...replaced.map((m) => m.src));
      await tx.insert(productImageMasks).values(
        source.map((m) => ({
          productId: pid,
          src: m.src,
          imageType: m.imageType,
          colorCode: c.to.colorCode,
          variation: c.to.variation,
          locationId: m.locationId,
        })),
      );
    }
  });
  await dropUnusedMaskFiles(db, files, pid, row.sku, goneSrcs);
  return productWithParts(db, (await productBySku(db, row.sku))!);
}

/** spec 002 §7 upsert location preset: a new name creates one, an id replaces that preset. */
export async function upsertLocationPreset(db: Db, user: SessionUser, now: Date, raw: unknown) {
  mayEdit(user);
  const input = parseInput(locationPresetSchema, raw);
  const names = new Set(input.locations.map((l) => l.name));
  if (input.imageLocations.some((l) => !names.has(l.location))) throw badUserInput(M.unknownLocation);
  const [clash] = await db
    .select({ id: locationPresets.id })
    .from(locationPresets)
    .where(sql`lower(${locationPresets.name}) = ${input.name.toLowerCase()}`);
  if (clash && clash.id !== input.id) throw badUserInput(M.presetExists);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const values = {
      name: input.name,
      locations: input.locations.map((l) => ({ ...l, origin: l.origin ?? null })),
      imageLocations: input.imageLocations,
      updatedAt: now,
    };
    if (input.id != null) {
      const [updated] = await tx.update(locationPresets).set(values).where(eq(locationPresets.id, input.id)).returning();
      if (!updated) throw notFound(M.presetNotFound);
      return updated;
    }
    const [created] = await tx.insert(locationPresets).values(values).returning();
    return created;
  });
}

/** Ours (spec 002 §8 names its failure): the targets' treatments become the source style's. Answers the number of styles changed. */
export async function copyTreatments(db: Db, user: SessionUser, now: Date, raw: unknown): Promise<number> {
  mayEdit(user);
  const input = parseInput(copyTreatmentsSchema, raw);
  const source = await productBySku(db, input.from);
  if (!source) throw notFound(M.notFound);
  const targetSkus = [...new Set(input.to)].filter((s) => s !== source.sku);
  if (!targetSkus.length) throw badUserInput(M.copyTargets);
  const targets = await db.select({ id: products.id }).from(products).where(inArray(products.sku, targetSkus));
  if (targets.length !== targetSkus.length) throw notFound(M.notFound);
  const ids = (
    await db.select({ id: productTreatments.treatmentId }).from(productTreatments).where(eq(productTreatments.productId, source.id))
  ).map((r) => r.id);
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const targetIds = targets.map((t) => t.id);
    await tx.delete(productTreatments).where(inArray(productTreatments.productId, targetIds));
    if (ids.length)
      await tx.insert(productTreatments).values(targetIds.flatMap((productId) => ids.map((treatmentId) => ({ productId, treatmentId }))));
    await tx.update(products).set({ updatedAt: now }).where(inArray(products.id, targetIds));
  });
  return targets.length;
}

export const treatmentsCopiedText = (count: number) => fill(M.treatmentsCopied, { count });
