import { useEffect } from 'react';
import { ApiError, useSession } from '@portal/shared/platform';
import { sessionApi } from './sessionApi';

/**
 * Asks the server once who the user is. Until it answers the session is 'loading' (spec 000 §2);
 * a 401 means logged out. Any other failure also leaves the user at the login page, where
 * logging in tells them what is wrong.
 */
export function useSessionCheck(): void {
  useEffect(() => {
    const controller = new AbortController();
    sessionApi
      .auth({ signal: controller.signal })
      .then((user) => useSession.getState().signedIn(user))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.aborted) return;
        useSession.getState().signedOut();
      });
    return () => controller.abort();
  }, []);
}
