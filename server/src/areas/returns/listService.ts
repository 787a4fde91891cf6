import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
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
import { csrs, customers, reps } from '../platform/schema';
import { containsPattern } from '../orders/catalogs/containsPattern';
import { requireReturnsAccess, returnVisibility } from './access';
import { returnCodes, returns } from './schema';

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

const SORT_SQL: Record<ReturnSortKey, SQL> = {
  number: sql`${returns.number}`,
  dateCreated: sql`${returns.createdAt}`,
  customer: sql`${returns.customerNumb}`,
  rep: sql`${returns.repCode}`,
  csr: sql`${returns.csr}`,
  orderNum: sql`${returns.orderNumber}`,
  items: sql`${returns.totalUnits}`,
  status: sql`${returns.status}`,
  returnCode: sql`${returns.codeId}`,
  jobNum: sql`${returns.job}`,
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
  const dir = args.desc ? desc : asc;
  // The page's ids first (returns alone, on the sort's index), then the names of just those rows
  // (the outer sort orders those 50 again).
  const page = db
    .select({ id: returns.id })
    .from(returns)
    .where(whereOf(user, f))
    .orderBy(dir(SORT_SQL[args.orderBy]), dir(returns.id))
    .limit(f.rowsPerPage)
    .offset((f.page - 1) * f.rowsPerPage)
    .as('page');
  const rows = await db
    .select({
      id: returns.id,
      number: returns.number,
      dateCreated: returns.createdAt,
      customer: returns.customerNumb,
      customerName: customers.name,
      rep: returns.repCode,
      repName: reps.name,
      csr: returns.csr,
      csrName: csrs.name,
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
    .innerJoin(customers, eq(customers.numb, returns.customerNumb))
    .innerJoin(reps, eq(reps.code, returns.repCode))
    .leftJoin(csrs, eq(csrs.code, returns.csr))
    .innerJoin(returnCodes, eq(returnCodes.id, returns.codeId))
    .orderBy(dir(SORT_SQL[args.orderBy]), dir(returns.id));
  return rows.map((r) => ({ ...r, statusText: returnStatusText(r.status, r.subStatus) }));
}

export async function countReturns(db: Db, user: SessionUser, args: ReturnsListArgs): Promise<number> {
  requireReturnsAccess(user);
  const [{ n }] = await db.select({ n: count() }).from(returns).where(whereOf(user, args.filters));
  return n;
}

/**
 * The filter drawer's options (spec 001 §2.1): the customers, reps and CSRs that have returns the
 * user may see, every status and every return code.
 */
export async function returnsDomain(db: Db, user: SessionUser): Promise<ReturnsDomain> {
  requireReturnsAccess(user);
  const visible = returnVisibility(user);
  const [customerRows, repRows, csrRows, codeRows] = await Promise.all([
    db
      .select({ numb: customers.numb, name: customers.name })
      .from(customers)
      .where(sql`exists (select 1 from ${returns} where ${returns.customerNumb} = ${customers.numb} and ${visible})`)
      .orderBy(asc(customers.name)),
    db
      .select({ numb: reps.code, name: reps.name })
      .from(reps)
      .where(sql`exists (select 1 from ${returns} where ${returns.repCode} = ${reps.code} and ${visible})`)
      .orderBy(asc(reps.code)),
    db
      .select({ numb: csrs.code, name: csrs.name })
      .from(csrs)
      .where(sql`exists (select 1 from ${returns} where ${returns.csr} = ${csrs.code} and ${visible})`)
      .orderBy(asc(csrs.code)),
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
