import { expect, test } from '@playwright/test';
import { pickOption } from '../antd';
import { dismissSystemMessages, signIn } from '../accounts';

// Colour extraction (spec 001 §2.6, §5.6, §7.6) in Chromium as artmanager@demo.local:
// extract a team's colours from its designs' image files, generate the PMS files and look at one
// (a real PNG of the swatches), then save the design colours. The seed gives the first team of the
// NHL (Anaheim Ducks) a full-colour design, D59001-1, with more than 12 colours.

test.beforeEach(async ({ page }) => {
  await dismissSystemMessages(page);
  await signIn(page, 'artmanager@demo.local');
});

test("extract a team's colours, generate the PMS files, look at one and save the colours", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Design Colors', exact: true }).click();
  await expect(page).toHaveURL(/\/design_colors$/);
  const selectDesigns = page.locator('.ant-card').filter({ hasText: 'Select Designs' });
  await expect(selectDesigns.getByRole('combobox', { name: 'Source' })).toBeVisible();
  await pickOption(page, selectDesigns.getByRole('combobox', { name: 'League' }), 'NHL');
  await pickOption(page, selectDesigns.getByRole('combobox', { name: 'Team' }), 'Anaheim Ducks');
  await selectDesigns.getByRole('button', { name: 'Extract Design Colors' }).click();

  const dialog = page.getByRole('dialog').filter({ hasText: 'Validate Color Mappings' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/action=validate/);
  // The full-colour design came back with at most 12 colours, each with a proposed swatch.
  const full = dialog.getByTestId('design-D59001-1');
  await expect(full).toBeVisible();
  const colours = full.locator('[data-testid^="color-D59001-1-"]');
  expect(await colours.count()).toBeGreaterThan(0);
  expect(await colours.count()).toBeLessThanOrEqual(12);
  await expect(dialog.getByText('Needs a swatch')).toHaveCount(0);

  const save = dialog.getByRole('button', { name: 'Save Design Colors' });
  await expect(save).toBeDisabled();
  await dialog.getByRole('button', { name: 'Generate PMS File' }).click();
  const pms = full.getByRole('img', { name: 'PMS file' });
  await expect(pms).toBeVisible({ timeout: 30_000 });
  // Look at it: the browser decoded a real image, and the file is a PNG of a swatch list.
  await expect.poll(() => pms.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(400);
  const src = (await pms.getAttribute('src'))!;
  expect(src).toMatch(/^\/Images\/PMS\/PMS-[0-9a-f]{16}\.png$/);
  const file = await page.request.get(src);
  expect(file.headers()['content-type']).toBe('image/png');
  expect((await file.body()).subarray(1, 4).toString()).toBe('PNG');

  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Design colors successfully saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('create job folders for an open job', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Production Art', exact: true }).click();
  await expect(page).toHaveURL(/\/production_art$/);
  const jobs = page.locator('.ant-card').filter({ hasText: 'Open Jobs' });
  const first = jobs.getByRole('checkbox').first();
  await first.check();
  await jobs.getByRole('button', { name: 'Create Job Folders (1)' }).click();
  await expect(page.getByText('Job Folders created successfully.')).toBeVisible({ timeout: 30_000 });
});
