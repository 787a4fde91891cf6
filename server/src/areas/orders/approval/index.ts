import type { Area } from '../../area';
import { approvalArtRoutes } from './approvalArt';
import { orderApprovalGraphql } from './graphql';

/** Customer approval links and the public approve/reject operations (README.md). */
export const ordersApprovalArea: Area = {
  name: 'orders-approval',
  graphql: orderApprovalGraphql,
  // GET /api/order_approval/:orderId/:linkId/art/:itemId: an item's art through the link (public, approvalArt.ts).
  routes: approvalArtRoutes,
  // spec 002 §6: the approve and reject pages are public; so are their three operations.
  publicFields: ['orderApproval', 'approveOrder', 'rejectOrder'],
};
