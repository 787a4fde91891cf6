import type { Area } from '../area';
import { adminGraphql } from './graphql';
import { adminRootRoutes, adminRoutes } from './routes';
import { seedAdmin } from './seed';
import { stagedMaskUploads } from './styles/masks';

/** Administration (spec 002): user access, external users, e-mail settings, resources, license SKUs, trade shows, the product style editor (styles/) and the connection status (mfe-admin/README.md). */
export const adminArea: Area = {
  name: 'admin',
  routes: adminRoutes,
  // The marketing files under /Images/Marketing/… and /ImageDown/Marketing/… (marketing/routes.ts)
  // and the style masks under /media/styles/{sku}/masks/… (styles/routes.ts).
  rootRoutes: adminRootRoutes,
  graphql: adminGraphql,
  seed: seedAdmin,
  // Staged mask uploads no save named are swept (platform/stagedUploads.ts).
  stagedUploads: [stagedMaskUploads],
};
