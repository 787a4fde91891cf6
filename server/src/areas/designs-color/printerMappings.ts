import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COLOR_SEARCH_MAX,
  DESIGN_COLOR_MESSAGES as M,
  MAPPING_SORT_KEYS,
  searchWords,
  type AddPrinterMappingBody,
  type ColorTableQuery,
  type MappingSortKey,
  type printerMappingSchema,
  type SessionUser,
  type UpdatePrinterMappingBody,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { auditAs } from '../../platform/audit';
import { containsPattern } from '../../platform/containsPattern';
import { badRequest, conflict, notFound } from '../../platform/httpErrors';
import { aiSwatches, aiSwatchLibraries, printerColorMappings } from '../../db/tables/designs-color';
import { pageOf, pageSizeOf } from './swatches';

// Printer colour mappings (spec 001 §2.5, §3.4, §5.5, §7.5): the table (page 0-based, default sort
// updatedAt descending, search on whitespace-split words over colour name and equivalent), add
// (a library colour not yet mapped) and update (only the changed fields).

const mappingColumns = {
  colorName: printerColorMappings.colorName,
  audleyS2070_3_4: printerColorMappings.audleyS2070_3_4,
  epsonT7270: printerColorMappings.epsonT7270,
  epsonF6470: printerColorMappings.epsonF6470,
  roqNow: printerColorMappings.roqNow,
  equivalent: printerColorMappings.equivalent,
  updatedAt: printerColorMappings.updatedAt,
  // spec 001 §3.4 displayHex: the colour of the swatch the mapping is named after (first library by rank).
  // The outer column is written with its table name: drizzle would render it unqualified (= s.color_name).
  displayHex: sql<string | null>`(select s.rgb_hex from ${aiSwatches} s join ${aiSwatchLibraries} l on l.id = s.library_id
     where s.color_name = ${sql.raw('"printer_color_mappings"."color_name"')} order by l.priority_rank, s.id limit 1)`,
};

type Mapping = z.output<typeof printerMappingSchema>;

const SORTS: Record<MappingSortKey, SQL> = {
  colorName: sql`${printerColorMappings.colorName}`,
  audleyS2070_3_4: sql`${printerColorMappings.audleyS2070_3_4}`,
  epsonT7270: sql`${printerColorMappings.epsonT7270}`,
  epsonF6470: sql`${printerColorMappings.epsonF6470}`,
  roqNow: sql`${printerColorMappings.roqNow}`,
  equivalent: sql`${printerColorMappings.equivalent}`,
  updatedAt: sql`${printerColorMappings.updatedAt}`,
};

/** GET /api/production/printer_color_mappings?search&page(0-based)&rowsPerPage&orderBy&desc. */
export async function mappingTable(db: Db, query: ColorTableQuery) {
  const pageSize = pageSizeOf(query.rowsPerPage);
  const page = pageOf(query.page, 0);
  const orderBy: MappingSortKey = (MAPPING_SORT_KEYS as readonly string[]).includes(query.orderBy ?? '')
    ? (query.orderBy as MappingSortKey)
    : 'updatedAt';
  // spec 001 §2.5: desc=0 means ascending; anything else (or nothing) descending.
  const descending = query.desc !== '0';
  const words = searchWords(String(query.search ?? '').slice(0, COLOR_SEARCH_MAX));
  const where = and(
    ...words.map(
      (w) =>
        sql`(lower(${printerColorMappings.colorName}) like ${containsPattern(w)} or lower(coalesce(${printerColorMappings.equivalent}, '')) like ${containsPattern(w)})`,
    ),
  );
  const dir = (s: SQL) => (descending ? desc(s) : asc(s));
  const [rows, [{ total }], names] = await Promise.all([
    db
      .select(mappingColumns)
      .from(printerColorMappings)
      .where(where)
      .orderBy(dir(SORTS[orderBy]), dir(sql`${printerColorMappings.id}`))
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(printerColorMappings).where(where),
    // spec 001 §5.5 "on add, only colour names not yet mapped can be chosen": the dialog needs them all.
    db.select({ colorName: printerColorMappings.colorName }).from(printerColorMappings).orderBy(printerColorMappings.colorName),
  ]);
  return { mappings: rows as Mapping[], total, mappedNames: names.map((n) => n.colorName) };
}

async function mappingByName(db: Db, colorName: string): Promise<Mapping> {
  const [row] = await db.select(mappingColumns).from(printerColorMappings).where(eq(printerColorMappings.colorName, colorName));
  return row as Mapping;
}

async function mustBeLibraryColor(tx: Db, name: string | null | undefined) {
  if (!name) return;
  const [s] = await tx.select({ id: aiSwatches.id }).from(aiSwatches).where(eq(aiSwatches.colorName, name)).limit(1);
  if (!s) throw badRequest(M.unknownColor);
}

/** POST: a mapping for a library colour not yet mapped (spec 001 §5.5). */
export async function addMapping(db: Db, user: SessionUser, input: AddPrinterMappingBody, now: Date): Promise<Mapping> {
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    await mustBeLibraryColor(tx, input.colorName);
    await mustBeLibraryColor(tx, input.equivalent);
    const inserted = await tx
      .insert(printerColorMappings)
      .values({ ...input, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: printerColorMappings.id });
    if (!inserted.length) throw conflict(M.mappingExists);
    return mappingByName(tx, input.colorName);
  });
}

/** PUT: the changed fields of one mapping (spec 001 §4.3); the colour name is the key and stays. */
export async function updateMapping(db: Db, user: SessionUser, input: UpdatePrinterMappingBody, now: Date): Promise<Mapping> {
  const { colorName, ...changes } = input;
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    if ('equivalent' in set) await mustBeLibraryColor(tx, set.equivalent as string | null);
    const updated = await tx
      .update(printerColorMappings)
      .set({ ...set, updatedAt: now })
      .where(eq(printerColorMappings.colorName, colorName))
      .returning({ id: printerColorMappings.id });
    if (!updated.length) throw notFound(M.mappingNotFound);
    return mappingByName(tx, colorName);
  });
}
