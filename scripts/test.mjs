// `npm test`: installs what is needed (pnpm, packages, Chromium and PostgreSQL from Debian's
// packages) and runs every check, in this order:
//   lint         Biome: formatting and the lint rules (biome.json)
//   type check   the GraphQL contract (codegen:check), three TypeScript programs (the browser-side
//                packages, the server, e2e) two at a time, and the dependency rules (deps)
//   jest         browser-side unit and component tests
//   server (PostgreSQL)  every server test file against throwaway PostgreSQL clusters (Debian's
//                postgresql; PORTAL_SKIP_PG_TESTS=1 skips them, loudly)
//   server (embedded)    the files of server/test/embeddedSuite.mjs against the embedded database
//   e2e          Playwright in Chromium against the app started as `npm start` starts it
// A failed step does not stop the later ones. Ends with a table of the steps and their seconds and
// one line "tests: N passed, N failed" summing the runners.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { install, installDebianPackages, missingDebianPackages, pnpm } from './toolchain.mjs';

const started = performance.now();
const seconds = (from) => Math.round((performance.now() - from) / 1000);
const reports = mkdtempSync(join(tmpdir(), 'portal-test-'));
const totals = { passed: 0, failed: 0 };
const steps = [];
const SKIP_PG = process.env.PORTAL_SKIP_PG_TESTS === '1';

/**
 * Runs pnpm with the output kept, so the counts can be read from it; shown as it comes, or whole at
 * the end when `quiet` (two commands at once, their lines never interleaved).
 */
function runPnpm(args, { env = {}, quiet = false } = {}) {
  const [cmd, lead] = pnpm();
  return new Promise((resolve) => {
    const child = spawn(cmd, [...lead, ...args], {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const take = (stream) => (chunk) => {
      output += chunk;
      if (!quiet) stream.write(chunk);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.on('close', (code) => {
      if (quiet) process.stdout.write(output);
      resolve({ code: code ?? 1, output });
    });
  });
}

/** Runs one step: `body` resolves to { ok, passed?, failed? }; its time and outcome go in the table. */
async function step(name, body) {
  console.log(`\n=== ${name} (at ${seconds(started)} s)\n`);
  const from = performance.now();
  let outcome;
  try {
    outcome = await body();
  } catch (error) {
    console.error(error);
    outcome = { ok: false };
  }
  const { ok, passed = 0, failed = 0 } = outcome;
  totals.passed += passed;
  totals.failed += failed;
  steps.push({ name, seconds: seconds(from), ok, tests: passed + failed ? `${passed} passed, ${failed} failed` : '' });
  if (!ok) console.error(`\n${name} failed`);
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/** Commands one after another; ok when all are. */
async function sequence(...commands) {
  let ok = true;
  for (const args of commands) ok = (await runPnpm(args, { quiet: true })).code === 0 && ok;
  return ok;
}

const serverCounts = ({ code, output }) => {
  const summary = /server tests.*: \d+ files, (\d+) passed, (\d+) failed/.exec(output);
  return { ok: code === 0, passed: Number(summary?.[1] ?? 0), failed: summary ? Number(summary[2]) : 1 };
};

await step('install', async () => {
  // apt-get (Chromium, PostgreSQL) and pnpm fetch at the same time: both wait on the network.
  const debian = installDebianPackages(await missingDebianPackages({ postgresql: !SKIP_PG }));
  install();
  await debian;
  return { ok: true };
});

await step('lint', async () => ({ ok: (await runPnpm(['run', 'lint'])).code === 0 }));

await step('type check', async () => {
  const [contract, browser, nodeSide] = await Promise.all([
    // The GraphQL contract: documents validate, generated files current.
    runPnpm(['run', 'codegen:check'], { quiet: true }),
    // The browser-side packages in one program (tsconfig.json), so shared is checked once.
    runPnpm(['exec', 'tsc', '--noEmit', '-p', '.'], { quiet: true }),
    sequence(['--filter', '@portal/server', 'run', 'typecheck'], ['--filter', '@portal/e2e', 'run', 'typecheck']),
  ]);
  const deps = await runPnpm(['run', 'deps']);
  return { ok: contract.code === 0 && browser.code === 0 && nodeSide && deps.code === 0 };
});

await step('jest', async () => {
  const file = join(reports, 'jest.json');
  const result = await runPnpm(['exec', 'jest', '--ci', '--json', `--outputFile=${file}`]);
  const report = readJson(file);
  return { ok: result.code === 0, passed: report?.numPassedTests ?? 0, failed: report ? report.numFailedTests : 1 };
});

await step('server (PostgreSQL)', async () => {
  if (SKIP_PG) {
    const line = '!'.repeat(100);
    console.warn(
      `${line}\n!!! PORTAL_SKIP_PG_TESTS=1: the server tests on PostgreSQL are SKIPPED. They are not counted as passed.\n${line}`,
    );
    return { ok: true };
  }
  return serverCounts(await runPnpm(['--filter', '@portal/server', 'test', '--pg']));
});

await step('server (embedded)', async () => serverCounts(await runPnpm(['--filter', '@portal/server', 'test', '--embedded-suite'])));

await step('e2e', async () => {
  const file = join(reports, 'e2e.json');
  const result = await runPnpm(['--filter', '@portal/e2e', 'test', '--reporter=list,json'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file } });
  const stats = readJson(file)?.stats;
  return { ok: result.code === 0, passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0), failed: stats ? stats.unexpected : 1 };
});

rmSync(reports, { recursive: true, force: true });
const width = Math.max(...steps.map((s) => s.name.length));
console.log('\nstep'.padEnd(width + 2) + 'seconds  result');
for (const s of steps)
  console.log(`${s.name.padEnd(width)}  ${String(s.seconds).padStart(7)}  ${s.ok ? 'ok' : 'FAILED'}${s.tests ? ` (${s.tests})` : ''}`);
console.log(`${'total'.padEnd(width)}  ${String(seconds(started)).padStart(7)}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(steps.every((s) => s.ok) && !totals.failed ? 0 : 1);
