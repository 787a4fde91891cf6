import { accessFrom, type AccessFlag } from './access';
import {
  checkReturnAction,
  mayDeleteReturnComment,
  offeredTransitions,
  RETURN_TRANSITIONS,
  type FlowReturn,
  type ReturnAction,
} from './returnFlow';
import { RETURN_STATES, RETURN_STATUS_TEXT, type ReturnResolution } from './returns';

// The state table of mfe-returns/README.md, checked against spec 001 §4.1's sentences for every
// state the machine knows, so the table and the rules cannot drift apart.

const user = (...flags: AccessFlag[]) => ({ access: accessFrom(flags) });
const csr = user('order', 'orderView', 'orderEdit', 'approveReturns');
const manager = user('order', 'orderView', 'approve', 'approveReturns', 'approve5kReturns');
const rep = user('order');
const ret = (status: number, subStatus: number, extra: Partial<FlowReturn> = {}): FlowReturn => ({
  number: 10_001,
  status,
  subStatus,
  resolution: 2,
  totalRefundCents: 1_000,
  orderRefundCents: 1_000,
  ...extra,
});

const allowed = (u: ReturnType<typeof user>, r: FlowReturn, a: ReturnAction) => checkReturnAction(u, r, a).ok;

describe('return state machine (spec 001 §4.1)', () => {
  it.each(RETURN_STATES.map((s) => [RETURN_STATUS_TEXT[10 * s.status + s.subStatus], s] as const))(
    '%s follows every sentence of §4.1',
    (_text, s) => {
      const r = ret(s.status, s.subStatus);
      const { status, subStatus } = s;
      // "Cancel Return is allowed when status is Initiated, or when status is above Initiated with subStatus 0."
      expect(allowed(csr, r, 'cancel')).toBe(status !== 99 && (status === 1 || subStatus === 0));
      // "Update to Waiting for Goods is allowed when the return is not cancelled and subStatus is 0."
      expect(allowed(csr, r, 'awaitingGoods')).toBe(status !== 99 && subStatus === 0);
      // "The Edit link shows when status is below 2, or status is 2 with subStatus 0."
      expect(allowed(csr, r, 'edit')).toBe(status < 2 || (status === 2 && subStatus === 0));
      // "Comment editing is allowed while status is below 4 and subStatus 0."
      expect(allowed(csr, r, 'editComment')).toBe(status < 4 && subStatus === 0);
      // "File deletion is allowed when status is above Initiated, below Cancelled, and subStatus 0."
      expect(allowed(csr, r, 'deleteFile')).toBe(status > 1 && status < 99 && subStatus === 0);
      // "an Initiated return is approved through the order approval call; a Refunded return through the
      // refund approval; a RefundedAndRepaired return through the restock approval" (until approved).
      expect(allowed(manager, r, 'approveOrder')).toBe(status === 1);
      expect(allowed(manager, r, 'approveRefund')).toBe(status === 2 && subStatus !== 2);
      expect(allowed(manager, r, 'approveRestock')).toBe(status === 4 && subStatus !== 2);
    },
  );

  it('leads every transition to a state of the table', () => {
    for (const s of RETURN_STATES) {
      for (const resolution of [2, 3, 4] as ReturnResolution[]) {
        for (const t of RETURN_TRANSITIONS) {
          const check = checkReturnAction(
            user('orderEdit', 'approveReturns', 'approve5kReturns'),
            ret(s.status, s.subStatus, { resolution }),
            t.action,
          );
          if (check.ok) expect(RETURN_STATUS_TEXT[10 * check.to!.status + check.to!.subStatus]).toBeDefined();
        }
      }
    }
  });

  it('takes an approved Initiated return where its code leads', () => {
    const approve = (resolution: ReturnResolution, sub = 0) => {
      const check = checkReturnAction(manager, ret(1, sub, { resolution }), 'approveOrder');
      return check.ok ? check.to : null;
    };
    expect(approve(2)).toEqual({ status: 2, subStatus: 0 });
    expect(approve(3)).toEqual({ status: 3, subStatus: 2 });
    expect(approve(4, 1)).toEqual({ status: 4, subStatus: 1 });
  });

  it('refuses the wrong person with forbidden and the wrong state with conflict', () => {
    expect(checkReturnAction(rep, ret(1, 0), 'cancel')).toEqual({
      ok: false,
      kind: 'forbidden',
      message: "You don't have permission to cancel this return.",
    });
    expect(checkReturnAction(csr, ret(2, 2), 'cancel')).toEqual({
      ok: false,
      kind: 'conflict',
      message: 'Return #10001 is Refunded - Approved: it cannot be cancelled.',
    });
    // spec 001 §6: order_edit approves too, up to the 5,000 tier; a user with none of the three does not.
    expect(checkReturnAction(user('orderEdit'), ret(1, 0, { totalRefundCents: 500_000 }), 'approveOrder')).toMatchObject({ ok: true });
    expect(checkReturnAction(user('orderEdit'), ret(2, 0, { totalRefundCents: 500_000 }), 'approveRefund')).toMatchObject({ ok: true });
    expect(checkReturnAction(user('orderEdit'), ret(1, 0, { totalRefundCents: 500_001 }), 'approveOrder')).toMatchObject({
      ok: false,
      kind: 'tier',
    });
    expect(checkReturnAction(user('orderView'), ret(1, 0), 'approveOrder')).toMatchObject({ ok: false, kind: 'forbidden' });
    // The rep, CSR and code changes and file deletion are order_edit's (spec 001 §6).
    expect(allowed(manager, ret(1, 0), 'editPeople')).toBe(false);
    expect(allowed(csr, ret(1, 0), 'editPeople')).toBe(true);
    expect(allowed(manager, ret(2, 0), 'deleteFile')).toBe(false);
  });

  it('keeps approvals above 5,000 for approve5kReturns, offering the button disabled with the reason', () => {
    const big = ret(1, 0, { totalRefundCents: 500_001, orderRefundCents: 500_001 });
    expect(checkReturnAction(csr, big, 'approveOrder')).toMatchObject({ ok: false, kind: 'tier' });
    expect(allowed(manager, big, 'approveOrder')).toBe(true);
    expect(allowed(csr, ret(1, 0, { totalRefundCents: 500_000, orderRefundCents: 500_000 }), 'approveOrder')).toBe(true);
    // Two returns of 4,900.00 on one order: 9,800.00 of refunds, so each approval needs the tier.
    const split = ret(1, 0, { totalRefundCents: 490_000, orderRefundCents: 980_000 });
    expect(checkReturnAction(csr, split, 'approveOrder')).toMatchObject({ ok: false, kind: 'tier' });
    expect(allowed(manager, split, 'approveOrder')).toBe(true);
    const offered = offeredTransitions(csr, big);
    expect(offered.map((o) => [o.transition.label, !!o.disabledReason])).toEqual([
      ['Cancel Return', false],
      ['Waiting for Goods', false],
      ['Approve Return', true],
    ]);
    expect(offeredTransitions(rep, big)).toEqual([]);
  });

  it('lets the author or a manager delete a comment', () => {
    const author = { id: 5, access: accessFrom(['orderEdit']) };
    expect(mayDeleteReturnComment(author, { userId: 5 })).toBe(true);
    expect(mayDeleteReturnComment(author, { userId: 6 })).toBe(false);
    expect(mayDeleteReturnComment({ id: 9, access: manager.access }, { userId: 6 })).toBe(true);
  });
});
