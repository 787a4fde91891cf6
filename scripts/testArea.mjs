// `pnpm --filter <package> test` (or `npm test` in a package's folder): one area's own checks, for
// the team that owns it, in a few minutes: its TypeScript program, its Jest tests, its server area's
// tests on PostgreSQL, and its e2e journeys in Chromium against the built shell. The whole product's
// run (`npm test` at the root) also runs the checks that span areas.
//   node scripts/testArea.mjs [package folder]   (default: the folder it is run from)
import { spawnSync } from 'node:child_process';
import { basename, join } from 'node:path';
import { installDebianPackages, missingDebianPackages, pnpm, root } from './toolchain.mjs';

/** What each package's team owns: Jest projects, server test folders (under server/), e2e folders (under e2e/). */
export const AREAS = {
  shared: { jest: ['shared', 'tests/cross-area'], server: [], e2e: [] },
  shell: { jest: ['shell'], server: ['src/areas/directory', 'src/platform', 'src/db'], e2e: ['tests/shell'] },
  'mfe-orders': { jest: ['mfe-orders'], server: ['src/areas/orders'], e2e: ['tests/orders'] },
  'mfe-returns': { jest: ['mfe-returns'], server: ['src/areas/returns'], e2e: ['tests/returns'] },
  'mfe-design-requests': { jest: ['mfe-design-requests'], server: ['src/areas/design-requests'], e2e: ['tests/design-requests'] },
  'mfe-designs-color': { jest: ['mfe-designs-color'], server: ['src/areas/designs-color'], e2e: ['tests/designs-color'] },
  'mfe-admin': { jest: ['mfe-admin'], server: ['src/areas/admin'], e2e: ['tests/admin'] },
  'mfe-events-fpa': { jest: ['mfe-events-fpa'], server: ['src/areas/events-fpa'], e2e: ['tests/events-fpa'] },
};

const area = process.argv[2] ?? basename(process.env.PNPM_PACKAGE_DIR ?? process.cwd());
const owned = AREAS[area];
if (!owned) {
  console.error(`No area named ${area}: one of ${Object.keys(AREAS).join(', ')}`);
  process.exit(1);
}

const started = performance.now();
const steps = [];
function run(name, args) {
  console.log(`\n=== ${area}: ${name}\n`);
  const from = performance.now();
  const [cmd, lead] = pnpm();
  const { status } = spawnSync(cmd, [...lead, ...args], { cwd: root, stdio: 'inherit' });
  steps.push({ name, seconds: Math.round((performance.now() - from) / 1000), ok: status === 0 });
}

await installDebianPackages(await missingDebianPackages({ chromium: owned.e2e.length > 0, postgresql: owned.server.length > 0 }));
run('type check', ['exec', 'tsc', '--noEmit', '-p', join(root, area)]);
run('jest', ['exec', 'jest', '--ci', ...owned.jest.flatMap((project) => ['--selectProjects', project])]);
if (owned.server.length) run('server (PostgreSQL)', ['--filter', '@portal/server', 'test', '--pg', ...owned.server]);
if (owned.e2e.length) run('e2e', ['--filter', '@portal/e2e', 'test', ...owned.e2e]);

for (const s of steps) console.log(`${s.name.padEnd(20)} ${String(s.seconds).padStart(5)} s  ${s.ok ? 'ok' : 'FAILED'}`);
console.log(`${area}: ${Math.round((performance.now() - started) / 1000)} s`);
process.exit(steps.every((s) => s.ok) ? 0 : 1);
