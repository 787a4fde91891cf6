import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { accessFrom, setNotifier, useSession, type AccessFlag, type UserType } from '@portal/shared';
import { renderAtUrl } from '../../../shared/src/list/testing/renderAtUrl';

// Test harness of the catalogs and templates screens: a signed-in user of a given kind, the
// shell's providers (one QueryClient, nuqs over the real URL) and the messages the screen shows.

export function signInAs(userType: UserType, flags: AccessFlag[], repCode: string | null = null): void {
  useSession.getState().signedIn({
    id: 1,
    email: 'someone@demo.local',
    name: 'Someone',
    userType,
    repCode,
    repManagerCode: null,
    access: accessFrom(flags),
  });
}

export interface Shown {
  success: string[];
  error: string[];
}

/** Captures what the screen shows through the shared message display. */
export function captureMessages(): Shown {
  const shown: Shown = { success: [], error: [] };
  setNotifier({ success: (t) => shown.success.push(t), error: (t) => shown.error.push(t), info: () => {} });
  return shown;
}

export function renderScreen(url: string, element: ReactElement, options: { path?: string; extraRoutes?: ReactNode } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const harness = renderAtUrl(url, <QueryClientProvider client={client}>{element}</QueryClientProvider>, options);
  return { ...harness, client };
}
