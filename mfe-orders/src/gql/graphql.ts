/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@portal/shared/core';
/** How a license collection's item images are drawn: M ghost, V vector. */
export type CollectionImageType =
  | 'M'
  | 'V';

export type CreateShippingJobInput = {
  comment?: string | null | undefined;
  csr: string;
  customer: string;
  /** YYYY-MM-DD (Toronto). */
  dateRequired: string;
  items: Array<ShippingJobItemInput>;
  jobTitle: string;
  po?: string | null | undefined;
  rep: string;
  shipViaCode: string;
  shipping: ShippingAddressInput;
};

/** The repeated filter keys of an order list (spec 000 §2), each a list of selected values. */
export type OrderFilterInput = {
  alloc?: Array<string> | null | undefined;
  bda?: Array<string> | null | undefined;
  billToNumb?: Array<string> | null | undefined;
  buyingGroup?: Array<string> | null | undefined;
  credit?: Array<string> | null | undefined;
  csr?: Array<string> | null | undefined;
  csr2?: Array<string> | null | undefined;
  custNumb?: Array<string> | null | undefined;
  department?: Array<string> | null | undefined;
  /** Created on or before this Toronto date (YYYY-MM-DD). */
  endDate?: string | null | undefined;
  jobCode?: Array<string> | null | undefined;
  order_type?: Array<string> | null | undefined;
  rep?: Array<string> | null | undefined;
  /** Y: has a scheduled ship date; N: has none. */
  scheduled?: Array<string> | null | undefined;
  /** Created on or after this Toronto date (YYYY-MM-DD). */
  startDate?: string | null | undefined;
  status?: Array<number> | null | undefined;
  tags?: Array<string> | null | undefined;
  type?: Array<string> | null | undefined;
};

export type OrderHeaderInput = {
  comments?: string | null | undefined;
  /** YYYY-MM-DD (Toronto). */
  dateRequired?: string | null | undefined;
  department?: string | null | undefined;
  po?: string | null | undefined;
  rush: boolean;
  scheduledShipDate?: string | null | undefined;
  tags: Array<string>;
};

export type OrderSizeQuantityInput = {
  qtyC: number;
  qtyU: number;
  sizeId: number;
};

export type ShippingAddressInput = {
  address1: string;
  address2?: string | null | undefined;
  address3?: string | null | undefined;
  city: string;
  country: string;
  customerName: string;
  state?: string | null | undefined;
  zip?: string | null | undefined;
};

export type ShippingJobItemInput = {
  C: number;
  U: number;
  /** The size's label (as shown). */
  abbr?: string | null | undefined;
  /** The order item size's id. */
  id: number;
};

export type UpdateShippingJobInput = {
  items: Array<ShippingJobItemInput>;
  /** The job's number (its id). */
  orderNumb: number;
};

export type OrderApprovalQueryVariables = Exact<{
  id: string;
  order: number;
}>;


export type OrderApprovalQuery = { orderApproval: { orderNumber: number, customerName: string, po: string | null, currency: string, totalCents: number, items: Array<{ id: number, styleCode: string, name: string, color: string, design: string | null, priceCents: number, quantity: number, amountCents: number, sizes: Array<{ size: string, quantity: number, upchargeCents: number }> }>, charges: Array<{ name: string, amountCents: number }> } | null };

export type ApproveOrderMutationVariables = Exact<{
  id: string;
  order: number;
  email: string;
  name: string;
}>;


export type ApproveOrderMutation = { approveOrder: boolean | null };

export type RejectOrderMutationVariables = Exact<{
  id: string;
  order: number;
  email: string;
  name: string;
  comment: string;
}>;


export type RejectOrderMutation = { rejectOrder: boolean | null };

export type CatalogFieldsFragment = { id: number, name: string, user: string | null, rep: string | null, created_at: string, customer: string, customerName: string, url: string, editable: boolean, orders: Array<{ id: number, orderId: number, name: string | null, numb: number, status: number, statusString: string }> };

export type CatalogsQueryVariables = Exact<{
  filter?: string | null | undefined;
  page?: number | null | undefined;
  order?: string | null | undefined;
  orderBy?: string | null | undefined;
}>;


export type CatalogsQuery = { catalogs: { total: number, catalogs: Array<{ id: number, name: string, user: string | null, rep: string | null, created_at: string, customer: string, customerName: string, url: string, editable: boolean, orders: Array<{ id: number, orderId: number, name: string | null, numb: number, status: number, statusString: string }> }> } };

export type CatalogOrderOptionsQueryVariables = Exact<{
  id: number;
  search?: string | null | undefined;
}>;


export type CatalogOrderOptionsQuery = { catalogOrderOptions: Array<{ orderId: number, numb: number, name: string | null, status: number, statusString: string }> };

export type UpdateCatalogMutationVariables = Exact<{
  id: number;
  name: string;
  addOrders?: Array<number> | number | null | undefined;
  removeOrders?: Array<number> | number | null | undefined;
}>;


export type UpdateCatalogMutation = { updateCatalog: { id: number, name: string, user: string | null, rep: string | null, created_at: string, customer: string, customerName: string, url: string, editable: boolean, orders: Array<{ id: number, orderId: number, name: string | null, numb: number, status: number, statusString: string }> } };

export type OrderDetailFieldsFragment = { id: number, number: number, status: number, subStatus: number | null, statusString: string, subStatusString: string | null, listPath: string, type: string, orderType: string, orderTypeName: string, currency: string, po: string | null, quote: string | null, job: string | null, jobCodes: Array<string>, tags: Array<string>, department: string | null, credit: string, alloc: string, bda: string | null, buyingGroup: string | null, scheduledShipDate: string | null, dateRequired: string | null, rush: boolean, event: boolean, onHold: boolean, createdAt: string, updatedAt: string, comments: string | null, collectionStart: string | null, collectionEnd: string | null, customerEmails: Array<string>, customer: { numb: string, name: string, country: string, province: string | null }, billTo: { numb: string, name: string, country: string, province: string | null }, rep: { code: string, name: string, email: string | null }, csr: { code: string, name: string, email: string | null } | null, csr2: { code: string, name: string, email: string | null } | null, createdBy: { name: string, email: string } | null, items: Array<{ id: number, line: number, styleCode: string, name: string, color: string, colorCode: string, designId: string | null, designVariation: number | null, image: string, priceCents: number, finalPriceCents: number, quantity: number, shipped: number, amountCents: number, sizes: Array<{ id: number, size: string, quantity: number, qtyC: number, qtyU: number, shippedC: number, shippedU: number, upchargeCents: number }> }>, charges: Array<{ code: string, name: string, amountCents: number }>, totals: { itemsCents: number, chargesCents: number, totalCents: number, units: number, shippedUnits: number }, history: Array<{ id: number, fromStatus: number | null, toStatus: number, toSubStatus: number | null, text: string, at: string, comment: string | null, user: { name: string, email: string } | null }>, changes: Array<{ id: number, at: string, actorName: string | null, table: string, action: string, changes: Array<{ field: string, before: string | null, after: string | null }> }>, shippingJobs: Array<{ id: number, job: string | null, shipped: boolean, shippedAt: string | null, createdAt: string, shipVia: string | null, chargeCents: number, invoices: Array<string>, units: number }>, returns: Array<{ id: number, label: string, path: string }>, designRequests: Array<{ id: number, label: string, path: string }>, approvals: Array<{ createdAt: string, createdBy: string | null, sentTo: Array<string>, usedAt: string | null, superseded: boolean, result: string | null, name: string | null, email: string | null, comment: string | null }>, actions: { canEdit: boolean, canEditItems: boolean, canOpenEdit: boolean, canSendForApproval: boolean, canCreateReturn: boolean, transitions: Array<{ to: number, toText: string, label: string, confirm: boolean }> } };

export type OrderQueryVariables = Exact<{
  id: number;
}>;


export type OrderQuery = { order: { id: number, number: number, status: number, subStatus: number | null, statusString: string, subStatusString: string | null, listPath: string, type: string, orderType: string, orderTypeName: string, currency: string, po: string | null, quote: string | null, job: string | null, jobCodes: Array<string>, tags: Array<string>, department: string | null, credit: string, alloc: string, bda: string | null, buyingGroup: string | null, scheduledShipDate: string | null, dateRequired: string | null, rush: boolean, event: boolean, onHold: boolean, createdAt: string, updatedAt: string, comments: string | null, collectionStart: string | null, collectionEnd: string | null, customerEmails: Array<string>, customer: { numb: string, name: string, country: string, province: string | null }, billTo: { numb: string, name: string, country: string, province: string | null }, rep: { code: string, name: string, email: string | null }, csr: { code: string, name: string, email: string | null } | null, csr2: { code: string, name: string, email: string | null } | null, createdBy: { name: string, email: string } | null, items: Array<{ id: number, line: number, styleCode: string, name: string, color: string, colorCode: string, designId: string | null, designVariation: number | null, image: string, priceCents: number, finalPriceCents: number, quantity: number, shipped: number, amountCents: number, sizes: Array<{ id: number, size: string, quantity: number, qtyC: number, qtyU: number, shippedC: number, shippedU: number, upchargeCents: number }> }>, charges: Array<{ code: string, name: string, amountCents: number }>, totals: { itemsCents: number, chargesCents: number, totalCents: number, units: number, shippedUnits: number }, history: Array<{ id: number, fromStatus: number | null, toStatus: number, toSubStatus: number | null, text: string, at: string, comment: string | null, user: { name: string, email: string } | null }>, changes: Array<{ id: number, at: string, actorName: string | null, table: string, action: string, changes: Array<{ field: string, before: string | null, after: string | null }> }>, shippingJobs: Array<{ id: number, job: string | null, shipped: boolean, shippedAt: string | null, createdAt: string, shipVia: string | null, chargeCents: number, invoices: Array<string>, units: number }>, returns: Array<{ id: number, label: string, path: string }>, designRequests: Array<{ id: number, label: string, path: string }>, approvals: Array<{ createdAt: string, createdBy: string | null, sentTo: Array<string>, usedAt: string | null, superseded: boolean, result: string | null, name: string | null, email: string | null, comment: string | null }>, actions: { canEdit: boolean, canEditItems: boolean, canOpenEdit: boolean, canSendForApproval: boolean, canCreateReturn: boolean, transitions: Array<{ to: number, toText: string, label: string, confirm: boolean }> } } | null };

export type UpdateOrderMutationVariables = Exact<{
  id: number;
  input: OrderHeaderInput;
}>;


export type UpdateOrderMutation = { updateOrder: { id: number, number: number, status: number, subStatus: number | null, statusString: string, subStatusString: string | null, listPath: string, type: string, orderType: string, orderTypeName: string, currency: string, po: string | null, quote: string | null, job: string | null, jobCodes: Array<string>, tags: Array<string>, department: string | null, credit: string, alloc: string, bda: string | null, buyingGroup: string | null, scheduledShipDate: string | null, dateRequired: string | null, rush: boolean, event: boolean, onHold: boolean, createdAt: string, updatedAt: string, comments: string | null, collectionStart: string | null, collectionEnd: string | null, customerEmails: Array<string>, customer: { numb: string, name: string, country: string, province: string | null }, billTo: { numb: string, name: string, country: string, province: string | null }, rep: { code: string, name: string, email: string | null }, csr: { code: string, name: string, email: string | null } | null, csr2: { code: string, name: string, email: string | null } | null, createdBy: { name: string, email: string } | null, items: Array<{ id: number, line: number, styleCode: string, name: string, color: string, colorCode: string, designId: string | null, designVariation: number | null, image: string, priceCents: number, finalPriceCents: number, quantity: number, shipped: number, amountCents: number, sizes: Array<{ id: number, size: string, quantity: number, qtyC: number, qtyU: number, shippedC: number, shippedU: number, upchargeCents: number }> }>, charges: Array<{ code: string, name: string, amountCents: number }>, totals: { itemsCents: number, chargesCents: number, totalCents: number, units: number, shippedUnits: number }, history: Array<{ id: number, fromStatus: number | null, toStatus: number, toSubStatus: number | null, text: string, at: string, comment: string | null, user: { name: string, email: string } | null }>, changes: Array<{ id: number, at: string, actorName: string | null, table: string, action: string, changes: Array<{ field: string, before: string | null, after: string | null }> }>, shippingJobs: Array<{ id: number, job: string | null, shipped: boolean, shippedAt: string | null, createdAt: string, shipVia: string | null, chargeCents: number, invoices: Array<string>, units: number }>, returns: Array<{ id: number, label: string, path: string }>, designRequests: Array<{ id: number, label: string, path: string }>, approvals: Array<{ createdAt: string, createdBy: string | null, sentTo: Array<string>, usedAt: string | null, superseded: boolean, result: string | null, name: string | null, email: string | null, comment: string | null }>, actions: { canEdit: boolean, canEditItems: boolean, canOpenEdit: boolean, canSendForApproval: boolean, canCreateReturn: boolean, transitions: Array<{ to: number, toText: string, label: string, confirm: boolean }> } } | null };

export type UpdateOrderQuantitiesMutationVariables = Exact<{
  id: number;
  sizes: Array<OrderSizeQuantityInput> | OrderSizeQuantityInput;
}>;


export type UpdateOrderQuantitiesMutation = { updateOrderQuantities: { id: number, number: number, status: number, subStatus: number | null, statusString: string, subStatusString: string | null, listPath: string, type: string, orderType: string, orderTypeName: string, currency: string, po: string | null, quote: string | null, job: string | null, jobCodes: Array<string>, tags: Array<string>, department: string | null, credit: string, alloc: string, bda: string | null, buyingGroup: string | null, scheduledShipDate: string | null, dateRequired: string | null, rush: boolean, event: boolean, onHold: boolean, createdAt: string, updatedAt: string, comments: string | null, collectionStart: string | null, collectionEnd: string | null, customerEmails: Array<string>, customer: { numb: string, name: string, country: string, province: string | null }, billTo: { numb: string, name: string, country: string, province: string | null }, rep: { code: string, name: string, email: string | null }, csr: { code: string, name: string, email: string | null } | null, csr2: { code: string, name: string, email: string | null } | null, createdBy: { name: string, email: string } | null, items: Array<{ id: number, line: number, styleCode: string, name: string, color: string, colorCode: string, designId: string | null, designVariation: number | null, image: string, priceCents: number, finalPriceCents: number, quantity: number, shipped: number, amountCents: number, sizes: Array<{ id: number, size: string, quantity: number, qtyC: number, qtyU: number, shippedC: number, shippedU: number, upchargeCents: number }> }>, charges: Array<{ code: string, name: string, amountCents: number }>, totals: { itemsCents: number, chargesCents: number, totalCents: number, units: number, shippedUnits: number }, history: Array<{ id: number, fromStatus: number | null, toStatus: number, toSubStatus: number | null, text: string, at: string, comment: string | null, user: { name: string, email: string } | null }>, changes: Array<{ id: number, at: string, actorName: string | null, table: string, action: string, changes: Array<{ field: string, before: string | null, after: string | null }> }>, shippingJobs: Array<{ id: number, job: string | null, shipped: boolean, shippedAt: string | null, createdAt: string, shipVia: string | null, chargeCents: number, invoices: Array<string>, units: number }>, returns: Array<{ id: number, label: string, path: string }>, designRequests: Array<{ id: number, label: string, path: string }>, approvals: Array<{ createdAt: string, createdBy: string | null, sentTo: Array<string>, usedAt: string | null, superseded: boolean, result: string | null, name: string | null, email: string | null, comment: string | null }>, actions: { canEdit: boolean, canEditItems: boolean, canOpenEdit: boolean, canSendForApproval: boolean, canCreateReturn: boolean, transitions: Array<{ to: number, toText: string, label: string, confirm: boolean }> } } | null };

export type MoveOrderMutationVariables = Exact<{
  id: number;
  to: number;
  from?: number | null | undefined;
  comment?: string | null | undefined;
}>;


export type MoveOrderMutation = { moveOrder: { id: number, number: number, status: number, subStatus: number | null, statusString: string, subStatusString: string | null, listPath: string, type: string, orderType: string, orderTypeName: string, currency: string, po: string | null, quote: string | null, job: string | null, jobCodes: Array<string>, tags: Array<string>, department: string | null, credit: string, alloc: string, bda: string | null, buyingGroup: string | null, scheduledShipDate: string | null, dateRequired: string | null, rush: boolean, event: boolean, onHold: boolean, createdAt: string, updatedAt: string, comments: string | null, collectionStart: string | null, collectionEnd: string | null, customerEmails: Array<string>, customer: { numb: string, name: string, country: string, province: string | null }, billTo: { numb: string, name: string, country: string, province: string | null }, rep: { code: string, name: string, email: string | null }, csr: { code: string, name: string, email: string | null } | null, csr2: { code: string, name: string, email: string | null } | null, createdBy: { name: string, email: string } | null, items: Array<{ id: number, line: number, styleCode: string, name: string, color: string, colorCode: string, designId: string | null, designVariation: number | null, image: string, priceCents: number, finalPriceCents: number, quantity: number, shipped: number, amountCents: number, sizes: Array<{ id: number, size: string, quantity: number, qtyC: number, qtyU: number, shippedC: number, shippedU: number, upchargeCents: number }> }>, charges: Array<{ code: string, name: string, amountCents: number }>, totals: { itemsCents: number, chargesCents: number, totalCents: number, units: number, shippedUnits: number }, history: Array<{ id: number, fromStatus: number | null, toStatus: number, toSubStatus: number | null, text: string, at: string, comment: string | null, user: { name: string, email: string } | null }>, changes: Array<{ id: number, at: string, actorName: string | null, table: string, action: string, changes: Array<{ field: string, before: string | null, after: string | null }> }>, shippingJobs: Array<{ id: number, job: string | null, shipped: boolean, shippedAt: string | null, createdAt: string, shipVia: string | null, chargeCents: number, invoices: Array<string>, units: number }>, returns: Array<{ id: number, label: string, path: string }>, designRequests: Array<{ id: number, label: string, path: string }>, approvals: Array<{ createdAt: string, createdBy: string | null, sentTo: Array<string>, usedAt: string | null, superseded: boolean, result: string | null, name: string | null, email: string | null, comment: string | null }>, actions: { canEdit: boolean, canEditItems: boolean, canOpenEdit: boolean, canSendForApproval: boolean, canCreateReturn: boolean, transitions: Array<{ to: number, toText: string, label: string, confirm: boolean }> } } | null };

export type SendOrderForApprovalMutationVariables = Exact<{
  id: number;
  emails: string;
  message?: string | null | undefined;
}>;


export type SendOrderForApprovalMutation = { sendOrderForApproval: { id: number, number: number, status: number, subStatus: number | null, statusString: string, subStatusString: string | null, listPath: string, type: string, orderType: string, orderTypeName: string, currency: string, po: string | null, quote: string | null, job: string | null, jobCodes: Array<string>, tags: Array<string>, department: string | null, credit: string, alloc: string, bda: string | null, buyingGroup: string | null, scheduledShipDate: string | null, dateRequired: string | null, rush: boolean, event: boolean, onHold: boolean, createdAt: string, updatedAt: string, comments: string | null, collectionStart: string | null, collectionEnd: string | null, customerEmails: Array<string>, customer: { numb: string, name: string, country: string, province: string | null }, billTo: { numb: string, name: string, country: string, province: string | null }, rep: { code: string, name: string, email: string | null }, csr: { code: string, name: string, email: string | null } | null, csr2: { code: string, name: string, email: string | null } | null, createdBy: { name: string, email: string } | null, items: Array<{ id: number, line: number, styleCode: string, name: string, color: string, colorCode: string, designId: string | null, designVariation: number | null, image: string, priceCents: number, finalPriceCents: number, quantity: number, shipped: number, amountCents: number, sizes: Array<{ id: number, size: string, quantity: number, qtyC: number, qtyU: number, shippedC: number, shippedU: number, upchargeCents: number }> }>, charges: Array<{ code: string, name: string, amountCents: number }>, totals: { itemsCents: number, chargesCents: number, totalCents: number, units: number, shippedUnits: number }, history: Array<{ id: number, fromStatus: number | null, toStatus: number, toSubStatus: number | null, text: string, at: string, comment: string | null, user: { name: string, email: string } | null }>, changes: Array<{ id: number, at: string, actorName: string | null, table: string, action: string, changes: Array<{ field: string, before: string | null, after: string | null }> }>, shippingJobs: Array<{ id: number, job: string | null, shipped: boolean, shippedAt: string | null, createdAt: string, shipVia: string | null, chargeCents: number, invoices: Array<string>, units: number }>, returns: Array<{ id: number, label: string, path: string }>, designRequests: Array<{ id: number, label: string, path: string }>, approvals: Array<{ createdAt: string, createdBy: string | null, sentTo: Array<string>, usedAt: string | null, superseded: boolean, result: string | null, name: string | null, email: string | null, comment: string | null }>, actions: { canEdit: boolean, canEditItems: boolean, canOpenEdit: boolean, canSendForApproval: boolean, canCreateReturn: boolean, transitions: Array<{ to: number, toText: string, label: string, confirm: boolean }> } } | null };

export type OrderRowFieldsFragment = { id: number, number: number, created_at: string, updated_at: string, date_required: string | null, customer: string, custNumb: string, total: number, totalCents: number, status: number, statusString: string, subStatus: number | null, items: number, po: string | null, type: string, currency: string, order_type: string, orderTypeName: string, rep: string, repName: string, csr: string | null, csr2: string | null, csrName: string | null, csr2Name: string | null, quote: string | null, job: string | null, scheduled: string | null, onHold: boolean, rush: boolean, event: boolean, imageType: CollectionImageType | null, collectionStart: string | null, collectionEnd: string | null, listPath: string };

export type OrdersQueryVariables = Exact<{
  from: string;
  page?: number | null | undefined;
  orderBy?: string | null | undefined;
  order?: string | null | undefined;
  filter?: OrderFilterInput | null | undefined;
  search?: string | null | undefined;
  searchCol?: string | null | undefined;
  subStatus?: number | null | undefined;
  sellsheet?: boolean | null | undefined;
  other?: boolean | null | undefined;
}>;


export type OrdersQuery = { orders: Array<{ id: number, number: number, created_at: string, updated_at: string, date_required: string | null, customer: string, custNumb: string, total: number, totalCents: number, status: number, statusString: string, subStatus: number | null, items: number, po: string | null, type: string, currency: string, order_type: string, orderTypeName: string, rep: string, repName: string, csr: string | null, csr2: string | null, csrName: string | null, csr2Name: string | null, quote: string | null, job: string | null, scheduled: string | null, onHold: boolean, rush: boolean, event: boolean, imageType: CollectionImageType | null, collectionStart: string | null, collectionEnd: string | null, listPath: string }> };

export type FiltersQueryVariables = Exact<{
  from: string;
  subStatus?: number | null | undefined;
  sellsheet?: boolean | null | undefined;
  other?: boolean | null | undefined;
}>;


export type FiltersQuery = { filters: { type: Array<string>, alloc: Array<string>, status: Array<number>, department: Array<string> | null, credit: Array<string>, jobCode: Array<string>, scheduled: Array<string>, bda: Array<string>, buyingGroup: Array<string>, tags: Array<string>, customer: Array<{ numb: string, name: string }>, billToCustomer: Array<{ numb: string, name: string }> | null, rep: Array<{ numb: string, name: string }>, order_type: Array<{ type: string, name: string }>, csr: Array<{ code: string, name: string }>, csr2: Array<{ code: string, name: string }> } };

export type ShippingJobsQueryVariables = Exact<{
  page?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type ShippingJobsQuery = { shippingJobs: Array<{ id: number, quote: string | null, createdAt: string, dateRequired: string | null, status: number, shipped: boolean, po: string | null, job: string | null, customer: { number: string, name: string }, rep: { number: string, name: string } | null, csr: { number: string, name: string } | null }> };

export type ShippingJobFieldsFragment = { id: number, quote: string | null, createdAt: string, dateRequired: string | null, status: number, statusText: string, shipped: boolean, shippedAt: string | null, comments: string | null, po: string | null, job: string | null, invoice: Array<string>, chargeCents: number, canUpdate: boolean, customer: { number: string, name: string }, rep: { number: string, name: string } | null, csr: { number: string, name: string } | null, shipping: { customerName: string | null, address1: string | null, address2: string | null, address3: string | null, city: string | null, state: string | null, country: string | null, zip: string | null }, createdBy: { id: number, name: string } | null, shipViaCode: { id: string, name: string } | null, items: Array<{ id: number, jobId: number, order: { id: number, numb: number, status: number, orderType: string, currency: string }, sizes: Array<{ id: number, display: string, C: number, U: number, availableC: number, availableU: number, quantity: number }>, item: { sku: string, name: string, color: string, image: string, orderNumb: number, orderID: number } }>, changes: Array<{ id: number, at: string, actorName: string | null, table: string, action: string, changes: Array<{ field: string, before: string | null, after: string | null }> }> };

export type ShippingJobQueryVariables = Exact<{
  id: number;
}>;


export type ShippingJobQuery = { shippingJob: { id: number, quote: string | null, createdAt: string, dateRequired: string | null, status: number, statusText: string, shipped: boolean, shippedAt: string | null, comments: string | null, po: string | null, job: string | null, invoice: Array<string>, chargeCents: number, canUpdate: boolean, customer: { number: string, name: string }, rep: { number: string, name: string } | null, csr: { number: string, name: string } | null, shipping: { customerName: string | null, address1: string | null, address2: string | null, address3: string | null, city: string | null, state: string | null, country: string | null, zip: string | null }, createdBy: { id: number, name: string } | null, shipViaCode: { id: string, name: string } | null, items: Array<{ id: number, jobId: number, order: { id: number, numb: number, status: number, orderType: string, currency: string }, sizes: Array<{ id: number, display: string, C: number, U: number, availableC: number, availableU: number, quantity: number }>, item: { sku: string, name: string, color: string, image: string, orderNumb: number, orderID: number } }>, changes: Array<{ id: number, at: string, actorName: string | null, table: string, action: string, changes: Array<{ field: string, before: string | null, after: string | null }> }> } | null };

export type ShippingOrderQueryVariables = Exact<{
  id: number;
}>;


export type ShippingOrderQuery = { order: { id: number, number: number, status: number, orderType: string, currency: string, quote: string | null, po: string | null, customer: { numb: string, name: string, country: string, province: string | null }, rep: { code: string, name: string }, csr: { code: string, name: string } | null, csr2: { code: string, name: string } | null, items: Array<{ id: number, styleCode: string, name: string, color: string, image: string, sizes: Array<{ id: number, size: string, quantity: number, qtyC: number, qtyU: number, shippedC: number, shippedU: number }> }> } | null };

export type CreateShippingJobMutationVariables = Exact<{
  input: CreateShippingJobInput;
}>;


export type CreateShippingJobMutation = { createShippingJob: number };

export type UpdateShippingJobMutationVariables = Exact<{
  input: UpdateShippingJobInput;
}>;


export type UpdateShippingJobMutation = { updateShippingJob: { id: number, quote: string | null, createdAt: string, dateRequired: string | null, status: number, statusText: string, shipped: boolean, shippedAt: string | null, comments: string | null, po: string | null, job: string | null, invoice: Array<string>, chargeCents: number, canUpdate: boolean, customer: { number: string, name: string }, rep: { number: string, name: string } | null, csr: { number: string, name: string } | null, shipping: { customerName: string | null, address1: string | null, address2: string | null, address3: string | null, city: string | null, state: string | null, country: string | null, zip: string | null }, createdBy: { id: number, name: string } | null, shipViaCode: { id: string, name: string } | null, items: Array<{ id: number, jobId: number, order: { id: number, numb: number, status: number, orderType: string, currency: string }, sizes: Array<{ id: number, display: string, C: number, U: number, availableC: number, availableU: number, quantity: number }>, item: { sku: string, name: string, color: string, image: string, orderNumb: number, orderID: number } }>, changes: Array<{ id: number, at: string, actorName: string | null, table: string, action: string, changes: Array<{ field: string, before: string | null, after: string | null }> }> } };

export type MarkShippingJobsShippedMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type MarkShippingJobsShippedMutation = { markShippingJobsShipped: Array<number> };

export type TemplateRowFieldsFragment = { id: number, name: string, customer: string, customerName: string, order: number, orderId: number, type: string, created_at: string, reps: Array<{ code: string, name: string, email: string | null }> };

export type TemplateDetailFieldsFragment = { orderType: string, orderTypeName: string | null, status: number, statusString: string, po: string | null, currency: string, total: number, items: number, updated_at: string, createdBy: string | null, id: number, name: string, customer: string, customerName: string, order: number, orderId: number, type: string, created_at: string, lines: Array<{ id: number, styleCode: string, name: string, color: string, quantity: number }>, reps: Array<{ code: string, name: string, email: string | null }> };

export type TemplatesQueryVariables = Exact<{
  page?: number | null | undefined;
  order?: string | null | undefined;
  orderBy?: string | null | undefined;
  filter?: string | null | undefined;
  custNumb?: Array<string> | string | null | undefined;
  type?: Array<string> | string | null | undefined;
}>;


export type TemplatesQuery = { templates: { total: number, templates: Array<{ id: number, name: string, customer: string, customerName: string, order: number, orderId: number, type: string, created_at: string, reps: Array<{ code: string, name: string, email: string | null }> }> } };

export type TemplateFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type TemplateFiltersQuery = { templateFilters: { type: Array<string>, customer: Array<{ name: string, numb: string }> } };

export type TemplateQueryVariables = Exact<{
  orderId: number;
}>;


export type TemplateQuery = { template: { orderType: string, orderTypeName: string | null, status: number, statusString: string, po: string | null, currency: string, total: number, items: number, updated_at: string, createdBy: string | null, id: number, name: string, customer: string, customerName: string, order: number, orderId: number, type: string, created_at: string, lines: Array<{ id: number, styleCode: string, name: string, color: string, quantity: number }>, reps: Array<{ code: string, name: string, email: string | null }> } | null };

export type DeleteTemplateOrderMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTemplateOrderMutation = { deleteTemplateOrder: number };

export type AddTemplateOrderMutationVariables = Exact<{
  order: number;
  name: string;
  reps?: Array<string> | string | null | undefined;
}>;


export type AddTemplateOrderMutation = { addTemplateOrder: { orderType: string, orderTypeName: string | null, status: number, statusString: string, po: string | null, currency: string, total: number, items: number, updated_at: string, createdBy: string | null, id: number, name: string, customer: string, customerName: string, order: number, orderId: number, type: string, created_at: string, lines: Array<{ id: number, styleCode: string, name: string, color: string, quantity: number }>, reps: Array<{ code: string, name: string, email: string | null }> } };

export type EditTemplateOrderMutationVariables = Exact<{
  id: number;
  name: string;
  reps: Array<string> | string;
}>;


export type EditTemplateOrderMutation = { editTemplateOrder: { orderType: string, orderTypeName: string | null, status: number, statusString: string, po: string | null, currency: string, total: number, items: number, updated_at: string, createdBy: string | null, id: number, name: string, customer: string, customerName: string, order: number, orderId: number, type: string, created_at: string, lines: Array<{ id: number, styleCode: string, name: string, color: string, quantity: number }>, reps: Array<{ code: string, name: string, email: string | null }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CatalogFieldsFragmentDoc = new TypedDocumentString(`
    fragment CatalogFields on Catalog {
  id
  name
  user
  rep
  created_at
  customer
  customerName
  url
  editable
  orders {
    id
    orderId
    name
    numb
    status
    statusString
  }
}
    `, {"fragmentName":"CatalogFields"}) as unknown as TypedDocumentString<CatalogFieldsFragment, unknown>;
export const OrderDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderDetailFields on OrderDetail {
  id
  number
  status
  subStatus
  statusString
  subStatusString
  listPath
  customer {
    numb
    name
    country
    province
  }
  billTo {
    numb
    name
    country
    province
  }
  rep {
    code
    name
    email
  }
  csr {
    code
    name
    email
  }
  csr2 {
    code
    name
    email
  }
  type
  orderType
  orderTypeName
  currency
  po
  quote
  job
  jobCodes
  tags
  department
  credit
  alloc
  bda
  buyingGroup
  scheduledShipDate
  dateRequired
  rush
  event
  onHold
  createdAt
  updatedAt
  createdBy {
    name
    email
  }
  comments
  collectionStart
  collectionEnd
  items {
    id
    line
    styleCode
    name
    color
    colorCode
    designId
    designVariation
    image
    priceCents
    finalPriceCents
    quantity
    shipped
    amountCents
    sizes {
      id
      size
      quantity
      qtyC
      qtyU
      shippedC
      shippedU
      upchargeCents
    }
  }
  charges {
    code
    name
    amountCents
  }
  totals {
    itemsCents
    chargesCents
    totalCents
    units
    shippedUnits
  }
  history {
    id
    fromStatus
    toStatus
    toSubStatus
    text
    at
    user {
      name
      email
    }
    comment
  }
  changes {
    id
    at
    actorName
    table
    action
    changes {
      field
      before
      after
    }
  }
  shippingJobs {
    id
    job
    shipped
    shippedAt
    createdAt
    shipVia
    chargeCents
    invoices
    units
  }
  returns {
    id
    label
    path
  }
  designRequests {
    id
    label
    path
  }
  approvals {
    createdAt
    createdBy
    sentTo
    usedAt
    superseded
    result
    name
    email
    comment
  }
  actions {
    transitions {
      to
      toText
      label
      confirm
    }
    canEdit
    canEditItems
    canOpenEdit
    canSendForApproval
    canCreateReturn
  }
  customerEmails
}
    `, {"fragmentName":"OrderDetailFields"}) as unknown as TypedDocumentString<OrderDetailFieldsFragment, unknown>;
export const OrderRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderRowFields on Order {
  id
  number
  created_at
  updated_at
  date_required
  customer
  custNumb
  total
  totalCents
  status
  statusString
  subStatus
  items
  po
  type
  currency
  order_type
  orderTypeName
  rep
  repName
  csr
  csr2
  csrName
  csr2Name
  quote
  job
  scheduled
  onHold
  rush
  event
  imageType
  collectionStart
  collectionEnd
  listPath
}
    `, {"fragmentName":"OrderRowFields"}) as unknown as TypedDocumentString<OrderRowFieldsFragment, unknown>;
export const ShippingJobFieldsFragmentDoc = new TypedDocumentString(`
    fragment ShippingJobFields on ShippingJob {
  id
  quote
  createdAt
  dateRequired
  status
  statusText
  shipped
  shippedAt
  comments
  po
  job
  invoice
  chargeCents
  canUpdate
  customer {
    number
    name
  }
  rep {
    number
    name
  }
  csr {
    number
    name
  }
  shipping {
    customerName
    address1
    address2
    address3
    city
    state
    country
    zip
  }
  createdBy {
    id
    name
  }
  shipViaCode {
    id
    name
  }
  items {
    id
    jobId
    order {
      id
      numb
      status
      orderType
      currency
    }
    sizes {
      id
      display
      C
      U
      availableC
      availableU
      quantity
    }
    item {
      sku
      name
      color
      image
      orderNumb
      orderID
    }
  }
  changes {
    id
    at
    actorName
    table
    action
    changes {
      field
      before
      after
    }
  }
}
    `, {"fragmentName":"ShippingJobFields"}) as unknown as TypedDocumentString<ShippingJobFieldsFragment, unknown>;
export const TemplateRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment TemplateRowFields on Template {
  id
  name
  customer
  customerName
  order
  orderId
  type
  created_at
  reps {
    code
    name
    email
  }
}
    `, {"fragmentName":"TemplateRowFields"}) as unknown as TypedDocumentString<TemplateRowFieldsFragment, unknown>;
export const TemplateDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment TemplateDetailFields on Template {
  ...TemplateRowFields
  orderType
  orderTypeName
  status
  statusString
  po
  currency
  total
  items
  updated_at
  createdBy
  lines {
    id
    styleCode
    name
    color
    quantity
  }
}
    fragment TemplateRowFields on Template {
  id
  name
  customer
  customerName
  order
  orderId
  type
  created_at
  reps {
    code
    name
    email
  }
}`, {"fragmentName":"TemplateDetailFields"}) as unknown as TypedDocumentString<TemplateDetailFieldsFragment, unknown>;
export const OrderApprovalDocument = new TypedDocumentString(`
    query OrderApproval($id: String!, $order: Int!) {
  orderApproval(id: $id, order: $order) {
    orderNumber
    customerName
    po
    currency
    totalCents
    items {
      id
      styleCode
      name
      color
      design
      priceCents
      quantity
      amountCents
      sizes {
        size
        quantity
        upchargeCents
      }
    }
    charges {
      name
      amountCents
    }
  }
}
    `) as unknown as TypedDocumentString<OrderApprovalQuery, OrderApprovalQueryVariables>;
export const ApproveOrderDocument = new TypedDocumentString(`
    mutation ApproveOrder($id: String!, $order: Int!, $email: String!, $name: String!) {
  approveOrder(id: $id, order: $order, email: $email, name: $name)
}
    `) as unknown as TypedDocumentString<ApproveOrderMutation, ApproveOrderMutationVariables>;
export const RejectOrderDocument = new TypedDocumentString(`
    mutation RejectOrder($id: String!, $order: Int!, $email: String!, $name: String!, $comment: String!) {
  rejectOrder(
    id: $id
    order: $order
    email: $email
    name: $name
    comment: $comment
  )
}
    `) as unknown as TypedDocumentString<RejectOrderMutation, RejectOrderMutationVariables>;
export const CatalogsDocument = new TypedDocumentString(`
    query Catalogs($filter: String, $page: Int, $order: String, $orderBy: String) {
  catalogs(filter: $filter, page: $page, order: $order, orderBy: $orderBy) {
    total
    catalogs {
      ...CatalogFields
    }
  }
}
    fragment CatalogFields on Catalog {
  id
  name
  user
  rep
  created_at
  customer
  customerName
  url
  editable
  orders {
    id
    orderId
    name
    numb
    status
    statusString
  }
}`) as unknown as TypedDocumentString<CatalogsQuery, CatalogsQueryVariables>;
export const CatalogOrderOptionsDocument = new TypedDocumentString(`
    query CatalogOrderOptions($id: Int!, $search: String) {
  catalogOrderOptions(id: $id, search: $search) {
    orderId
    numb
    name
    status
    statusString
  }
}
    `) as unknown as TypedDocumentString<CatalogOrderOptionsQuery, CatalogOrderOptionsQueryVariables>;
export const UpdateCatalogDocument = new TypedDocumentString(`
    mutation UpdateCatalog($id: Int!, $name: String!, $addOrders: [Int!], $removeOrders: [Int!]) {
  updateCatalog(
    id: $id
    name: $name
    addOrders: $addOrders
    removeOrders: $removeOrders
  ) {
    ...CatalogFields
  }
}
    fragment CatalogFields on Catalog {
  id
  name
  user
  rep
  created_at
  customer
  customerName
  url
  editable
  orders {
    id
    orderId
    name
    numb
    status
    statusString
  }
}`) as unknown as TypedDocumentString<UpdateCatalogMutation, UpdateCatalogMutationVariables>;
export const OrderDocument = new TypedDocumentString(`
    query Order($id: Int!) {
  order(id: $id) {
    ...OrderDetailFields
  }
}
    fragment OrderDetailFields on OrderDetail {
  id
  number
  status
  subStatus
  statusString
  subStatusString
  listPath
  customer {
    numb
    name
    country
    province
  }
  billTo {
    numb
    name
    country
    province
  }
  rep {
    code
    name
    email
  }
  csr {
    code
    name
    email
  }
  csr2 {
    code
    name
    email
  }
  type
  orderType
  orderTypeName
  currency
  po
  quote
  job
  jobCodes
  tags
  department
  credit
  alloc
  bda
  buyingGroup
  scheduledShipDate
  dateRequired
  rush
  event
  onHold
  createdAt
  updatedAt
  createdBy {
    name
    email
  }
  comments
  collectionStart
  collectionEnd
  items {
    id
    line
    styleCode
    name
    color
    colorCode
    designId
    designVariation
    image
    priceCents
    finalPriceCents
    quantity
    shipped
    amountCents
    sizes {
      id
      size
      quantity
      qtyC
      qtyU
      shippedC
      shippedU
      upchargeCents
    }
  }
  charges {
    code
    name
    amountCents
  }
  totals {
    itemsCents
    chargesCents
    totalCents
    units
    shippedUnits
  }
  history {
    id
    fromStatus
    toStatus
    toSubStatus
    text
    at
    user {
      name
      email
    }
    comment
  }
  changes {
    id
    at
    actorName
    table
    action
    changes {
      field
      before
      after
    }
  }
  shippingJobs {
    id
    job
    shipped
    shippedAt
    createdAt
    shipVia
    chargeCents
    invoices
    units
  }
  returns {
    id
    label
    path
  }
  designRequests {
    id
    label
    path
  }
  approvals {
    createdAt
    createdBy
    sentTo
    usedAt
    superseded
    result
    name
    email
    comment
  }
  actions {
    transitions {
      to
      toText
      label
      confirm
    }
    canEdit
    canEditItems
    canOpenEdit
    canSendForApproval
    canCreateReturn
  }
  customerEmails
}`) as unknown as TypedDocumentString<OrderQuery, OrderQueryVariables>;
export const UpdateOrderDocument = new TypedDocumentString(`
    mutation UpdateOrder($id: Int!, $input: OrderHeaderInput!) {
  updateOrder(id: $id, input: $input) {
    ...OrderDetailFields
  }
}
    fragment OrderDetailFields on OrderDetail {
  id
  number
  status
  subStatus
  statusString
  subStatusString
  listPath
  customer {
    numb
    name
    country
    province
  }
  billTo {
    numb
    name
    country
    province
  }
  rep {
    code
    name
    email
  }
  csr {
    code
    name
    email
  }
  csr2 {
    code
    name
    email
  }
  type
  orderType
  orderTypeName
  currency
  po
  quote
  job
  jobCodes
  tags
  department
  credit
  alloc
  bda
  buyingGroup
  scheduledShipDate
  dateRequired
  rush
  event
  onHold
  createdAt
  updatedAt
  createdBy {
    name
    email
  }
  comments
  collectionStart
  collectionEnd
  items {
    id
    line
    styleCode
    name
    color
    colorCode
    designId
    designVariation
    image
    priceCents
    finalPriceCents
    quantity
    shipped
    amountCents
    sizes {
      id
      size
      quantity
      qtyC
      qtyU
      shippedC
      shippedU
      upchargeCents
    }
  }
  charges {
    code
    name
    amountCents
  }
  totals {
    itemsCents
    chargesCents
    totalCents
    units
    shippedUnits
  }
  history {
    id
    fromStatus
    toStatus
    toSubStatus
    text
    at
    user {
      name
      email
    }
    comment
  }
  changes {
    id
    at
    actorName
    table
    action
    changes {
      field
      before
      after
    }
  }
  shippingJobs {
    id
    job
    shipped
    shippedAt
    createdAt
    shipVia
    chargeCents
    invoices
    units
  }
  returns {
    id
    label
    path
  }
  designRequests {
    id
    label
    path
  }
  approvals {
    createdAt
    createdBy
    sentTo
    usedAt
    superseded
    result
    name
    email
    comment
  }
  actions {
    transitions {
      to
      toText
      label
      confirm
    }
    canEdit
    canEditItems
    canOpenEdit
    canSendForApproval
    canCreateReturn
  }
  customerEmails
}`) as unknown as TypedDocumentString<UpdateOrderMutation, UpdateOrderMutationVariables>;
export const UpdateOrderQuantitiesDocument = new TypedDocumentString(`
    mutation UpdateOrderQuantities($id: Int!, $sizes: [OrderSizeQuantityInput!]!) {
  updateOrderQuantities(id: $id, sizes: $sizes) {
    ...OrderDetailFields
  }
}
    fragment OrderDetailFields on OrderDetail {
  id
  number
  status
  subStatus
  statusString
  subStatusString
  listPath
  customer {
    numb
    name
    country
    province
  }
  billTo {
    numb
    name
    country
    province
  }
  rep {
    code
    name
    email
  }
  csr {
    code
    name
    email
  }
  csr2 {
    code
    name
    email
  }
  type
  orderType
  orderTypeName
  currency
  po
  quote
  job
  jobCodes
  tags
  department
  credit
  alloc
  bda
  buyingGroup
  scheduledShipDate
  dateRequired
  rush
  event
  onHold
  createdAt
  updatedAt
  createdBy {
    name
    email
  }
  comments
  collectionStart
  collectionEnd
  items {
    id
    line
    styleCode
    name
    color
    colorCode
    designId
    designVariation
    image
    priceCents
    finalPriceCents
    quantity
    shipped
    amountCents
    sizes {
      id
      size
      quantity
      qtyC
      qtyU
      shippedC
      shippedU
      upchargeCents
    }
  }
  charges {
    code
    name
    amountCents
  }
  totals {
    itemsCents
    chargesCents
    totalCents
    units
    shippedUnits
  }
  history {
    id
    fromStatus
    toStatus
    toSubStatus
    text
    at
    user {
      name
      email
    }
    comment
  }
  changes {
    id
    at
    actorName
    table
    action
    changes {
      field
      before
      after
    }
  }
  shippingJobs {
    id
    job
    shipped
    shippedAt
    createdAt
    shipVia
    chargeCents
    invoices
    units
  }
  returns {
    id
    label
    path
  }
  designRequests {
    id
    label
    path
  }
  approvals {
    createdAt
    createdBy
    sentTo
    usedAt
    superseded
    result
    name
    email
    comment
  }
  actions {
    transitions {
      to
      toText
      label
      confirm
    }
    canEdit
    canEditItems
    canOpenEdit
    canSendForApproval
    canCreateReturn
  }
  customerEmails
}`) as unknown as TypedDocumentString<UpdateOrderQuantitiesMutation, UpdateOrderQuantitiesMutationVariables>;
export const MoveOrderDocument = new TypedDocumentString(`
    mutation MoveOrder($id: Int!, $to: Int!, $from: Int, $comment: String) {
  moveOrder(id: $id, to: $to, from: $from, comment: $comment) {
    ...OrderDetailFields
  }
}
    fragment OrderDetailFields on OrderDetail {
  id
  number
  status
  subStatus
  statusString
  subStatusString
  listPath
  customer {
    numb
    name
    country
    province
  }
  billTo {
    numb
    name
    country
    province
  }
  rep {
    code
    name
    email
  }
  csr {
    code
    name
    email
  }
  csr2 {
    code
    name
    email
  }
  type
  orderType
  orderTypeName
  currency
  po
  quote
  job
  jobCodes
  tags
  department
  credit
  alloc
  bda
  buyingGroup
  scheduledShipDate
  dateRequired
  rush
  event
  onHold
  createdAt
  updatedAt
  createdBy {
    name
    email
  }
  comments
  collectionStart
  collectionEnd
  items {
    id
    line
    styleCode
    name
    color
    colorCode
    designId
    designVariation
    image
    priceCents
    finalPriceCents
    quantity
    shipped
    amountCents
    sizes {
      id
      size
      quantity
      qtyC
      qtyU
      shippedC
      shippedU
      upchargeCents
    }
  }
  charges {
    code
    name
    amountCents
  }
  totals {
    itemsCents
    chargesCents
    totalCents
    units
    shippedUnits
  }
  history {
    id
    fromStatus
    toStatus
    toSubStatus
    text
    at
    user {
      name
      email
    }
    comment
  }
  changes {
    id
    at
    actorName
    table
    action
    changes {
      field
      before
      after
    }
  }
  shippingJobs {
    id
    job
    shipped
    shippedAt
    createdAt
    shipVia
    chargeCents
    invoices
    units
  }
  returns {
    id
    label
    path
  }
  designRequests {
    id
    label
    path
  }
  approvals {
    createdAt
    createdBy
    sentTo
    usedAt
    superseded
    result
    name
    email
    comment
  }
  actions {
    transitions {
      to
      toText
      label
      confirm
    }
    canEdit
    canEditItems
    canOpenEdit
    canSendForApproval
    canCreateReturn
  }
  customerEmails
}`) as unknown as TypedDocumentString<MoveOrderMutation, MoveOrderMutationVariables>;
export const SendOrderForApprovalDocument = new TypedDocumentString(`
    mutation SendOrderForApproval($id: Int!, $emails: String!, $message: String) {
  sendOrderForApproval(id: $id, emails: $emails, message: $message) {
    ...OrderDetailFields
  }
}
    fragment OrderDetailFields on OrderDetail {
  id
  number
  status
  subStatus
  statusString
  subStatusString
  listPath
  customer {
    numb
    name
    country
    province
  }
  billTo {
    numb
    name
    country
    province
  }
  rep {
    code
    name
    email
  }
  csr {
    code
    name
    email
  }
  csr2 {
    code
    name
    email
  }
  type
  orderType
  orderTypeName
  currency
  po
  quote
  job
  jobCodes
  tags
  department
  credit
  alloc
  bda
  buyingGroup
  scheduledShipDate
  dateRequired
  rush
  event
  onHold
  createdAt
  updatedAt
  createdBy {
    name
    email
  }
  comments
  collectionStart
  collectionEnd
  items {
    id
    line
    styleCode
    name
    color
    colorCode
    designId
    designVariation
    image
    priceCents
    finalPriceCents
    quantity
    shipped
    amountCents
    sizes {
      id
      size
      quantity
      qtyC
      qtyU
      shippedC
      shippedU
      upchargeCents
    }
  }
  charges {
    code
    name
    amountCents
  }
  totals {
    itemsCents
    chargesCents
    totalCents
    units
    shippedUnits
  }
  history {
    id
    fromStatus
    toStatus
    toSubStatus
    text
    at
    user {
      name
      email
    }
    comment
  }
  changes {
    id
    at
    actorName
    table
    action
    changes {
      field
      before
      after
    }
  }
  shippingJobs {
    id
    job
    shipped
    shippedAt
    createdAt
    shipVia
    chargeCents
    invoices
    units
  }
  returns {
    id
    label
    path
  }
  designRequests {
    id
    label
    path
  }
  approvals {
    createdAt
    createdBy
    sentTo
    usedAt
    superseded
    result
    name
    email
    comment
  }
  actions {
    transitions {
      to
      toText
      label
      confirm
    }
    canEdit
    canEditItems
    canOpenEdit
    canSendForApproval
    canCreateReturn
  }
  customerEmails
}`) as unknown as TypedDocumentString<SendOrderForApprovalMutation, SendOrderForApprovalMutationVariables>;
export const OrdersDocument = new TypedDocumentString(`
    query Orders($from: String!, $page: Int, $orderBy: String, $order: String, $filter: OrderFilterInput, $search: String, $searchCol: String, $subStatus: Int, $sellsheet: Boolean, $other: Boolean) {
  orders(
    from: $from
    page: $page
    orderBy: $orderBy
    order: $order
    filter: $filter
    search: $search
    searchCol: $searchCol
    subStatus: $subStatus
    sellsheet: $sellsheet
    other: $other
  ) {
    ...OrderRowFields
  }
}
    fragment OrderRowFields on Order {
  id
  number
  created_at
  updated_at
  date_required
  customer
  custNumb
  total
  totalCents
  status
  statusString
  subStatus
  items
  po
  type
  currency
  order_type
  orderTypeName
  rep
  repName
  csr
  csr2
  csrName
  csr2Name
  quote
  job
  scheduled
  onHold
  rush
  event
  imageType
  collectionStart
  collectionEnd
  listPath
}`) as unknown as TypedDocumentString<OrdersQuery, OrdersQueryVariables>;
export const FiltersDocument = new TypedDocumentString(`
    query Filters($from: String!, $subStatus: Int, $sellsheet: Boolean, $other: Boolean) {
  filters(
    from: $from
    subStatus: $subStatus
    sellsheet: $sellsheet
    other: $other
  ) {
    customer {
      numb
      name
    }
    billToCustomer {
      numb
      name
    }
    rep {
      numb
      name
    }
    type
    order_type {
      type
      name
    }
    alloc
    status
    department
    credit
    jobCode
    scheduled
    csr {
      code
      name
    }
    csr2 {
      code
      name
    }
    bda
    buyingGroup
    tags
  }
}
    `) as unknown as TypedDocumentString<FiltersQuery, FiltersQueryVariables>;
export const ShippingJobsDocument = new TypedDocumentString(`
    query ShippingJobs($page: Int, $search: String) {
  shippingJobs(page: $page, search: $search) {
    id
    quote
    createdAt
    dateRequired
    status
    shipped
    po
    job
    customer {
      number
      name
    }
    rep {
      number
      name
    }
    csr {
      number
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ShippingJobsQuery, ShippingJobsQueryVariables>;
export const ShippingJobDocument = new TypedDocumentString(`
    query ShippingJob($id: Int!) {
  shippingJob(id: $id) {
    ...ShippingJobFields
  }
}
    fragment ShippingJobFields on ShippingJob {
  id
  quote
  createdAt
  dateRequired
  status
  statusText
  shipped
  shippedAt
  comments
  po
  job
  invoice
  chargeCents
  canUpdate
  customer {
    number
    name
  }
  rep {
    number
    name
  }
  csr {
    number
    name
  }
  shipping {
    customerName
    address1
    address2
    address3
    city
    state
    country
    zip
  }
  createdBy {
    id
    name
  }
  shipViaCode {
    id
    name
  }
  items {
    id
    jobId
    order {
      id
      numb
      status
      orderType
      currency
    }
    sizes {
      id
      display
      C
      U
      availableC
      availableU
      quantity
    }
    item {
      sku
      name
      color
      image
      orderNumb
      orderID
    }
  }
  changes {
    id
    at
    actorName
    table
    action
    changes {
      field
      before
      after
    }
  }
}`) as unknown as TypedDocumentString<ShippingJobQuery, ShippingJobQueryVariables>;
export const ShippingOrderDocument = new TypedDocumentString(`
    query ShippingOrder($id: Int!) {
  order(id: $id) {
    id
    number
    status
    orderType
    currency
    quote
    po
    customer {
      numb
      name
      country
      province
    }
    rep {
      code
      name
    }
    csr {
      code
      name
    }
    csr2 {
      code
      name
    }
    items {
      id
      styleCode
      name
      color
      image
      sizes {
        id
        size
        quantity
        qtyC
        qtyU
        shippedC
        shippedU
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ShippingOrderQuery, ShippingOrderQueryVariables>;
export const CreateShippingJobDocument = new TypedDocumentString(`
    mutation CreateShippingJob($input: CreateShippingJobInput!) {
  createShippingJob(input: $input)
}
    `) as unknown as TypedDocumentString<CreateShippingJobMutation, CreateShippingJobMutationVariables>;
export const UpdateShippingJobDocument = new TypedDocumentString(`
    mutation UpdateShippingJob($input: UpdateShippingJobInput!) {
  updateShippingJob(input: $input) {
    ...ShippingJobFields
  }
}
    fragment ShippingJobFields on ShippingJob {
  id
  quote
  createdAt
  dateRequired
  status
  statusText
  shipped
  shippedAt
  comments
  po
  job
  invoice
  chargeCents
  canUpdate
  customer {
    number
    name
  }
  rep {
    number
    name
  }
  csr {
    number
    name
  }
  shipping {
    customerName
    address1
    address2
    address3
    city
    state
    country
    zip
  }
  createdBy {
    id
    name
  }
  shipViaCode {
    id
    name
  }
  items {
    id
    jobId
    order {
      id
      numb
      status
      orderType
      currency
    }
    sizes {
      id
      display
      C
      U
      availableC
      availableU
      quantity
    }
    item {
      sku
      name
      color
      image
      orderNumb
      orderID
    }
  }
  changes {
    id
    at
    actorName
    table
    action
    changes {
      field
      before
      after
    }
  }
}`) as unknown as TypedDocumentString<UpdateShippingJobMutation, UpdateShippingJobMutationVariables>;
export const MarkShippingJobsShippedDocument = new TypedDocumentString(`
    mutation MarkShippingJobsShipped($ids: [Int!]!) {
  markShippingJobsShipped(ids: $ids)
}
    `) as unknown as TypedDocumentString<MarkShippingJobsShippedMutation, MarkShippingJobsShippedMutationVariables>;
export const TemplatesDocument = new TypedDocumentString(`
    query Templates($page: Int, $order: String, $orderBy: String, $filter: String, $custNumb: [String!], $type: [String!]) {
  templates(
    page: $page
    order: $order
    orderBy: $orderBy
    filter: $filter
    custNumb: $custNumb
    type: $type
  ) {
    total
    templates {
      ...TemplateRowFields
    }
  }
}
    fragment TemplateRowFields on Template {
  id
  name
  customer
  customerName
  order
  orderId
  type
  created_at
  reps {
    code
    name
    email
  }
}`) as unknown as TypedDocumentString<TemplatesQuery, TemplatesQueryVariables>;
export const TemplateFiltersDocument = new TypedDocumentString(`
    query TemplateFilters {
  templateFilters {
    customer {
      name
      numb
    }
    type
  }
}
    `) as unknown as TypedDocumentString<TemplateFiltersQuery, TemplateFiltersQueryVariables>;
export const TemplateDocument = new TypedDocumentString(`
    query Template($orderId: Int!) {
  template(orderId: $orderId) {
    ...TemplateDetailFields
  }
}
    fragment TemplateRowFields on Template {
  id
  name
  customer
  customerName
  order
  orderId
  type
  created_at
  reps {
    code
    name
    email
  }
}
fragment TemplateDetailFields on Template {
  ...TemplateRowFields
  orderType
  orderTypeName
  status
  statusString
  po
  currency
  total
  items
  updated_at
  createdBy
  lines {
    id
    styleCode
    name
    color
    quantity
  }
}`) as unknown as TypedDocumentString<TemplateQuery, TemplateQueryVariables>;
export const DeleteTemplateOrderDocument = new TypedDocumentString(`
    mutation DeleteTemplateOrder($id: Int!) {
  deleteTemplateOrder(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteTemplateOrderMutation, DeleteTemplateOrderMutationVariables>;
export const AddTemplateOrderDocument = new TypedDocumentString(`
    mutation AddTemplateOrder($order: Int!, $name: String!, $reps: [String!]) {
  addTemplateOrder(order: $order, name: $name, reps: $reps) {
    ...TemplateDetailFields
  }
}
    fragment TemplateRowFields on Template {
  id
  name
  customer
  customerName
  order
  orderId
  type
  created_at
  reps {
    code
    name
    email
  }
}
fragment TemplateDetailFields on Template {
  ...TemplateRowFields
  orderType
  orderTypeName
  status
  statusString
  po
  currency
  total
  items
  updated_at
  createdBy
  lines {
    id
    styleCode
    name
    color
    quantity
  }
}`) as unknown as TypedDocumentString<AddTemplateOrderMutation, AddTemplateOrderMutationVariables>;
export const EditTemplateOrderDocument = new TypedDocumentString(`
    mutation EditTemplateOrder($id: Int!, $name: String!, $reps: [String!]!) {
  editTemplateOrder(id: $id, name: $name, reps: $reps) {
    ...TemplateDetailFields
  }
}
    fragment TemplateRowFields on Template {
  id
  name
  customer
  customerName
  order
  orderId
  type
  created_at
  reps {
    code
    name
    email
  }
}
fragment TemplateDetailFields on Template {
  ...TemplateRowFields
  orderType
  orderTypeName
  status
  statusString
  po
  currency
  total
  items
  updated_at
  createdBy
  lines {
    id
    styleCode
    name
    color
    quantity
  }
}`) as unknown as TypedDocumentString<EditTemplateOrderMutation, EditTemplateOrderMutationVariables>;