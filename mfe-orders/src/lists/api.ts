import {
  api,
  gql,
  messages,
  ordersApi,
  type OrderCounterName,
  type OrderListName,
  type ordersRoutes,
  type RouteAnswer,
  type RouteInput,
} from '@portal/shared';
import { graphql } from '../gql';
import type { FiltersQuery, OrdersQuery } from '../gql/graphql';
import type { OrderListVariables } from './orderListVariables';

// The order lists' calls (spec 000 §7), typed, over the shared clients. Failures follow the shared
// rules (401 signs out, 4xx shows the server's message, aborts are silent) with each call's own
// message from the catalogue (spec 000 §8). The REST calls are typed by their contract (ordersRoutes
// in @portal/shared/core).

type C = typeof ordersRoutes;

/** One row of an order list, as the Orders query answers it. */
export type OrderRow = OrdersQuery['orders'][number];

export const ROW_FIELDS = graphql(`
  fragment OrderRowFields on Order {
    id number created_at updated_at date_required customer custNumb total totalCents status statusString subStatus
    items po type currency order_type orderTypeName rep repName csr csr2 csrName csr2Name quote job scheduled onHold rush event
    imageType collectionStart collectionEnd listPath
  }
`);

export const ORDERS_QUERY = graphql(`
  query Orders($from: String!, $page: Int, $orderBy: String, $order: String, $filter: OrderFilterInput,
    $search: String, $searchCol: String, $subStatus: Int, $sellsheet: Boolean, $other: Boolean) {
    orders(from: $from, page: $page, orderBy: $orderBy, order: $order, filter: $filter, search: $search, searchCol: $searchCol,
      subStatus: $subStatus, sellsheet: $sellsheet, other: $other) { ...OrderRowFields }
  }
`);

export type OrderFilterOptions = FiltersQuery['filters'];

export const FILTERS_QUERY = graphql(`
  query Filters($from: String!, $subStatus: Int, $sellsheet: Boolean, $other: Boolean) {
    filters(from: $from, subStatus: $subStatus, sellsheet: $sellsheet, other: $other) {
      customer { numb name } billToCustomer { numb name } rep { numb name } type order_type { type name } alloc status department
      credit jobCode scheduled csr { code name } csr2 { code name } bda buyingGroup tags
    }
  }
`);

/** One page of a list. Silent: the screen shows the failure in the table (and clears the rows). */
export async function fetchOrders(variables: OrderListVariables, signal?: AbortSignal): Promise<OrderRow[]> {
  const data = await gql(ORDERS_QUERY, { ...variables }, { signal, silent: true, errorMessage: messages.ordersFetchFailed });
  return data.orders;
}

export async function fetchOrderFilters(list: OrderListName, signal?: AbortSignal): Promise<OrderFilterOptions> {
  const data = await gql(FILTERS_QUERY, { from: list }, { signal, errorMessage: messages.ordersFetchFailed });
  return data.filters;
}

/** GET /api/orders/total?values=…: the counters; the signal cancels it when the view changes (spec 000 §4). */
export function fetchCounters(names: readonly OrderCounterName[], signal?: AbortSignal): Promise<RouteAnswer<C['counters']>> {
  return api.call(ordersApi.counters, { query: { values: [...names] } }, { signal, silent: true });
}

/** POST /api/order/{id}/delete, once per order; silent: the dialog sorts the answers (spec 000 §8). */
export function deleteOrder(id: number, status: number, comment: string) {
  return api.call(ordersApi.deleteOrder, { params: { id: String(id) }, body: { status, comment } }, { silent: true });
}

/** POST /api/resendEmail (items, charges and total) or /api/resendEmail/noDetails (a short notice). */
export function resendEmail(input: RouteInput<C['resendEmail']>['body'], withDetails: boolean) {
  const options = { errorMessage: messages.emailSendFailed };
  return withDetails
    ? api.call(ordersApi.resendEmail, { body: input }, options)
    : api.call(ordersApi.resendEmailNoDetails, { body: input }, options);
}

export function fetchOrderTypes(orderId: number, signal?: AbortSignal): Promise<RouteAnswer<C['orderTypes']>> {
  return api.call(ordersApi.orderTypes, { params: { id: String(orderId) } }, { signal, errorMessage: messages.orderTypesFetchFailed });
}

export function saveOrderType(orderId: number, input: RouteInput<C['saveOrderType']>['body']) {
  return api.call(ordersApi.saveOrderType, { params: { id: String(orderId) }, body: input });
}

export function savePo(orderId: number, po: string) {
  return api.call(ordersApi.savePo, { params: { id: String(orderId) }, body: { po } });
}

export type SavedFilter = RouteAnswer<C['savedFilters']>[number];

export function fetchSavedFilters(signal?: AbortSignal): Promise<SavedFilter[]> {
  return api.call(ordersApi.savedFilters, undefined, { signal, silent: true });
}

/** POST /api/filters: answers the full list (spec 000 §4). */
export function createSavedFilter(name: string, link: string): Promise<SavedFilter[]> {
  return api.call(ordersApi.createSavedFilter, { body: { name, link } }, { errorMessage: messages.filterCreateFailed });
}

/** Both answer the full list, as creating one does. */
export function deleteSavedFilter(id: number): Promise<SavedFilter[]> {
  return api.call(ordersApi.deleteSavedFilter, { params: { id: String(id) } });
}

export function renameSavedFilter(id: number, name: string): Promise<SavedFilter[]> {
  return api.call(ordersApi.renameSavedFilter, { params: { id: String(id) }, body: { name } });
}

/** POST /api/licenseCollection/combine; silent: the dialog shows the 409 text or the spec's failure text. */
export function combineCollections(input: RouteInput<C['combineCollections']>['body']) {
  return api.call(ordersApi.combineCollections, { body: input }, { silent: true });
}

export function regenerateImages(collections: RouteInput<C['regenerateImages']>['body']['collections']) {
  return api.call(ordersApi.regenerateImages, { body: { collections } }, { silent: true });
}
