import { lazy, Suspense, useMemo } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { useRemoteRegistry } from '../remotes/remoteRegistry';
import { HomePage } from '../pages/HomePage';
import { LoadingPage } from '../pages/LoadingPage';
import { LoginPage } from '../pages/LoginPage';
import { PageBoundary } from './PageBoundary';
import { RemoteScreen } from './RemoteScreen';
import { RouteGuard } from './RouteGuard';
import { UnmatchedPage } from './UnmatchedPage';
import { buildRouteTable } from './routeTable';
import { SET_PASSWORD_PATH } from '@portal/shared/core';

// The frame (drawer, header, system messages) needs most of antd: loaded after the first paint, so
// the login page stays light.
const AppLayout = lazy(() => import('../layout/AppLayout').then((m) => ({ default: m.AppLayout })));
// Opened only from the e-mailed link: its code stays out of the login page's.
const SetPasswordPage = lazy(() => import('../pages/SetPasswordPage').then((m) => ({ default: m.SetPasswordPage })));

export function AppRoutes() {
  const areas = useRemoteRegistry((s) => s.areas);
  const routes = useMemo<RouteObject[]>(() => {
    const table = buildRouteTable(areas);
    const publicRoutes = table.filter((r) => r.public);
    const guarded = table.filter((r) => !r.public);
    return [
      { path: '/login', element: <LoginPage /> },
      // Public, signed out: a new external user's one-time set-your-password link.
      {
        path: SET_PASSWORD_PATH,
        element: (
          <PageBoundary>
            <Suspense fallback={<LoadingPage />}>
              <SetPasswordPage />
            </Suspense>
          </PageBoundary>
        ),
      },
      // Public pages (e.g. the customer approval links) render without the portal's layout or session.
      ...publicRoutes.map((r) => ({ path: r.path, element: <RemoteScreen route={r} /> })),
      {
        element: (
          <PageBoundary>
            <Suspense fallback={<LoadingPage />}>
              <AppLayout />
            </Suspense>
          </PageBoundary>
        ),
        children: [
          {
            index: true,
            element: (
              <RouteGuard rule="loggedIn">
                <HomePage />
              </RouteGuard>
            ),
          },
          ...guarded.map((r) => ({
            path: r.path,
            element: (
              <RouteGuard rule={r.access}>
                <RemoteScreen route={r} />
              </RouteGuard>
            ),
          })),
          {
            path: '*',
            element: (
              <PageBoundary>
                <UnmatchedPage />
              </PageBoundary>
            ),
          },
        ],
      },
    ];
  }, [areas]);
  return useRoutes(routes);
}
