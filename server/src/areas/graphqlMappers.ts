import type { ReturnsListArgs, SessionUser } from '@portal/shared/core';
import type {
  Return,
  ReturnCharge,
  ReturnItem,
  ReturnListRow,
  ReturnOrder,
  ReturnOrderCharge,
  ReturnOrderItem,
  ReturnOrderItemReturn,
  ReturnOrderReturn,
  ReturnOrderReturnCharge,
  ReturnOrderShippingJob,
  ReturnOrderSize,
  ReturnSize,
} from './graphqlTypes';

// What some resolvers answer in place of their GraphQL type (codegen.ts `mappers`, used by the
// generated graphqlTypes.ts): the type's own field resolvers or loaders read it. Types that only
// leave fields to a field resolver or loader are mapped in codegen.ts with Omit<…>.

/** An order list row (the Order type's field resolvers turn it into the wire row). */
export type { NamedOrderListRow as OrderParent } from './orders/lists/listService';

/** returnsV2 answers the checked arguments; list, totalCount and domain each run when asked. */
export interface ReturnsPageParent {
  args: ReturnsListArgs;
  user: SessionUser;
}

// Returns: the services answer cents; the spec's dollar fields (refund, price, totalPrice, a
// charge's charge …) are the types' field resolvers (returns/graphql.ts).
export type ReturnListRowParent = Omit<ReturnListRow, 'totalRefund'>;
export type ReturnSizeParent = Omit<ReturnSize, 'upcharge'>;
export type ReturnItemParent = Omit<ReturnItem, 'price' | 'refund' | 'totalPrice' | 'totalUpcharge' | 'size'> & {
  size: ReturnSizeParent[];
};
export type ReturnChargeParent = Omit<ReturnCharge, 'charge' | 'refund'>;
export type ReturnParent = Omit<Return, 'changes' | 'totalPrice' | 'totalRefunded' | 'orderRefunded' | 'items' | 'charges' | 'shipping'> & {
  items: ReturnItemParent[];
  charges: ReturnChargeParent[];
  shipping: ReturnChargeParent[];
};
export type ReturnOrderSizeParent = Omit<ReturnOrderSize, 'upcharge'>;
export type ReturnOrderItemReturnParent = Omit<ReturnOrderItemReturn, 'refund'>;
export type ReturnOrderItemParent = Omit<ReturnOrderItem, 'price' | 'refunded' | 'size' | 'returns'> & {
  size: ReturnOrderSizeParent[];
  returns: ReturnOrderItemReturnParent[];
};
export type ReturnOrderChargeParent = Omit<ReturnOrderCharge, 'charge' | 'refunded'>;
export type ReturnOrderShippingJobParent = Omit<ReturnOrderShippingJob, 'charge' | 'refunded'>;
export type ReturnOrderReturnChargeParent = Omit<ReturnOrderReturnCharge, 'refund'>;
export type ReturnOrderReturnParent = Omit<ReturnOrderReturn, 'totalRefund' | 'charges'> & { charges: ReturnOrderReturnChargeParent[] };
export type ReturnOrderParent = Omit<
  ReturnOrder,
  'price' | 'shipping' | 'earlierRefund' | 'items' | 'charges' | 'shippingJobs' | 'returns'
> & {
  items: ReturnOrderItemParent[];
  charges: ReturnOrderChargeParent[];
  shippingJobs: ReturnOrderShippingJobParent[];
  returns: ReturnOrderReturnParent[];
};
