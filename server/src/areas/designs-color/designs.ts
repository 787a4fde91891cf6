import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  allows,
  DESIGN_COLOR_MESSAGES,
  DESIGN_DEFAULT_SEARCH_COL,
  DESIGN_DEFAULT_SORT,
  DESIGN_METHODS,
  DESIGN_PAGE_SIZE,
  DESIGN_SEARCH_COLS,
  DESIGN_SORT_KEYS,
  contrastRatio,
  designImageUrl,
  designFileUrl,
  pmsImageUrl,
  TREATMENTS,
  type DesignSortKey,
  type DisableDesignsBody,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { auditAs } from '../../platform/audit';
import { containsPattern } from '../../platform/containsPattern';
import { notFound } from '../../platform/httpErrors';
import { designsInUse, type DesignInUse } from './inUse';
import { designColors, designCounts, designs } from '../../db/tables/designs-color';
import { usersView } from '../../db/tables/platform.views';
import { customersView, leaguesView, playersView, teamsView, userCustomersView } from '../../db/tables/directory.views';

// designs(page, order, orderBy, search, searchCol, filter, dropship) and its friends (spec 001 §2.3,
// §7.3, §9): filtered, sorted and paged in SQL; the sort comes from an allow-list and each has an
// index (schema.ts), with uid as tie-break so pages never overlap. Names are joined for the page only.

export interface DesignListArgs {
  page?: number | null;
  order?: string | null;
  orderBy?: string | null;
  search?: string | null;
  searchCol?: string | null;
  filter?: {
    customer?: readonly string[] | null;
    method?: readonly string[] | null;
    league?: readonly number[] | null;
    team?: readonly number[] | null;
    player?: readonly number[] | null;
    code?: readonly string[] | null;
    active?: string | null;
    stock?: string | null;
  } | null;
  dropship?: boolean | null;
  showcase?: boolean | null;
}

const METHOD_NAME = new Map<string, string>(DESIGN_METHODS.map((m) => [m.code, m.name]));

const SORTS: Record<DesignSortKey, SQL> = {
  created_at: sql`${designs.createdAt}`,
  id: sql`${designs.id}`,
  customer: sql`${designs.customerNumb}`,
  method: sql`${designs.method}`,
  league: sql`${designs.leagueId}`,
  team: sql`${designs.teamId}`,
  player: sql`${designs.playerId}`,
  last_used: sql`${designs.lastUsed}`,
};

/**
 * Whose designs a user sees (README "Decisions", docs/ownership.md §2.6): staff every design; a REP
 * the designs of their own customers, the designs of no customer (licence designs) and the
 * showcased ones; a CUSTOMER user their own customers' designs only.
 */
export function scopeOf(user: SessionUser, c: CountedColumns = DESIGN_COLUMNS): SQL | undefined {
  if (user.userType === 'INTERNAL') return undefined;
  if (user.userType === 'CUSTOMER')
    return sql`${c.customer} in (select ${userCustomersView.customerNumb} from ${userCustomersView} where ${userCustomersView.userId} = ${user.id})`;
  const own = user.repCode
    ? sql`${c.customer} in (select ${customersView.numb} from ${customersView} where ${customersView.repCode} = ${user.repCode})`
    : sql`false`;
  return sql`(${own} or ${c.noCustomer} or ${c.showcase})`;
}

function searchCondition(search: string, searchCol: string): SQL | undefined {
  const text = search.trim().toLowerCase();
  if (!text) return undefined;
  const like = containsPattern(text);
  const sub = (table: SQL, column: SQL, key: SQL) => sql`${key} in (select id from ${table} where lower(${column}) like ${like})`;
  switch (searchCol) {
    case 'id': // Design ID: the id starts with the text ('D123' finds D12345); '-2' names a variation.
      {
        const [id, variation] = text.split('-');
        const cond = sql`lower(${designs.id}) like ${id.replace(/[\\%_]/g, (c) => `\\${c}`) + '%'}`;
        return variation && /^\d+$/.test(variation) ? and(cond, eq(designs.variation, Number(variation))) : cond;
      }
    case 'customer':
      return sql`(lower(${designs.customerNumb}) like ${like} or ${designs.customerNumb} in (select numb from ${customersView} where lower(name) like ${like}))`;
    case 'league':
      return sub(sql`${leaguesView}`, sql`name`, sql`${designs.leagueId}`);
    case 'team':
      return sub(sql`${teamsView}`, sql`name`, sql`${designs.teamId}`);
    case 'player':
      return sub(sql`${playersView}`, sql`name`, sql`${designs.playerId}`);
    case 'method': {
      const codes = DESIGN_METHODS.filter((m) => m.code.toLowerCase().includes(text) || m.name.toLowerCase().includes(text)).map(
        (m) => m.code,
      );
      return codes.length ? inArray(designs.method, codes) : sql`false`;
    }
    case 'parentId':
      return sql`lower(${designs.parentId}) like ${like}`;
    case 'royaltyCode':
      return sql`lower(${designs.royaltyCode}) like ${like}`;
    case 'tags':
      return sql`exists (select 1 from unnest(${designs.tags}) t where lower(t) like ${like})`;
    case 'comment':
      return sql`lower(${designs.comment}) like ${like}`;
    default:
      return sql`${designs.searchText} like ${like}`;
  }
}

const strings = (v: readonly string[] | null | undefined) =>
  (v ?? []).filter((s) => typeof s === 'string' && s.length > 0 && s.length <= 50);
const ints = (v: readonly number[] | null | undefined) => (v ?? []).filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);

/** The columns the summary (design_counts) shares with designs: the filters either can answer. */
interface CountedColumns {
  customer: AnyPgColumn;
  /** A design of no customer (a licence design). */
  noCustomer: SQL;
  method: AnyPgColumn;
  active: AnyPgColumn;
  stock: AnyPgColumn;
  showcase: AnyPgColumn;
}
const DESIGN_COLUMNS: CountedColumns = {
  customer: designs.customerNumb,
  noCustomer: sql`${designs.customerNumb} is null`,
  method: designs.method,
  active: designs.active,
  stock: designs.stock,
  showcase: designs.showcase,
};
const COUNT_COLUMNS: CountedColumns = {
  customer: designCounts.customerKey,
  noCustomer: sql`${designCounts.customerKey} = ''`,
  method: designCounts.method,
  active: designCounts.active,
  stock: designCounts.stock,
  showcase: designCounts.showcase,
};

/** The conditions on the counted columns: scope, dropship, showcase, active (Yes by default), stock, customer, method. */
function countedConditions(c: CountedColumns, user: SessionUser, args: DesignListArgs): SQL[] {
  const f = args.filter ?? {};
  const conds: (SQL | undefined)[] = [scopeOf(user, c)];
  if (args.dropship) conds.push(eq(c.stock, true));
  if (args.showcase) conds.push(eq(c.showcase, true));
  // spec 001 §2.3: Active=Yes unless the filter says otherwise ('all': both; the screen sends 'all' on /all_designs).
  const active = f.active ?? 'Y';
  if (active === 'Y') conds.push(eq(c.active, true));
  else if (active === 'N') conds.push(eq(c.active, false));
  if (f.stock === 'Y') conds.push(eq(c.stock, true));
  else if (f.stock === 'N') conds.push(eq(c.stock, false));
  const customer = strings(f.customer);
  if (customer.length) conds.push(inArray(c.customer, customer));
  const method = strings(f.method);
  if (method.length) conds.push(inArray(c.method, method));
  return conds.filter((x): x is SQL => !!x);
}

/** Whether the list asks more than the counted columns (a search, a league, team, player or drop code). */
function narrowsFurther(args: DesignListArgs): boolean {
  const f = args.filter ?? {};
  return (
    (args.search ?? '').trim().length > 0 ||
    strings(f.code).length + ints(f.league).length + ints(f.team).length + ints(f.player).length > 0
  );
}

export function designConditions(user: SessionUser, args: DesignListArgs): SQL[] {
  const f = args.filter ?? {};
  const conds: (SQL | undefined)[] = countedConditions(DESIGN_COLUMNS, user, args);
  const league = ints(f.league);
  if (league.length) conds.push(inArray(designs.leagueId, league));
  const team = ints(f.team);
  if (team.length) conds.push(inArray(designs.teamId, team));
  const player = ints(f.player);
  if (player.length) conds.push(inArray(designs.playerId, player));
  const code = strings(f.code);
  if (code.length) conds.push(inArray(designs.code, code));
  const col = args.searchCol && DESIGN_SEARCH_COLS.includes(args.searchCol) ? args.searchCol : DESIGN_DEFAULT_SEARCH_COL;
  conds.push(searchCondition((args.search ?? '').slice(0, 100), col));
  return conds.filter((c): c is SQL => !!c);
}

export interface DesignRow {
  id: string;
  variation: number;
  image: string;
  customer: string | null;
  customerName: string | null;
  method: string;
  methodName: string;
  leagueId: number | null;
  leagueName: string | null;
  teamId: number | null;
  teamName: string | null;
  playerId: number | null;
  playerName: string | null;
  leagueApproved: boolean;
  code: string | null;
  active: boolean;
  stock: boolean;
  cc: boolean;
  parentId: string | null;
  royaltyCode: string | null;
  royaltyDesc: string | null;
  width: number;
  height: number;
  quantity: number;
  text: string | null;
  comment: string | null;
  tags: string[];
  approved: boolean;
  showcase: boolean;
  showcaseComment: string | null;
  primary: string | null;
  secondary: string | null;
  neutral: string | null;
  tonalHex: string | null;
  /** spec 001 §3.3 tonal: the Tonal colour (hex), as primary, secondary and neutral carry theirs. */
  tonal: string | null;
  disabledComment: string | null;
  createdAt: Date;
  lastUsed: Date | null;
  colors: { rgbHex: string; name: string }[];
  prototype: boolean;
  pattern: boolean;
  /** The treatment of the method: its name and maximum size (shared TREATMENTS). */
  methodDesc: string;
  /** A colour-coordinated variation's source design: the parent's id and variation (null when not CC). */
  colorCode: string | null;
  colorVar: number | null;
  prodImage: string | null;
  pmsImage: string | null;
  workingImage: string | null;
  league: { id: number; name: string } | null;
  team: { id: number; name: string } | null;
  player: { id: number; name: string } | null;
  /** The name of who put the design in the showcase. */
  showcasedBy: string | null;
  hasText: boolean;
  /** WCAG contrast ratio of Primary and Secondary, 2 decimals (null without both). */
  contrast: number | null;
  /** Another active design has the same team, player, method and colours (the licence duplicate rule). */
  same: boolean | null;
}

const rowColumns = {
  uid: designs.uid,
  id: designs.id,
  variation: designs.variation,
  customer: designs.customerNumb,
  customerName: customersView.name,
  method: designs.method,
  leagueId: designs.leagueId,
  leagueName: leaguesView.name,
  teamId: designs.teamId,
  teamName: teamsView.name,
  playerId: designs.playerId,
  playerName: playersView.name,
  leagueApproved: designs.leagueApproved,
  code: designs.code,
  active: designs.active,
  stock: designs.stock,
  cc: designs.cc,
  parentId: designs.parentId,
  royaltyCode: designs.royaltyCode,
  royaltyDesc: designs.royaltyDesc,
  width: designs.widthIn,
  height: designs.heightIn,
  quantity: designs.quantity,
  text: designs.text,
  comment: designs.comment,
  tags: designs.tags,
  approved: designs.approved,
  showcase: designs.showcase,
  showcaseComment: designs.showcaseComment,
  primary: designs.primaryHex,
  secondary: designs.secondaryHex,
  neutral: designs.neutralHex,
  tonalHex: designs.tonalHex,
  disabledComment: designs.disabledComment,
  createdAt: designs.createdAt,
  lastUsed: designs.lastUsed,
  prototype: designs.prototype,
  pattern: designs.pattern,
  pmsFile: designs.pmsImage,
  prodImage: designs.prodImage,
  workingImage: designs.workingImage,
  showcasedBy: sql<string | null>`(select u.name from ${usersView} u where u.id = ${designs.showcasedBy})`,
  // spec 001 §3.3 same: the duplicate rule of a new licence design (licenseDesigns.ts), asked of each row.
  same: sql<boolean>`(${designs.teamId} is not null and exists (select 1 from ${designs} o where o.uid <> ${sql.raw('"designs"."uid"')}
    and o.active and o.team_id = ${designs.teamId} and o.player_id is not distinct from ${designs.playerId} and o.method = ${designs.method}
    and o.primary_hex = ${designs.primaryHex} and o.secondary_hex = ${designs.secondaryHex} and o.neutral_hex = ${designs.neutralHex}))`,
  // The design's colours in order, in the row's own query (one round trip less per page).
  colors: sql<
    { rgbHex: string; name: string }[]
  >`(select coalesce(json_agg(json_build_object('rgbHex', c.rgb_hex, 'name', c.name) order by c.position), '[]'::json) from ${designColors} c where c.design_uid = ${sql.raw('"designs"."uid"')})`,
};

/** spec 001 §3.3 methodDesc: the method's treatment, its name and maximum size ('Screen Print, up to 16 x 20 in'). */
const METHOD_DESC = new Map<string, string>(
  DESIGN_METHODS.map((m) => {
    const t = TREATMENTS.find((x) => x.type === m.code);
    return [m.code, t ? `${t.name}, up to ${t.maxWidth} x ${t.maxHeight} in` : m.name];
  }),
);

interface NamedColumns {
  width: string;
  height: string;
  method: string;
  cc: boolean;
  parentId: string | null;
  text: string | null;
  primary: string | null;
  secondary: string | null;
  tonalHex: string | null;
  pmsFile: string | null;
  /** File keys (designFiles.ts): the answer carries their URLs. */
  prodImage: string | null;
  workingImage: string | null;
  id: string;
  variation: number;
  leagueId: number | null;
  leagueName: string | null;
  teamId: number | null;
  teamName: string | null;
  playerId: number | null;
  playerName: string | null;
}

const named = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/**
 * The numbers as numbers, the method's name and description, and what spec 001 §3.3 derives from the
 * row: colorCode / colorVar (a CC variation's parent 'D123-1'), hasText, contrast, tonal, the PMS
 * file's URL, league / team / player as {id, name}. (The colours come with the row: `colors` above.)
 */
function withNames<T extends NamedColumns>(rows: T[]) {
  return rows.map(({ pmsFile, ...r }) => {
    const parent = r.cc && r.parentId ? /^(.+)-(\d+)$/.exec(r.parentId) : null;
    return {
      ...r,
      width: Number(r.width),
      height: Number(r.height),
      methodName: METHOD_NAME.get(r.method) ?? r.method,
      methodDesc: METHOD_DESC.get(r.method) ?? r.method,
      colorCode: parent ? parent[1] : null,
      colorVar: parent ? Number(parent[2]) : null,
      hasText: !!r.text?.trim(),
      contrast: r.primary && r.secondary ? Math.round(contrastRatio(r.primary, r.secondary) * 100) / 100 : null,
      tonal: r.tonalHex,
      pmsImage: pmsFile ? pmsImageUrl(pmsFile) : null,
      prodImage: r.prodImage ? designFileUrl(r, 'production') : null,
      workingImage: r.workingImage ? designFileUrl(r, 'working') : null,
      league: named(r.leagueId, r.leagueName),
      team: named(r.teamId, r.teamName),
      player: named(r.playerId, r.playerName),
    };
  });
}

function selectRows(db: Db) {
  return db
    .select(rowColumns)
    .from(designs)
    .leftJoin(customersView, eq(customersView.numb, designs.customerNumb))
    .leftJoin(leaguesView, eq(leaguesView.id, designs.leagueId))
    .leftJoin(teamsView, eq(teamsView.id, designs.teamId))
    .leftJoin(playersView, eq(playersView.id, designs.playerId));
}

/**
 * The list's total. When its filters are only the counted columns (the default views and most
 * drawer choices), it is a sum over design_counts, the trigger-kept summary (a few hundred rows);
 * a search or a league, team, player or drop code counts the designs themselves.
 */
function countDesigns(db: Db, user: SessionUser, args: DesignListArgs, where: SQL | undefined) {
  if (narrowsFurther(args)) return db.select({ total: sql<number>`count(*)::int` }).from(designs).where(where);
  return db
    .select({ total: sql<number>`coalesce(sum(${designCounts.n}), 0)::int` })
    .from(designCounts)
    .where(and(...countedConditions(COUNT_COLUMNS, user, args)));
}

export async function listDesigns(db: Db, user: SessionUser, args: DesignListArgs): Promise<{ designs: DesignRow[]; total: number }> {
  const page = Math.min(Math.max(1, Math.floor(args.page ?? 1) || 1), 100_000);
  const orderBy: DesignSortKey = (DESIGN_SORT_KEYS as readonly string[]).includes(args.orderBy ?? '')
    ? (args.orderBy as DesignSortKey)
    : DESIGN_DEFAULT_SORT;
  // spec 001 §9: created_at ascending unless the URL says desc.
  const ascending = args.order !== 'desc';
  const where = and(...designConditions(user, args));
  const dir = (s: SQL) => (ascending ? sql`${s} asc nulls last` : sql`${s} desc nulls first`);
  const order = [dir(SORTS[orderBy]), ...(orderBy === 'created_at' ? [] : [dir(sql`${designs.createdAt}`)]), dir(sql`${designs.uid}`)];
  // The page's designs are found on designs alone (an index walk past the earlier pages), and the
  // names are joined for those 50 only: a deep page does not join every row it skips.
  const pageUids = db
    .select({ uid: designs.uid })
    .from(designs)
    .where(where)
    .orderBy(...order)
    .limit(DESIGN_PAGE_SIZE)
    .offset((page - 1) * DESIGN_PAGE_SIZE);
  const [rows, [{ total }]] = await Promise.all([
    selectRows(db)
      .where(inArray(designs.uid, pageUids))
      .orderBy(...order),
    countDesigns(db, user, args, where),
  ]);
  return { designs: withNames(rows).map(toRow).map(shownTo(user)), total };
}

function toRow(r: { uid: number; id: string; variation: number }): DesignRow {
  const { uid: _uid, ...rest } = r;
  return { ...rest, image: designImageUrl(r) } as unknown as DesignRow;
}

/**
 * What of a design the user's columns show (spec 001 §6), and nothing more: the customer's name to
 * the customer columns' readers (artists, artist managers, order_edit), the league, team and player
 * to the licence columns' or league filter's readers. The screen hides those columns from the
 * others; the server does not send them either.
 */
const shownTo =
  (user: SessionUser) =>
  (row: DesignRow): DesignRow => {
    const customers = allows('designCustomerColumns', user);
    const licence = allows('designLicenseColumns', user) || allows('designLeagueFilter', user);
    return {
      ...row,
      ...(customers ? {} : { customerName: null }),
      ...(licence
        ? {}
        : {
            leagueId: null,
            leagueName: null,
            teamId: null,
            teamName: null,
            playerId: null,
            playerName: null,
            league: null,
            team: null,
            player: null,
            same: null,
          }),
      // Who showcased it is a staff member's name: not for customer accounts.
      ...(user.userType === 'CUSTOMER' ? { showcasedBy: null } : {}),
    };
  };

/** designV2(id, variation): one design the user may see, or null. */
/** May this user see the design's art? The designs the user sees (scopeOf). */
export async function designVisibleTo(db: Db, user: SessionUser, id: string, variation: number): Promise<boolean> {
  const scope = scopeOf(user);
  if (!scope) return true;
  const [row] = await db
    .select({ uid: designs.uid })
    .from(designs)
    .where(and(eq(designs.id, id), eq(designs.variation, variation), scope))
    .limit(1);
  return !!row;
}

export async function designDetail(db: Db, user: SessionUser, id: string, variation: number): Promise<DesignRow | null> {
  if (id.length > 20 || !Number.isInteger(variation) || variation < 0 || variation > 32_767) return null;
  const rows = await selectRows(db).where(
    and(eq(designs.id, id), eq(designs.variation, variation), ...[scopeOf(user)].filter((c): c is SQL => !!c)),
  );
  if (!rows.length) return null;
  return shownTo(user)(toRow(withNames(rows)[0]));
}

/** designFilter: the drawer's options, from the designs the user may see (spec 001 §3.3 design filter). */
export async function designFilter(db: Db, user: SessionUser) {
  const scope = scopeOf(user);
  const [customerRows, leagueRows, teamRows, playerRows, codeRows, stockRows] = await Promise.all([
    db
      .selectDistinct({ numb: customersView.numb, name: customersView.name })
      .from(designs)
      .innerJoin(customersView, eq(customersView.numb, designs.customerNumb))
      .where(scope)
      .orderBy(customersView.name, customersView.numb),
    db
      .selectDistinct({ id: leaguesView.id, name: leaguesView.name })
      .from(designs)
      .innerJoin(leaguesView, eq(leaguesView.id, designs.leagueId))
      .where(scope)
      .orderBy(leaguesView.name),
    db
      .selectDistinct({ id: teamsView.id, name: teamsView.name, leagueId: teamsView.leagueId })
      .from(designs)
      .innerJoin(teamsView, eq(teamsView.id, designs.teamId))
      .where(scope)
      .orderBy(teamsView.name),
    db
      .selectDistinct({ id: playersView.id, name: playersView.name, teamId: playersView.teamId })
      .from(designs)
      .innerJoin(playersView, eq(playersView.id, designs.playerId))
      .where(scope)
      .orderBy(playersView.name),
    db
      .selectDistinct({ code: designs.code })
      .from(designs)
      .where(and(isNotNull(designs.code), scope))
      .orderBy(asc(designs.code)),
    db.selectDistinct({ stock: designs.stock }).from(designs).where(scope),
  ]);
  return {
    // The customers of the designs the user may see (a CUSTOMER user's own).
    customer: customerRows,
    method: DESIGN_METHODS.map((m) => ({ code: m.code, name: m.name, type: m.type })),
    // spec 001 §6: the League filter is shown to licence creation, order edit and licence artists
    // only; its options are sent to them only.
    league: allows('designLeagueFilter', user) ? leagueRows : [],
    team: teamRows,
    player: playerRows,
    code: codeRows.map((r) => r.code!),
    stock: (['Y', 'N'] as const).filter((v) => stockRows.some((r) => r.stock === (v === 'Y'))),
  };
}

export type DisableResult = { ok: true; disabled: number } | { ok: false; inUse: DesignInUse[] };

/**
 * POST /api/design/disable/bulk (spec 001 §4.3, §5.3): every named design inactive with the comment,
 * or nothing when any is in use (409 with the list). One transaction with its audit entries.
 */
export async function disableDesigns(db: Db, user: SessionUser, input: DisableDesignsBody, now: Date): Promise<DisableResult> {
  const keys = [...new Map(input.designs.map((d) => [`${d.id}\u0000${d.variation}`, d])).values()];
  try {
    return await db.transaction(async (tx) => {
      await auditAs(tx, user, now);
      const found = await tx
        .select({ uid: designs.uid, id: designs.id, variation: designs.variation })
        .from(designs)
        .where(
          and(
            inArray(
              designs.id,
              keys.map((k) => k.id),
            ),
            ...[scopeOf(user)].filter((c): c is SQL => !!c),
          ),
        )
        .for('update');
      const uids: number[] = [];
      for (const k of keys) {
        const row = found.find((f) => f.id === k.id && f.variation === k.variation);
        if (!row) throw notFound(DESIGN_COLOR_MESSAGES.designNotFound);
        uids.push(row.uid);
      }
      const inUse = await designsInUse(tx, keys);
      // Rolled back (the row locks taken above included): a refused call changes nothing.
      if (inUse.length) throw new InUse(inUse);
      await tx
        .update(designs)
        .set({ active: false, disabledComment: input.comment, disabledBy: user.id, updatedAt: now })
        .where(inArray(designs.uid, uids));
      return { ok: true as const, disabled: uids.length };
    });
  } catch (error) {
    if (error instanceof InUse) return { ok: false, inUse: error.designs };
    throw error;
  }
}

class InUse extends Error {
  constructor(readonly designs: DesignInUse[]) {
    super('in use');
  }
}
