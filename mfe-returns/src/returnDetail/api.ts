import {
  api,
  ApiError,
  dollarsToCents,
  gql,
  messages,
  notify,
  type ReturnApprovalCall,
  type ReturnResolution,
  directoryApi,
  returnsApi,
  type returnsRoutes,
  type RouteAnswer,
} from '@portal/shared';
import { actionCall } from '../common/actionCall';
import { graphql } from '../gql';
import type { ReturnChargeFieldsFragment, ReturnFieldsFragment, ReturnItemFieldsFragment, ReturnTimelineQuery } from '../gql/graphql';

// The return detail's calls (spec 001 §7.1): the return, its timeline, the actions of the state
// machine, the field updates, comments and files. The wire carries money in dollars under spec 001
// §3.1's names; the screens compute and format in integer cents (refundMath, formatMoney), so each
// answer is turned into cents here, once, and nowhere else.

/** The answers as the wire carries them (dollars): what the tests' mocked network answers. */
export type ReturnItemAnswer = ReturnItemFieldsFragment;
export type ReturnChargeAnswer = ReturnChargeFieldsFragment;
export type ReturnAnswer = ReturnFieldsFragment;

type SizeAnswer = ReturnItemAnswer['size'][number];
export type ReturnSizeLine = Omit<SizeAnswer, 'upcharge'> & { upchargeCents: number };
export type ReturnItemLine = Omit<ReturnItemAnswer, 'price' | 'refund' | 'totalPrice' | 'totalUpcharge' | 'size'> & {
  priceCents: number;
  refundCents: number;
  totalPriceCents: number;
  totalUpchargeCents: number;
  size: ReturnSizeLine[];
};
export type ReturnChargeLine = Omit<ReturnChargeAnswer, 'charge' | 'refund'> & { chargeCents: number; refundCents: number };
/** The schema's resolution is an Int; the server answers 2, 3 or 4 only (ReturnResolution). */
export type ReturnDetail = Omit<
  ReturnAnswer,
  'resolution' | 'items' | 'charges' | 'shipping' | 'totalPrice' | 'totalRefunded' | 'orderRefunded'
> & {
  resolution: ReturnResolution;
  items: ReturnItemLine[];
  charges: ReturnChargeLine[];
  shipping: ReturnChargeLine[];
  totalPriceCents: number;
  totalRefundedCents: number;
  /** What the $5,000 approval tier reads. */
  orderRefundedCents: number;
};

export const itemInCents = ({ price, refund, totalPrice, totalUpcharge, size, ...rest }: ReturnItemAnswer): ReturnItemLine => ({
  ...rest,
  priceCents: dollarsToCents(price),
  refundCents: dollarsToCents(refund),
  totalPriceCents: dollarsToCents(totalPrice),
  totalUpchargeCents: dollarsToCents(totalUpcharge),
  size: size.map(({ upcharge, ...s }) => ({ ...s, upchargeCents: dollarsToCents(upcharge) })),
});

const chargeInCents = ({ charge, refund, ...rest }: ReturnChargeAnswer): ReturnChargeLine => ({
  ...rest,
  chargeCents: dollarsToCents(charge),
  refundCents: dollarsToCents(refund),
});

export const returnInCents = ({
  resolution,
  items,
  charges,
  shipping,
  totalPrice,
  totalRefunded,
  orderRefunded,
  ...rest
}: ReturnAnswer): ReturnDetail => ({
  ...rest,
  resolution: resolution as ReturnResolution,
  items: items.map(itemInCents),
  charges: charges.map(chargeInCents),
  shipping: shipping.map(chargeInCents),
  totalPriceCents: dollarsToCents(totalPrice),
  totalRefundedCents: dollarsToCents(totalRefunded),
  orderRefundedCents: dollarsToCents(orderRefunded),
});
export type TimelineDay = ReturnTimelineQuery['returnTimeline'][number];
export type TimelineComment = TimelineDay['comments'][number];

export const RETURN_ITEM_FIELDS = graphql(`
  fragment ReturnItemFields on ReturnItem {
    id orderItemId orderLine img price refund sku name color colorCode
    size { id display quantity shippedC shippedU C U returned upcharge } totalQuantity totalPrice totalReturned totalUpcharge
  }
`);
export const RETURN_CHARGE_FIELDS = graphql(`fragment ReturnChargeFields on ReturnCharge { id chargeId job invoice charge desc refund }`);
export const RETURN_FIELDS = graphql(`
  fragment ReturnFields on Return {
    id returnNumb createdAt createdBy status subStatus statusString resolution orderId orderNumb orderCreatedAt comment closedOn
    customer customerName rep repName repRegion csr csrName invoice commission dateContact dateInfo files { url name }
    items { ...ReturnItemFields } code { id code } totalItems totalPrice totalRefunded orderRefunded currency job
    charges { ...ReturnChargeFields } shipping { ...ReturnChargeFields } creditOrder { id number status }
    changes { id at actorName table action changes { field before after } }
  }
`);

export const RETURN = graphql(`query Return($id: Int!) { return(id: $id) { ...ReturnFields } }`);
export const TIMELINE = graphql(`
  query ReturnTimeline($id: Int!) {
    returnTimeline(id: $id) { date comments { id date returnID type user { email name } cc comment emailId files { path name } canDelete creditOrderId } }
  }
`);
export const POST = graphql(`
  mutation Post($id: Int!, $input: ReturnTimelinePostInput!, $files: [String!]) {
    createReturnTimelinePost(id: $id, input: $input, files: $files) { id }
  }
`);
export const CSRS = graphql(`query ReturnCsrs { returnCsrs { code name } }`);

/** spec 001 §8.1: a null return shows 'An error occured while loading the order please try again later.'. */
export async function fetchReturn(id: number, signal?: AbortSignal): Promise<ReturnDetail> {
  const data = await gql(RETURN, { id }, { signal, errorMessage: messages.returnLoadFailed });
  if (!data.return) {
    notify.error(messages.returnLoadFailed);
    throw new ApiError(messages.returnLoadFailed, 404);
  }
  return returnInCents(data.return);
}

export async function fetchTimeline(id: number, signal?: AbortSignal): Promise<TimelineDay[]> {
  return (await gql(TIMELINE, { id }, { signal })).returnTimeline;
}

/** What a move of the state machine answers: the return's state after it (and the order approval's return order). */
export type TransitionAnswer = RouteAnswer<typeof returnsRoutes.cancel>;

export const cancelReturn = (id: number) => actionCall((o) => api.call(returnsApi.cancel, { params: { id: String(id) } }, o));
export const markAwaitingGoods = (id: number) => actionCall((o) => api.call(returnsApi.awaitingGoods, { params: { id: String(id) } }, o));
export const approveReturn = (call: ReturnApprovalCall, returnId: number, commission?: number) =>
  actionCall((o) =>
    api.call(returnsApi.approve, { params: { kind: call }, body: commission === undefined ? { returnId } : { returnId, commission } }, o),
  );

// PUT /api/{field} { <field>: value, returnId } (spec 001 §7.1), one route per field.
export const updateReturnComment = (returnId: number, comment: string | null) =>
  actionCall((o) => api.call(returnsApi.updateComment, { body: { returnId, comment } }, o));
export const updateReturnRep = (returnId: number, rep: string) =>
  actionCall((o) => api.call(returnsApi.updateRep, { body: { returnId, rep } }, o));
export const updateReturnCsr = (returnId: number, csr: string | null) =>
  actionCall((o) => api.call(returnsApi.updateCsr, { body: { returnId, csr } }, o));
export const updateReturnCode = (returnId: number, code: number) =>
  actionCall((o) => api.call(returnsApi.updateCode, { body: { returnId, code } }, o));

export const deleteReturnFile = (returnId: number, path: string) =>
  actionCall((o) => api.call(returnsApi.deleteFile, { body: { returnId, path } }, o));

export async function postComment(id: number, comment: string, cc: string[], files: string[]): Promise<void> {
  await gql(POST, { id, input: { comment, reply: cc }, files }, { errorMessage: messages.returnCommentFailed });
}

/** spec 001 §8.1: a refused delete (403) shows the spec's message; other failures the generic one. */
export async function deleteComment(returnId: number, commentId: number): Promise<void> {
  try {
    await api.call(returnsApi.deleteComment, { params: { id: String(returnId), commentId: String(commentId) } }, { silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.aborted) throw error;
    notify.error(error instanceof ApiError && error.status === 403 ? messages.returnCommentDeleteForbidden : messages.returnCommentFailed);
    throw error;
  }
}

export interface PersonOption {
  code: string;
  name: string;
}

export async function fetchReps(signal?: AbortSignal): Promise<PersonOption[]> {
  return (await api.call(directoryApi.reps, undefined, { signal })).map((r) => ({ code: r.SREP, name: r.name }));
}

export async function fetchCsrs(signal?: AbortSignal): Promise<PersonOption[]> {
  return (await gql(CSRS, {}, { signal })).returnCsrs;
}
