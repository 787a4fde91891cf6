import { api, type CallOptions } from '@portal/shared/platform';
import { platformApi, type LoginInput, type RouteAnswer, type SetPasswordInput } from '@portal/shared/core';
import type { platformRoutes } from '@portal/shared/core';

// The shell's calls (spec 000 §7). Screens of the shell call the API only through here.

export type SystemMessage = RouteAnswer<typeof platformRoutes.systemMessages>[number];

export const sessionApi = {
  /** Restores the session: the user, or a 401 (which means "logged out", not an error). */
  auth: (options?: CallOptions) => api.call(platformApi.auth, undefined, { silent: true, ...options }),
  login: (input: LoginInput) => api.call(platformApi.login, { body: input }, { silent: true }),
  logout: () => api.call(platformApi.logout, undefined, { silent: true }),
  /** The set-your-password page's link: whose it is, or why it no longer works (404, 410). */
  checkPasswordLink: (token: string) => api.call(platformApi.checkPasswordLink, { body: { token } }, { silent: true }),
  setPassword: (input: SetPasswordInput) => api.call(platformApi.setPassword, { body: input }, { silent: true }),
  systemMessages: (signal?: AbortSignal) => api.call(platformApi.systemMessages, undefined, { signal, silent: true }),
};
