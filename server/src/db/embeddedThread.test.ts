import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { listenToChannels } from '../platform/changeChannels';
import { executePrepared, openDatabase, type Database } from './client';

// The embedded database as the server opens it: PGlite in its own thread, reached through
// node-postgres (the durability test kills and restarts a server on it).

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-embedded-thread-'));
let database: Database | null = null;
after(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('opens, migrates, answers prepared and unprepared reads, and closes its thread', async () => {
  database = await openDatabase({ dataDir, databaseUrl: null });
  assert.equal(database.driver, 'pglite');
  await database.migrate();
  const read = sql`select ${'it works'}::text as said, 6 * 7 as n`;
  for (let i = 0; i < 3; i++) assert.deepEqual(await executePrepared(database.db, read), [{ said: 'it works', n: 42 }]);
  const orders = (await database.db.execute(sql`select count(*)::int as n from orders`)) as unknown as { rows: { n: number }[] };
  assert.deepEqual(orders.rows, [{ n: 0 }]);
  const setting = (await database.db.execute(sql`show random_page_cost`)) as unknown as { rows: { random_page_cost: string }[] };
  assert.deepEqual(setting.rows, [{ random_page_cost: '1.1' }], 'SESSION_SETTINGS (client.ts)');
  await database.close();
  database = null;
});

test('hears the notifications of the transactions it commits, through its one connection, and none of those rolled back', async () => {
  database = await openDatabase({ dataDir, databaseUrl: null });
  await database.migrate();
  const heard: string[] = [];
  // No logger: only a lost connection to a PostgreSQL server is logged.
  const stop = await listenToChannels(database, {} as FastifyBaseLogger, [{ channel: 'portal_changes', heard: (p) => heard.push(p) }]);
  const db = database.db;
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('portal_changes', 'order:1:')`);
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_notify('portal_changes', 'order:2:')`);
  });
  // Another statement after the commit: what the session sends arrives in order before its answer.
  await db.execute(sql`select 1`);
  for (let waited = 0; !heard.length; waited += 20) {
    if (waited > 5_000) assert.fail('nothing was heard');
    await new Promise((r) => setTimeout(r, 20));
  }
  assert.deepEqual(heard, ['order:2:']);
  await stop();
  await database.close();
  database = null;
});
