import { useEffect } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { useSession } from '@portal/shared/platform';
import { SET_PASSWORD_PATH } from '@portal/shared/core';
import { ThemeProvider } from './theme/ThemeProvider';
import { NotifierBridge } from './theme/NotifierBridge';
import { useSessionCheck } from './session/useSessionCheck';
import { useRemoteRegistry } from './remotes/remoteRegistry';
import { AppRoutes } from './routes/AppRoutes';

/**
 * Reads /remotes.json (where each remote is and its routes and drawer entries, as data) once it can
 * matter: as soon as the user is signed in, or when a signed-out visitor is anywhere but the login
 * page (a public page, or a guarded one that will send them to log in). No remote's code loads
 * here: a remote's code loads when one of its routes is opened (RemoteScreen). The login and
 * set-password pages read nothing of the remotes.
 */
function RemoteLoader() {
  const status = useSession((s) => s.status);
  const { pathname } = useLocation();
  // The login and set-password pages need no remote.
  const wanted = status === 'loggedIn' || (status === 'loggedOut' && pathname !== '/login' && pathname !== SET_PASSWORD_PATH);
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
