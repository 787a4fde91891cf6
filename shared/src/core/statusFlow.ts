import { z } from 'zod';
import type { SessionUser } from './access';
import { fill, messages } from './messages';
import { ORDER_STATUS, ORDER_STATUS_TEXT, ORDER_SUB_STATUS, type OrderStatus } from './orders';

// The order status flow (spec 000 §4: Saved -> AwaitingArt -> ArtRequested -> ArtCompleted ->
// AwaitingArtConf -> ManagersApproval -> Approved -> Shipped; Cancelled apart). The spec draws the
// states, not who moves them: the table below is our decision (mfe-orders/README.md "Status flow").
// It is the ONE place the rule lives: the server refuses any move it does not list, and the order
// detail screen offers exactly the moves it lists for the user.

/**
 * Who may make a move:
 * - owner: the order's own rep (user rep code = order rep code) or its creator, with the `order` flag;
 * - orderEdit, approve, artist, artistManager: staff with that access flag.
 */
export type FlowActor = 'owner' | 'orderEdit' | 'approve' | 'artist' | 'artistManager';

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  /** The button's text on the order detail page. */
  label: string;
  who: readonly FlowActor[];
  /** Irreversible or hard to undo: the screen asks first. */
  confirm?: boolean;
}

const S = ORDER_STATUS;
const STAFF: readonly FlowActor[] = ['orderEdit', 'approve'];

/** Statuses an order may be cancelled from: anything before Shipped. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = [
  S.Saved,
  S.AwaitingArt,
  S.ArtRequested,
  S.ArtCompleted,
  S.AwaitingArtConf,
  S.ManagersApproval,
  S.Approved,
];

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: S.Saved, to: S.AwaitingArt, label: 'Submit', who: ['owner', ...STAFF] },
  { from: S.AwaitingArt, to: S.ArtRequested, label: 'Request Art', who: [...STAFF, 'artistManager'] },
  { from: S.ArtRequested, to: S.ArtCompleted, label: 'Art Completed', who: ['artist', 'artistManager'] },
  { from: S.ArtCompleted, to: S.AwaitingArtConf, label: 'Send Art for Confirmation', who: ['artist', 'artistManager', 'orderEdit'] },
  { from: S.AwaitingArtConf, to: S.ManagersApproval, label: 'Confirm Art', who: ['owner', ...STAFF] },
  // Backwards: the art needs changes (the customer's rejection takes the same way, approval/README).
  { from: S.AwaitingArtConf, to: S.ArtRequested, label: 'Request Art Changes', who: ['owner', ...STAFF] },
  { from: S.ManagersApproval, to: S.ArtRequested, label: 'Request Art Changes', who: ['owner', ...STAFF] },
  { from: S.ManagersApproval, to: S.Approved, label: 'Approve', who: ['approve'], confirm: true },
  { from: S.Approved, to: S.Shipped, label: 'Mark Shipped', who: STAFF, confirm: true },
  ...CANCELLABLE_STATUSES.map((from): OrderTransition => ({ from, to: S.Cancelled, label: 'Cancel Order', who: STAFF, confirm: true })),
];

/** Statuses from which an order may be sent for customer approval (approval/README: the art-confirmation side). */
export const CUSTOMER_APPROVAL_FROM: readonly OrderStatus[] = [S.AwaitingArtConf, S.ManagersApproval];
/** Who may send an order for customer approval (issue: its rep, orderEdit or approve). */
export const CUSTOMER_APPROVAL_WHO: readonly FlowActor[] = ['owner', 'orderEdit', 'approve'];
/** Where a customer's rejection sends the order back to: art changes (approval/README). */
export const CUSTOMER_REJECTION_STATUS: OrderStatus = S.ArtRequested;

/** The parts of an order the flow looks at. */
export interface FlowOrder {
  number: number;
  status: number;
  subStatus: number | null;
  repCode: string;
  createdBy: number | null;
}

type FlowUser = Pick<SessionUser, 'id' | 'userType' | 'repCode' | 'access'>;

/** Whether the user is the order's own rep or its creator (with the `order` flag). */
export function isOrderOwner(user: FlowUser, order: Pick<FlowOrder, 'repCode' | 'createdBy'>): boolean {
  if (!user.access.order) return false;
  return (!!user.repCode && user.repCode === order.repCode) || (order.createdBy !== null && order.createdBy === user.id);
}

/**
 * The roles the user acts in on this order. Only INTERNAL staff act through their flags on any
 * order; a REP user acts on their own orders only (spec 000 §6: a rep sees only what a rep may see),
 * and there through every flag they hold; a CUSTOMER user only as the owner (an external user's
 * flags are not staff roles).
 */
export function actorsOf(user: FlowUser | null | undefined, order: Pick<FlowOrder, 'repCode' | 'createdBy'>): Set<FlowActor> {
  const actors = new Set<FlowActor>();
  if (!user) return actors;
  const owner = isOrderOwner(user, order);
  if (user.userType !== 'INTERNAL' && !owner) return actors;
  if (owner) actors.add('owner');
  // An external user's flags are not staff roles ("Create Art" is the `artist` flag): an owner only.
  if (user.userType === 'CUSTOMER') return actors;
  for (const flag of ['orderEdit', 'approve', 'artist', 'artistManager'] as const) {
    if (user.access[flag]) actors.add(flag);
  }
  return actors;
}

const mayAct = (actors: Set<FlowActor>, who: readonly FlowActor[]) => who.some((w) => actors.has(w));

/** Ours: the refusals of a move (409 CONFLICT for a move out of the flow, 403 FORBIDDEN for the wrong person). */
export const STATUS_FLOW_MESSAGES = {
  notInFlow: 'Order #{number} is {from}: it cannot move to {to}.',
  forbidden: "You don't have permission to move this order to {to}.",
  changed: 'Order #{number} has changed meanwhile: it is now {from}. Please reload it and try again.',
  awaitingCustomer: "Order #{number} is awaiting the customer's approval: it cannot be approved before the customer answers.",
} as const;

const statusText = (status: number) => ORDER_STATUS_TEXT[status as OrderStatus] ?? String(status);

export type TransitionCheck = { ok: true; transition: OrderTransition } | { ok: false; kind: 'conflict' | 'forbidden'; message: string };

/** Whether the user may move the order to `to` now; the refusal says why, in words for the user. */
export function checkTransition(user: FlowUser | null | undefined, order: FlowOrder, to: number): TransitionCheck {
  const actors = actorsOf(user, order);
  const words = { number: order.number, from: statusText(order.status), to: statusText(to) };
  const transition = ORDER_TRANSITIONS.find((t) => t.from === order.status && t.to === to);
  if (!transition) {
    // Someone who may make no move at all learns nothing about the flow.
    if (!ORDER_TRANSITIONS.some((t) => t.to === to && mayAct(actors, t.who))) {
      return { ok: false, kind: 'forbidden', message: fill(STATUS_FLOW_MESSAGES.forbidden, words) };
    }
    return { ok: false, kind: 'conflict', message: fill(STATUS_FLOW_MESSAGES.notInFlow, words) };
  }
  if (!mayAct(actors, transition.who)) return { ok: false, kind: 'forbidden', message: fill(STATUS_FLOW_MESSAGES.forbidden, words) };
  // Waiting for the customer is a step too: the manager approves after the customer did.
  if (to === S.Approved && order.subStatus === ORDER_SUB_STATUS.AwaitingCustomerApproval) {
    return { ok: false, kind: 'conflict', message: fill(STATUS_FLOW_MESSAGES.awaitingCustomer, words) };
  }
  return { ok: true, transition };
}

/** The moves the user may make from the order's current status (the detail page's buttons). */
export function transitionsFor(user: FlowUser | null | undefined, order: FlowOrder): OrderTransition[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === order.status && checkTransition(user, order, t.to).ok);
}

/** Whether the user may send the order for customer approval now. */
export function maySendForCustomerApproval(user: FlowUser | null | undefined, order: FlowOrder): boolean {
  return (CUSTOMER_APPROVAL_FROM as readonly number[]).includes(order.status) && mayAct(actorsOf(user, order), CUSTOMER_APPROVAL_WHO);
}

export const STATUS_COMMENT_MAX = 1_000;

/** moveOrder(id, to, from, comment): `from` is the status the user saw (a stale page gets 409, not a surprise). */
export const orderMoveSchema = z.object({
  to: z.number({ error: messages.somethingWentWrong }).int(),
  from: z.number().int().nullish(),
  comment: z
    .string()
    .trim()
    .max(STATUS_COMMENT_MAX, 'A comment cannot be longer than 1000 characters.')
    .nullish()
    .transform((v) => v || null),
});
export type OrderMoveInput = z.input<typeof orderMoveSchema>;
