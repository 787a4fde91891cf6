import { useMemo } from 'react';
import { Link, matchRoutes, useLocation } from 'react-router';
import { useSession } from '@portal/shared/platform';
import { allows } from '@portal/shared/core';
import { Menu, type MenuProps } from '@portal/shared/antd';
import { prefetchArea, useRemoteRegistry } from '../remotes/remoteRegistry';
import { buildRouteTable, drawerEntries, type OwnedDrawerEntry } from '../routes/routeTable';
import { drawerIcon } from './drawerIcons';

const HOME: OwnedDrawerEntry = { label: 'Home', path: '/', access: 'loggedIn', icon: 'home' };

/** The entry whose path is the longest prefix of the current path is the selected one. */
export function selectedEntry(entries: OwnedDrawerEntry[], pathname: string): string | undefined {
  return entries
    .filter((e) => (e.path === '/' ? pathname === '/' : pathname === e.path || pathname.startsWith(`${e.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
}

/**
 * The drawer's entries, from every remote's route data (no remote's code is needed to draw it),
 * filtered by the user's access. Each entry links to the bare path, so a list opens with its
 * filters reset. Pointing at or focusing an entry starts loading its screen: by the click, the code
 * is usually there.
 */
export function NavDrawer({ onNavigate }: { onNavigate?: () => void }) {
  const user = useSession((s) => s.user);
  const areas = useRemoteRegistry((s) => s.areas);
  const { pathname } = useLocation();
  const entries = useMemo(
    () => [HOME, ...drawerEntries(areas)].filter((e) => allows(e.access, user)),
    [areas, user],
  );

  const items = useMemo<MenuProps['items']>(() => {
    const table = buildRouteTable(areas);
    const prefetch = (e: OwnedDrawerEntry) => () => {
      const route = matchRoutes(table, e.path)?.at(-1)?.route;
      if (route) prefetchArea(route.area, route.screen);
    };
    const groups = new Map<string, OwnedDrawerEntry[]>();
    for (const e of entries) {
      const key = e.group ?? '';
      groups.set(key, [...(groups.get(key) ?? []), e]);
    }
    type Item = NonNullable<MenuProps['items']>[number];
    const toItem = (e: OwnedDrawerEntry): Item => ({
      key: e.path,
      icon: drawerIcon(e.icon),
      label: (
        <Link to={e.path} onClick={onNavigate} onPointerEnter={prefetch(e)} onFocus={prefetch(e)}>
          {e.label}
        </Link>
      ),
    });
    return [...groups].flatMap(([group, list]): Item[] =>
      group ? [{ type: 'group' as const, key: `group:${group}`, label: group, children: list.map(toItem) }] : list.map(toItem),
    );
  }, [areas, entries, onNavigate]);

  const selected = selectedEntry(entries, pathname);
  return (
    <nav aria-label="Main">
      <Menu mode="inline" items={items} selectedKeys={selected ? [selected] : []} style={{ borderInlineEnd: 'none' }} />
    </nav>
  );
}
