// The `load` section of `npm run bench` (and `node scripts/benchLoad.mjs` on its own): autocannon,
// 50 connections for 30 s, against the session check (POST /api/auth) and the first order list
// page (GraphQL `orders`, from 'orders', page 1, as admin@demo.local, who sees every order), on the
// embedded database and on a PostgreSQL server (a throwaway cluster of Debian's postgresql,
// scripts/postgres.mjs, with DATABASE_URL), and on PostgreSQL again with the connections spread
// over two instances on the same database. Requests per second, p50, p99 and errors (socket
// errors, timeouts, non-2xx answers and GraphQL errors) per call and database.
//   BENCH_LOAD_SECONDS (30), BENCH_LOAD_CONNECTIONS (50), BENCH_LOAD_DB=embedded|pg|both (both),
//   BENCH_LOAD_ONLY=auth|orders: one of the two calls; BENCH_CPU_PROF=<folder>: the server runs
//   with --cpu-prof and writes its profile there (read the top frames to see where the time goes);
//   BENCH_NODE_FLAGS='--flag …': extra node flags for the server (to try V8 settings). The server
//   otherwise starts exactly as `npm start` starts it, with server/package.json's flags.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startPostgres } from './postgres.mjs';
import { ensurePostgres, root } from './toolchain.mjs';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);

const ORDERS_PAGE_1 = JSON.stringify({
  query: `query Orders($from: String!, $page: Int) {
  orders(from: $from, page: $page) {
    id number created_at updated_at date_required customer custNumb total status statusString items po type currency order_type orderTypeName
    rep repName csr csrName csr2 csr2Name quote job scheduled
  }
}`,
  variables: { from: 'orders', page: 1 },
});

/** The node flags and entry of the server as `npm start` runs it (server/package.json "start"). */
function serverStartArgs() {
  const [command, ...args] = JSON.parse(readFileSync(join(root, 'server/package.json'), 'utf8')).scripts.start.split(' ');
  if (command !== 'node') throw new Error(`server/package.json "start" must run node, not ${command}`);
  return args;
}

export async function startServer(port, env) {
  const profile = process.env.BENCH_CPU_PROF;
  const child = spawn(
    process.execPath,
    [
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
      ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
      ...serverStartArgs(),
    ],
    {
      cwd: join(root, 'server'),
      // The server's own default log level (info), as in production.
      env: { ...process.env, PORT: String(port), ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('server exited during start-up');
    try {
      if ((await fetch(`http://localhost:${port}/api/systemMessages`)).status < 500) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

export async function signIn(base) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.local', password: 'demo1234' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
export function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return null;
  }
}

/** CPU seconds used so far by a PostgreSQL cluster: its postmaster and the processes it started (Linux). */
function postgresCpuSeconds(postmasterPid) {
  if (!postmasterPid) return 0;
  let total = cpuSecondsOf(postmasterPid) ?? 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const parent = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1];
      if (parent === String(postmasterPid)) total += cpuSecondsOf(pid) ?? 0;
    } catch {
      // the process ended while we looked
    }
  }
  return total;
}

const perRequest = (seconds, requests) => Number(((1000 * seconds) / requests).toFixed(2));

async function load(autocannon, options, check, serverPid, postmasterPid) {
  await check(); // warm: the answer is right before it is measured
  for (let i = 0; i < 200; i++) await check(); // JIT and query plans
  const cpuBefore = serverPid ? cpuSecondsOf(serverPid) : null;
  const postgresBefore = postgresCpuSeconds(postmasterPid);
  const benchBefore = process.cpuUsage();
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const cpuAfter = serverPid ? cpuSecondsOf(serverPid) : null;
  const postgresSeconds = postgresCpuSeconds(postmasterPid) - postgresBefore;
  const bench = process.cpuUsage(benchBefore);
  const afterwards = await check().then(
    () => 0,
    () => 1,
  );
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx + afterwards,
    // The server's own CPU per answer: unlike requests per second, it barely moves when other work
    // shares the machine, so two builds can be compared on a busy one.
    serverCpuMsPerRequest: cpuBefore === null || cpuAfter === null ? null : perRequest(cpuAfter - cpuBefore, result.requests.total),
    // Where the rest of the two cores went: PostgreSQL's processes (0 on the embedded database)
    // and the load generator itself, which shares the machine.
    postgresCpuMsPerRequest: postmasterPid ? perRequest(postgresSeconds, result.requests.total) : null,
    loadGeneratorCpuMsPerRequest: perRequest((bench.user + bench.system) / 1e6, result.requests.total),
  };
}

/** Both calls under load against a running server at `base`. */
export async function measureLoad(base, serverPid, postmasterPid = null) {
  const autocannon = createRequire(join(root, 'server/package.json'))('autocannon');
  const cookie = await signIn(base);
  const headers = { cookie, 'content-type': 'application/json' };
  const only = process.env.BENCH_LOAD_ONLY;
  const auth =
    only === 'orders'
      ? null
      : await load(
          autocannon,
          { url: `${base}/api/auth`, method: 'POST', headers, body: '{}' },
          async () => {
            const r = await fetch(`${base}/api/auth`, { method: 'POST', headers, body: '{}' });
            if (!r.ok) throw new Error(`auth: ${r.status}`);
            await r.arrayBuffer();
          },
          serverPid,
          postmasterPid,
        );
  const ordersPage1 =
    only === 'auth'
      ? null
      : await load(
          autocannon,
          { url: `${base}/gql`, method: 'POST', headers, body: ORDERS_PAGE_1 },
          async () => {
            const r = await fetch(`${base}/gql`, { method: 'POST', headers, body: ORDERS_PAGE_1 });
            const body = await r.json();
            if (!r.ok || body.errors || body.data.orders.length !== 50)
              throw new Error(`orders: ${r.status} ${JSON.stringify(body).slice(0, 200)}`);
          },
          serverPid,
          postmasterPid,
        );
  return { auth, ordersPage1 };
}

/**
 * Both calls under load spread over several running instances at once (the connections split
 * evenly; one autocannon per instance, started together): requests per second summed, the worst
 * p50 and p99.
 */
export async function measureLoadSpread(bases) {
  const autocannon = createRequire(join(root, 'server/package.json'))('autocannon');
  const cookie = await signIn(bases[0]);
  const headers = { cookie, 'content-type': 'application/json' };
  const each = Math.max(1, Math.floor(CONNECTIONS / bases.length));
  const spread = async (path, body) => {
    for (const base of bases)
      for (let i = 0; i < 100; i++) await (await fetch(`${base}${path}`, { method: 'POST', headers, body })).arrayBuffer();
    const results = await Promise.all(
      bases.map((base) => autocannon({ url: `${base}${path}`, method: 'POST', headers, body, connections: each, duration: SECONDS })),
    );
    return {
      instances: bases.length,
      requestsPerSecond: Math.round(results.reduce((n, r) => n + r.requests.average, 0)),
      p50ms: Math.max(...results.map((r) => r.latency.p50)),
      p99ms: Math.max(...results.map((r) => r.latency.p99)),
      requests: results.reduce((n, r) => n + r.requests.total, 0),
      errors: results.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
    };
  };
  return { auth: await spread('/api/auth', '{}'), ordersPage1: await spread('/gql', ORDERS_PAGE_1) };
}

/** Starts the server on each database in turn (fresh data) and measures it. */
export async function measureLoadOnBothDatabases({ port = 8198, which = process.env.BENCH_LOAD_DB ?? 'both' } = {}) {
  const report = { connections: CONNECTIONS, seconds: SECONDS };
  const base = `http://localhost:${port}`;
  if (which === 'both' || which === 'embedded') {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-load-'));
    try {
      const server = await startServer(port, { DATA_DIR: dataDir });
      try {
        report.embedded = await measureLoad(base, server.pid);
      } finally {
        await stop(server);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (which === 'both' || which === 'pg') {
    const pg = await startPostgres(await ensurePostgres(), { autovacuum: true });
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-load-'));
    try {
      const server = await startServer(port, { DATA_DIR: dataDir, DATABASE_URL: pg.url });
      try {
        report.postgres = await measureLoad(
          base,
          server.pid,
          Number(readFileSync(join(pg.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]),
        );
        // The same connections spread over two instances on the same database (docs/deploy.md).
        const secondDir = mkdtempSync(join(tmpdir(), 'portal-bench-load-'));
        const second = await startServer(port + 1, { DATA_DIR: secondDir, DATABASE_URL: pg.url });
        try {
          report.postgresTwoInstances = await measureLoadSpread([base, `http://localhost:${port + 1}`]);
        } finally {
          await stop(second);
          rmSync(secondDir, { recursive: true, force: true });
        }
      } finally {
        await stop(server);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      pg.stop();
    }
  }
  return report;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await measureLoadOnBothDatabases(), null, 2));
}
