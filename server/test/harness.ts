import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '@portal/shared/core';
import { buildApp } from '../src/app';
import type { Area } from '../src/areas';
import { areas as registeredAreas } from '../src/areas';
import { loadConfig, type Config } from '../src/config';
import pg from 'pg';
import { createPglite, fromPgPool, fromPglite, type Database } from '../src/db/client';
import { ManualClock } from '../src/platform/clock';
import type { FileStore } from '../src/platform/fileStore';
import { LayeredFileStore } from './layeredFileStore';
import { failOnConcurrentClientQueries } from './pgWarnings';
import { loadTemplate, pgAdmin, pgTemplateName, pgUrl, templateFilesDir, TEST_DRIVER } from './template';

export { TEST_DRIVER } from './template';

/** `{ skip }` for a test that only means something on the embedded database (PGlite dumps, VACUUM of it). */
export const pgliteOnly = (reason: string) => ({ skip: TEST_DRIVER === 'pg' ? `PGlite only: ${reason}` : false });

// A test file's world: its own in-memory copy of the seeded template database, a clock it can
// move, a scratch DATA_DIR, and the app built exactly as main.ts builds it (driven by inject).
// On the PostgreSQL run (TEST_DRIVER 'pg', test/run.mjs --pg) the copy is a database made from the
// template database (CREATE DATABASE … TEMPLATE), dropped again by close().

let pgCopies = 0;

async function openTestDatabase(): Promise<{ database: Database; url: string | null; drop(): Promise<void> }> {
  if (TEST_DRIVER === 'pglite') {
    const database = fromPglite(await createPglite(undefined, { loadDataDir: await loadTemplate() }));
    return { database, url: null, drop: async () => {} };
  }
  failOnConcurrentClientQueries();
  const name = `test_${process.pid}_${++pgCopies}`;
  await pgAdmin(`create database ${name} template ${pgTemplateName()}`);
  const database = fromPgPool(new pg.Pool({ connectionString: pgUrl(name), max: 10 }));
  return { database, url: pgUrl(name), drop: async () => void (await pgAdmin(`drop database if exists ${name} with (force)`)) };
}

export interface TestApp {
  app: FastifyInstance;
  clock: ManualClock;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment for loadConfig (e.g. STATIC_ROOT, REMOTE_ORDERS_URL). */
  env?: Record<string, string>;
  /** Areas added after the registered ones (test-only routes and GraphQL fields). */
  extraAreas?: Area[];
  /** Another file store than the test's own folder over the template's files (an S3 bucket). */
  files?: FileStore;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const { database, url, drop } = await openTestDatabase();
  // On the PostgreSQL run the app is configured as it is on a PostgreSQL server (DATABASE_URL):
  // without it, the app took the database for the embedded one and vacuumed it at start, work
  // that was still under way when the test file dropped its database.
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_ROOT: path.join(dataDir, 'no-static'),
    MAX_EVENT_LOOP_DELAY_MS: '0',
    // A live stream (GET /api/live) ends at once, so app.inject answers it (liveChanges.test.ts keeps it open).
    LIVE_STREAM_MAX_MS: '1',
    ...(url ? { DATABASE_URL: url } : {}),
    ...options.env,
  });
  const clock = new ManualClock(Date.now());
  const app = await buildApp({
    config,
    db: database.db,
    // The seeded files (the demo designs' art) are read where the seed left them, beside the template database.
    files: options.files ?? new LayeredFileStore(path.join(dataDir, 'files'), templateFilesDir()),
    clock,
    areas: [...registeredAreas, ...(options.extraAreas ?? [])],
    logger: false,
  });
  await app.ready();
  return {
    app,
    clock,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const DEMO_PASSWORD = 'demo1234';

/** The Cookie header a browser would send back after this response. */
export function cookiesFrom(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)] as const),
  );
  for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
    if (cookie.value === '' || cookie.maxAge === 0) jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Signs in and returns the Cookie header (session + GraphQL token). */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return cookiesFrom(response);
}

/** Signs in each demo account `<who>@demo.local`: their Cookie headers by name. */
export async function signInAll<W extends string>(app: FastifyInstance, people: readonly W[]): Promise<Record<W, string>> {
  const cookies = {} as Record<W, string>;
  for (const who of people) cookies[who] = await signIn(app, `${who}@demo.local`);
  return cookies;
}

/** A GraphQL answer as a test reads it: the body mercurius sent, and its first error flattened. */
// `any` by default: each test reads its own fields; pass T to have them checked.
export interface GqlAnswer<T = any> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  /** The first error as { message, code }, or null when the call succeeded. */
  error: { message: string; code?: string } | null;
}

/**
 * A test file's `gql(as, query, variables)`: POST /gql as the account `as` (signed in on first use,
 * once per file), or with no session when `as` is null. `email` turns the test's names into sign-in
 * e-mails (e.g. who => `${who}@demo.local`); by default `as` is the e-mail. `gql.cookie(as)` is that
 * account's Cookie header, for the file's REST calls (the same session).
 */
export function gqlAs(test: () => TestApp, email: (as: string) => string = (as) => as) {
  const cookies = new Map<string, string>();
  const cookie = async (as: string): Promise<string> => {
    if (!cookies.has(as)) cookies.set(as, await signIn(test().app, email(as)));
    return cookies.get(as)!;
  };
  const gql = async <T = any>(as: string | null, query: string, variables: Record<string, unknown> = {}): Promise<GqlAnswer<T>> => {
    const headers = as === null ? {} : { cookie: await cookie(as) };
    const response = await test().app.inject({ method: 'POST', url: '/gql', headers, payload: { query, variables } });
    const body = response.json() as Omit<GqlAnswer<T>, 'error'>;
    const first = body.errors?.[0];
    return { ...body, error: first ? { message: first.message, code: first.extensions?.code } : null };
  };
  return Object.assign(gql, { cookie });
}

/** Only the session cookie of a Cookie header (as after the GraphQL token expired). */
export function sessionOnly(cookie: string): string {
  return cookie
    .split('; ')
    .filter((part) => part.startsWith(`${SESSION_COOKIE}=`))
    .join('; ');
}
