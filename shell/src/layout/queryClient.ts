import { QueryClient } from '@tanstack/react-query';
import { ApiError, useSession } from '@portal/shared/platform';

/**
 * The portal's one QueryClient, for every remote. A module, not component state: right after
 * sign-in the shell starts the opened screen's first requests into it (remotes/preloadPath.ts)
 * before the frame that provides it has rendered. Emptied whenever the signed-in user changes, so
 * nobody sees what the previous user fetched.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors will not fix themselves; one retry for the rest.
      retry: (count, error) => !(error instanceof ApiError && (error.aborted || (error.status ?? 500) < 500)) && count < 1,
      refetchOnWindowFocus: false,
    },
  },
});

useSession.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) queryClient.clear();
});
