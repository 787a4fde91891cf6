import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../src/config';
import { areas } from '../src/areas';
import pg from 'pg';
import { createPglite, fromPgPool, fromPglite } from '../src/db/client';
import { seedAll } from '../src/db/seed';
import { LocalFileStore } from '../src/platform/fileStore';

// One migrated and seeded database per test run, kept as a PGlite dump under .test-cache/ and
// keyed by the migrations and the seed code: it is rebuilt only when one of them changes. Each
// test file then starts from its own in-memory copy (harness.ts).
//
// On a PostgreSQL server (PORTAL_TEST_DB=pg, PORTAL_TEST_PG_URL = a superuser's URL, set by
// test/run.mjs) the template is a database, portal_template_<key>, migrated and seeded once per
// server, and each test file gets `CREATE DATABASE … TEMPLATE portal_template_<key>`.

/** Which database the server tests run on: the embedded one (default) or a PostgreSQL server. */
export const TEST_DRIVER: 'pglite' | 'pg' = process.env.PORTAL_TEST_DB === 'pg' ? 'pg' : 'pglite';

/** The superuser URL of the test PostgreSQL server (PORTAL_TEST_PG_URL), with another database. */
export function pgUrl(database = 'postgres'): string {
  const url = process.env.PORTAL_TEST_PG_URL;
  if (!url) throw new Error('PORTAL_TEST_DB=pg needs PORTAL_TEST_PG_URL (test/run.mjs --pg sets both)');
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs statements on the server's `postgres` database (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function pgAdmin(...statements: string[]): Promise<pg.QueryResult[]> {
  const client = new pg.Client({ connectionString: pgUrl() });
  await client.connect();
  try {
    const results: pg.QueryResult[] = [];
    for (const statement of statements) results.push(await client.query(statement));
    return results;
  } finally {
    await client.end();
  }
}

/**
 * The template database of this run: test/run.mjs names it (PORTAL_TEST_PG_TEMPLATE) so that every
 * test file uses the one test/prepare.ts built, even when migrations or seeds change during the run.
 */
export function pgTemplateName(): string {
  const name = process.env.PORTAL_TEST_PG_TEMPLATE ?? `portal_template_${templateKey()}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad template database name ${name}`);
  return name;
}

/** Builds this run's template database on the test PostgreSQL server (test/prepare.ts); returns its name. */
export async function ensurePgTemplate(): Promise<string> {
  const name = pgTemplateName();
  const [existing] = await pgAdmin(`select 1 from pg_database where datname = '${name}'`);
  if (existing.rowCount && existsSync(templateFilesDir())) return name;
  const started = performance.now();
  // Earlier runs' templates on a long-lived server: dropped unless in use.
  const [old] = await pgAdmin(`select datname from pg_database where datname like 'portal\\_template\\_%'`);
  for (const { datname } of old.rows as { datname: string }[]) await pgAdmin(`drop database if exists ${datname}`).catch(() => {});
  const building = `${name}_building`;
  await pgAdmin(`drop database if exists ${building}`, `create database ${building}`);
  const database = fromPgPool(new pg.Pool({ connectionString: pgUrl(building), max: 4 }));
  try {
    await database.migrate();
    await seedTemplate(database.db);
  } finally {
    await database.close();
  }
  await pgAdmin(`drop database if exists ${name}`, `alter database ${building} rename to ${name}`);
  console.log(`test database template built on PostgreSQL in ${Math.round(performance.now() - started)} ms: ${name}`);
  return name;
}

export const CACHE_DIR = path.join(SERVER_ROOT, '.test-cache');
/** Fixed seed time, so the template is the same whenever it is built. */
export const SEED_TIME = new Date('2026-01-05T14:00:00Z');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** The files whose content decides what the template holds. */
function inputFiles(): string[] {
  const migrations = walk(path.join(SERVER_ROOT, 'drizzle'));
  const seeds = walk(path.join(SERVER_ROOT, 'src', 'areas')).filter((f) => /[\\/]seed[^\\/]*\.ts$/.test(f));
  // The seed's drawn art decides the template's files.
  const fixed = ['src/areas/index.ts', 'src/db/seed.ts', 'src/areas/designs-color/drawnArt.ts'].map((f) => path.join(SERVER_ROOT, f));
  return [...migrations, ...seeds, ...fixed].sort();
}

export function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of inputFiles()) {
    hash.update(path.relative(SERVER_ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export function templatePath(): string {
  return path.join(CACHE_DIR, `template-${templateKey()}.tar.gz`);
}

/** The seeded files of the template (the demo designs' art), which every test app starts with a copy of. */
export function templateFilesDir(): string {
  return path.join(CACHE_DIR, `files-${templateKey()}`);
}

/**
 * Seeds a template database; its files go to templateFilesDir(), written beside it and moved into
 * place whole (the PostgreSQL and the embedded template write the same files: the first one stays).
 */
async function seedTemplate(db: Parameters<typeof seedAll>[0]): Promise<void> {
  const dir = templateFilesDir();
  const building = `${dir}.${process.pid}.building`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(CACHE_DIR, { recursive: true });
  await seedAll(db, areas, { scale: 1, now: SEED_TIME, files: new LocalFileStore(building) });
  mkdirSync(building, { recursive: true });
  for (const old of readdirSync(CACHE_DIR)) {
    if (old.startsWith('files-') && !old.startsWith(path.basename(dir)) && !old.endsWith('.building'))
      rmSync(path.join(CACHE_DIR, old), { recursive: true, force: true });
  }
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
}

/** Builds the template unless it exists; returns its path. */
export async function ensureTemplate(): Promise<string> {
  const file = templatePath();
  if (existsSync(file) && existsSync(templateFilesDir())) return file;
  const started = performance.now();
  const pglite = await createPglite();
  const database = fromPglite(pglite);
  await database.migrate();
  await seedTemplate(database.db);
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  mkdirSync(CACHE_DIR, { recursive: true });
  for (const old of readdirSync(CACHE_DIR)) {
    if (old.startsWith('template-') && old.endsWith('.tar.gz')) rmSync(path.join(CACHE_DIR, old), { force: true });
  }
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
  renameSync(temp, file);
  console.log(`test database template built in ${Math.round(performance.now() - started)} ms: ${path.relative(SERVER_ROOT, file)}`);
  return file;
}

export async function loadTemplate(): Promise<Blob> {
  return new Blob([readFileSync(await ensureTemplate())]);
}
