import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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
import { csrs, customers, orderTypes, reps, users } from '../../platform/schema';
import { orders } from '../model/schema';
import { orderByOf, viewWhere, type OrderListArgs } from './listQuery';
import { visibleOrders } from './visibility';
import { isoInstant, jsonRows } from '../../../platform/jsonRows';

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

type Instant = 'createdAt' | 'updatedAt' | 'dateRequired' | 'artRequested' | 'lastReminder';
const INSTANTS: readonly Instant[] = ['createdAt', 'updatedAt', 'dateRequired', 'artRequested', 'lastReminder'];

/** A list row as the page's JSON carries it: instants are ISO strings (see platform/jsonRows). */
export type OrderListRow = {
  [K in keyof typeof listRowColumns]: K extends Instant
    ? (typeof listRowColumns)[K]['_']['notNull'] extends true
      ? string
      : string | null
    : (typeof listRowColumns)[K]['_']['notNull'] extends true
      ? (typeof listRowColumns)[K]['_']['data']
      : (typeof listRowColumns)[K]['_']['data'] | null;
};

/** Pages are 1-based; a page past what int4 offsets allow is clamped (it is empty anyway). */
export function pageOf(page: number | null | undefined): number {
  return Number.isInteger(page) && page! > 0 ? Math.min(page!, 1_000_000) : 1;
}

/** The names a list row shows next to its codes. */
export interface OrderListNames {
  customerName: string;
  repName: string;
  orderTypeName: string;
  csrName: string | null;
  csr2Name: string | null;
  createdByUser: { email: string; name: string } | null;
}

export type NamedOrderListRow = OrderListRow & OrderListNames;

// The page's columns (aliased to the answer's keys, instants as ISO strings) never change: they are
// rendered to SQL text once (building them through the ORM on every request was a tenth of the
// server's CPU under load). Names are scalar subqueries, not joins: PostgreSQL planned the six-way
// join in 4-6 ms for every request (more than running it); each lookup plans in microseconds.
const dialect = new PgDialect();
const rendered = (query: SQL) => sql.raw(dialect.sqlToQuery(query).sql);
const nameOf = (table: typeof customers | typeof reps | typeof orderTypes | typeof csrs, key: SQL, value: SQL) =>
  sql`(select ${table.name} from ${table} where ${key} = ${value})`;
const PAGE_SELECT = rendered(sql`select ${sql.join(
  [
    ...Object.entries(listRowColumns).map(([key, column]) => sql`${(INSTANTS as readonly string[]).includes(key) ? isoInstant(column) : column} as ${sql.identifier(key)}`),
    sql`coalesce(${nameOf(customers, sql`${customers.numb}`, sql`${orders.customerNumb}`)}, '') as "customerName"`,
    sql`coalesce(${nameOf(reps, sql`${reps.code}`, sql`${orders.repCode}`)}, '') as "repName"`,
    sql`coalesce(${nameOf(orderTypes, sql`${orderTypes.code}`, sql`${orders.orderType}`)}, '') as "orderTypeName"`,
    sql`${nameOf(csrs, sql`${csrs.code}`, sql`${orders.csr}`)} as "csrName"`,
    sql`${nameOf(csrs, sql`${csrs.code}`, sql`${orders.csr2}`)} as "csr2Name"`,
    sql`(select json_build_object('email', coalesce(${users.email}, ''), 'name', ${users.name}) from ${users}
      where ${users.id} = ${orders.createdBy} and ${users.name} is not null) as "createdByUser"`,
  ],
  sql`, `,
)} from`);

/**
 * One page (50 rows) of a view: filtered, sorted and paged in the database, with its names joined
 * in the same query (one round trip; building rows in one pass instead of merging lookups was a
 * tenth of the server's time under load).
 */
export async function listOrders(db: Db, user: SessionUser, args: OrderListArgs): Promise<NamedOrderListRow[]> {
  const page = pageOf(args.page);
  // The page's ids first: the walk over the sort's index can then stay in the index (INCLUDE
  // columns, migration 0012) without visiting the table; only the 50 rows found are read whole, by
  // their key (`= any(array(…))`: joining the ids as a table let the planner hash-join them against
  // a scan of every order on a small table, 2.5x slower on the embedded database).
  const ids = db
    .select({ id: orders.id })
    .from(orders)
    .where(viewWhere(user, args))
    .orderBy(orderByOf(args))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return jsonRows<NamedOrderListRow>(db, sql`${PAGE_SELECT} ${orders} where ${orders.id} = any(array${ids}) order by ${orderByOf(args)}`);
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
