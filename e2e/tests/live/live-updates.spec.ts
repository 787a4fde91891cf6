import { expect, test, type Browser, type Page } from '@playwright/test';
import { accounts, dismissSystemMessages, signIn } from '../accounts';
import { createReturnByApi, gql, shippedOrder } from '../returns/returnsByApi';

// Live updates (README "Live updates") in Chromium, two users in two browser contexts: what one
// saves shows on the other's open page within 2 seconds, without a reload: a return's new status, a
// timeline post, the drawer's counters, a list's row marked. Each test waits for the watching page's
// channel to be open (html[data-live="open"]) before the other user acts.

const LIVE_WITHIN = { timeout: 2_000 };

async function pageOf(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await dismissSystemMessages(page);
  await signIn(page, email);
  return page;
}

const listening = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-live', 'open');

test('a CSR approves a return the rep has open: the rep’s page shows the new status and what follows from it', async ({ browser }) => {
  test.setTimeout(60_000);
  const rep = await pageOf(browser, accounts.rep);
  const csr = await pageOf(browser, accounts.csr);
  // One of the rep's own shipped orders, returned by the CSR.
  const { orders } = await gql<{ orders: { id: number }[] }>(rep.request, `query { orders(from: "order_history", status: 7) { id } }`);
  const order = await shippedOrder(csr.request, { skip: 0, among: new Set(orders.map((o) => o.id)) });
  const created = await createReturnByApi(csr.request, order, 'Damaged in Transit');

  await rep.goto(`/returns/${created.id}`);
  await expect(rep.getByRole('heading', { name: `Return #${created.numb}` })).toBeVisible();
  const status = rep.locator('.ant-tag').filter({ hasText: /^(Initiated|Refunded)/ });
  await expect(status).toHaveText('Initiated');
  // The rep's page names the return order once there is one (the CSR's shows it as a link of its own).
  const returnOrder = rep.getByRole('cell', { name: /^Return order : #\d+$/ });
  await expect(returnOrder).toHaveCount(0);
  await listening(rep);

  await csr.goto(`/returns/${created.id}`);
  await csr.getByRole('button', { name: 'Approve Return' }).click();
  await csr.getByRole('dialog').getByRole('button', { name: 'Approve Return' }).click();
  await expect(csr.getByRole('link', { name: /^Return order #\d+$/ })).toBeVisible();

  await expect(status).toHaveText('Refunded - Pending Approval', LIVE_WITHIN);
  await expect(returnOrder).toBeVisible(LIVE_WITHIN);
  await rep.context().close();
  await csr.context().close();
});

test('an artist posts on the timeline of a request the rep has open: the rep’s page shows the post and keeps what the rep is typing', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const rep = await pageOf(browser, accounts.rep);
  const artist = await pageOf(browser, accounts.artist);
  const { designRequests } = await gql<{ designRequests: { designRequests: { id: number }[] } }>(
    rep.request,
    `query { designRequests(filters: { listType: "normal" }) { designRequests { id } } }`,
  );
  const id = designRequests.designRequests[0].id;
  const text = `Live from the artist ${Date.now()}`;

  await rep.goto(`/design_requests/${id}`);
  await expect(rep.getByRole('heading', { name: `Design Request #${id}` })).toBeVisible();
  await listening(rep);
  // The rep is halfway through a comment of its own when the artist's post arrives.
  const repComment = rep.getByRole('textbox', { name: 'Comment' });
  await repComment.pressSequentially('Can the logo be');

  await artist.goto(`/design_requests/${id}`);
  await artist.getByRole('textbox', { name: 'Comment' }).fill(text);
  await artist.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(artist.getByText(text)).toBeVisible();

  await expect(rep.getByText(text)).toBeVisible(LIVE_WITHIN);
  // What the rep typed is still there, and the rep types on where it left off.
  await expect(repComment).toHaveValue('Can the logo be');
  await expect(repComment).toBeFocused();
  await rep.keyboard.type(' bigger?');
  await expect(repComment).toHaveValue('Can the logo be bigger?');
  await rep.context().close();
  await artist.context().close();
});

test('a CSR submits a rep’s saved order: the rep’s drawer counters follow', async ({ browser }) => {
  test.setTimeout(60_000);
  const rep = await pageOf(browser, accounts.rep);
  const csr = await pageOf(browser, accounts.csr);
  const { orders } = await gql<{ orders: { id: number; status: number }[] }>(rep.request, `query { orders(from: "saved") { id status } }`);
  const saved = orders.find((o) => o.status === 0)!;

  await rep.goto('/art_requested');
  const counter = (path: string) => rep.locator(`[data-counter="${path}"]`);
  await expect(counter('/saved')).toHaveText(/^\d+$/);
  await expect(counter('/art_requested')).toHaveText(/^\d+$/);
  const before = { saved: Number(await counter('/saved').textContent()), awaiting: Number(await counter('/art_requested').textContent()) };
  await listening(rep);

  await gql(csr.request, `mutation($id: Int!) { moveOrder(id: $id, from: 0, to: 1) { id status } }`, { id: saved.id });

  await expect(counter('/saved')).toHaveText(String(before.saved - 1), LIVE_WITHIN);
  await expect(counter('/art_requested')).toHaveText(String(before.awaiting + 1), LIVE_WITHIN);
  await rep.context().close();
  await csr.context().close();
});

test('a CSR comments on a return in the rep’s list: the rep’s list marks its row and keeps the rep’s place', async ({ browser }) => {
  test.setTimeout(60_000);
  const rep = await pageOf(browser, accounts.rep);
  const csr = await pageOf(browser, accounts.csr);
  await rep.goto('/returns');
  const rows = rep.locator('tbody tr[data-row-id]');
  await expect(rows.first()).toBeVisible();
  const second = rows.nth(1);
  const id = Number(await second.getAttribute('data-row-id'));
  await expect(second).not.toHaveAttribute('data-changed');
  await listening(rep);
  const url = rep.url();

  await gql(
    csr.request,
    `mutation($id: Int!) { createReturnTimelinePost(id: $id, input: { comment: "Checked by the CSR (live)" }) { id } }`,
    { id },
  );

  await expect(rep.locator(`tbody tr[data-row-id="${id}"]`)).toHaveAttribute('data-changed', '', LIVE_WITHIN);
  await expect(rep.locator(`tbody tr[data-row-id="${id}"]`)).toHaveAttribute('title', 'Changed by someone else since you opened this list');
  await expect(rows.first()).not.toHaveAttribute('data-changed');
  expect(rep.url()).toBe(url);
  await rep.context().close();
  await csr.context().close();
});
