import { useCallback, useMemo, useState } from 'react';
import { STORAGE_KEYS } from '@portal/shared/core';
import { readStored, writeStored } from '@portal/shared/platform';
import type { ListColumn } from './types';

// Which columns the user shows, remembered on the device per list (STORAGE_KEYS.columns). Only the
// user's choices are stored, so a column added later follows its own default.

export interface ColumnVisibility {
  /** Column id -> shown, for every column. */
  visibility: Record<string, boolean>;
  setVisible(columnId: string, visible: boolean): void;
  /** Back to every column's default. */
  reset(): void;
}

/** Column id -> shown, for every column: the user's choice, else the column's default. */
export function visibilityOf<Row>(columns: readonly ListColumn<Row>[], chosen: Record<string, boolean> = {}): Record<string, boolean> {
  const visibility: Record<string, boolean> = {};
  for (const c of columns) visibility[c.id] = c.hideable === false ? true : (chosen[c.id] ?? !c.defaultHidden);
  return visibility;
}

export function useColumnVisibility<Row>(listId: string, columns: readonly ListColumn<Row>[]): ColumnVisibility {
  const key = STORAGE_KEYS.columns(listId);
  const [state, setState] = useState(() => ({ key, chosen: readStored<Record<string, boolean>>(key, {}) }));
  // The same screen component may serve several lists (the order lists): re-read on a new list.
  const chosen = state.key === key ? state.chosen : readStored<Record<string, boolean>>(key, {});

  const setVisible = useCallback(
    (columnId: string, visible: boolean) => {
      const next = { ...chosen, [columnId]: visible };
      writeStored(key, next);
      setState({ key, chosen: next });
    },
    [chosen, key],
  );
  const reset = useCallback(() => {
    writeStored(key, {});
    setState({ key, chosen: {} });
  }, [key]);

  const visibility = useMemo(() => visibilityOf(columns, chosen), [columns, chosen]);
  return { visibility, setVisible, reset };
}
