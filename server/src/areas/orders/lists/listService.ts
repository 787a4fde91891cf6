import { eq, sql } from 'drizzle-orm';
import {
  MANAGER_REP_CODES,
  ORDER_COUNTERS,
  ORDER_LIST_DEFINITIONS,
  ORDER_LISTS,
  PAGE_SIZE,
  type OrderCounterName,
  type OrderListName,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { orders } from '../model/schema';
import { orderByOf, viewWhere, type OrderListArgs } from './listQuery';
import { visibleOrders } from './visibility';

// The order lists' reads: a page of a view, the count of a view, the counters, in SQL.

/** The columns a list row carries (the rest comes through loaders: names of customers, CSRs, users). */
export const listRowColumns = {
  id: orders.id,
  number: orders.number,
  customerNumb: orders.customerNumb,
  billToNumb: orders.billToNumb,
  repCode: orders.repCode,
  csr: orders.csr,
  csr2: orders.csr2,
  type: orders.type,
  orderType: orders.orderType,
  currency: orders.currency,
  po: orders.po,
  quote: orders.quote,
  job: orders.job,
  jobCodes: orders.jobCodes,
  tags: orders.tags,
  department: orders.department,
  credit: orders.credit,
  alloc: orders.alloc,
  bda: orders.bda,
  buyingGroup: orders.buyingGroup,
  scheduledShipDate: orders.scheduledShipDate,
  dateRequired: orders.dateRequired,
  rush: orders.rush,
  event: orders.event,
  onHold: orders.onHold,
  status: orders.status,
  subStatus: orders.subStatus,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  createdBy: orders.createdBy,
  artRequested: orders.artRequested,
  leagueApprovalRequired: orders.leagueApprovalRequired,
  lastReminder: orders.lastReminder,
  contracts: orders.contracts,
  loyaltyLeague: orders.loyaltyLeague,
  collectionStart: orders.collectionStart,
  collectionEnd: orders.collectionEnd,
  imageType: orders.imageType,
  totalCents: orders.totalCents,
  itemCount: orders.itemCount,
};

export type OrderListRow = {
  [K in keyof typeof listRowColumns]: (typeof listRowColumns)[K]['_']['notNull'] extends true
    ? (typeof listRowColumns)[K]['_']['data']
    : (typeof listRowColumns)[K]['_']['data'] | null;
};

/** Pages are 1-based; a page past what int4 offsets allow is clamped (it is empty anyway). */
export function pageOf(page: number | null | undefined): number {
  return Number.isInteger(page) && page! > 0 ? Math.min(page!, 1_000_000) : 1;
}

/** The names a list row shows next to its codes, read once for the whole page. */
export interface OrderListNames {
  customerName: string;
  repName: string;
  orderTypeName: string;
  csrName: string | null;
  csr2Name: string | null;
  createdByUser: { email: string; name: string } | null;
}

export type NamedOrderListRow = OrderListRow & OrderListNames;

/** One page (50 rows) of a view: filtered, sorted and paged in the database, with its names. */
export async function listOrders(db: Db, user: SessionUser, args: OrderListArgs): Promise<NamedOrderListRow[]> {
  const page = pageOf(args.page);
  // The page's ids first: the walk over the sort's index can then stay in the index (INCLUDE
  // columns, migration 0012) without visiting the table; only the 50 rows found are read whole.
  const ids = db
    .select({ id: orders.id })
    .from(orders)
    .where(viewWhere(user, args))
    .orderBy(orderByOf(args))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .as('page');
  const rows = (await db
    .select(listRowColumns)
    .from(orders)
    .innerJoin(ids, eq(orders.id, ids.id))
    .orderBy(orderByOf(args))) as OrderListRow[];
  return withNames(db, rows);
}

const keysOf = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];
const textArray = (values: string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/**
 * Customers, reps, order types, CSRs and creators of a page in one query (one round trip: the
 * embedded database answers one query at a time, and five lookups cost more than the page).
 */
async function withNames(db: Db, rows: OrderListRow[]): Promise<NamedOrderListRow[]> {
  if (!rows.length) return [];
  const customers = keysOf(rows.map((r) => r.customerNumb));
  const reps = keysOf(rows.map((r) => r.repCode));
  const types = keysOf(rows.map((r) => r.orderType));
  const csrs = keysOf(rows.flatMap((r) => [r.csr, r.csr2]));
  const creators = keysOf(rows.map((r) => r.createdBy));
  const result = (await db.execute(sql`
    select 'customer' as kind, numb as key, name, null as email from customers where numb = any(${textArray(customers)})
    union all select 'rep', code, name, null from reps where code = any(${textArray(reps)})
    union all select 'type', code, name, null from order_types where code = any(${textArray(types)})
    union all select 'csr', code, name, null from csrs where code = any(${textArray(csrs)})
    union all select 'user', id::text, name, email from users where id = any(${`{${creators.join(',')}}`}::int[])`)) as unknown as {
    rows: { kind: string; key: string; name: string; email: string | null }[];
  };
  const names = new Map(result.rows.map((r) => [`${r.kind}:${r.key}`, r]));
  const name = (kind: string, key: string | number | null) => (key === null ? undefined : names.get(`${kind}:${key}`));
  return rows.map((r) => {
    const creator = name('user', r.createdBy);
    return {
      ...r,
      customerName: name('customer', r.customerNumb)?.name ?? '',
      repName: name('rep', r.repCode)?.name ?? '',
      orderTypeName: name('type', r.orderType)?.name ?? '',
      csrName: name('csr', r.csr)?.name ?? null,
      csr2Name: name('csr', r.csr2)?.name ?? null,
      createdByUser: creator ? { email: creator.email ?? '', name: creator.name } : null,
    };
  });
}

/** The number of orders a view holds (saved filter counts). */
export async function countOrders(db: Db, user: SessionUser, args: OrderListArgs): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(viewWhere(user, args));
  return row.n;
}

/** The list each counter counts (spec 000 §3 "Order counters"); `total` counts every visible order. */
const COUNTER_LIST = Object.fromEntries(
  ORDER_LISTS.flatMap((name) => {
    const counter = ORDER_LIST_DEFINITIONS[name].counter;
    return counter ? [[counter, name]] : [];
  }),
) as Partial<Record<OrderCounterName, OrderListName>>;

/** One group of orders with the same list-deciding fields, and how many there are. */
interface CountGroup {
  status: number;
  sub_status: number;
  on_hold: boolean;
  order_type: string;
  n: number;
}

/** Does a group of orders belong to a list (the same rules as scopeWhere, on one group)? */
export function groupInList(group: Omit<CountGroup, 'n'>, list: OrderListName): boolean {
  const d = ORDER_LIST_DEFINITIONS[list];
  if (group.status < d.statuses[0] || group.status > d.statuses[1]) return false;
  if (d.subStatus !== undefined && group.sub_status !== d.subStatus) return false;
  if (d.orderType && group.order_type !== d.orderType) return false;
  if (d.onHold !== undefined && group.on_hold !== d.onHold) return false;
  return true;
}

/**
 * The user's orders grouped by the fields the lists decide on. Staff and the manager reps read the
 * trigger-kept summary (order_counts: a few hundred rows instead of every order), a rep its own
 * rows of it; a customer user, whose orders are few, counts them directly.
 */
async function countGroups(db: Db, user: SessionUser): Promise<CountGroup[]> {
  const sees = visibleOrders(user);
  const query =
    user.userType === 'CUSTOMER'
      ? sql`select status, coalesce(sub_status, 0)::int as sub_status, on_hold, order_type, count(*)::int as n
              from ${orders} where ${sees} group by 1, 2, 3, 4`
      : user.userType === 'REP' && user.repCode && !(MANAGER_REP_CODES as readonly string[]).includes(user.repCode)
        ? sql`select status, sub_status, on_hold, order_type, n from order_counts where rep_code = ${user.repCode} and n > 0`
        : user.userType === 'REP' && !user.repCode
          ? sql`select 0 as status, 0 as sub_status, false as on_hold, '' as order_type, 0 as n where false`
          : sql`select status, sub_status, on_hold, order_type, sum(n)::int as n from order_counts where n > 0 group by 1, 2, 3, 4`;
  const result = (await db.execute(query)) as unknown as { rows: CountGroup[] };
  return result.rows.map((r) => ({ ...r, status: Number(r.status), sub_status: Number(r.sub_status), n: Number(r.n) }));
}

/** GET /api/orders/total: the requested counters (all when none), each the size of its list for this user. */
export async function countersFor(db: Db, user: SessionUser, wanted: readonly OrderCounterName[]): Promise<Partial<Record<OrderCounterName, number>>> {
  const names = wanted.length ? [...new Set(wanted)] : [...ORDER_COUNTERS];
  const groups = await countGroups(db, user);
  const out: Partial<Record<OrderCounterName, number>> = {};
  for (const name of names) {
    const list = COUNTER_LIST[name];
    out[name] = groups.reduce((sum, g) => sum + (!list || groupInList(g, list) ? g.n : 0), 0);
  }
  return out;
}
