import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ScopeCache } from './scopeCache';

/** A read that answers 'v1', 'v2', … and counts how often it ran. */
function counter() {
  const state = { reads: 0 };
  const read = async () => `v${++state.reads}`;
  return { state, read };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ScopeCache', () => {
  test('gives the kept answer while it is fresh, and shares one read between callers', async () => {
    const cache = new ScopeCache<string>({ freshMs: 1_000, max: 10 });
    const { state, read } = counter();
    const [a, b] = await Promise.all([cache.get('k', read, 0), cache.get('k', read, 10)]);
    assert.equal(a, 'v1');
    assert.equal(b, 'v1');
    assert.equal(await cache.get('k', read, 999), 'v1');
    assert.equal(state.reads, 1);
  });

  test('without a stale period an old answer is read again before answering', async () => {
    const cache = new ScopeCache<string>({ freshMs: 1_000, max: 10 });
    const { read } = counter();
    await cache.get('k', read, 0);
    assert.equal(await cache.get('k', read, 1_000), 'v2');
  });

  test('a stale answer comes at once while one new read runs in the background', async () => {
    const cache = new ScopeCache<string>({ freshMs: 1_000, staleMs: 10_000, max: 10 });
    const { state, read } = counter();
    await cache.get('k', read, 0);
    assert.equal(await cache.get('k', read, 2_000), 'v1', 'stale: the last answer');
    assert.equal(await cache.get('k', read, 2_001), 'v1', 'still the last answer, no second refresh');
    await settle();
    assert.equal(state.reads, 2);
    assert.equal(await cache.get('k', read, 2_500), 'v2', 'then the new answer, fresh from when it was asked');
    assert.equal(await cache.get('k', read, 20_000), 'v3', 'past the stale period: read before answering');
  });

  test('keeps scopes apart, forgets failures and everything on clear', async () => {
    const cache = new ScopeCache<string>({ freshMs: 1_000, max: 10 });
    assert.equal(await cache.get('a', async () => 'A', 0), 'A');
    assert.equal(await cache.get('b', async () => 'B', 0), 'B');
    await assert.rejects(cache.get('c', async () => Promise.reject(new Error('down')), 0));
    await settle();
    assert.equal(await cache.get('c', async () => 'C', 1), 'C', 'a failed read is not kept');
    cache.clear();
    assert.equal(await cache.get('a', async () => 'A2', 2), 'A2');
  });

  test('a failed background refresh keeps nothing: the next call reads again', async () => {
    const cache = new ScopeCache<string>({ freshMs: 1_000, staleMs: 10_000, max: 10 });
    await cache.get('k', async () => 'old', 0);
    assert.equal(await cache.get('k', async () => Promise.reject(new Error('down')), 2_000), 'old');
    await settle();
    assert.equal(await cache.get('k', async () => 'new', 2_001), 'new');
  });

  test('keeps at most `max` scopes, the least recently used leaving first', async () => {
    const cache = new ScopeCache<string>({ freshMs: 1_000, max: 2 });
    await cache.get('a', async () => 'A', 0);
    await cache.get('b', async () => 'B', 0);
    await cache.get('a', async () => 'A-again', 1);
    await cache.get('c', async () => 'C', 2);
    assert.equal(await cache.get('a', async () => 'A2', 3), 'A', 'a was used lately');
    assert.equal(await cache.get('b', async () => 'B2', 3), 'B2', 'b left');
  });
});
