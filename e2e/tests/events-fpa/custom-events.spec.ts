import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { confirmDialog } from '../antd';
import { accounts, dismissSystemMessages, signIn } from '../accounts';
import { entriesOf } from '../zip';

// Custom events (spec 002 §2, §4, §7, §8) in Chromium against the app as `npm start`
// runs it, with the seeded events (server/src/areas/events-fpa/events/seed.ts): csr@ has
// order_edit. A production order made from a disabled event is a real order found in the order
// lists; the report is a real .xlsx named after the event.

const rows = (page: Page) => page.locator('tbody > tr[data-row-id]');

test('create a production order from an event and find it in the order lists', async ({ page }) => {
  test.setTimeout(90_000);
  await dismissSystemMessages(page);
  await signIn(page, accounts.csr);
  await page.goto('/events?search=Northside');
  await expect(page).toHaveURL(/search=Northside/);
  await rows(page).filter({ hasText: 'Northside Hockey Team Store' }).getByText('Northside Hockey Team Store').click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  await expect(page.getByText(/^Event #\d+: Northside Hockey Team Store$/)).toBeVisible();
  // A disabled event (status 2): Enable Event is offered, and so is the production order.
  await expect(page.getByRole('button', { name: 'Enable Event' })).toBeVisible();
  await page.getByRole('button', { name: 'New Production Order' }).click();
  await confirmDialog(page.getByRole('dialog', { name: 'New Production Order' }), 'Create');
  const created = page.getByText(/^Production Order #\d+ created successfully\.$/);
  await expect(created).toBeVisible();
  const number = (await created.textContent())!.match(/#(\d+)/)![1];
  // Its store orders are now In Production, linked to it; the event lists it.
  const orders = page.getByRole('table', { name: 'Event orders' });
  await expect(orders.getByText('Placed')).toHaveCount(0);
  await expect(orders.getByRole('link', { name: `#${number}` }).first()).toBeVisible();

  // A real order: its page, then the Saved and Orders lists.
  await page
    .getByRole('link', { name: `#${number}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  for (const list of ['/saved', '/orders']) {
    await page.goto(`${list}?filter=${number}&searchCol=order`);
    await expect(rows(page).filter({ hasText: number })).toHaveCount(1);
  }
});

test('export a report and open it', async ({ page }) => {
  test.setTimeout(60_000);
  await dismissSystemMessages(page);
  await signIn(page, accounts.csr);
  await page.goto('/events_history');
  await rows(page).filter({ hasText: 'Riverside Charity Run' }).getByText('Riverside Charity Run').click();
  await expect(page).toHaveURL(/\/events_history\/\d+$/);
  const orders = page.getByRole('table', { name: 'Event orders' });
  const firstOrder = (await orders.locator('tbody > tr[data-row-id]').first().getAttribute('data-row-id'))!;
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Riverside Charity Run.xlsx');
  const entries = await entriesOf(await readFile((await download.path())!));
  const workbook = entries.get('xl/workbook.xml')!;
  for (const sheet of ['Event', 'Orders', 'Items', 'Production']) expect(workbook).toContain(`name="${sheet}"`);
  // The Orders sheet holds the event's orders (the first one on the page among them).
  const ordersSheet = entries.get('xl/worksheets/sheet2.xml')!;
  expect(ordersSheet).toContain(`<v>${firstOrder}</v>`);
  expect(entries.get('xl/sharedStrings.xml')).toContain('Riverside Charity Run');
});
