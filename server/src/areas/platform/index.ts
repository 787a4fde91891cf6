import type { Area } from '../area';
import { platformGraphql } from './graphql';
import { platformRoutes } from './routes';
import { seedPlatform } from './seed';
import { searchCustomers } from './search';

export { customerNameOf, customersFor, mayPickCustomer } from './service';

/** Sign-in and sessions, users, reps, customers, leagues/teams/players, system messages, error reports. */
export const platformArea: Area = {
  name: 'platform',
  routes: platformRoutes,
  graphql: platformGraphql,
  publicFields: [],
  seed: seedPlatform,
  search: searchCustomers,
};
