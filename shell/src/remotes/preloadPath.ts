import { matchRoutes } from 'react-router';
import { allows } from '@portal/shared/core';
import { useSession } from '@portal/shared/platform';
import { queryClient } from '../layout/queryClient';
import { buildRouteTable, type OwnedRoute } from '../routes/routeTable';
import { prefetchArea, screenPreload, useRemoteRegistry } from './remoteRegistry';

// What the login page starts on Submit for the page the user was sent away from: its code while the
// credentials are checked, its first requests once they are accepted. The login page loads this
// module on Submit (it brings the QueryClient and the route matching, which the form does not need).

/** The route a path opens, when the remotes' route data is already known. */
export function routeOfPath(pathname: string): OwnedRoute | undefined {
  const { status, areas } = useRemoteRegistry.getState();
  if (status !== 'ready') return undefined;
  const table = buildRouteTable(areas);
  const match = matchRoutes(
    table.map((route, index) => ({ path: route.path, id: String(index) })),
    pathname,
  )?.at(-1);
  return match ? table[Number(match.route.id)] : undefined;
}

/**
 * Starts loading the code of the screen a path opens (its remote's `./screens` and the screen's
 * chunk). The login page calls it on Submit with the page the user was sent away from, so that
 * page's code loads while the credentials are checked instead of after. Code is public; what the
 * user may see is still decided by the route's guard and the server.
 */
export function prefetchPath(pathname: string): void {
  const route = routeOfPath(pathname);
  if (route) prefetchArea(route.area, route.screen);
}

/**
 * Right after sign-in: starts the first requests of the screen the user is about to see (its
 * remote's `preloads`), so they run while the frame and the screen render instead of after. On a
 * link to /orders this moved the list's calls from ~900 ms after Submit to right after the login
 * answer.
 */
export async function preloadPathData(path: string): Promise<void> {
  const [pathname, search = ''] = path.split('#')[0].split('?');
  const route = routeOfPath(pathname);
  if (!route || !allows(route.access, useSession.getState().user)) return; // the guard will refuse it
  const preload = await screenPreload(route.area, route.screen);
  try {
    preload?.({ queryClient, search });
  } catch {
    // Best effort: the screen fetches whatever the preload did not.
  }
}
