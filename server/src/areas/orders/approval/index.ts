import type { Area } from '../../area';
import { orderApprovalGraphql } from './graphql';

/** Customer approval links and the public approve/reject operations (README.md). */
export const ordersApprovalArea: Area = {
  name: 'orders-approval',
  graphql: orderApprovalGraphql,
  // spec 002 §6: the approve and reject pages are public; so are their three operations.
  publicFields: ['orderApproval', 'approveOrder', 'rejectOrder'],
};
