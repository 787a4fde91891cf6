import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  RETURN_STATUS_NAME,
  RETURN_STATUSES,
  returnsListSchema,
  returnStatusText,
  type ReturnSortKey,
  type ReturnsListArgs,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { parseOr400 } from '../../platform/httpErrors';
import { ScopeCache } from '../../platform/scopeCache';
import { containsPattern } from '../../platform/containsPattern';
import { repScope, requireReturnsAccess, returnVisibility } from './access';
import { returnCodes, returnCounts, returns } from '../../db/tables/returns';
import { csrsView, customersView, repsView } from '../../db/tables/directory.views';

// returnsV2(filters, orderBy, desc) (spec 001 §2.1, §7.1): one page of the returns the user may
// see, how many match, and the filter drawer's domain. Filtered, sorted and paged in SQL; the sort
// column comes from an allow-list and every sort has an index (schema.ts), with the id as
// tie-break so that paging is stable. Names are joined for the page's rows only.

export interface ReturnListRow {
  id: number;
  number: number;
  dateCreated: Date;
  customer: string;
  customerName: string;
  rep: string;
  repName: string;
  csr: string | null;
  csrName: string | null;
  orderId: number;
  orderNum: number;
  items: number;
  status: number;
  subStatus: number;
  statusText: string;
  returnCode: number;
  returnCodeName: string;
  jobNum: string | null;
  totalRefundCents: number;
  currency: string;
}

export interface ReturnsDomain {
  customers: { numb: string; name: string }[];
  reps: { numb: string; name: string }[];
  csrs: { numb: string; name: string }[];
  statuses: { code: number; description: string }[];
  returnCodes: { code: number; description: string }[];
}

/**
 * The ORDER BY of each sort, written to match its index exactly (drizzle writes `DESC NULLS LAST`
 * indexes; Postgres uses an index only for the null order it was built with): ascending reads the
 * index forward, descending backward. The id breaks ties so that pages never overlap.
 */
const lead = (column: SQL, asc: boolean) => (asc ? sql`${column} asc nulls last` : sql`${column} desc nulls first`);
const byCreated = (asc: boolean) => (asc ? sql`${returns.createdAt} desc nulls last` : sql`${returns.createdAt} asc nulls first`);
const byId = (asc: boolean) => (asc ? sql`${returns.id} desc` : sql`${returns.id} asc`);
/** Sorts on an index (column, created_at desc): the column, then newest first, then the id. */
const withCreated = (column: SQL) => (asc: boolean) => [lead(column, asc), byCreated(asc), byId(asc)];

const ORDER_BY: Record<ReturnSortKey, (asc: boolean) => SQL[]> = {
  number: (asc) => [asc ? sql`${returns.number} asc` : sql`${returns.number} desc`],
  dateCreated: (asc) =>
    asc
      ? [sql`${returns.createdAt} asc nulls first`, sql`${returns.id} asc nulls first`]
      : [sql`${returns.createdAt} desc nulls last`, sql`${returns.id} desc nulls last`],
  customer: withCreated(sql`${returns.customerNumb}`),
  rep: withCreated(sql`${returns.repCode}`),
  csr: withCreated(sql`${returns.csr}`),
  orderNum: (asc) => [
    asc ? sql`${returns.orderNumber} asc` : sql`${returns.orderNumber} desc`,
    asc ? sql`${returns.id} asc` : sql`${returns.id} desc`,
  ],
  items: withCreated(sql`${returns.totalUnits}`),
  status: (asc) => [lead(sql`${returns.status}`, asc), lead(sql`${returns.subStatus}`, asc), byCreated(asc), byId(asc)],
  // By the code's name, as the column shows it.
  returnCode: withCreated(sql`${returns.codeName}`),
  jobNum: withCreated(sql`${returns.job}`),
};

export function parseListArgs(raw: unknown): ReturnsListArgs {
  return parseOr400(returnsListSchema, raw);
}

function whereOf(user: SessionUser, f: ReturnsListArgs['filters']): SQL {
  const parts: SQL[] = [returnVisibility(user)];
  if (f.search) parts.push(sql`${returns.searchText} like ${containsPattern(f.search.toLowerCase())}`);
  if (f.status.length) parts.push(inArray(returns.status, f.status));
  if (f.returnCode.length) parts.push(inArray(returns.codeId, f.returnCode));
  if (f.customer.length) parts.push(inArray(returns.customerNumb, f.customer));
  if (f.rep.length) parts.push(inArray(returns.repCode, f.rep));
  if (f.csr.length) parts.push(inArray(returns.csr, f.csr));
  return and(...parts)!;
}

export async function listReturns(db: Db, user: SessionUser, args: ReturnsListArgs): Promise<ReturnListRow[]> {
  requireReturnsAccess(user);
  const f = args.filters;
  const order = ORDER_BY[args.orderBy](!args.desc);
  // The page's ids first (returns alone, on the sort's index), then the names of just those rows
  // (the outer sort orders those 50 again).
  const page = db
    .select({ id: returns.id })
    .from(returns)
    .where(whereOf(user, f))
    .orderBy(...order)
    .limit(f.rowsPerPage)
    .offset((f.page - 1) * f.rowsPerPage)
    .as('page');
  const rows = await db
    .select({
      id: returns.id,
      number: returns.number,
      dateCreated: returns.createdAt,
      customer: returns.customerNumb,
      customerName: customersView.name,
      rep: returns.repCode,
      repName: repsView.name,
      csr: returns.csr,
      csrName: csrsView.name,
      orderId: returns.orderId,
      orderNum: returns.orderNumber,
      items: returns.totalUnits,
      status: returns.status,
      subStatus: returns.subStatus,
      returnCode: returns.codeId,
      returnCodeName: returnCodes.code,
      jobNum: returns.job,
      totalRefundCents: returns.totalRefundCents,
      currency: returns.currency,
    })
    .from(page)
    .innerJoin(returns, eq(returns.id, page.id))
    .innerJoin(customersView, eq(customersView.numb, returns.customerNumb))
    .innerJoin(repsView, eq(repsView.code, returns.repCode))
    .leftJoin(csrsView, eq(csrsView.code, returns.csr))
    .innerJoin(returnCodes, eq(returnCodes.id, returns.codeId))
    .orderBy(...order);
  return rows.map((r) => ({ ...r, statusText: returnStatusText(r.status, r.subStatus) }));
}

/**
 * How many returns match. Without a search or a customer filter, for staff and reps (whose
 * visibility is by rep code), the summary return_counts answers; otherwise the returns are counted.
 */
export async function countReturns(db: Db, user: SessionUser, args: ReturnsListArgs): Promise<number> {
  requireReturnsAccess(user);
  const f = args.filters;
  const scope = repScope(user);
  if (!f.search && !f.customer.length && scope) {
    if (scope.kind === 'none') return 0;
    const parts: SQL[] = [];
    if (scope.kind === 'rep') parts.push(eq(returnCounts.repCode, scope.repCode));
    if (f.status.length) parts.push(inArray(returnCounts.status, f.status));
    if (f.returnCode.length) parts.push(inArray(returnCounts.codeId, f.returnCode));
    if (f.rep.length) parts.push(inArray(returnCounts.repCode, f.rep));
    if (f.csr.length) parts.push(inArray(returnCounts.csr, f.csr));
    const [{ n }] = await db
      .select({ n: sql<number>`coalesce(sum(${returnCounts.n}), 0)::int` })
      .from(returnCounts)
      .where(and(...parts));
    return n;
  }
  const [{ n }] = await db.select({ n: count() }).from(returns).where(whereOf(user, f));
  return n;
}

/**
 * The customers that have returns the user may see, by name. Reading them means visiting every
 * return (about 450 ms for 23,000 customers of 51,000 returns), and they change only when a return
 * is created or moves to another rep: kept a minute per visibility scope, forgotten on those writes.
 */
const customersCache = new ScopeCache<ReturnsDomain['customers']>({ freshMs: 60_000, max: 1_000 });

function customersWithReturns(db: Db, user: SessionUser, now = Date.now()): Promise<ReturnsDomain['customers']> {
  const scope = repScope(user);
  const key = !scope ? `customer:${user.id}` : scope.kind === 'rep' ? `rep:${scope.repCode}` : scope.kind;
  return customersCache.get(
    key,
    async () => {
      const visible = db.selectDistinct({ numb: returns.customerNumb }).from(returns).where(returnVisibility(user)).as('visible_customers');
      return db
        .select({ numb: customersView.numb, name: customersView.name })
        .from(visible)
        .innerJoin(customersView, eq(customersView.numb, visible.numb))
        .orderBy(asc(customersView.name));
    },
    now,
  );
}

/** Forget the cached customers of the domain (a return was created, or changed rep). */
export function clearReturnsDomainCache(): void {
  customersCache.clear();
}

/**
 * The filter drawer's options (spec 001 §2.1): the customers, reps and CSRs that have returns the
 * user may see, every status and every return code. Reps and CSRs come from the counts summary;
 * customers from the returns themselves (asked once per visit of the list, and cached a minute).
 */
export async function returnsDomain(db: Db, user: SessionUser): Promise<ReturnsDomain> {
  requireReturnsAccess(user);
  const scope = repScope(user);
  const counted = (column: SQL) =>
    sql`(select ${column} from ${returnCounts} where ${returnCounts.n} > 0 and ${scope?.kind === 'rep' ? sql`${returnCounts.repCode} = ${scope.repCode}` : scope?.kind === 'none' ? sql`false` : sql`true`})`;
  const [customerRows, repRows, csrRows, codeRows] = await Promise.all([
    customersWithReturns(db, user),
    // A CUSTOMER user's reps and CSRs are those of their own returns (the summary has no customer).
    scope
      ? db
          .select({ numb: repsView.code, name: repsView.name })
          .from(repsView)
          .where(inArray(repsView.code, counted(sql`${returnCounts.repCode}`)))
          .orderBy(asc(repsView.code))
      : db
          .select({ numb: repsView.code, name: repsView.name })
          .from(repsView)
          .where(sql`exists (select 1 from ${returns} where ${returns.repCode} = ${repsView.code} and ${returnVisibility(user)})`)
          .orderBy(asc(repsView.code)),
    scope
      ? db
          .select({ numb: csrsView.code, name: csrsView.name })
          .from(csrsView)
          .where(inArray(csrsView.code, counted(sql`${returnCounts.csr}`)))
          .orderBy(asc(csrsView.code))
      : db
          .select({ numb: csrsView.code, name: csrsView.name })
          .from(csrsView)
          .where(sql`exists (select 1 from ${returns} where ${returns.csr} = ${csrsView.code} and ${returnVisibility(user)})`)
          .orderBy(asc(csrsView.code)),
    db.select({ code: returnCodes.id, description: returnCodes.code }).from(returnCodes).orderBy(asc(returnCodes.code)),
  ]);
  return {
    customers: customerRows,
    reps: repRows,
    csrs: csrRows,
    statuses: RETURN_STATUSES.map((code) => ({ code, description: RETURN_STATUS_NAME[code] })),
    returnCodes: codeRows,
  };
}
