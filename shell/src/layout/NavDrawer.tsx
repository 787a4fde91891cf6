import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession, type DrawerEntry } from '@portal/shared/platform';
import { allows } from '@portal/shared/core';
import { Menu, type MenuProps } from '@portal/shared/antd';
import { HomeOutlined } from '@portal/shared/icons';
import { useRemoteRegistry } from '../remotes/remoteRegistry';
import { drawerEntries } from '../routes/routeTable';

const HOME: DrawerEntry = { label: 'Home', path: '/', access: 'loggedIn', icon: <HomeOutlined /> };

/** The entry whose path is the longest prefix of the current path is the selected one. */
export function selectedEntry(entries: DrawerEntry[], pathname: string): string | undefined {
  return entries
    .filter((e) => (e.path === '/' ? pathname === '/' : pathname === e.path || pathname.startsWith(`${e.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
}

/**
 * The drawer's entries, from every loaded remote's manifest, filtered by the user's access.
 * Each entry links to the bare path, so a list opens with its filters reset.
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
    const groups = new Map<string, DrawerEntry[]>();
    for (const e of entries) {
      const key = e.group ?? '';
      groups.set(key, [...(groups.get(key) ?? []), e]);
    }
    type Item = NonNullable<MenuProps['items']>[number];
    const toItem = (e: DrawerEntry): Item => ({
      key: e.path,
      icon: e.icon,
      label: (
        <Link to={e.path} onClick={onNavigate}>
          {e.label}
        </Link>
      ),
    });
    return [...groups].flatMap(([group, list]): Item[] =>
      group ? [{ type: 'group' as const, key: `group:${group}`, label: group, children: list.map(toItem) }] : list.map(toItem),
    );
  }, [entries, onNavigate]);

  const selected = selectedEntry(entries, pathname);
  return (
    <nav aria-label="Main">
      <Menu mode="inline" items={items} selectedKeys={selected ? [selected] : []} style={{ borderInlineEnd: 'none' }} />
    </nav>
  );
}
