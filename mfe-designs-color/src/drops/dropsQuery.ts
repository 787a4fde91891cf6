import { DESIGN_METHODS, DROP_DEFAULT_SORT, DROP_SORT_KEYS, DROPS_CACHE_KEY, DROPS_SCREEN_METHOD } from '@portal/shared';
import type { FilterDefinition, ListQuery } from '@portal/shared/list';
import type { DropsInput, DropsPageData } from './api';

// The drops list's URL state as dropsV2's arguments, its filter drawer, and the device cache
// (spec 002 "Drops", §9). Pure but for the storage functions; tested without a browser.

export type DropsKind = 'drops' | 'dropsScreen';

export function dropsInput(q: ListQuery, kind: DropsKind): DropsInput {
  return {
    page: q.page,
    search: q.search || null,
    searchCol: q.searchCol,
    // spec 002: /drops_screen forces the method filter to SCRP.
    filters: {
      active: q.filters.active ?? [],
      method: kind === 'dropsScreen' ? [DROPS_SCREEN_METHOD] : (q.filters.method ?? []),
      logoRequired: q.filters.logoRequired ?? [],
      tags: q.filters.tags ?? [],
    },
    orderBy: (DROP_SORT_KEYS as readonly string[]).includes(q.orderBy) ? q.orderBy : DROP_DEFAULT_SORT,
    orderByOrder: q.order,
  };
}

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** Active, Method (not on /drops_screen: forced), Logo Required, Tags (those on screen and those chosen). */
export function dropFilters(kind: DropsKind, tagsOnScreen: readonly string[], chosenTags: readonly string[]): FilterDefinition[] {
  const tags = [...new Set([...tagsOnScreen, ...chosenTags])].sort();
  return [
    { key: 'active', label: 'Active', options: YES_NO },
    ...(kind === 'dropsScreen'
      ? []
      : [{ key: 'method', label: 'Method', options: DESIGN_METHODS.map((m) => ({ value: m.code, label: m.name })) }]),
    { key: 'logoRequired', label: 'Logo Required', options: YES_NO },
    { key: 'tags', label: 'Tags', options: tags.map((t) => ({ value: t, label: t })) },
  ];
}

interface CachedDrops {
  key: string;
  data: DropsPageData;
}

/** spec 002 §9 "Drops data cached locally": the last answer for this exact view, shown at once (then refreshed). */
export function cachedDrops(input: DropsInput): DropsPageData | undefined {
  try {
    const raw = localStorage.getItem(DROPS_CACHE_KEY);
    const cached = raw ? (JSON.parse(raw) as CachedDrops) : null;
    return cached && cached.key === JSON.stringify(input) ? cached.data : undefined;
  } catch {
    return undefined;
  }
}

export function cacheDrops(input: DropsInput, data: DropsPageData): void {
  try {
    localStorage.setItem(DROPS_CACHE_KEY, JSON.stringify({ key: JSON.stringify(input), data } satisfies CachedDrops));
  } catch {
    // A full or disabled storage only loses the cache.
  }
}
