import { expect, test, type Page } from '@playwright/test';
import { accounts, dismissSystemMessages, signIn } from '../accounts';

// Lists people scan all day: at 1440×900 an order list and the returns list show at
// least 15 whole rows, one line each, in light and dark mode; the header stays in view while the
// rows scroll, and the row's link column stays put while they scroll sideways.

test.use({ viewport: { width: 1440, height: 900 } });

const rows = (page: Page) => page.locator('tbody > tr[data-row-id]');

/** Rows wholly inside the window and the table's box, as a person sees them. */
async function visibleRows(page: Page): Promise<{ count: number; height: number }> {
  return page.evaluate(() => {
    const box = document.querySelector('[data-table-box]')!.getBoundingClientRect();
    const bottom = Math.min(window.innerHeight, box.bottom);
    const all = Array.from(document.querySelectorAll('tbody > tr[data-row-id]')).map((tr) => tr.getBoundingClientRect());
    return { count: all.filter((r) => r.top >= box.top && r.bottom <= bottom).length, height: Math.round(all[0]?.height ?? 0) };
  });
}

const LISTS = [
  { name: 'Order History', as: accounts.csr, path: '/order_history' },
  { name: 'Returns', as: accounts.manager, path: '/returns' },
];

for (const scheme of ['light', 'dark'] as const) {
  for (const list of LISTS) {
    test(`${list.name} shows at least 15 one-line rows at 1440×900 (${scheme})`, async ({ page }, info) => {
      await page.emulateMedia({ colorScheme: scheme });
      await dismissSystemMessages(page);
      await signIn(page, list.as);
      await page.goto(list.path);
      await expect(rows(page).nth(20)).toBeVisible();
      const { count, height } = await visibleRows(page);
      info.annotations.push({ type: 'rows', description: `${list.name} ${scheme}: ${count} rows of ${height} px` });
      await page.screenshot({ path: info.outputPath(`${list.path.slice(1)}-${scheme}.png`) });
      expect(count).toBeGreaterThanOrEqual(15);
      expect(height).toBeLessThanOrEqual(40);
    });
  }
}

test('the header stays in view and the link column stays put while the rows scroll', async ({ page }) => {
  await dismissSystemMessages(page);
  await signIn(page, accounts.csr);
  await page.goto('/order_history');
  await expect(rows(page).nth(40)).toBeAttached();
  const header = page.getByRole('columnheader', { name: 'Order #' });
  const headerTop = (await header.boundingBox())!.y;
  const firstLink = rows(page).first().getByRole('link');
  const linkLeft = (await firstLink.boundingBox())!.x;

  await page.locator('[data-table-box]').evaluate((box) => box.scrollBy(400, 600));
  await expect.poll(async () => (await header.boundingBox())!.y).toBe(headerTop);
  expect((await firstLink.boundingBox())?.x ?? linkLeft).toBe(linkLeft);
  // A row far down is now in view, under the header.
  const row40 = (await rows(page).nth(20).boundingBox())!;
  expect(row40.y).toBeGreaterThan(headerTop);
});

test('a cut value shows whole on hover; Enter on a row link opens the row, Back restores where the rows were', async ({ page }) => {
  await dismissSystemMessages(page);
  await signIn(page, accounts.csr);
  await page.goto('/order_history');
  await expect(rows(page).nth(40)).toBeAttached();
  const box = page.locator('[data-table-box]');
  await box.evaluate((b) => b.scrollTo(0, 500));
  const row = rows(page).nth(25);
  const id = await row.getAttribute('data-row-id');
  await row.getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/order_history/${id}$`));
  await page.goBack();
  await expect(rows(page).nth(25)).toBeVisible();
  await expect.poll(() => box.evaluate((b) => b.scrollTop)).toBeGreaterThan(400);
});
