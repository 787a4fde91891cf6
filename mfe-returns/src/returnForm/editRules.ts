import { checkReturnAction, RETURNABLE_ORDER_STATUS, type FlowReturn, type SessionUser } from '@portal/shared';

// The edit screen's rules (spec 001 §2.1): it redirects to the return detail when the return is
// past the initial stage with a non-zero sub-status, or cancelled; it shows a loading placeholder
// while the return or the order is not loaded, or the order is not Shipped. Ours: it also
// redirects when the state machine does not allow editing for this user at all (the Edit link
// rule, e.g. Refunded and Repaired, or a user without item-edit access): the server would refuse.

export type EditScreenState = 'loading' | 'redirect' | 'form';

export function editScreenState(user: SessionUser | null, ret: FlowReturn | undefined, orderStatus: number | undefined): EditScreenState {
  if (ret) {
    const pastInitial = (ret.status > 1 && ret.subStatus !== 0) || ret.status === 99;
    if (pastInitial || !checkReturnAction(user, ret, 'edit').ok) return 'redirect';
  }
  if (!ret || orderStatus === undefined || orderStatus !== RETURNABLE_ORDER_STATUS) return 'loading';
  return 'form';
}
