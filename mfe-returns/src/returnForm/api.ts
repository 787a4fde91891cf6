import { api, gql, messages, refundOrderFrom, type RefundOrder, type ReturnCreateInput, type ReturnUpdateInput } from '@portal/shared';
import { graphql } from '../gql';
import type { ReturnOrderQuery } from '../gql/graphql';
import type { ReturnItemLine } from '../returnDetail/api';

// The create and edit forms' calls (spec 001 §7.1): the order-for-return data (the spec's `order`
// query, returnOrder here), the return's items (GetReturnItems), the return codes, createReturn
// and updateReturn. Money is in cents.

export type ReturnOrder = NonNullable<ReturnOrderQuery['returnOrder']>;
export type ReturnOrderItem = ReturnOrder['items'][number];
export type ReturnOrderSize = ReturnOrderItem['size'][number];

export const ORDER = graphql(`
  query ReturnOrder($id: Int!, $returnId: Int) {
    returnOrder(id: $id, returnId: $returnId) {
      id number createdAt status statusString currency customerNumb customerName repCode csr job totalCents shippingCents earlierRefundCents
      items { id line sku name image color colorCode finalPriceCents totalQuantity totalPriceCents refundedCents
        size { id display quantity shippedC shippedU returnedC returnedU upchargeCents }
        returns { id returnId returnNumber returnStatus refundCents size { id display C U } } }
      charges { id chargeCode chargeName amountCents refundedCents }
      shippingJobs { id job invoice amountCents refundedCents }
      returns { id returnNumb status subStatus statusString totalRefundCents createdAt }
    }
  }
`);
export const ITEMS = graphql(`
  query GetReturnItems($orderId: Int!, $returnId: Int!) { returnItems(orderId: $orderId, returnId: $returnId) { ...ReturnItemFields } }
`);
export const CREATE = graphql(`mutation CreateReturn($input: ReturnCreateInput!) { createReturn(input: $input) { id numb } }`);
export const UPDATE = graphql(
  `mutation UpdateReturn($input: ReturnUpdateInput!, $id: Int!) { updateReturn(input: $input, id: $id) { id numb } }`,
);

/** The order for the form; null when there is no such order. `returnId` leaves the edited return out of "earlier returns". */
export async function fetchReturnOrder(id: number, returnId: number | null, signal?: AbortSignal): Promise<ReturnOrder | null> {
  return (await gql(ORDER, { id, returnId }, { signal, errorMessage: messages.returnLoadFailed })).returnOrder;
}

export async function fetchReturnItems(orderId: number, returnId: number, signal?: AbortSignal): Promise<ReturnItemLine[]> {
  return (await gql(ITEMS, { orderId, returnId }, { signal, errorMessage: messages.returnLoadFailed })).returnItems;
}

/** GET /api/return/codes (spec 001 §7.1). */
export function fetchReturnCodes(signal?: AbortSignal): Promise<{ id: number; code: string }[]> {
  return api.get('return/codes', { signal });
}

/** spec 001 §8.1: a failed create shows 'An error occured while creating the return, …' (a refused rule its own message). */
export async function createReturn(input: ReturnCreateInput): Promise<{ id: number; numb: number }> {
  return (await gql(CREATE, { input }, { errorMessage: messages.returnCreateFailed })).createReturn!;
}

export async function updateReturn(id: number, input: ReturnUpdateInput): Promise<{ id: number; numb: number }> {
  return (await gql(UPDATE, { id, input }, { errorMessage: messages.returnUpdateFailed })).updateReturn!;
}

/** refundMath's view of the order: the numbers the server checks the return against. */
export function refundOrderOf(order: ReturnOrder): RefundOrder {
  return refundOrderFrom({
    totalCents: order.totalCents,
    earlierRefundCents: order.earlierRefundCents,
    items: order.items.map((i) => ({
      id: i.id,
      finalPriceCents: i.finalPriceCents,
      refundedCents: i.refundedCents,
      sizes: i.size.map((s) => ({
        id: s.id,
        shippedC: s.shippedC,
        shippedU: s.shippedU,
        returnedC: s.returnedC,
        returnedU: s.returnedU,
        upchargeCents: s.upchargeCents,
      })),
    })),
    charges: order.charges.map((c) => ({ id: c.id, code: c.chargeCode, amountCents: c.amountCents, refundedCents: c.refundedCents })),
    shipping: order.shippingJobs.map((s) => ({ id: s.id, amountCents: s.amountCents, refundedCents: s.refundedCents })),
  });
}
