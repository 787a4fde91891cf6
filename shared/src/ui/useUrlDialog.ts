import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

// The open dialog of a detail page lives in the URL (`?dialog=move&id=99`), as saleor does: a
// reload or a shared link lands in the same dialog. Opening and closing replace the history entry
// (no extra entry: the page's Back still leaves the page in one click, see useBack). The page
// decides whether the named dialog may open (an action the user is not offered is ignored).

export interface UrlDialog<Name extends string> {
  /** The open dialog's name, or null. Only names in `names` count. */
  name: Name | null;
  /** The id the dialog is about (a status, a comment, a file), or null. */
  id: string | null;
  /** Whether `name` (and, when given, `id`) is the open dialog. */
  isOpen(name: Name, id?: string | number): boolean;
  open(name: Name, id?: string | number): void;
  close(): void;
}

export const DIALOG_PARAM = 'dialog';
export const DIALOG_ID_PARAM = 'id';

export function useUrlDialog<Name extends string>(names: readonly Name[]): UrlDialog<Name> {
  const [params, setParams] = useSearchParams();
  const raw = params.get(DIALOG_PARAM);
  const name = raw !== null && (names as readonly string[]).includes(raw) ? (raw as Name) : null;
  const id = name ? params.get(DIALOG_ID_PARAM) : null;

  const open = useCallback(
    (next: Name, nextId?: string | number) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          p.set(DIALOG_PARAM, next);
          if (nextId === undefined) p.delete(DIALOG_ID_PARAM);
          else p.set(DIALOG_ID_PARAM, String(nextId));
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          p.delete(DIALOG_PARAM);
          p.delete(DIALOG_ID_PARAM);
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { name, id, isOpen: (n, i) => name === n && (i === undefined || id === String(i)), open, close };
}
