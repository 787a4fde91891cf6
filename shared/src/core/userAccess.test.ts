import { ACCESS_FLAGS, accessFrom, noAccess } from './access';
import { ADMIN_MESSAGES } from './adminMessages';
import { messages } from './messages';
import { ACCESS_GROUPS, groupCount, isFlagLocked, userAccessProblem, withFlag, withGroup } from './userAccess';
import { userAccessSchema } from './userAccessSchema';

const group = (name: string) => ACCESS_GROUPS.find((g) => g.name === name)!;
const problemOf = (body: unknown) => {
  const result = userAccessSchema.safeParse(body);
  return result.success ? null : result.error.issues[0].message;
};

describe('user access groups (spec 002 §2)', () => {
  it('shows every flag exactly once', () => {
    const shown = ACCESS_GROUPS.flatMap((g) => g.flags.map((f) => f.flag));
    expect([...shown].sort()).toEqual([...ACCESS_FLAGS].sort());
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('has the totals the spec gives: Products 3, Orders 5, Art 7, User Access 2, Returns 2', () => {
    expect(['Products', 'Orders', 'Art', 'User Access', 'Returns'].map((n) => group(n).flags.length)).toEqual([3, 5, 7, 2, 2]);
  });

  it('keeps the spec single-flag groups, the two design groups covering create and view', () => {
    for (const name of [
      'Sales Resource',
      'Trade Show',
      'Styles',
      'BDA',
      'Free Product Allowance',
      'Template Orders',
      'Color Story',
      'Custom Events',
    ]) {
      expect(group(name).flags).toHaveLength(1);
    }
    expect(group('Design Sample Requests').flags.map((f) => f.flag)).toEqual(['createDesignSample', 'viewDesignSample']);
    expect(group('Offshore Design Orders').flags.map((f) => f.flag)).toEqual(['createDesignOrder', 'viewDesignOrder']);
    expect(group('Trade Show').flags[0].flag).toBe('viewAllAppointments');
    expect(group('Styles').flags[0].flag).toBe('development');
  });

  it('counts n/total per group', () => {
    expect(groupCount(accessFrom(['order', 'approve']), group('Orders'))).toEqual({ on: 2, total: 5 });
    expect(groupCount(noAccess(), group('BDA'))).toEqual({ on: 0, total: 1 });
  });
});

describe('group checkbox and sub-products', () => {
  it('sets and clears every child of a group', () => {
    const on = withGroup(noAccess(), group('Art'), true);
    expect(groupCount(on, group('Art'))).toEqual({ on: 7, total: 7 });
    expect(groupCount(withGroup(on, group('Art'), false), group('Art'))).toEqual({ on: 0, total: 7 });
  });

  it('sets the Products group whole, View Products first', () => {
    const on = withGroup(noAccess(), group('Products'), true);
    expect([on.products, on.preLine, on.takeAll]).toEqual([true, true, true]);
  });

  it('keeps Preline and Take All off while View Products is off, and clears them with it', () => {
    expect(isFlagLocked(noAccess(), 'preLine')).toBe(true);
    expect(withFlag(noAccess(), 'takeAll', true).takeAll).toBe(false);
    const all = accessFrom(['products', 'preLine', 'takeAll']);
    expect(isFlagLocked(all, 'preLine')).toBe(false);
    const off = withFlag(all, 'products', false);
    expect([off.products, off.preLine, off.takeAll]).toEqual([false, false, false]);
  });
});

describe('what may be saved (spec 002 §5)', () => {
  it('needs at least one flag', () => {
    expect(userAccessProblem(noAccess())).toBe(ADMIN_MESSAGES.flagRequired);
    expect(userAccessProblem(accessFrom(['bda']))).toBeNull();
  });

  it('refuses sub-products without View Products', () => {
    expect(userAccessProblem(accessFrom(['preLine']))).toBe(ADMIN_MESSAGES.subProductsNeedProducts);
  });

  it('parses the POST /api/users body: user, access (absent flags off)', () => {
    const parsed = userAccessSchema.parse({ user: 4, access: { order: true, approve: false } });
    expect(parsed.user).toBe(4);
    expect(parsed.access.order).toBe(true);
    expect(parsed.access.bda).toBe(false);
    expect(Object.keys(parsed.access).sort()).toEqual([...ACCESS_FLAGS].sort());
  });

  it("answers 'Please select a user.' without a user", () => {
    expect(problemOf({ access: { order: true } })).toBe(messages.userRequired);
    expect(problemOf({ user: 0, access: { order: true } })).toBe(messages.userRequired);
    expect(problemOf({ user: 'rep@demo.local', access: { order: true } })).toBe(messages.userRequired);
    expect(problemOf(null)).toBe(messages.userRequired);
  });

  it('refuses unknown flag names, non-boolean values and an empty set', () => {
    expect(problemOf({ user: 4, access: { order_edit: true } })).toBe('Unknown access level: order_edit.');
    expect(problemOf({ user: 4, access: { order: 'yes' } })).toBe(ADMIN_MESSAGES.flagNotBoolean);
    expect(problemOf({ user: 4, access: {} })).toBe(ADMIN_MESSAGES.flagRequired);
    expect(problemOf({ user: 4, access: { order: false } })).toBe(ADMIN_MESSAGES.flagRequired);
    expect(problemOf({ user: 4 })).toBe(ADMIN_MESSAGES.flagRequired);
  });
});
