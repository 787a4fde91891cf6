import { and, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import {
  allows,
  API_MESSAGES,
  DEFAULT_ORDER_SORT,
  messages,
  ORDER_LIST_DEFINITIONS,
  ORDER_SEARCH_COLUMNS,
  ORDER_SORT_KEYS,
  PRIVILEGED_ORDER_FILTER_KEYS,
  TIME_ZONE,
  type OrderFilterKey,
  type OrderListName,
  type OrderSearchColumn,
  type OrderSortKey,
  type SessionUser,
} from '@portal/shared/core';
import { HttpError } from '../../../platform/httpErrors';
import { orders } from '../../../db/tables/orders/model';
import { visibleOrders } from './visibility';

// One order list view as SQL: the list's definition (status range, sub-status, order type, on
// hold, other orders), the user's visibility, the repeated filter keys, the search and the sort.
// Everything is filtered, sorted and paged in the database; the sort column comes from an allow-list.

export type OrderFilterValues = Partial<Record<OrderFilterKey, readonly (string | number)[] | string | null>>;

export interface OrderListArgs {
  /** The list (its path without the slash). */
  from: OrderListName;
  /** Narrow to one status inside the list's range. */
  status?: number | null;
  /** Narrow to one sub-status. */
  subStatus?: number | null;
  /** Only Sell Sheet orders. */
  sellsheet?: boolean | null;
  /** Only the orders of the reps the user manages. */
  other?: boolean | null;
  page?: number | null;
  orderBy?: string | null;
  order?: string | null;
  search?: string | null;
  searchCol?: string | null;
  filter?: OrderFilterValues | null;
}

/**
 * A list the user may not open, or a privileged search/filter: 403 like every service refusal (an
 * HttpError, answered by the REST error handler). GraphQL answers FORBIDDEN (graphql.ts).
 */
export class ListForbidden extends HttpError {
  constructor(message: string = API_MESSAGES.forbidden) {
    super(403, message);
  }
}

const SORT_SQL: Record<OrderSortKey, SQL> = {
  number: sql`${orders.number}`,
  updated_at: sql`${orders.updatedAt}`,
  date_required: sql`${orders.dateRequired}`,
  status: sql`${orders.status}`,
  scheduled: sql`${orders.scheduledShipDate}`,
  quote: sql`${orders.quote}`,
  job: sql`${orders.job}`,
  custNumb: sql`${orders.customerNumb}`,
  order_type: sql`${orders.orderType}`,
  po: sql`${orders.po}`,
  items: sql`${orders.itemCount}`,
  total: sql`${orders.totalCents}`,
  csr: sql`${orders.csr}`,
  csr2: sql`${orders.csr2}`,
  rep: sql`${orders.repCode}`,
  created_at: sql`${orders.createdAt}`,
};

export function sortKeyOf(orderBy: string | null | undefined): OrderSortKey {
  return orderBy && (ORDER_SORT_KEYS as readonly string[]).includes(orderBy) ? (orderBy as OrderSortKey) : DEFAULT_ORDER_SORT;
}

export function sortDirectionOf(order: string | null | undefined): 'asc' | 'desc' {
  return order === 'asc' ? 'asc' : 'desc';
}

/**
 * ORDER BY of a view, id breaking ties. Descending is NULLS LAST and ascending NULLS FIRST: that is
 * what the (…, updated_at DESC NULLS LAST, id DESC NULLS LAST) indexes hold, read forwards or backwards.
 */
export function orderByOf(args: Pick<OrderListArgs, 'orderBy' | 'order'>): SQL {
  const key = sortKeyOf(args.orderBy);
  const column = SORT_SQL[key];
  // Order numbers are unique: no tie to break, and the unique index serves the sort as it is.
  if (key === 'number') return sortDirectionOf(args.order) === 'asc' ? sql`${column} asc` : sql`${column} desc`;
  return sortDirectionOf(args.order) === 'asc'
    ? sql`${column} asc nulls first, ${orders.id} asc nulls first`
    : sql`${column} desc nulls last, ${orders.id} desc nulls last`;
}

export function sortExpression(orderBy: string | null | undefined): SQL {
  return SORT_SQL[sortKeyOf(orderBy)];
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, '\\$&');
const contains = (text: string) => `%${likeEscape(text.toLowerCase())}%`;
const prefix = (text: string) => `${likeEscape(text.toLowerCase())}%`;

/**
 * Order numbers starting with these digits, as ranges of the unique number index: '1234' is 1234,
 * 12340-12349, 123400-123499 … up to nine digits. (A LIKE on number::text left the planner guessing
 * how many rows match; on 237,000 orders it walked the whole date index: 290 ms instead of 1.)
 */
export function numberPrefixRanges(digits: string): SQL {
  const start = Number(digits);
  // A leading zero matches nothing: numbers are written without one (except '0' itself).
  if (digits.length > 1 && digits.startsWith('0')) return sql`false`;
  const ranges: SQL[] = [];
  for (let extra = 0, width = 1; digits.length + extra <= 9; extra++, width *= 10) {
    ranges.push(sql`${orders.number} between ${start * width} and ${(start + 1) * width - 1}`);
  }
  return sql`(${sql.join(ranges, sql` or `)})`;
}

/** spec 000 §9 search-by options: what each one looks in. */
function searchCondition(column: OrderSearchColumn, text: string): SQL {
  switch (column) {
    case 'order': {
      // Order numbers are digits; '#123' and ' 123 ' are what people paste.
      const digits = text.replace(/^#/, '').trim();
      return /^\d{1,9}$/.test(digits) ? numberPrefixRanges(digits) : sql`false`;
    }
    case 'all':
      return sql`${orders.searchText} like ${contains(text)}`;
    case 'customer':
      return sql`${orders.customerNumb} in (select numb from customers_view where numb like ${prefix(text)} or lower(name) like ${contains(text)})`;
    case 'billTo':
      return sql`${orders.billToNumb} in (select numb from customers_view where numb like ${prefix(text)} or lower(name) like ${contains(text)})`;
    case 'rep':
      return sql`${orders.repCode} in (select code from reps_view where code = ${text} or lower(name) like ${contains(text)})`;
    case 'sku':
      return sql`${orders.id} in (select order_id from order_items where lower(style_code) like ${prefix(text)})`;
    case 'design': {
      // Design ids are D + digits; people often type the digits alone.
      const id = /^\d+$/.test(text) ? `D${text}` : text.toUpperCase();
      return sql`${orders.id} in (select order_id from order_items where design_id like ${likeEscape(id)} || '%')`;
    }
    case 'po':
      return sql`lower(${orders.po}) like ${contains(text)}`;
    case 'quote':
      return sql`upper(${orders.quote}) like ${likeEscape(text.toUpperCase())} || '%'`;
    case 'jobcodes':
      return sql`${orders.jobCodes} @> array[${text.toUpperCase()}]::text[]`;
  }
}

const asList = (value: OrderFilterValues[OrderFilterKey]): string[] =>
  value === null || value === undefined ? [] : (Array.isArray(value) ? value : [value]).map(String).filter((v) => v !== '');

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The repeated filter keys (spec 000 §2): values of one key are ORed, keys are ANDed. */
function filterConditions(filter: OrderFilterValues): SQL[] {
  const out: SQL[] = [];
  const textIn = (column: SQL, key: OrderFilterKey) => {
    const values = asList(filter[key]);
    if (values.length)
      out.push(
        sql`${column} in (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )})`,
      );
  };
  textIn(sql`${orders.alloc}`, 'alloc');
  textIn(sql`${orders.customerNumb}`, 'custNumb');
  textIn(sql`${orders.orderType}`, 'order_type');
  textIn(sql`${orders.repCode}`, 'rep');
  textIn(sql`${orders.type}`, 'type');
  textIn(sql`${orders.department}`, 'department');
  textIn(sql`${orders.credit}`, 'credit');
  textIn(sql`${orders.csr}`, 'csr');
  textIn(sql`${orders.csr2}`, 'csr2');
  textIn(sql`${orders.buyingGroup}`, 'buyingGroup');
  textIn(sql`${orders.bda}`, 'bda');
  textIn(sql`${orders.billToNumb}`, 'billToNumb');
  const statuses = asList(filter.status).map(Number).filter(Number.isInteger);
  if (asList(filter.status).length) {
    out.push(
      statuses.length
        ? sql`${orders.status} in (${sql.join(
            statuses.map((v) => sql`${v}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  }
  const jobCodes = asList(filter.jobCode);
  if (jobCodes.length)
    out.push(
      sql`${orders.jobCodes} && array[${sql.join(
        jobCodes.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`,
    );
  const tags = asList(filter.tags);
  if (tags.length)
    out.push(
      sql`${orders.tags} && array[${sql.join(
        tags.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`,
    );
  // scheduled: Y has a scheduled ship date, N has none.
  const scheduled = new Set(asList(filter.scheduled));
  if (scheduled.size === 1)
    out.push(scheduled.has('Y') ? sql`${orders.scheduledShipDate} is not null` : sql`${orders.scheduledShipDate} is null`);
  // startDate / endDate: the created date, Toronto calendar days, both inclusive.
  const [start] = asList(filter.startDate);
  const [end] = asList(filter.endDate);
  if (start && DATE.test(start)) out.push(sql`${orders.createdAt} >= (${start}::date)::timestamp at time zone ${TIME_ZONE}`);
  if (end && DATE.test(end)) out.push(sql`${orders.createdAt} < (${end}::date + 1)::timestamp at time zone ${TIME_ZONE}`);
  return out;
}

/** Refuses what only privileged users may use: the billTo search, the Bill To and Department filters (spec 000 §6). */
export function checkPrivilegedUse(user: SessionUser, args: Pick<OrderListArgs, 'search' | 'searchCol' | 'filter'>): void {
  if (allows('privilegedOrders', user)) return;
  const searching = !!args.search?.trim();
  if (searching && args.searchCol === 'billTo') throw new ListForbidden(messages.privilegedFilterForbidden);
  for (const key of PRIVILEGED_ORDER_FILTER_KEYS) {
    if (asList(args.filter?.[key]).length) throw new ListForbidden(messages.privilegedFilterForbidden);
  }
}

/** Refuses a list the user's access flags do not open (the route guard's rule, on the server). */
export function checkListAccess(user: SessionUser, args: Pick<OrderListArgs, 'from' | 'other'>): void {
  const definition = ORDER_LIST_DEFINITIONS[args.from];
  if (!definition || !allows(definition.access, user)) throw new ListForbidden();
  if (args.other && !allows('otherOrders', user)) throw new ListForbidden();
}

/**
 * A value of the lists' own definitions, written into the statement's text instead of sent as a
 * parameter: a page is a prepared statement, and a plan made for "any status range" sorted every
 * order where the list's own range walks the sort's index. Never for what a request sends.
 */
function definitionValue(value: number | string): SQL {
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error(`list definition value ${value} is not an integer`);
    return sql.raw(String(value));
  }
  return sql.raw(pg.escapeLiteral(value));
}

/** The list's own rules and the user's visibility, without filters or search (what the counters count). */
export function scopeWhere(user: SessionUser, args: Pick<OrderListArgs, 'from' | 'status' | 'subStatus' | 'sellsheet' | 'other'>): SQL {
  const d = ORDER_LIST_DEFINITIONS[args.from];
  const [low, high] = d.statuses;
  const parts: SQL[] = [];
  parts.push(
    low === high
      ? sql`${orders.status} = ${definitionValue(low)}`
      : sql`${orders.status} between ${definitionValue(low)} and ${definitionValue(high)}`,
  );
  if (args.status !== null && args.status !== undefined) parts.push(sql`${orders.status} = ${args.status}`);
  if (d.subStatus !== undefined) parts.push(sql`${orders.subStatus} = ${definitionValue(d.subStatus)}`);
  if (args.subStatus !== null && args.subStatus !== undefined) parts.push(sql`${orders.subStatus} = ${args.subStatus}`);
  if (d.orderType) parts.push(sql`${orders.orderType} = ${definitionValue(d.orderType)}`);
  if (args.sellsheet) parts.push(sql`${orders.orderType} = ${definitionValue(ORDER_LIST_DEFINITIONS.sellsheet.orderType!)}`);
  if (d.onHold !== undefined) parts.push(d.onHold ? sql`${orders.onHold}` : sql`not ${orders.onHold}`);
  parts.push(visibleOrders(user, !!(d.other || args.other)));
  return and(...parts)!;
}

/** The complete WHERE of a view: scope, filters and search. */
export function viewWhere(user: SessionUser, args: OrderListArgs): SQL {
  const parts = [scopeWhere(user, args), ...filterConditions(args.filter ?? {})];
  const text = args.search?.trim();
  if (text) {
    const column = (ORDER_SEARCH_COLUMNS as readonly string[]).includes(args.searchCol ?? '')
      ? (args.searchCol as OrderSearchColumn)
      : 'order';
    parts.push(searchCondition(column, text.slice(0, 200)));
  }
  return and(...parts)!;
}

/** Is a search or a filter active (then the counter is not the view's count, spec 000 §4)? */
export function isNarrowed(args: OrderListArgs): boolean {
  if (args.search?.trim()) return true;
  return Object.values(args.filter ?? {}).some((v) => asList(v).length > 0);
}
