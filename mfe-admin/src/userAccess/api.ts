import { adminApi, api, messages, platformApi, type UserAccessInput, type UserWithAccess } from '@portal/shared';

// User Access calls (spec 002 §7): GET /api/users (abortable) for the picker, with the flags (the
// caller is a user administrator); POST /api/users, body user, access. REST, as the spec has them,
// typed by their contract (platformRoutes, adminRoutes in @portal/shared/core).

/** The users with their flags. Silent: the page shows the failure with Retry. */
export function fetchUsers(signal?: AbortSignal): Promise<UserWithAccess[]> {
  return api.call(platformApi.users, undefined, { signal, silent: true, errorMessage: messages.catalogsOrUsersLoadFailed });
}

/**
 * spec 002 §8: a failure shows 'An error occured while adding acess levels to the user plase try
 * again later.'; a refusal (4xx) the server's message (the client's rule).
 */
export function saveUserAccess(input: UserAccessInput): Promise<UserWithAccess> {
  return api.call(adminApi.saveUserAccess, { body: input }, { errorMessage: messages.accessSaveFailed });
}
