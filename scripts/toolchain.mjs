// What the README's commands need before they can run, on a machine that has only Node 20 and npm:
// pnpm (fetched by npx when missing), the workspace's packages, and for browser tests Chromium
// from Debian's `chromium` package.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Nothing here may import an installed package: this runs before the install.
export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const PNPM_VERSION = '10.34.9';
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

let pnpmCmd;
/** [command, leading args] that run pnpm 10: the installed one, or npx's copy of the pinned version. */
export function pnpm() {
  if (pnpmCmd) return pnpmCmd;
  try {
    const version = execFileSync('pnpm', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (version.startsWith('10.')) return (pnpmCmd = ['pnpm', []]);
  } catch {
    // not installed
  }
  return (pnpmCmd = ['npx', ['-y', `pnpm@${PNPM_VERSION}`]]);
}

/** Runs a command in the foreground; exits the process with its code when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`\n${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

export function runPnpm(args, options) {
  const [cmd, lead] = pnpm();
  run(cmd, [...lead, ...args], options);
}

/** Starts pnpm in the background, forwarding Ctrl-C and termination to it. */
export function spawnPnpm(args, options = {}) {
  const [cmd, lead] = pnpm();
  const child = spawn(cmd, [...lead, ...args], { stdio: 'inherit', cwd: root, ...options });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return child;
}

/** Installs the workspace's packages exactly as the lockfile says (quick when nothing changed). */
export function install() {
  runPnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only'], {
    env: { ...process.env, CI: 'true' },
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * What the tests need from Debian, missing on this machine: `chromium` (the browser tests) and
 * `postgresql` (the server tests on a PostgreSQL server). Pass the ones wanted.
 */
export async function missingDebianPackages({ chromium = true, postgresql = true } = {}) {
  const { findPostgresBin } = await import('./postgres.mjs');
  return [...(chromium && !existsSync(CHROMIUM) ? ['chromium'] : []), ...(postgresql && !findPostgresBin() ? ['postgresql'] : [])];
}

/**
 * Installs the given Debian packages with one `apt-get update` and one `apt-get install` when we may
 * (root), in the background (the promise settles when apt-get ends; it rejects when it fails);
 * otherwise stops with the commands to run.
 */
export function installDebianPackages(packages) {
  if (!packages.length) return Promise.resolve();
  if (!isRoot()) {
    console.error(
      `Missing Debian packages for the tests: ${packages.join(', ')}. Install them with\n` +
        `  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}\n` +
        'or set CHROMIUM_PATH to a Chromium binary and PG_BIN to a folder holding initdb and pg_ctl, then run the tests again.',
    );
    process.exit(1);
  }
  console.log(`Installing ${packages.join(', ')} from Debian packages (apt-get, in the background)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const script = `apt-get update -q && apt-get install -y -q --no-install-recommends ${packages.join(' ')}`;
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${script} failed (exit ${code}):\n${output}`))));
  });
}

/** Debian's PostgreSQL: the bin folder of the installed one, installed (apt-get) when missing and we may. */
export async function ensurePostgres() {
  const { findPostgresBin } = await import('./postgres.mjs');
  await installDebianPackages(await missingDebianPackages({ chromium: false }));
  const installed = findPostgresBin();
  if (!installed) {
    console.error('postgresql is installed, but no initdb was found under /usr/lib/postgresql/<version>/bin (or PG_BIN)');
    process.exit(1);
  }
  return installed;
}
