import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COLOR_SEARCH_MAX,
  COLOR_TABLE_PAGE_SIZES,
  DESIGN_COLOR_MESSAGES as M,
  messages,
  searchWords,
  SWATCH_SORT_KEYS,
  type AddSwatchLibraryBody,
  type ColorTableQuery,
  type DeleteSwatchBody,
  type SessionUser,
  type swatchLibrarySchema,
  type swatchSchema,
  type SwatchSortKey,
  type UpdateSwatchBody,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { auditAs } from '../../platform/audit';
import { containsPattern } from '../../platform/containsPattern';
import { badRequest, conflict, forbidden, notFound } from '../../platform/httpErrors';
import { aiSwatches, aiSwatchLibraries, designColors } from '../../db/tables/designs-color';

// The AI swatch library (spec 001 §2.4, §3.4, §5.4, §7.4): the admin table (searched, sorted and paged
// in SQL), add a library with rows, edit one swatch with only its changed fields, delete one that no
// design uses. Locked libraries refuse every change, whoever asks (§4.3).

const columns = {
  id: aiSwatches.id,
  colorName: aiSwatches.colorName,
  rgbHex: aiSwatches.rgbHex,
  libraryName: aiSwatchLibraries.name,
  groupName: aiSwatches.groupName,
  equivalent: aiSwatches.equivalent,
  updatedAt: aiSwatches.updatedAt,
  locked: aiSwatchLibraries.locked,
};

const SORTS: Record<SwatchSortKey, SQL> = {
  colorName: sql`${aiSwatches.colorName}`,
  rgbHex: sql`${aiSwatches.rgbHex}`,
  libraryName: sql`${aiSwatchLibraries.name}`,
  groupName: sql`${aiSwatches.groupName}`,
  updatedAt: sql`${aiSwatches.updatedAt}`,
};

type Swatch = z.output<typeof swatchSchema>;

/** Page size: one of 50/100/200 (spec 001 §9), else 50. */
export function pageSizeOf(value: string | undefined): number {
  const n = Number(value);
  return (COLOR_TABLE_PAGE_SIZES as readonly number[]).includes(n) ? n : COLOR_TABLE_PAGE_SIZES[0];
}

/** A page number from the query string, clamped (0-based or 1-based as the caller says). */
export function pageOf(value: string | undefined, first: 0 | 1): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= first ? Math.min(n, 100_000) : first;
}

export async function libraries(db: Db): Promise<z.output<typeof swatchLibrarySchema>[]> {
  const [libs, groups] = await Promise.all([
    db.select().from(aiSwatchLibraries).orderBy(aiSwatchLibraries.priorityRank, aiSwatchLibraries.name),
    db
      .select({ libraryId: aiSwatches.libraryId, groupName: aiSwatches.groupName, n: count() })
      .from(aiSwatches)
      .groupBy(aiSwatches.libraryId, aiSwatches.groupName)
      .orderBy(aiSwatches.groupName),
  ]);
  return libs.map((l) => {
    const mine = groups.filter((g) => g.libraryId === l.id);
    return {
      name: l.name,
      count: mine.reduce((s, g) => s + g.n, 0),
      groups: mine.filter((g) => g.groupName !== '').map((g) => ({ name: g.groupName, count: g.n })),
      lock: l.locked,
      priorityRank: l.priorityRank,
      teams: l.teamIds,
    };
  });
}

/** GET /api/production/ai_swatches_admin: one page of swatches, the count, and the libraries. */
export async function swatchTable(db: Db, query: ColorTableQuery) {
  const pageSize = pageSizeOf(query.rowsPerPage);
  const page = pageOf(query.page, 1);
  const orderBy: SwatchSortKey = (SWATCH_SORT_KEYS as readonly string[]).includes(query.orderBy ?? '')
    ? (query.orderBy as SwatchSortKey)
    : 'colorName';
  const descending = query.desc === '1';
  const words = searchWords(String(query.search ?? '').slice(0, COLOR_SEARCH_MAX));
  const where = and(
    ...words.map(
      (w) =>
        sql`(lower(${aiSwatches.colorName}) like ${containsPattern(w)} or lower(${aiSwatches.rgbHex}) like ${containsPattern(w)} or lower(${aiSwatchLibraries.name}) like ${containsPattern(w)} or lower(${aiSwatches.groupName}) like ${containsPattern(w)})`,
    ),
  );
  const dir = (s: SQL) => (descending ? desc(s) : asc(s));
  const [rows, [{ total }], libs] = await Promise.all([
    db
      .select(columns)
      .from(aiSwatches)
      .innerJoin(aiSwatchLibraries, eq(aiSwatchLibraries.id, aiSwatches.libraryId))
      .where(where)
      .orderBy(dir(SORTS[orderBy]), dir(sql`${aiSwatches.id}`))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(aiSwatches)
      .innerJoin(aiSwatchLibraries, eq(aiSwatchLibraries.id, aiSwatches.libraryId))
      .where(where),
    libraries(db),
  ]);
  return { swatches: rows, total, libraries: libs };
}

/**
 * GET /api/production/ai_swatches (spec 001 §7.4): every swatch, for pickers (mapping dialog, extraction).
 * library=1 and group=1 add the library and group names to each (without them: name and hex only).
 */
export async function allSwatches(db: Db, query: { library?: string; group?: string }) {
  const rows = await db
    .select(columns)
    .from(aiSwatches)
    .innerJoin(aiSwatchLibraries, eq(aiSwatchLibraries.id, aiSwatches.libraryId))
    .orderBy(aiSwatchLibraries.priorityRank, aiSwatches.colorName, aiSwatches.id);
  return rows.map((r) => ({
    colorName: r.colorName,
    rgbHex: r.rgbHex,
    equivalent: r.equivalent,
    ...(query.library === '1' ? { libraryName: r.libraryName } : {}),
    ...(query.group === '1' ? { groupName: r.groupName } : {}),
  }));
}

const mustEdit = (user: SessionUser) => {
  if (!user.access.artistManager) throw forbidden(M.swatchEditForbidden);
};

async function libraryByName(tx: Db, name: string) {
  const [lib] = await tx.select().from(aiSwatchLibraries).where(sql`lower(${aiSwatchLibraries.name}) = lower(${name})`).for('update');
  return lib;
}

/** POST: libraryName and swatches[] (spec 001 §5.4): a new library, or rows added to an unlocked one. */
export async function addSwatchLibrary(db: Db, user: SessionUser, input: AddSwatchLibraryBody, now: Date) {
  mustEdit(user);
  const seen = new Set<string>();
  for (const s of input.swatches) {
    const key = `${s.groupName}\u0000${s.colorName}`;
    if (seen.has(key)) throw badRequest(messages.colorExists);
    seen.add(key);
  }
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    let lib = await libraryByName(tx, input.libraryName);
    if (lib?.locked) throw conflict(M.libraryLocked);
    if (!lib) [lib] = await tx.insert(aiSwatchLibraries).values({ name: input.libraryName.toUpperCase() }).returning();
    const clash = await tx
      .select({ id: aiSwatches.id })
      .from(aiSwatches)
      .where(
        and(
          eq(aiSwatches.libraryId, lib.id),
          sql`(${aiSwatches.groupName}, ${aiSwatches.colorName}) in (${sql.join(
            input.swatches.map((s) => sql`(${s.groupName}, ${s.colorName})`),
            sql`, `,
          )})`,
        ),
      )
      .limit(1);
    if (clash.length) throw badRequest(messages.colorExists);
    const inserted = await tx
      .insert(aiSwatches)
      .values(
        input.swatches.map((s) => ({
          libraryId: lib.id,
          groupName: s.groupName,
          colorName: s.colorName,
          rgbHex: s.rgbHex,
          equivalent: s.equivalent,
          updatedAt: now,
        })),
      )
      .returning({ id: aiSwatches.id });
    return swatchesByIds(
      tx,
      inserted.map((r) => r.id),
    );
  });
}

async function swatchesByIds(db: Db, ids: number[]): Promise<Swatch[]> {
  if (!ids.length) return [];
  return db
    .select(columns)
    .from(aiSwatches)
    .innerJoin(aiSwatchLibraries, eq(aiSwatchLibraries.id, aiSwatches.libraryId))
    .where(inArray(aiSwatches.id, ids))
    .orderBy(aiSwatches.id);
}

async function findSwatch(tx: Db, key: { colorName: string; libraryName: string; groupName: string }) {
  const [row] = await tx
    .select({ id: aiSwatches.id, libraryId: aiSwatches.libraryId, locked: aiSwatchLibraries.locked })
    .from(aiSwatches)
    .innerJoin(aiSwatchLibraries, eq(aiSwatchLibraries.id, aiSwatches.libraryId))
    .where(
      and(
        sql`lower(${aiSwatchLibraries.name}) = lower(${key.libraryName})`,
        eq(aiSwatches.groupName, key.groupName),
        eq(aiSwatches.colorName, key.colorName),
      ),
    )
    .for('update');
  if (!row) throw notFound(M.swatchNotFound);
  if (row.locked) throw conflict(M.libraryLocked);
  return row;
}

/** PUT: the swatch named by colorName, libraryName, groupName, with only the changed fields in `updates`. */
export async function updateSwatch(db: Db, user: SessionUser, input: UpdateSwatchBody, now: Date): Promise<Swatch> {
  mustEdit(user);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const row = await findSwatch(tx, input);
    const u = input.updates;
    let libraryId = row.libraryId;
    if (u.libraryName !== undefined) {
      const target = await libraryByName(tx, u.libraryName);
      if (!target) throw badRequest(messages.libraryRequired);
      if (target.locked) throw conflict(M.libraryLocked);
      libraryId = target.id;
    }
    const groupName = u.groupName ?? input.groupName;
    if (libraryId !== row.libraryId || groupName !== input.groupName) {
      const [clash] = await tx
        .select({ id: aiSwatches.id })
        .from(aiSwatches)
        .where(and(eq(aiSwatches.libraryId, libraryId), eq(aiSwatches.groupName, groupName), eq(aiSwatches.colorName, input.colorName)));
      if (clash) throw badRequest(messages.colorExists);
    }
    await tx
      .update(aiSwatches)
      .set({
        libraryId,
        groupName,
        ...(u.rgbHex !== undefined ? { rgbHex: u.rgbHex } : {}),
        ...(u.equivalent !== undefined ? { equivalent: u.equivalent } : {}),
        updatedAt: now,
      })
      .where(eq(aiSwatches.id, row.id));
    return (await swatchesByIds(tx, [row.id]))[0];
  });
}

/** DELETE: 204, or 409 'Cannot delete a swatch that has been used in a design.' (spec 001 §8.4). */
export async function deleteSwatch(db: Db, user: SessionUser, input: DeleteSwatchBody, now: Date): Promise<void> {
  mustEdit(user);
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const row = await findSwatch(tx, input);
    const [used] = await tx.select({ id: designColors.id }).from(designColors).where(eq(designColors.swatchId, row.id)).limit(1);
    if (used) throw conflict(messages.swatchInUse);
    await tx.delete(aiSwatches).where(eq(aiSwatches.id, row.id));
  });
}

/** Swatches matching `where` (by name or by hex), the highest-ranked library's first: the swatch a design colour refers to. */
export function rankedSwatches(db: Db, where: SQL) {
  return db
    .select({ id: aiSwatches.id, colorName: aiSwatches.colorName, rgbHex: aiSwatches.rgbHex })
    .from(aiSwatches)
    .innerJoin(aiSwatchLibraries, eq(aiSwatchLibraries.id, aiSwatches.libraryId))
    .where(where)
    .orderBy(asc(aiSwatchLibraries.priorityRank), asc(aiSwatches.id));
}
