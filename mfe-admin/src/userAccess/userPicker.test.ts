import { accessFrom } from '@portal/shared';
import type { UserWithAccess } from '@portal/shared';
import { matchesUser, pickedUser, userOptions } from './userPicker';

const user = (id: number, name: string, userType: UserWithAccess['userType'] = 'INTERNAL'): UserWithAccess => ({
  id,
  name,
  email: `${name.toLowerCase().replace(/ /g, '.')}@demo.local`,
  userType,
  repCode: null,
  access: accessFrom(['order']),
});
const users = [user(3, 'Pat Sinclair'), user(9, 'Dana Fraser', 'CUSTOMER'), user(1, 'Alex Morgan'), user(4, 'Riley Thompson', 'REP')];

describe('the user picker', () => {
  it('offers staff and reps by name, not external users', () => {
    expect(userOptions(users, { id: 99 }).map((o) => o.value)).toEqual([1, 3, 4]);
  });

  it('shows one’s own account but does not let it be picked', () => {
    const own = userOptions(users, { id: 1 }).find((o) => o.value === 1)!;
    expect(own).toEqual({ value: 1, label: 'Alex Morgan (alex.morgan@demo.local) – you', disabled: true });
  });

  it('picks the URL’s user only when that user may be picked', () => {
    expect(pickedUser(users, 3, { id: 1 })?.name).toBe('Pat Sinclair');
    expect(pickedUser(users, 1, { id: 1 })).toBeNull();
    expect(pickedUser(users, 9, { id: 1 })).toBeNull();
    expect(pickedUser(users, 42, { id: 1 })).toBeNull();
    expect(pickedUser(undefined, 3, { id: 1 })).toBeNull();
  });

  it('searches names and e-mails in any case', () => {
    expect(matchesUser('RILEY', { label: 'Riley Thompson (riley.thompson@demo.local)' })).toBe(true);
    expect(matchesUser('thompson@', { label: 'Riley Thompson (riley.thompson@demo.local)' })).toBe(true);
    expect(matchesUser('pat', { label: 'Riley Thompson (riley.thompson@demo.local)' })).toBe(false);
  });
});
