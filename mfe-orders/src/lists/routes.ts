import { createElement } from 'react';
import { ORDER_LIST_DEFINITIONS, ORDER_LISTS, type DrawerEntry, type OrderListName, type RouteDefinition } from '@portal/shared';
import { FileTextOutlined } from '@portal/shared/icons';
import { orderListPath } from '../urls';

// The fifteen order lists for the remote's manifest: plain data and one lazy screen per list
// (ARCHITECTURE.md). Each route and drawer entry carries the list's access rule (spec 000 §6),
// which the server checks too. The {path}/{id} and {path}/{id}/edit routes belong to the order
// detail screens (../detail).

/** Drawer order, as users know the lists. */
const DRAWER_ORDER: readonly OrderListName[] = [
  'saved', 'parked', 'sellsheet', 'manager', 'art_awaiting', 'art_requested', 'art_completed', 'color_stories',
  'license_collections', 'awaiting_customer_approval', 'customer_approved', 'other_orders', 'approved', 'order_history', 'orders',
];

const load = (name: OrderListName) => () => import('./OrderListPage/OrderListPage').then((m) => ({ default: m.orderListScreen(name) }));

export const orderListRoutes: RouteDefinition[] = ORDER_LISTS.map((name) => ({
  path: orderListPath(name),
  access: ORDER_LIST_DEFINITIONS[name].access,
  load: load(name),
}));

export const orderListDrawer: DrawerEntry[] = DRAWER_ORDER.map((name, i) => ({
  label: ORDER_LIST_DEFINITIONS[name].label,
  path: orderListPath(name),
  access: ORDER_LIST_DEFINITIONS[name].access,
  icon: createElement(FileTextOutlined),
  group: 'Orders',
  order: 100 + i,
}));
