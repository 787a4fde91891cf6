import { expect as baseExpect, test, type Page } from '@playwright/test';
import { accounts, dismissSystemMessages, signIn } from '../accounts';

const expect = baseExpect.configure({ timeout: 30_000 });

// Order detail and the status flow in Chromium against the real app (mfe-orders/README.md
// "Status flow"): open an order from a list, read it, move it one
// step, find it in the next list; moves a user may not make are not offered (the server refuses them:
// server/src/areas/orders/detail/statusFlow.test.ts); invoices open as PDFs.

const rows = (page: Page) => page.locator('tbody > tr[data-row-id]');
const actions = (page: Page) => page.getByTestId('order-actions');

async function openAs(page: Page, email: string, path: string) {
  await dismissSystemMessages(page);
  await signIn(page, email);
  await page.goto(path);
}

test.describe('order detail', () => {
  // The machine is shared (two cores, other suites and builds running): lists of seeded data can
  // take more than the default 10 s to answer under that load.
  test.describe.configure({ timeout: 120_000 });

  test('a CSR opens an order from Saved, reads it, submits it, and finds it in Art Awaiting', async ({ page }) => {
    await openAs(page, accounts.csr, '/saved');
    await expect(rows(page)).toHaveCount(50);
    const listUrl = page.url();
    // Not the first row: other spec files (deletes) start from the top of the same lists.
    const row = rows(page).nth(7);
    const id = await row.getAttribute('data-row-id');
    await row.locator('td:nth-child(3)').click();
    await expect(page).toHaveURL(new RegExp(`/saved/${id}$`));

    const heading = page.getByRole('heading', { name: /^Order #\d+$/ });
    await expect(heading).toBeVisible();
    const number = (await heading.textContent())!.replace('Order #', '');
    await expect(page.getByTestId('order-status')).toHaveText('Saved');
    await expect(page.getByTestId('order-item').first()).toBeVisible();
    await expect(page.getByRole('table', { name: /^Sizes of / }).first()).toBeVisible();
    await expect(page.getByTestId('order-totals')).toContainText(/Total \((CAD|USD)\)/);
    await expect(page.getByRole('region', { name: 'Status history' }).getByRole('listitem').last()).toContainText('Created as Saved');

    // The moves the table gives a CSR on a Saved order, and nothing else.
    await expect(actions(page).getByRole('button')).toHaveText(['Edit', 'Submit', 'Cancel Order']);
    await actions(page).getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Awaiting Art');
    await expect(page.getByRole('region', { name: 'Status history' }).getByRole('listitem').first()).toContainText('Awaiting Art');
    await expect(actions(page).getByRole('button', { name: 'Submit' })).toHaveCount(0);

    // Back returns to the list as it was; the order has left Saved...
    await page.getByRole('button', { name: /Back$/ }).click();
    await expect(page).toHaveURL(listUrl);
    await expect(rows(page).first()).toBeVisible();
    await expect(page.locator(`tbody > tr[data-row-id="${id}"]`)).toHaveCount(0);

    // ...and is in the next list (the status links there, spec 000 §4).
    await page.goto(`/art_awaiting?filter=${number}&searchCol=order`);
    await expect(page.locator(`tbody > tr[data-row-id="${id}"]`)).toBeVisible();
    await page.locator(`tbody > tr[data-row-id="${id}"] td:nth-child(3)`).click();
    await expect(page.getByTestId('order-status')).toHaveText('Awaiting Art');
    await expect(page.getByTestId('order-status').locator('xpath=ancestor::a')).toHaveAttribute('href', '/art_awaiting');
  });

  test('a move the user may not make is not offered', async ({ page }) => {
    await openAs(page, accounts.rep, '/saved');
    await expect(rows(page).nth(2)).toBeVisible();
    await rows(page).nth(2).locator('td:nth-child(3)').click();
    await expect(page.getByTestId('order-status')).toHaveText('Saved');
    // The rep may submit their own order; never approve, cancel or skip ahead.
    await expect(actions(page).getByRole('button')).toHaveText(['Edit', 'Submit']);
    // The server's refusal of the same move: server/src/areas/orders/detail/statusFlow.test.ts.
  });

  test('a shipped order opens from Order History with its invoice as a PDF, and no edit', async ({ page }) => {
    await openAs(page, accounts.manager, '/order_history?status=7');
    await expect(rows(page).first()).toBeVisible();
    await rows(page).first().locator('td:nth-child(3)').click();
    await expect(page.getByTestId('order-status')).toHaveText('Shipped');
    await expect(actions(page).getByRole('button')).toHaveCount(0);
    const invoice = page.getByRole('link', { name: /^Invoice INV\d+$/ }).first();
    const href = (await invoice.getAttribute('href'))!;
    expect(href).toMatch(/^\/Images\/Invoice\/INV\d+\.pdf$/);
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('the edit page saves the PO, and the detail page shows it', async ({ page }) => {
    await openAs(page, accounts.csr, '/art_requested');
    await expect(rows(page).nth(3)).toBeVisible();
    const id = await rows(page).nth(3).getAttribute('data-row-id');
    await page.goto(`/art_requested/${id}/edit`);
    await expect(page.getByRole('heading', { name: /^Edit order #\d+$/ })).toBeVisible();
    const po = page.getByLabel(/^(PO|.* Name)$/);
    await po.fill('E2E-PO-1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/^Order #\d+ saved\.$/)).toBeVisible();
    await page.goto(`/art_requested/${id}`);
    await expect(page.getByText('E2E-PO-1', { exact: true })).toBeVisible();
  });
});
