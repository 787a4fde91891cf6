import type { Area } from '../area';
import { adminGraphql } from './graphql';
import { marketingRootRoutes } from './marketing/routes';
import { adminRoutes } from './routes';
import { seedAdmin } from './seed';

/** Administration (spec 002): user access, external users, e-mail settings, resources, license SKUs, trade shows, the product style editor (styles/) and the connection status (mfe-admin/README.md). */
export const adminArea: Area = {
  name: 'admin',
  routes: adminRoutes,
  // The marketing files under /Images/Marketing/… and /ImageDown/Marketing/… (marketing/routes.ts).
  rootRoutes: marketingRootRoutes,
  graphql: adminGraphql,
  seed: seedAdmin,
};
