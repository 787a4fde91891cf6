import { expect, test, type Page } from '@playwright/test';
import { pickOption } from '../antd';
import { dismissSystemMessages, signIn } from '../accounts';
import { listSettled } from '../lists';

// Designs and colour (spec 001 §2.3-2.5) in Chromium against the app as
// `npm start` runs it, as artmanager@demo.local (artist, artistManager, licenseArtist): filter the
// designs and open one (its artwork is real), disable one in use and see the Design In Use dialog,
// add a swatch library, map a printer colour. The seed puts the designs on Approved orders first
// (the oldest: the top of /designs).

const ART_MANAGER = 'artmanager@demo.local';
const rows = (page: Page) => page.locator('tbody > tr[data-row-id]');

test.beforeEach(async ({ page }) => {
  await dismissSystemMessages(page);
  await signIn(page, ART_MANAGER);
});

test('filter designs by method and open one', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Designs', exact: true }).click();
  await expect(page).toHaveURL(/\/designs$/);
  await expect(rows(page)).toHaveCount(50);

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await pickOption(page, drawer.getByRole('combobox', { name: 'Method' }), 'Sublimation');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]method=SUB(&|$)/);
  await listSettled(page);
  await expect(rows(page).first()).toBeVisible();
  for (const method of await page
    .locator('tbody > tr[data-row-id] td')
    .filter({ hasText: /^(Embroidery|Screen Print|Sublimation|Direct to Film)$/ })
    .allTextContents())
    expect(method).toBe('Sublimation');

  const first = rows(page).first();
  const key = (await first.getAttribute('data-row-id'))!;
  await first.click();
  const dialog = page.getByRole('dialog').filter({ hasText: `Design ${key}` });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`action=design&id=${key}`));
  // The artwork is a real image: the browser decoded it.
  const art = dialog.getByRole('img', { name: `Design ${key}` });
  await expect(art).toBeVisible();
  await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(dialog.getByText(/#[0-9A-F]{6}$/).first()).toBeVisible();
});

test('disable a design in use and see the Design In Use dialog', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/designs');
  const first = rows(page).first();
  await expect(first).toBeVisible();
  const key = (await first.getAttribute('data-row-id'))!;
  await page.getByRole('checkbox', { name: `Select row ${key}` }).check();
  await page.getByRole('button', { name: 'Disable', exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Disable 1 design' });
  await dialog.getByLabel('Comment').fill('Artwork retired (e2e)');
  await dialog.getByRole('button', { name: 'Disable' }).click();
  const inUse = page.getByRole('dialog').filter({ hasText: 'Design In Use' });
  await expect(
    inUse.getByText(
      'The following designs are used in the listed confirmed (unshipped) orders and cannot be deactivated. Please contact the CSR.',
    ),
  ).toBeVisible();
  const order = inUse.getByRole('link').first();
  const href = (await order.getAttribute('href'))!;
  expect(href).toMatch(/^\/approved\/\d+$/);
  await order.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('add a swatch library, then map a printer colour', async ({ page }) => {
  test.setTimeout(60_000);
  const library = `E2E LIB ${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/ai_swatches');
  await expect(page.getByRole('heading', { name: 'AI Swatch Library' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Library' }).click();
  const add = page.getByRole('dialog').filter({ hasText: 'Add Library' });
  await add.getByLabel('Library').fill(library);
  await add.getByLabel('Color name 1').fill('e2e teal');
  await add.getByLabel('RGB hex 1').fill('#11aa99');
  await add.getByLabel('Group 1').fill('greens');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search' }).fill(library);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('E2E TEAL');
  await expect(rows(page).first()).toContainText('#11AA99');

  await page.goto('/printer_color_mappings');
  await expect(page.getByRole('heading', { name: 'Printer Color Mappings' })).toBeVisible();
  await page.getByRole('button', { name: 'Add / Update' }).click();
  const map = page.getByRole('dialog').filter({ hasText: 'Add Printer Color Mapping' });
  await map.getByRole('combobox', { name: 'Color name' }).fill('E2E TEAL');
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('E2E TEAL', { exact: true }).click();
  await map.getByLabel('Epson T7270').fill('11AA9');
  await expect(map.getByText('Invalid RGB Hex')).toBeVisible();
  await expect(map.getByRole('button', { name: 'Add' })).toBeDisabled();
  await map.getByLabel('Epson T7270').fill('11AA99');
  await map.getByRole('button', { name: 'Add' }).click();
  await expect(map).toBeHidden();
  // Newest change first (spec 001 §2.5 default sort updatedAt descending).
  await expect(rows(page).first()).toContainText('E2E TEAL');
  await expect(rows(page).first()).toContainText('11AA99');
});

test('the screen-print drops, most used first, and the showcase cards', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/drops_screen');
  await expect(page.getByRole('heading', { name: 'Drops (Screen Print)' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  const usageCells = page.locator('tbody > tr[data-row-id] > td:nth-last-child(2)');
  const usages = (await usageCells.allTextContents()).map(Number);
  expect(usages.length).toBeGreaterThan(0);
  expect(usages).toEqual([...usages].sort((a, b) => b - a));
  for (const methods of await page.locator('tbody > tr[data-row-id]').allTextContents()) expect(methods).toContain('Screen Print');

  await page.goto('/design_showcase');
  await expect(page.getByRole('heading', { name: 'Design Showcase' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await cards.first().click();
  await expect(page).toHaveURL(/action=design&id=/);
  await expect(page.getByRole('dialog').getByRole('img', { name: /^Design D/ })).toBeVisible();
});
