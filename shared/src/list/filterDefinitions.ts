import type { DateRangeFilterDefinition, FilterDefinition } from './types';

// Pure helpers over filter definitions: which query keys they use and which of them are active.

export const isDateRange = (d: FilterDefinition): d is DateRangeFilterDefinition => d.kind === 'dateRange';

export function rangeKeys(d: DateRangeFilterDefinition): { start: string; end: string; id: string } {
  const start = d.startKey ?? 'startDate';
  const end = d.endKey ?? 'endDate';
  return { start, end, id: d.key ?? `${start}-${end}` };
}

/** The query keys a set of definitions writes: pass them to useListState's `filterKeys`. */
export function filterKeysOf(definitions: readonly FilterDefinition[]): string[] {
  return definitions.flatMap((d) => {
    if (!isDateRange(d)) return [d.key];
    const { start, end } = rangeKeys(d);
    return [start, end];
  });
}

const has = (values: Record<string, readonly string[]>, key: string) => (values[key]?.length ?? 0) > 0;

/** How many filters are active: a date range counts once, a multi-select counts once. */
export function activeFilterCount(definitions: readonly FilterDefinition[], values: Record<string, readonly string[]>): number {
  return definitions.filter((d) => {
    if (!isDateRange(d)) return has(values, d.key);
    const { start, end } = rangeKeys(d);
    return has(values, start) || has(values, end);
  }).length;
}
