/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@portal/shared/core';
export type ReturnChargeInput = {
  charge?: number | null | undefined;
  description?: string | null | undefined;
  id: number;
  /** spec 001 §3.1 refund, dollars (2 decimals), rounded to the cent on arrival. */
  refund: number;
};

/** Create return input (spec 001 §3.1). */
export type ReturnCreateInput = {
  charges?: Array<ReturnChargeInput> | null | undefined;
  comments?: string | null | undefined;
  dateContact?: string | null | undefined;
  dateInfo?: string | null | undefined;
  /** Upload ids from POST /api/return/upload. */
  files?: Array<string> | null | undefined;
  items: Array<ReturnItemInput>;
  order: number;
  returnCode?: number | null | undefined;
  shipping?: Array<ReturnShippingInput> | null | undefined;
  /** Submit to waiting for goods. */
  waiting?: boolean | null | undefined;
};

export type ReturnFiltersInput = {
  csr?: Array<string> | null | undefined;
  customer?: Array<string> | null | undefined;
  page?: number | null | undefined;
  rep?: Array<string> | null | undefined;
  returnCode?: Array<number> | null | undefined;
  rowsPerPage?: number | null | undefined;
  search?: string | null | undefined;
  status?: Array<number> | null | undefined;
};

export type ReturnItemInput = {
  id: number;
  /** spec 001 §3.1 refund, dollars (2 decimals), rounded to the cent on arrival. */
  refund: number;
  sizes: Array<ReturnSizeInput>;
};

export type ReturnShippingInput = {
  id: number;
  /** spec 001 §3.1 refund, dollars (2 decimals), rounded to the cent on arrival. */
  refund: number;
};

export type ReturnSizeInput = {
  C: number;
  U: number;
  id: number;
};

/** What a timeline entry is: a post (comment or e-mail) or a status change. */
export type ReturnTimelineEntryType =
  | 'comment'
  | 'email'
  | 'status';

export type ReturnTimelinePostInput = {
  comment?: string | null | undefined;
  /** cc addresses: the post is also e-mailed to them. */
  reply?: Array<string> | null | undefined;
};

/** Update return input: the same without waiting (spec 001 §3.1). */
export type ReturnUpdateInput = {
  charges?: Array<ReturnChargeInput> | null | undefined;
  comments?: string | null | undefined;
  dateContact?: string | null | undefined;
  dateInfo?: string | null | undefined;
  files?: Array<string> | null | undefined;
  items: Array<ReturnItemInput>;
  order: number;
  returnCode?: number | null | undefined;
  shipping?: Array<ReturnShippingInput> | null | undefined;
};

export type ReturnItemFieldsFragment = { id: number, orderItemId: number, orderLine: number, img: string, price: number, refund: number, sku: string, name: string, color: string, colorCode: string, totalQuantity: number, totalPrice: number, totalReturned: number, totalUpcharge: number, size: Array<{ id: number, display: string, quantity: number, shippedC: number, shippedU: number, C: number, U: number, returned: number, upcharge: number }> };

export type ReturnChargeFieldsFragment = { id: number, chargeId: number, job: string | null, invoice: string | null, charge: number, desc: string, refund: number };

export type ReturnFieldsFragment = { id: number, returnNumb: number, createdAt: string, createdBy: string | null, status: number, subStatus: number, statusString: string, resolution: number, orderId: number, orderNumb: number, orderCreatedAt: string, comment: string | null, closedOn: string | null, customer: string, customerName: string, rep: string, repName: string, repRegion: string, csr: string | null, csrName: string | null, invoice: Array<string>, commission: number, dateContact: string | null, dateInfo: string | null, totalItems: number, totalPrice: number, totalRefunded: number, orderRefunded: number, currency: string, job: string | null, files: Array<{ url: string, name: string }>, items: Array<{ id: number, orderItemId: number, orderLine: number, img: string, price: number, refund: number, sku: string, name: string, color: string, colorCode: string, totalQuantity: number, totalPrice: number, totalReturned: number, totalUpcharge: number, size: Array<{ id: number, display: string, quantity: number, shippedC: number, shippedU: number, C: number, U: number, returned: number, upcharge: number }> }>, code: { id: number, code: string }, charges: Array<{ id: number, chargeId: number, job: string | null, invoice: string | null, charge: number, desc: string, refund: number }>, shipping: Array<{ id: number, chargeId: number, job: string | null, invoice: string | null, charge: number, desc: string, refund: number }>, creditOrder: { id: number, number: number, status: number } | null, changes: Array<{ id: number, at: string, actorName: string | null, table: string, action: string, changes: Array<{ field: string, before: string | null, after: string | null }> }> };

export type ReturnQueryVariables = Exact<{
  id: number;
}>;


export type ReturnQuery = { return: { id: number, returnNumb: number, createdAt: string, createdBy: string | null, status: number, subStatus: number, statusString: string, resolution: number, orderId: number, orderNumb: number, orderCreatedAt: string, comment: string | null, closedOn: string | null, customer: string, customerName: string, rep: string, repName: string, repRegion: string, csr: string | null, csrName: string | null, invoice: Array<string>, commission: number, dateContact: string | null, dateInfo: string | null, totalItems: number, totalPrice: number, totalRefunded: number, orderRefunded: number, currency: string, job: string | null, files: Array<{ url: string, name: string }>, items: Array<{ id: number, orderItemId: number, orderLine: number, img: string, price: number, refund: number, sku: string, name: string, color: string, colorCode: string, totalQuantity: number, totalPrice: number, totalReturned: number, totalUpcharge: number, size: Array<{ id: number, display: string, quantity: number, shippedC: number, shippedU: number, C: number, U: number, returned: number, upcharge: number }> }>, code: { id: number, code: string }, charges: Array<{ id: number, chargeId: number, job: string | null, invoice: string | null, charge: number, desc: string, refund: number }>, shipping: Array<{ id: number, chargeId: number, job: string | null, invoice: string | null, charge: number, desc: string, refund: number }>, creditOrder: { id: number, number: number, status: number } | null, changes: Array<{ id: number, at: string, actorName: string | null, table: string, action: string, changes: Array<{ field: string, before: string | null, after: string | null }> }> } | null };

export type ReturnTimelineQueryVariables = Exact<{
  id: number;
}>;


export type ReturnTimelineQuery = { returnTimeline: Array<{ date: string, comments: Array<{ id: number, date: string, returnID: number, type: ReturnTimelineEntryType, cc: Array<string>, comment: string, emailId: number | null, canDelete: boolean, creditOrderId: number | null, user: { email: string, name: string }, files: Array<{ path: string, name: string }> }> }> };

export type PostMutationVariables = Exact<{
  id: number;
  input: ReturnTimelinePostInput;
  files?: Array<string> | string | null | undefined;
}>;


export type PostMutation = { createReturnTimelinePost: { id: number } | null };

export type ReturnCsrsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReturnCsrsQuery = { returnCsrs: Array<{ code: string, name: string }> };

export type ReturnOrderQueryVariables = Exact<{
  id: number;
  returnId?: number | null | undefined;
}>;


export type ReturnOrderQuery = { returnOrder: { id: number, number: number, createdAt: string, status: number, statusString: string, currency: string, customerNumb: string, customerName: string, repCode: string, csr: string | null, job: string | null, shipping: number, earlierRefund: number, price: { total: number }, items: Array<{ id: number, line: number, sku: string, name: string, image: string, color: string, colorCode: string, totalQuantity: number, refunded: number, price: { totalPrice: number, finalPrice: number }, size: Array<{ id: number, display: string, quantity: number, shippedC: number, shippedU: number, returnedC: number, returnedU: number, upcharge: number }>, returns: Array<{ id: number, returnId: number, returnNumber: number, returnStatus: string, refund: number, size: Array<{ id: number, display: string, C: number, U: number }> }> }>, charges: Array<{ id: number, chargeCode: string, chargeName: string, charge: number, refunded: number }>, shippingJobs: Array<{ id: number, job: string | null, invoice: string | null, charge: number, refunded: number }>, returns: Array<{ id: number, returnNumb: number, status: number, subStatus: number, statusString: string, totalRefund: number, createdAt: string }> } | null };

export type GetReturnItemsQueryVariables = Exact<{
  orderId: number;
  returnId: number;
}>;


export type GetReturnItemsQuery = { returnItems: Array<{ id: number, orderItemId: number, orderLine: number, img: string, price: number, refund: number, sku: string, name: string, color: string, colorCode: string, totalQuantity: number, totalPrice: number, totalReturned: number, totalUpcharge: number, size: Array<{ id: number, display: string, quantity: number, shippedC: number, shippedU: number, C: number, U: number, returned: number, upcharge: number }> }> };

export type CreateReturnMutationVariables = Exact<{
  input: ReturnCreateInput;
}>;


export type CreateReturnMutation = { createReturn: { id: number, numb: number } | null };

export type UpdateReturnMutationVariables = Exact<{
  input: ReturnUpdateInput;
  id: number;
}>;


export type UpdateReturnMutation = { updateReturn: { id: number, numb: number } | null };

export type ReturnsListQueryVariables = Exact<{
  filters?: ReturnFiltersInput | null | undefined;
  orderBy?: string | null | undefined;
  desc?: boolean | null | undefined;
}>;


export type ReturnsListQuery = { returnsV2: { totalCount: number, list: Array<{ id: number, number: number, dateCreated: string, customer: string, customerName: string, rep: string, repName: string, csr: string | null, csrName: string | null, orderId: number, orderNum: number, items: number, status: number, subStatus: number, statusText: string, returnCode: number, returnCodeName: string, jobNum: string | null, totalRefund: number, currency: string }> } };

export type ReturnsDomainQueryVariables = Exact<{ [key: string]: never; }>;


export type ReturnsDomainQuery = { returnsV2: { domain: { customers: Array<{ numb: string, name: string }>, reps: Array<{ numb: string, name: string }>, csrs: Array<{ numb: string, name: string }>, statuses: Array<{ code: number, description: string }>, returnCodes: Array<{ code: number, description: string }> } } };

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
export const ReturnItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReturnItemFields on ReturnItem {
  id
  orderItemId
  orderLine
  img
  price
  refund
  sku
  name
  color
  colorCode
  size {
    id
    display
    quantity
    shippedC
    shippedU
    C
    U
    returned
    upcharge
  }
  totalQuantity
  totalPrice
  totalReturned
  totalUpcharge
}
    `, {"fragmentName":"ReturnItemFields"}) as unknown as TypedDocumentString<ReturnItemFieldsFragment, unknown>;
export const ReturnChargeFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReturnChargeFields on ReturnCharge {
  id
  chargeId
  job
  invoice
  charge
  desc
  refund
}
    `, {"fragmentName":"ReturnChargeFields"}) as unknown as TypedDocumentString<ReturnChargeFieldsFragment, unknown>;
export const ReturnFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReturnFields on Return {
  id
  returnNumb
  createdAt
  createdBy
  status
  subStatus
  statusString
  resolution
  orderId
  orderNumb
  orderCreatedAt
  comment
  closedOn
  customer
  customerName
  rep
  repName
  repRegion
  csr
  csrName
  invoice
  commission
  dateContact
  dateInfo
  files {
    url
    name
  }
  items {
    ...ReturnItemFields
  }
  code {
    id
    code
  }
  totalItems
  totalPrice
  totalRefunded
  orderRefunded
  currency
  job
  charges {
    ...ReturnChargeFields
  }
  shipping {
    ...ReturnChargeFields
  }
  creditOrder {
    id
    number
    status
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
    fragment ReturnItemFields on ReturnItem {
  id
  orderItemId
  orderLine
  img
  price
  refund
  sku
  name
  color
  colorCode
  size {
    id
    display
    quantity
    shippedC
    shippedU
    C
    U
    returned
    upcharge
  }
  totalQuantity
  totalPrice
  totalReturned
  totalUpcharge
}
fragment ReturnChargeFields on ReturnCharge {
  id
  chargeId
  job
  invoice
  charge
  desc
  refund
}`, {"fragmentName":"ReturnFields"}) as unknown as TypedDocumentString<ReturnFieldsFragment, unknown>;
export const ReturnDocument = new TypedDocumentString(`
    query Return($id: Int!) {
  return(id: $id) {
    ...ReturnFields
  }
}
    fragment ReturnItemFields on ReturnItem {
  id
  orderItemId
  orderLine
  img
  price
  refund
  sku
  name
  color
  colorCode
  size {
    id
    display
    quantity
    shippedC
    shippedU
    C
    U
    returned
    upcharge
  }
  totalQuantity
  totalPrice
  totalReturned
  totalUpcharge
}
fragment ReturnChargeFields on ReturnCharge {
  id
  chargeId
  job
  invoice
  charge
  desc
  refund
}
fragment ReturnFields on Return {
  id
  returnNumb
  createdAt
  createdBy
  status
  subStatus
  statusString
  resolution
  orderId
  orderNumb
  orderCreatedAt
  comment
  closedOn
  customer
  customerName
  rep
  repName
  repRegion
  csr
  csrName
  invoice
  commission
  dateContact
  dateInfo
  files {
    url
    name
  }
  items {
    ...ReturnItemFields
  }
  code {
    id
    code
  }
  totalItems
  totalPrice
  totalRefunded
  orderRefunded
  currency
  job
  charges {
    ...ReturnChargeFields
  }
  shipping {
    ...ReturnChargeFields
  }
  creditOrder {
    id
    number
    status
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
}`) as unknown as TypedDocumentString<ReturnQuery, ReturnQueryVariables>;
export const ReturnTimelineDocument = new TypedDocumentString(`
    query ReturnTimeline($id: Int!) {
  returnTimeline(id: $id) {
    date
    comments {
      id
      date
      returnID
      type
      user {
        email
        name
      }
      cc
      comment
      emailId
      files {
        path
        name
      }
      canDelete
      creditOrderId
    }
  }
}
    `) as unknown as TypedDocumentString<ReturnTimelineQuery, ReturnTimelineQueryVariables>;
export const PostDocument = new TypedDocumentString(`
    mutation Post($id: Int!, $input: ReturnTimelinePostInput!, $files: [String!]) {
  createReturnTimelinePost(id: $id, input: $input, files: $files) {
    id
  }
}
    `) as unknown as TypedDocumentString<PostMutation, PostMutationVariables>;
export const ReturnCsrsDocument = new TypedDocumentString(`
    query ReturnCsrs {
  returnCsrs {
    code
    name
  }
}
    `) as unknown as TypedDocumentString<ReturnCsrsQuery, ReturnCsrsQueryVariables>;
export const ReturnOrderDocument = new TypedDocumentString(`
    query ReturnOrder($id: Int!, $returnId: Int) {
  returnOrder(id: $id, returnId: $returnId) {
    id
    number
    createdAt
    status
    statusString
    currency
    customerNumb
    customerName
    repCode
    csr
    job
    price {
      total
    }
    shipping
    earlierRefund
    items {
      id
      line
      sku
      name
      image
      color
      colorCode
      price {
        totalPrice
        finalPrice
      }
      totalQuantity
      refunded
      size {
        id
        display
        quantity
        shippedC
        shippedU
        returnedC
        returnedU
        upcharge
      }
      returns {
        id
        returnId
        returnNumber
        returnStatus
        refund
        size {
          id
          display
          C
          U
        }
      }
    }
    charges {
      id
      chargeCode
      chargeName
      charge
      refunded
    }
    shippingJobs {
      id
      job
      invoice
      charge
      refunded
    }
    returns {
      id
      returnNumb
      status
      subStatus
      statusString
      totalRefund
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<ReturnOrderQuery, ReturnOrderQueryVariables>;
export const GetReturnItemsDocument = new TypedDocumentString(`
    query GetReturnItems($orderId: Int!, $returnId: Int!) {
  returnItems(orderId: $orderId, returnId: $returnId) {
    ...ReturnItemFields
  }
}
    fragment ReturnItemFields on ReturnItem {
  id
  orderItemId
  orderLine
  img
  price
  refund
  sku
  name
  color
  colorCode
  size {
    id
    display
    quantity
    shippedC
    shippedU
    C
    U
    returned
    upcharge
  }
  totalQuantity
  totalPrice
  totalReturned
  totalUpcharge
}`) as unknown as TypedDocumentString<GetReturnItemsQuery, GetReturnItemsQueryVariables>;
export const CreateReturnDocument = new TypedDocumentString(`
    mutation CreateReturn($input: ReturnCreateInput!) {
  createReturn(input: $input) {
    id
    numb
  }
}
    `) as unknown as TypedDocumentString<CreateReturnMutation, CreateReturnMutationVariables>;
export const UpdateReturnDocument = new TypedDocumentString(`
    mutation UpdateReturn($input: ReturnUpdateInput!, $id: Int!) {
  updateReturn(input: $input, id: $id) {
    id
    numb
  }
}
    `) as unknown as TypedDocumentString<UpdateReturnMutation, UpdateReturnMutationVariables>;
export const ReturnsListDocument = new TypedDocumentString(`
    query ReturnsList($filters: ReturnFiltersInput, $orderBy: String, $desc: Boolean) {
  returnsV2(filters: $filters, orderBy: $orderBy, desc: $desc) {
    totalCount
    list {
      id
      number
      dateCreated
      customer
      customerName
      rep
      repName
      csr
      csrName
      orderId
      orderNum
      items
      status
      subStatus
      statusText
      returnCode
      returnCodeName
      jobNum
      totalRefund
      currency
    }
  }
}
    `) as unknown as TypedDocumentString<ReturnsListQuery, ReturnsListQueryVariables>;
export const ReturnsDomainDocument = new TypedDocumentString(`
    query ReturnsDomain {
  returnsV2 {
    domain {
      customers {
        numb
        name
      }
      reps {
        numb
        name
      }
      csrs {
        numb
        name
      }
      statuses {
        code
        description
      }
      returnCodes {
        code
        description
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReturnsDomainQuery, ReturnsDomainQueryVariables>;