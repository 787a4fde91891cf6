import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@portal/shared';
import { ThemeProvider } from './theme/ThemeProvider';
import { NotifierBridge } from './theme/NotifierBridge';
import { useSessionCheck } from './session/useSessionCheck';
import { useRemoteRegistry } from './remotes/remoteRegistry';
import { AppRoutes } from './routes/AppRoutes';

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

/** The whole portal: providers, the session check, the remotes, and the routes. */
export function App() {
  const [queryClient] = useState(makeQueryClient);
  useSessionCheck();
  useEffect(() => {
    void useRemoteRegistry.getState().start();
  }, []);
  return (
    <ThemeProvider>
      <NotifierBridge />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <NuqsAdapter>
            <AppRoutes />
          </NuqsAdapter>
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
