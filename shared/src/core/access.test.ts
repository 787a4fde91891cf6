import { accessFrom, allows, type SessionUser } from './access';

const user = (over: Partial<SessionUser>): SessionUser => ({
  id: 1,
  email: 'a@b.c',
  name: 'A',
  userType: 'INTERNAL',
  repCode: null,
  repManagerCode: null,
  access: accessFrom([]),
  ...over,
});

describe('access rules', () => {
  it('lets any of order, orderEdit, orderView or approve open order pages', () => {
    expect(allows('orderPages', user({}))).toBe(false);
    for (const flag of ['order', 'orderEdit', 'orderView', 'approve'] as const) {
      expect(allows('orderPages', user({ access: accessFrom([flag]) }))).toBe(true);
    }
  });
  it('keeps reps 000 and 100 out of other orders', () => {
    const access = accessFrom(['order']);
    expect(allows('otherOrders', user({ repCode: '101', access }))).toBe(true);
    expect(allows('otherOrders', user({ repCode: '000', access }))).toBe(false);
    expect(allows('otherOrders', user({ repCode: '100', access }))).toBe(false);
    expect(allows('otherOrders', user({ repCode: null, access }))).toBe(false);
  });
  it('opens templates to INTERNAL and REP users with order access only', () => {
    const access = accessFrom(['order']);
    expect(allows('templates', user({ userType: 'REP', access }))).toBe(true);
    expect(allows('templates', user({ userType: 'CUSTOMER', access }))).toBe(false);
  });
  it('refuses everything when nobody is signed in', () => {
    expect(allows('loggedIn', null)).toBe(false);
  });
});
