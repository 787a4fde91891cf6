import { useState, type ReactNode } from 'react';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@portal/shared/platform';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Client errors will not fix themselves; one retry for the rest.
        retry: (count, error) => !(error instanceof ApiError && (error.aborted || (error.status ?? 500) < 500)) && count < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * What the portal's screens need around them: one QueryClient for every remote, and nuqs' router
 * adapter (the URL is the list screens' state). Loaded with the frame, not on the login page.
 */
export function PortalProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <NuqsAdapter>{children}</NuqsAdapter>
    </QueryClientProvider>
  );
}
