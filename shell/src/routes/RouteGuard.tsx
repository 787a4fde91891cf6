import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@portal/shared/platform';
import { allows, type AccessRuleName } from '@portal/shared/core';
import { LoadingPage } from '../pages/LoadingPage';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * Route guard (spec 000 §2, §6): waits for the session check, sends a logged-out visitor to /login
 * remembering where they were going, and keeps a user who fails the route's access rule out (the
 * page behaves as if it did not exist for them; the server refuses its calls anyway).
 */
export function RouteGuard({ rule, children }: { rule: AccessRuleName; children: ReactNode }) {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const location = useLocation();
  if (status === 'loading') return <LoadingPage />;
  if (status === 'loggedOut' || !user) {
    const from = { pathname: location.pathname, search: location.search, hash: location.hash };
    return <Navigate to="/login" replace state={{ from }} />;
  }
  if (!allows(rule, user)) return <NotFoundPage />;
  return <>{children}</>;
}
