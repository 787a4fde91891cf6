import { expect, test, type Page } from '@playwright/test';
import { accounts, dismissSystemMessages, signIn } from '../accounts';

// The one search box (shell/README.md "Search"): Ctrl+K from any signed-in page, an order number,
// Enter opens that order; another rep finds nothing of it. The box's keyboard and recent list in
// detail: shell/src/search/SearchBox.test.tsx; who finds what: server/src/areas/search.test.ts.

/** The first order of rep@'s Saved list, as its own session reads it. */
async function repOrder(page: Page): Promise<{ id: number; number: number }> {
  expect((await page.request.get('/api/gql_token')).ok()).toBeTruthy();
  const response = await page.request.post('/gql', { data: { query: '{ orders(from: "saved") { id number } }' } });
  const [order] = (await response.json()).data.orders;
  return order;
}

async function openSearch(page: Page) {
  // The shortcut is the frame's: it listens once the header is there.
  await expect(page.getByRole('button', { name: /Search/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  return box;
}

test('Ctrl+K, an order number, Enter: the order opens', async ({ page }) => {
  await dismissSystemMessages(page);
  await signIn(page, accounts.rep);
  const order = await repOrder(page);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/returns');
  await expect(page.getByRole('button', { name: /Search/ })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  // The box's code comes when it is first opened, not with the page.
  const boxCode = (url: string) => url.includes('/search-box.');
  expect(scripts.filter(boxCode)).toEqual([]);
  const box = await openSearch(page);
  expect(scripts.filter(boxCode)).toHaveLength(1);
  await box.fill(String(order.number));
  const hit = page.getByRole('option', { name: new RegExp(`^Order ${order.number}\\b`) });
  await expect(hit).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/saved/${order.id}$`));
  await expect(page.getByText(`Order #${order.number}`).first()).toBeVisible();

  // Back in the box: the order is the first of the recently opened.
  await openSearch(page);
  await expect(page.getByRole('listbox', { name: 'Recently opened' }).getByRole('option').first()).toContainText(`Order ${order.number}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: 'Search' })).toBeHidden();
});

test('a rep searching another rep’s customer’s order finds nothing', async ({ browser }) => {
  const repPage = await (await browser.newContext()).newPage();
  await signIn(repPage, accounts.rep);
  const order = await repOrder(repPage);
  await repPage.context().close();

  const page = await (await browser.newContext()).newPage();
  await dismissSystemMessages(page);
  await signIn(page, accounts.rep2);
  await page.goto('/');
  const box = await openSearch(page);
  const answered = page.waitForResponse((r) => r.url().includes(`/api/search?q=${order.number}`));
  await box.fill(String(order.number));
  expect((await answered).ok()).toBeTruthy();
  await expect(page.getByRole('option', { name: new RegExp(`^Order ${order.number}\\b`) })).toHaveCount(0);
  await page.context().close();
});

test('records opened from a list are recently opened too, newest first', async ({ page }) => {
  await dismissSystemMessages(page);
  await signIn(page, accounts.rep);
  const opened = (kind: string) => page.waitForResponse((r) => r.url().includes(`/api/search/record?kind=${kind}&`) && r.ok());

  await page.goto('/returns');
  const returnLink = page.locator('tbody tr[data-row-id]').first().locator('a[href^="/returns/"]');
  const returnNumber = (await returnLink.textContent())?.trim().replace(/^#/, '');
  const returnSeen = opened('return');
  await returnLink.click();
  await expect(page).toHaveURL(/\/returns\/\d+$/);
  await returnSeen;

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved', exact: true }).click();
  const orderLink = page.locator('tbody tr[data-row-id]').first().locator('a[href^="/saved/"]');
  const orderNumber = (await orderLink.textContent())?.trim();
  const orderSeen = opened('order');
  await orderLink.click();
  await expect(page).toHaveURL(/\/saved\/\d+$/);
  await orderSeen;

  await openSearch(page);
  const recent = page.getByRole('listbox', { name: 'Recently opened' }).getByRole('option');
  await expect(recent.nth(0)).toContainText(`Order ${orderNumber}`);
  await expect(recent.nth(1)).toContainText(`Return ${returnNumber}`);
});
