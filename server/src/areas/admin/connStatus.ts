import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import type { FileStore } from '../../platform/fileStore';
import { outboxBacklog } from '../../platform/outbox';

// /connStatus (spec 002 §6 names only its guard; the page is ours, mfe-admin/README.md): the live
// health of what is behind the API, measured on each call. The browser adds what only it can see:
// the API's round trip and each remote's manifest (reachable, version, load time) from /remotes.json.

export type HealthStatus = 'OK' | 'SLOW' | 'DOWN';

/** Above these a check is SLOW (a quiet instance answers in a few ms). */
export const SLOW_DATABASE_MS = 250;
export const SLOW_FILE_STORE_MS = 500;
/** With SMTP configured, mail waiting longer than this means the sender is stuck. */
export const OUTBOX_STUCK_MS = 15 * 60_000;

export interface ConnStatus {
  checkedAt: Date;
  api: { status: HealthStatus; startedAt: Date; uptimeSeconds: number; nodeVersion: string; instance: string };
  database: { status: HealthStatus; driver: string; latencyMs: number | null; error: string | null };
  outbox: {
    status: HealthStatus;
    sending: boolean;
    unsent: number;
    failed: number;
    oldestUnsentAt: Date | null;
    lastSentAt: Date | null;
    error: string | null;
  };
  fileStore: { status: HealthStatus; latencyMs: number | null; error: string | null };
}

const STARTED_AT = new Date(Date.now() - Math.round(process.uptime() * 1000));
const round = (ms: number) => Math.round(ms * 10) / 10;
/** A failure's first line, short: the page is for administrators, but stack traces stay in the log. */
const short = (error: unknown) =>
  String((error as Error)?.message ?? error)
    .split('\n')[0]
    .slice(0, 200);
const slowIf = (ms: number, limit: number): HealthStatus => (ms > limit ? 'SLOW' : 'OK');

/** The median of three `select 1` round trips (one alone is noisy on a busy machine). */
async function database(db: Db, config: Config): Promise<ConnStatus['database']> {
  const driver = config.databaseUrl ? 'PostgreSQL' : 'Embedded (PGlite)';
  try {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await db.execute(sql`select 1`);
      times.push(performance.now() - started);
    }
    const latencyMs = round(times.sort((a, b) => a - b)[1]);
    return { status: slowIf(latencyMs, SLOW_DATABASE_MS), driver, latencyMs, error: null };
  } catch (error) {
    return { status: 'DOWN', driver, latencyMs: null, error: short(error) };
  }
}

async function mail(db: Db, config: Config, now: Date): Promise<ConnStatus['outbox']> {
  const sending = !!config.smtpUrl;
  try {
    const { unsent, failed, oldestUnsentAt, lastSentAt } = await outboxBacklog(db);
    const stuck = sending && !!oldestUnsentAt && now.getTime() - oldestUnsentAt.getTime() > OUTBOX_STUCK_MS;
    return {
      // Without SMTP_URL mail stays in the outbox by design (server README): that is not a fault.
      status: sending && (failed > 0 || stuck) ? 'SLOW' : 'OK',
      sending,
      unsent,
      failed,
      oldestUnsentAt,
      lastSentAt,
      error: null,
    };
  } catch (error) {
    return { status: 'DOWN', sending, unsent: 0, failed: 0, oldestUnsentAt: null, lastSentAt: null, error: short(error) };
  }
}

/** Writes, reads back and deletes a small probe file (one per instance): the store works end to end. */
async function fileStore(files: FileStore): Promise<ConnStatus['fileStore']> {
  const key = `health/probe-${
    hostname()
      .replace(/[^A-Za-z0-9_-]/g, '_')
      .slice(0, 60) || 'host'
  }-${process.pid}.txt`;
  const content = `probe ${Date.now()}`;
  const started = performance.now();
  try {
    await files.put(key, content);
    const chunks: Buffer[] = [];
    for await (const chunk of await files.get(key)) chunks.push(chunk as Buffer);
    const back = Buffer.concat(chunks).toString('utf8');
    await files.delete(key);
    if (back !== content) throw new Error('the probe file read back differs from what was written');
    const latencyMs = round(performance.now() - started);
    return { status: slowIf(latencyMs, SLOW_FILE_STORE_MS), latencyMs, error: null };
  } catch (error) {
    return { status: 'DOWN', latencyMs: null, error: short(error) };
  }
}

export async function connStatus(platform: { db: Db; config: Config; clock: Clock; files: FileStore }): Promise<ConnStatus> {
  const now = platform.clock.now();
  // One after another: on one pg client (and on PGlite) queries do not overlap anyway.
  const db = await database(platform.db, platform.config);
  const box = await mail(platform.db, platform.config, now);
  const store = await fileStore(platform.files);
  return {
    checkedAt: now,
    api: {
      status: 'OK',
      startedAt: STARTED_AT,
      uptimeSeconds: Math.floor(process.uptime()),
      nodeVersion: process.version,
      instance: hostname(),
    },
    database: db,
    outbox: box,
    fileStore: store,
  };
}
