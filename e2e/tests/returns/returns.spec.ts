import { expect, test, type Page } from '@playwright/test';
import { pickOption } from '../antd';
import { accounts, dismissSystemMessages, signIn } from '../accounts';
import { createReturnByApi, gql, ORDER, shippedOrder, type OrderForReturn } from './returnsByApi';

// Returns (spec 001 §2.1, §4.1, §5.1) in Chromium against the app as `npm start` runs it:
// a CSR creates a partial return and a second return sees only what is left; a manager approves
// with a commission; a CSR without approve5kReturns cannot approve one above 5,000; a comment with
// a file is posted and deleted; a return is cancelled; the list's query keys.

/** Picks a return code in the form's select. */
async function chooseCode(page: Page, name: string) {
  await pickOption(page, page.getByRole('combobox', { name: 'Return code' }), name);
}

async function asUser(page: Page, who: keyof typeof accounts) {
  await page.context().clearCookies();
  await signIn(page, accounts[who]);
}

test.beforeEach(async ({ page }) => {
  await dismissSystemMessages(page);
});

test('a CSR creates a partial return from a shipped order; a second return sees only what is left', async ({ page }) => {
  // Two returns through the form, and the look-ups: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, accounts.csr);
  const order = await shippedOrder(page.request, { skip: 0, units: 2 });
  const item = order.items[0];
  const size = item.size.find((s) => Math.max(s.shippedC, s.shippedU) >= 2)!;
  const kind = size.shippedC >= 2 ? 'C' : 'U';
  const shipped = kind === 'C' ? size.shippedC : size.shippedU;

  await page.goto(`/order_history/${order.id}/return`);
  await expect(page.getByRole('heading', { name: 'Create Return' })).toBeVisible();
  await expect(page.getByText(`Order #${order.number}`)).toBeVisible();
  const block = page.getByRole('group', { name: `Item ${item.sku} ${item.color}` });
  await block.getByRole('spinbutton', { name: `${size.display} ${kind}` }).fill('1');
  await block.getByRole('spinbutton', { name: `${size.display} ${kind}` }).blur();
  await expect(page.getByRole('status')).toHaveText('Please choose a return code.');
  await chooseCode(page, 'Damaged in Transit');
  await page.getByRole('button', { name: 'Create Return' }).click();
  const toast = page.getByText(/^Return #\d+ created successfully/);
  await expect(toast).toBeVisible();
  const first = Number((await toast.textContent())!.match(/#(\d+)/)![1]);

  // The form starts again from what is left (the order now lists the first return).
  await page.getByRole('button', { name: 'Existing Returns' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: `Return #${first}` })).toBeVisible();
  await page.keyboard.press('Escape');

  // Asking for more than is left is clamped to what is left.
  const input = block.getByRole('spinbutton', { name: `${size.display} ${kind}` });
  await input.fill(String(shipped + 5));
  await input.blur();
  await expect(input).toHaveValue(String(shipped - 1));
  await chooseCode(page, 'Wrong Size Ordered');
  await page.getByRole('button', { name: 'Create Return' }).click();
  await expect(page.getByText(/^Return #\d+ created successfully/).last()).toBeVisible();

  const { returnOrder } = await gql<{ returnOrder: OrderForReturn }>(page.request, ORDER, { id: order.id });
  expect(returnOrder.returns).toHaveLength(2);
  const after = returnOrder.items[0].size.find((s) => s.id === size.id)!;
  expect(kind === 'C' ? after.returnedC : after.returnedU).toBe(shipped);
  // Nothing of that size is left to return now: its input is disabled, or, when no other size of
  // the item has anything left, the fully returned item is hidden (spec 001 §5.1).
  const othersLeft = returnOrder.items[0].size.some((s) => s.id !== size.id && s.shippedC - s.returnedC + s.shippedU - s.returnedU > 0);
  if (othersLeft) await expect(block.getByRole('spinbutton', { name: `${size.display} ${kind}` })).toBeDisabled();
  else await expect(block).toHaveCount(0);
});

test('a manager approves the return, then the refund with a commission', async ({ page }) => {
  await signIn(page, accounts.csr);
  const order = await shippedOrder(page.request, { skip: 1 });
  const created = await createReturnByApi(page.request, order, 'Damaged in Transit');
  await asUser(page, 'manager');
  await page.goto(`/returns/${created.id}`);
  await expect(page.getByRole('heading', { name: `Return #${created.numb}` })).toBeVisible();
  await page.getByRole('button', { name: 'Approve Return' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve Return' }).click();
  const link = page.getByRole('link', { name: /^Return order #\d+$/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', /^\/approved\/\d+$/);
  await expect(page.locator('.ant-tag', { hasText: 'Refunded - Pending Approval' })).toBeVisible();

  await page.getByRole('button', { name: 'Approve Refund' }).click();
  const commission = page.getByRole('spinbutton', { name: 'Commission (%)' });
  await expect(commission).toHaveValue('100');
  await commission.fill('40');
  await page.getByRole('dialog').getByRole('button', { name: 'Approve Refund' }).click();
  await expect(page.locator('.ant-tag', { hasText: 'Refunded - Approved' })).toBeVisible();
  await expect(page.getByText('40%', { exact: true })).toBeVisible();
  await expect(page.getByText(/Approve Refund: Refunded - Pending Approval → Refunded - Approved \(commission 40%\)/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Return actions' })).toHaveCount(0);
});

test('a user without approve5kReturns cannot approve a return above 5,000; a manager can', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, accounts.csr);
  const order = await shippedOrder(page.request, { skip: 0, big: true, minTotalCents: 600_000 });
  const created = await createReturnByApi(page.request, order, 'Pricing Error', true);
  await page.goto(`/returns/${created.id}`);
  const approve = page.getByRole('button', { name: 'Approve Return' });
  await expect(approve).toBeDisabled();
  await expect(page.getByRole('note')).toContainText('over 5,000.00: approving it needs the higher approval tier (approve5kReturns)');

  await asUser(page, 'manager');
  await page.goto(`/returns/${created.id}`);
  await page.getByRole('button', { name: 'Approve Return' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve Return' }).click();
  await expect(page.locator('.ant-tag', { hasText: 'Refunded - Pending Approval' })).toBeVisible();
});

test('a comment with a file is posted, downloadable, and deleted', async ({ page }) => {
  await signIn(page, accounts.csr);
  const order = await shippedOrder(page.request, { skip: 2 });
  const created = await createReturnByApi(page.request, order, 'Garment Defect');
  await page.goto(`/returns/${created.id}`);
  await page.getByRole('textbox', { name: 'New comment' }).fill('Photo of the torn seam attached.');
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d49444154789c6300010000000500010d0a2db40000000049454e44ae426082',
    'hex',
  );
  await page.getByLabel('Attach files').setInputFiles({ name: 'seam.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByLabel('Attached files')).toContainText('seam.png');
  await page.getByRole('button', { name: 'Post comment' }).click();
  const post = page.getByRole('article', { name: 'Comment' }).filter({ hasText: 'Photo of the torn seam attached.' });
  await expect(post).toBeVisible();
  const file = post.getByRole('link', { name: /seam\.png/ });
  const href = (await file.getAttribute('href'))!;
  const download = await page.request.get(href);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('image/png');

  await post.getByRole('button', { name: 'Delete comment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(post).toHaveCount(0);
  expect((await page.request.get(href)).status()).toBe(404);
});

test("someone else's comment cannot be deleted: the spec's message", async ({ page }) => {
  await signIn(page, accounts.manager);
  const order = await shippedOrder(page.request, { skip: 3 });
  await asUser(page, 'csr');
  const created = await createReturnByApi(page.request, order, 'Late Delivery');
  await asUser(page, 'manager');
  await gql(page.request, `mutation($id: Int!) { createReturnTimelinePost(id: $id, input: { comment: "Manager note" }) { id } }`, {
    id: created.id,
  });
  await asUser(page, 'csr');
  await page.goto(`/returns/${created.id}`);
  const post = page.getByRole('article', { name: 'Comment' }).filter({ hasText: 'Manager note' });
  await post.getByRole('button', { name: 'Delete comment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText("You don't have persmission to delete this comment, please contact a manager to delete it.")).toBeVisible();
  await expect(post).toBeVisible();
});

test('a CSR cancels a return', async ({ page }) => {
  await signIn(page, accounts.csr);
  const order = await shippedOrder(page.request, { skip: 4 });
  const created = await createReturnByApi(page.request, order, 'Customer Changed Mind');
  await page.goto(`/returns/${created.id}`);
  await page.getByRole('button', { name: 'Cancel Return' }).click();
  await expect(page.getByRole('dialog')).toContainText('Cancel this return?');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel Return' }).click();
  await expect(page.locator('.ant-tag', { hasText: 'Cancelled' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Return actions' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Edit/ })).toHaveCount(0);
  // A cancelled return's edit page sends back to the return.
  await page.goto(`/returns/${created.id}/${order.id}/edit`);
  await expect(page).toHaveURL(new RegExp(`/returns/${created.id}$`));
});

test('the returns list reads the spec query keys and opens a return from its row', async ({ page }) => {
  await signIn(page, accounts.csr);
  await page.goto('/returns?status=99&orderBy=number&desc=0&rowsPerPage=25');
  await expect(page.getByRole('heading', { name: 'Returns' })).toBeVisible();
  const rows = page.locator('tbody > tr[data-row-id]');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(25);
  await expect(rows.first()).toContainText('Cancelled');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Returns' })).toBeVisible();
  const number = (await rows.first().locator('td').first().textContent())!.trim();
  await rows.first().locator('td').nth(2).click();
  await expect(page.getByRole('heading', { name: `Return ${number}` })).toBeVisible();
  await expect(page).toHaveURL(/\/returns\/\d+$/);
});
