import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

// Each API instance hears the PostgreSQL channels it needs (SESSIONS_CHANNEL: session changes,
// platform/sessions.ts; CHANGES_CHANNEL: live updates, platform/liveChanges.ts) on ONE connection
// of its own, outside the pool. When that connection is lost (a database restart, a failover), every
// listener is told it is not hearing until the connection is back (with back-off), and then that it
// hears again: it may have missed notifications meanwhile.
// The embedded database is one session: in a test's own PGlite, PGlite's listen(); in the server's
// database thread (db/client openEmbedded), the pool's one connection, which PGlite's session
// answers with the notifications of every transaction it commits (losing it stops the server).

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

export interface ChannelListener {
  channel: string;
  /** A notification's payload, after its transaction committed. */
  heard(payload: string): void;
  /** False while the instance cannot hear the channel; true once it does (again). */
  hearing?(on: boolean): void;
}

/** Starts listening; answers the function that stops. */
export async function listenToChannels(
  database: Database,
  log: FastifyBaseLogger,
  listeners: readonly ChannelListener[],
): Promise<() => Promise<void>> {
  const channels = [...new Set(listeners.map((l) => l.channel))];
  const dispatch = (channel: string, payload: string) => {
    for (const listener of listeners) if (listener.channel === channel) listener.heard(payload);
  };
  const hearing = (on: boolean) => {
    for (const listener of listeners) listener.hearing?.(on);
  };
  if (database.pglite) return listenInPglite(database.pglite, channels, dispatch, hearing);
  const { pool } = database;
  if (!pool) return async () => {};
  if (database.driver === 'pglite') return listenOnEmbeddedThread(pool, channels, dispatch, hearing);

  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | null = null;

  const lost = (why: unknown) => {
    if (stopped) return;
    hearing(false);
    client = null;
    log.warn({ err: why }, `${channels.join(', ')}: not listening; again in ${retryMs} ms`);
    timer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => dispatch(message.channel, message.payload ?? ''));
    next.on('error', () => undefined); // 'end' follows and says it
    next.once('end', () => {
      if (client === next) lost(new Error('the listening connection ended'));
    });
    try {
      await next.connect();
      for (const channel of channels) await next.query(`listen ${channel}`);
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
    hearing(true);
  };

  hearing(false);
  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const open = client;
    client = null;
    await open?.end().catch(() => undefined);
  };
}

type Dispatch = (channel: string, payload: string) => void;

async function listenInPglite(
  pglite: NonNullable<Database['pglite']>,
  channels: string[],
  dispatch: Dispatch,
  hearing: (on: boolean) => void,
): Promise<() => Promise<void>> {
  const stops = await Promise.all(channels.map((channel) => pglite.listen(channel, (payload) => dispatch(channel, payload))));
  hearing(true);
  return async () => {
    for (const stop of stops) await stop().catch(() => undefined);
  };
}

async function listenOnEmbeddedThread(pool: pg.Pool, channels: string[], dispatch: Dispatch, hearing: (on: boolean) => void) {
  const client = await pool.connect();
  const onNotification = (message: pg.Notification) => dispatch(message.channel, message.payload ?? '');
  try {
    client.on('notification', onNotification);
    for (const channel of channels) await client.query(`listen ${channel}`);
  } finally {
    client.release();
  }
  hearing(true);
  return async () => {
    client.off('notification', onNotification);
  };
}
