import { matchRoutes } from 'react-router';
import { buildRouteTable } from '../routes/routeTable';
import { prefetchArea, useRemoteRegistry } from './remoteRegistry';

/**
 * Starts loading the code of the screen a path opens (its remote's `./screens` and the screen's
 * chunk), when the remotes' route data is already known. The login page calls it on Submit with
 * the page the user was sent away from, so that page's code loads while the credentials are
 * checked instead of after. Code is public; what the user may see is still decided by the route's
 * guard and the server.
 */
export function prefetchPath(pathname: string): void {
  const { status, areas } = useRemoteRegistry.getState();
  if (status !== 'ready') return;
  const table = buildRouteTable(areas);
  const match = matchRoutes(
    table.map((route, index) => ({ path: route.path, id: String(index) })),
    pathname,
  )?.at(-1);
  const route = match ? table[Number(match.route.id)] : undefined;
  if (route) prefetchArea(route.area, route.screen);
}
