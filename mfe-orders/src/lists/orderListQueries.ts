import { queryOptions, type Query } from '@tanstack/react-query';
import {
  allows,
  DEFAULT_ORDER_SEARCH_COLUMN,
  DEFAULT_ORDER_SORT,
  ORDER_LIST_DEFINITIONS,
  ORDER_SEARCH_OPTIONS,
  useSession,
  type OrderListName,
  type ScreenPreloadContext,
} from '@portal/shared';
import { filterKeysOf, readListQuery, type ListStateConfig } from '@portal/shared/list';
import { fetchCounters, fetchOrderFilters, fetchOrders } from './api';
import { orderFilterDefinitions } from './orderFilters';
import { orderListVariables, type OrderListVariables } from './orderListVariables';
import { ordersKeys } from '../queryKeys';

// The order list screen's three requests, as the screen asks for them and as the shell's preload
// after sign-in starts them (preloadOrderList): one definition, so both use the same keys.

/** How a list screen reads its URL: which filters and search columns this user has. */
export function orderListConfig(name: OrderListName, privileged: boolean): ListStateConfig {
  return {
    listId: `orders.${name}`,
    defaultOrderBy: DEFAULT_ORDER_SORT,
    filterKeys: filterKeysOf(orderFilterDefinitions(undefined, privileged)),
    // spec 000 §6: Bill To search only for approve or orderEdit.
    searchOptions: ORDER_SEARCH_OPTIONS.filter((o) => o.value !== 'billTo' || privileged),
    defaultSearchCol: DEFAULT_ORDER_SEARCH_COLUMN,
  };
}

/**
 * Rows or counters fetched a moment ago (by the preload, while the screen was loading) are not
 * fetched again when the screen mounts; anything older, or marked stale by a change, is.
 */
const JUST_FETCHED_MS = 5_000;
const unlessJustFetched = (query: { state: Pick<Query['state'], 'isInvalidated' | 'dataUpdatedAt'> }) =>
  query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS;

export const orderRowsQuery = (variables: OrderListVariables) =>
  queryOptions({
    queryKey: ordersKeys.list(variables),
    queryFn: ({ signal }) => fetchOrders(variables, signal),
    refetchOnMount: unlessJustFetched,
  });

export const orderFiltersQuery = (name: OrderListName) =>
  queryOptions({ queryKey: ordersKeys.filters(name), queryFn: ({ signal }) => fetchOrderFilters(name, signal), staleTime: 30_000 });

/** spec 000 §4: the counters call is cancelled when the view changes (the signal aborts it when this list's query is left). */
export const orderCounterQuery = (name: OrderListName) => {
  const counter = ORDER_LIST_DEFINITIONS[name].counter;
  return queryOptions({
    queryKey: ordersKeys.counter(name, counter),
    queryFn: ({ signal }) => fetchCounters(counter ? ['total', counter] : ['total'], signal),
    enabled: !!counter,
    refetchOnMount: unlessJustFetched,
  });
};

/** The list screen's data preload (screens.ts `preloads`): its rows, filter options and counter. */
export function preloadOrderList(name: OrderListName, { queryClient, search }: ScreenPreloadContext): void {
  const privileged = allows('privilegedOrders', useSession.getState().user);
  const variables = orderListVariables(name, readListQuery(orderListConfig(name, privileged), search));
  void queryClient.prefetchQuery(orderRowsQuery(variables));
  void queryClient.prefetchQuery(orderFiltersQuery(name));
  if (ORDER_LIST_DEFINITIONS[name].counter) void queryClient.prefetchQuery(orderCounterQuery(name));
}
