#!/usr/bin/env node
// The server's test command: builds the template database once (test/prepare.ts), then runs the
// test files with node's test runner, two at a time, longest first.
//   node test/run.mjs                      every test file, on the embedded database (PGlite)
//   node test/run.mjs src/areas/returns    the test files under these folders or these files
//   node test/run.mjs --pg [files]         the same on PostgreSQL servers (Debian's postgresql):
//                                          two throwaway clusters started here, one per running file
//   node test/run.mjs --embedded-suite     the files of test/embeddedSuite.mjs (what is about the
//                                          embedded database, and one smoke file per area)
// PORTAL_TEST_PG_URL (a superuser's URL) runs the PostgreSQL tests on that one server, one file at a time.
// PORTAL_TEST_FILE_MINUTES (10): a file (or the template's build) still running after this long is
// stopped and fails with what it printed, so a hang (an app that never gets ready) fails the run at
// once instead of holding it until CI's limit.
//
// Why one cluster per running file: on a PostgreSQL server transaction ids are shared by all its
// databases, and the files that tell a refused call by "no transaction committed meanwhile"
// (test/dbChanges.ts) would see the other file's commits.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleTests } from './bundle.mjs';
import { embeddedSuite } from './embeddedSuite.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const CONCURRENCY = 2;
const FILE_LIMIT_MS = Number(process.env.PORTAL_TEST_FILE_MINUTES ?? 10) * 60_000;

function walk(dir) {
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const args = process.argv.slice(2);
const onPg = args.includes('--pg');
const given = args.filter((a) => !a.startsWith('--'));
const selected = args.includes('--embedded-suite')
  ? embeddedSuite.map((f) => path.join(root, f))
  : given.length
    ? given.map((f) => path.resolve(f))
    : [path.join(root, 'src')];
const files = [...new Set(selected.flatMap(walk))].map((f) => path.relative(root, f));
for (const file of files) if (!existsSync(path.join(root, file))) throw new Error(`no such test file: ${file}`);

// Each file's last duration, so the longest start first and the two slots end together.
const timingsFile = path.join(root, '.test-cache', `durations-${onPg ? 'pg' : 'pglite'}.json`);
const timings = existsSync(timingsFile) ? JSON.parse(readFileSync(timingsFile, 'utf8')) : {};
// A fresh clone has no durations of its own: test/durations.json holds a run's, in milliseconds
// (refresh it from .test-cache when files are added or change much), so the long files still start first.
const baseline = JSON.parse(readFileSync(path.join(root, 'test', 'durations.json'), 'utf8'))[onPg ? 'pg' : 'pglite'];
const estimate = (file) => timings[file] ?? baseline[file] ?? statSync(path.join(root, file)).size / 100;
files.sort((a, b) => estimate(b) - estimate(a));

// The files run from one esbuild bundle (test/bundle.mjs); PORTAL_TEST_TSX=1 runs the sources
// under tsx instead (the same tests, about a second slower a file).
const viaTsx = process.env.PORTAL_TEST_TSX === '1';
const bundleDir = path.join(root, '.test-cache', `build-${process.pid}`);
const bundled = viaTsx ? (file) => file : await bundleTests(root, [...files, 'test/prepare.ts'], bundleDir);

/** Runs node on a test file or script (bundled, or under tsx); resolves with its exit code and everything it printed. */
function runNode(nodeArgs, env, { quiet = false } = {}) {
  const lead = viaTsx ? ['--import', 'tsx'] : ['--enable-source-maps'];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...lead, ...nodeArgs], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    const limit = setTimeout(() => {
      take(`\n✖ stopped: still running after ${FILE_LIMIT_MS / 60_000} minutes (PORTAL_TEST_FILE_MINUTES)\n`);
      child.kill('SIGKILL');
    }, FILE_LIMIT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

/** The databases the files run on: one environment per slot. */
async function slotEnvironments() {
  if (!onPg) return Array.from({ length: CONCURRENCY }, () => ({ ...process.env, PORTAL_TEST_DB: 'pglite' }));
  const base = {
    ...process.env,
    PORTAL_TEST_DB: 'pg',
    PORTAL_TEST_PG_TEMPLATE: process.env.PORTAL_TEST_PG_TEMPLATE ?? `portal_template_run_${process.pid}`,
  };
  if (process.env.PORTAL_TEST_PG_URL) {
    console.log(`server tests on PostgreSQL (${process.env.PORTAL_TEST_PG_URL}), one file at a time`);
    return [base];
  }
  const { ensurePostgres } = await import('../../scripts/toolchain.mjs');
  const { startPostgres } = await import('../../scripts/postgres.mjs');
  const first = await startPostgres(await ensurePostgres());
  servers.push(first);
  // The template is built once, on the first cluster; the others are copies of that cluster.
  const prepared = await runNode([bundled('test/prepare.ts')], { ...base, PORTAL_TEST_PG_URL: first.url });
  if (prepared.code !== 0) throw new Error('building the template database on PostgreSQL failed');
  const copies = await first.copy(CONCURRENCY - 1);
  servers.push(...copies);
  console.log(`server tests on PostgreSQL, ${servers.length} clusters (${servers.map((s) => s.port).join(', ')})`);
  return servers.map((s) => ({ ...base, PORTAL_TEST_PG_URL: s.url }));
}

const servers = [];

async function main() {
  const environments = await slotEnvironments();
  if (!onPg || process.env.PORTAL_TEST_PG_URL) {
    const prepared = await runNode([bundled('test/prepare.ts')], environments[0]);
    if (prepared.code !== 0) return prepared.code;
  }
  const queue = [...files];
  const failed = [];
  const durations = { ...timings };
  let passed = 0;
  let failures = 0;
  const slot = async (env) => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const started = performance.now();
      // Each file's report is printed whole when it ends, so two files' lines never interleave.
      // A larger young generation, as the server runs (package.json start): less of a file's time
      // goes to the garbage collector while the app's modules load.
      const result = await runNode(['--max-semi-space-size=64', '--test', '--test-reporter=spec', bundled(file)], env, { quiet: true });
      durations[file] = Math.round(performance.now() - started);
      process.stdout.write(`\n── ${file} (${(durations[file] / 1000).toFixed(1)} s)\n${result.output}`);
      passed += Number(/ℹ pass (\d+)/.exec(result.output)?.[1] ?? 0);
      failures += Number(/ℹ fail (\d+)/.exec(result.output)?.[1] ?? 0);
      if (result.code !== 0) failed.push(file);
    }
  };
  await Promise.all(environments.map(slot));
  mkdirSync(path.dirname(timingsFile), { recursive: true });
  writeFileSync(timingsFile, JSON.stringify(durations, null, 1));
  console.log(`\nserver tests${onPg ? ' (PostgreSQL)' : ''}: ${files.length} files, ${passed} passed, ${failures} failed`);
  if (failed.length) console.log(`failed files:\n${failed.map((f) => `  ${f}`).join('\n')}`);
  return failed.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} finally {
  for (const server of servers) server.stop();
  rmSync(bundleDir, { recursive: true, force: true });
}
process.exit(code);
