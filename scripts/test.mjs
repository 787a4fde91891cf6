// `npm test`: installs what is needed (pnpm, packages, Chromium) and runs every test:
// type checks, browser-side unit and component tests (Jest), server tests against a real database
// (node's test runner), then end-to-end tests in Chromium against the app started as `start` does.
// Ends with one line "tests: N passed, N failed" summing the three runners.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium, install, pnpm, runPnpm, root } from './toolchain.mjs';

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

step('type check');
runPnpm(['-r', '--workspace-concurrency=1', '--if-present', 'run', 'typecheck']);
runPnpm(['run', 'deps']);

step('unit and component tests (jest)');
const jestFile = join(reports, 'jest.json');
const jest = await runPnpmCaptured(['exec', 'jest', '--ci', '--json', `--outputFile=${jestFile}`]);
const jestReport = readJson(jestFile);
count('jest', jest, jestReport?.numPassedTests ?? 0, jestReport ? jestReport.numFailedTests : 1);

step('server tests (real database)');
const server = await runPnpmCaptured(['--filter', '@portal/server', 'test']);
const num = (re) => Number(server.output.match(re)?.[1] ?? 0);
count('server tests', server, num(/ℹ pass (\d+)/), num(/ℹ fail (\d+)/) + (server.code && !num(/ℹ fail (\d+)/) ? 1 : 0));

step('end-to-end tests (Chromium)');
const e2eFile = join(reports, 'e2e.json');
const e2e = await runPnpmCaptured(['--filter', '@portal/e2e', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile });
const stats = readJson(e2eFile)?.stats;
count('e2e tests', e2e, (stats?.expected ?? 0) + (stats?.flaky ?? 0), stats ? stats.unexpected : 1);

rmSync(reports, { recursive: true, force: true });
console.log(`\nFinished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSuites || totals.failed ? 1 : 0);
