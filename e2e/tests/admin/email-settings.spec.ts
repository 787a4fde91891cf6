import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, dismissSystemMessages, signIn, PASSWORD } from '../accounts';
import { mailsTo } from '../outbox';

const expect = baseExpect.configure({ timeout: 30_000 });

// E-mail settings decide who receives the mails other areas write to the outbox
// (server/src/platform/mailRecipients.ts): the rep turns "Order updated" off on /email_settings; a
// customer approves one of the rep's orders; the approval note goes to the rep's extra addresses
// (seeded with that e-mail on) but not to the rep. Turned on again, the next note reaches the rep.

const ASSISTANT = 'assistant.riley@example.com';

/** One GraphQL call with the page's session (the token cookie is renewed first, as the app does). */
async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  expect((await request.get('/api/gql_token')).ok()).toBeTruthy();
  const response = await request.post('/gql', { data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** The rep sends one of their orders awaiting art confirmation for approval; the customer approves it through the link. Answers its number. */
async function approvedByCustomer(rep: Page, admin: APIRequestContext, skip: number): Promise<number> {
  const { orders } = await gql<{ orders: { id: number; number: number }[] }>(
    rep.request,
    '{ orders(from: "art_completed", status: 4) { id number } }',
  );
  expect(orders.length).toBeGreaterThan(skip);
  const order = orders[skip];
  const customer = `buyer-${order.id}-${Date.now()}@customer.example`;
  await gql(rep.request, 'mutation($id: Int!, $emails: String!) { sendOrderForApproval(id: $id, emails: $emails) { status } }', {
    id: order.id,
    emails: customer,
  });
  const [request] = await mailsTo(admin, customer);
  const link = /\/order_approval\/(\d+)\/([A-Za-z0-9_-]{43})\/approve/.exec(request.text);
  expect(link).not.toBeNull();
  await gql(
    rep.request,
    'mutation($id: String!, $order: Int!) { approveOrder(id: $id, order: $order, email: "pat@customer.example", name: "Pat Buyer") }',
    {
      id: link![2],
      order: Number(link![1]),
    },
  );
  return order.number;
}

/** The rep's "Order updated" switch, set through the screen and saved. */
async function setOrderUpdated(rep: Page, on: boolean) {
  await rep.goto('/email_settings');
  const notifications = rep.getByRole('region', { name: 'Notifications' });
  const updated = notifications.getByRole('switch', { name: 'Order updated', exact: true });
  await expect(updated).toBeEnabled();
  if ((await updated.getAttribute('aria-checked')) === String(on)) return;
  await updated.click();
  await expect(updated).toHaveAttribute('aria-checked', String(on));
  await rep.getByRole('button', { name: 'Update Settings' }).click();
  await expect(rep.getByText('Email settings updated successfully')).toBeVisible();
  await expect(rep.getByRole('button', { name: 'Update Settings' })).toBeDisabled();
}

test('change e-mail settings and see an e-mail go, or not, to the outbox', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const rep = await (await browser.newContext()).newPage();
  await dismissSystemMessages(rep);
  await signIn(rep, accounts.rep);
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: { email: accounts.admin, password: PASSWORD } })).ok()).toBeTruthy();
  const subject = (n: number) => `Order #${n} approved by the customer`;

  await setOrderUpdated(rep, false);
  try {
    const quiet = await approvedByCustomer(rep, admin, 0);
    expect((await mailsTo(admin, ASSISTANT)).map((m) => m.subject)).toContain(subject(quiet));
    expect((await mailsTo(admin, accounts.rep)).map((m) => m.subject)).not.toContain(subject(quiet));
  } finally {
    await setOrderUpdated(rep, true);
  }
  const heard = await approvedByCustomer(rep, admin, 0);
  const [toRep] = (await mailsTo(admin, accounts.rep)).filter((m) => m.subject === subject(heard));
  expect(toRep.to).toEqual([accounts.rep, ASSISTANT, 'orders@fairwaygolf.example.com']);
  await admin.dispose();
});
