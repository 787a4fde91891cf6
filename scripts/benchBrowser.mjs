// The browser sections of `npm run bench`, in Debian's Chromium through Playwright:
// - loginPageJs: the JavaScript /login loads, file by file, in gzip bytes as served;
// - firstOrderList: a user opens /orders, is sent to /login, signs in and comes back to the list.
//   It reports the JavaScript loaded until the first row shows (in total and after Submit), and
//   the time from pressing Submit to the first row, over several cold browser contexts (no cache).
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

export async function firstOrderList(base, { email = 'csr@demo.local', password = 'demo1234', runs = 5 } = {}) {
  const browser = await launch();
  const times = [];
  let js;
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const paths = recordJs(page);
      await page.goto(`${base}/orders`);
      await page.getByRole('button', { name: 'Submit' }).waitFor();
      await page.waitForLoadState('networkidle');
      const beforeSubmit = paths.length;
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      const started = performance.now();
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.locator('tbody > tr[data-row-id]').first().waitFor({ timeout: 60_000 });
      times.push(performance.now() - started);
      if (run === 0) js = { total: sizes(paths), afterSubmit: sizes(paths.slice(beforeSubmit)) };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    user: email,
    coldRuns: runs,
    submitToFirstRowMs: { median: Math.round(median(times)), min: Math.round(sorted[0]), max: Math.round(sorted.at(-1)) },
    jsToFirstRowGzipBytes: js.total.totalGzipBytes,
    jsFiles: js.total.files,
    jsAfterSubmitGzipBytes: js.afterSubmit.totalGzipBytes,
    largestAfterSubmit: js.afterSubmit.chunks.sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 8),
  };
}
