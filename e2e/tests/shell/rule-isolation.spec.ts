import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { RETURNS_VARIANT_DIR } from '../../variant/returnsVariant';
import { accounts, dismissSystemMessages, signIn } from '../accounts';

// Area rules ship with the remote that uses them. The returns remote is rebuilt with a
// changed rule (the date format of @portal/shared/core's time.ts) and served in place of the
// deployed one. It must use its own rule, while the orders remote, loaded after it in the same
// page, keeps the rule it was built with. Were pure code a Module Federation singleton
// ('loaded-first'), orders would run the returns remote's copy.

const root = resolve(import.meta.dirname, '../../..');
const REMOTES = ['mfe-orders', 'mfe-returns', 'mfe-design-requests', 'mfe-designs-color', 'mfe-admin', 'mfe-events-fpa'];
const BUILT_AREAS = ['mfe-orders', 'mfe-returns'];
const TYPES: Record<string, string> = { '.js': 'application/javascript', '.json': 'application/json', '.css': 'text/css' };

// Built by e2e/serve.mjs with the apps, before any test starts.
const variantDir = RETURNS_VARIANT_DIR;

test('no remote shares the pure part of @portal/shared through Module Federation', () => {
  for (const app of REMOTES) {
    const manifest = JSON.parse(readFileSync(join(root, app, 'dist', 'mf-manifest.json'), 'utf8')) as { shared: { name: string }[] };
    const names = manifest.shared.map((s) => s.name);
    // A remote shares only what its code imports: the areas not built yet use no platform state.
    if (BUILT_AREAS.includes(app)) expect(names, app).toContain('@portal/shared/platform');
    expect(names, app).not.toContain('@portal/shared');
    expect(names, app).not.toContain('@portal/shared/core');
  }
});

test('a remote rebuilt with a changed rule uses it; the other remotes keep theirs', async ({ page }) => {
  await page.route('**/remotes/returns/**', async (route) => {
    const file = new URL(route.request().url()).pathname.replace(/^\/remotes\/returns\//, '');
    const body = readFileSync(join(variantDir, file));
    await route.fulfill({ body, contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
  });
  await dismissSystemMessages(page);
  await signIn(page, accounts.admin);

  // Returns first: its copy of the rule is the first in the page.
  await page.goto('/returns');
  const firstRow = page.getByRole('table').getByRole('row').nth(1);
  await expect(firstRow).toContainText('rule-v2');

  // Then an order list, in the same page: orders formats its dates with its own rule.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Order History' }).click();
  await expect(page.getByRole('table', { name: 'Order History' })).toBeVisible();
  await expect(firstRow).toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('table')).not.toContainText('rule-v2');

  // And back: the returns remote still runs its own.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Returns' }).click();
  await expect(page.getByRole('table', { name: 'Returns' })).toBeVisible();
  await expect(firstRow).toContainText('rule-v2');

  // The page's share scope (shell and both remotes registered) holds only the stateful entries.
  const shared = await page.evaluate(() => {
    const names = new Set<string>();
    const walk = (node: unknown, depth: number) => {
      if (!node || typeof node !== 'object' || depth > 3) return;
      for (const [key, value] of Object.entries(node)) {
        if (key.startsWith('@portal/')) names.add(key);
        else walk(value, depth + 1);
      }
    };
    walk((globalThis as { __FEDERATION__?: { __SHARE__?: unknown } }).__FEDERATION__?.__SHARE__, 0);
    return [...names].sort();
  });
  expect(shared).toContain('@portal/shared/platform');
  expect(shared).not.toContain('@portal/shared');
  expect(shared).not.toContain('@portal/shared/core');
});
