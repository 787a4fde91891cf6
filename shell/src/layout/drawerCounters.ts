import { useEffect, useMemo, useState } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared/platform';
import type { CounterSource } from '@portal/shared/platform';
import type { LiveKind } from '@portal/shared/core';
import { useLiveChanges } from '@portal/shared/live';

// The drawer's counters (each entry's `counter` in its remote's route data): one call per counter
// URL path, its `values` merged (the order lists' fourteen counters are one GET /api/orders/total),
// fetched once the page has had a moment for its own first requests, and again whenever the live
// channel hears a change of the kind that moves them (README "Live updates").

/** How long after the frame shows the counters are asked for (the screen's own first requests go first). */
const COUNTERS_AFTER_MS = 800;

export interface CounterCall {
  /** The path under /api with its merged query ('/orders/total?values=saved&values=parked'). */
  path: string;
  live?: LiveKind;
}

const KEY = ['shell', 'drawerCounters'] as const;

/** The calls that answer these counters, and for each counter its call. */
export function counterCalls(counters: readonly CounterSource[]): { calls: CounterCall[]; callOf: (c: CounterSource) => string } {
  const byPath = new Map<string, { values: string[]; live?: LiveKind }>();
  const pathOf = (c: CounterSource) => new URL(c.url, 'http://portal').pathname.replace(/^\/api/, '');
  for (const counter of counters) {
    const path = pathOf(counter);
    const call = byPath.get(path) ?? { values: [], live: counter.live };
    for (const value of new URL(counter.url, 'http://portal').searchParams.getAll('values'))
      if (!call.values.includes(value)) call.values.push(value);
    byPath.set(path, call);
  }
  const withQuery = (path: string) => {
    const { values } = byPath.get(path)!;
    return values.length ? `${path}?${values.map((v) => `values=${encodeURIComponent(v)}`).join('&')}` : path;
  };
  return {
    calls: [...byPath.entries()].map(([path, { live }]) => ({ path: withQuery(path), live })),
    callOf: (c) => withQuery(pathOf(c)),
  };
}

/** The count of each counter (by its entry's path) once known. */
export function useDrawerCounters(entries: readonly { path: string; counter?: CounterSource }[]): ReadonlyMap<string, number> {
  const counted = useMemo(() => entries.filter((e): e is { path: string; counter: CounterSource } => !!e.counter), [entries]);
  const { calls, callOf } = useMemo(() => counterCalls(counted.map((e) => e.counter)), [counted]);
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), COUNTERS_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const answers = useQueries({
    queries: calls.map((call) => ({
      queryKey: [...KEY, call.path],
      queryFn: ({ signal }: { signal: AbortSignal }) => api.counts(call.path, { signal, silent: true }),
      enabled: due,
    })),
  });
  const queryClient = useQueryClient();
  useLiveChanges((changes) => {
    for (const call of calls) {
      if (call.live && changes.some((c) => c.kind === call.live)) void queryClient.invalidateQueries({ queryKey: [...KEY, call.path] });
    }
  });
  const counts = new Map<string, number>();
  for (const entry of counted) {
    const answer = answers[calls.findIndex((c) => c.path === callOf(entry.counter))]?.data;
    const count = answer?.[entry.counter.key];
    if (typeof count === 'number') counts.set(entry.path, count);
  }
  return counts;
}
