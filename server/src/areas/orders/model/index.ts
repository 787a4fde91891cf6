import type { Area } from '../../area';
import { productImageRoutes } from './productImages';
import { seedOrders } from './seed';

/** The order model: tables, demo orders, and the product images order items show. */
export const ordersModelArea: Area = {
  name: 'orders',
  rootRoutes: productImageRoutes,
  seed: seedOrders,
};
