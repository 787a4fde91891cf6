import { orderListPathOf, recordPaths } from '@portal/shared';

// Every path of the returns area, and the paths it links to (STYLE.md: nobody else writes a path
// string). Routes use the patterns; links use the builders.

export const RETURN_ROUTES = {
  list: '/returns',
  detail: '/returns/:id',
  edit: '/returns/:returnID/:orderId/edit',
  /** spec 001 §2.1: create from the order history, and under the orders area. */
  createFromHistory: '/order_history/:orderId/return',
  createFromOrders: '/orders/:orderId/return',
} as const;

/** The area that opened the create screen: the Back button goes to its order page. */
export type OrderArea = 'order_history' | 'orders';

export const returnsListPath = () => RETURN_ROUTES.list;
export const returnPath = recordPaths.return;
export const returnEditPath = (id: number | string, orderId: number | string) => `/returns/${id}/${orderId}/edit`;
export const createReturnPath = (orderId: number | string, area: OrderArea = 'order_history') => `/${area}/${orderId}/return`;
/** spec 001 §2.1: the order number links to /order_history/{orderId}. */
export const orderHistoryPath = (orderId: number | string) => `/order_history/${orderId}`;
export const orderPath = (orderId: number | string, area: OrderArea) => `/${area}/${orderId}`;
/** The return order the order approval created: the order list of its status (spec 000 §4). */
export const returnOrderPath = (orderId: number, status: number) => `${orderListPathOf(status)}/${orderId}`;
/** spec 001 §2.1: invoice links point to /Images/Invoice/{invoice}.pdf. */
export const invoiceUrl = (invoice: string) => `/Images/Invoice/${encodeURIComponent(invoice)}.pdf`;
