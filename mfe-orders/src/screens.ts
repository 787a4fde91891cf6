import { ORDER_LISTS } from '@portal/shared/core';
import type { RemotePreloads, RemoteScreens } from '@portal/shared/platform';
import { orderListScreen } from './screenNames';

// The orders area's screens, the remote's one exposed module (`./screens`): screen name -> lazy
// loader. This module is only these functions (well under 1 KB); each import() is its own chunk,
// so opening /saved loads the list screen and nothing of the detail, template or approval screens.
// routes.data.ts names these screens; the build fails when a route names one that is not here.

const orderList = () => import('./lists/OrderListPage/OrderListPage');

export default {
  ...Object.fromEntries(
    ORDER_LISTS.map((list) => [orderListScreen(list), () => orderList().then((m) => ({ default: m.orderListScreen(list) }))]),
  ),
  orderDetail: () => import('./detail/OrderDetailPage/OrderDetailPage').then((m) => ({ default: m.OrderDetailPage })),
  orderEdit: () => import('./detail/OrderEditPage/OrderEditPage').then((m) => ({ default: m.OrderEditPage })),
  catalogs: () => import('./catalogs/CatalogsPage/CatalogsPage').then((m) => ({ default: m.CatalogsPage })),
  templates: () => import('./templates/TemplatesPage/TemplatesPage').then((m) => ({ default: m.TemplatesPage })),
  templateDetail: () => import('./templates/TemplateDetailPage/TemplateDetailPage').then((m) => ({ default: m.TemplateDetailPage })),
  shippingJobs: () => import('./shippingJobs/ShippingJobsPage/ShippingJobsPage').then((m) => ({ default: m.ShippingJobsPage })),
  shippingJobCreate: () =>
    import('./shippingJobs/ShippingJobCreatePage/ShippingJobCreatePage').then((m) => ({ default: m.ShippingJobCreatePage })),
  shippingJobDetail: () =>
    import('./shippingJobs/ShippingJobDetailPage/ShippingJobDetailPage').then((m) => ({ default: m.ShippingJobDetailPage })),
  approve: () => import('./approval/ApprovePage/ApprovePage').then((m) => ({ default: m.ApprovePage })),
  reject: () => import('./approval/RejectPage/RejectPage').then((m) => ({ default: m.RejectPage })),
} satisfies RemoteScreens;

/**
 * The list screens' data preloads (see ScreenPreload): right after sign-in the shell starts the
 * page's rows, filter options and counter while the frame and the screen are still rendering. The
 * page's module is already on its way (the login page prefetches it on Submit), so this adds no chunk.
 */
export const preloads = Object.fromEntries(
  ORDER_LISTS.map((list) => [orderListScreen(list), (context) => void orderList().then((m) => m.preloadOrderList(list, context))]),
) satisfies RemotePreloads;
