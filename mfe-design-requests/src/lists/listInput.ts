import { DESIGN_REQUEST_SORT_KEYS, type DesignRequestListType } from '@portal/shared';
import type { FilterDefinition, ListQuery } from '@portal/shared/list';
import type { DesignRequestListKind } from '../urls';
import type { DesignRequestsDomain, DesignRequestsInput } from './api';

// Each list route's type and scope (README "Lists — route → list type"), the URL state as
// designRequests(...)'s arguments, and the filter drawer from designRequestsDomain. Pure.

export const LIST_KINDS: Record<
  DesignRequestListKind,
  { title: string; listType: DesignRequestListType; scope: 'all' | 'mine' | 'unassigned' }
> = {
  designRequests: { title: 'Design Requests', listType: 'normal', scope: 'all' },
  requests: { title: 'My Requests', listType: 'normal', scope: 'mine' },
  unassigned: { title: 'Unassigned Requests', listType: 'normal', scope: 'unassigned' },
  licence: { title: 'License Requests', listType: 'L', scope: 'all' },
  licence2: { title: 'License Design Requests', listType: 'L', scope: 'all' },
  history: { title: 'Request History', listType: 'H', scope: 'all' },
  history2: { title: 'Design Request History', listType: 'H', scope: 'all' },
  historyOld: { title: 'Request History', listType: 'H', scope: 'all' },
};

export const DESIGN_REQUEST_FILTER_KEYS = ['status', 'customer', 'user', 'artist', 'method', 'dropId', 'league', 'team', 'player'] as const;

const ints = (values: readonly string[] | undefined) => (values ?? []).map(Number).filter((n) => Number.isInteger(n) && n >= 0);

export function designRequestsInput(q: ListQuery, kind: DesignRequestListKind, orderId?: number | null): DesignRequestsInput {
  const f = q.filters;
  const k = LIST_KINDS[kind];
  return {
    filters: {
      search: q.search || null,
      status: ints(f.status),
      customer: f.customer ?? [],
      user: ints(f.user),
      artist: ints(f.artist),
      method: f.method ?? [],
      dropId: ints(f.dropId),
      league: ints(f.league),
      team: ints(f.team),
      player: ints(f.player),
      page: q.page,
      listType: k.listType,
      scope: k.scope,
      orderId: kind === 'historyOld' && orderId ? orderId : null,
    },
    orderBy: (DESIGN_REQUEST_SORT_KEYS as readonly string[]).includes(q.orderBy) ? q.orderBy : 'dateCreated',
    desc: q.order !== 'asc',
  };
}

/**
 * spec 001 §2.2, §3.2: the filter drawer from designRequestsDomain(listType). The rep filter only
 * for artist, artist_manager or order_edit (§6); licence filters on the licence and history lists;
 * teams narrowed to the chosen leagues, players to the chosen teams.
 */
export function designRequestFilters(
  domain: DesignRequestsDomain | undefined,
  chosen: Record<string, string[]>,
  withRep: boolean,
  listType: DesignRequestListType,
): FilterDefinition[] {
  const leagues = domain?.leagues ?? [];
  const chosenLeagues = new Set(ints(chosen.league));
  const chosenTeams = new Set(ints(chosen.team));
  const teams = leagues.filter((l) => !chosenLeagues.size || chosenLeagues.has(l.id)).flatMap((l) => l.teams);
  const players = teams.filter((t) => !chosenTeams.size || chosenTeams.has(t.id)).flatMap((t) => t.players);
  const defs: FilterDefinition[] = [
    { key: 'status', label: 'Status', options: (domain?.statuses ?? []).map((s) => ({ value: String(s.code), label: s.description })) },
  ];
  if (listType !== 'L')
    defs.push({
      key: 'customer',
      label: 'Customer',
      options: (domain?.customers ?? []).map((c) => ({ value: c.number, label: `${c.number} - ${c.name}` })),
    });
  if (withRep)
    defs.push({ key: 'user', label: 'Rep', options: (domain?.users ?? []).map((u) => ({ value: String(u.id), label: u.name })) });
  defs.push(
    { key: 'artist', label: 'Artist', options: (domain?.artists ?? []).map((u) => ({ value: String(u.id), label: u.name })) },
    { key: 'method', label: 'Method', options: (domain?.methods ?? []).map((m) => ({ value: m.type, label: m.name })) },
    { key: 'dropId', label: 'Drop', options: (domain?.dropIds ?? []).map((d) => ({ value: String(d.id), label: d.name })) },
  );
  if (listType !== 'normal') {
    defs.push(
      { key: 'league', label: 'League', options: leagues.map((l) => ({ value: String(l.id), label: l.name })) },
      { key: 'team', label: 'Team', options: teams.map((t) => ({ value: String(t.id), label: t.name })) },
      { key: 'player', label: 'Player', options: players.map((p) => ({ value: String(p.id), label: p.name })) },
    );
  }
  return defs;
}
