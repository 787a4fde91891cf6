import { defineManifest } from '@portal/shared';
import { approvalRoutes } from './approval/routes';
import { catalogDrawer, catalogRoutes } from './catalogs/routes';
import { orderDetailRoutes } from './detail/routes';
import { orderListDrawer, orderListRoutes } from './lists/routes';
import { templateDrawer, templateRoutes } from './templates/routes';

// Orders area: the routes and drawer entries this remote owns (see README.md). Each screen group
// declares its own in its routes.ts (plain data, lazy screens), so this module stays small.
export default defineManifest({
  area: 'orders',
  routes: [...orderListRoutes, ...catalogRoutes, ...templateRoutes, ...orderDetailRoutes, ...approvalRoutes],
  drawer: [...orderListDrawer, ...catalogDrawer, ...templateDrawer],
});
