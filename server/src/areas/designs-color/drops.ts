import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { DESIGN_COLOR_MESSAGES, type addDropSchema, type SessionUser } from '@portal/shared/core';
import {
  DESIGN_METHODS,
  DESIGN_PAGE_SIZE,
  DROP_DEFAULT_SORT,
  DROP_LOCATIONS,
  DROP_SORT_KEYS,
  designImageUrl,
  type DropSortKey,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { auditAs } from '../../platform/audit';
import { containsPattern } from '../../platform/containsPattern';
import { conflict } from '../../platform/httpErrors';
import { designs, drops } from '../../db/tables/designs-color';

// dropsV2(page, search, searchCol, filters, orderBy, orderByOrder) (spec 002 "Drops", §7, §9): 50 a
// page, filtered and sorted in SQL. Usage (the default sort) has no field in the spec: it is derived,
// the number of order items whose design carries the drop's code (README "Decisions"), kept in
// drops.usage by triggers (migration 0042). The total is -1 when a full page comes back (§9), else exact.

export interface DropsArgs {
  page?: number | null;
  search?: string | null;
  searchCol?: string | null;
  filters?: {
    active?: readonly string[] | null;
    method?: readonly string[] | null;
    logoRequired?: readonly string[] | null;
    tags?: readonly string[] | null;
  } | null;
  orderBy?: string | null;
  orderByOrder?: string | null;
}

// Written with the table name: drizzle renders a lone column unqualified, which inside this
// subquery would mean the design's own code.
const dropCode = sql.raw('"drops"."code"');
const image = sql<
  string | null
>`(select d.id || '-' || d.variation from ${designs} d where d.code = ${dropCode} order by d.created_at, d.uid limit 1)`;

const SORTS: Record<DropSortKey, SQL> = {
  usage: sql`${drops.usage}`,
  id: sql`${drops.id}`,
  name: sql`lower(${drops.name})`,
  startDate: sql`${drops.startDate}`,
  endDate: sql`${drops.endDate}`,
  createdDate: sql`${drops.createdAt}`,
};

const yesNo = (values: readonly string[] | null | undefined): boolean | null => {
  const v = new Set((values ?? []).map((x) => x.toLowerCase()));
  const yes = v.has('true') || v.has('y') || v.has('1');
  const no = v.has('false') || v.has('n') || v.has('0');
  return yes === no ? null : yes;
};
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
const strings = (v: readonly string[] | null | undefined) =>
  (v ?? []).filter((s) => s.length > 0 && s.length <= 50 && !s.includes('\u0000'));

function searchCondition(search: string, col: string): SQL | undefined {
  const text = search
    .trim()
    .toLowerCase()
    .replace(/\u0000/g, '');
  if (!text) return undefined;
  const like = containsPattern(text);
  const byId = /^\d{1,9}$/.test(text) ? sql`${drops.id} = ${Number(text)}` : sql`lower(${drops.code}) like ${like}`;
  switch (col) {
    case 'id':
      return byId;
    case 'name':
      return sql`lower(${drops.name}) like ${like}`;
    case 'tags':
      return sql`exists (select 1 from unnest(${drops.tags}) t where lower(t) like ${like})`;
    default:
      return sql`(${byId} or lower(${drops.name}) like ${like} or exists (select 1 from unnest(${drops.tags}) t where lower(t) like ${like}))`;
  }
}

export async function listDrops(db: Db, args: DropsArgs) {
  const page = Math.min(Math.max(1, Math.floor(args.page ?? 1) || 1), 100_000);
  const f = args.filters ?? {};
  const conds: (SQL | undefined)[] = [];
  const active = yesNo(f.active);
  if (active !== null) conds.push(eq(drops.active, active));
  const logo = yesNo(f.logoRequired);
  if (logo !== null) conds.push(eq(drops.logoRequired, logo));
  const methods = strings(f.method);
  if (methods.length) conds.push(sql`${drops.methods} && ${textArray(methods)}`);
  const tags = strings(f.tags);
  if (tags.length) conds.push(sql`${drops.tags} && ${textArray(tags)}`);
  conds.push(searchCondition(String(args.search ?? '').slice(0, 100), args.searchCol ?? 'id'));
  const orderBy: DropSortKey = (DROP_SORT_KEYS as readonly string[]).includes(args.orderBy ?? '')
    ? (args.orderBy as DropSortKey)
    : DROP_DEFAULT_SORT;
  const ascending = args.orderByOrder === 'asc';
  const dir = (s: SQL) => (ascending ? sql`${s} asc nulls last` : sql`${s} desc nulls last`);
  const rows = await db
    .select({
      id: drops.id,
      code: drops.code,
      name: drops.name,
      width: drops.widthIn,
      height: drops.heightIn,
      methods: drops.methods,
      lines: drops.lines,
      startDate: drops.startDate,
      endDate: drops.endDate,
      logoRequired: drops.logoRequired,
      active: drops.active,
      locationIds: drops.locationIds,
      tags: drops.tags,
      subCategory: drops.subCategory,
      createdDate: drops.createdAt,
      usage: drops.usage,
      image,
    })
    .from(drops)
    .where(and(...conds.filter((c): c is SQL => !!c)))
    .orderBy(dir(SORTS[orderBy]), dir(sql`${drops.id}`))
    .limit(DESIGN_PAGE_SIZE)
    .offset((page - 1) * DESIGN_PAGE_SIZE);
  const methodName = new Map<string, string>(DESIGN_METHODS.map((m) => [m.code, m.name]));
  const locationName = new Map<number, string>(DROP_LOCATIONS.map((l) => [l.id, l.name]));
  return {
    total: rows.length === DESIGN_PAGE_SIZE ? -1 : (page - 1) * DESIGN_PAGE_SIZE + rows.length,
    drops: rows.map(({ locationIds, image: key, ...r }) => {
      const at = key ? key.lastIndexOf('-') : -1;
      return {
        ...r,
        width: Number(r.width),
        height: Number(r.height),
        methods: r.methods.map((id) => ({ id, name: methodName.get(id) ?? id })),
        locations: locationIds.map((id) => ({ id, name: locationName.get(id) ?? String(id) })),
        image: key && at > 0 ? designImageUrl({ id: key.slice(0, at), variation: Number(key.slice(at + 1)) }) : null,
        templateImage: null,
      };
    }),
  };
}

/**
 * POST /api/drops (ours: spec 002 "Drops" gives dropManager an add control and shows no call): a new
 * drop, active, created now; its code is unique (409 'This drop code already exists.'). One
 * transaction with its audit entry.
 */
export async function addDrop(
  db: Db,
  user: SessionUser,
  input: z.output<typeof addDropSchema>,
  now: Date,
): Promise<{ id: number; code: string }> {
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const [taken] = await tx.select({ id: drops.id }).from(drops).where(eq(drops.code, input.code));
    if (taken) throw conflict(DESIGN_COLOR_MESSAGES.dropCodeExists);
    const [row] = await tx
      .insert(drops)
      .values({
        code: input.code,
        name: input.name,
        widthIn: input.width.toFixed(2),
        heightIn: input.height.toFixed(2),
        methods: input.methods,
        lines: input.lines,
        startDate: input.startDate ? new Date(`${input.startDate}T00:00:00Z`) : null,
        endDate: input.endDate ? new Date(`${input.endDate}T00:00:00Z`) : null,
        logoRequired: input.logoRequired,
        active: true,
        locationIds: input.locationIds,
        tags: input.tags,
        subCategory: input.subCategory,
        createdAt: now,
      })
      .returning({ id: drops.id, code: drops.code });
    return row;
  });
}
