import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { hearingSessionChanges, SESSIONS_CHANNEL, sessionsChanged } from './sessions';

// Each API instance on a PostgreSQL server listens on SESSIONS_CHANNEL (platform/sessions.ts) on a
// connection of its own, outside the pool, so a logout, a suspension or changed access flags on one
// instance drop the others' cached sessions at once. When the connection is lost (a database
// restart, a failover), the instance keeps no session until it listens again (with back-off), and
// then forgets what it had: it may have missed changes meanwhile. The embedded database serves one
// instance, which hears its own changes.

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

/** Starts listening; answers the function that stops. `heard` sees each change after it was applied (tests wait on it). */
export async function listenForSessionChanges(
  database: Database,
  log: FastifyBaseLogger,
  heard?: (change: string | null) => void,
): Promise<() => Promise<void>> {
  const { pool, db } = database;
  if (database.driver !== 'pg' || !pool) return async () => {};
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | null = null;

  const lost = (why: unknown) => {
    if (stopped) return;
    hearingSessionChanges(db, false);
    client = null;
    log.warn({ err: why }, `session changes: not listening; again in ${retryMs} ms`);
    timer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      if (message.channel !== SESSIONS_CHANNEL) return;
      sessionsChanged(db, message.payload ?? null);
      heard?.(message.payload ?? null);
    });
    next.on('error', () => undefined); // 'end' follows and says it
    next.once('end', () => {
      if (client === next) lost(new Error('the listening connection ended'));
    });
    try {
      await next.connect();
      await next.query(`listen ${SESSIONS_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      lost(error);
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = RETRY_MIN_MS;
    sessionsChanged(db, null);
    hearingSessionChanges(db, true);
  };

  hearingSessionChanges(db, false);
  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const open = client;
    client = null;
    await open?.end().catch(() => undefined);
  };
}
