import { DESIGN_DEFAULT_SORT, DESIGN_SORT_KEYS, type DesignActiveValue } from '@portal/shared';
import type { FilterDefinition, ListQuery } from '@portal/shared/list';
import type { DesignListKind } from '../urls';
import type { DesignFilterOptions, DesignsListInput } from './api';

// The designs list's URL state (strings) as designs(...)'s arguments, and the filter drawer from
// designFilter (spec 001 §2.3, §9). Pure: tested without a browser.

const ints = (values: readonly string[] | undefined) => (values ?? []).map(Number).filter((n) => Number.isInteger(n) && n > 0);

/** spec 001 §2.3: Active=Yes by default, except on /all_designs (both). */
export function activeOf(kind: DesignListKind, values: readonly string[] | undefined): DesignActiveValue {
  const v = values?.[0];
  if (v === 'Y' || v === 'N' || v === 'all') return v;
  return kind === 'allDesigns' ? 'all' : 'Y';
}

export function designsListInput(q: ListQuery, kind: DesignListKind): DesignsListInput {
  const f = q.filters;
  const stock = f.stock?.[0];
  return {
    page: q.page,
    order: q.order,
    orderBy: (DESIGN_SORT_KEYS as readonly string[]).includes(q.orderBy) ? q.orderBy : DESIGN_DEFAULT_SORT,
    search: q.search || null,
    searchCol: q.searchCol,
    filter: {
      customer: f.customer ?? [],
      method: f.method ?? [],
      league: ints(f.league),
      team: ints(f.team),
      player: ints(f.player),
      code: f.code ?? [],
      active: activeOf(kind, f.active),
      stock: stock === 'Y' || stock === 'N' ? stock : null,
    },
    dropship: kind === 'designStock',
  };
}

const YES_NO = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];

/**
 * spec 001 §2.3: Customer, Method, League, Team, Player, Drop Code, Active, Stock. The League filter
 * only for licence creation, order edit or licence artists (§6); teams narrowed to the chosen leagues,
 * players to the chosen teams.
 */
export function designFilters(
  options: DesignFilterOptions | undefined,
  chosen: Record<string, string[]>,
  withLeague: boolean,
  kind: DesignListKind,
): FilterDefinition[] {
  const leagues = new Set(ints(chosen.league));
  const teams = new Set(ints(chosen.team));
  const teamOptions = (options?.team ?? []).filter((t) => !leagues.size || leagues.has(t.leagueId));
  const playerOptions = (options?.player ?? []).filter((p) => !teams.size || teams.has(p.teamId));
  const defs: FilterDefinition[] = [
    {
      key: 'customer',
      label: 'Customer',
      options: (options?.customer ?? []).map((c) => ({ value: c.numb, label: `${c.numb} - ${c.name}` })),
    },
    { key: 'method', label: 'Method', options: (options?.method ?? []).map((m) => ({ value: m.code, label: m.name })) },
    ...(withLeague
      ? [{ key: 'league', label: 'League', options: (options?.league ?? []).map((l) => ({ value: String(l.id), label: l.name })) }]
      : []),
    { key: 'team', label: 'Team', options: teamOptions.map((t) => ({ value: String(t.id), label: t.name })) },
    { key: 'player', label: 'Player', options: playerOptions.map((p) => ({ value: String(p.id), label: p.name })) },
    { key: 'code', label: 'Drop Code', options: (options?.code ?? []).map((c) => ({ value: c, label: c })) },
    { key: 'active', label: 'Active', multiple: false, options: [...YES_NO, { value: 'all', label: 'All' }] },
  ];
  // /design_stock lists stock designs only: its Stock filter would have nothing to choose.
  // Its options are the values the server says are present among the user's designs.
  if (kind !== 'designStock')
    defs.push({ key: 'stock', label: 'Stock', multiple: false, options: YES_NO.filter((o) => options?.stock.includes(o.value)) });
  return defs;
}

/** A row's id in the list and the URL: `{id}-{variation}` (the id itself may hold no '-' of its own, the variation follows the last one). */
export function parseDesignKey(key: string): { id: string; variation: number } | null {
  const at = key.lastIndexOf('-');
  if (at <= 0) return null;
  const variation = Number(key.slice(at + 1));
  return Number.isInteger(variation) && variation >= 0 ? { id: key.slice(0, at), variation } : null;
}
