/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Orders($from: String!, $page: Int, $orderBy: String, $order: String, $filter: OrderFilterInput, $search: String, $searchCol: String,\n               $status: Int, $subStatus: Int, $sellsheet: Boolean, $other: Boolean) {\n    orders(from: $from, page: $page, orderBy: $orderBy, order: $order, filter: $filter, search: $search, searchCol: $searchCol,\n           status: $status, subStatus: $subStatus, sellsheet: $sellsheet, other: $other) {\n      id number created_at updated_at date_required customer custNumb billToNumb total totalCents status statusString subStatus items po type\n      currency order_type orderTypeName rep repName alloc credit csr csr2 csrName csr2Name createdBy { email name } onHold job_codes\n      quote job scheduled department tags listPath\n    }\n  }\n": typeof types.OrdersDocument,
    "\n  mutation Create($input: ReturnCreateInput!) {\n    createReturn(input: $input) { id numb }\n  }\n": typeof types.CreateDocument,
};
const documents: Documents = {
    "\n  query Orders($from: String!, $page: Int, $orderBy: String, $order: String, $filter: OrderFilterInput, $search: String, $searchCol: String,\n               $status: Int, $subStatus: Int, $sellsheet: Boolean, $other: Boolean) {\n    orders(from: $from, page: $page, orderBy: $orderBy, order: $order, filter: $filter, search: $search, searchCol: $searchCol,\n           status: $status, subStatus: $subStatus, sellsheet: $sellsheet, other: $other) {\n      id number created_at updated_at date_required customer custNumb billToNumb total totalCents status statusString subStatus items po type\n      currency order_type orderTypeName rep repName alloc credit csr csr2 csrName csr2Name createdBy { email name } onHold job_codes\n      quote job scheduled department tags listPath\n    }\n  }\n": types.OrdersDocument,
    "\n  mutation Create($input: ReturnCreateInput!) {\n    createReturn(input: $input) { id numb }\n  }\n": types.CreateDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Orders($from: String!, $page: Int, $orderBy: String, $order: String, $filter: OrderFilterInput, $search: String, $searchCol: String,\n               $status: Int, $subStatus: Int, $sellsheet: Boolean, $other: Boolean) {\n    orders(from: $from, page: $page, orderBy: $orderBy, order: $order, filter: $filter, search: $search, searchCol: $searchCol,\n           status: $status, subStatus: $subStatus, sellsheet: $sellsheet, other: $other) {\n      id number created_at updated_at date_required customer custNumb billToNumb total totalCents status statusString subStatus items po type\n      currency order_type orderTypeName rep repName alloc credit csr csr2 csrName csr2Name createdBy { email name } onHold job_codes\n      quote job scheduled department tags listPath\n    }\n  }\n"): typeof import('./graphql').OrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Create($input: ReturnCreateInput!) {\n    createReturn(input: $input) { id numb }\n  }\n"): typeof import('./graphql').CreateDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
