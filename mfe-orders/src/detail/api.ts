import { gql, type OrderHeaderEditInput } from '@portal/shared';
import { graphql } from '../gql';
import type { OrderDetailFieldsFragment } from '../gql/graphql';

// The order detail and edit screens' calls (server/src/areas/orders/detail/README.md), typed, over
// the shared GraphQL helper: UNAUTHENTICATED signs the user out; FORBIDDEN, BAD_USER_INPUT and
// CONFLICT show the server's message; anything else 'Something went wrong.'.

/** The order as the detail page reads it (the OrderDetailFields fragment). */
export type OrderDetail = OrderDetailFieldsFragment;
export type OrderItem = OrderDetail['items'][number];
export type OrderSize = OrderItem['sizes'][number];
export type OrderMove = OrderDetail['actions']['transitions'][number];
export type OrderPerson = OrderDetail['rep'];
export type OrderParty = OrderDetail['customer'];

export const DETAIL = graphql(`
  fragment OrderDetailFields on OrderDetail {
    id number status subStatus statusString subStatusString listPath
    customer { numb name country province } billTo { numb name country province }
    rep { code name email } csr { code name email } csr2 { code name email }
    type orderType orderTypeName currency po quote job jobCodes tags department credit alloc bda buyingGroup
    scheduledShipDate dateRequired rush event onHold createdAt updatedAt createdBy { name email } comments
    collectionStart collectionEnd
    items { id line styleCode name color colorCode designId designVariation image priceCents finalPriceCents quantity shipped amountCents
      sizes { id size quantity qtyC qtyU shippedC shippedU upchargeCents } }
    charges { code name amountCents }
    totals { itemsCents chargesCents totalCents units shippedUnits }
    history { id fromStatus toStatus toSubStatus text at user { name email } comment }
    changes { id at actorName table action changes { field before after } }
    shippingJobs { id job shipped shippedAt createdAt shipVia chargeCents invoices units }
    returns { id label path } designRequests { id label path }
    approvals { createdAt createdBy sentTo usedAt superseded result name email comment }
    actions { transitions { to toText label confirm } canEdit canEditItems canOpenEdit canSendForApproval canCreateReturn }
    customerEmails
  }
`);

export const ORDER_QUERY = graphql(`query Order($id: Int!) { order(id: $id) { ...OrderDetailFields } }`);
export const UPDATE_ORDER_MUTATION = graphql(`
  mutation UpdateOrder($id: Int!, $input: OrderHeaderInput!) { updateOrder(id: $id, input: $input) { ...OrderDetailFields } }
`);
export const UPDATE_QUANTITIES_MUTATION = graphql(`
  mutation UpdateOrderQuantities($id: Int!, $sizes: [OrderSizeQuantityInput!]!) {
    updateOrderQuantities(id: $id, sizes: $sizes) { ...OrderDetailFields }
  }
`);
export const MOVE_ORDER_MUTATION = graphql(`
  mutation MoveOrder($id: Int!, $to: Int!, $from: Int, $comment: String) {
    moveOrder(id: $id, to: $to, from: $from, comment: $comment) { ...OrderDetailFields }
  }
`);
export const SEND_FOR_APPROVAL_MUTATION = graphql(`
  mutation SendOrderForApproval($id: Int!, $emails: String!, $message: String) {
    sendOrderForApproval(id: $id, emails: $emails, message: $message) { ...OrderDetailFields }
  }
`);

/** Ours: the detail page's load failure (the spec words none). */
export const ORDER_LOAD_FAILED = 'An error occured while loading the order, please try again later.';

/**
 * The order; the page shows its own not-found and no-access states, so the call is silent. (A null
 * order comes with an error, which gql throws: these answers are never null here.)
 */
export async function fetchOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  const data = await gql(ORDER_QUERY, { id }, { signal, silent: true, errorMessage: ORDER_LOAD_FAILED });
  return data.order!;
}

export async function updateOrder(id: number, input: OrderHeaderEditInput): Promise<OrderDetail> {
  const data = await gql(UPDATE_ORDER_MUTATION, { id, input });
  return data.updateOrder!;
}

export async function updateOrderQuantities(id: number, sizes: { sizeId: number; qtyC: number; qtyU: number }[]): Promise<OrderDetail> {
  const data = await gql(UPDATE_QUANTITIES_MUTATION, { id, sizes });
  return data.updateOrderQuantities!;
}

export async function moveOrder(id: number, to: number, from: number, comment?: string | null): Promise<OrderDetail> {
  const data = await gql(MOVE_ORDER_MUTATION, { id, to, from, comment: comment || null });
  return data.moveOrder!;
}

export async function sendForApproval(id: number, emails: string, message?: string | null): Promise<OrderDetail> {
  const data = await gql(SEND_FOR_APPROVAL_MUTATION, { id, emails, message: message || null });
  return data.sendOrderForApproval!;
}
