import { useEffect, useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { api, useSession } from '@portal/shared/platform';
import { searchApi } from '@portal/shared/core';
import { useRemoteRegistry } from '../remotes/remoteRegistry';
import { buildRouteTable } from '../routes/routeTable';
import { rememberRecord } from './recentRecords';

// A record's page the user opens, however (a list row, a link, the address bar), joins the search
// box's recently opened records (README "Search"). The routes say which of them are a record's page
// (RouteData.record: the kind the path's last parameter names); the server says how the box shows
// that record (GET /api/search/record), under the box's own scope: a record the user's lists do not
// show is not added.

const lastParam = (path: string) => /:(\w+)$/.exec(path)?.[1];

export function RecentVisits() {
  const userId = useSession((s) => s.user?.id);
  const areas = useRemoteRegistry((s) => s.areas);
  const { pathname } = useLocation();
  const recordRoutes = useMemo(
    () =>
      buildRouteTable(areas).flatMap((r) =>
        r.record && lastParam(r.path) ? [{ path: r.path, kind: r.record, param: lastParam(r.path)! }] : [],
      ),
    [areas],
  );
  const [match] = matchRoutes(recordRoutes, pathname) ?? [];
  const kind = match?.route.kind;
  const key = match?.params[match.route.param];

  useEffect(() => {
    if (userId === undefined || !kind || !key || !/^\d{1,9}$/.test(key)) return;
    const controller = new AbortController();
    api
      .call(searchApi.record, { query: { kind, key } }, { signal: controller.signal, silent: true })
      .then(({ hit }) => hit && rememberRecord(userId, hit))
      // Not remembered: the page itself says what went wrong.
      .catch(() => {});
    return () => controller.abort();
  }, [userId, kind, key]);
  return null;
}
