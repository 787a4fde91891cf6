import { useEffect, useMemo } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useSession } from '@portal/shared/platform';
import { allows } from '@portal/shared/core';
import { buildRouteTable, drawerEntries } from '../routes/routeTable';
import { prefetchArea, useRemoteRegistry, type Area } from './remoteRegistry';

/** How long the page must have been quiet (no screen loading, no query in flight) before prefetching. */
export const QUIET_MS = 1500;

/**
 * The areas worth loading ahead, in drawer order: those with a drawer entry the user may open whose
 * code has not been asked for yet; each with the screen of its first such entry.
 */
export function likelyNextAreas(areas: Area[], user: Parameters<typeof allows>[1]): { area: string; screen: string }[] {
  const table = buildRouteTable(areas);
  const next: { area: string; screen: string }[] = [];
  for (const entry of drawerEntries(areas)) {
    const area = areas.find((a) => a.name === entry.area);
    if (!area || area.code !== 'idle' || next.some((n) => n.area === area.name) || !allows(entry.access, user)) continue;
    const route = table.find((r) => r.path === entry.path && r.area === area.name);
    if (route) next.push({ area: area.name, screen: route.screen });
  }
  return next;
}

const saveData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Loads the likely next area's code while the browser has nothing better to do: only once the open
 * page has loaded its screen and its queries have settled (so no other area's code competes with
 * the first rows), then quiet for QUIET_MS, then an idle callback; one area at a time. Not when the
 * user asked the browser to save data.
 */
export function IdlePrefetch() {
  const user = useSession((s) => s.user);
  const areas = useRemoteRegistry((s) => s.areas);
  const fetching = useIsFetching();
  const loading = useRemoteRegistry((s) => s.loadingScreens > 0 || s.areas.some((a) => a.code === 'loading'));
  const busy = fetching > 0 || loading;
  const next = useMemo(() => likelyNextAreas(areas, user)[0], [areas, user]);
  // The effect keys on the area and screen, not on the object (a new one each time the areas change).
  const nextArea = next?.area;
  const nextScreen = next?.screen;
  useEffect(() => {
    if (busy || nextArea === undefined || nextScreen === undefined || saveData()) return;
    let idle: number | undefined;
    const quiet = window.setTimeout(() => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(() => prefetchArea(nextArea, nextScreen))
        : window.setTimeout(() => prefetchArea(nextArea, nextScreen), 0);
    }, QUIET_MS);
    return () => {
      window.clearTimeout(quiet);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [busy, nextArea, nextScreen]);
  return null;
}
