import type { ReactNode } from 'react';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './queryClient';

/**
 * What the portal's screens need around them: one QueryClient for every remote, and nuqs' router
 * adapter (the URL is the list screens' state). Loaded with the frame, not on the login page.
 */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <NuqsAdapter>{children}</NuqsAdapter>
    </QueryClientProvider>
  );
}
