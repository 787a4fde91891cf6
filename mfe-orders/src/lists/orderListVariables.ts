import { ORDER_FILTER_KEYS, ORDER_LIST_DEFINITIONS, type OrderListName } from '@portal/shared';
import type { ListQuery } from '@portal/shared/list';

// The list's URL state (page, sort, search, filters) as the variables of the `orders` query. Pure,
// so a link and the request it makes are tested without a browser.

export interface OrderListVariables {
  from: OrderListName;
  page: number;
  orderBy: string;
  order: string;
  search: string | null;
  searchCol: string | null;
  subStatus: number | null;
  sellsheet: boolean | null;
  other: boolean | null;
  filter: Record<string, string[] | number[] | string>;
}

/** startDate and endDate are single values; status is numeric; every other key a list of strings. */
export function orderFilterInput(filters: Record<string, string[]>): OrderListVariables['filter'] {
  const out: OrderListVariables['filter'] = {};
  for (const key of ORDER_FILTER_KEYS) {
    const values = filters[key]?.filter((v) => v !== '') ?? [];
    if (!values.length) continue;
    if (key === 'startDate' || key === 'endDate') out[key] = values[0];
    else if (key === 'status') out[key] = values.map(Number).filter(Number.isInteger);
    else out[key] = values;
  }
  return out;
}

export function orderListVariables(list: OrderListName, query: ListQuery): OrderListVariables {
  const definition = ORDER_LIST_DEFINITIONS[list];
  const search = query.search.trim();
  return {
    from: list,
    page: query.page,
    orderBy: query.orderBy,
    order: query.order,
    search: search || null,
    searchCol: search ? query.searchCol : null,
    subStatus: definition.subStatus ?? null,
    sellsheet: list === 'sellsheet' || null,
    other: definition.other ?? null,
    filter: orderFilterInput(query.filters),
  };
}
