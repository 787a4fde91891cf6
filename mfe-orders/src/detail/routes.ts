import { ORDER_LISTS, type AccessRuleName, type OrderListName, type RouteDefinition } from '@portal/shared';
import { orderDetailPath, orderEditPath } from '../urls';

// The order detail and edit pages for the remote's manifest: plain data and lazy screens
// (ARCHITECTURE.md). spec 000 §2: under every list path, {orderId} is the detail page and
// {orderId}/edit the edit page, except under /order_history (no edit there; its
// {orderId}/return belongs to the returns area). /orders is both a list and the orders area's own
// {orderId} and {orderId}/edit. Each page has the access rule of the list it sits under (spec 000 §6).

/** The access rule of a list and of the order pages under it. */
export function listAccessRule(list: OrderListName): AccessRuleName {
  switch (list) {
    case 'license_collections':
      return 'licenseCollections';
    case 'color_stories':
      return 'colorStories';
    case 'other_orders':
      return 'otherOrders';
    default:
      return 'orderPages';
  }
}

/** Lists whose orders have an edit sub-path. */
export const EDITABLE_UNDER: readonly OrderListName[] = ORDER_LISTS.filter((list) => list !== 'order_history');

const loadDetail = () => import('./OrderDetailPage/OrderDetailPage').then((m) => ({ default: m.OrderDetailPage }));
const loadEdit = () => import('./OrderEditPage/OrderEditPage').then((m) => ({ default: m.OrderEditPage }));

export const orderDetailRoutes: RouteDefinition[] = ORDER_LISTS.flatMap((list) => [
  { path: orderDetailPath(`/${list}`, ':orderId'), access: listAccessRule(list), load: loadDetail },
  ...(EDITABLE_UNDER.includes(list) ? [{ path: orderEditPath(`/${list}`, ':orderId'), access: listAccessRule(list), load: loadEdit }] : []),
]);
