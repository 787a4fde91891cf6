import { ORDER_FILTER_KEYS, isOrderListName, type OrderFilterKey } from '@portal/shared/core';
import type { OrderFilterValues, OrderListArgs } from './listQuery';

// A list's link (path + query string, as the screens write it: spec 000 §2 query keys) read back
// into the arguments of the `orders` query: saved filter counts and the export use it, so a saved
// link and an export show exactly the view the link shows.

const SINGLE_KEYS: readonly OrderFilterKey[] = ['startDate', 'endDate'];

export function listArgsFromQuery(from: OrderListArgs['from'], query: URLSearchParams): OrderListArgs {
  const filter: OrderFilterValues = {};
  for (const key of ORDER_FILTER_KEYS) {
    const values = query.getAll(key).filter((v) => v !== '');
    if (!values.length) continue;
    filter[key] = SINGLE_KEYS.includes(key) ? values[0] : values;
  }
  const page = Number(query.get('page') ?? '1');
  return {
    from,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    orderBy: query.get('orderBy'),
    order: query.get('order'),
    search: query.get('filter'),
    searchCol: query.get('searchCol'),
    filter,
  };
}

/** Parses '/saved?status=0&rep=101'; null when the path is not an order list. */
export function listArgsFromLink(link: string): OrderListArgs | null {
  const url = new URL(link, 'http://portal.invalid');
  const name = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!isOrderListName(name)) return null;
  return listArgsFromQuery(name, url.searchParams);
}
