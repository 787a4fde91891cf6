import type { Area } from '../area';
import { adminGraphql } from './graphql';
import { adminRoutes } from './routes';
import { seedAdmin } from './seed';

/** Administration (spec 002): user access and the connection status so far (mfe-admin/README.md). */
export const adminArea: Area = {
  name: 'admin',
  routes: adminRoutes,
  graphql: adminGraphql,
  seed: seedAdmin,
};
