import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestApp, signIn, TEST_DRIVER, type TestApp } from '../../test/harness';
import { heardChange, hearsChange, openLiveStream, type LiveStream } from '../../test/liveStream';
import { auditAs } from './audit';
import { listenToChannels } from './changeChannels';

// Live updates end to end on a real database: a change made in a transaction reaches, through the
// audit trigger's NOTIFY, the channel (LISTEN), the hub's access check and the SSE stream, the
// signed-in users who may read the record, and nobody else; a rolled-back change reaches no one.
// On PostgreSQL the instance listens on a connection of its own; on PGlite through PGlite's listen().

describe(`live updates (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let base: string;
  let stopListening: () => Promise<void>;
  const open: LiveStream[] = [];
  const ids: Record<string, number> = {};

  /** Opens GET /api/live as this user and records what it hears. */
  const listen = async (email: string): Promise<LiveStream> => {
    const stream = await openLiveStream(base, await signIn(t.app, email));
    open.push(stream);
    return stream;
  };

  const userId = async (email: string) =>
    Number(
      ((await t.database.db.execute(sql`select id from users where email = ${email}`)) as unknown as { rows: { id: number }[] }).rows[0]!
        .id,
    );
  const firstId = async (query: ReturnType<typeof sql>) =>
    Number(((await t.database.db.execute(query)) as unknown as { rows: { id: number }[] }).rows[0]!.id);

  /** Changes a return's comment as this user, in one transaction; `fail` rolls it back. */
  const changeReturn = (id: number, actor: number, fail = false) =>
    t.database.db
      .transaction(async (tx) => {
        await auditAs(tx, { id: actor }, t.clock.now());
        await tx.execute(sql`update returns set comment = ${`live ${Math.random()}`} where id = ${id}`);
        if (fail) throw new Error('rolled back on purpose');
      })
      .catch((error: Error) => {
        if (!fail || error.message !== 'rolled back on purpose') throw error;
      });
  const changeOrder = (id: number, actor: number) =>
    t.database.db.transaction(async (tx) => {
      await auditAs(tx, { id: actor }, t.clock.now());
      await tx.execute(sql`update orders set po = ${`live ${Math.random()}`.slice(0, 20)} where id = ${id}`);
    });

  before(async () => {
    t = await createTestApp({ env: { LIVE_STREAM_MAX_MS: '600000' } });
    stopListening = await listenToChannels(t.database, t.app.log, t.app.platform.live.listeners);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    ids.csr = await userId('csr@demo.local');
    ids.rep101Return = await firstId(sql`select id from returns where rep_code = '101' order by id limit 1`);
    ids.rep102Return = await firstId(sql`select id from returns where rep_code = '102' order by id limit 1`);
    ids.rep101Order = await firstId(sql`select id from orders where rep_code = '101' order by id limit 1`);
    ids.rep102Order = await firstId(sql`select id from orders where rep_code = '102' order by id limit 1`);
  });
  after(async () => {
    for (const listener of open) listener.stop();
    await t.app.close();
    await stopListening();
    await t.close();
  });

  test('a change committed in one transaction reaches the users who may read the record, and only them', async () => {
    const rep = await listen('rep@demo.local');
    const rep2 = await listen('rep2@demo.local');
    const csr = await listen('csr@demo.local');
    await changeReturn(ids.rep101Return, ids.csr);
    await hearsChange(rep, 'return', ids.rep101Return);
    await hearsChange(csr, 'return', ids.rep101Return);
    assert.deepEqual(
      rep.changes.find((c) => c.id === ids.rep101Return),
      { kind: 'return', id: ids.rep101Return, mine: false },
    );
    assert.deepEqual(
      csr.changes.find((c) => c.id === ids.rep101Return),
      { kind: 'return', id: ids.rep101Return, mine: true },
      'the CSR made it',
    );
    // rep2 (rep code 102) may not read rep 101's return: a later change it may read arrives, this one never did.
    await changeReturn(ids.rep102Return, ids.csr);
    await hearsChange(rep2, 'return', ids.rep102Return);
    assert.equal(heardChange(rep2, 'return', ids.rep101Return), false);
    assert.equal(heardChange(rep, 'return', ids.rep102Return), false, 'rep 101 does not hear about rep 102’s return');
  });

  test('a rolled-back change says nothing', async () => {
    const csr = await listen('csr@demo.local');
    await changeReturn(ids.rep102Return, ids.csr, true);
    await changeOrder(ids.rep101Order, ids.csr);
    await hearsChange(csr, 'order', ids.rep101Order);
    assert.equal(heardChange(csr, 'return', ids.rep102Return), false);
  });

  test('a rep does not hear about another rep’s customer’s order', async () => {
    const rep2 = await listen('rep2@demo.local');
    const manager = await listen('manager@demo.local');
    await changeOrder(ids.rep101Order, ids.csr);
    await changeOrder(ids.rep102Order, ids.csr);
    await hearsChange(rep2, 'order', ids.rep102Order);
    await hearsChange(manager, 'order', ids.rep101Order);
    assert.equal(heardChange(rep2, 'order', ids.rep101Order), false);
  });

  test('once the instance hears again after a lost listening connection, every page is told to refresh', async () => {
    const csr = await listen('csr@demo.local');
    const [changes] = t.app.platform.live.listeners;
    changes!.hearing!(false);
    changes!.hearing!(true);
    for (let waited = 0; csr.refreshes === 0; waited += 20) {
      if (waited > 5_000) assert.fail('no refresh was sent');
      await new Promise((r) => setTimeout(r, 20));
    }
    assert.equal(csr.refreshes, 1);
  });

  test('a logout ends its session’s stream', async () => {
    const cookie = await signIn(t.app, 'artist@demo.local');
    const response = await fetch(`${base}/api/live`, { headers: { cookie } });
    const reader = response.body!.getReader();
    await reader.read(); // the opening comment
    const before = t.app.platform.live.size;
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    for (let waited = 0; t.app.platform.live.size >= before; waited += 20) {
      if (waited > 5_000) assert.fail('the stream stayed open after the logout');
      await new Promise((r) => setTimeout(r, 20));
    }
    assert.equal((await reader.read()).done, true);
  });

  test('a page that leaves frees its stream', async () => {
    const before = t.app.platform.live.size;
    const viewer = await listen('viewer@demo.local');
    for (let waited = 0; t.app.platform.live.size <= before; waited += 20) {
      if (waited > 5_000) assert.fail('the stream was not counted');
      await new Promise((r) => setTimeout(r, 20));
    }
    viewer.stop();
    for (let waited = 0; t.app.platform.live.size > before; waited += 20) {
      if (waited > 5_000) assert.fail('the stream stayed after the page left');
      await new Promise((r) => setTimeout(r, 20));
    }
  });

  test('without a session the channel answers 401', async () => {
    const response = await fetch(`${base}/api/live`);
    assert.equal(response.status, 401);
  });
});
