import { accessFrom, type FlowReturn, type SessionUser } from '@portal/shared';
import { editScreenState } from './editRules';

const csr: SessionUser = {
  id: 1,
  email: 'c@x',
  name: 'C',
  userType: 'INTERNAL',
  repCode: null,
  repManagerCode: null,
  access: accessFrom(['order', 'orderEdit', 'approveReturns']),
};
const rep: SessionUser = { ...csr, userType: 'REP', repCode: '101', access: accessFrom(['order']) };
const ret = (status: number, subStatus: number): FlowReturn => ({
  number: 1,
  status,
  subStatus,
  resolution: 2,
  totalRefundCents: 100,
  orderRefundCents: 100,
});

describe('edit screen rules (spec 001 §2.1)', () => {
  it('redirects past the initial stage with a non-zero sub-status, or when cancelled', () => {
    expect(editScreenState(csr, ret(2, 1), 7)).toBe('redirect');
    expect(editScreenState(csr, ret(3, 2), 7)).toBe('redirect');
    expect(editScreenState(csr, ret(99, 0), undefined)).toBe('redirect');
  });
  it('shows the form for an Initiated return (waiting for goods too) and a pending refund of a shipped order', () => {
    expect(editScreenState(csr, ret(1, 0), 7)).toBe('form');
    expect(editScreenState(csr, ret(1, 1), 7)).toBe('form');
    expect(editScreenState(csr, ret(2, 0), 7)).toBe('form');
  });
  it('keeps a loading placeholder while something is missing or the order is not Shipped', () => {
    expect(editScreenState(csr, undefined, 7)).toBe('loading');
    expect(editScreenState(csr, ret(1, 0), undefined)).toBe('loading');
    expect(editScreenState(csr, ret(1, 0), 6)).toBe('loading');
  });
  it('redirects where the state machine refuses editing: a user without item editing, Refunded and Repaired', () => {
    expect(editScreenState(rep, ret(1, 0), 7)).toBe('redirect');
    expect(editScreenState(csr, ret(4, 0), 7)).toBe('redirect');
  });
});
