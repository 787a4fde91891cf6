import { ORDER_LISTS } from '@portal/shared/core';
import type { RemoteScreens } from '@portal/shared/platform';
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
  shippingJobCreate: () => import('./shippingJobs/ShippingJobCreatePage/ShippingJobCreatePage').then((m) => ({ default: m.ShippingJobCreatePage })),
  shippingJobDetail: () => import('./shippingJobs/ShippingJobDetailPage/ShippingJobDetailPage').then((m) => ({ default: m.ShippingJobDetailPage })),
  approve: () => import('./approval/ApprovePage/ApprovePage').then((m) => ({ default: m.ApprovePage })),
  reject: () => import('./approval/RejectPage/RejectPage').then((m) => ({ default: m.RejectPage })),
} satisfies RemoteScreens;
