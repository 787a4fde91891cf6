import { recordPaths, type OrderListName } from '@portal/shared';

// Every path and link builder of the orders area (STYLE.md: nobody else writes a path string).

// ---- catalogs and templates -------------------------------------------------------------------

/** spec 000 §2 "Catalogs list". */
export const catalogListPath = '/catalogs';
/** spec 000 §2 "Templates list (/templates)". */
export const templateListPath = '/templates';
/** spec 000 §2: a template row opens /templates/{orderId}. */
export const templateDetailPath = (orderId: number | string) => `${templateListPath}/${orderId}`;
/** spec 000 §4: a linked order opens under the list its status belongs to, {path}/{id}. */
export const orderByStatusPath = (status: number, orderId: number | string) => recordPaths.order(orderId, status);

// ---- order detail and edit (detail/) ------------------------------------------------------------

/** spec 000 §2: under each list path, {orderId} is the order's detail page. */
export const orderDetailPath = (listPath: string, orderId: number | string) => `${listPath}/${orderId}`;
/** spec 000 §2: {orderId}/edit is the order edit page (not under /order_history). */
export const orderEditPath = (listPath: string, orderId: number | string) => `${listPath}/${orderId}/edit`;
/**
 * Create Return of a shipped order. The screen is the returns remote's; it owns
 * /order_history/{orderId}/return and /orders/{orderId}/return (its Back goes to the order under
 * the same one), so a page under /orders keeps /orders and every other list uses Order History.
 */
export const createReturnPath = (listPath: string, orderId: number | string) =>
  `${listPath === '/orders' ? '/orders' : '/order_history'}/${orderId}/return`;
/** The invoice of a shipment, a PDF the server renders. */
export const invoicePdfPath = (invoice: string) => `/Images/Invoice/${encodeURIComponent(invoice)}.pdf`;

// ---- shipping jobs (shippingJobs/) ------------------------------------------------------------

/** spec 002 §2 "Shipping jobs". */
export const shippingJobListPath = '/shippingJobs';
export const shippingJobCreatePath = '/shippingJobs/create';
export const shippingJobDetailPath = recordPaths.shippingJob;
/** spec 002 §2: a job's items link to /order_history/{orderId}. */
export const shippingJobOrderPath = (orderId: number | string) => `/order_history/${orderId}`;

// ---- order lists --------------------------------------------------------------------------------

/** spec 000 §2: each order list lives at /{list}. */
export const orderListPath = (list: OrderListName) => `/${list}` as const;
/** spec 000 §2: row click opens {path}/{id}. */
export const orderInListPath = (list: OrderListName, orderId: number | string) => `/${list}/${orderId}`;
/** A list link with its query string ('/saved?status=0'); the saved filters store these. */
export const orderListLink = (list: OrderListName, search: string) =>
  `/${list}${search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''}`;

/**
 * The .xlsx export of a view: the list's own query string (spec 000 §2 keys), the list, and the
 * visible columns (GET /api/orders/export; the browser downloads it with the session cookie).
 */
export function orderExportUrl(list: OrderListName, search: string, columns: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const key of ['action', 'id', 'page']) params.delete(key);
  params.set('from', list);
  for (const c of columns) params.append('columns', c);
  return `/api/orders/export?${params.toString()}`;
}
