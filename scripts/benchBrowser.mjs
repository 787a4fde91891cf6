// The browser sections of `npm run bench`, in Debian's Chromium through Playwright:
// - loginPageJs: the JavaScript /login loads, file by file, in gzip bytes as served;
// - firstOrderList: the JavaScript loaded and the time to the first row of /orders, signing in from
//   /login and picking Orders in the drawer, or from a link to /orders (see firstOrderList);
// - approvalPage: the customer's public approval page opened from its e-mailed link on a phone
//   profile: JavaScript as transferred, scripts, time to first text and to the form (approvalPage).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, root } from './toolchain.mjs';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Required when called, not when imported: bench.mjs installs the packages first.
const playwright = () => createRequire(join(root, 'e2e/package.json'))('@playwright/test');
const launch = () => playwright().chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

/** Gzip bytes of a served JavaScript path: the pre-compressed .gz the server sends, or gzip of the file. */
function gzipBytesOf(path) {
  const [, remote, file] = path.match(/^\/remotes\/([^/]+)\/(.+)$/) ?? [];
  const full = remote ? join(root, `mfe-${remote.replace('_', '-')}`, 'dist', file) : join(root, 'shell', 'dist', path.slice(1));
  return existsSync(`${full}.gz`) ? statSync(`${full}.gz`).size : gzipSync(readFileSync(full), { level: 9 }).length;
}

const sizes = (paths) => {
  const chunks = [...new Set(paths)].map((path) => ({ path, gzipBytes: gzipBytesOf(path) }));
  return { totalGzipBytes: chunks.reduce((sum, c) => sum + c.gzipBytes, 0), files: chunks.length, chunks };
};

/** Records the path of every JavaScript file the page receives. */
function recordJs(page) {
  const paths = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('.js')) paths.push(url.pathname);
  });
  return paths;
}

export async function loginPageJs(base) {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    const paths = recordJs(page);
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    await page.waitForLoadState('networkidle');
    return sizes(paths);
  } finally {
    await browser.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (times) => ({ median: Math.round(median(times)), min: Math.round(Math.min(...times)), max: Math.round(Math.max(...times)) });
// The System Messages dialog would cover the drawer: these users have read them all.
const freshContext = async (browser) => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.localStorage.setItem('portal.systemMessages.dismissed', JSON.stringify(Array.from({ length: 100 }, (_, i) => i + 1)));
  });
  return context;
};

/**
 * Runs in the page before its own scripts, on the page's clock: when each click happened (the
 * event's own time) and when the first list row was shown: the browser's own paint time of that
 * row's cells (Element Timing: the cells are marked the moment the row reaches the DOM, before its
 * first paint). Timed from outside the page, the row would be seen late: Playwright's waitFor looks
 * again after 0, 20, 50, 100 and 100 ms, then every 500 ms.
 */
function firstRowProbe() {
  const marks = { clicks: [] };
  window.__listBench = marks;
  document.addEventListener('click', (event) => marks.clicks.push(event.timeStamp), true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.identifier === 'bench-first-row') marks.rowPaintedMs ??= entry.renderTime || entry.loadTime;
  }).observe({ type: 'element', buffered: true });
  const observer = new MutationObserver(() => {
    const row = document.querySelector('tbody > tr[data-row-id]');
    if (!row) return;
    observer.disconnect();
    for (const cell of row.querySelectorAll('td')) cell.setAttribute('elementtiming', 'bench-first-row');
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Milliseconds from the last click to the first row's paint, on the page's clock. */
async function clickToFirstRowMs(page) {
  await page.waitForFunction(() => window.__listBench?.rowPaintedMs !== undefined, null, { timeout: 60_000 });
  return page.evaluate(() => window.__listBench.rowPaintedMs - window.__listBench.clicks.at(-1));
}

async function signIn(page, email, password) {
  await page.getByRole('button', { name: 'Submit' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/**
 * Two ways to the first order list, each in fresh browser contexts (nothing cached):
 * - fromLogin: the user opens /login, signs in and picks Orders in the drawer. Reported: the
 *   JavaScript loaded after Submit until the first row (what the list costs on top of the login
 *   page), and the time from the click on Orders to that row.
 * - fromLink: the user follows a link to /orders, is sent to /login, signs in and comes back to the
 *   list. Reported: all JavaScript loaded on the way, and the time from Submit to the first row.
 * Times are the page's own (firstRowProbe): from the click event to the frame that paints the row.
 */
export async function firstOrderList(base, { email = 'csr@demo.local', password = 'demo1234', runs = 5 } = {}) {
  const browser = await launch();
  const fromLogin = { times: [] };
  const fromLink = { times: [] };
  try {
    for (let run = 0; run < runs; run++) {
      let context = await freshContext(browser);
      await context.addInitScript(firstRowProbe);
      let page = await context.newPage();
      let paths = recordJs(page);
      await page.goto(`${base}/login`);
      await signIn(page, email, password);
      const loginPaths = new Set(paths);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders', exact: true }).click();
      fromLogin.times.push(await clickToFirstRowMs(page));
      if (run === 0) fromLogin.js = sizes(paths.filter((path) => !loginPaths.has(path)));
      await context.close();

      context = await freshContext(browser);
      await context.addInitScript(firstRowProbe);
      page = await context.newPage();
      paths = recordJs(page);
      await page.goto(`${base}/orders`);
      await signIn(page, email, password);
      fromLink.times.push(await clickToFirstRowMs(page));
      if (run === 0) fromLink.js = sizes(paths);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const top = (js) => js.chunks.sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 10);
  return {
    user: email,
    coldRuns: runs,
    fromLogin: {
      ordersClickToFirstRowMs: spread(fromLogin.times),
      jsAfterSubmitGzipBytes: fromLogin.js.totalGzipBytes,
      jsAfterSubmitFiles: fromLogin.js.files,
      largest: top(fromLogin.js),
    },
    fromLink: {
      submitToFirstRowMs: spread(fromLink.times),
      jsInAllGzipBytes: fromLink.js.totalGzipBytes,
      jsFiles: fromLink.js.files,
      // Every file, largest first: compare two builds chunk by chunk (which area's code came along).
      chunks: fromLink.js.chunks.sort((a, b) => b.gzipBytes - a.gzipBytes),
    },
  };
}

// ---- the public approval page ------------------------------------------------------------------

/** A fresh approval link: an order awaiting art confirmation or the manager sent for customer approval, its link read from the outbox. */
async function approvalLinkPath(base) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.local', password: 'demo1234' }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const gql = async (query, variables) => {
    const r = await fetch(`${base}/gql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    const body = await r.json();
    if (body.errors) throw new Error(body.errors[0].message);
    return body.data;
  };
  const { orders } = await gql('query($from: String!) { orders(from: $from) { id status } }', { from: 'art_completed' });
  const order = orders.find((o) => o.status === 4 || o.status === 5);
  if (!order) throw new Error('no order awaiting art confirmation or the manager to send for approval');
  const email = `bench-${Date.now()}@customer.example`;
  await gql('mutation($id: Int!, $emails: String!) { sendOrderForApproval(id: $id, emails: $emails) { id } }', {
    id: order.id,
    emails: email,
  });
  const mails = await (await fetch(`${base}/api/outbox?to=${encodeURIComponent(email)}`, { headers: { cookie } })).json();
  const path = /https?:\/\/[^/\s]+(\/order_approval\/\d+\/[A-Za-z0-9_-]{43}\/approve)/.exec(mails[0]?.text ?? '')?.[1];
  if (!path) throw new Error('the approval e-mail holds no link');
  return path;
}

/**
 * Runs in the page before its own scripts: the moments (ms since navigation start) when the first
 * text, the page's heading and the form's e-mail field reach the DOM, and the first contentful paint.
 */
function approvalProbe() {
  const marks = {};
  window.__approvalBench = marks;
  const hasText = () => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent.trim() && !node.parentElement?.closest('script, style, noscript, template')) return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => {
    const now = performance.now();
    if (!document.body) return;
    marks.firstTextMs ??= hasText() ? now : undefined;
    marks.headingMs ??= document.querySelector('h1, h2')?.textContent.trim() ? now : undefined;
    marks.formMs ??= document.querySelector('input[type="email"]') ? now : undefined;
    if (marks.formMs !== undefined) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcpMs = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/**
 * The customer's approval page, opened from a real e-mailed link in fresh contexts (nothing
 * cached, no cookies) on a phone profile: Pixel 7 (412x915 viewport, touch, mobile user agent) with
 * the CPU slowed 4x. Reported: the JavaScript it loads (bytes as transferred, i.e. brotli as the
 * server sends it to Chromium, and gzip like the other figures), its scripts, and the medians of the
 * time to the first text, to the page's heading and to the form (after the link check).
 */
export async function approvalPage(base, { runs = 5 } = {}) {
  const path = await approvalLinkPath(base);
  const browser = await launch();
  const times = { firstTextMs: [], headingMs: [], formMs: [], fcpMs: [] };
  let js;
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ ...playwright().devices['Pixel 7'] });
      await context.addInitScript(approvalProbe);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const scripts = [];
      page.on('response', (r) => {
        if (new URL(r.url()).pathname.endsWith('.js')) scripts.push(r);
      });
      await page.goto(`${base}${path}`);
      await page.getByLabel('Email').waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      const marks = await page.evaluate(() => window.__approvalBench);
      for (const key of Object.keys(times)) if (typeof marks[key] === 'number') times[key].push(marks[key]);
      if (run === 0) {
        const paths = scripts.map((r) => new URL(r.url()).pathname);
        const transferred = await Promise.all(scripts.map(async (r) => (await r.request().sizes()).responseBodySize));
        js = { transferredBytes: transferred.reduce((sum, n) => sum + n, 0), ...sizes(paths) };
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    profile: 'Pixel 7 (412x915, mobile, touch), CPU 4x slower, no network throttling, cold cache',
    coldRuns: runs,
    jsTransferredBytes: js.transferredBytes,
    jsGzipBytes: js.totalGzipBytes,
    jsFiles: js.files,
    firstTextMs: spread(times.firstTextMs),
    headingMs: spread(times.headingMs),
    formReadyMs: spread(times.formMs),
    firstContentfulPaintMs: times.fcpMs.length ? spread(times.fcpMs) : null,
    chunks: js.chunks.sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

/**
 * Waits until the page has had no request in flight for 500 ms. Playwright's 'networkidle' is a
 * state of the document's load: after a client-side navigation it has long been reached.
 */
function trackQuiet(page) {
  let inFlight = 0;
  let last = performance.now();
  // The page's live channel (GET /api/live) stays open as long as the page: not a load.
  const counted = (request) => new URL(request.url()).pathname !== '/api/live';
  const done = (request) => {
    if (!counted(request)) return;
    inFlight--;
    last = performance.now();
  };
  page.on('request', (request) => {
    if (!counted(request)) return;
    inFlight++;
    last = performance.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 100)); // what the last action started has begun
    while (inFlight > 0 || performance.now() - last < 500) await new Promise((resolve) => setTimeout(resolve, 50));
  };
}

/** Each area's first screen, opened from the drawer (budget: at most 150,000 bytes each). */
const AREA_FIRST_SCREENS = [
  { area: 'orders', label: 'Orders' },
  { area: 'returns', label: 'Returns' },
  { area: 'design-requests', label: 'Design Requests' },
  { area: 'designs-color', label: 'Designs' },
  { area: 'admin', label: 'User Access' },
  { area: 'events-fpa', label: 'Employee Pricing' },
];
export const AREA_BUDGET_BYTES = 150_000;

/**
 * The JavaScript each area's first screen loads beyond the shell frame: signed in as the
 * administrator (every drawer entry), on Home with the frame drawn and the network quiet, the
 * area's drawer entry is clicked and everything loaded until the network is quiet again is
 * counted. The idle prefetch of the next area is off (the browser asks to save data), so only what
 * the click asked for is counted.
 */
export async function areaFirstScreens(base, { email = 'admin@demo.local', password = 'demo1234' } = {}) {
  const browser = await launch();
  const areas = {};
  try {
    for (const { area, label } of AREA_FIRST_SCREENS) {
      const context = await freshContext(browser);
      await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
      const page = await context.newPage();
      const paths = recordJs(page);
      const quiet = trackQuiet(page);
      await page.goto(`${base}/login`);
      await signIn(page, email, password);
      const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true });
      await link.waitFor({ timeout: 60_000 });
      await quiet();
      const frame = new Set(paths);
      await link.click();
      await page.waitForURL((url) => url.pathname !== '/');
      await quiet();
      const { totalGzipBytes, files, chunks } = sizes(paths.filter((path) => !frame.has(path)));
      areas[area] = {
        path: new URL(page.url()).pathname,
        gzipBytes: totalGzipBytes,
        files,
        withinBudget: totalGzipBytes <= AREA_BUDGET_BYTES,
        largest: chunks.sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 3),
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { budgetGzipBytes: AREA_BUDGET_BYTES, areas };
}
