import { gql, type OrderHeaderEditInput } from '@portal/shared';
import type { ChangeEntry } from '@portal/shared/ui';

// The order detail and edit screens' calls (server/src/areas/orders/detail/README.md), typed, over
// the shared GraphQL helper: UNAUTHENTICATED signs the user out; FORBIDDEN, BAD_USER_INPUT and
// CONFLICT show the server's message; anything else 'Something went wrong.'.

export interface OrderSize {
  id: number;
  size: string;
  quantity: number;
  qtyC: number;
  qtyU: number;
  shippedC: number;
  shippedU: number;
  upchargeCents: number;
}

export interface OrderItem {
  id: number;
  line: number;
  styleCode: string;
  name: string;
  color: string;
  colorCode: string;
  designId: string | null;
  designVariation: number | null;
  image: string;
  priceCents: number;
  finalPriceCents: number;
  quantity: number;
  shipped: number;
  amountCents: number;
  sizes: OrderSize[];
}

export interface OrderMove {
  to: number;
  toText: string;
  label: string;
  confirm: boolean;
}

export interface OrderPerson {
  code: string;
  name: string;
  email: string | null;
}

export interface OrderParty {
  numb: string;
  name: string;
  /** C Canada, U United States. */
  country: string;
  province: string | null;
}

export interface OrderDetail {
  id: number;
  number: number;
  status: number;
  subStatus: number | null;
  statusString: string;
  subStatusString: string | null;
  listPath: string;
  customer: OrderParty;
  billTo: OrderParty;
  rep: OrderPerson;
  csr: OrderPerson | null;
  csr2: OrderPerson | null;
  type: string;
  orderType: string;
  orderTypeName: string;
  currency: string;
  po: string | null;
  quote: string | null;
  job: string | null;
  jobCodes: string[];
  tags: string[];
  department: string | null;
  credit: string;
  alloc: string;
  bda: string | null;
  buyingGroup: string | null;
  scheduledShipDate: string | null;
  dateRequired: string | null;
  rush: boolean;
  event: boolean;
  onHold: boolean;
  createdAt: string;
  updatedAt: string;
  createdBy: { name: string; email: string } | null;
  comments: string | null;
  collectionStart: string | null;
  collectionEnd: string | null;
  items: OrderItem[];
  charges: { code: string; name: string; amountCents: number }[];
  totals: { itemsCents: number; chargesCents: number; totalCents: number; units: number; shippedUnits: number };
  history: {
    id: number;
    fromStatus: number | null;
    toStatus: number;
    toSubStatus: number | null;
    text: string;
    at: string;
    user: { name: string; email: string } | null;
    comment: string | null;
  }[];
  /** Every change to the order and its lines, newest first (the audit trail). */
  changes: ChangeEntry[];
  shippingJobs: { id: number; job: string | null; shipped: boolean; shippedAt: string | null; createdAt: string; shipVia: string | null; chargeCents: number; invoices: string[]; units: number }[];
  returns: { id: number; label: string; path: string }[];
  designRequests: { id: number; label: string; path: string }[];
  approvals: {
    createdAt: string;
    createdBy: string | null;
    sentTo: string[];
    usedAt: string | null;
    superseded: boolean;
    result: string | null;
    name: string | null;
    email: string | null;
    comment: string | null;
  }[];
  actions: {
    transitions: OrderMove[];
    canEdit: boolean;
    canEditItems: boolean;
    canOpenEdit: boolean;
    canSendForApproval: boolean;
    /** Shipped, and the user may create returns: offer 'Create Return' (the returns area's screen). */
    canCreateReturn: boolean;
  };
  customerEmails: string[];
}

export const DETAIL = `
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
`;

export const ORDER_QUERY = `query Order($id: Int!) { order(id: $id) { ${DETAIL} } }`;
export const UPDATE_ORDER_MUTATION = `mutation UpdateOrder($id: Int!, $input: OrderHeaderInput!) { updateOrder(id: $id, input: $input) { ${DETAIL} } }`;
export const UPDATE_QUANTITIES_MUTATION = `mutation UpdateOrderQuantities($id: Int!, $sizes: [OrderSizeQuantityInput!]!) {
  updateOrderQuantities(id: $id, sizes: $sizes) { ${DETAIL} }
}`;
export const MOVE_ORDER_MUTATION = `mutation MoveOrder($id: Int!, $to: Int!, $from: Int, $comment: String) {
  moveOrder(id: $id, to: $to, from: $from, comment: $comment) { ${DETAIL} }
}`;
export const SEND_FOR_APPROVAL_MUTATION = `mutation SendOrderForApproval($id: Int!, $emails: String!, $message: String) {
  sendOrderForApproval(id: $id, emails: $emails, message: $message) { ${DETAIL} }
}`;

/** Ours: the detail page's load failure (the spec words none). */
export const ORDER_LOAD_FAILED = 'An error occured while loading the order, please try again later.';

/** The order; the page shows its own not-found and no-access states, so the call is silent. */
export async function fetchOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  const data = await gql<{ order: OrderDetail }>(ORDER_QUERY, { id }, { signal, silent: true, errorMessage: ORDER_LOAD_FAILED });
  return data.order;
}

export async function updateOrder(id: number, input: OrderHeaderEditInput): Promise<OrderDetail> {
  const data = await gql<{ updateOrder: OrderDetail }>(UPDATE_ORDER_MUTATION, { id, input });
  return data.updateOrder;
}

export async function updateOrderQuantities(id: number, sizes: { sizeId: number; qtyC: number; qtyU: number }[]): Promise<OrderDetail> {
  const data = await gql<{ updateOrderQuantities: OrderDetail }>(UPDATE_QUANTITIES_MUTATION, { id, sizes });
  return data.updateOrderQuantities;
}

export async function moveOrder(id: number, to: number, from: number, comment?: string | null): Promise<OrderDetail> {
  const data = await gql<{ moveOrder: OrderDetail }>(MOVE_ORDER_MUTATION, { id, to, from, comment: comment || null });
  return data.moveOrder;
}

export async function sendForApproval(id: number, emails: string, message?: string | null): Promise<OrderDetail> {
  const data = await gql<{ sendOrderForApproval: OrderDetail }>(SEND_FOR_APPROVAL_MUTATION, { id, emails, message: message || null });
  return data.sendOrderForApproval;
}
