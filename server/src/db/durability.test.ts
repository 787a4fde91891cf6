import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { pgliteOnly } from '../../test/harness';
import { SERVER_ROOT } from '../config';
import { createPglite } from './client';

// Durability of the embedded database: the server process is killed (SIGKILL, no shutdown) in the
// middle of a stream of writes (PO edits, each one transaction with its audit entry), started
// again on the same DATA_DIR, and then the database must open, hold every write that was
// answered 2xx, and hold no half of any write (an order's new PO without its audit entry, or
// the reverse).

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-durability-'));
let child: ChildProcess | null = null;
after(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts `tsx src/main.ts` as `start` does (own port, this DATA_DIR) and waits until it answers. */
async function startServer(port: number): Promise<ChildProcess> {
  const started = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The smallest demo data (200 orders): the writes need orders, not a full seed, and the
      // seed's minutes of CPU would only slow the other test files running beside this one.
      SEED_SCALE: '0.1',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      STATIC_ROOT: path.join(dataDir, 'no-static'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (started.exitCode !== null || started.signalCode)
      throw new Error(`the server exited during start-up (${started.exitCode ?? started.signalCode})`);
    if (Date.now() > deadline) throw new Error('the server did not answer within 180 s');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/systemMessages`)).status < 500) return started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'csr@demo.local', password: 'demo1234' }),
  });
  assert.equal(response.status, 200);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const exited = (proc: ChildProcess) =>
  new Promise<void>((resolve) => (proc.exitCode !== null || proc.signalCode ? resolve() : proc.once('exit', () => resolve())));

test(
  'SIGKILL during a stream of writes loses no answered write and leaves none half-written',
  pgliteOnly('the embedded database is the one kept in DATA_DIR'),
  async (t) => {
    const port = await freePort();
    child = await startServer(port); // first start: migrate + seed
    const cookie = await signIn(port);

    // Writers: PO edits of orders 1, 2, 3, … (each order once), four at a time, until the kill.
    const answered = new Map<number, string>();
    let sent = 0;
    let nextId = 1;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const id = nextId++;
        const po = `durable ${id}`;
        sent++;
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/order/${id}/po`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({ po }),
          });
          await response.arrayBuffer();
          if (response.ok) answered.set(id, po);
        } catch {
          // the connection died with the server: not answered
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    while (answered.size < 60) await new Promise((r) => setTimeout(r, 5));
    const victim = child;
    victim.kill('SIGKILL');
    killed = true;
    await exited(victim);
    await Promise.all(writers);
    assert.ok(sent > answered.size, 'writes were still in flight when the server was killed');

    // The database opens again: the server starts on the same DATA_DIR and answers a signed-in call.
    child = await startServer(port);
    await signIn(port);
    const again = child;
    again.kill('SIGTERM');
    await exited(again);
    child = null;

    const pglite = await createPglite(path.join(dataDir, 'pgdata'));
    try {
      const { rows: written } = await pglite.query<{ id: number; po: string }>(
        `select id, po from orders where po like 'durable %' order by id`,
      );
      const stored = new Map(written.map((r) => [r.id, r.po]));
      const lost = [...answered].filter(([id, po]) => stored.get(id) !== po);
      t.diagnostic(`${sent} writes sent, ${answered.size} answered 2xx before the kill, ${written.length} stored after the restart`);
      assert.deepEqual(lost, [], `answered writes missing after the kill (${answered.size} answered)`);
      // Nothing half-written: each stored PO change has its audit entry, and each audit entry its change.
      const { rows: audited } = await pglite.query<{ row_id: number }>(
        `select row_id from audit_log where table_name = 'orders' and changes::text like '%durable %' order by row_id`,
      );
      assert.deepEqual(
        audited.map((r) => r.row_id),
        written.map((r) => r.id),
        'every stored PO edit has its audit entry and no audit entry lacks its edit',
      );
    } finally {
      await pglite.close();
    }
  },
);
