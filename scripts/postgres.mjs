// A throwaway PostgreSQL server for tests and benchmarks: a fresh cluster in a temporary folder on a
// free port, owned by the `postgres` system user when we are root (initdb refuses root), with its
// socket in that folder. stop() kills it (immediate) and deletes the folder; it also runs when the
// process exits, so a failing test run never leaves a server behind.
// Nothing here may import an installed package: scripts/test.mjs uses it before anything else.
import { spawnSync } from 'node:child_process';
import { chownSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The bin folder of the newest installed PostgreSQL (Debian: /usr/lib/postgresql/<major>/bin), or null. */
export function findPostgresBin() {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const majors = readdirSync(base)
    .filter((v) => /^\d+$/.test(v) && existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length ? join(base, majors[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function postgresIds() {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('running as root, but there is no `postgres` system user to run PostgreSQL as');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * Starts a cluster and returns { url, port, dir, stop, copy, pause, resume }. `url` is the superuser's connection to
 * the `postgres` database (trust authentication on 127.0.0.1). Settings are for throwaway data:
 * no fsync, no synchronous commit, and no autovacuum unless asked for (its ANALYZE commits
 * transactions the tests' change detector would see). `copy(n)` stops the cluster for a moment,
 * copies its data folder n times and starts each copy on a port of its own: n more clusters holding
 * the same databases (the test template, built once).
 */
export async function startPostgres(bin, { log = console.log, autovacuum = false } = {}) {
  const started = performance.now();
  const cluster = newCluster(bin, { autovacuum });
  try {
    cluster.exec('initdb', ['-D', cluster.data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const server = await cluster.start();
    log(
      `PostgreSQL ${bin.split('/').at(-2) ?? ''} started on port ${server.port} in ${Math.round(performance.now() - started)} ms (${cluster.dir})`,
    );
    return server;
  } catch (err) {
    cluster.stop();
    throw err;
  }
}

function newCluster(bin, { autovacuum }) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  const data = join(dir, 'data');
  const asPostgres = isRoot();
  const ids = asPostgres ? postgresIds() : null;
  if (ids) chownSync(dir, ids.uid, ids.gid);
  const exec = (tool, args) => {
    const command = asPostgres ? 'runuser' : join(bin, tool);
    const full = asPostgres ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    const result = spawnSync(command, full, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (result.status !== 0) {
      const logFile = join(dir, 'server.log');
      const serverLog = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      throw new Error(
        `${tool} ${args.join(' ')} failed (exit ${result.status ?? result.signal}):\n${result.stdout}${result.stderr}${serverLog}`,
      );
    }
    return result.stdout;
  };
  let stopped = false;
  const onSignal = (signal) => {
    stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  const halt = (mode) => {
    if (existsSync(join(data, 'postmaster.pid'))) exec('pg_ctl', ['-D', data, '-m', mode, 'stop']);
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    try {
      halt('immediate');
    } catch (err) {
      console.error(String(err));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const start = async () => {
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=300',
      `-c autovacuum=${autovacuum ? 'on' : 'off'}`,
    ].join(' ');
    exec('pg_ctl', ['-D', data, '-w', '-t', '60', '-l', join(dir, 'server.log'), '-o', options, 'start']);
    const copy = async (count) => {
      halt('fast');
      const copies = [];
      try {
        for (let i = 0; i < count; i++) {
          const twin = newCluster(bin, { autovacuum });
          cpSync(data, twin.data, { recursive: true });
          if (ids) chownTree(twin.data, ids);
          rmSync(join(twin.data, 'postmaster.pid'), { force: true });
          copies.push(await twin.start());
        }
      } finally {
        exec('pg_ctl', ['-D', data, '-w', '-t', '60', '-l', join(dir, 'server.log'), '-o', options, 'start']);
      }
      return copies;
    };
    // A restart under a running server (server/src/platform/databaseRestart.test.ts): stop the cluster, start it again on its port.
    const pause = () => halt('fast');
    const resume = () => exec('pg_ctl', ['-D', data, '-w', '-t', '60', '-l', join(dir, 'server.log'), '-o', options, 'start']);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop, copy, pause, resume };
  };
  return { dir, data, exec, start, stop };
}

function chownTree(path, { uid, gid }) {
  chownSync(path, uid, gid);
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) chownTree(full, { uid, gid });
    else chownSync(full, uid, gid);
  }
}
