import type { DrawerData, RouteData } from '@portal/shared/platform';
import type { Area } from '../remotes/remoteRegistry';

export interface OwnedRoute extends RouteData {
  area: string;
}

export interface OwnedDrawerEntry extends DrawerData {
  /** The remote that owns the entry (none for the shell's own Home). */
  area?: string;
}

/**
 * One flat route table from every area's route data. A remote may own a path under another area's
 * prefix (returns owns /order_history/:orderId/return); react-router ranks routes by specificity,
 * so the most specific path wins whatever the order. A path claimed twice keeps the first claim.
 */
export function buildRouteTable(areas: Area[]): OwnedRoute[] {
  const seen = new Set<string>();
  const table: OwnedRoute[] = [];
  for (const area of areas) {
    for (const route of area.routes) {
      if (seen.has(route.path)) {
        console.warn(`${area.name}: ${route.path} is taken`);
        continue;
      }
      seen.add(route.path);
      table.push({ ...route, area: area.name });
    }
  }
  return table;
}

/** Drawer entries of every area, in drawer order. */
export function drawerEntries(areas: Area[]): OwnedDrawerEntry[] {
  return areas
    .flatMap((a) => a.drawer.map((entry): OwnedDrawerEntry => ({ ...entry, area: a.name })))
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.order ?? 1000) - (b.entry.order ?? 1000) || a.index - b.index)
    .map(({ entry }) => entry);
}
