import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { API_MESSAGES } from '@portal/shared/core';
// @ts-expect-error: a plain ES module of the repository's scripts (no types)
import { findPostgresBin, startPostgres } from '../../../scripts/postgres.mjs';
import { buildApp } from '../app';
import { users } from '../db/tables/platform';
import { loadConfig } from '../config';
import { fromPgPool, type Database } from '../db/client';
import { TEST_DRIVER } from '../../test/harness';
import { hashPassword } from './passwords';

// A database restart under a running server, on a PostgreSQL cluster of this test's own (the
// others' clusters keep serving their tests): while the database is away the instance stays up,
// the API answers 503 and /readyz says not ready; within seconds of its return it serves again,
// and what it acknowledged before is still there.

interface Cluster {
  url: string;
  stop(): void;
  pause(): void;
  resume(): void;
}

const bin = findPostgresBin();
const skip = TEST_DRIVER !== 'pg' ? 'PostgreSQL only' : bin ? false : 'no PostgreSQL installed';

describe('a database restart', { skip }, () => {
  let cluster: Cluster;
  let database: Database;
  let app: FastifyInstance;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-restart-'));

  before(async () => {
    cluster = await startPostgres(bin, { log: () => undefined });
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database portal');
    await admin.end();
    const url = cluster.url.replace(/\/postgres$/, '/portal');
    database = fromPgPool(new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 2_000 }));
    await database.migrate();
    await database.db.insert(users).values({
      email: 'ops@demo.local',
      name: 'Ops',
      userType: 'INTERNAL',
      passwordHash: await hashPassword('restart-me'),
    });
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, MAX_EVENT_LOOP_DELAY_MS: '0', STATIC_ROOT: dataDir });
    app = await buildApp({ config, db: database.db, logger: false });
    await app.ready();
  });
  after(async () => {
    await app?.close();
    await database?.close();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the API answers 503 while the database is away and serves again when it is back; nothing acknowledged is lost', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'ops@demo.local', password: 'restart-me' } });
    assert.equal(login.statusCode, 200, login.body);
    const cookie = String(login.headers['set-cookie'])
      .split(/,(?=[^;]+=)/)
      .map((c) => c.split(';')[0].trim())
      .join('; ');
    const auth = () => app.inject({ method: 'POST', url: '/api/auth', headers: { cookie } });
    // An acknowledged write before the restart.
    const written = await app.inject({ method: 'POST', url: '/api/notifyError', payload: { message: 'before the restart', page: '/x' } });
    assert.equal(written.statusCode, 204);
    assert.equal((await app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);

    cluster.pause();
    for (let i = 0; i < 3; i++) {
      const away = await auth();
      assert.deepEqual([away.statusCode, away.json()], [503, { message: API_MESSAGES.databaseUnavailable }]);
      assert.equal(away.headers['retry-after'], '5');
      assert.equal((await app.inject({ method: 'GET', url: '/readyz' })).statusCode, 503);
      assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200, 'alive all the same');
      await new Promise((r) => setTimeout(r, 500));
    }

    cluster.resume();
    const back = performance.now();
    let ready = 0;
    while ((ready = (await app.inject({ method: 'GET', url: '/readyz' })).statusCode) !== 200 && performance.now() - back < 10_000)
      await new Promise((r) => setTimeout(r, 100));
    assert.equal(ready, 200, 'ready again within 10 s');
    assert.equal((await auth()).statusCode, 200, 'the session made before is still good');
    const { rows } = (await database.db.execute(
      sql`select count(*)::int as n from error_reports where message = 'before the restart'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    assert.equal(rows[0].n, 1);
  });
});
