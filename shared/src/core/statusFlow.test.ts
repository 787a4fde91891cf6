import { accessFrom, type SessionUser } from './access';
import { actorsOf, checkTransition, maySendForCustomerApproval, ORDER_TRANSITIONS, transitionsFor } from './statusFlow';

const user = (over: Partial<SessionUser>): SessionUser => ({
  id: 1,
  email: 'x@demo.local',
  name: 'X',
  userType: 'INTERNAL',
  repCode: null,
  repManagerCode: null,
  access: accessFrom([]),
  ...over,
});
const rep = user({ id: 4, userType: 'REP', repCode: '101', access: accessFrom(['order']) });
const csr = user({ id: 2, access: accessFrom(['order', 'orderEdit']) });
const order = (status: number, subStatus: number | null = null) => ({ number: 7, status, subStatus, repCode: '101', createdBy: 50 });

describe('the status flow', () => {
  it('never skips a step: each move goes one stage forward, back for art changes, or to Cancelled', () => {
    for (const t of ORDER_TRANSITIONS) {
      const forward = t.to === t.from + 1;
      const backForArt = t.to === 2 && (t.from === 4 || t.from === 5);
      expect(forward || backForArt || t.to === 99).toBe(true);
    }
    expect(ORDER_TRANSITIONS.filter((t) => t.from === 7 || t.from === 99)).toEqual([]);
  });

  it("a rep acts on their own orders only, and not through another rep's", () => {
    expect([...actorsOf(rep, order(0))]).toEqual(['owner']);
    expect([...actorsOf(rep, { repCode: '102', createdBy: 50 })]).toEqual([]);
    expect([...actorsOf(rep, { repCode: '102', createdBy: 4 })]).toEqual(['owner']);
  });

  it('an external user with "Create Art" (the artist flag) acts on their own order as its owner only, never as an artist', () => {
    const buyer = user({ id: 9, userType: 'CUSTOMER', repCode: null, access: accessFrom(['order', 'artist']) });
    expect([...actorsOf(buyer, { repCode: '101', createdBy: 9 })]).toEqual(['owner']);
    expect([...actorsOf(buyer, { repCode: '101', createdBy: 10 })]).toEqual([]);
  });

  it('tells a skip (conflict) from a person the table does not name (forbidden)', () => {
    expect(checkTransition(csr, order(0), 5)).toEqual({
      ok: false,
      kind: 'conflict',
      message: "Order #7 is Saved: it cannot move to Manager's Approval.",
    });
    expect(checkTransition(csr, order(0), 3)).toEqual({
      ok: false,
      kind: 'forbidden',
      message: "You don't have permission to move this order to Art Completed.",
    });
    expect(checkTransition(rep, order(0), 99)).toMatchObject({ ok: false, kind: 'forbidden' });
    expect(checkTransition(rep, order(0), 1)).toMatchObject({ ok: true });
  });

  it('offers the manager Approve only once the customer is not being waited for', () => {
    const manager = user({ access: accessFrom(['approve']) });
    expect(transitionsFor(manager, order(5, 4)).map((t) => t.label)).toEqual(['Request Art Changes', 'Cancel Order']);
    expect(transitionsFor(manager, order(5, 1)).map((t) => t.label)).toEqual(['Request Art Changes', 'Approve', 'Cancel Order']);
  });

  it('lets the rep send an order for customer approval from art confirmation or the manager stage only', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 99].filter((s) => maySendForCustomerApproval(rep, order(s)))).toEqual([4, 5]);
  });
});
