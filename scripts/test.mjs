// `npm test`: installs what is needed (pnpm, packages, Chromium) and runs every test:
// type checks, browser-side unit and component tests (Jest), server tests against a real database
// (node's test runner) on the embedded database and again on a PostgreSQL server (a throwaway
// cluster of Debian's postgresql, started here and removed at the end; PORTAL_SKIP_PG_TESTS=1 skips
// it, loudly), then end-to-end tests in Chromium against the app started as `start` does.
// Ends with one line "tests: N passed, N failed" summing the runners.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from './postgres.mjs';
import { ensureChromium, ensurePostgres, install, pnpm, runPnpm, root } from './toolchain.mjs';

const started = Date.now();
const step = (name) => console.log(`\n=== ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
const reports = mkdtempSync(join(tmpdir(), 'portal-test-'));
const totals = { passed: 0, failed: 0 };
let failedSuites = 0;

/** Runs pnpm with the output shown as it comes and also kept, so the counts can be read from it. */
function runPnpmCaptured(args, env = {}) {
  const [cmd, lead] = pnpm();
  return new Promise((resolve) => {
    const child = spawn(cmd, [...lead, ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

function count(name, { code }, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  if (code !== 0) {
    failedSuites++;
    console.error(`\n${name} failed (exit ${code})`);
  }
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

step('install');
install();
ensureChromium();
const SKIP_PG = process.env.PORTAL_SKIP_PG_TESTS === '1';
const postgresBin = SKIP_PG ? null : await ensurePostgres();

step('type check');
runPnpm(['run', 'codegen:check']); // the GraphQL contract: documents validate, generated files current
runPnpm(['-r', '--workspace-concurrency=1', '--if-present', 'run', 'typecheck']);
runPnpm(['run', 'deps']);

step('unit and component tests (jest)');
const jestFile = join(reports, 'jest.json');
const jest = await runPnpmCaptured(['exec', 'jest', '--ci', '--json', `--outputFile=${jestFile}`]);
const jestReport = readJson(jestFile);
count('jest', jest, jestReport?.numPassedTests ?? 0, jestReport ? jestReport.numFailedTests : 1);

step('server tests (real database)');
const countServer = (name, result) => {
  // The PostgreSQL run may print several summaries (test/run.mjs runs some files alone): summed.
  const num = (re) => [...result.output.matchAll(new RegExp(re, 'g'))].reduce((sum, m) => sum + Number(m[1]), 0);
  count(name, result, num(/ℹ pass (\d+)/), num(/ℹ fail (\d+)/) + (result.code && !num(/ℹ fail (\d+)/) ? 1 : 0));
};
countServer('server tests', await runPnpmCaptured(['--filter', '@portal/server', 'test'], { PORTAL_TEST_PG_URL: '' }));

step('server tests (PostgreSQL)');
if (SKIP_PG) {
  const line = '!'.repeat(100);
  console.warn(`${line}\n!!! PORTAL_SKIP_PG_TESTS=1: the server tests on PostgreSQL are SKIPPED. They are not counted as passed.\n${line}`);
} else {
  const pgServer = await startPostgres(postgresBin);
  try {
    countServer('server tests (PostgreSQL)', await runPnpmCaptured(['--filter', '@portal/server', 'test'], { PORTAL_TEST_PG_URL: pgServer.url }));
  } finally {
    pgServer.stop();
  }
}

step('end-to-end tests (Chromium)');
const e2eFile = join(reports, 'e2e.json');
const e2e = await runPnpmCaptured(['--filter', '@portal/e2e', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile });
const stats = readJson(e2eFile)?.stats;
count('e2e tests', e2e, (stats?.expected ?? 0) + (stats?.flaky ?? 0), stats ? stats.unexpected : 1);

rmSync(reports, { recursive: true, force: true });
console.log(`\nFinished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSuites || totals.failed ? 1 : 0);
