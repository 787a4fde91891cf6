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
  it('gives an external user with every toggle the designs Upload and none of the art or licence staff tools', () => {
    const flags = (f: Parameters<typeof accessFrom>[0], userType: SessionUser['userType'] = 'INTERNAL') =>
      user({ access: accessFrom(f), userType });
    const external = flags(['products', 'order', 'artist', 'licenseOrder', 'customLocation', 'preLine', 'takeAll'], 'CUSTOMER');
    expect(allows('designUpload', external)).toBe(true);
    for (const rule of [
      'colorTools',
      'designsDisable',
      'designCustomerColumns',
      'designRequestRepFilter',
      'designRequestLicence',
      'licenceContrast',
      'designRequests',
    ] as const) {
      expect([rule, allows(rule, external)]).toEqual([rule, false]);
    }
    expect(allows('designUpload', flags(['products', 'order'], 'CUSTOMER'))).toBe(false);
    // The same flags on a staff account are the staff's.
    expect(allows('colorTools', flags(['artist']))).toBe(true);
    expect(allows('designRequestLicence', flags(['licenseOrder'], 'REP'))).toBe(true);
  });

  it('keeps samples and design orders, which reach any customer’s designs, to staff accounts', () => {
    const flags = accessFrom(['viewDesignSample', 'createDesignSample', 'viewDesignOrder', 'createDesignOrder']);
    for (const rule of ['designSamples', 'designSampleEdit', 'designOrders', 'designOrderEdit'] as const) {
      expect([rule, allows(rule, user({ access: flags }))]).toEqual([rule, true]);
      expect([rule, allows(rule, user({ access: flags, userType: 'CUSTOMER' }))]).toEqual([rule, false]);
    }
  });

  it('refuses everything when nobody is signed in', () => {
    expect(allows('loggedIn', null)).toBe(false);
  });
});
