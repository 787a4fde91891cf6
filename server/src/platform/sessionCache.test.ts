import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sessions } from '../db/tables/platform';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { enableSessionCache } from './sessions';

// The per-instance session cache (main.ts turns it on, 2 s): a logout on this instance ends the
// session at once; a logout on another instance (its row deleted) ends it within the cache time.

let t: TestApp;
before(async () => {
  t = await createTestApp();
  enableSessionCache(t.database.db, 400);
});
after(() => t.close());

const auth = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/auth', headers: { cookie } });

test('a logout on this instance ends the session at once', async () => {
  const cookie = await signIn(t.app, 'csr@demo.local');
  assert.equal((await auth(cookie)).statusCode, 200);
  assert.equal((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode, 204);
  assert.equal((await auth(cookie)).statusCode, 401);
});

test('a logout on another instance (the row deleted) ends the session within the cache time', async () => {
  const cookie = await signIn(t.app, 'manager@demo.local');
  assert.equal((await auth(cookie)).statusCode, 200);
  await t.database.db.delete(sessions); // what POST /api/logout on another instance does to this session
  const started = performance.now();
  let status = (await auth(cookie)).statusCode;
  while (status === 200 && performance.now() - started < 2_000) {
    await sleep(50);
    status = (await auth(cookie)).statusCode;
  }
  assert.equal(status, 401);
  assert.ok(performance.now() - started <= 400 + 200, `refused after ${Math.round(performance.now() - started)} ms`);
});
