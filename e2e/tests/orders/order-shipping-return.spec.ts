import { expect as baseExpect, test, type Page } from '@playwright/test';
import { confirmDialog } from '../antd';
import { accounts, dismissSystemMessages, signIn } from '../accounts';

const expect = baseExpect.configure({ timeout: 30_000 });

// The order detail page's way out of Approved and into returns (mfe-orders/README.md
// "Status flow" and "Order detail"): Mark Shipped ships what is left (one shipping job with an
// invoice for the unshipped quantities), even when the order has no shipping job yet; the invoice
// is a PDF; and a shipped order offers Create Return, which opens the returns remote's create screen.

const rows = (page: Page) => page.locator('tbody > tr[data-row-id]');
const actions = (page: Page) => page.getByTestId('order-actions');

async function openAs(page: Page, email: string, path: string) {
  await dismissSystemMessages(page);
  await signIn(page, email);
  await page.goto(path);
}

test.describe('order detail: shipping and returns', () => {
  // Lists of seeded data on the shared two-core machine, other spec files running.
  test.describe.configure({ timeout: 120_000 });

  test('Mark Shipped ships an Approved order without a shipping job: a shipment with an invoice PDF, and Create Return opens the return screen for it', async ({
    page,
  }) => {
    // Approved, oldest numbers first (the approval spec adds the newest to this list); the first
    // of them that no shipping job carries anything of.
    await openAs(page, accounts.manager, '/approved?orderBy=number&order=asc');
    await expect(rows(page).first()).toBeVisible();
    const ids = (await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-id')))).map(Number);
    let target: { id: number; number: number } | null = null;
    for (const id of ids) {
      const response = await page.request.post('/gql', { data: { query: `{ order(id: ${id}) { number status shippingJobs { id } } }` } });
      const { order } = (await response.json()).data as { order: { number: number; status: number; shippingJobs: unknown[] } };
      if (order.status === 6 && order.shippingJobs.length === 0) {
        target = { id, number: order.number };
        break;
      }
    }
    expect(target, 'an Approved order without a shipping job on the first page').not.toBeNull();
    const { id, number } = target!;

    await page.goto(`/approved/${id}`);
    await expect(page.getByTestId('order-status')).toHaveText('Approved');
    await expect(page.getByText('Nothing shipped yet')).toBeVisible();
    const markShipped = actions(page).getByRole('button', { name: 'Mark Shipped' });
    await expect(markShipped).toBeEnabled();
    await markShipped.click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(/^The \d+ units? not shipped yet ship now: one shipping job with a new invoice is made for (them|it)\.$/),
    ).toBeVisible();
    await confirmDialog(dialog, 'Mark Shipped');
    await expect(page.getByTestId('order-status')).toHaveText('Shipped');
    await expect(actions(page).getByRole('button', { name: 'Mark Shipped' })).toHaveCount(0);

    // One shipment, every unit, with its invoice: the link opens the PDF in a new tab.
    await expect(page.getByText(/^Shipping and invoices \((\d+) of \1 units shipped\)$/)).toBeVisible();
    const invoice = page.getByRole('link', { name: /^Invoice INV\d+$/ });
    await expect(invoice).toHaveCount(1);
    const href = (await invoice.getAttribute('href'))!;
    expect(href).toMatch(/^\/Images\/Invoice\/INV\d+\.pdf$/);
    await expect(invoice).toHaveAttribute('target', '_blank');
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Returns read the shipped quantities: the order now takes a return.
    const createReturn = actions(page).getByRole('link', { name: 'Create Return' });
    await expect(createReturn).toHaveAttribute('href', `/order_history/${id}/return`);
    await createReturn.click();
    await expect(page).toHaveURL(new RegExp(`/order_history/${id}/return$`));
    await expect(page.getByRole('heading', { name: 'Create Return' })).toBeVisible();
    await expect(page.getByText(new RegExp(`^Order #${number} · created `))).toBeVisible();
  });

  test('a shipped order offers Create Return, which opens the returns screen for it', async ({ page }) => {
    // Shipped, newest numbers first (the returns spec picks its orders through the API).
    await openAs(page, accounts.manager, '/order_history?status=7&orderBy=number&order=desc');
    const row = rows(page).nth(4);
    await expect(row).toBeVisible();
    const id = (await row.getAttribute('data-row-id'))!;
    await row.locator('td:nth-child(3)').click();
    await expect(page.getByTestId('order-status')).toHaveText('Shipped');
    const heading = await page.getByRole('heading', { name: /^Order #\d+$/ }).textContent();

    const createReturn = actions(page).getByRole('link', { name: 'Create Return' });
    await expect(createReturn).toHaveAttribute('href', `/order_history/${id}/return`);
    await createReturn.click();
    await expect(page).toHaveURL(new RegExp(`/order_history/${id}/return$`));
    await expect(page.getByRole('heading', { name: 'Create Return' })).toBeVisible();
    await expect(page.getByText(new RegExp(`^${heading} · created `))).toBeVisible();
  });
});
