/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@portal/shared/core';
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

export type OrdersQueryVariables = Exact<{
  from: string;
  page?: number | null | undefined;
  orderBy?: string | null | undefined;
  order?: string | null | undefined;
  filter?: OrderFilterInput | null | undefined;
  search?: string | null | undefined;
  searchCol?: string | null | undefined;
  status?: number | null | undefined;
  subStatus?: number | null | undefined;
  sellsheet?: boolean | null | undefined;
  other?: boolean | null | undefined;
}>;


export type OrdersQuery = { orders: Array<{ id: number, number: number, created_at: string, updated_at: string, date_required: string | null, customer: string, custNumb: string, billToNumb: string, total: number, totalCents: number, status: number, statusString: string, subStatus: number | null, items: number, po: string | null, type: string, currency: string, order_type: string, orderTypeName: string, rep: string, repName: string, alloc: string, credit: string, csr: string | null, csr2: string | null, csrName: string | null, csr2Name: string | null, onHold: boolean, job_codes: Array<string>, quote: string | null, job: string | null, scheduled: string | null, department: string | null, tags: Array<string>, listPath: string, createdBy: { email: string, name: string } | null }> };

export type CreateMutationVariables = Exact<{
  input: ReturnCreateInput;
}>;


export type CreateMutation = { createReturn: { id: number, numb: number } | null };

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

export const OrdersDocument = new TypedDocumentString(`
    query Orders($from: String!, $page: Int, $orderBy: String, $order: String, $filter: OrderFilterInput, $search: String, $searchCol: String, $status: Int, $subStatus: Int, $sellsheet: Boolean, $other: Boolean) {
  orders(
    from: $from
    page: $page
    orderBy: $orderBy
    order: $order
    filter: $filter
    search: $search
    searchCol: $searchCol
    status: $status
    subStatus: $subStatus
    sellsheet: $sellsheet
    other: $other
  ) {
    id
    number
    created_at
    updated_at
    date_required
    customer
    custNumb
    billToNumb
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
    alloc
    credit
    csr
    csr2
    csrName
    csr2Name
    createdBy {
      email
      name
    }
    onHold
    job_codes
    quote
    job
    scheduled
    department
    tags
    listPath
  }
}
    `) as unknown as TypedDocumentString<OrdersQuery, OrdersQueryVariables>;
export const CreateDocument = new TypedDocumentString(`
    mutation Create($input: ReturnCreateInput!) {
  createReturn(input: $input) {
    id
    numb
  }
}
    `) as unknown as TypedDocumentString<CreateMutation, CreateMutationVariables>;