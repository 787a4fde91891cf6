import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { accessFrom, useSession, type AccessFlag, type SessionUser } from '@portal/shared';
import { App } from '@portal/shared/antd';
import { renderAtUrl } from '../../../shared/src/list/testing/renderAtUrl';

// Test harness of the returns screens: the shared list harness (real URL, react-router, nuqs), a
// fresh QueryClient without retries, antd's App (the toasts), and a signed-in user.

export function renderScreen(url: string, element: ReactElement, options: { path?: string; extraRoutes?: ReactNode } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderAtUrl(
    url,
    <QueryClientProvider client={client}>
      <App>{element}</App>
    </QueryClientProvider>,
    options,
  );
}

export function signInAs(flags: AccessFlag[], extra: Partial<SessionUser> = {}): SessionUser {
  const user: SessionUser = { id: 7, email: 'csr@demo.local', name: 'Chris', userType: 'INTERNAL', repCode: null, repManagerCode: null, access: accessFrom(flags), ...extra };
  useSession.getState().signedIn(user);
  return user;
}

export const CSR_FLAGS: AccessFlag[] = ['order', 'orderView', 'orderEdit', 'approveReturns'];
export const MANAGER_FLAGS: AccessFlag[] = ['order', 'orderView', 'approve', 'approveReturns', 'approve5kReturns'];
