// The browser sections of `npm run bench`, in Debian's Chromium through Playwright:
// - loginPageJs: the JavaScript /login loads, file by file, in gzip bytes as served;
// - firstOrderList: the JavaScript loaded and the time from Submit to the first row of /orders,
//   signing in from /login or from a link to /orders (see firstOrderList).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, root } from './toolchain.mjs';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

// Required when called, not when imported: bench.mjs installs the packages first.
const launch = () =>
  createRequire(join(root, 'e2e/package.json'))('@playwright/test').chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

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
const firstRow = (page) => page.locator('tbody > tr[data-row-id]').first().waitFor({ timeout: 60_000 });

async function signIn(page, email, password) {
  await page.getByRole('button', { name: 'Submit' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const started = performance.now();
  await page.getByRole('button', { name: 'Submit' }).click();
  return started;
}

/**
 * Two ways to the first order list, each in fresh browser contexts (nothing cached):
 * - fromLogin: the user opens /login, signs in and picks Orders in the drawer. Reported: the
 *   JavaScript loaded after Submit until the first row (what the list costs on top of the login
 *   page), and the time from Submit to that row.
 * - fromLink: the user follows a link to /orders, is sent to /login, signs in and comes back to the
 *   list. Reported: all JavaScript loaded on the way, and the time from Submit to the first row.
 */
export async function firstOrderList(base, { email = 'csr@demo.local', password = 'demo1234', runs = 5 } = {}) {
  const browser = await launch();
  const fromLogin = { times: [] };
  const fromLink = { times: [] };
  try {
    for (let run = 0; run < runs; run++) {
      let context = await freshContext(browser);
      let page = await context.newPage();
      let paths = recordJs(page);
      await page.goto(`${base}/login`);
      let started = await signIn(page, email, password);
      const loginPaths = new Set(paths);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders', exact: true }).click();
      await firstRow(page);
      fromLogin.times.push(performance.now() - started);
      if (run === 0) fromLogin.js = sizes(paths.filter((path) => !loginPaths.has(path)));
      await context.close();

      context = await freshContext(browser);
      page = await context.newPage();
      paths = recordJs(page);
      await page.goto(`${base}/orders`);
      started = await signIn(page, email, password);
      await firstRow(page);
      fromLink.times.push(performance.now() - started);
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
      submitToFirstRowMs: spread(fromLogin.times),
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
