import { LRUCache } from 'lru-cache';

// Answers that are slow to read and change slowly (a list's filter options, the customers that
// have returns), kept per scope (who may see what: a key the caller builds) in this process.
// - younger than `freshMs`: the kept answer;
// - younger than `staleMs` (stale-while-revalidate): the kept answer at once, while one new read
//   runs in the background and replaces it when it succeeds;
// - older, or never read: a new read, which callers asking meanwhile share.
// A failed read is forgotten (the next call reads again). At most `max` scopes are kept, the least
// recently used leaving first. Times are the caller's `now` (ms) so tests can move them.

export interface ScopeCacheOptions {
  /** How long an answer is given as it is. */
  freshMs: number;
  /** Up to when a stale answer is still given at once while a new one is read (default: freshMs, i.e. never stale). */
  staleMs?: number;
  /** How many scopes are kept. */
  max: number;
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
  refreshing: boolean;
}

export class ScopeCache<V> {
  private readonly entries: LRUCache<string, Entry<V>>;
  private readonly freshMs: number;
  private readonly staleMs: number;

  constructor({ freshMs, staleMs = freshMs, max }: ScopeCacheOptions) {
    this.entries = new LRUCache({ max });
    this.freshMs = freshMs;
    this.staleMs = Math.max(staleMs, freshMs);
  }

  /** The answer for the scope `key`, read with `read` when there is none young enough. */
  get(key: string, read: () => Promise<V>, now = Date.now()): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.freshMs) return hit.value;
    if (hit && now - hit.at < this.staleMs) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        this.read(key, read, now).catch(() => undefined);
      }
      return hit.value;
    }
    const value = this.read(key, read, now);
    this.entries.set(key, { at: now, value, refreshing: false });
    return value;
  }

  /** Forget every scope (after writes that change the answers, and between tests). */
  clear(): void {
    this.entries.clear();
  }

  /** Reads; a success becomes the scope's answer, a failure forgets the scope. */
  private read(key: string, read: () => Promise<V>, now: number): Promise<V> {
    const value = Promise.resolve().then(read);
    value.then(
      () => this.entries.set(key, { at: now, value, refreshing: false }),
      () => this.entries.delete(key),
    );
    return value;
  }
}
