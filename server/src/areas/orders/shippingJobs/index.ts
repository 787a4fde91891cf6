import type { Area } from '../../area';
import { shippingJobsGraphql } from './graphql';
import { shippingJobRoutes } from './routes';
import { readableShippingJobs } from './service';
import { searchShippingJobs } from './search';

/** Shipping jobs (spec 002 "Shipping jobs"): list, detail, create, update, the bulk Mark Shipped (mfe-orders/README.md). */
export const shippingJobsArea: Area = {
  name: 'orders-shipping-jobs',
  graphql: shippingJobsGraphql,
  routes: shippingJobRoutes,
  live: { shipping_job: readableShippingJobs },
  search: searchShippingJobs,
};
