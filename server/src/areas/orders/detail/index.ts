import type { Area } from '../../area';
import { orderDetailGraphql } from './graphql';
import { invoiceRoutes } from './invoiceRoutes';
import { readableOrders } from './orderAccess';

/** Order detail and edit, the status flow, and the invoice PDFs (README.md). */
export const ordersDetailArea: Area = {
  name: 'orders-detail',
  graphql: orderDetailGraphql,
  rootRoutes: invoiceRoutes,
  live: { order: readableOrders },
};
