import { api, ApiError, gql, messages, notify, type ReturnApprovalCall, type ReturnField } from '@portal/shared';
import { actionCall } from '../common/actionCall';
import type { ChangeEntry } from '@portal/shared/ui';

// The return detail's calls (spec 001 §7.1): the return, its timeline, the actions of the state
// machine, the field updates, comments and files. Money is in cents.

export interface ReturnSizeLine {
  id: number;
  display: string;
  quantity: number;
  shippedC: number;
  shippedU: number;
  C: number;
  U: number;
  returned: number;
  upchargeCents: number;
}

export interface ReturnItemLine {
  id: number;
  orderItemId: number;
  orderLine: number;
  img: string;
  priceCents: number;
  refundCents: number;
  sku: string;
  name: string;
  color: string;
  colorCode: string;
  size: ReturnSizeLine[];
  totalQuantity: number;
  totalPriceCents: number;
  totalReturned: number;
  totalUpchargeCents: number;
}

export interface ReturnChargeLine {
  id: number;
  chargeId: number;
  job: string | null;
  invoice: string | null;
  chargeCents: number;
  desc: string;
  refundCents: number;
}

export interface ReturnDetail {
  id: number;
  returnNumb: number;
  createdAt: string;
  createdBy: string | null;
  status: number;
  subStatus: number;
  statusString: string;
  resolution: 2 | 3 | 4;
  orderId: number;
  orderNumb: number;
  orderCreatedAt: string;
  comment: string | null;
  closedOn: string | null;
  customer: string;
  customerName: string;
  rep: string;
  repName: string;
  repRegion: string;
  csr: string | null;
  csrName: string | null;
  invoice: string[];
  commission: number;
  dateContact: string | null;
  dateInfo: string | null;
  files: { url: string; name: string }[];
  items: ReturnItemLine[];
  code: { id: number; code: string };
  totalItems: number;
  totalPriceCents: number;
  totalRefundedCents: number;
  currency: string;
  job: string | null;
  charges: ReturnChargeLine[];
  shipping: ReturnChargeLine[];
  creditOrder: { id: number; number: number; status: number } | null;
  /** Every change to the return and its lines, newest first (the audit trail). */
  changes: ChangeEntry[];
}

export interface TimelineComment {
  id: number;
  date: string;
  returnID: number;
  type: 'comment' | 'email' | 'status';
  user: { email: string; name: string };
  cc: string[];
  comment: string;
  emailId: number | null;
  files: { path: string; name: string }[];
  canDelete: boolean;
  creditOrderId: number | null;
}

export interface TimelineDay {
  date: string;
  comments: TimelineComment[];
}

const ITEM_FIELDS = 'id orderItemId orderLine img priceCents refundCents sku name color colorCode size { id display quantity shippedC shippedU C U returned upchargeCents } totalQuantity totalPriceCents totalReturned totalUpchargeCents';
const CHARGE_FIELDS = 'id chargeId job invoice chargeCents desc refundCents';
export const RETURN_FIELDS_GQL = `
  id returnNumb createdAt createdBy status subStatus statusString resolution orderId orderNumb orderCreatedAt comment closedOn
  customer customerName rep repName repRegion csr csrName invoice commission dateContact dateInfo files { url name }
  items { ${ITEM_FIELDS} } code { id code } totalItems totalPriceCents totalRefundedCents currency job
  charges { ${CHARGE_FIELDS} } shipping { ${CHARGE_FIELDS} } creditOrder { id number status }
  changes { id at actorName table action changes { field before after } }
`;
export const RETURN_ITEM_FIELDS_GQL = ITEM_FIELDS;

export const RETURN = `query Return($id: Int!) { return(id: $id) { ${RETURN_FIELDS_GQL} } }`;
export const TIMELINE = /* GraphQL */ `
  query ReturnTimeline($id: Int!) {
    returnTimeline(id: $id) { date comments { id date returnID type user { email name } cc comment emailId files { path name } canDelete creditOrderId } }
  }
`;
export const POST = /* GraphQL */ `
  mutation Post($id: Int!, $input: ReturnTimelinePostInput!, $files: [String!]) {
    createReturnTimelinePost(id: $id, input: $input, files: $files) { id }
  }
`;
export const CSRS = `query { returnCsrs { code name } }`;

/** spec 001 §8.1: a null return shows 'An error occured while loading the order please try again later.'. */
export async function fetchReturn(id: number, signal?: AbortSignal): Promise<ReturnDetail> {
  const data = await gql<{ return: ReturnDetail | null }>(RETURN, { id }, { signal, errorMessage: messages.returnLoadFailed });
  if (!data.return) {
    notify.error(messages.returnLoadFailed);
    throw new ApiError(messages.returnLoadFailed, 404);
  }
  return data.return;
}

export async function fetchTimeline(id: number, signal?: AbortSignal): Promise<TimelineDay[]> {
  return (await gql<{ returnTimeline: TimelineDay[] }>(TIMELINE, { id }, { signal })).returnTimeline;
}

export interface TransitionAnswer {
  id: number;
  number: number;
  status: number;
  subStatus: number;
  creditOrderId: number | null;
  creditOrderNumber: number | null;
}

export const cancelReturn = (id: number) => actionCall((o) => api.post<TransitionAnswer>(`return/${id}/cancel`, {}, o));
export const markAwaitingGoods = (id: number) => actionCall((o) => api.put<TransitionAnswer>(`return/awaitingGoods/${id}`, {}, o));
export const approveReturn = (call: ReturnApprovalCall, returnId: number, commission?: number) =>
  actionCall((o) => api.post<TransitionAnswer>(`return/${call}/approve`, commission === undefined ? { returnId } : { returnId, commission }, o));

/** PUT /api/{field} { <field>: value, returnId } (spec 001 §7.1). */
export const updateReturnField = (field: ReturnField, returnId: number, value: string | number | null) =>
  actionCall((o) => api.put<{ id: number }>(field, { returnId, [field]: value }, o));

export const deleteReturnFile = (returnId: number, path: string) => actionCall((o) => api.post<{ ok: true }>('return/file/delete', { returnId, path }, o));

export async function postComment(id: number, comment: string, cc: string[], files: string[]): Promise<void> {
  await gql(POST, { id, input: { comment, reply: cc }, files }, { errorMessage: messages.returnCommentFailed });
}

/** spec 001 §8.1: a refused delete (403) shows the spec's message; other failures the generic one. */
export async function deleteComment(returnId: number, commentId: number): Promise<void> {
  try {
    await api.delete(`return/${returnId}/comment/${commentId}`, { silent: true });
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
  return (await api.get<{ SREP: string; name: string }[]>('reps', { signal })).map((r) => ({ code: r.SREP, name: r.name }));
}

export async function fetchCsrs(signal?: AbortSignal): Promise<PersonOption[]> {
  return (await gql<{ returnCsrs: PersonOption[] }>(CSRS, {}, { signal })).returnCsrs;
}
