import { useId, useMemo } from 'react';
import { Link, matchRoutes, useLocation } from 'react-router';
import { useSession } from '@portal/shared/platform';
import { allows } from '@portal/shared/core';
import { theme } from '@portal/shared/antd';
import { prefetchArea, useRemoteRegistry } from '../remotes/remoteRegistry';
import { buildRouteTable, drawerEntries, type OwnedDrawerEntry } from '../routes/routeTable';
import { useDrawerCounters } from './drawerCounters';
import { drawerIcon } from './drawerIcons';
import { navDrawerCss } from './navDrawerCss';

const HOME: OwnedDrawerEntry = { label: 'Home', path: '/', access: 'loggedIn', icon: 'home' };

/** The entry whose path is the longest prefix of the current path is the selected one. */
export function selectedEntry(entries: OwnedDrawerEntry[], pathname: string): string | undefined {
  return entries
    .filter((e) => (e.path === '/' ? pathname === '/' : pathname === e.path || pathname.startsWith(`${e.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
}

/**
 * The drawer: a list of links in groups, drawn like antd's inline Menu from its tokens. Not antd's
 * Menu: it wrapped each entry in a tooltip and an overflow measurer, about 100 ms of the first
 * render of every signed-in page on this machine, for a list that only needs links.
 *
 * The drawer's entries, from every remote's route data (no remote's code is needed to draw it),
 * filtered by the user's access. Each entry links to the bare path, so a list opens with its
 * filters reset. Pointing at or focusing an entry starts loading its screen: by the click, the code
 * is usually there.
 */
export function NavDrawer({ onNavigate }: { onNavigate?: () => void }) {
  const user = useSession((s) => s.user);
  const areas = useRemoteRegistry((s) => s.areas);
  const { pathname } = useLocation();
  const entries = useMemo(() => [HOME, ...drawerEntries(areas)].filter((e) => allows(e.access, user)), [areas, user]);

  const counts = useDrawerCounters(entries);
  const { token } = theme.useToken();
  const groupId = useId();
  const groups = useMemo(() => {
    const byGroup = new Map<string, OwnedDrawerEntry[]>();
    for (const e of entries) byGroup.set(e.group ?? '', [...(byGroup.get(e.group ?? '') ?? []), e]);
    return [...byGroup];
  }, [entries]);
  const prefetch = useMemo(() => {
    const table = buildRouteTable(areas);
    return (e: OwnedDrawerEntry) => () => {
      const route = matchRoutes(table, e.path)?.at(-1)?.route;
      if (route) prefetchArea(route.area, route.screen);
    };
  }, [areas]);

  const selected = selectedEntry(entries, pathname);
  const list = (items: OwnedDrawerEntry[], labelledBy?: string) => (
    <ul aria-labelledby={labelledBy}>
      {items.map((e) => (
        <li key={e.path} data-selected={e.path === selected ? '' : undefined}>
          {drawerIcon(e.icon)}
          <Link
            to={e.path}
            aria-current={e.path === selected ? 'page' : undefined}
            onClick={onNavigate}
            onPointerEnter={prefetch(e)}
            onFocus={prefetch(e)}
          >
            {e.label}
          </Link>
          {counts.has(e.path) && (
            <span className="portal-nav-count" data-counter={e.path}>
              {counts.get(e.path)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label="Main" className="portal-nav">
      <style>{navDrawerCss(token)}</style>
      {groups.map(([group, items], index) =>
        group ? (
          <div key={group}>
            <div className="portal-nav-group" id={`${groupId}-${index}`}>
              {group}
            </div>
            {list(items, `${groupId}-${index}`)}
          </div>
        ) : (
          <div key="">{list(items)}</div>
        ),
      )}
    </nav>
  );
}
