import { useLayoutEffect, type RefObject } from 'react';

// The table's box is as high as what is left of the window below its top, less what must stay
// visible under it (the pager), so a list page fits the window and its rows scroll inside the box
// with the header in view. Never below MIN_HEIGHT: on a short window the page scrolls as well.
// The height is written on the box itself, not kept in state: as state, each measure rendered the
// table again, every cell of it, before the rows' first paint (40-60 ms of a list's first show).

const MIN_HEIGHT = 320;

export function useFillWindow(box: RefObject<HTMLElement | null>, below: RefObject<HTMLElement | null>, gap: number): void {
  useLayoutEffect(() => {
    const measure = () => {
      const element = box.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      const under = (below.current?.offsetHeight ?? 0) + gap * 2;
      element.style.maxHeight = `${Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - under))}px`;
    };
    measure();
    // What sits above the box (toolbar, filter tags) changes its top; the window its room.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (box.current?.parentElement) observer?.observe(box.current.parentElement);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [box, below, gap]);
}
