import type { AccessFlag, SessionUser } from './access';
import { fill } from './messages';
import { RETURN_ACTION_WORDS, RETURN_MESSAGES } from './returnMessages';
import {
  RETURN_APPROVAL_TIER_CENTS,
  RETURN_STATUS,
  RETURN_SUB_STATUS,
  returnStatusText,
  type ReturnResolution,
  type ReturnStatus,
  type ReturnSubStatus,
} from './returns';

// The return state machine (spec 001 §4.1, §6) and every other "may this user do this to this
// return now" rule. It is the ONE place these rules live: the server refuses whatever it refuses
// (403 for the wrong person, 409 for the wrong state), and the detail and edit screens show exactly
// the buttons it allows. mfe-returns/README.md draws the same table.

export type ReturnTransitionAction = 'cancel' | 'awaitingGoods' | 'approveOrder' | 'approveRefund' | 'approveRestock';
export type ReturnEditAction = 'edit' | 'editComment' | 'editCode' | 'editPeople' | 'deleteFile';
export type ReturnAction = ReturnTransitionAction | ReturnEditAction;

/** spec 001 §7.1: POST /api/return/{order or refund or restock}/approve. */
export type ReturnApprovalCall = 'order' | 'refund' | 'restock';

export interface ReturnState {
  status: number;
  subStatus: number;
}

/** What the rules read of a return. */
export interface FlowReturn extends ReturnState {
  number: number;
  /** The return code's resolution: where the order approval takes it (returns.ts). */
  resolution: ReturnResolution;
  totalRefundCents: number;
  /**
   * The refunds of every return of the same order that is not cancelled, this one included: the
   * approval tier reads this sum, so splitting a refund over several returns does not dodge it.
   */
  orderRefundCents: number;
}

export interface ReturnTransition {
  action: ReturnTransitionAction;
  /** The button's text (spec 001 §4.1 for the three approvals; the pairing is ours). */
  label: string;
  from: readonly (readonly [ReturnStatus, ReturnSubStatus])[];
  to: (r: FlowReturn) => ReturnState;
  who: readonly AccessFlag[];
  /** spec 001 §4.1: Refunded and RefundedAndRepaired ask for a commission percentage first. */
  commission?: boolean;
  approval?: ReturnApprovalCall;
  /** The confirmation the screen asks before calling. */
  confirm: string;
}

const S = RETURN_STATUS;
const P = RETURN_SUB_STATUS.Pending;
const W = RETURN_SUB_STATUS.WaitingForGoods;
const A = RETURN_SUB_STATUS.Approved;
/** spec 001 §6: approve_returns, approve5kReturns and order_edit govern cancel, waiting-for-goods, approve and item editing. */
const GOVERNORS: readonly AccessFlag[] = ['orderEdit', 'approveReturns', 'approve5kReturns'];
/** spec 001 §6: the same three approve; above the 5,000 tier only approve5kReturns (canDoReturnTransition). */
const APPROVERS: readonly AccessFlag[] = GOVERNORS;

export const RETURN_TRANSITIONS: readonly ReturnTransition[] = [
  {
    // spec 001 §4.1: Initiated, or above Initiated with subStatus 0.
    action: 'cancel',
    label: 'Cancel Return',
    from: [
      [S.Initiated, P],
      [S.Initiated, W],
      [S.Refunded, P],
      [S.RefundedAndRepaired, P],
    ],
    to: () => ({ status: S.Cancelled, subStatus: P }),
    who: GOVERNORS,
    confirm: 'Cancel this return? A return order made for it is cancelled too.',
  },
  {
    // spec 001 §4.1: not cancelled and subStatus 0.
    action: 'awaitingGoods',
    label: 'Waiting for Goods',
    from: [
      [S.Initiated, P],
      [S.Refunded, P],
      [S.RefundedAndRepaired, P],
    ],
    to: (r) => ({ status: r.status, subStatus: W }),
    who: GOVERNORS,
    confirm: 'Mark this return as waiting for the goods to come back?',
  },
  {
    // spec 001 §4.1: an Initiated return is approved through the order approval (it creates the return order).
    action: 'approveOrder',
    label: 'Approve Return',
    from: [
      [S.Initiated, P],
      [S.Initiated, W],
    ],
    to: (r) => (r.resolution === S.Returned ? { status: S.Returned, subStatus: A } : { status: r.resolution, subStatus: r.subStatus }),
    who: APPROVERS,
    approval: 'order',
    confirm: 'Approve this return? A return order is created for it.',
  },
  {
    action: 'approveRefund',
    label: 'Approve Refund',
    from: [
      [S.Refunded, P],
      [S.Refunded, W],
    ],
    to: () => ({ status: S.Refunded, subStatus: A }),
    who: APPROVERS,
    commission: true,
    approval: 'refund',
    confirm: 'Approve the refund of this return?',
  },
  {
    action: 'approveRestock',
    label: 'Approve Return and Refund',
    from: [
      [S.RefundedAndRepaired, P],
      [S.RefundedAndRepaired, W],
    ],
    to: () => ({ status: S.RefundedAndRepaired, subStatus: A }),
    who: APPROVERS,
    commission: true,
    approval: 'restock',
    confirm: 'Approve the return and refund (restock) of this return?',
  },
];

/** The other rules of spec 001 §4.1 and §6: which state allows it, and who. */
const EDIT_RULES: Record<ReturnEditAction, { when: (r: ReturnState) => boolean; who: readonly AccessFlag[] }> = {
  // spec 001 §4.1: the Edit link shows when status is below 2, or status is 2 with subStatus 0.
  edit: { when: (r) => r.status < S.Refunded || (r.status === S.Refunded && r.subStatus === P), who: GOVERNORS },
  // spec 001 §4.1, §6: comment editing while status is below 4 and subStatus 0; order_edit or approve_returns.
  editComment: { when: (r) => r.status < S.RefundedAndRepaired && r.subStatus === P, who: ['orderEdit', 'approveReturns'] },
  // Ours: the code decides what the order approval leads to, so it is fixed once the return is approved.
  editCode: { when: (r) => r.status === S.Initiated, who: ['orderEdit'] },
  // spec 001 §6: order_edit changes rep and CSR (ours: of any return that is not cancelled).
  editPeople: { when: (r) => r.status !== S.Cancelled, who: ['orderEdit'] },
  // spec 001 §4.1, §6: above Initiated, below Cancelled, subStatus 0; order_edit.
  deleteFile: { when: (r) => r.status > S.Initiated && r.status < S.Cancelled && r.subStatus === P, who: ['orderEdit'] },
};

type FlowUser = Pick<SessionUser, 'access'>;

const holds = (user: FlowUser | null | undefined, who: readonly AccessFlag[]) => !!user && who.some((f) => user.access[f]);

/** Creating a return is item editing (spec 001 §6): order_edit, approve_returns or approve5kReturns. */
export const mayCreateReturns = (user: FlowUser | null | undefined) => holds(user, GOVERNORS);

export const transitionOf = (action: ReturnTransitionAction) => RETURN_TRANSITIONS.find((t) => t.action === action)!;

export const approvalActionOf = (call: ReturnApprovalCall): ReturnTransitionAction =>
  RETURN_TRANSITIONS.find((t) => t.approval === call)!.action;

const isTransition = (action: ReturnAction): action is ReturnTransitionAction => RETURN_TRANSITIONS.some((t) => t.action === action);

export type ReturnCheck =
  | { ok: true; to: ReturnState | null; transition: ReturnTransition | null }
  | { ok: false; kind: 'forbidden' | 'conflict' | 'tier'; message: string };

/** Whether the user may do `action` to the return now; a refusal says why, in words for the user. */
export function checkReturnAction(user: FlowUser | null | undefined, ret: FlowReturn, action: ReturnAction): ReturnCheck {
  const words = RETURN_ACTION_WORDS[action];
  const transition = isTransition(action) ? transitionOf(action) : null;
  const who = transition ? transition.who : EDIT_RULES[action as ReturnEditAction].who;
  if (!holds(user, who)) return { ok: false, kind: 'forbidden', message: fill(RETURN_MESSAGES.forbidden, { action: words.verb }) };
  const inState = transition
    ? transition.from.some(([status, sub]) => status === ret.status && sub === ret.subStatus)
    : EDIT_RULES[action as ReturnEditAction].when(ret);
  if (!inState) {
    return {
      ok: false,
      kind: 'conflict',
      message: fill(RETURN_MESSAGES.notInState, {
        number: ret.number,
        status: returnStatusText(ret.status, ret.subStatus),
        refusal: words.refusal,
      }),
    };
  }
  // spec 001 §4.1, §9: above 5,000 only the higher tier approves (counted over the order's returns,
  // README "Decisions"): a refusal of the user's rights (403), not of the return's state.
  const refunds = Math.max(ret.totalRefundCents, ret.orderRefundCents);
  if (transition?.approval && refunds > RETURN_APPROVAL_TIER_CENTS && !user!.access.approve5kReturns) {
    return { ok: false, kind: 'tier', message: fill(RETURN_MESSAGES.tierRequired, { number: ret.number }) };
  }
  return { ok: true, to: transition ? transition.to(ret) : null, transition };
}

export const mayDoReturnAction = (user: FlowUser | null | undefined, ret: FlowReturn, action: ReturnAction) =>
  checkReturnAction(user, ret, action).ok;

export interface OfferedTransition {
  transition: ReturnTransition;
  /** Null when the button works; else why it is disabled (the approval tier). */
  disabledReason: string | null;
}

/**
 * The detail page's action buttons: the transitions whose state allows them and whose flags the
 * user holds. An approval above the user's tier is offered disabled, with the reason.
 */
export function offeredTransitions(user: FlowUser | null | undefined, ret: FlowReturn): OfferedTransition[] {
  return RETURN_TRANSITIONS.flatMap((transition): OfferedTransition[] => {
    const check = checkReturnAction(user, ret, transition.action);
    if (check.ok) return [{ transition, disabledReason: null }];
    if (check.kind === 'tier') return [{ transition, disabledReason: check.message }];
    return [];
  });
}

/** Comment delete (spec 001 §6 "can be refused with 403"; ours: its author, or a manager with approve5kReturns). */
export function mayDeleteReturnComment(
  user: Pick<SessionUser, 'id' | 'access'> | null | undefined,
  comment: { userId: number | null },
): boolean {
  return !!user && (comment.userId === user.id || user.access.approve5kReturns);
}
