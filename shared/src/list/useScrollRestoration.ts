import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

// Back from a detail page restores the list exactly: the URL brings back the rows, this brings back
// the scroll position. Positions are remembered per history entry (react-router's location.key,
// which useListState keeps in step by writing through navigate) in sessionStorage, so a reload of
// the same entry finds them too, and a fresh visit (drawer link, new key) starts at the top.
// The list expects the document to scroll (not an inner container of the shell's layout).

const STORE = 'portal.list.scroll';
const MAX_ENTRIES = 50;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORE) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number) {
  try {
    const positions = readPositions();
    delete positions[key];
    positions[key] = y;
    const keys = Object.keys(positions);
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[old];
    sessionStorage.setItem(STORE, JSON.stringify(positions));
  } catch {
    // Storage disabled: Back simply starts at the top.
  }
}

/** `ready`: the rows are on screen (restoring earlier would be clamped by a short page). */
export function useScrollRestoration(ready: boolean): void {
  const { key } = useLocation();
  const restored = useRef<string | null>(null);

  // A layout effect, so the listener is gone before the next screen's shorter page makes the
  // browser clamp the scroll position (which would otherwise be saved as this entry's).
  useLayoutEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => savePosition(key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key]);

  useLayoutEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    const y = readPositions()[key];
    if (typeof y === 'number' && y > 0) window.scrollTo(0, y);
  }, [ready, key]);
}
