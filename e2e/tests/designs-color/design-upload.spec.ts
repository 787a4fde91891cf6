import { expect, test } from '@playwright/test';
import { pickOption } from '../antd';
import { dismissSystemMessages, signIn } from '../accounts';

// Upload a design (spec 001 §6 Upload button; mfe-designs-color/README.md "Upload a design") in
// Chromium: an artist uploads a PNG for a customer as Embroidery, 20 in wide (fitted to 12 × 6),
// then finds the new design in the list with its own image; an artist manager recolours an
// uploaded design on Production Art: its colours, read from its file, are the printer's mapped ones.

// A real 2 × 1 PNG (red, then transparent).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGNgYGD4z8DAwMAAAAgAAf0a0sEAAAAASUVORK5CYII=', 'base64');

test('an artist uploads a PNG design and finds it in the list with its image', async ({ page }) => {
  test.setTimeout(60_000);
  await dismissSystemMessages(page);
  await signIn(page, 'artist@demo.local');
  await page.goto('/designs');
  await expect(page.locator('tbody > tr[data-row-id]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page).toHaveURL(/[?&]action=upload/);
  const dialog = page.getByRole('dialog', { name: 'Upload Design' });
  await expect(dialog).toBeVisible();

  const [customer] = (await (await page.request.get('/api/customers')).json()) as { numb: string; cust: string }[];
  await pickOption(page, dialog.getByRole('combobox', { name: 'Customer' }), `${customer.numb} - ${customer.cust}`);
  await pickOption(page, dialog.getByRole('combobox', { name: 'Method' }), 'Embroidery');
  await dialog.getByLabel('Design image').setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('crest.png')).toBeVisible();
  await expect(dialog.getByText('Image: 2 × 1 px')).toBeVisible();
  await dialog.getByRole('spinbutton', { name: 'Width' }).fill('20');
  await dialog.getByRole('textbox', { name: 'Text' }).click();
  await expect(dialog.getByLabel('Design size')).toHaveText("Size: 12 × 6 in (fitted to Embroidery's maximum of 12 × 12 in)");
  await dialog.getByRole('textbox', { name: 'Text' }).fill('E2E CREST');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

  const done = page.getByText(/^Design D\d+-1 uploaded\.$/);
  await expect(done).toBeVisible();
  const id = /Design (D\d+)-1/.exec((await done.textContent())!)![1];
  await expect(dialog).toBeHidden();

  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(id);
  await search.press('Enter');
  const row = page.locator(`tbody > tr[data-row-id="${id}-1"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(`${customer.numb} - ${customer.cust}`);
  await expect(row).toContainText('Embroidery');
  // Its image is the uploaded PNG (2 × 1 pixels), not drawn artwork.
  const image = row.getByRole('img', { name: `Design ${id}-1` });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && `${img.naturalWidth}x${img.naturalHeight}`))
    .toBe('2x1');
});

// A mark in two library colours (ROYAL BLUE and RED), each with an Epson T7270 mapping in the demo data.
const MARK = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect width="40" height="20" fill="#1d4ed8"/><rect x="10" y="5" width="20" height="10" fill="#c8102e"/></svg>',
);

test('an artist manager recolours an uploaded design for a printer: its colours, read from its file, are all mapped', async ({ page }) => {
  test.setTimeout(60_000);
  await dismissSystemMessages(page);
  await signIn(page, 'artmanager@demo.local');
  const staged = await page.request.post('/api/design/upload/image', {
    multipart: { file: { name: 'mark.svg', mimeType: 'image/svg+xml', buffer: MARK } },
  });
  expect(staged.status()).toBe(200);
  const [customer] = (await (await page.request.get('/api/customers')).json()) as { numb: string }[];
  const created = await page.request.post('/api/design/upload', {
    data: { upload: (await staged.json()).id, customer: customer.numb, method: 'SCRP', width: 4 },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };

  await page.goto('/production_art');
  const card = page.locator('.ant-card').filter({ hasText: 'Recolor Design Files' });
  await pickOption(page, card.getByRole('combobox', { name: 'Design' }), `${id}-1`);
  await pickOption(page, card.getByRole('combobox', { name: 'Printer' }), '3 – Epson T7270');
  await card.getByRole('button', { name: 'Recolor', exact: true }).click();
  await expect(page.getByText('Design recolored and saved successfully.')).toBeVisible();
});
