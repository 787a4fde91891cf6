import { approvalPagePath, ORDER_LIST_DEFINITIONS, ORDER_LISTS, type OrderListName } from '@portal/shared/core';
import type { DrawerData, RemoteRouteData, RouteData } from '@portal/shared/platform';
import { orderListScreen } from './screenNames';
import {
  shippingJobCreatePath,
  shippingJobDetailPath,
  shippingJobListPath,
  catalogListPath,
  orderDetailPath,
  orderEditPath,
  orderListPath,
  templateDetailPath,
  templateListPath,
} from './urls';

// The orders area's routes and drawer entries as data (ARCHITECTURE.md "Front end"). The build
// writes this module's default export to dist/routes.json beside mf-manifest.json, the server hands
// it to the shell with /remotes.json, and each route names a screen of ./screens.ts, which the shell
// loads only when the route is opened. Pure: paths, access rule names, labels, icon names.

/** Drawer order, as users know the lists. */
const DRAWER_ORDER: readonly OrderListName[] = [
  'saved',
  'parked',
  'sellsheet',
  'manager',
  'art_awaiting',
  'art_requested',
  'art_completed',
  'color_stories',
  'license_collections',
  'awaiting_customer_approval',
  'customer_approved',
  'other_orders',
  'approved',
  'order_history',
  'orders',
];

/** spec 000 §6: each list and the order pages under it need the list's access rule. */
const accessOf = (list: OrderListName) => ORDER_LIST_DEFINITIONS[list].access;

// spec 000 §2: each list lives at /{list}; under it {orderId} is the detail page and {orderId}/edit
// the edit page, except under /order_history (no edit there; its {orderId}/return belongs to the
// returns area).
const orderRoutes: RouteData[] = ORDER_LISTS.flatMap((list): RouteData[] => [
  { path: orderListPath(list), access: accessOf(list), screen: orderListScreen(list) },
  { path: orderDetailPath(`/${list}`, ':orderId'), access: accessOf(list), screen: 'orderDetail', record: 'order' },
  ...(list === 'order_history' ? [] : [{ path: orderEditPath(`/${list}`, ':orderId'), access: accessOf(list), screen: 'orderEdit' }]),
]);

export default {
  area: 'orders',
  routes: [
    ...orderRoutes,
    // spec 000 §6: /catalogs is open to any logged-in user; the server decides which catalogs each sees.
    { path: catalogListPath, access: 'loggedIn', screen: 'catalogs' },
    // spec 000 §6: /templates needs order access with userType INTERNAL or REP (rule `templates`).
    { path: templateListPath, access: 'templates', screen: 'templates' },
    { path: templateDetailPath(':orderId'), access: 'templates', screen: 'templateDetail' },
    // spec 002 §6: shipping job screens are open to any logged-in user; creating needs order_edit or approve.
    { path: shippingJobListPath, access: 'loggedIn', screen: 'shippingJobs' },
    { path: shippingJobCreatePath, access: 'shippingJobEdit', screen: 'shippingJobCreate' },
    { path: shippingJobDetailPath(':jobNumb'), access: 'loggedIn', screen: 'shippingJobDetail', record: 'shippingJob' },
    // spec 002 §2, §6: the customer's approve and reject pages are public (`access` is not consulted).
    { path: approvalPagePath(':orderId', ':id', 'approve'), access: 'loggedIn', public: true, screen: 'approve' },
    { path: approvalPagePath(':orderId', ':id', 'reject'), access: 'loggedIn', public: true, screen: 'reject' },
  ],
  drawer: [
    ...DRAWER_ORDER.map((list, i): DrawerData => {
      const { label, counter } = ORDER_LIST_DEFINITIONS[list];
      return {
        label,
        path: orderListPath(list),
        access: accessOf(list),
        icon: 'file-text',
        group: 'Orders',
        order: 100 + i,
        // spec 000 §3: GET /api/orders/total?values=… answers the counters by name.
        ...(counter ? { counter: { url: `/api/orders/total?values=${counter}`, key: counter, live: 'order' as const } } : {}),
      };
    }),
    { label: 'Catalogs', path: catalogListPath, access: 'loggedIn', icon: 'shopping-cart', group: 'Orders', order: 200 },
    { label: 'Templates', path: templateListPath, access: 'templates', icon: 'file-text', group: 'Orders', order: 201 },
    { label: 'Shipping Jobs', path: shippingJobListPath, access: 'loggedIn', icon: 'file-text', group: 'Orders', order: 202 },
  ],
} satisfies RemoteRouteData;
