// `npm test`: installs what is needed (pnpm, packages, Chromium) and runs every test:
// type checks, browser-side unit and component tests (Jest), server tests against a real database
// (node's test runner), then end-to-end tests in Chromium against the app started as `start` does.
import { ensureChromium, install, runPnpm, root } from './toolchain.mjs';

const started = Date.now();
const step = (name) => console.log(`\n=== ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);

step('install');
install();
ensureChromium();

step('type check');
runPnpm(['-r', '--workspace-concurrency=1', '--if-present', 'run', 'typecheck']);

step('unit and component tests (jest)');
runPnpm(['exec', 'jest', '--ci'], { cwd: root });

step('server tests (real database)');
runPnpm(['--filter', '@portal/server', 'test']);

step('end-to-end tests (Chromium)');
runPnpm(['--filter', '@portal/e2e', 'test']);

console.log(`\nAll test suites passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
