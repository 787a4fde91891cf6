import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../config';
import * as schema from './schema';

// One typed handle over either driver: PGlite (embedded, persisted under DATA_DIR/pgdata) or a
// PostgreSQL server through a `pg` Pool when DATABASE_URL is set. Services take `Db` and work
// the same on both; a transaction (`db.transaction(async (tx) => …)`) is also a `Db`.

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a transaction callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** The embedded database, when that is the driver (tests dump and load it). */
  pglite: PGlite | null;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens an embedded database with the extensions the migrations use (pg_trgm: trigram indexes of
 * the order search). Every PGlite of the project is opened through this, or the indexes that need
 * an extension cannot be read. On a PostgreSQL server the extension is created by the migration.
 */
export function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create(dataDir, { ...options, extensions: { pg_trgm, ...options.extensions } });
}

/**
 * PGlite runs in the server's own thread and hands the database to its next waiting call in a
 * microtask, so under load its whole queue ran without the event loop ever taking a turn: a new
 * connection was accepted only between two such runs (with 50 connections on the order list, the
 * last ones waited up to 10 s and timed out while the server answered in 0.5 s). PGlite serialises
 * query, exec and transaction anyway; here they also wait, in arrival order, for a turn of the
 * event loop before each starts, so sockets and timers are served between queries.
 */
function turnTaking(client: PGlite): PGlite {
  let tail: Promise<unknown> = Promise.resolve();
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const queued = (call: () => Promise<unknown>) => {
    const result = tail.then(nextTurn).then(call);
    tail = result.catch(() => undefined);
    return result;
  };
  const serialised = new Set<PropertyKey>(['query', 'exec', 'transaction']);
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (serialised.has(property)) return (...args: unknown[]) => queued(() => value.apply(target, args));
      return value.bind(target);
    },
  });
}

/** Wraps an open PGlite (persisted, in memory, or loaded from a dump). */
export function fromPglite(pglite: PGlite): Database {
  const client = turnTaking(pglite);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    pglite,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pglite.close(),
  };
}

export function fromPgPool(pool: pg.Pool): Database {
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    driver: 'pg',
    pglite: null,
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // pool.end() answers once no client is in use, while the clients' connections are still
    // closing; a database dropped meanwhile (the PostgreSQL test run) killed them, and the killed
    // connection's error went unhandled. Closed means every connection has ended.
    close: async () => {
      let open = pool.totalCount;
      const ended = new Promise<void>((resolve) => {
        if (open === 0) resolve();
        pool.on('remove', () => {
          if (--open <= 0) resolve();
        });
      });
      await pool.end();
      await ended;
    },
  };
}

export async function openDatabase(options: { dataDir: string; databaseUrl: string | null }): Promise<Database> {
  if (options.databaseUrl) {
    return fromPgPool(new pg.Pool({ connectionString: options.databaseUrl, max: 10 }));
  }
  const dir = path.join(options.dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  return fromPglite(await createPglite(dir));
}
