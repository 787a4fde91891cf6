import { lazy, Suspense, useEffect, useState } from 'react';
import { searchMessages } from '@portal/shared/core';
import { Button } from '@portal/shared/antd';
import { SearchOutlined } from '@portal/shared/icons';

// The header's search button and its shortcut, Ctrl+K (Cmd+K on a Mac), on every signed-in page.
// The box itself (SearchDialog) is a chunk of its own, loaded the first time it opens: pages that
// never search never load it (shell/README.md "Search").

// Named, so that the e2e journey (e2e/tests/shell/search.spec.ts) can tell it was not loaded before.
const SearchDialog = lazy(() => import(/* webpackChunkName: "search-box" */ './SearchDialog').then((m) => ({ default: m.SearchDialog })));

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
export const isSearchShortcut = (e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) =>
  e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;

export function SearchBox() {
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted (closed) so that it reopens at once.
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      // The browser's own Ctrl+K (its search bar) gives way to the portal's.
      e.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const shortcut = isMac() ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <Button
        icon={<SearchOutlined />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        title={`${searchMessages.searchLabel} (${shortcut})`}
      >
        {searchMessages.searchLabel}
        {/* Dimmed, still 4.5:1 against the button in both themes (WCAG AA; e2e accessibility.spec.ts). */}
        <span aria-hidden style={{ opacity: 0.75, marginInlineStart: 8, fontSize: '0.85em' }}>
          {shortcut}
        </span>
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
