import { useCallback, useState } from 'react';

// Row selection, keyed by row id. It belongs to one view of the list: when the search, filters,
// sort or page change (the list's viewKey), the selection is gone, so a bulk action never touches
// rows the user cannot see. Derived during render, not reset in an effect, so no frame ever shows a
// stale selection.

export interface RowSelection {
  ids: ReadonlySet<string>;
  setIds(ids: ReadonlySet<string>): void;
  clear(): void;
}

const NONE: ReadonlySet<string> = new Set();

/** `useRowSelection(list)`: pass it to ListPage's `selection` when the screen needs the ids itself. */
export function useRowSelection(list: { viewKey: string }): RowSelection {
  const { viewKey } = list;
  const [state, setState] = useState<{ viewKey: string; ids: ReadonlySet<string> }>({ viewKey, ids: NONE });
  const ids = state.viewKey === viewKey ? state.ids : NONE;
  // Forget it for good (not just hide it): coming back to the same view must not bring it back.
  if (state.viewKey !== viewKey) setState({ viewKey, ids: NONE });
  const setIds = useCallback((next: ReadonlySet<string>) => setState({ viewKey, ids: next }), [viewKey]);
  const clear = useCallback(() => setState({ viewKey, ids: NONE }), [viewKey]);
  return { ids, setIds, clear };
}
