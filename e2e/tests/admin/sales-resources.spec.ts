import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { dismissSystemMessages, signIn } from '../accounts';
import { entriesOf } from '../zip';

const expect = baseExpect.configure({ timeout: 30_000 });

// Sales Resources (spec 002 §2, §7, §9) in Chromium: a rep opens the list (10 rows by
// default, the query keys in the URL), selects two documents, downloads SalesResources.zip and the
// zip opens with the two files in it.

test('download a zip of two resources and open it', async ({ page }) => {
  test.setTimeout(90_000);
  await dismissSystemMessages(page);
  await signIn(page, 'rep@demo.local');
  await page.goto('/sales_resources?orderBy=name');
  await expect(page.getByRole('heading', { name: 'Sales Resources' })).toBeVisible();
  const rows = page.locator('tbody > tr[data-row-id]');
  await expect(rows).toHaveCount(10);
  const ids = [await rows.nth(0).getAttribute('data-row-id'), await rows.nth(1).getAttribute('data-row-id')];
  const names = [await rows.nth(0).locator('td a').first().textContent(), await rows.nth(1).locator('td a').first().textContent()];
  for (const id of ids) await page.getByRole('checkbox', { name: `Select row ${id}`, exact: true }).check();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download (2)' }).click()]);
  expect(download.suggestedFilename()).toBe('SalesResources.zip');
  const entries = await entriesOf(await readFile((await download.path())!));
  expect([...entries.keys()].map((n) => n.replace(/\.[^.]+$/, '')).sort()).toEqual([...names].sort());
  for (const text of entries.values()) expect(text.length).toBeGreaterThan(0);
});
