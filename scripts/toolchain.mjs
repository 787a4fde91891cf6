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

/** Debian's chromium for the browser tests: installed when missing and we may (root), else a clear stop. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing (${CHROMIUM}). The browser tests use Debian's chromium package:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
    );
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages (apt-get install chromium)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-q'], { env });
  run('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'chromium'], { env });
}

/**
 * Debian's PostgreSQL for the server tests on a real PostgreSQL server: the bin folder of the
 * installed one, installed (apt-get install postgresql) when missing and we may (root), else a
 * clear stop. PORTAL_SKIP_PG_TESTS=1 skips those tests instead (scripts/test.mjs says so loudly).
 */
export async function ensurePostgres() {
  const { findPostgresBin } = await import('./postgres.mjs');
  const found = findPostgresBin();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      'PostgreSQL is missing (no /usr/lib/postgresql/<version>/bin/initdb). The server tests also run on a\n' +
        "PostgreSQL server, from Debian's postgresql package:\n" +
        '  sudo apt-get update && sudo apt-get install -y postgresql\n' +
        'or set PG_BIN to a folder holding initdb and pg_ctl, or PORTAL_SKIP_PG_TESTS=1 to skip them, then run the tests again.',
    );
    process.exit(1);
  }
  console.log('Installing PostgreSQL from Debian packages (apt-get install postgresql)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-q'], { env });
  run('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'postgresql'], { env });
  const installed = findPostgresBin();
  if (!installed) {
    console.error('apt-get installed postgresql, but no initdb was found under /usr/lib/postgresql/<version>/bin');
    process.exit(1);
  }
  return installed;
}
