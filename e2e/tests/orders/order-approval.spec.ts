import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page, type Response } from '@playwright/test';
import { accounts, dismissSystemMessages, signIn, PASSWORD } from '../accounts';

const expect = baseExpect.configure({ timeout: 30_000 });

// Customer approval through the public link, in Chromium against the real app (spec 002 "Public
// order approval pages"; approval/README.md): a manager sends an order for customer approval; a
// visitor with no cookies opens the link read from the outbox, sees the items with their art
// (through the link) and the total, answers it and sees the success text; the used link is INVALID on a second visit. Approve and reject paths. The link opens the
// public host page (shell/src/public/), which loads the orders remote's `./approval` module and
// nothing else of the portal: no session check, no drawer, no other remote, no antd, at most
// 120 KB of JavaScript as transferred (ARCHITECTURE.md "Front end").

const rows = (page: Page) => page.locator('tbody > tr[data-row-id]');
const actions = (page: Page) => page.getByTestId('order-actions');

/** Sends the order of row `index` of Art Completed at status 4 for approval; answers its id and the customer address. */
async function sendForApproval(page: Page, index: number): Promise<{ orderId: string; email: string }> {
  await dismissSystemMessages(page);
  await signIn(page, accounts.manager);
  await page.goto('/art_completed?status=4');
  const row = rows(page).nth(index);
  await expect(row).toBeVisible();
  const orderId = (await row.getAttribute('data-row-id'))!;
  await row.locator('td:nth-child(3)').click();
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting Art Confirmation');
  const email = `buyer-${orderId}-${Date.now()}@customer.example`;
  await actions(page)
    .getByRole('button', { name: /Send for customer approval/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Send for customer approval' });
  await dialog.getByLabel('Customer email').fill(email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('order-status')).toHaveText("Manager's Approval - Awaiting Customer Approval");
  return { orderId, email };
}

/** The approve or reject path of the link e-mailed to the address, read from the outbox as an administrator. */
async function linkFromOutbox(request: APIRequestContext, email: string, action: 'approve' | 'reject'): Promise<string> {
  const login = await request.post('/api/login', { data: { email: accounts.admin, password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const response = await request.get(`/api/outbox?to=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  const mails = (await response.json()) as { text: string }[];
  const match = new RegExp(`https?://[^/\\s]+(/order_approval/\\d+/[A-Za-z0-9_-]{43}/${action})`).exec(mails[0]?.text ?? '');
  expect(match).not.toBeNull();
  return match![1];
}

/** A browser context with no cookies at all; records every /api and /gql request it makes and every script it loads. */
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const calls: string[] = [];
  const requested: string[] = [];
  const scripts: Response[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    requested.push(url.pathname);
    if (url.pathname.startsWith('/api/') || url.pathname === '/gql') calls.push(`${r.method()} ${url.pathname}`);
  });
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.endsWith('.js')) scripts.push(r);
  });
  return { context, page, calls, requested, scripts };
}

/** JavaScript bytes as transferred (compressed, as the server sent them). */
async function transferredBytes(scripts: Response[]): Promise<number> {
  const sizes = await Promise.all(scripts.map(async (r) => (await r.request().sizes()).responseBodySize));
  return sizes.reduce((sum, n) => sum + n, 0);
}

/** antd's CSS-in-JS writes <style> elements marked with these attributes. */
const antdStyles = (page: Page) => page.locator('style[data-css-hash], style[data-rc-order], style[data-token-hash]').count();

test.describe('customer approval', () => {
  // The machine is shared (two cores, other suites and builds running): lists of seeded data can
  // take more than the default 10 s to answer under that load.
  test.describe.configure({ timeout: 120_000 });

  test('approve: a visitor with no session approves through the e-mailed link; the used link is then INVALID', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    const { orderId, email } = await sendForApproval(page, 0);
    const admin = await playwright.request.newContext({ baseURL });
    const path = await linkFromOutbox(admin, email, 'approve');
    await admin.dispose();
    expect(path).toContain(`/order_approval/${orderId}/`);

    const { context, page: guest, calls, requested, scripts } = await visitor(browser);
    expect(await context.cookies()).toEqual([]);
    await guest.goto(path);
    await expect(guest.getByRole('heading', { level: 1, name: 'Approve Order' })).toBeVisible();
    await expect(guest).toHaveTitle('Approve Order');
    await expect(guest.getByText(/^Order #\d+ for .+/)).toBeVisible();
    // What is approved: every item with its art (reached through the link, loaded), sizes and the total.
    const order = guest.getByRole('region', { name: 'Your order' });
    const items = order.locator('li.approval-item');
    await expect(items.first()).toBeVisible();
    const itemCount = await items.count();
    expect(itemCount).toBeGreaterThan(0);
    const art = order.getByRole('img', { name: /^Art of / });
    await expect(art).toHaveCount(itemCount);
    for (const image of await art.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('src', new RegExp(`^/api/order_approval/${orderId}/[A-Za-z0-9_-]{43}/art/\\d+\\?size=screen$`));
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(
      items
        .first()
        .getByRole('list', { name: /^Sizes of / })
        .getByRole('listitem')
        .first(),
    ).toHaveText(/ × \d+/);
    const artUrl = await art.first().getAttribute('src');
    await expect(order.locator('.approval-total')).toHaveText(/^Total\s*(US)?\$[\d,]+\.\d\d (CAD|USD)$/);
    await guest.getByLabel('Email').fill('pat@customer.example');
    await guest.getByLabel('Name').fill('Pat Buyer');
    await guest.getByRole('button', { name: 'Approve' }).click();
    await expect(
      guest.getByText('Your approval is noted and your sales representative has been advised. Thank you and have a great day.'),
    ).toBeVisible();
    // No session check: the page's only calls are its two public GraphQL operations and its items'
    // art, each once, through the link.
    const artCalls = calls.filter((c) => c.startsWith('GET /api/order_approval/'));
    expect(calls.filter((c) => !artCalls.includes(c))).toEqual(['POST /gql', 'POST /gql']);
    expect(artCalls).toHaveLength(itemCount);
    expect(artCalls.every((c) => new RegExp(`^GET /api/order_approval/${orderId}/[A-Za-z0-9_-]{43}/art/\\d+$`).test(c))).toBe(true);
    // Only the public host page and the orders remote: not the portal's entry, not /remotes.json
    // (the server wrote the orders remote's address into the page), no other remote.
    expect(requested.filter((p) => p.startsWith('/remotes')).every((p) => p.startsWith('/remotes/orders/'))).toBe(true);
    expect(requested.filter((p) => /^\/main\.[0-9a-f]+\.js$/.test(p) || p === '/remotes.json')).toEqual([]);
    expect(requested.some((p) => /^\/public\.[0-9a-f]+\.js$/.test(p))).toBe(true);
    expect(requested.some((p) => p.startsWith('/remotes/orders/'))).toBe(true);
    // No portal frame: no drawer, no navigation, no antd; the JavaScript within its budget.
    await expect(guest.getByTestId('drawer')).toHaveCount(0);
    await expect(guest.getByRole('navigation')).toHaveCount(0);
    expect(await antdStyles(guest)).toBe(0);
    expect(await transferredBytes(scripts)).toBeLessThanOrEqual(120_000);

    await guest.goto(path);
    await expect(guest.getByText('The link to this version of the art/order is no longer available.')).toBeVisible();
    await expect(guest.getByLabel('Email')).toHaveCount(0);
    // The answered link no longer opens its art either.
    expect((await guest.request.get(artUrl!)).status()).toBe(404);
    await context.close();

    // Staff see the customer's answer.
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText("Manager's Approval - Customer Approved");
    await expect(page.getByText('Answered', { exact: false })).toContainText('Pat Buyer <pat@customer.example>');
  });

  test('reject: the comment goes back with the order to Art Requested', async ({ page, browser, playwright, baseURL }) => {
    const { email } = await sendForApproval(page, 0);
    const admin = await playwright.request.newContext({ baseURL });
    const path = await linkFromOutbox(admin, email, 'reject');
    await admin.dispose();

    const { context, page: guest } = await visitor(browser);
    await guest.goto(path);
    await expect(guest.getByRole('heading', { name: 'Not Approved' })).toBeVisible();
    await guest.getByLabel('Email').fill('pat@customer.example');
    await guest.getByLabel('Name').fill('Pat Buyer');
    await guest.getByRole('button', { name: 'Submit' }).click();
    await expect(guest.getByRole('alert')).toHaveText('Please tell us what should change.');
    await guest.getByLabel('Comment').fill('The logo should be navy, not black.');
    await guest.getByRole('button', { name: 'Submit' }).click();
    await expect(
      guest.getByText(/Your comments are noted, your sales representative has been advised and revisions will be made\./),
    ).toBeVisible();
    await context.close();

    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Art Requested');
    await expect(page.getByRole('region', { name: 'Status history' }).getByRole('listitem').first()).toContainText(
      'The logo should be navy, not black.',
    );
  });

  test('a malformed link is INVALID at once, within the same JavaScript budget', async ({ browser }) => {
    const { context, page, calls, scripts } = await visitor(browser);
    await page.goto('/order_approval/1/not-a-real-link/approve');
    await expect(page.getByText('The link to this version of the art/order is no longer available.')).toBeVisible();
    expect(calls).toEqual([]);
    expect(await transferredBytes(scripts)).toBeLessThanOrEqual(120_000);
    await context.close();
  });

  test('when the orders remote cannot be loaded, the page says so and Retry loads it', async ({ browser }) => {
    const { context, page } = await visitor(browser);
    await page.route('**/remotes/orders/**', (route) => route.abort());
    await page.goto('/order_approval/1/not-a-real-link/reject');
    await expect(page.getByRole('alert')).toHaveText('This area is unavailable right now.');
    await page.unroute('**/remotes/orders/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Not Approved' })).toBeVisible();
    await expect(page.getByText('The link to this version of the art/order is no longer available.')).toBeVisible();
    await context.close();
  });
});
