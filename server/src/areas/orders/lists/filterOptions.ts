import { inArray, sql } from 'drizzle-orm';
import { allows, type SessionUser } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { ScopeCache } from '../../../platform/scopeCache';
import { orders } from '../../../db/tables/orders/model';
import { scopeWhere, type OrderListArgs } from './listQuery';
import { csrsView, customersView, orderTypesView, repsView } from '../../../db/tables/directory.views';

// The `filters` query (spec 000 §3 "Order filter options"): the values present in the list the
// user is looking at (its scope: list rules and visibility, not the current filters), read in one
// pass over those orders, with names looked up in the reference tables. Billing customers and
// departments only for privileged users (spec 000 §6). Kept for a short while per scope: the
// drawer opens often, and the options change slowly (see `cache`).

export interface CustomerOption {
  numb: string;
  name: string;
}
export interface OrderFilterOptions {
  customer: CustomerOption[];
  billToCustomer: CustomerOption[] | null;
  rep: { numb: string; name: string }[];
  type: string[];
  order_type: { type: string; name: string }[];
  alloc: string[];
  status: number[];
  department: string[] | null;
  credit: string[];
  jobCode: string[];
  scheduled: string[];
  csr: { code: string; name: string }[];
  csr2: { code: string; name: string }[];
  bda: string[];
  buyingGroup: string[];
  tags: string[];
}

// Fresh for 30 s; after that, for up to 10 minutes, the last answer is given at once while a new
// one is read in the background (reading them visits every order of the list: about 4 s for a whole
// list of 237,000 orders), so only the first opening of a list's drawer waits.
const cache = new ScopeCache<OrderFilterOptions>({ freshMs: 30_000, staleMs: 10 * 60_000, max: 500 });

type ScopeArgs = Pick<OrderListArgs, 'from' | 'status' | 'subStatus' | 'sellsheet' | 'other'>;

export function filterOptions(db: Db, user: SessionUser, args: ScopeArgs, now = Date.now()): Promise<OrderFilterOptions> {
  const privileged = allows('privilegedOrders', user);
  // The scope depends on who the user is only through these.
  const key = JSON.stringify([
    user.userType,
    user.repCode,
    user.userType === 'CUSTOMER' ? user.id : 0,
    privileged,
    args.from,
    args.status ?? null,
    args.subStatus ?? null,
    !!args.sellsheet,
    !!args.other,
  ]);
  return cache.get(key, () => readFilterOptions(db, user, args, privileged), now);
}

/** Forget cached options (after writes that add values, and between tests). */
export function clearFilterOptionsCache(): void {
  cache.clear();
}

const sorted = <T>(values: (T | null)[] | null): T[] => (values ?? []).filter((v): v is T => v !== null && v !== '').sort();

async function readFilterOptions(db: Db, user: SessionUser, args: ScopeArgs, privileged: boolean): Promise<OrderFilterOptions> {
  const where = scopeWhere(user, args);
  const result = (await db.execute(sql`
    select array_agg(distinct ${orders.customerNumb}) as customer,
           array_agg(distinct ${orders.billToNumb}) as bill_to,
           array_agg(distinct ${orders.repCode}) as rep,
           array_agg(distinct ${orders.type}) as type,
           array_agg(distinct ${orders.orderType}) as order_type,
           array_agg(distinct ${orders.alloc}) as alloc,
           array_agg(distinct ${orders.status}) as status,
           array_agg(distinct ${orders.department}) as department,
           array_agg(distinct ${orders.credit}) as credit,
           array_agg(distinct ${orders.csr}) as csr,
           array_agg(distinct ${orders.csr2}) as csr2,
           array_agg(distinct ${orders.bda}) as bda,
           array_agg(distinct ${orders.buyingGroup}) as buying_group,
           bool_or(${orders.scheduledShipDate} is not null) as some_scheduled,
           bool_or(${orders.scheduledShipDate} is null) as some_unscheduled,
           (select array_agg(distinct code) from (select unnest(${orders.jobCodes}) as code from ${orders} where ${where}) j) as job_code,
           (select array_agg(distinct tag) from (select unnest(${orders.tags}) as tag from ${orders} where ${where}) t) as tags
      from ${orders} where ${where}`)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0] ?? {};
  const customerNumbs = sorted(row.customer as string[]);
  const billToNumbs = privileged ? sorted(row.bill_to as string[]) : [];
  const numbs = [...new Set([...customerNumbs, ...billToNumbs])];
  const [customerRows, repRows, csrRows, typeRows] = await Promise.all([
    numbs.length
      ? db.select({ numb: customersView.numb, name: customersView.name }).from(customersView).where(inArray(customersView.numb, numbs))
      : [],
    db
      .select({ numb: repsView.code, name: repsView.name })
      .from(repsView)
      .where(inArray(repsView.code, sorted(row.rep as string[]).concat(['']))),
    db.select({ code: csrsView.code, name: csrsView.name }).from(csrsView),
    db.select({ type: orderTypesView.code, name: orderTypesView.name, sortOrder: orderTypesView.sortOrder }).from(orderTypesView),
  ]);
  const customerName = new Map(customerRows.map((c) => [c.numb, c.name]));
  const csrName = new Map(csrRows.map((c) => [c.code, c.name]));
  const presentTypes = new Set(sorted(row.order_type as string[]));
  const asCustomers = (list: string[]) => list.map((numb) => ({ numb, name: customerName.get(numb) ?? '' }));
  const asCsrs = (list: string[]) => list.map((code) => ({ code, name: csrName.get(code) ?? code }));
  return {
    customer: asCustomers(customerNumbs),
    billToCustomer: privileged ? asCustomers(billToNumbs) : null,
    rep: repRows.sort((a, b) => a.numb.localeCompare(b.numb)),
    type: sorted(row.type as string[]),
    order_type: typeRows
      .filter((t) => presentTypes.has(t.type))
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map(({ type, name }) => ({ type, name })),
    alloc: sorted(row.alloc as string[]),
    status: ((row.status as number[] | null) ?? []).map(Number).sort((a, b) => a - b),
    department: privileged ? sorted(row.department as string[]) : null,
    credit: sorted(row.credit as string[]),
    jobCode: sorted(row.job_code as string[]),
    scheduled: [...(row.some_scheduled ? ['Y'] : []), ...(row.some_unscheduled ? ['N'] : [])],
    csr: asCsrs(sorted(row.csr as string[])),
    csr2: asCsrs(sorted(row.csr2 as string[])),
    bda: sorted(row.bda as string[]),
    buyingGroup: sorted(row.buying_group as string[]),
    tags: sorted(row.tags as string[]),
  };
}
