import { expect as baseExpect, test, type Page } from '@playwright/test';
import { accounts, dismissSystemMessages, signIn } from './accounts';

const expect = baseExpect.configure({ timeout: 30_000 });

// The order detail page's way out of Approved and into returns (issue #3; mfe-orders/README.md
// "Status flow" and "Order detail"): Mark Shipped waits for a shipping job (disabled, with the
// server's reason; the server refuses it too), and a shipped order offers Create Return, which
// opens the returns remote's create screen.

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

  test('Mark Shipped is disabled with the reason while the order has no shipping job, and the server refuses it', async ({ page }) => {
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
    const reason = `Order #${target!.number} has no shipping job: create a shipping job for it before marking it shipped.`;

    await page.goto(`/approved/${target!.id}`);
    await expect(page.getByTestId('order-status')).toHaveText('Approved');
    const markShipped = actions(page).getByRole('button', { name: 'Mark Shipped' });
    await expect(markShipped).toBeDisabled();
    await expect(markShipped).toHaveAccessibleDescription(reason);
    await page.getByTestId('blocked-move-7').hover();
    await expect(page.getByRole('tooltip')).toHaveText(reason);
    await expect(actions(page).getByRole('button', { name: 'Cancel Order' })).toBeEnabled();

    const refused = await page.request.post('/gql', { data: { query: `mutation { moveOrder(id: ${target!.id}, to: 7, from: 6) { status } }` } });
    const body = (await refused.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).toBe('CONFLICT');
    expect(body.errors[0].message).toBe(reason);
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Approved');
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
