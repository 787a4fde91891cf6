import type { Area } from '../area';
import { ordersApprovalArea } from './approval';
import { catalogsArea } from './catalogs';
import { ordersDetailArea } from './detail';
import { ordersListsArea } from './lists';
import { ordersModelArea } from './model';
import { shippingJobsArea } from './shippingJobs';
import { templatesArea } from './templates';

// The orders area's one door: what other areas may use. Its sub-folders (model, lists, catalogs, shippingJobs,
// templates, detail, approval) are one area and use each other directly; nothing outside orders
// imports them (checked by .dependency-cruiser.cjs). The order tables are in ./schema.ts, test helpers
// in ./testing.ts.

/** The orders sub-areas in registry order: the model (tables, seed) first, approval last. */
export const ordersAreas: readonly Area[] = [
  ordersModelArea,
  ordersListsArea,
  catalogsArea,
  templatesArea,
  // Detail, edit, status flow, invoices; then customer approval links (after the model and lists).
  ordersDetailArea,
  shippingJobsArea,
  ordersApprovalArea,
];

/**
 * The orders other areas make and change (returns' credit orders, custom events' production orders):
 * inside the caller's transaction, with the order's numbering, totals, search text and status history.
 */
export {
  createOrder,
  createOrders,
  replaceOrderLines,
  type CreatedOrder,
  type OrderChargeDraft,
  type OrderDraft,
  type OrderItemDraft,
  type OrderLinesDraft,
} from './model/orderDraft';
export { cancelOrder } from './detail/statusChange';
/** What other areas read of orders: an order's number and status, its lines and shipments. */
export {
  orderIdsInStatus,
  orderRefs,
  readOrderContents,
  type OrderChargeRow,
  type OrderContents,
  type OrderItemRow,
  type OrderItemSizeRow,
  type OrderRef,
  type OrderRow,
  type OrderShipment,
} from './model/orderReads';
/** Who may see an order (the order lists' visibility): 404 / 403 as HttpError. */
export { loadOrderForUser, loadOrderToChange, type OrderHead } from './detail/orderAccess';
/** The order detail page's links to other areas' records about an order (returns, design requests). */
export { registerRelatedRecordSource, type RelatedRecordLink, type RelatedRecordSource } from './detail/relatedRecords';
