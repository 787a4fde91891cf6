import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../src/config';
import { areas } from '../src/areas';
import { createPglite, fromPglite } from '../src/db/client';
import { seedAll } from '../src/db/seed';

// One migrated and seeded database per test run, kept as a PGlite dump under .test-cache/ and
// keyed by the migrations and the seed code: it is rebuilt only when one of them changes. Each
// test file then starts from its own in-memory copy (harness.ts).

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
  const fixed = ['src/areas/index.ts', 'src/db/seed.ts'].map((f) => path.join(SERVER_ROOT, f));
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

/** Builds the template unless it exists; returns its path. */
export async function ensureTemplate(): Promise<string> {
  const file = templatePath();
  if (existsSync(file)) return file;
  const started = performance.now();
  const pglite = await createPglite();
  const database = fromPglite(pglite);
  await database.migrate();
  await seedAll(database.db, areas, { scale: 1, now: SEED_TIME });
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
