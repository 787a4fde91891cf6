import { api, gql, messages, type CollectionImageType, type OrderCounterName, type OrderListName } from '@portal/shared';
import { graphql } from '../gql';
import type { FiltersQuery, OrdersQuery } from '../gql/graphql';
import type { OrderListVariables } from './orderListVariables';

// The order lists' calls (spec 000 §7), typed, over the shared clients. Failures follow the shared
// rules (401 signs out, 4xx shows the server's message, aborts are silent) with each call's own
// message from the catalogue (spec 000 §8).

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
export function fetchCounters(
  names: readonly OrderCounterName[],
  signal?: AbortSignal,
): Promise<Partial<Record<OrderCounterName, number>>> {
  const searchParams = new URLSearchParams();
  for (const name of names) searchParams.append('values', name);
  return api.get('orders/total', { searchParams, signal, silent: true });
}

/** POST /api/order/{id}/delete, once per order; silent: the dialog sorts the answers (spec 000 §8). */
export function deleteOrder(id: number, status: number, comment: string): Promise<{ id: number; status: number }> {
  return api.post(`order/${id}/delete`, { status, comment }, { silent: true });
}

export interface ResendInput {
  orderId: number;
  discounts: boolean;
  /** The addresses, comma-joined (spec 000 §7). */
  user: string;
}

export function resendEmail(input: ResendInput, withDetails: boolean): Promise<{ sent: string[] }> {
  return api.post(withDetails ? 'resendEmail' : 'resendEmail/noDetails', input, { errorMessage: messages.emailSendFailed });
}

export interface OrderTypeOption {
  type: string;
  name: string;
}

export function fetchOrderTypes(orderId: number, signal?: AbortSignal): Promise<OrderTypeOption[]> {
  return api.get(`order/${orderId}/orderTypes`, { signal, errorMessage: messages.orderTypesFetchFailed });
}

export function saveOrderType(orderId: number, input: { type: string; event: boolean; rush: boolean }) {
  return api.post<{ id: number }>(`order/${orderId}/orderType`, input);
}

export function savePo(orderId: number, po: string) {
  return api.post<{ id: number; po: string | null }>(`order/${orderId}/po`, { po });
}

export interface SavedFilter {
  id: number;
  name: string;
  link: string;
  count: number;
}

export function fetchSavedFilters(signal?: AbortSignal): Promise<SavedFilter[]> {
  return api.get('filters', { signal, silent: true });
}

/** POST /api/filters: answers the full list (spec 000 §4). */
export function createSavedFilter(name: string, link: string): Promise<SavedFilter[]> {
  return api.post('filters', { name, link }, { errorMessage: messages.filterCreateFailed });
}

/** Both answer the full list, as creating one does. */
export function deleteSavedFilter(id: number): Promise<SavedFilter[]> {
  return api.post(`filters/${id}/delete`);
}

export function renameSavedFilter(id: number, name: string): Promise<SavedFilter[]> {
  return api.post(`filters/${id}/rename`, { name });
}

export interface CombineInput {
  collections: number[];
  name: string;
  start: string | null;
  end: string | null;
}

/** POST /api/licenseCollection/combine; silent: the dialog shows the 409 text or the spec's failure text. */
export function combineCollections(input: CombineInput): Promise<{ id: number; name: string }> {
  return api.post('licenseCollection/combine', input, { silent: true });
}

export function regenerateImages(collections: { id: number; imageType: CollectionImageType }[]) {
  return api.post<{ collections: { id: number; imageType: string; images: number }[] }>(
    'regenImages/license',
    { collections },
    { silent: true },
  );
}
