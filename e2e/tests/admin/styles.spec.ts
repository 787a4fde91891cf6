import { expect as baseExpect, test, type Page } from '@playwright/test';
import { dismissSystemMessages, signIn } from '../accounts';

const expect = baseExpect.configure({ timeout: 30_000 });

// Product style editor (spec 002 §2, §4, §5, §7, §9) in Chromium, as admin@ (development):
// a style edited and discarded (its colours' four media shown, drawn and served) (Save and Discard only while something changed; nothing sent), and
// a location preset applied, edited and saved (x, y and ppi normalised), then the product saved;
// a mask PNG uploaded for an image and a location (staged with progress), saved, and seen after a
// reload, served by the server.

/** A 40 × 40 PNG: a white square on a transparent canvas (a mask has see-through areas). */
const MASK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAoCAYAAACM/rhtAAAACXBIWXMAAAsTAAALEwEAmpwYAAAAMElEQVR42u3OQQkAAAgEsOtfWhv4E0S2BEsAGNUyQUFBQUFBQUFBQUFBQcHLQYDnGoDv93lWJBLxAAAAAElFTkSuQmCC',
  'base64',
);

async function openStyle(page: Page, sku: string) {
  await dismissSystemMessages(page);
  await signIn(page, 'admin@demo.local');
  await page.goto(`/styles?filter=${sku}&searchCol=sku`);
  await expect(page.getByRole('heading', { name: 'Product Styles' })).toBeVisible();
  await page.locator('tbody > tr[data-row-id]').filter({ hasText: sku }).first().click();
  await expect(page).toHaveURL(new RegExp(`/styles/${sku}\\?`));
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: sku }) });
  await expect(dialog.getByLabel('Name', { exact: true })).toBeVisible();
  return dialog;
}

test('edit a style and discard', async ({ page }) => {
  test.setTimeout(90_000);
  const dialog = await openStyle(page, 'ST1000');
  await expect(page.locator('tbody > tr[data-row-id]').first()).toContainText('Inline');
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  const discard = dialog.getByRole('button', { name: 'Discard', exact: true });
  await expect(save).toBeDisabled();
  await expect(discard).toBeDisabled();
  const name = dialog.getByLabel('Name', { exact: true });
  const original = await name.inputValue();
  await name.fill(`${original} Edited`);
  await expect(save).toBeEnabled();
  await expect(discard).toBeEnabled();
  await discard.click();
  await expect(name).toHaveValue(original);
  await expect(save).toBeDisabled();
  await expect(discard).toBeDisabled();
  // Each colour shows its four media, drawn and served at their paths (1000 × 1000 pictures).
  const black = dialog.getByRole('group', { name: 'BLK Black' });
  for (const medium of ['Vector', 'Model', 'Ghost', 'VectorD']) {
    const img = black.getByRole('img', { name: `BLK ${medium}`, exact: true });
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1000);
  }
  // Nothing was saved: a reload of the dialog's link shows the stored name.
  await page.reload();
  await expect(page.locator('.ant-modal').getByLabel('Name', { exact: true })).toHaveValue(original);
});

test('edit and save a location preset', async ({ page }) => {
  test.setTimeout(90_000);
  const dialog = await openStyle(page, 'ST1001');
  await dialog.getByRole('button', { name: 'Manage Locations' }).click();
  const locations = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: 'Manage Locations' }) });
  await locations.getByRole('combobox', { name: 'Preset' }).click();
  await page.getByTitle('Cap Front').click();
  await locations.getByRole('button', { name: 'Apply to Image' }).click();
  await expect(locations.getByLabel(/^Location name new-/)).toHaveValue('Front Panel');
  // The seeded V / BLK / 0 image location at Full Front: x 500 -> 400 pixels.
  const x = locations.getByLabel(/^X \d+$/).first();
  await x.fill('400');
  await x.blur();
  await expect(locations.getByLabel('Preset name')).toHaveValue('Cap Front');
  await locations.getByRole('button', { name: 'Save Preset' }).click();
  await expect(page.getByText('Preset saved successfully.')).toBeVisible();
  const presets = await page.request.post('/gql', {
    data: { query: '{ locationPresets { name locations { name } imageLocations { location x y ppi } } }' },
  });
  const cap = (await presets.json()).data.locationPresets.find((p: { name: string }) => p.name === 'Cap Front');
  expect(cap.locations.map((l: { name: string }) => l.name).sort()).toEqual(['Front Panel', 'Full Front']);
  expect(cap.imageLocations).toContainEqual({ location: 'Full Front', x: 0.4, y: 0.32, ppi: 0.03 });
  expect(cap.imageLocations).toContainEqual({ location: 'Front Panel', x: 0.5, y: 0.45, ppi: 0.05 });
  await locations.getByRole('button', { name: 'Done' }).click();
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Product updated successfully.')).toBeVisible();
  await expect(save).toBeDisabled();
  const saved = await page.request.post('/gql', {
    data: { query: '{ product(sku: "ST1001") { locations { name } imageDecorationLocations { x } } }' },
  });
  const product = (await saved.json()).data.product;
  expect(product.locations.map((l: { name: string }) => l.name)).toContain('Front Panel');
  expect(product.imageDecorationLocations.map((l: { x: number }) => l.x)).toContain(400);
});

test('upload a mask for an image and a location, save, and see it after a reload', async ({ page }) => {
  test.setTimeout(90_000);
  const dialog = await openStyle(page, 'ST1002');
  const manage = () => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: 'Manage Locations' }) });
  await dialog.getByRole('button', { name: 'Manage Locations' }).click();
  // The picked image is V BLK/0 (the default); its mask at Full Back.
  await manage().getByRole('combobox', { name: 'Mask location' }).click();
  await page.locator('.ant-select-item-option[title="Full Back"]').click();
  await manage()
    .locator('input[type=file][aria-label="Upload mask"]')
    .setInputFiles({ name: 'full-back.png', mimeType: 'image/png', buffer: MASK_PNG });
  await expect(manage().getByText('New: full-back.png (on Save)')).toBeVisible();
  await expect(manage().getByRole('img', { name: 'New Full Back mask of V BLK/0' })).toBeVisible();
  await manage().getByRole('button', { name: 'Done' }).click();
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(page.getByText('Product updated successfully.')).toBeVisible();
  await expect(save).toBeDisabled();
  // After a reload the saved mask is listed with its image, served from /media/styles/ST1002/masks/.
  await page.reload();
  await page.locator('.ant-modal').getByRole('button', { name: 'Manage Locations' }).click();
  const image = manage().getByRole('img', { name: 'Full Back mask of V BLK/0' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^\/media\/styles\/ST1002\/masks\/[0-9a-f]{32}\.png$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(40);
  const served = await page.request.get((await image.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.compare(await served.body(), MASK_PNG)).toBe(0);
});
