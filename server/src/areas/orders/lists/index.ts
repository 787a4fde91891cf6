import type { Area } from '../../area';
import { listsGraphql } from './graphql';
import { listRoutes } from './routes';
import { searchOrders } from './search';

/** The fifteen order lists (spec 000 §2-§9): queries, counters, saved filters, list actions, export. */
export const ordersListsArea: Area = {
  name: 'orders-lists',
  routes: listRoutes,
  graphql: listsGraphql,
  search: searchOrders,
};
