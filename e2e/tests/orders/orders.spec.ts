import { expect, test, type Page } from '@playwright/test';
import { pickOption } from '../antd';
import { accounts, dismissSystemMessages, signIn } from '../accounts';
import { listSettled } from '../lists';

// The order lists in Chromium against the real app (spec 000 §2-§8): drawer, search, filter drawer,
// sort, paging, row links and Back, access rules, delete refusal, saved filters.

const rows = (page: Page) => page.locator('tbody > tr[data-row-id]');
// The lists render 50 rows of 16 columns; on a busy two-core machine that takes a while.
test.describe.configure({ timeout: 90_000 });
const slow = { timeout: 30_000 };
const firstCells = (page: Page) => rows(page).locator('td:nth-child(2)');

async function openAs(page: Page, email: string, path: string) {
  await dismissSystemMessages(page);
  await signIn(page, email);
  await page.goto(path);
}

test.describe('order lists', () => {
  test('a CSR opens Saved from the drawer, filters, sorts, pages, opens a row and comes back to the same view', async ({ page }) => {
    await openAs(page, accounts.csr, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved', exact: true }).click();
    await expect(page).toHaveURL(/\/saved$/);
    await expect(page.getByRole('heading', { name: 'Saved' })).toBeVisible();
    await expect(rows(page)).toHaveCount(50, slow);

    // Filter by status from the drawer.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await pickOption(page, drawer.getByRole('combobox', { name: 'Status' }), 'Saved');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]status=0(&|$)/);

    // Sort by order number, ascending.
    await page.getByRole('columnheader', { name: /Order #/ }).click();
    await expect(page).toHaveURL(/orderBy=number/);
    await expect(page).toHaveURL(/order=asc/);
    await listSettled(page);
    const numbers = (await firstCells(page).allTextContents()).map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

    // Page 2 continues where page 1 ended.
    const lastOfPage1 = numbers.at(-1)!;
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: /Next/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await listSettled(page);
    await expect(firstCells(page).first()).not.toHaveText(String(numbers[0]));
    const page2 = (await firstCells(page).allTextContents()).map(Number);
    expect(page2[0]).toBeGreaterThan(lastOfPage1);
    const listUrl = page.url();

    // A row opens {path}/{id}; Back returns to exactly the same view.
    const id = await rows(page).first().getAttribute('data-row-id');
    await rows(page).first().locator('td:nth-child(3)').click();
    await expect(page).toHaveURL(new RegExp(`/saved/${id}$`));
    await page.goBack();
    await expect(page).toHaveURL(listUrl);
    await expect(firstCells(page).first()).toHaveText(String(page2[0]));
  });

  test('a search with Enter narrows the list to what matches', async ({ page }) => {
    await openAs(page, accounts.csr, '/orders');
    await expect(rows(page)).toHaveCount(50, slow);
    const number = (await firstCells(page).first().textContent())!.trim();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(number);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`filter=${number}`));
    await expect(page).toHaveURL(/searchCol=order/);
    await expect(rows(page)).toHaveCount(1);
    await expect(firstCells(page).first()).toHaveText(number);
  });

  test('a user without order access is kept out of /saved', async ({ page }) => {
    await openAs(page, accounts.viewer, '/saved');
    await expect(page.getByText("The page you are looking for doesn't exist")).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved', exact: true })).toHaveCount(0);
    const api = await page.request.get('/api/orders/total');
    expect(api.status()).toBe(403);
  });

  test('a rep sees only their own orders', async ({ page }) => {
    await openAs(page, accounts.rep, '/orders');
    await expect(rows(page).first()).toBeVisible(slow);
    const header = await page.getByRole('columnheader').allTextContents();
    const repColumn = header.findIndex((h) => h.trim() === 'Rep') + 1;
    const reps = await rows(page).locator(`td:nth-child(${repColumn})`).allTextContents();
    expect(reps.length).toBeGreaterThan(0);
    expect(reps.every((r) => r.startsWith('101 - '))).toBe(true);
  });

  test("deleting an order the user may not delete shows 'You don't have permission to delete this order'", async ({ page }) => {
    // rep 101 manages rep 102: it sees 102's orders under Other Orders, but may not delete them.
    await openAs(page, accounts.rep, '/other_orders');
    await expect(rows(page).first()).toBeVisible(slow);
    await rows(page).first().getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByText("You don't have permission to delete this order")).toBeVisible();
  });

  test('save a filter, reopen it, rename it and delete it', async ({ page }) => {
    await openAs(page, accounts.manager, '/approved?orderBy=total&order=desc&type=EMB');
    await expect(rows(page).first()).toBeVisible(slow);
    await page.getByRole('button', { name: /^(save )?Save$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Filter' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Filter name cannot be empty')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Filter name' }).fill('Big embroidery');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await page.getByRole('button', { name: /Saved Filters/ }).click();
    await page.getByRole('menuitem', { name: /Big embroidery \(\d+\)/ }).click();
    await expect(page).toHaveURL(/\/approved\?orderBy=total&order=desc&type=EMB$/);
    await expect(page.getByRole('heading', { name: 'Approved' })).toBeVisible();

    await page.getByRole('button', { name: /Saved Filters/ }).click();
    await page.getByRole('menuitem', { name: 'Rename or delete…' }).click();
    const manage = page.getByRole('dialog', { name: 'Saved Filters' });
    await manage.getByRole('button', { name: 'Rename Big embroidery' }).click();
    await manage.getByRole('textbox', { name: 'Filter name' }).fill('Embroidery by total');
    await manage.getByRole('textbox', { name: 'Filter name' }).press('Enter');
    await expect(manage.getByText(/^Embroidery by total \(\d+\)$/)).toBeVisible();
    await manage.getByRole('button', { name: 'Delete Embroidery by total' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete saved filter' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(manage.getByText(/Embroidery by total/)).toBeHidden();
    await manage.getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('button', { name: /Saved Filters/ }).click();
    await expect(page.getByRole('menuitem', { name: /Embroidery/ })).toHaveCount(0);
  });
});
