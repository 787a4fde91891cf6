import type { SessionUser, UserWithAccess } from '@portal/shared';

// Who the User Access picker offers (README.md "Decisions"): staff and reps, by name; external
// (CUSTOMER) users are managed under External users with their own flags; one's own account is
// shown but cannot be picked (nobody changes their own access). Pure, so the rule is tested alone.

export interface UserOption {
  value: number;
  label: string;
  disabled: boolean;
}

export function isPickable(user: Pick<UserWithAccess, 'id' | 'userType'>, me: Pick<SessionUser, 'id'> | null): boolean {
  return user.userType !== 'CUSTOMER' && user.id !== me?.id;
}

export function userOptions(users: readonly UserWithAccess[], me: Pick<SessionUser, 'id'> | null): UserOption[] {
  return users
    .filter((u) => u.userType !== 'CUSTOMER')
    .map((u) => ({ value: u.id, label: `${u.name} (${u.email})${u.id === me?.id ? ' – you' : ''}`, disabled: !isPickable(u, me) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The picked user: the URL's id when that user may be picked, else none. */
export function pickedUser(
  users: readonly UserWithAccess[] | undefined,
  id: number | null,
  me: Pick<SessionUser, 'id'> | null,
): UserWithAccess | null {
  const user = id ? users?.find((u) => u.id === id) : undefined;
  return user && isPickable(user, me) ? user : null;
}

/** The search of the picker: name or e-mail, any case. */
export function matchesUser(input: string, option: { label?: unknown } | undefined): boolean {
  return String(option?.label ?? '')
    .toLowerCase()
    .includes(input.trim().toLowerCase());
}
