#!/usr/bin/env node
// The server's test command: builds the template database once (test/prepare.ts), then runs
// every src/**/*.test.ts with node's test runner, two files at a time.
//   node test/run.mjs                 all test files
//   node test/run.mjs path/a.test.ts  only these
//   node test/run.mjs --pg [files]    the same on a PostgreSQL server: the one PORTAL_TEST_PG_URL names
//                                     (a superuser's URL; scripts/test.mjs starts one), else a throwaway
//                                     cluster started here (Debian's postgresql) and removed at the end
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const onPg = process.argv.includes('--pg') || Boolean(process.env.PORTAL_TEST_PG_URL);
const env = { ...process.env };
let server = null;
if (onPg) {
  env.PORTAL_TEST_DB = 'pg';
  // One template database for the whole run (test/template.ts), whatever changes meanwhile.
  env.PORTAL_TEST_PG_TEMPLATE ??= `portal_template_run_${process.pid}`;
  if (!env.PORTAL_TEST_PG_URL) {
    const { ensurePostgres } = await import('../../scripts/toolchain.mjs');
    const { startPostgres } = await import('../../scripts/postgres.mjs');
    server = await startPostgres(await ensurePostgres());
    env.PORTAL_TEST_PG_URL = server.url;
  }
  console.log(`server tests on PostgreSQL (${env.PORTAL_TEST_PG_URL})`);
}

const run = (args) => spawnSync(process.execPath, ['--import', 'tsx', ...args], { cwd: root, stdio: 'inherit', env }).status ?? 1;

function main() {
  const prepared = run(['test/prepare.ts']);
  if (prepared !== 0) return prepared;
  const given = process.argv.slice(2).filter((a) => a !== '--pg');
  const files = (given.length ? given.map((f) => path.resolve(f)) : walk(path.join(root, 'src'))).map((f) => path.relative(root, f)).sort();
  const testRun = (list, concurrency) => (list.length ? run(['--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...list]) : 0);
  if (!onPg) return testRun(files, 2);
  // On one PostgreSQL server transaction ids are shared by all its databases: the files that tell
  // a refused call by "no transaction committed meanwhile" (test/dbChanges.ts) run alone, after the rest.
  const alone = files.filter((f) => readFileSync(path.join(root, f), 'utf8').includes('dbChanges'));
  const together = testRun(files.filter((f) => !alone.includes(f)), 2);
  const after = testRun(alone, 1);
  return together || after;
}

let code = 1;
try {
  code = main();
} finally {
  server?.stop();
}
process.exit(code);
