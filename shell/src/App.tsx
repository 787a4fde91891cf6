import { useEffect } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { useSession } from '@portal/shared/platform';
import { ThemeProvider } from './theme/ThemeProvider';
import { NotifierBridge } from './theme/NotifierBridge';
import { useSessionCheck } from './session/useSessionCheck';
import { useRemoteRegistry } from './remotes/remoteRegistry';
import { AppRoutes } from './routes/AppRoutes';

/**
 * Loads the remotes' manifests once they can matter: as soon as the user is signed in, or when a
 * signed-out visitor is anywhere but the login page (a public page, or a guarded one that will send
 * them to log in). The login page itself loads no remote.
 */
function RemoteLoader() {
  const status = useSession((s) => s.status);
  const { pathname } = useLocation();
  const wanted = status === 'loggedIn' || (status === 'loggedOut' && pathname !== '/login');
  useEffect(() => {
    if (wanted) void useRemoteRegistry.getState().startOnce();
  }, [wanted]);
  return null;
}

/** The whole portal: theme, the session check, the remotes, and the routes. */
export function App() {
  useSessionCheck();
  return (
    <ThemeProvider>
      <NotifierBridge />
      <BrowserRouter>
        <RemoteLoader />
        <AppRoutes />
      </BrowserRouter>
    </ThemeProvider>
  );
}
