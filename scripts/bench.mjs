// `npm run bench`: prints one JSON document with the numbers of the README's "Performance", measured here:
// - first start of the server on an empty data directory (migrate + seed) and a second start;
// - gzip bytes of the JavaScript the login page loads, chunk by chunk;
// - firstOrderList: JavaScript loaded until the first row of /orders shows after login, and the
//   time from pressing Submit to that row, in Chromium (benchBrowser.mjs);
// - approvalPage: the customer's public approval page from an e-mailed link on a phone profile
//   (CPU 4x slower, mobile viewport): JavaScript as transferred, scripts, time to first text;
// - load: requests per second, p50, p99 and errors of POST /api/auth and the first order list page
//   under 50 connections for 30 s, on the embedded database and on PostgreSQL (benchLoad.mjs);
// - orderLists: p50/p95 of the order list query and the counters on the demo data and, when
//   BENCH_SEED_SCALE is set (100: 200,000 orders), on a data set of that scale (seeded once into
//   BENCH_DATA_DIR when given, so a second run reuses it; else into a temporary folder);
// - returns: p50/p95 of returnsV2 (page + totalCount) per view and of its domain, at scale 1 and,
//   with BENCH_SEED_SCALE, on the large set (BENCH_SEED_SCALE=100 holds about 51,000 returns);
// - admin: p50/p95 of the administration lists (external users, sales resources, license SKUs,
//   product styles, marketing resources),
//   at scale 1 and with BENCH_SEED_SCALE (benchAdmin.mjs);
// - extraction: colour extraction of a 5 MB PNG and of a 1 MB SVG design file, made the same every
//   run; jobFolder: a job of 50 designs made into its folder and downloaded as a zip, the time and the
//   server's peak memory of each (benchArtwork.mjs; BENCH_ONLY=artwork prints only these sections);
// - live: 200 open live channels, the server's memory growth and its CPU while nothing changes, and
//   one change's way to all of them (benchLive.mjs; BENCH_ONLY=live prints only this section);
// - search: p50/p95 of the search box's call (GET /api/search) at scale 1 and, with BENCH_SEED_SCALE,
//   on the large set on both databases (benchSearch.mjs; BENCH_ONLY=search prints only this section,
//   seeded at BENCH_SEED_SCALE on the embedded database and on PostgreSQL).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureLoadOnBothDatabases } from './benchLoad.mjs';
import { measureOrderLists } from './benchOrderLists.mjs';
import { measureReturns } from './benchReturns.mjs';
import { measureDesigns } from './benchDesigns.mjs';
import { measureAdmin } from './benchAdmin.mjs';
import { measureEventsFpa } from './benchEventsFpa.mjs';
import { measureDesignSamples } from './benchDesignSamples.mjs';
import { measureDesignRequests } from './benchDesignRequests.mjs';
import { measureSearch, measureSearchEmbedded, measureSearchOnPostgres } from './benchSearch.mjs';
import { approvalPage, areaFirstScreens, firstOrderList, loginPageJs } from './benchBrowser.mjs';
import { measureExtraction, measureFileStores, measureJobFolder } from './benchArtwork.mjs';
import { measureLive } from './benchLive.mjs';
import { install, root } from './toolchain.mjs';

install();
if (process.env.BENCH_ONLY === 'artwork') {
  console.log(
    JSON.stringify(
      { extraction: await measureExtraction(), jobFolder: await measureJobFolder(), fileStores: await measureFileStores() },
      null,
      2,
    ),
  );
  process.exit(0);
}
// BENCH_ONLY=live: what 200 open live channels cost the server (benchLive.mjs), nothing else.
if (process.env.BENCH_ONLY === 'live') {
  console.log(JSON.stringify({ live: await measureLive({ port: Number(process.env.BENCH_PORT ?? 8199) - 2 }) }, null, 2));
  process.exit(0);
}
// BENCH_ONLY=search: only the search box's call, on the embedded database and on PostgreSQL, each
// seeded at BENCH_SEED_SCALE (1 when unset); no build, no browser.
if (process.env.BENCH_ONLY === 'search') {
  const port = Number(process.env.BENCH_PORT ?? 8199);
  const scale = Number(process.env.BENCH_SEED_SCALE ?? 1);
  const embedded = await measureSearchEmbedded({ port, scale, dataDir: process.env.BENCH_DATA_DIR });
  const postgres = await measureSearchOnPostgres({ port, scale });
  console.log(JSON.stringify({ search: { embedded, postgres } }, null, 2));
  process.exit(0);
}
const { build } = await import('./build.mjs');
const { staleApps } = await import('./apps.mjs');
await build(staleApps());

const PORT = Number(process.env.BENCH_PORT ?? 8199);
const base = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const ms = (t) => Math.round(t);
// BENCH_ONLY=browser: only the JavaScript of /login and of the way to the first order list (one cold
// run) and the public approval page (three cold runs), for comparing builds without the minutes of
// load and query measurements.
const BROWSER_ONLY = process.env.BENCH_ONLY === 'browser';

async function startServer(dir = dataDir, env = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'server'),
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('server exited during start-up');
    try {
      const r = await fetch(`${base}/remotes.json`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, ms: ms(performance.now() - started) };
}

const stop = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

const report = { machine: { cores: (await import('node:os')).cpus().length, node: process.version } };
try {
  const first = await startServer();
  report.serverStart = { emptyDataDirMs: first.ms };
  await stop(first.child);
  // The approval page's section reads the e-mailed link from the outbox, as the e2e journey does:
  // the server shows link secrets there only when told to (platform/outboxRoute.ts).
  const second = await startServer(dataDir, { OUTBOX_SHOW_LINKS: '1' });
  report.serverStart.existingDataDirMs = second.ms;
  await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.local', password: 'demo1234' }),
  });
  report.loginPage = await loginPageJs(base);
  report.firstOrderList = await firstOrderList(base, { runs: BROWSER_ONLY ? 1 : 5 });
  // The customer's public approval page on a phone profile (budget: at most 120,000 bytes of JavaScript, which e2e/tests/orders/order-approval.spec.ts checks; first text within 1 s).
  report.approvalPage = await approvalPage(base, { runs: BROWSER_ONLY ? 3 : 5 });
  // Each area's first screen beyond the shell frame (budget: at most 150,000 bytes, AREA_BUDGET_BYTES).
  report.areaFirstScreens = await areaFirstScreens(base);
  if (!BROWSER_ONLY) {
    report.orderLists = { seedScale: 1, ...(await measureOrderLists(base)) };
    report.returns = { seedScale: 1, ...(await measureReturns(base)) };
    report.designs = { seedScale: 1, ...(await measureDesigns(base)) };
    report.admin = { seedScale: 1, ...(await measureAdmin(base)) };
    report.eventsFpa = { seedScale: 1, ...(await measureEventsFpa(base)) };
    report.designSamples = { seedScale: 1, ...(await measureDesignSamples(base)) };
    report.designRequests = { seedScale: 1, ...(await measureDesignRequests(base)) };
    // The search box's one call (every area at once): p95 under 50 ms.
    report.search = { seedScale: 1, ...(await measureSearch(base)) };
  }
  await stop(second.child);
  // Colour extraction of one design file: a 5 MB PNG and a 1 MB SVG, each under 2 s (in-process, no server).
  if (!BROWSER_ONLY) report.extraction = await measureExtraction();
  // A job folder of 50 designs: made, then downloaded as a zip streamed as it is read (its peak memory far below its size).
  if (!BROWSER_ONLY) report.jobFolder = await measureJobFolder();
  // The file store's throughput: the local folder against an S3 bucket (FILES_URL).
  if (!BROWSER_ONLY) report.fileStores = await measureFileStores();
  // autocannon, 50 connections for 30 s: session check and first order page, embedded and PostgreSQL.
  if (!BROWSER_ONLY) report.load = await measureLoadOnBothDatabases({ port: PORT + 1 });
  // 200 open live channels: the server's memory growth and its CPU while nothing changes (README "Live updates").
  if (!BROWSER_ONLY) report.live = await measureLive({ port: PORT - 2 });
  const scale = BROWSER_ONLY ? 0 : Number(process.env.BENCH_SEED_SCALE ?? 0);
  if (scale > 0) {
    const largeDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-bench-large-'));
    try {
      const large = await startServer(largeDir, { SEED_SCALE: String(scale) });
      report.orderLists.large = { seedScale: scale, startMs: large.ms, ...(await measureOrderLists(base)) };
      // returnsV2 p95 under 50 ms on 50,000 returns: BENCH_SEED_SCALE=100 seeds about 51,000.
      report.returns.large = { seedScale: scale, ...(await measureReturns(base)) };
      // Designs and colour lists: p95 under 50 ms, 150 ms with a text search.
      report.designs.large = { seedScale: scale, ...(await measureDesigns(base)) };
      // Administration lists: p95 under 50 ms, 150 ms with a text search.
      report.admin.large = { seedScale: scale, ...(await measureAdmin(base)) };
      // Events and FPA lists (shipping jobs, employees, contests): p95 under 50 ms, 150 ms with a text search.
      report.eventsFpa.large = { seedScale: scale, ...(await measureEventsFpa(base)) };
      // Design sample requests and design orders: p95 under 50 ms, 150 ms with a text search.
      report.designSamples.large = { seedScale: scale, ...(await measureDesignSamples(base)) };
      // Design request lists: each list type on its routes, p95 under 50 ms, 150 ms with a text search.
      report.designRequests.large = { seedScale: scale, ...(await measureDesignRequests(base)) };
      // The search box: p95 under 50 ms at this scale, here on the embedded database, below on PostgreSQL.
      report.search.large = { seedScale: scale, ...(await measureSearch(base)) };
      await stop(large.child);
      report.search.largePostgres = await measureSearchOnPostgres({ port: PORT + 2, scale });
    } finally {
      if (!process.env.BENCH_DATA_DIR) rmSync(largeDir, { recursive: true, force: true });
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify(report, null, 2));
