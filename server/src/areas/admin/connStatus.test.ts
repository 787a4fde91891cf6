import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ADMIN_MESSAGES } from '@portal/shared/core';
import { changesMadeBy } from '../../../test/dbChanges';
import { createTestApp, signIn, TEST_DRIVER, type TestApp } from '../../../test/harness';
import type { LocalFileStore } from '../../platform/fileStore';
import { queueMail } from '../../platform/outbox';
import { outbox } from '../../db/tables/platform';

// /connStatus on the server (spec 002 §6 "approve and artist_manager", read as both; the page is
// ours: mfe-admin/README.md): the database and its latency, the outbox, the file store, this
// instance; read-only (nothing committed), and refused to everyone without both flags.

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const QUERY = `{ connStatus {
  checkedAt
  api { status startedAt uptimeSeconds nodeVersion instance }
  database { status driver latencyMs error }
  outbox { status sending unsent failed oldestUnsentAt lastSentAt error }
  fileStore { status latencyMs error }
} }`;

async function ask(email: string | null) {
  const cookie = email ? await signIn(t.app, email) : '';
  const response = await t.app.inject({ method: 'POST', url: '/gql', headers: cookie ? { cookie } : {}, payload: { query: QUERY } });
  return response.json() as { data: { connStatus: any } | null; errors?: { message: string; extensions: { code: string } }[] };
}

describe('who may see the connection status', () => {
  test('approve and artistManager together (admin@); either alone is refused', async () => {
    assert.ok((await ask('admin@demo.local')).data?.connStatus);
    for (const who of ['manager@demo.local', 'artmanager@demo.local', 'viewer@demo.local', 'useradmin@demo.local']) {
      const body = await ask(who);
      assert.equal(body.errors?.[0].extensions.code, 'FORBIDDEN', who);
      assert.equal(body.errors?.[0].message, ADMIN_MESSAGES.connStatusForbidden);
    }
    assert.equal((await ask(null)).errors?.[0].extensions.code, 'UNAUTHENTICATED');
  });
});

describe('what it reports', () => {
  test('every part answering: the embedded database and its latency, the outbox, the file store, this instance', async () => {
    const cookie = await signIn(t.app, 'admin@demo.local');
    const call = await changesMadeBy(t.database.db, () =>
      t.app.inject({ method: 'POST', url: '/gql', headers: { cookie }, payload: { query: QUERY } }),
    );
    assert.deepEqual(call.committed, [], 'reading the status writes nothing to the database');
    const status = call.result.json().data.connStatus;
    assert.equal(new Date(status.checkedAt).getTime(), t.clock.now().getTime());
    assert.equal(status.api.status, 'OK');
    assert.equal(status.api.nodeVersion, process.version);
    assert.ok(status.api.uptimeSeconds >= 0 && status.api.instance);
    assert.equal(status.database.driver, TEST_DRIVER === 'pg' ? 'PostgreSQL' : 'Embedded (PGlite)');
    assert.ok(['OK', 'SLOW'].includes(status.database.status));
    assert.ok(typeof status.database.latencyMs === 'number' && status.database.latencyMs >= 0);
    assert.equal(status.database.error, null);
    assert.deepEqual([status.fileStore.status, status.fileStore.error], ['OK', null]);
    assert.ok(status.fileStore.latencyMs >= 0);
    // Without SMTP_URL mail stays in the outbox by design: not a fault.
    assert.deepEqual([status.outbox.status, status.outbox.sending, status.outbox.error], ['OK', false, null]);
  });

  test('counts the mail waiting and failed, and the oldest waiting', async () => {
    const db = t.database.db;
    const before = (await ask('admin@demo.local')).data!.connStatus.outbox;
    const at = new Date(t.clock.now().getTime() - 3_600_000);
    await db.transaction(async (tx) => {
      await queueMail(tx, { to: ['a@example.com'], subject: 'waiting', text: 'x' }, at);
    });
    await db.update(outbox).set({ error: 'connection refused' });
    const now = (await ask('admin@demo.local')).data!.connStatus.outbox;
    assert.equal(now.unsent, before.unsent + 1);
    assert.ok(now.failed >= 1);
    assert.ok(new Date(now.oldestUnsentAt).getTime() <= at.getTime());
  });

  test('a file store that cannot be written is DOWN with the reason; the rest still answers', async () => {
    // A file where the probe's folder should be: the write fails, whoever the process runs as.
    const blocker = path.join((t.app.platform.files as LocalFileStore).root, 'health');
    rmSync(blocker, { recursive: true, force: true }); // earlier probes left the folder
    mkdirSync((t.app.platform.files as LocalFileStore).root, { recursive: true });
    writeFileSync(blocker, 'not a folder');
    try {
      const status = (await ask('admin@demo.local')).data!.connStatus;
      assert.equal(status.fileStore.status, 'DOWN');
      assert.equal(status.fileStore.latencyMs, null);
      assert.ok(status.fileStore.error);
      assert.deepEqual([status.database.status === 'DOWN', status.database.error], [false, null]);
    } finally {
      rmSync(blocker, { force: true });
    }
    assert.equal((await ask('admin@demo.local')).data!.connStatus.fileStore.status, 'OK');
  });
});
