import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { SEARCH_KINDS, SEARCH_LIMITS, SEARCH_RECORD_KINDS, type SearchHit, type SearchKind } from '@portal/shared/core';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { oneRow } from '../../test/ownershipMatrix';

// GET /api/search (the one search box, platform/searchRoute.ts): each kind is found by its number
// and by letters of its text, the exact number first; a user finds only what its lists show (the
// ownership cases of the search are in each area's ownership.matrix.ts, with the matrix's accounts);
// a user without a list's rule finds nothing of its kind.

let t: TestApp;
const cookies = new Map<string, string>();

before(async () => {
  t = await createTestApp();
});
after(() => t.close());

async function search(as: string, q: string): Promise<SearchHit[]> {
  if (!cookies.has(as)) cookies.set(as, await signIn(t.app, `${as}@demo.local`));
  const r = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, headers: { cookie: cookies.get(as)! } });
  assert.equal(r.statusCode, 200, r.body);
  return r.json().hits;
}
const ofKind = (hits: SearchHit[], kind: SearchKind) => hits.filter((h) => h.kind === kind);
const row = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.app.platform.db, query);
const run = (query: ReturnType<typeof sql>) => t.app.platform.db.execute(query);

/**
 * Per kind: a record, its key as the hit shows it, the number a user types for it, and a way to give
 * it a unique word in the text its list searches (so that "by letters" finds this one record).
 */
interface KindCase {
  kind: SearchKind;
  pick: () => Promise<{ key: string; number: string; path: string }>;
  mark: (key: string, word: string) => Promise<unknown>;
}

const CASES: KindCase[] = [
  {
    kind: 'order',
    pick: async () => {
      const o = await row<{ id: number; number: number }>(sql`select id, number from orders where status = 0 order by id limit 1`);
      return { key: String(o.number), number: String(o.number), path: `/saved/${o.id}` };
    },
    mark: (key, word) => run(sql`update orders set search_text = search_text || ' ' || ${word} where number = ${Number(key)}`),
  },
  {
    kind: 'return',
    pick: async () => {
      const r = await row<{ id: number; number: number }>(sql`select id, number from returns order by id limit 1`);
      return { key: String(r.number), number: String(r.number), path: `/returns/${r.id}` };
    },
    mark: (key, word) => run(sql`update returns set search_text = search_text || ' ' || ${word} where number = ${Number(key)}`),
  },
  {
    kind: 'designRequest',
    pick: async () => {
      const r = await row<{ id: number }>(sql`select id from design_requests order by id limit 1`);
      return { key: String(r.id), number: `#${r.id}`, path: `/design_requests/${r.id}` };
    },
    mark: (key, word) => run(sql`update design_requests set search_text = search_text || ' ' || ${word} where id = ${Number(key)}`),
  },
  {
    kind: 'designSample',
    pick: async () => {
      const r = await row<{ id: number }>(sql`select id from design_sample_requests order by id limit 1`);
      return { key: String(r.id), number: String(r.id), path: `/designSampleRequests/${r.id}` };
    },
    mark: (key, word) => run(sql`update design_sample_requests set search_text = search_text || ' ' || ${word} where id = ${Number(key)}`),
  },
  {
    kind: 'designOrder',
    pick: async () => {
      const r = await row<{ id: number }>(sql`select id from design_orders order by id limit 1`);
      return { key: String(r.id), number: String(r.id), path: `/designOrders/${r.id}` };
    },
    mark: (key, word) => run(sql`update design_orders set search_text = search_text || ' ' || ${word} where id = ${Number(key)}`),
  },
  {
    kind: 'design',
    pick: async () => {
      const d = await row<{ id: string; variation: number }>(sql`select id, variation from designs order by uid limit 1`);
      const key = `${d.id}-${d.variation}`;
      return { key, number: key, path: `/all_designs?search=${encodeURIComponent(key)}&searchCol=id` };
    },
    mark: (key, word) => run(sql`update designs set search_text = search_text || ' ' || ${word} where id || '-' || variation = ${key}`),
  },
  {
    kind: 'customer',
    pick: async () => {
      const c = await row<{ numb: string }>(sql`select numb from customers order by numb limit 1`);
      return { key: c.numb, number: c.numb, path: `/orders?custNumb=${c.numb}` };
    },
    mark: (key, word) => run(sql`update customers set name = name || ' ' || ${word} where numb = ${key}`),
  },
  {
    kind: 'customEvent',
    pick: async () => {
      const e = await row<{ id: number; status: number }>(
        sql`select id, status from custom_events where status in (1, 2) order by id limit 1`,
      );
      return { key: String(e.id), number: String(e.id), path: `/events/${e.id}` };
    },
    mark: (key, word) => run(sql`update custom_events set name = name || ' ' || ${word} where id = ${Number(key)}`),
  },
  {
    kind: 'shippingJob',
    pick: async () => {
      const j = await row<{ id: number }>(sql`select id from shipping_jobs order by id limit 1`);
      return { key: String(j.id), number: String(j.id), path: `/shippingJobs/${j.id}` };
    },
    mark: (key, word) => run(sql`update shipping_jobs set job = ${word} where id = ${Number(key)}`),
  },
];

describe('GET /api/search', () => {
  test('covers every kind of the box', () => {
    assert.deepEqual(CASES.map((c) => c.kind).sort(), [...SEARCH_KINDS].sort());
  });

  for (const c of CASES) {
    test(`${c.kind}: found by its number first, with the path that opens it`, async () => {
      const record = await c.pick();
      const hits = ofKind(await search('admin', record.number), c.kind);
      assert.ok(hits.length >= 1 && hits.length <= SEARCH_LIMITS.perKind, `${hits.length} hits`);
      assert.equal(hits[0].id, record.key);
      assert.equal(hits[0].path, record.path);
      assert.ok(hits[0].title && hits[0].detail, 'a title and a recognising line');
    });

    test(`${c.kind}: found by a few letters of its text, case-insensitively`, async () => {
      const record = await c.pick();
      const word = `qzx${c.kind.toLowerCase()}`;
      await c.mark(record.key, word);
      const hits = ofKind(await search('admin', word.slice(0, 8).toUpperCase()), c.kind);
      assert.deepEqual(
        hits.map((h) => h.id),
        [record.key],
      );
    });
  }

  test('the hits come grouped in the box’s order of kinds', async () => {
    const order = await row<{ number: number }>(sql`select number from orders order by id limit 1`);
    const kinds = (await search('admin', String(order.number))).map((h) => SEARCH_KINDS.indexOf(h.kind));
    assert.deepEqual(
      kinds,
      [...kinds].sort((a, b) => a - b),
    );
  });

  test('two letters search nothing (no trigram), a whole number of any length does', async () => {
    assert.deepEqual(await search('admin', 'ab'), []);
    assert.deepEqual(await search('admin', '   '), []);
    const job = await row<{ id: number }>(sql`select id from shipping_jobs order by id limit 1`);
    assert.ok(ofKind(await search('admin', String(job.id)), 'shippingJob').some((h) => h.id === String(job.id)));
  });

  test('% and _ are letters, not wildcards', async () => {
    assert.deepEqual(await search('admin', '%%%'), []);
    assert.deepEqual(await search('admin', '___'), []);
  });

  test('a user without a list’s rule finds nothing of its kind', async () => {
    // viewer@: INTERNAL, no flags. Designs (every signed-in user) and shipping jobs (the same) stay.
    for (const c of CASES) {
      const record = await c.pick();
      const hits = ofKind(await search('viewer', record.number), c.kind);
      if (c.kind === 'design' || c.kind === 'shippingJob') assert.ok(hits.length > 0, c.kind);
      else assert.deepEqual(hits, [], `${c.kind} for viewer@ (${record.key})`);
    }
    // rep@ holds order access but no sample or design-order flag, and custom events are staff work.
    for (const kind of ['designSample', 'designOrder', 'customEvent'] as const) {
      const record = await CASES.find((c) => c.kind === kind)!.pick();
      assert.deepEqual(ofKind(await search('rep', record.number), kind), [], kind);
    }
  });

  test('a rep finds its own customers’ orders and not another rep’s', async () => {
    const mine = await row<{ number: number }>(sql`select number from orders where rep_code = '101' order by id limit 1`);
    const theirs = await row<{ number: number }>(sql`select number from orders where rep_code = '102' order by id limit 1`);
    assert.deepEqual(
      ofKind(await search('rep2', String(mine.number)), 'order').filter((h) => h.id === String(mine.number)),
      [],
    );
    assert.equal(ofKind(await search('rep2', String(theirs.number)), 'order')[0]?.id, String(theirs.number));
    assert.equal(ofKind(await search('rep', String(mine.number)), 'order')[0]?.id, String(mine.number));
  });

  test('a term over the limit is refused with the catalogue’s message', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/search?q=${'a'.repeat(SEARCH_LIMITS.term * 2 + 1)}`,
      headers: { cookie: cookies.get('admin') ?? (await signIn(t.app, 'admin@demo.local')) },
    });
    assert.equal(r.statusCode, 400);
    assert.equal(r.json().message, 'The search is too long.');
  });

  test('without a session: 401', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/search?q=1' });
    assert.equal(r.statusCode, 401);
  });
});

// GET /api/search/record: the hit the box shows for one record, by the key in its page's path (how
// a page the user opened joins the recent records), under the same scope as the search.
describe('GET /api/search/record', () => {
  async function record(as: string, kind: string, key: string) {
    if (!cookies.has(as)) cookies.set(as, await signIn(t.app, `${as}@demo.local`));
    const url = `/api/search/record?kind=${kind}&key=${encodeURIComponent(key)}`;
    return t.app.inject({ method: 'GET', url, headers: { cookie: cookies.get(as)! } });
  }
  const pathKey = (path: string) => /\/(\d+)$/.exec(path)?.[1] ?? '';

  for (const c of CASES.filter((c) => (SEARCH_RECORD_KINDS as readonly string[]).includes(c.kind))) {
    test(`${c.kind}: the same hit as the search's, by its page's key`, async () => {
      const picked = await c.pick();
      const [searched] = ofKind(await search('admin', picked.number), c.kind);
      const r = await record('admin', c.kind, pathKey(picked.path));
      assert.equal(r.statusCode, 200, r.body);
      assert.deepEqual(r.json().hit, searched);
    });
  }

  test('null for a record the user’s lists do not show, for a key that names none, and for a kind without its rule', async () => {
    const mine = await row<{ id: number }>(sql`select id from orders where rep_code = '101' order by id limit 1`);
    assert.equal((await record('rep', 'order', String(mine.id))).json().hit?.kind, 'order');
    assert.equal((await record('rep2', 'order', String(mine.id))).json().hit, null);
    assert.equal((await record('admin', 'order', '999999999')).json().hit, null);
    const event = await row<{ id: number }>(sql`select id from custom_events order by id limit 1`);
    assert.equal((await record('rep', 'customEvent', String(event.id))).json().hit, null);
  });

  test('a kind without a page, or a key that is not a whole number, is refused', async () => {
    assert.equal((await record('admin', 'design', '1')).statusCode, 400);
    assert.equal((await record('admin', 'order', '1 or 1=1')).statusCode, 400);
    assert.equal((await record('admin', 'order', '1234567890')).statusCode, 400);
  });

  test('without a session: 401', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/search/record?kind=order&key=1' });
    assert.equal(r.statusCode, 401);
  });
});
