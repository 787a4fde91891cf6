import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { dismissSystemMessages, signIn } from '../accounts';

const expect = baseExpect.configure({ timeout: 30_000 });

// License SKU approval (spec 002 §2, §4, §7) in Chromium: a license manager (admin@)
// lists the SKUs waiting for approval (sorted by Approved, pending first), approves one through the
// dialog, sees it approved, and downloads its sell sheet: a valid PDF.

test('approve a SKU and download its sell sheet (a valid PDF)', async ({ page }) => {
  test.setTimeout(90_000);
  await dismissSystemMessages(page);
  await signIn(page, 'admin@demo.local');
  await page.goto('/license_approval?orderBy=approve');
  await expect(page.getByRole('heading', { name: 'License SKU Approval' })).toBeVisible();
  const rows = page.locator('tbody > tr[data-row-id]');
  await expect(rows.first()).toContainText('Pending');
  const id = (await rows.first().getAttribute('data-row-id'))!;
  const style = (await rows.first().locator('td').nth(1).textContent())!.trim();
  await page.getByRole('checkbox', { name: `Select row ${id}`, exact: true }).check();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve SKUs' });
  await expect(dialog).toContainText('Approval cannot be undone.');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Approved 1 SKU(s).')).toBeVisible();
  // Sorted by Approved, the SKU has left the pending rows: find it by its style.
  await page.goto(`/license_approval?filter=${style}&searchCol=styleCode`);
  await expect(page.locator(`tbody > tr[data-row-id="${id}"]`)).toContainText('Approved');

  await page.getByRole('checkbox', { name: `Select row ${id}`, exact: true }).check();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Sell Sheet' }).click()]);
  expect(download.suggestedFilename()).toBe('LicenseSellSheet.pdf');
  const pdf = await readFile((await download.path())!);
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  expect(text).toMatch(/\/Type \/Page\b/);
  expect(text).toMatch(/startxref\s+\d+/);
  expect(style).toMatch(/^L\d{5}$/);
});
