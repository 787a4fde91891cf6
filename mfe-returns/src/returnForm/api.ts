import {
  api,
  centsToDollars,
  dollarsToCents,
  gql,
  messages,
  refundOrderFrom,
  type RefundOrder,
  type ReturnCreateInput,
  type ReturnUpdateInput,
  returnsApi,
  type returnsRoutes,
  type RouteAnswer,
} from '@portal/shared';
import { graphql } from '../gql';
import type { ReturnCreateInput as ReturnCreateWire, ReturnOrderQuery, ReturnUpdateInput as ReturnUpdateWire } from '../gql/graphql';
import { itemInCents, type ReturnItemLine } from '../returnDetail/api';

// The create and edit forms' calls (spec 001 §7.1): the order-for-return data (the spec's `order`
// query, returnOrder here), the return's items (GetReturnItems), the return codes, createReturn
// and updateReturn. The wire carries money in dollars under spec 001 §3.1's names; the form works in
// integer cents (refundMath), so the answers become cents and the inputs' cents become dollars
// here, once.

/** The order as the wire carries it (dollars): what the tests' mocked network answers. */
export type ReturnOrderAnswer = NonNullable<ReturnOrderQuery['returnOrder']>;
type ItemAnswer = ReturnOrderAnswer['items'][number];
type SizeAnswer = ItemAnswer['size'][number];
type ItemReturnAnswer = ItemAnswer['returns'][number];
type ChargeAnswer = ReturnOrderAnswer['charges'][number];
type ShippingJobAnswer = ReturnOrderAnswer['shippingJobs'][number];
type EarlierReturnAnswer = ReturnOrderAnswer['returns'][number];

export type ReturnOrderSize = Omit<SizeAnswer, 'upcharge'> & { upchargeCents: number };
export type ReturnOrderItem = Omit<ItemAnswer, 'price' | 'refunded' | 'size' | 'returns'> & {
  finalPriceCents: number;
  totalPriceCents: number;
  refundedCents: number;
  size: ReturnOrderSize[];
  returns: (Omit<ItemReturnAnswer, 'refund'> & { refundCents: number })[];
};
/** The order in the form's cents. */
export type ReturnOrder = Omit<
  ReturnOrderAnswer,
  'price' | 'shipping' | 'earlierRefund' | 'items' | 'charges' | 'shippingJobs' | 'returns'
> & {
  totalCents: number;
  shippingCents: number;
  earlierRefundCents: number;
  items: ReturnOrderItem[];
  charges: (Omit<ChargeAnswer, 'charge' | 'refunded'> & { amountCents: number; refundedCents: number })[];
  shippingJobs: (Omit<ShippingJobAnswer, 'charge' | 'refunded'> & { amountCents: number; refundedCents: number })[];
  returns: (Omit<EarlierReturnAnswer, 'totalRefund'> & { totalRefundCents: number })[];
};

const orderInCents = ({
  price,
  shipping,
  earlierRefund,
  items,
  charges,
  shippingJobs,
  returns,
  ...rest
}: ReturnOrderAnswer): ReturnOrder => ({
  ...rest,
  totalCents: dollarsToCents(price.total),
  shippingCents: dollarsToCents(shipping),
  earlierRefundCents: dollarsToCents(earlierRefund),
  items: items.map(({ price: itemPrice, refunded, size, returns: itemReturns, ...item }) => ({
    ...item,
    finalPriceCents: dollarsToCents(itemPrice.finalPrice),
    totalPriceCents: dollarsToCents(itemPrice.totalPrice),
    refundedCents: dollarsToCents(refunded),
    size: size.map(({ upcharge, ...s }) => ({ ...s, upchargeCents: dollarsToCents(upcharge) })),
    returns: itemReturns.map(({ refund, ...r }) => ({ ...r, refundCents: dollarsToCents(refund) })),
  })),
  charges: charges.map(({ charge, refunded, ...c }) => ({
    ...c,
    amountCents: dollarsToCents(charge),
    refundedCents: dollarsToCents(refunded),
  })),
  shippingJobs: shippingJobs.map(({ charge, refunded, ...j }) => ({
    ...j,
    amountCents: dollarsToCents(charge),
    refundedCents: dollarsToCents(refunded),
  })),
  returns: returns.map(({ totalRefund, ...r }) => ({ ...r, totalRefundCents: dollarsToCents(totalRefund) })),
});

/** The form's input (refunds in cents, shared's returnSchemas shape) as the wire's: refund in dollars. */
function inputInDollars<T extends ReturnCreateInput | ReturnUpdateInput>(input: T) {
  const { items, charges, shipping, ...rest } = input;
  return {
    ...rest,
    items: items.map(({ refundCents, ...i }) => ({ ...i, refund: centsToDollars(refundCents) })),
    charges: charges?.map(({ refundCents, ...c }) => ({ ...c, refund: centsToDollars(refundCents) })),
    shipping: shipping?.map(({ refundCents, ...s }) => ({ ...s, refund: centsToDollars(refundCents) })),
  };
}

export const ORDER = graphql(`
  query ReturnOrder($id: Int!, $returnId: Int) {
    returnOrder(id: $id, returnId: $returnId) {
      id number createdAt status statusString currency customerNumb customerName repCode csr job price { total } shipping earlierRefund
      items { id line sku name image color colorCode price { totalPrice finalPrice } totalQuantity refunded
        size { id display quantity shippedC shippedU returnedC returnedU upcharge }
        returns { id returnId returnNumber returnStatus refund size { id display C U } } }
      charges { id chargeCode chargeName charge refunded }
      shippingJobs { id job invoice charge refunded }
      returns { id returnNumb status subStatus statusString totalRefund createdAt }
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
  const order = (await gql(ORDER, { id, returnId }, { signal, errorMessage: messages.returnLoadFailed })).returnOrder;
  return order ? orderInCents(order) : null;
}

export async function fetchReturnItems(orderId: number, returnId: number, signal?: AbortSignal): Promise<ReturnItemLine[]> {
  return (await gql(ITEMS, { orderId, returnId }, { signal, errorMessage: messages.returnLoadFailed })).returnItems.map(itemInCents);
}

/** GET /api/return/codes (spec 001 §7.1). */
export function fetchReturnCodes(signal?: AbortSignal): Promise<RouteAnswer<typeof returnsRoutes.codes>> {
  return api.call(returnsApi.codes, undefined, { signal });
}

/** spec 001 §8.1: a failed create shows 'An error occured while creating the return, …' (a refused rule its own message). */
export async function createReturn(input: ReturnCreateInput): Promise<{ id: number; numb: number }> {
  const wire: ReturnCreateWire = inputInDollars(input);
  return (await gql(CREATE, { input: wire }, { errorMessage: messages.returnCreateFailed })).createReturn!;
}

export async function updateReturn(id: number, input: ReturnUpdateInput): Promise<{ id: number; numb: number }> {
  const wire: ReturnUpdateWire = inputInDollars(input);
  return (await gql(UPDATE, { id, input: wire }, { errorMessage: messages.returnUpdateFailed })).updateReturn!;
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
