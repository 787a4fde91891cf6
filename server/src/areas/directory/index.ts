import type { Area } from '../area';
import { directoryRoutes } from './routes';
import { searchCustomers } from './search';
import { seedDirectory } from './seed';

// The directory's door: its Area, the look-ups other areas call and the commands they write it
// with. What they read in their own queries is in the views of its tables
// (db/tables/directory.views.ts).
export {
  DEFAULT_PLAYER_NAME,
  DEFAULT_PLAYER_NUMBER,
  customerNameOf,
  customersFor,
  ensureOrderType,
  mayPickCustomer,
  setUserCustomers,
} from './service';

/** The people and parties the business deals with: reps, CSRs, customers; leagues/teams/players, order types. */
export const directoryArea: Area = {
  name: 'directory',
  // The faker of the demo data is seeded from this name (db/seed.ts): the directory's demo data
  // (reps, customers, players) is what the tests and the e2e journeys were written against.
  seedKey: 'platform',
  routes: directoryRoutes,
  seed: seedDirectory,
  search: searchCustomers,
};
