import type { Area } from '../area';
import { ordersApprovalArea } from './approval';
import { catalogsArea } from './catalogs';
import { ordersDetailArea } from './detail';
import { ordersListsArea } from './lists';
import { ordersModelArea } from './model';
import { shippingJobsArea } from './shippingJobs';
import { templatesArea } from './templates';

// The orders area's one door: what other areas may use. Its sub-folders (model, lists, catalogs,
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

/** Order writes: kept totals and search text, and the one order number sequence (advisory lock). */
export { nextOrderNumber, recomputeOrderTotals, refreshSearchText } from './model/orderWrites';
export { searchTextOf, type SearchTextParts } from './model/searchText';
/** Who may see an order (the order lists' visibility): 404 / 403 as HttpError. */
export { loadOrderForUser, loadOrderToChange, type OrderHead } from './detail/orderAccess';
/** The order detail page's links to other areas' records about an order (returns, design requests). */
export { registerRelatedRecordSource, type RelatedRecordLink, type RelatedRecordSource } from './detail/relatedRecords';
