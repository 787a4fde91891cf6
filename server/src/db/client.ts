import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import type { SQLWrapper } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../config';
import * as schema from './schema';

// One typed handle over either driver: PGlite (embedded, persisted under DATA_DIR/pgdata; the server
// runs it in a thread of its own, openEmbedded) or a PostgreSQL server through a `pg` Pool when
// DATABASE_URL is set. Services take `Db` and work the same on both; a transaction
// (`db.transaction(async (tx) => …)`) is also a `Db`.

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
  /** The connection pool, when the database is reached through node-postgres (its options open other connections). */
  pool: pg.Pool | null;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * What every session of the portal's database is set to. random_page_cost: the planner's default (4)
 * prices a page read out of order as a spinning disk's seek; the portal's data is in memory (the
 * embedded database) or on SSD, where it costs about a read in order. At 4 the search box's
 * shipping jobs, asked for a number that a few old jobs hold, walked 49,000 rows newest first instead
 * of reading the hundred matches from the trigram index (37 ms against 1 to 9 ms at 1.1;
 * README "Performance").
 */
export const SESSION_SETTINGS = { random_page_cost: '1.1' } as const;
const settingsSql = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `set ${name} = ${value};`)
  .join(' ');
const settingsOptions = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

/**
 * Opens an embedded database with the extensions the migrations use (pg_trgm: trigram indexes of
 * the order search). Every PGlite of the project is opened through this, or the indexes that need
 * an extension cannot be read. On a PostgreSQL server the extension is created by the migration.
 */
/** PGlite's class once an embedded database was opened (no client is a PGlite before that). */
let pgliteClass: typeof PGlite | null = null;

export async function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  // Loaded when an embedded database is opened: a server on PostgreSQL never loads PGlite.
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  pgliteClass = PGlite;
  const pglite = await PGlite.create(dataDir, { ...options, extensions: { pg_trgm, ...options.extensions } });
  await pglite.exec(settingsSql);
  return pglite;
}

/**
 * PGlite runs in the server's own thread and hands the database to its next waiting call in a
 * microtask, so under load its whole queue would run without the event loop ever taking a turn: a
 * new connection would be accepted only between two such runs (with 50 connections on the order
 * list, the last ones wait up to 10 s and time out while the server answers in 0.5 s). PGlite serialises
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
    pool: null,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pglite.close(),
  };
}

export function fromPgPool(pool: pg.Pool): Database {
  // An idle pooled connection that the server closes (a restart, a failover, a network blip) is an
  // 'error' on the pool; unhandled, it would end the process. The pool drops that connection and
  // opens a new one for the next query; meanwhile queries fail and the API answers 503
  // (platform/httpErrors.ts isDatabaseUnavailable).
  pool.on('error', () => undefined);
  // Sent when each connection starts (the server applies them before its first query). The
  // embedded database's thread has them already: one session, opened by createPglite.
  pool.options.options = [pool.options.options, settingsOptions].filter(Boolean).join(' ');
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    driver: 'pg',
    pglite: null,
    pool,
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

// ---- prepared reads ------------------------------------------------------------------------------

/**
 * The most statements a database keeps prepared. Past it, new statement texts run unprepared: a
 * prepared statement holds its plan in every connection, and a list's filters make many texts.
 */
export const PREPARED_STATEMENTS_MAX = 200;

interface PreparedStatement {
  name: string;
  /** PGlite: settles once PREPARE has run in its one session. */
  ready?: Promise<unknown>;
}

/** Per database (its client): statement text -> its prepared statement. */
const preparedByClient = new WeakMap<object, Map<string, PreparedStatement>>();
const dialect = new PgDialect();

/** A parameter as an SQL literal for EXECUTE, or undefined when it is not a plain value. */
function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'bigint') return `'${value}'`;
  if (typeof value === 'boolean') return value ? `'true'` : `'false'`; // as node-postgres and PGlite send them
  // An array of numbers (a page's ids) as PostgreSQL's array text; arrays of text would need quoting.
  if (Array.isArray(value) && value.every((n) => typeof n === 'number' && Number.isFinite(n))) return `'{${value.join(',')}}'`;
  return undefined;
}

/**
 * Runs a read as a prepared statement: PostgreSQL parses and plans it once per connection instead
 * of on every call. For a hot list page planning is a third of the database's CPU (the order list:
 * 1.9 of 5.4 ms a page on PostgreSQL; 4.5 ms prepared against 6.6 ms on PGlite), and it lets a page
 * join its name tables (planning the joins is what costs). Same answer as `db.execute`, which it falls back to inside a
 * transaction, for a parameter that is not a plain value, and once PREPARED_STATEMENTS_MAX texts
 * are prepared.
 * - PostgreSQL server: node-postgres prepares a named statement on each pooled connection.
 * - PGlite (one session): `PREPARE` once, then `EXECUTE name('…', …)` with the parameters as
 *   quoted literals, which PostgreSQL types exactly as it types a bound text parameter.
 */
export async function executePrepared(db: Db, query: SQLWrapper): Promise<Record<string, unknown>[]> {
  // A transaction's handle has no $client: it runs as usual (and PGlite's lock is the transaction's).
  const client = (db as { $client?: unknown }).$client;
  const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
  const unprepared = async () => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  if (!(client instanceof pg.Pool) && !(pgliteClass && client instanceof pgliteClass)) return unprepared();
  let statements = preparedByClient.get(client);
  if (!statements) preparedByClient.set(client, (statements = new Map()));
  let statement = statements.get(text);
  if (!statement) {
    if (statements.size >= PREPARED_STATEMENTS_MAX) return unprepared();
    statement = { name: `p${statements.size + 1}` };
    statements.set(text, statement);
  }
  if (client instanceof pg.Pool) return (await client.query({ name: statement.name, text, values: params })).rows;
  const literals = params.map(literalOf);
  if (literals.some((literal) => literal === undefined)) return unprepared();
  const prepared = statement;
  prepared.ready ??= client.exec(`prepare ${prepared.name} as ${text}`).catch((error: unknown) => {
    prepared.ready = undefined; // not prepared: the next call tries again
    throw error;
  });
  await prepared.ready;
  return (await client.query<Record<string, unknown>>(`execute ${prepared.name}${literals.length ? `(${literals.join(', ')})` : ''}`)).rows;
}

export async function openDatabase(options: { dataDir: string; databaseUrl: string | null }): Promise<Database> {
  if (options.databaseUrl) {
    return fromPgPool(new pg.Pool({ connectionString: options.databaseUrl, max: 10 }));
  }
  const dir = path.join(options.dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  return openEmbedded(dir);
}

/** What db/pgliteThread.ts is started with. */
export interface PgliteThreadData {
  /** The database's files (DATA_DIR/pgdata). */
  dir: string;
  /** Where to listen. */
  socketPath: string;
}

/** What db/pgliteThread.ts answers: started, then closed when told to close. */
export type PgliteThreadMessage = { ready: true } | { closed: true };

/**
 * The embedded database in a thread of its own (db/pgliteThread.ts), reached through node-postgres
 * on a Unix socket in a private temporary folder. In the server's own thread, PGlite's work and the
 * server's would take turns on one core: the order list's first page under load answers 252
 * requests a second that way, 420 with the database in its own thread on two cores (bench). PGlite is one session: one connection, so that
 * a prepared statement, a SET or a transaction is never shared between two clients by surprise.
 */
async function openEmbedded(dir: string): Promise<Database> {
  const socketDir = mkdtempSync(path.join(tmpdir(), 'portal-pglite-'));
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  // The thread's module is TypeScript, like the server's: it registers tsx's loader first.
  const entry = pathToFileURL(path.join(SERVER_ROOT, 'src/db/pgliteThread.ts')).href;
  const code = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(code, { eval: true, workerData: { dir, socketPath } satisfies PgliteThreadData });
  const message = (): Promise<PgliteThreadMessage> =>
    new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  await message();
  // Past start-up, a database thread that fails leaves the server without its database: it stops
  // (a supervisor starts it again; the database recovers from its write-ahead log).
  let closing = false;
  const lost = (what: string, error?: unknown) => {
    if (closing) return;
    console.error(what, ...(error === undefined ? [] : [error]));
    process.exit(1); // deliberate: see above
  };
  worker.on('error', (error) => lost('the embedded database thread failed', error));
  worker.on('exit', (code) => lost(`the embedded database thread ended (exit ${code})`));
  // The one session outlives its connection: a second connection would find the statements the
  // first prepared ("prepared statement p1 already exists"). So the connection is kept for the
  // server's life (no idle time-out), and losing it stops the server as losing the thread does.
  const pool = new pg.Pool({ host: socketDir, port: 5432, user: 'postgres', database: 'postgres', max: 1, idleTimeoutMillis: 0 });
  pool.on('remove', () => lost('the connection to the embedded database thread was lost'));
  const database = fromPgPool(pool);
  return {
    ...database,
    driver: 'pglite',
    close: async () => {
      closing = true;
      await database.close();
      const closed = message();
      worker.postMessage({ close: true });
      await closed;
      await worker.terminate();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
