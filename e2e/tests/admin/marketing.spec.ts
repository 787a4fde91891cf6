import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { dismissSystemMessages, signIn } from '../accounts';
import { entriesOf } from '../zip';

const expect = baseExpect.configure({ timeout: 30_000 });

// Marketing resources (spec 002 §2, §7, §9) in Chromium: the path after /marketing is the
// folder, Back leads to the parent; two files download as one zip (their paths rewritten to
// /ImageDown) that opens with both real PNGs; an image opens in the preview dialog.

test('browse into a folder and back, download a zip of two resources, preview an image', async ({ page }) => {
  test.setTimeout(90_000);
  await dismissSystemMessages(page);
  await signIn(page, 'rep@demo.local');
  await page.goto('/marketing');
  await page.getByRole('button', { name: 'Open folder Golf' }).click();
  await expect(page).toHaveURL(/\/marketing\/Golf$/);
  await expect(page.getByRole('button', { name: 'Preview Season Teaser.webm' })).toBeVisible();
  await page.getByRole('button', { name: /Back$/ }).click();
  await expect(page).toHaveURL(/\/marketing$/);
  await expect(page.getByRole('button', { name: 'Open folder Corporate' })).toBeVisible();

  await page.getByRole('button', { name: 'Open folder Golf' }).click();
  await page.getByRole('button', { name: 'Open folder Logos' }).click();
  await expect(page).toHaveURL(/\/marketing\/Golf\/Logos$/);
  await page.getByRole('checkbox', { name: 'Select Golf Classic Logo.png' }).check();
  await page.getByRole('checkbox', { name: 'Select Fairway Crest.png' }).check();
  const bar = page.getByRole('region', { name: 'Selection' });
  await expect(bar.getByText('2 selected')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), bar.getByRole('button', { name: /Download/ }).click()]);
  expect(download.suggestedFilename()).toBe('MarketingResources.zip');
  const entries = await entriesOf(await readFile((await download.path())!));
  expect([...entries.keys()].sort()).toEqual(['Fairway Crest.png', 'Golf Classic Logo.png']);
  for (const bytes of entries.values()) expect(bytes.slice(1, 4)).toBe('PNG');
  await expect(bar).toBeHidden();

  await page.getByRole('button', { name: 'Preview Golf Classic Logo.png' }).click();
  const dialog = page.getByRole('dialog', { name: 'Golf Classic Logo.png' });
  const img = dialog.getByRole('img', { name: 'Golf Classic Logo.png' });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(160);
});
