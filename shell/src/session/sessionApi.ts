import { api, type CallOptions } from '@portal/shared/platform';
import type { LoginInput, SessionUser } from '@portal/shared/core';

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
  systemMessages: (signal?: AbortSignal) => api.get<SystemMessage[]>('systemMessages', { signal, silent: true }),
};
