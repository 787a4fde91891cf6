import { expect, test, type Page } from '@playwright/test';
import { accounts, dismissSystemMessages, signIn } from '../accounts';
import { listSettled } from '../lists';

// Catalogs and template orders in Chromium, against the app started as `start` starts it
// (spec 000 §2 "Catalogs list", "Templates list (/templates)", §6 guards, §8 messages).

const drawer = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const bodyRows = (page: Page) => page.locator('tbody > tr[data-row-id]');
/** The text of a row's cell under the header with this name. */
async function cellOf(page: Page, row: ReturnType<Page['locator']>, header: string): Promise<string> {
  const headers = (await page.locator('thead th').allTextContents()).map((h) => h.trim());
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(', ')}`);
  return (await row.locator('td').nth(index).textContent())?.trim() ?? '';
}

// Each journey is several page loads on a machine shared with other builds: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test.describe('templates', () => {
  test.beforeEach(async ({ page }) => dismissSystemMessages(page));

  test('a CSR opens Templates from the drawer, filters by customer, opens one and deletes it', async ({ page }) => {
    await signIn(page, accounts.csr);
    await page.goto('/');
    await drawer(page).getByRole('link', { name: 'Templates' }).click();
    await expect(page).toHaveURL(/\/templates$/);
    await expect(bodyRows(page)).toHaveCount(50);

    // A template rep@demo.local cannot see, so the rep's test never meets the deleted one.
    let customer = '';
    let customerName = '';
    for (let i = 0; i < 50 && !customer; i++) {
      const row = bodyRows(page).nth(i);
      if ((await cellOf(page, row, 'Reps')).includes('Riley Thompson')) continue;
      customer = await cellOf(page, row, 'Customer #');
      customerName = await cellOf(page, row, 'Customer Name');
    }
    expect(customer).not.toBe('');

    await page.getByRole('button', { name: /^Filters/ }).click();
    const filters = page.getByRole('dialog').filter({ hasText: 'Filters' });
    await filters.getByRole('combobox', { name: 'Customer' }).fill(customer);
    await page.locator(`.ant-select-item-option[title="${customer} - ${customerName}"]`).click();
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`custNumb=${customer}`));
    await listSettled(page);
    const headers = (await page.locator('thead th').allTextContents()).map((h) => h.trim());
    const customerCells = bodyRows(page).locator(`td:nth-child(${headers.indexOf('Customer #') + 1})`);
    await expect.poll(async () => [...new Set((await customerCells.allTextContents()).map((c) => c.trim()))]).toEqual([customer]);
    // spec 000 §2: padded to 50 rows.
    await expect(page.locator('tbody > tr[data-row-id], tbody > tr[data-filler]')).toHaveCount(50);

    const first = bodyRows(page).first();
    const id = await cellOf(page, first, 'Template #');
    const orderLink = first.getByRole('link', { name: await cellOf(page, first, 'Order #') });
    const orderHref = await orderLink.getAttribute('href');
    expect(orderHref).toMatch(/^\/orders\/\d+$/);
    const orderId = orderHref!.split('/').pop();
    await first.getByRole('link', { name: id, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/templates/${orderId}$`));
    await expect(page.getByRole('heading', { name: new RegExp(`^Template #${id}: `) })).toBeVisible();

    await page.getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Template #${id} deleted successfully.`)).toBeVisible();
    await expect(page).toHaveURL(/\/templates$/);
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(page.locator('tbody').getByRole('link', { name: id, exact: true })).toHaveCount(0);

    // It is gone: its page now says so.
    await page.goto(`/templates/${orderId}`);
    await expect(page.getByText('This template does not exist.')).toBeVisible();
  });

  test('a rep sees their templates but no Edit or Delete button', async ({ page }) => {
    await signIn(page, accounts.rep);
    await page.goto('/templates');
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Template' })).toHaveCount(0);
    const first = bodyRows(page).first();
    const id = await cellOf(page, first, 'Template #');
    await first.getByRole('link', { name: id, exact: true }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`^Template #${id}: `) })).toBeVisible();
    // Every template a rep sees is of their own order or shared with them.
    await expect(page.getByText('Riley Thompson (101)')).toBeVisible();
    await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Edit/ })).toHaveCount(0);
  });

  // The server's refusal of the templates queries: the access matrix (orders/access.matrix.ts).
  test('a customer user is kept out of /templates', async ({ page }) => {
    await signIn(page, accounts.customer);
    await page.goto('/');
    await expect(drawer(page).getByRole('link', { name: 'Catalogs' })).toBeVisible();
    await expect(drawer(page).getByRole('link', { name: 'Templates' })).toHaveCount(0);
    await page.goto('/templates');
    await expect(page.getByText("The page you are looking for doesn't exist")).toBeVisible();
  });
});

test.describe('catalogs', () => {
  test.beforeEach(async ({ page }) => dismissSystemMessages(page));

  test('the list shows order links and the ordering-site link; Edit renames a catalog', async ({ page }) => {
    await signIn(page, accounts.csr);
    await page.goto('/');
    await drawer(page).getByRole('link', { name: 'Catalogs' }).click();
    await expect(page).toHaveURL(/\/catalogs$/);
    await expect(bodyRows(page)).toHaveCount(50);
    await expect(page.locator('thead th')).toHaveText(['Name', 'Date', 'Created By', 'Customer #', 'Customer Name', 'Orders', 'Edit']);

    const row = bodyRows(page).first();
    const id = await row.getAttribute('data-row-id');
    const site = row.locator('td').first().getByRole('link');
    await expect(site).toHaveAttribute('href', `https://catalog.example.com/catalog/${id}`);
    await expect(site).toHaveAttribute('target', '_blank');
    // spec 000 §4: each order opens under the list its status belongs to.
    const orderLinks = row.locator('td').nth(5).getByRole('link');
    expect(await orderLinks.count()).toBeGreaterThan(0);
    for (const href of await orderLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/(saved|art_awaiting|art_requested|art_completed|manager|approved|order_history|orders)\/\d+$/);
    }

    const newName = `E2E Store ${Date.now()}`;
    await row.getByRole('button', { name: /^Edit / }).click();
    await expect(page).toHaveURL(new RegExp(`action=edit&id=${id}`));
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(newName);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Catalog saved.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(bodyRows(page).first().getByRole('link', { name: newName })).toBeVisible();

    // The filter finds it by its new name, and a reload keeps the filtered view.
    await page.getByRole('searchbox', { name: 'Search' }).fill(newName);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/filter=E2E/);
    await expect(bodyRows(page)).toHaveCount(1);
    await page.reload();
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first().getByRole('link', { name: newName })).toBeVisible();
  });
});
