import { sql } from 'drizzle-orm';
import {
  EVENT_DEFAULT_SEARCH_COL,
  EVENT_DEFAULT_SORT,
  EVENT_LIST_STATUSES,
  EVENT_LIST_TYPES,
  EVENT_PAGE_SIZE,
  EVENT_SEARCH_COLS,
  EVENT_SORTS,
  type EventListType,
  type EventSort,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { containsPattern } from '../../../platform/containsPattern';
import { customEventOrders, customEvents } from '../../../db/tables/events-fpa';
import { requireEventViewer } from './eventAccess';
import { productionOrdersOf } from './productionOrders';
import { eventStatusOf } from './statuses';
import { csrsView, customersView } from '../../../db/tables/directory.views';

// The three lists of custom events (spec 002 §2 /events, /events_history, /events_cancelled):
// 50 a page in SQL, sorted and searched by one column each.

export interface EventListArgs {
  listType?: string | null;
  orderBy?: string | null;
  order?: string | null;
  search?: string | null;
  searchCol?: string | null;
  page?: number | null;
}

/** The sort columns of the lists (alias e: the event, c: its customer); each has a (status, column, id) index. */
const SORT_COLUMN: Record<EventSort, string> = {
  id: 'e.id',
  name: 'e.name',
  handle: 'e.handle',
  customer: 'e.customer_numb',
  customerName: 'c.name',
  start: 'e.start_at',
  end: 'e.end_at',
  status: 'e.status',
};

export interface EventRow {
  id: number;
  handle: string;
  name: string;
  start: Date;
  end: Date;
  customer: string;
  customerName: string;
  csr: { number: string; name: string } | null;
  status: { code: number; description: string };
  totals: { orders: number; items: number };
  productionOrderNumber: number | null;
}

/** customEvents(listType, orderBy, order, search, searchCol, page): one page of a list; unknown values fall back to the defaults. */
export async function listEvents(db: Db, user: SessionUser, args: EventListArgs): Promise<EventRow[]> {
  requireEventViewer(user);
  const listType: EventListType = (EVENT_LIST_TYPES as readonly string[]).includes(args.listType ?? '')
    ? (args.listType as EventListType)
    : 'open';
  const orderBy: EventSort = (EVENT_SORTS as readonly string[]).includes(args.orderBy ?? '')
    ? (args.orderBy as EventSort)
    : EVENT_DEFAULT_SORT;
  const dir = args.order === 'desc' ? 'desc' : 'asc';
  const page = Math.min(Math.max(1, Math.trunc(args.page ?? 1) || 1), 100_000);
  const searchCol = EVENT_SEARCH_COLS.some((c) => c.value === args.searchCol) ? args.searchCol : EVENT_DEFAULT_SEARCH_COL;
  const text = (args.search ?? '')
    .replace(/\u0000/g, '')
    .trim()
    .slice(0, 100)
    .toLowerCase();
  const statuses = sql.join(
    EVENT_LIST_STATUSES[listType].map((s) => sql`${s}`),
    sql`, `,
  );
  let search = sql``;
  if (text) {
    if (searchCol === 'id') search = /^\d{1,9}$/.test(text) ? sql`and e.id = ${Number(text)}` : sql`and false`;
    else if (searchCol === 'customer') search = sql`and e.customer_numb like ${`${text.replace(/[\\%_]/g, '\\$&')}%`}`;
    else if (searchCol === 'customerName') search = sql`and lower(c.name) like ${containsPattern(text)}`;
    else if (searchCol === 'handle') search = sql`and lower(e.handle) like ${containsPattern(text)}`;
    else search = sql`and lower(e.name) like ${containsPattern(text)}`;
  }
  const sort = sql.raw(`${SORT_COLUMN[orderBy]} ${dir}, e.id ${dir}`);
  // The page's ids first (index order, 50 rows), then their figures: the totals are counted for 50 events only.
  const result = (await db.execute(sql`
    with page as materialized (
      select e.id from ${customEvents} e join ${customersView} c on c.numb = e.customer_numb
      where e.status in (${statuses}) ${search}
      order by ${sort}
      limit ${EVENT_PAGE_SIZE} offset ${(page - 1) * EVENT_PAGE_SIZE}
    )
    select e.id, e.handle, e.name, e.start_at, e.end_at, e.customer_numb, c.name as customer_name, e.csr_code, s.name as csr_name, e.status,
      (select count(*)::int from ${customEventOrders} o where o.event_id = e.id and o.status <> 99) as orders,
      (select coalesce(sum(o.total_items), 0)::int from ${customEventOrders} o where o.event_id = e.id and o.status <> 99) as items
    from page
    join ${customEvents} e on e.id = page.id
    join ${customersView} c on c.numb = e.customer_numb
    left join ${csrsView} s on s.code = e.csr_code
    order by ${sort}
  `)) as unknown as { rows: Record<string, unknown>[] };
  const production = await productionOrdersOf(
    db,
    result.rows.map((r) => Number(r.id)),
  );
  const latestNumber = (eventId: number) =>
    production.filter((p) => p.eventId === eventId).reduce<number | null>((max, p) => (max === null || p.numb > max ? p.numb : max), null);
  return result.rows.map(
    (r): EventRow => ({
      id: Number(r.id),
      handle: String(r.handle),
      name: String(r.name),
      start: new Date(r.start_at as string),
      end: new Date(r.end_at as string),
      customer: String(r.customer_numb),
      customerName: String(r.customer_name),
      csr: r.csr_code ? { number: String(r.csr_code), name: String(r.csr_name) } : null,
      status: eventStatusOf(Number(r.status)),
      totals: { orders: Number(r.orders), items: Number(r.items) },
      productionOrderNumber: latestNumber(Number(r.id)),
    }),
  );
}
