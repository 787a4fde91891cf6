import { api, DESIGN_SAMPLE_MESSAGES as M, designRequestsApi, gql } from '@portal/shared';
import { graphql } from '../gql';
import type { DesignOrderQuery, DesignOrdersQuery, SampledDesignsQuery } from '../gql/graphql';

// The design orders' calls (spec 002 §7 "Design samples and orders"), typed, over the shared
// clients; the design files zip is GET /api/design/file/{design}.

export const DESIGN_ORDERS_QUERY = graphql(`
  query DesignOrders($page: Int, $search: String) {
    designOrders(page: $page, search: $search) {
      total
      orders { id createdOn designMethod quantity po status { code description } design: designInfo { key image } createdBy { name } orders { id numb quantity } }
    }
  }
`);

export const DESIGN_ORDER_QUERY = graphql(`
  query DesignOrder($id: Int!) {
    designOrder(id: $id) {
      id createdOn designMethod quantity po dateOrdered dateRequired actions
      status { code description }
      design: designInfo { key id variation method image }
      createdBy { name }
      vendor { number name }
      orders { id numb quantity }
      timeline: timelineEntries { id type date comment createdBy { name email } }
    }
  }
`);

export const SAMPLED_DESIGNS_QUERY = graphql(`
  query SampledDesigns($search: String) {
    sampledDesigns(search: $search) { key method image vendor { number name } }
  }
`);

export const CREATE_ORDER = graphql(
  `mutation CreateDesignOrder($design: String!, $quantity: Int!) { createDesignOrder(input: { design: $design, quantity: $quantity }) }`,
);
export const ORDER_COMMENT = graphql(
  `mutation AddDesignOrderComment($id: Int!, $comment: String!) { addDesignOrderComment(id: $id, comment: $comment) }`,
);
export const UPDATE_QUANTITY = graphql(
  `mutation UpdateDesignOrderQuantity($id: Int!, $quantity: Int!) { updateDesignOrderQuantity(id: $id, quantity: $quantity) }`,
);
export const CANCEL_ORDER = graphql(`mutation CancelDesignOrder($id: Int!) { cancelDesignOrder(id: $id) }`);
export const CREATE_PO = graphql(`mutation CreateDesignPO($id: Int!, $required: String!) { createDesignPO(id: $id, required: $required) }`);

export type DesignOrderRow = DesignOrdersQuery['designOrders']['orders'][number];
export type DesignOrder = NonNullable<DesignOrderQuery['designOrder']>;
export type SampledDesign = SampledDesignsQuery['sampledDesigns'][number];

export const fetchDesignOrders = async (variables: { page: number; search: string | null }, signal?: AbortSignal) =>
  (await gql(DESIGN_ORDERS_QUERY, variables, { signal, silent: true })).designOrders;
export const fetchDesignOrder = async (id: number, signal?: AbortSignal) =>
  (await gql(DESIGN_ORDER_QUERY, { id }, { signal, silent: true })).designOrder;
export const fetchSampledDesigns = async (search: string, signal?: AbortSignal) =>
  (await gql(SAMPLED_DESIGNS_QUERY, { search: search || null }, { signal })).sampledDesigns;

export const createDesignOrder = async (design: string, quantity: number) =>
  (await gql(CREATE_ORDER, { design, quantity }, { errorMessage: M.createOrderFailed })).createDesignOrder;
export const addOrderComment = (id: number, comment: string) => gql(ORDER_COMMENT, { id, comment }, { errorMessage: M.commentFailed });
export const updateOrderQuantity = (id: number, quantity: number) =>
  gql(UPDATE_QUANTITY, { id, quantity }, { errorMessage: M.quantityFailed });
export const cancelDesignOrder = (id: number) => gql(CANCEL_ORDER, { id }, { errorMessage: M.cancelOrderFailed });
export const createPo = async (id: number, required: string) =>
  (await gql(CREATE_PO, { id, required }, { errorMessage: M.poFailed })).createDesignPO;
/** GET /api/design/file/{design}: the design files as a zip. */
export const fetchDesignFiles = (design: string) =>
  api.call(designRequestsApi.designFiles, { params: { design } }, { errorMessage: M.filesFailed });
