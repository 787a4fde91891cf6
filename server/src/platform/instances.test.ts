import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { SESSION_COOKIE } from '@portal/shared/core';
import type { Transporter } from 'nodemailer';
import { buildApp } from '../app';
import { areas } from '../areas';
import { fromPgPool, type Database } from '../db/client';
import { cookiesFrom, createTestApp, signIn, TEST_DRIVER, type TestApp } from '../../test/harness';
import { heardChange, hearsChange, openLiveStream, type LiveStream } from '../../test/liveStream';
import { multipart } from '../../test/multipart';
import type { FileStore } from './fileStore';
import { s3ClientFromEnv, s3FileStoreOf } from './s3FileStore';
import { queueMail, sendPendingMail } from './outbox';
import { tryJobLock } from './periodicJob';
import { listenToChannels } from './changeChannels';
import { sessionChangesListener } from './sessionChanges';
import { sweepStagedUploads } from './stagedUploads';
import { enableSessionCache, hashSessionId } from './sessions';

// Two API instances on one PostgreSQL database and one S3 bucket (s3rver, a real S3 server started
// here), as a deployment behind a load balancer runs them (docs/deploy.md): a session made on one
// is good on the other; a logout or changed access flags on one are refused or seen by the other on
// its next request, though each keeps sessions a whole minute; a change saved through one reaches
// the live pages held by the other; a file staged through one is saved by a form posted to the
// other and downloaded from the first.

const skip = TEST_DRIVER === 'pg' ? false : 'PostgreSQL only: the embedded database serves one instance';

describe('two API instances', { skip }, () => {
  let t: TestApp;
  let second: { app: FastifyInstance; database: Database };
  let s3: S3rver;
  let files: FileStore;
  const s3Dir = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  const stops: (() => Promise<void>)[] = [];
  /** The changes each instance heard on the sessions channel. */
  const heard: [string[], string[]] = [[], []];
  const A = () => t.app;
  const B = () => second.app;

  before(async () => {
    s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true });
    const { port } = await s3.run();
    const client = s3ClientFromEnv({
      AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    });
    await client.send(new CreateBucketCommand({ Bucket: 'portal' }));
    files = s3FileStoreOf('s3://portal/instances', client);
    // Live streams stay open (the harness ends them at once, for app.inject).
    t = await createTestApp({ files, env: { LIVE_STREAM_MAX_MS: '600000' } });
    const database = fromPgPool(new pg.Pool({ connectionString: t.config.databaseUrl!, max: 4 }));
    second = { database, app: await buildApp({ config: t.config, db: database.db, clock: t.clock, files, logger: false }) };
    await second.app.ready();
    // A minute: only the channel can make an instance forget a session this fast.
    for (const db of [t.database.db, database.db]) enableSessionCache(db, 60_000);
    // Each instance listens as main.ts has it: one connection for the sessions and the live changes.
    stops.push(
      await listenToChannels(t.database, A().log, [
        sessionChangesListener(t.database.db, (c) => heard[0].push(String(c))),
        ...A().platform.live.listeners,
      ]),
    );
    stops.push(
      await listenToChannels(database, B().log, [
        sessionChangesListener(database.db, (c) => heard[1].push(String(c))),
        ...B().platform.live.listeners,
      ]),
    );
  });
  after(async () => {
    for (const stop of stops) await stop();
    await second?.app.close();
    await second?.database.close();
    await t?.close();
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  /** Waits until instance `i` heard `change` (the notification crosses a socket). */
  const hears = async (i: 0 | 1, change: string) => {
    for (let waited = 0; !heard[i].includes(change); waited += 10) {
      if (waited > 5_000) assert.fail(`instance ${i} never heard ${change}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  const auth = (app: FastifyInstance, cookie: string) => app.inject({ method: 'POST', url: '/api/auth', headers: { cookie } });

  test('a session made on one instance works on the other; a logout on the second is refused by the first at once', async () => {
    const cookie = await signIn(A(), 'csr@demo.local');
    assert.equal((await auth(B(), cookie)).statusCode, 200);
    assert.equal((await auth(A(), cookie)).statusCode, 200, 'now cached on the first');
    const out = await B().inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    assert.equal(out.statusCode, 204);
    const session = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(cookie)![1];
    await hears(0, `s:${hashSessionId(session)}`);
    assert.equal((await auth(A(), cookie)).statusCode, 401);
  });

  test('access flags changed on one instance count on the other at its next request', async () => {
    const admin = await signIn(B(), 'admin@demo.local');
    const viewer = await signIn(A(), 'viewer@demo.local');
    assert.equal((await A().inject({ method: 'GET', url: '/api/openJobs', headers: { cookie: viewer } })).statusCode, 403);
    const { id } = (await auth(A(), viewer)).json() as { id: number };
    const granted = await B().inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: admin },
      payload: { user: id, access: { productionArtManager: true } },
    });
    assert.equal(granted.statusCode, 200, granted.body);
    await hears(0, `u:${id}`);
    assert.equal((await A().inject({ method: 'GET', url: '/api/openJobs', headers: { cookie: viewer } })).statusCode, 200);
  });

  test('a change saved through one instance reaches the live pages the other holds, and only the users who may read it', async () => {
    const base = await B().listen({ port: 0, host: '127.0.0.1' });
    const streams: LiveStream[] = [];
    try {
      const rep = await openLiveStream(base, await signIn(B(), 'rep@demo.local'));
      const rep2 = await openLiveStream(base, await signIn(B(), 'rep2@demo.local'));
      streams.push(rep, rep2);
      const returnOf = async (repCode: string) =>
        (
          (await t.database.db.execute(sql`select id from returns where rep_code = ${repCode} order by id limit 1`)) as unknown as {
            rows: { id: number }[];
          }
        ).rows[0].id;
      const [mine, theirs] = [await returnOf('101'), await returnOf('102')];
      const csr = await signIn(A(), 'csr@demo.local');
      const post = (id: number) =>
        A().inject({
          method: 'POST',
          url: '/gql',
          headers: { cookie: csr },
          payload: {
            query: 'mutation($id: Int!) { createReturnTimelinePost(id: $id, input: { comment: "Seen on both instances" }) { id } }',
            variables: { id },
          },
        });
      for (const id of [mine, theirs]) {
        const r = await post(id);
        assert.equal(r.json().errors, undefined, r.body);
      }
      await hearsChange(rep, 'return', mine);
      await hearsChange(rep2, 'return', theirs);
      assert.equal(heardChange(rep2, 'return', mine), false, 'rep 102 does not hear about rep 101’s return');
      assert.equal(heardChange(rep, 'return', theirs), false);
    } finally {
      for (const stream of streams) stream.stop();
    }
  });

  test('a file staged through one instance is saved by a form posted to the other, and downloads from the first', async () => {
    const artistA = await signIn(A(), 'artist@demo.local');
    const artistB = cookiesFrom(
      await B().inject({ method: 'POST', url: '/api/login', payload: { email: 'artist@demo.local', password: 'demo1234' } }),
    );
    const image = await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 29, g: 78, b: 216, alpha: 1 } } })
      .png()
      .toBuffer();
    const { payload, headers } = multipart([{ field: 'file', name: 'crest.png', data: image }]);
    const staged = await A().inject({ method: 'POST', url: '/api/design/upload/image', headers: { ...headers, cookie: artistA }, payload });
    assert.equal(staged.statusCode, 200, staged.body);
    const { rows } = (await t.database.db.execute(sql`select numb from customers order by numb limit 1`)) as unknown as {
      rows: { numb: string }[];
    };
    const saved = await B().inject({
      method: 'POST',
      url: '/api/design/upload',
      headers: { cookie: artistB },
      payload: { upload: staged.json().id, customer: rows[0].numb, method: 'EMB', width: 4, text: 'Crest' },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const { id, variation } = saved.json() as { id: string; variation: number };
    const served = await A().inject({ method: 'GET', url: `/Images/Designs/${id}-${variation}.svg`, headers: { cookie: artistA } });
    assert.equal(served.statusCode, 200);
    assert.ok(served.rawPayload.equals(image), 'the bytes uploaded, from the bucket');
  });

  test('a sweep run on both at the same moment deletes each stale staged file once', async () => {
    const artist = await signIn(A(), 'artmanager@demo.local');
    const image = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#c8102e' } })
      .png()
      .toBuffer();
    const staged: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { payload, headers } = multipart([{ field: 'file', name: `never-saved-${i}.png`, data: image }]);
      const r = await A().inject({ method: 'POST', url: '/api/design/upload/image', headers: { ...headers, cookie: artist }, payload });
      staged.push(r.json().id);
    }
    const sources = areas.flatMap((a) => a.stagedUploads ?? []);
    const stagedFiles = async () => {
      const keys: string[] = [];
      for await (const f of files.list('designs/uploads')) keys.push(f.key);
      return keys;
    };
    const before = await stagedFiles();
    assert.ok(staged.every((id) => before.some((k) => k.includes(id))));
    // Two days on: every staged file is stale.
    const now = new Date(Date.now() + 48 * 60 * 60_000);
    const [one, two] = await Promise.all(
      [t.database.db, second.database.db].map((db) =>
        sweepStagedUploads(sources, { db, files, now, maxAgeMs: t.config.stagedUploadMaxAgeMs }),
      ),
    );
    const after = await stagedFiles();
    assert.deepEqual(
      after.filter((k) => staged.some((id) => k.includes(id))),
      [],
      'the stale files are gone',
    );
    const removed = (one['design images'] ?? 0) + (two['design images'] ?? 0);
    assert.equal(removed, before.length - after.length, 'each file deleted by one instance only');
    assert.ok(removed >= staged.length);
  });

  test('a mail in the outbox is sent once when both instances send at the same moment', async () => {
    const id = await queueMail(t.database.db, { to: ['buyer@example.com'], subject: 'Once', text: 'only once' });
    const sent: string[] = [];
    const transport = {
      sendMail: async (mail: { subject: string }) => {
        await new Promise((r) => setTimeout(r, 20));
        sent.push(mail.subject);
      },
    } as unknown as Transporter;
    await Promise.all([t.database.db, second.database.db].map((db) => sendPendingMail(db, transport, t.clock)));
    assert.deepEqual(
      sent.filter((subject) => subject === 'Once'),
      ['Once'],
    );
    const { rows } = (await t.database.db.execute(sql`select sent_at from outbox where id = ${id}`)) as unknown as {
      rows: { sent_at: Date | null }[];
    };
    assert.ok(rows[0].sent_at);
  });

  test('a periodic job runs on one instance at a time: the other finds its lock taken', async () => {
    let took!: () => void;
    let release!: () => void;
    const taken = new Promise<void>((resolve) => {
      took = resolve;
    });
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = t.database.db.transaction(async (tx) => {
      assert.equal(await tryJobLock(tx, 'housekeeping'), true);
      took();
      await held;
    });
    await taken;
    assert.equal(await second.database.db.transaction((tx) => tryJobLock(tx, 'housekeeping')), false);
    release();
    await first;
    assert.equal(await second.database.db.transaction((tx) => tryJobLock(tx, 'housekeeping')), true, 'free again after');
  });
});
