import type { SearchHit } from '@portal/shared/core';

// The records a user opened (from the search box, or a record's page: RecentVisits.tsx), newest
// first, kept in this browser per user (shell/README.md "Search"): what the box shows before
// anything is typed.

export const RECENT_MAX = 8;
const keyOf = (userId: number) => `portal.search.recent.${userId}`;

const isHit = (v: unknown): v is SearchHit =>
  typeof v === 'object' &&
  v !== null &&
  ['kind', 'id', 'title', 'detail', 'path'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string') &&
  (v as SearchHit).path.startsWith('/');

export function recentRecords(userId: number): SearchHit[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isHit).slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

export function rememberRecord(userId: number, hit: SearchHit): void {
  const { kind, id, title, detail, path } = hit;
  const list = [{ kind, id, title, detail, path }, ...recentRecords(userId).filter((h) => h.kind !== kind || h.id !== id)].slice(
    0,
    RECENT_MAX,
  );
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(list));
  } catch {
    // Storage full or refused (private mode): the box works without its recent list.
  }
}
