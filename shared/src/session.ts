import { create } from 'zustand';
import type { SessionUser } from './core/access';

// The session store: one instance in the page (Module Federation shares @portal/shared as a
// singleton), so the shell and every remote see the same user.

export type SessionStatus = 'loading' | 'loggedIn' | 'loggedOut';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  signedIn(user: SessionUser): void;
  signedOut(): void;
}

export const useSession = create<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  signedIn: (user) => set({ status: 'loggedIn', user }),
  signedOut: () => set({ status: 'loggedOut', user: null }),
}));

export function currentUser(): SessionUser | null {
  return useSession.getState().user;
}
