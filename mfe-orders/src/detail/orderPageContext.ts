import { isOrderListName, orderListPathOf, type OrderListName } from '@portal/shared';
import { orderDetailPath, orderEditPath } from '../urls';

// Which list an order page sits under ({list}/{orderId}[/edit], spec 000 §2), and the paths that
// follow from it. Pure, so the rules are tested without a browser.

export interface OrderPageContext {
  list: OrderListName;
  /** '/saved' */
  listPath: string;
}

/** The list of an order page's path; /orders when the path names no list (it should not happen). */
export function orderPageContext(pathname: string): OrderPageContext {
  const first = pathname.split('/').filter(Boolean)[0];
  const list: OrderListName = isOrderListName(first) ? first : 'orders';
  return { list, listPath: `/${list}` };
}

/**
 * Where Edit leads: the edit page under the same list, except under /order_history, which has no
 * edit sub-path (spec 000 §2): there it is the edit page under the list of the order's status.
 */
export function editPathFor(context: OrderPageContext, orderId: number, status: number): string {
  const listPath = context.list === 'order_history' ? orderListPathOf(status) : context.listPath;
  return orderEditPath(listPath === '/order_history' ? '/orders' : listPath, orderId);
}

/** The detail page of an order under the same list (the edit page's way back). */
export function detailPathFor(context: OrderPageContext, orderId: number): string {
  return orderDetailPath(context.listPath, orderId);
}
