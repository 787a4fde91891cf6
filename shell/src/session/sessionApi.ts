import { api, type CallOptions } from '@portal/shared/platform';
import type { LoginInput, SessionUser, SetPasswordInput } from '@portal/shared/core';

// The shell's calls (spec 000 §7). Screens of the shell call the API only through here.

export interface SystemMessage {
  id: number;
  message: string;
}

export const sessionApi = {
  /** Restores the session: the user, or a 401 (which means "logged out", not an error). */
  auth: (options?: CallOptions) => api.post<SessionUser>('auth', undefined, { silent: true, ...options }),
  login: (input: LoginInput) => api.post<SessionUser>('login', input, { silent: true }),
  logout: () => api.post<void>('logout', undefined, { silent: true }),
  /** The set-your-password page's link: whose it is, or why it no longer works (404, 410). */
  checkPasswordLink: (token: string) => api.post<{ email: string }>('set_password/check', { token }, { silent: true }),
  setPassword: (input: SetPasswordInput) => api.post<{ email: string }>('set_password', input, { silent: true }),
  systemMessages: (signal?: AbortSignal) => api.get<SystemMessage[]>('systemMessages', { signal, silent: true }),
};
