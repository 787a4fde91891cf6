import { api, gql, messages, ordersApi, SHIPPING_JOB_MESSAGES, type ordersRoutes, type RouteAnswer } from '@portal/shared';
import { graphql } from '../gql';
import type {
  CreateShippingJobInput,
  ShippingJobQuery,
  ShippingJobsQuery,
  ShippingOrderQuery,
  UpdateShippingJobInput,
} from '../gql/graphql';

// The shipping job screens' calls (spec 002 §7 "Shipping jobs"), typed, over the shared clients.

export type ShippingJobRow = ShippingJobsQuery['shippingJobs'][number];
export type ShippingJob = NonNullable<ShippingJobQuery['shippingJob']>;
export type ShippingJobItem = ShippingJob['items'][number];
export type ShippingOrder = NonNullable<ShippingOrderQuery['order']>;
export type { CreateShippingJobInput, UpdateShippingJobInput };

export const SHIPPING_JOBS_QUERY = graphql(`
  query ShippingJobs($page: Int, $search: String) {
    shippingJobs(page: $page, search: $search) {
      id quote createdAt dateRequired status shipped po job
      customer { number name } rep { number name } csr { number name }
    }
  }
`);

export const SHIPPING_JOB_FIELDS = graphql(`
  fragment ShippingJobFields on ShippingJob {
    id quote createdAt dateRequired status statusText shipped shippedAt comments po job invoice chargeCents canUpdate
    customer { number name } rep { number name } csr { number name }
    shipping { customerName address1 address2 address3 city state country zip }
    createdBy { id name } shipViaCode { id name }
    items {
      id jobId order { id numb status orderType currency }
      sizes { id display C U availableC availableU quantity }
      item { sku name color image orderNumb orderID }
    }
    changes { id at actorName table action changes { field before after } }
  }
`);

export const SHIPPING_JOB_QUERY = graphql(`
  query ShippingJob($id: Int!) {
    shippingJob(id: $id) { ...ShippingJobFields }
  }
`);

/** spec 002 §7: the create page reads each chosen order with order(id). */
export const SHIPPING_ORDER_QUERY = graphql(`
  query ShippingOrder($id: Int!) {
    order(id: $id) {
      id number status orderType currency quote po
      customer { numb name country province }
      rep { code name } csr { code name } csr2 { code name }
      items { id styleCode name color image sizes { id size quantity qtyC qtyU shippedC shippedU } }
    }
  }
`);

export const CREATE_SHIPPING_JOB_MUTATION = graphql(`
  mutation CreateShippingJob($input: CreateShippingJobInput!) {
    createShippingJob(input: $input)
  }
`);

export const UPDATE_SHIPPING_JOB_MUTATION = graphql(`
  mutation UpdateShippingJob($input: UpdateShippingJobInput!) {
    updateShippingJob(input: $input) { ...ShippingJobFields }
  }
`);

export const MARK_SHIPPING_JOBS_SHIPPED_MUTATION = graphql(`
  mutation MarkShippingJobsShipped($ids: [Int!]!) {
    markShippingJobsShipped(ids: $ids)
  }
`);

/** One page of jobs; a failure shows in the table (so the call is silent). */
export async function fetchShippingJobs(
  variables: { page: number; search: string | null },
  signal?: AbortSignal,
): Promise<ShippingJobRow[]> {
  const data = await gql(SHIPPING_JOBS_QUERY, variables, { signal, silent: true, errorMessage: messages.shippingOrdersFetchFailed });
  return data.shippingJobs;
}

/** One job, or null when it does not exist for this user. */
export async function fetchShippingJob(id: number, signal?: AbortSignal): Promise<ShippingJob | null> {
  const data = await gql(SHIPPING_JOB_QUERY, { id }, { signal, silent: true, errorMessage: messages.shippingOrdersFetchFailed });
  return data.shippingJob ?? null;
}

/** GET /api/unshippedOrder (spec 002 §7): Approved orders with units left, of one customer once one is chosen. */
export async function fetchUnshippedOrders(
  params: { customer?: string | null; search?: string },
  signal?: AbortSignal,
): Promise<RouteAnswer<typeof ordersRoutes.unshippedOrders>> {
  return api.call(
    ordersApi.unshippedOrders,
    { query: { customer: params.customer || undefined, search: params.search || undefined } },
    { signal, errorMessage: messages.shippingOrdersFetchFailed },
  );
}

/** GET /api/shipCodes (spec 002 §7). */
export async function fetchShipCodes(signal?: AbortSignal): Promise<RouteAnswer<typeof ordersRoutes.shipCodes>> {
  return api.call(ordersApi.shipCodes, undefined, { signal });
}

/** A chosen order with its size grid (spec 002 §7 order(id)). */
export async function fetchShippingOrder(id: number, signal?: AbortSignal): Promise<ShippingOrder> {
  const data = await gql(SHIPPING_ORDER_QUERY, { id }, { signal, errorMessage: messages.shippingOrdersFetchFailed });
  if (!data.order) throw new Error(messages.shippingOrdersFetchFailed);
  return data.order;
}

/** The new job's id (spec 002 §7: the user is taken to it). */
export async function createShippingJob(input: CreateShippingJobInput): Promise<number> {
  const data = await gql(CREATE_SHIPPING_JOB_MUTATION, { input }, { errorMessage: messages.shippingJobCreateFailed });
  return data.createShippingJob;
}

export async function updateShippingJob(input: UpdateShippingJobInput): Promise<ShippingJob> {
  const data = await gql(UPDATE_SHIPPING_JOB_MUTATION, { input }, { errorMessage: messages.shippingJobUpdateFailed });
  return data.updateShippingJob;
}

export async function markShippingJobsShipped(ids: number[]): Promise<number[]> {
  const data = await gql(MARK_SHIPPING_JOBS_SHIPPED_MUTATION, { ids }, { errorMessage: SHIPPING_JOB_MESSAGES.markShippedFailed });
  return data.markShippingJobsShipped;
}
