import { useEffect, useRef, useState } from 'react';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { LiveChange, LiveKind } from '../core/live';
import { onLiveChanges } from './channel';

// What screens use of the live channel (channel.ts). A screen names the kind and id of what it shows
// and the react-query keys that hold it; a change heard for it invalidates those keys, so the
// queries on show fetch again in the background (what the user is typing lives in the form's own
// state and stays). Keys are compared by value: a new array of the same keys each render is fine.

/** Runs `listener` for each burst of changes heard (the latest listener: no re-subscribe per render). */
export function useLiveChanges(listener: (changes: readonly LiveChange[]) => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => onLiveChanges((changes) => latest.current(changes)), []);
}

/** A detail page: a change to this record (by anyone, in any page) refreshes the queries under `keys`. */
export function useLiveRecord(kind: LiveKind, id: number | null | undefined, keys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  useLiveChanges((changes) => {
    if (id == null || !changes.some((c) => c.kind === kind && c.id === id)) return;
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  });
}

/**
 * A list: a change by someone else to a record of this kind refreshes the queries under `keys` (the
 * page on show keeps its rows, scroll and selection while it fetches) and answers the ids changed
 * by others since the list was opened, so their rows can be marked (ListPage `changedIds`). The
 * user's own changes are not marked: the screen that made them already refreshed.
 */
export function useLiveRows(kind: LiveKind, keys: readonly QueryKey[]): ReadonlySet<number> {
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState<ReadonlySet<number>>(() => new Set());
  useLiveChanges((changes) => {
    const others = changes.filter((c) => c.kind === kind && !c.mine);
    if (!others.length) return;
    setChanged((before) => new Set([...before, ...others.map((c) => c.id)]));
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  });
  return changed;
}
