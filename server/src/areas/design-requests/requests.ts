import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DESIGN_REQUEST_SORT_KEYS,
  DESIGN_REQUEST_STATUS,
  DESIGN_REQUEST_STATUSES,
  DR_LIMITS,
  DR_MESSAGES,
  designRequestStatusText,
  mayRequestLicenceDesign,
  mayViewDesignRequest,
  offeredDesignRequestActions,
  seesAllDesignRequests,
  seesRepFilter,
  treatmentOf,
  type DesignRequestListType,
  type DesignRequestSortKey,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { containsPattern } from '../../platform/containsPattern';
import { forbidden, notFound } from '../../platform/httpErrors';
import { designsInUse, type DesignKey } from '../designs-color';
import { artReferences, designRequestReferences, designRequests, designRequestTimeline } from '../../db/tables/design-requests';
import { usersView } from '../../db/tables/platform.views';
import { customersView, leaguesView, playersView, teamsView } from '../../db/tables/directory.views';
import { orderLinesView } from '../../db/tables/orders/views';
import { dropsView } from '../../db/tables/designs-color.views';

// The read side of design requests (spec 001 §2.2, §3.2, §7.2, §9): who sees which request, the
// three list types filtered, sorted and paged in SQL (indexes in schema.ts), the bucket counts, the
// filter domain, one request and its timeline.

const S = DESIGN_REQUEST_STATUS;
const rep = alias(usersView, 'dr_rep');
const artist = alias(usersView, 'dr_artist');

export type DesignRequestRow = typeof designRequests.$inferSelect;

/** The request, if this user may see it: 404 unknown, 403 not theirs (spec 001 §6; the screen redirects). */
export async function loadDesignRequest(db: Db, user: SessionUser, id: number, lock = false): Promise<DesignRequestRow> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound(DR_MESSAGES.notFound);
  const q = db.select().from(designRequests).where(eq(designRequests.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(DR_MESSAGES.notFound);
  if (!mayViewDesignRequest(user, row)) throw forbidden(DR_MESSAGES.forbidden);
  return row;
}

/** Whether a COMPLETE request's design is in use (designs-color's one definition). */
export async function requestDesignInUse(db: Db, row: Pick<DesignRequestRow, 'status' | 'designId' | 'designVar'>): Promise<boolean> {
  if (row.status !== S.COMPLETE || !row.designId || row.designVar === null) return false;
  const key: DesignKey = { id: row.designId, variation: row.designVar };
  return (await designsInUse(db, [key])).length > 0;
}

export const flowOf = (row: DesignRequestRow, designInUse = false) => ({
  status: row.status,
  userId: row.userId,
  artistId: row.artistId,
  hasArt: !!row.artKey || !!row.designId,
  designInUse,
});

// ---------------------------------------------------------------------------------------------
// Lists.

export interface DesignRequestFilters {
  search?: string | null;
  status?: readonly number[] | null;
  customer?: readonly string[] | null;
  league?: readonly number[] | null;
  team?: readonly number[] | null;
  player?: readonly number[] | null;
  user?: readonly number[] | null;
  artist?: readonly number[] | null;
  method?: readonly string[] | null;
  dropId?: readonly number[] | null;
  page?: number | null;
  listType?: string | null;
  /** Ours: 'mine' (assigned to me, or asked by me), 'unassigned' (awaiting an artist), else every request the list type holds. */
  scope?: string | null;
  /** Ours: /request_history_old/{orderId}: the requests whose design is on this order. */
  orderId?: number | null;
}

const ints = (v: readonly number[] | null | undefined) =>
  (v ?? []).filter((n) => Number.isInteger(n) && n >= 0 && n <= 2_147_483_647).slice(0, 200);
/** PostgreSQL text cannot hold U+0000: a value holding it matches nothing and is dropped. */
const strings = (v: readonly string[] | null | undefined) =>
  (v ?? []).filter((s) => typeof s === 'string' && s.length > 0 && s.length <= 50 && !s.includes('\u0000')).slice(0, 200);

export const listTypeOf = (v: string | null | undefined): DesignRequestListType => (v === 'H' || v === 'L' ? v : 'normal');

/** spec 001 §2.2 (ours: which rows each type holds): normal = open customer requests, L = open licence requests, H = complete ones. */
export function listTypeCondition(listType: DesignRequestListType): SQL {
  if (listType === 'H') return eq(designRequests.status, S.COMPLETE);
  return and(eq(designRequests.license, listType === 'L'), ne(designRequests.status, S.COMPLETE))!;
}

export const visibilityCondition = (user: SessionUser): SQL | undefined =>
  seesAllDesignRequests(user) ? undefined : eq(designRequests.userId, user.id);

export function designRequestConditions(user: SessionUser, f: DesignRequestFilters): SQL[] {
  const listType = listTypeOf(f.listType);
  const conds: (SQL | undefined)[] = [visibilityCondition(user), listTypeCondition(listType)];
  // spec 001 §6: licence requests are shown to licence-capable users (and to their own reps).
  if (listType === 'L' && !mayRequestLicenceDesign(user) && seesAllDesignRequests(user) && !user.access.artist) conds.push(sql`false`);
  if (f.scope === 'mine') conds.push(user.access.artist ? eq(designRequests.artistId, user.id) : eq(designRequests.userId, user.id));
  else if (f.scope === 'unassigned') conds.push(and(isNull(designRequests.artistId), eq(designRequests.status, S.AWAITING_ART)));
  const status = ints(f.status).filter((s) => (DESIGN_REQUEST_STATUSES as number[]).includes(s));
  if (f.status?.length) conds.push(status.length ? inArray(designRequests.status, status) : sql`false`);
  const customer = strings(f.customer);
  if (customer.length) conds.push(inArray(designRequests.customerNumb, customer));
  for (const [values, column] of [
    [f.league, designRequests.leagueId],
    [f.team, designRequests.teamId],
    [f.player, designRequests.playerId],
    [f.user, designRequests.userId],
    [f.artist, designRequests.artistId],
    [f.dropId, designRequests.dropId],
  ] as const) {
    const v = ints(values);
    if (v.length) conds.push(inArray(column, v));
  }
  const method = strings(f.method);
  if (method.length) conds.push(inArray(designRequests.method, method));
  if (f.orderId && Number.isInteger(f.orderId) && f.orderId > 0 && f.orderId <= 2_147_483_647) {
    conds.push(
      sql`exists (select 1 from ${orderLinesView} oi where oi.order_id = ${f.orderId} and oi.design_id = ${designRequests.designId} and oi.design_variation = ${designRequests.designVar})`,
    );
  }
  const text = (f.search ?? '')
    .replace(/\u0000/g, '')
    .trim()
    .toLowerCase()
    .slice(0, DR_LIMITS.search);
  if (text) {
    const n = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
    const like = sql`${designRequests.searchText} like ${containsPattern(text)}`;
    conds.push(n !== null ? sql`(${designRequests.id} = ${n} or ${like})` : like);
  }
  return conds.filter((c): c is SQL => !!c);
}

/** A name of another table, by key: what the columns show, so what they sort by. */
const nameBy = (table: SQL, key: SQL, value: SQL) => sql`(select n.name from ${table} n where ${key} = ${value})`;

const SORTS: Record<DesignRequestSortKey, SQL> = {
  dateCreated: sql`${designRequests.dateCreated}`,
  dateRequired: sql`${designRequests.dateRequired}`,
  id: sql`${designRequests.id}`,
  // The columns show names: customer, rep, artist, league, team and player sort by them, not by keys.
  customer: nameBy(sql`${customersView}`, sql`n.numb`, sql`${designRequests.customerNumb}`),
  rep: nameBy(sql`${usersView}`, sql`n.id`, sql`${designRequests.userId}`),
  artist: nameBy(sql`${usersView}`, sql`n.id`, sql`${designRequests.artistId}`),
  status: sql`${designRequests.status}`,
  revisions: sql`${designRequests.revisions}`,
  league: nameBy(sql`${leaguesView}`, sql`n.id`, sql`${designRequests.leagueId}`),
  team: nameBy(sql`${teamsView}`, sql`n.id`, sql`${designRequests.teamId}`),
  player: nameBy(sql`${playersView}`, sql`n.id`, sql`${designRequests.playerId}`),
};

export interface DesignRequestListRow {
  id: number;
  status: { code: number; description: string };
  dateCreated: Date;
  dateRequired: string;
  customer: { number: string; name: string } | null;
  user: { email: string; name: string };
  artist: { email: string; name: string } | null;
  revisions: number;
  license: boolean;
  league: { id: number; name: string } | null;
  team: { id: number; name: string } | null;
  player: { id: number; name: string } | null;
  method: string;
  designId: string | null;
  designVar: number | null;
}

export async function listDesignRequests(
  db: Db,
  user: SessionUser,
  filters: DesignRequestFilters,
  orderBy: string | null | undefined,
  descending: boolean | null | undefined,
): Promise<{ designRequests: DesignRequestListRow[]; totalCount: number }> {
  const where = and(...designRequestConditions(user, filters));
  const key = (DESIGN_REQUEST_SORT_KEYS as readonly string[]).includes(orderBy ?? '') ? (orderBy as DesignRequestSortKey) : 'dateCreated';
  const isDesc = descending ?? true;
  const dir = (e: SQL) => (isDesc ? desc(e) : asc(e));
  const page = Math.min(Math.max(1, Math.floor(filters.page ?? 1) || 1), 100_000);
  const order = [dir(SORTS[key]), dir(sql`${designRequests.id}`)];
  // A deferred join (as the order lists do): the page's ids first, on design_requests alone; then the
  // 50 rows with their names as scalar lookups by primary key. Joining the six name tables to every
  // row before paging took 40-60 ms at SEED_SCALE=100 (PGlite), this takes 5-9 ms (README "Speed").
  const pageIds = db
    .select({ id: designRequests.id })
    .from(designRequests)
    .where(where)
    .orderBy(...order)
    .limit(DR_LIMITS.pageSize)
    .offset((page - 1) * DR_LIMITS.pageSize);
  const nameOf = (table: SQL, key: SQL, value: SQL, column: SQL = sql`n.name`) =>
    sql<string | null>`(select ${column} from ${table} n where ${key} = ${value})`;
  const rows = await db
    .select({
      id: designRequests.id,
      status: designRequests.status,
      dateCreated: designRequests.dateCreated,
      dateRequired: designRequests.dateRequired,
      customerNumb: designRequests.customerNumb,
      customerName: nameOf(sql`${customersView}`, sql`n.numb`, sql`${designRequests.customerNumb}`),
      repEmail: nameOf(sql`${usersView}`, sql`n.id`, sql`${designRequests.userId}`, sql`n.email`),
      repName: nameOf(sql`${usersView}`, sql`n.id`, sql`${designRequests.userId}`),
      artistEmail: nameOf(sql`${usersView}`, sql`n.id`, sql`${designRequests.artistId}`, sql`n.email`),
      artistName: nameOf(sql`${usersView}`, sql`n.id`, sql`${designRequests.artistId}`),
      revisions: designRequests.revisions,
      license: designRequests.license,
      leagueId: designRequests.leagueId,
      leagueName: nameOf(sql`${leaguesView}`, sql`n.id`, sql`${designRequests.leagueId}`),
      teamId: designRequests.teamId,
      teamName: nameOf(sql`${teamsView}`, sql`n.id`, sql`${designRequests.teamId}`),
      playerId: designRequests.playerId,
      playerName: nameOf(sql`${playersView}`, sql`n.id`, sql`${designRequests.playerId}`),
      method: designRequests.method,
      designId: designRequests.designId,
      designVar: designRequests.designVar,
    })
    .from(designRequests)
    .where(inArray(designRequests.id, pageIds))
    .orderBy(...order);
  // The total: counted only when the page does not already tell it.
  let totalCount: number;
  if (page === 1 && rows.length < DR_LIMITS.pageSize) totalCount = rows.length;
  else {
    const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(designRequests).where(where);
    totalCount = Number(c.n);
  }
  return {
    totalCount,
    designRequests: rows.map((r) => ({
      id: r.id,
      status: { code: r.status, description: designRequestStatusText(r.status) },
      dateCreated: r.dateCreated,
      dateRequired: r.dateRequired,
      customer: r.customerNumb ? { number: r.customerNumb, name: r.customerName ?? r.customerNumb } : null,
      user: { email: r.repEmail ?? '', name: r.repName ?? '' },
      artist: r.artistEmail ? { email: r.artistEmail, name: r.artistName ?? r.artistEmail } : null,
      revisions: r.revisions,
      license: r.license,
      league: r.leagueId ? { id: r.leagueId, name: r.leagueName ?? '' } : null,
      team: r.teamId ? { id: r.teamId, name: r.teamName ?? '' } : null,
      player: r.playerId ? { id: r.playerId, name: r.playerName ?? '' } : null,
      method: r.method,
      designId: r.designId,
      designVar: r.designVar,
    })),
  };
}

/** spec 001 §3.2: the count buckets D (open customer requests), L (open licence requests), H (complete). */
export async function designRequestCount(db: Db, user: SessionUser): Promise<{ D: number; L: number; H: number }> {
  const [c] = await db
    .select({
      D: sql<number>`count(*) filter (where not ${designRequests.license} and ${designRequests.status} <> ${S.COMPLETE})::int`,
      L: sql<number>`count(*) filter (where ${designRequests.license} and ${designRequests.status} <> ${S.COMPLETE})::int`,
      H: sql<number>`count(*) filter (where ${designRequests.status} = ${S.COMPLETE})::int`,
    })
    .from(designRequests)
    .where(visibilityCondition(user));
  return {
    D: Number(c.D),
    L: mayRequestLicenceDesign(user) || !seesAllDesignRequests(user) || user.access.artist ? Number(c.L) : 0,
    H: Number(c.H),
  };
}

/** spec 001 §3.2 filter domain of a list type: what its rows hold. */
export async function designRequestsDomain(db: Db, user: SessionUser, listTypeArg: string | null | undefined) {
  const where = and(...designRequestConditions(user, { listType: listTypeOf(listTypeArg) }));
  const distinct = async <T>(column: SQL<T>) =>
    (await db.selectDistinct({ v: column }).from(designRequests).where(where))
      .map((r) => r.v)
      .filter((v): v is NonNullable<T> => v !== null);
  const [customerNumbs, userIds, artistIds, methods, dropIds, designIds, statuses, teamIds] = await Promise.all([
    distinct(sql<string | null>`${designRequests.customerNumb}`),
    distinct(sql<number>`${designRequests.userId}`),
    distinct(sql<number | null>`${designRequests.artistId}`),
    distinct(sql<string>`${designRequests.method}`),
    distinct(sql<number | null>`${designRequests.dropId}`),
    distinct(sql<string | null>`${designRequests.designId}`),
    distinct(sql<number>`${designRequests.status}`),
    distinct(sql<number | null>`${designRequests.teamId}`),
  ]);
  const people = async (ids: number[]) =>
    ids.length
      ? await db
          .select({ id: usersView.id, name: usersView.name, email: usersView.email })
          .from(usersView)
          .where(inArray(usersView.id, ids))
          .orderBy(usersView.name)
      : [];
  const [customerRows, userRows, artistRows, dropRows, teamRows] = await Promise.all([
    customerNumbs.length
      ? db
          .select({ number: customersView.numb, name: customersView.name })
          .from(customersView)
          .where(inArray(customersView.numb, customerNumbs))
          .orderBy(customersView.name)
      : [],
    people(userIds),
    people(artistIds),
    dropIds.length
      ? db.select({ id: dropsView.id, name: dropsView.name }).from(dropsView).where(inArray(dropsView.id, dropIds)).orderBy(dropsView.name)
      : [],
    teamIds.length
      ? db
          .select({ id: teamsView.id, name: teamsView.name, leagueId: leaguesView.id, leagueName: leaguesView.name })
          .from(teamsView)
          .innerJoin(leaguesView, eq(leaguesView.id, teamsView.leagueId))
          .where(inArray(teamsView.id, teamIds))
          .orderBy(leaguesView.name, teamsView.name)
      : [],
  ]);
  const playerRows = teamRows.length
    ? await db
        .select({ id: playersView.id, name: playersView.name, teamId: playersView.teamId })
        .from(playersView)
        .where(
          and(
            inArray(
              playersView.teamId,
              teamRows.map((t) => t.id),
            ),
            sql`${playersView.id} in (select player_id from design_requests where player_id is not null)`,
          ),
        )
        .orderBy(playersView.name)
    : [];
  const leagueMap = new Map<
    number,
    { id: number; name: string; teams: { id: number; name: string; players: { id: number; name: string }[] }[] }
  >();
  for (const t of teamRows) {
    let l = leagueMap.get(t.leagueId);
    if (!l) leagueMap.set(t.leagueId, (l = { id: t.leagueId, name: t.leagueName, teams: [] }));
    l.teams.push({ id: t.id, name: t.name, players: playerRows.filter((p) => p.teamId === t.id).map((p) => ({ id: p.id, name: p.name })) });
  }
  return {
    customers: customerRows,
    // spec 001 §6: the rep filter shows to artist, artist_manager or order_edit; others get none.
    users: seesRepFilter(user) ? userRows : [],
    artists: artistRows,
    methods: methods.sort().map((m) => ({ type: m, name: treatmentOf(m)?.name ?? m })),
    dropIds: dropRows,
    designIds: designIds.sort(),
    statuses: statuses.sort((a, b) => a - b).map((code) => ({ code, description: designRequestStatusText(code) })),
    leagues: [...leagueMap.values()],
  };
}

// ---------------------------------------------------------------------------------------------
// One request.

export async function designRequestDetail(db: Db, user: SessionUser, id: number) {
  const row = await loadDesignRequest(db, user, id);
  const inUse = await requestDesignInUse(db, row);
  const [names] = await db
    .select({
      repEmail: rep.email,
      repName: rep.name,
      artistEmail: artist.email,
      artistName: artist.name,
      customerName: customersView.name,
      leagueName: leaguesView.name,
      teamName: teamsView.name,
      playerName: playersView.name,
    })
    .from(designRequests)
    .innerJoin(rep, eq(rep.id, designRequests.userId))
    .leftJoin(artist, eq(artist.id, designRequests.artistId))
    .leftJoin(customersView, eq(customersView.numb, designRequests.customerNumb))
    .leftJoin(leaguesView, eq(leaguesView.id, designRequests.leagueId))
    .leftJoin(teamsView, eq(teamsView.id, designRequests.teamId))
    .leftJoin(playersView, eq(playersView.id, designRequests.playerId))
    .where(eq(designRequests.id, id));
  const drop = row.dropId ? ((await db.select().from(dropsView).where(eq(dropsView.id, row.dropId)))[0] ?? null) : null;
  const refs = await db
    .select({ id: artReferences.id, fileName: artReferences.fileName, createdAt: artReferences.createdAt, uploadedBy: usersView.name })
    .from(designRequestReferences)
    .innerJoin(artReferences, eq(artReferences.id, designRequestReferences.artReferenceId))
    .leftJoin(usersView, eq(usersView.id, artReferences.uploadedBy))
    .where(eq(designRequestReferences.requestId, id))
    .orderBy(designRequestReferences.position);
  const treatment = treatmentOf(row.method);
  const isRep = row.userId === user.id;
  const isArtistSide = !!user.access.artist || !!user.access.artistManager;
  const isViewer = seesAllDesignRequests(user) && !isArtistSide;
  return {
    id: row.id,
    status: { code: row.status, description: designRequestStatusText(row.status) },
    license: row.license,
    customer: row.customerNumb ? { number: row.customerNumb, name: names.customerName ?? row.customerNumb } : null,
    // spec 001 §2.2: the rep name shows to artists and viewers; the artist name to the rep and viewers.
    user: isArtistSide || isViewer || !isRep ? { email: names.repEmail, name: names.repName } : null,
    artist:
      names.artistEmail && (isRep || isViewer || isArtistSide)
        ? { email: names.artistEmail, name: names.artistName ?? names.artistEmail }
        : null,
    /** spec 001 §2.2: the status line shows to viewers on complete requests. */
    showStatusLine: isViewer && row.status === S.COMPLETE,
    art: row.artKey
      ? artUrl(row.id, 'art')
      : row.designId && row.designVar
        ? `/Images/Designs/${encodeURIComponent(row.designId)}-${row.designVar}.svg`
        : null,
    pmsImage: row.pmsKey ? artUrl(row.id, 'pms') : null,
    productionFile: row.productionKey ? artUrl(row.id, 'production') : null,
    workingFile: row.workingKey ? artUrl(row.id, 'working') : null,
    method: treatment
      ? { ...treatment }
      : {
          category: 'Decoration',
          type: row.method,
          name: row.method,
          subType: null,
          maxWidth: DR_LIMITS.defaultMaxSize,
          maxHeight: DR_LIMITS.defaultMaxSize,
          minStrokeWidth: 0,
          minTextHeight: 0,
          ccAvail: false,
          specImage: null,
        },
    width: Number(row.widthIn),
    height: row.heightIn === null ? null : Number(row.heightIn),
    cc: row.cc,
    drop: drop
      ? {
          id: drop.id,
          name: drop.name,
          width: Number(drop.widthIn),
          height: Number(drop.heightIn),
          image: null,
          treatments: drop.methods,
          lines: drop.lines,
        }
      : null,
    dropId: row.dropId,
    lines: row.lines,
    designId: row.designId,
    designVar: row.designVar,
    designInUse: inUse,
    referenceFiles: refs.map((r) => ({
      id: r.id,
      uploadedBy: r.uploadedBy ?? '',
      createdAt: r.createdAt,
      fileName: r.fileName,
      path: referenceUrl(r.id),
    })),
    modificationReferences: refs.map((r) => r.id),
    instructions: row.instructions,
    tags: row.tags,
    colors: licenceColorsOf(row),
    revisions: row.revisions,
    dateCreated: row.dateCreated,
    dateRequired: row.dateRequired,
    note: row.note,
    issues: row.issues,
    correctedIssues: row.correctedIssues,
    returnMarked: row.returnMarked,
    forkedFrom: row.forkedFrom,
    artWidth: row.artWidthIn === null ? null : Number(row.artWidthIn),
    artHeight: row.artHeightIn === null ? null : Number(row.artHeightIn),
    artComment: row.artComment,
    league: row.leagueId ? { id: row.leagueId, name: names.leagueName ?? '' } : null,
    team: row.teamId ? { id: row.teamId, name: names.teamName ?? '' } : null,
    player: row.playerId ? { id: row.playerId, name: names.playerName ?? '' } : null,
    actions: offeredDesignRequestActions(user, flowOf(row, inUse)),
  };
}

export const artUrl = (id: number, kind: 'art' | 'pms' | 'production' | 'working') => `/api/designRequest/${id}/file/${kind}`;
export const referenceUrl = (id: number) => `/api/designRequest/reference/${id}`;

export async function designRequestTimelineOf(db: Db, user: SessionUser, id: number) {
  await loadDesignRequest(db, user, id);
  const rows = await db
    .select({
      id: designRequestTimeline.id,
      datetime: designRequestTimeline.at,
      text: designRequestTimeline.text,
      name: usersView.name,
      email: usersView.email,
    })
    .from(designRequestTimeline)
    .leftJoin(usersView, eq(usersView.id, designRequestTimeline.authorId))
    .where(eq(designRequestTimeline.requestId, id))
    .orderBy(asc(designRequestTimeline.at), asc(designRequestTimeline.id));
  return rows.map((r) => ({
    id: r.id,
    datetime: r.datetime,
    text: r.text,
    author: r.email ? { name: r.name ?? r.email, email: r.email } : null,
  }));
}

/** The search text of these requests (id, customer, licence names, rep, artist, method, instructions, design, tags). */
export async function refreshDesignRequestSearch(db: Db, ids: readonly number[] | 'all'): Promise<void> {
  const only =
    ids === 'all'
      ? sql`true`
      : ids.length
        ? sql`d.id in (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})`
        : sql`false`;
  await db.execute(sql`
    update design_requests d set search_text = lower(concat_ws(' ', '#' || d.id, d.customer_numb, c.name, l.name, t.name, p.name, r.name, r.email, a.name,
        d.method, d.design_id, d.design_id || '-' || d.design_var, left(d.instructions, 300), array_to_string(d.tags, ' ')))
      from design_requests d2
      join users_view r on r.id = d2.user_id
      left join users_view a on a.id = d2.artist_id
      left join customers_view c on c.numb = d2.customer_numb
      left join leagues_view l on l.id = d2.league_id
      left join teams_view t on t.id = d2.team_id
      left join players_view p on p.id = d2.player_id
     where d2.id = d.id and ${only}`);
}

/** A licence request's colour choice, or null when it has none (Primary, Secondary and Neutral go together). */
export function licenceColorsOf(row: Pick<DesignRequestRow, 'primaryHex' | 'secondaryHex' | 'neutralHex' | 'tonalHex'>) {
  return row.primaryHex && row.secondaryHex && row.neutralHex
    ? { primary: row.primaryHex, secondary: row.secondaryHex, neutral: row.neutralHex, tonal: row.tonalHex }
    : null;
}
