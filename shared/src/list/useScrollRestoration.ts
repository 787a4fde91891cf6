import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

// Back from a detail page restores the list exactly: the URL brings back the rows, this brings back
// the scroll positions, the window's and the table box's (ListPage scrolls its rows inside a box
// that fills the window). Positions are remembered per history entry (react-router's location.key,
// which useListState keeps in step by writing through navigate) in sessionStorage, so a reload of
// the same entry finds them too, and a fresh visit (drawer link, new key) starts at the top.

const STORE = 'portal.list.scroll';
const MAX_ENTRIES = 50;

/** [window, box] scroll tops. */
type Position = [number, number];

function readPositions(): Record<string, Position> {
  try {
    return JSON.parse(sessionStorage.getItem(STORE) ?? '{}') as Record<string, Position>;
  } catch {
    return {};
  }
}

function savePosition(key: string, position: Position) {
  try {
    const positions = readPositions();
    delete positions[key];
    positions[key] = position;
    const keys = Object.keys(positions);
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[old];
    sessionStorage.setItem(STORE, JSON.stringify(positions));
  } catch {
    // Storage disabled: Back simply starts at the top.
  }
}

/** `ready`: the rows are on screen (restoring earlier would be clamped by a short page). */
export function useScrollRestoration(ready: boolean, box?: RefObject<HTMLElement | null>): void {
  const { key } = useLocation();
  const restored = useRef<string | null>(null);

  // A layout effect, so the listeners are gone before the next screen's shorter page makes the
  // browser clamp the scroll position (which would otherwise be saved as this entry's).
  useLayoutEffect(() => {
    const element = box?.current;
    let frame = 0;
    const save = () => {
      frame = 0;
      savePosition(key, [window.scrollY, element?.scrollTop ?? 0]);
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(save);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    element?.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      // A scroll whose save was still waiting for its frame (a row opened right after scrolling, as
      // on a busy machine) is saved now: this list's page is still in the document here.
      if (frame) {
        cancelAnimationFrame(frame);
        save();
      }
      window.removeEventListener('scroll', onScroll);
      element?.removeEventListener('scroll', onScroll);
    };
  }, [key, box]);

  useLayoutEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    const [windowY = 0, boxY = 0] = readPositions()[key] ?? [];
    if (boxY > 0 && box?.current) box.current.scrollTop = boxY;
    if (windowY > 0) window.scrollTo(0, windowY);
  }, [ready, key, box]);
}
