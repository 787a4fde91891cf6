import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { confirmDialog } from '../antd';
import { accounts, dismissSystemMessages, PASSWORD, signIn } from '../accounts';

const expect = baseExpect.configure({ timeout: 30_000 });

// The order lists' actions in Chromium against the real app, done the way users do them (spec 000
// §2, §4-§8; mfe-orders/README.md "Decisions (order lists)"): every list from the drawer, delete,
// combine two license collections, re-send an e-mail, change an order's type, export the view.
//
// Data: the seed is deterministic but other spec files change orders in the same run (two
// workers). Each test here picks its rows in a view no other spec uses (a status filter plus a
// number sort: the oldest orders, while the others take the most recently updated rows), reads
// the row's id, and from then on addresses the row by that id, never by its position.

const rows = (page: Page) => page.locator('tbody > tr[data-row-id]');
const rowById = (page: Page, id: string | number) => page.locator(`tbody > tr[data-row-id="${id}"]`);
const drawer = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function openAs(page: Page, email: string, path: string) {
  await dismissSystemMessages(page);
  await signIn(page, email);
  await page.goto(path);
}

/** One GraphQL call with the page's session (the token cookie is renewed first, as the app does). */
async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  expect((await request.get('/api/gql_token')).ok()).toBeTruthy();
  const response = await request.post('/gql', { data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** The index (1-based, for nth-child) of a column of the list by its header text. */
async function columnIndex(page: Page, header: string): Promise<number> {
  const headers = (await page.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const index = headers.indexOf(header);
  expect(index, `column '${header}' in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

/** Selects the row `index` of the view and answers its id and order number. */
async function pickRow(page: Page, index: number): Promise<{ id: string; number: string }> {
  const row = rows(page).nth(index);
  await expect(row).toBeVisible();
  const id = (await row.getAttribute('data-row-id'))!;
  const number = (await rowById(page, id).locator('td:nth-child(2)').textContent())!.trim();
  await rowById(page, id).getByRole('checkbox').check();
  return { id, number };
}

/** The fourteen lists an administrator's drawer holds, in drawer order, with their paths. */
const ADMIN_LISTS: readonly [label: string, path: string][] = [
  ['Saved', '/saved'],
  ['Parked', '/parked'],
  ['Sellsheet', '/sellsheet'],
  ['Manager', '/manager'],
  ['Art Awaiting', '/art_awaiting'],
  ['Art Requested', '/art_requested'],
  ['Art Completed', '/art_completed'],
  ['Color Stories', '/color_stories'],
  ['License Collections', '/license_collections'],
  ['Awaiting Customer Approval', '/awaiting_customer_approval'],
  ['Customer Approved', '/customer_approved'],
  ['Approved', '/approved'],
  ['Order History', '/order_history'],
  ['Orders', '/orders'],
];

/** The list page is there: its URL, its heading, and its table with rows or the empty text (not an error). */
async function expectListShown(page: Page, label: string, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { name: label, exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: label, exact: true });
  await expect(
    table
      .locator('tbody > tr[data-row-id]')
      .first()
      .or(table.getByText('No records found', { exact: true })),
  ).toBeVisible();
}

test.describe('order list actions', () => {
  // Lists of seeded data render 50 rows of 16 columns; on the shared two-core machine, with the
  // other spec files running, each step can take several seconds.
  test.describe.configure({ timeout: 180_000 });

  test('an administrator opens each of the fourteen lists their drawer holds; each shows its heading and its rows', async ({ page }) => {
    test.setTimeout(300_000);
    await openAs(page, accounts.admin, '/');
    for (const [label, path] of ADMIN_LISTS) {
      await drawer(page).getByRole('link', { name: label, exact: true }).click();
      await expectListShown(page, label, path);
    }
    // Other Orders needs a rep code other than 000/100 (rule otherOrders): an administrator (000)
    // sees every order already, so the fifteenth list is not in their drawer.
    await expect(drawer(page).getByRole('link', { name: 'Other Orders', exact: true })).toHaveCount(0);
  });

  test('the fifteenth list, Other Orders, opens from the drawer of a managing rep and holds the orders of the reps they manage', async ({
    page,
  }) => {
    await openAs(page, accounts.rep, '/');
    await drawer(page).getByRole('link', { name: 'Other Orders', exact: true }).click();
    await expectListShown(page, 'Other Orders', '/other_orders');
    // rep@ (101) manages rep2@ (102): every row is one of rep 102's orders.
    const rep = await columnIndex(page, 'Rep');
    const reps = await rows(page).locator(`td:nth-child(${rep})`).allTextContents();
    expect(reps.length).toBeGreaterThan(0);
    expect(reps.every((r) => r.startsWith('102 - '))).toBe(true);
  });

  test('a CSR deletes an order: the row leaves the list and the server has it Cancelled with the comment', async ({ page }) => {
    // Awaiting Art, oldest numbers first: deletable (Saved, Awaiting Art, Art Requested) and a view no other spec uses.
    await openAs(page, accounts.csr, '/art_awaiting?status=1&orderBy=number&order=asc');
    const { id, number } = await pickRow(page, 3);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Delete order #${number}?` });
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('e2e: duplicate order');
    await confirmDialog(dialog, 'Delete');
    await expect(rowById(page, id)).toHaveCount(0);

    const { order } = await gql<{
      order: { status: number; statusString: string; history: { toStatus: number; comment: string | null }[] };
    }>(page.request, 'query ($id: Int!) { order(id: $id) { status statusString history { toStatus comment } } }', { id: Number(id) });
    expect(order.statusString).toBe('Cancelled');
    expect(order.history.at(-1)).toEqual({ toStatus: 99, comment: 'Deleted: e2e: duplicate order' });
    const { orders } = await gql<{ orders: { id: number }[] }>(
      page.request,
      'query ($search: String) { orders(from: "art_awaiting", search: $search, searchCol: "order") { id } }',
      { search: number },
    );
    expect(orders.map((o) => o.id)).not.toContain(Number(id));
  });

  test('an administrator combines two open license collections of one customer; the new collection holds their items', async ({ page }) => {
    await openAs(page, accounts.admin, '/');
    // The rule (README "Combine collections"): open collections (before Approved) of one type and
    // one customer. Find such a pair among the license collections the server lists.
    type Row = { id: number; custNumb: string; status: number; order_type: string };
    const all: Row[] = [];
    for (let p = 1; p <= 20; p++) {
      const { orders } = await gql<{ orders: Row[] }>(
        page.request,
        'query ($page: Int) { orders(from: "license_collections", page: $page, orderBy: "number", order: "asc") { id custNumb status order_type } }',
        { page: p },
      );
      all.push(...orders);
      if (orders.length < 50) break;
    }
    const open = all.filter((o) => o.order_type === '220' && o.status < 6);
    const byCustomer = new Map<string, Row[]>();
    for (const o of open) byCustomer.set(o.custNumb, [...(byCustomer.get(o.custNumb) ?? []), o]);
    const pair = [...byCustomer.values()].find((list) => list.length >= 2)?.slice(-2);
    expect(pair, 'two open license collections of one customer in the seed').toBeDefined();
    const [a, b] = pair!;

    type Detail = {
      number: number;
      status: number;
      orderType: string;
      po: string | null;
      customer: { numb: string };
      items: { styleCode: string; color: string; quantity: number }[];
    };
    const DETAIL =
      'query ($id: Int!) { order(id: $id) { number status orderType po customer { numb } items { styleCode color quantity } } }';
    const itemsOf = (d: Detail) => d.items.map((i) => `${i.styleCode}|${i.color}|${i.quantity}`).sort();
    const sources = [
      (await gql<{ order: Detail }>(page.request, DETAIL, { id: a.id })).order,
      (await gql<{ order: Detail }>(page.request, DETAIL, { id: b.id })).order,
    ];

    // The user's way: the list filtered to that customer, both rows selected, Combine.
    await page.goto(`/license_collections?custNumb=${a.custNumb}`);
    await expect(rowById(page, a.id)).toBeVisible();
    await rowById(page, a.id).getByRole('checkbox').check();
    await rowById(page, b.id).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Combine', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Combine Collections' });
    const name = `E2E combined ${Date.now() % 1_000_000}`;
    await dialog.getByRole('textbox', { name: 'Collection Name' }).fill(name);
    // Success opens the new collection.
    await dialog.getByRole('button', { name: 'Combine' }).click();
    await expect(page).toHaveURL(/\/license_collections\/\d+$/);
    await expect(page.getByText(`Collection '${name}' created.`)).toBeVisible();
    const newId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();

    const { order: created } = await gql<{ order: Detail }>(page.request, DETAIL, { id: newId });
    expect(created).toMatchObject({ status: 0, orderType: '220', po: name, customer: { numb: a.custNumb } });
    expect(itemsOf(created)).toEqual(sources.flatMap((s) => itemsOf(s)).sort());
    for (const source of [a, b]) {
      const { order } = await gql<{ order: Detail }>(page.request, DETAIL, { id: source.id });
      expect(order.status, `source #${order.number} is Cancelled`).toBe(99);
    }
    // And the new collection is a row of the customer's license collections.
    await page.goto(`/license_collections?custNumb=${a.custNumb}`);
    await expect(rowById(page, newId)).toBeVisible();
  });

  test("a CSR re-sends an order's e-mail; the outbox holds it for the address typed", async ({ page, playwright, baseURL }) => {
    await openAs(page, accounts.csr, '/sellsheet?orderBy=number&order=asc');
    const { number } = await pickRow(page, 1);
    await page.getByRole('button', { name: 'Re-send Email' }).click();
    const dialog = page.getByRole('dialog', { name: `Re-send Email for Order #${number}` });
    const address = `resend-${number}-${Date.now()}@customer.example`;
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Email addresses' }).fill(address);
    await dialog.getByRole('combobox', { name: 'Email addresses' }).press('Enter');
    await confirmDialog(dialog, 'Send');
    await expect(page.getByText(`Email sent to ${address}`)).toBeVisible();

    // What was sent, read from the outbox as an administrator (approval/README "Outbox reading").
    const admin = await playwright.request.newContext({ baseURL });
    expect((await admin.post('/api/login', { data: { email: accounts.admin, password: PASSWORD } })).ok()).toBeTruthy();
    const response = await admin.get(`/api/outbox?to=${encodeURIComponent(address)}`);
    expect(response.status()).toBe(200);
    const mails = (await response.json()) as { to: string[]; subject: string; text: string }[];
    await admin.dispose();
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual([address]);
    expect(mails[0].subject).toMatch(new RegExp(`^Order #${number} - `));
    expect(mails[0].text).toContain('Total:');
  });

  test("a CSR changes an order's type: Save only after a change; the list and the order show the new type", async ({ page }) => {
    // Art Completed (status 3 only), oldest numbers: the approval spec takes status 4 of this list.
    await openAs(page, accounts.csr, '/art_completed?status=3&orderBy=number&order=asc');
    const { id, number } = await pickRow(page, 2);
    const typeColumn = await columnIndex(page, 'Type');
    const before = (await rowById(page, id).locator(`td:nth-child(${typeColumn})`).textContent())!.trim();

    await page.getByRole('button', { name: 'Order Type' }).click();
    const dialog = page.getByRole('dialog', { name: `Order Type for Order #${number}` });
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    // Choose another type among the ones the server offers for this order.
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options.first()).toBeVisible();
    const names = (await options.allTextContents()).map((t) => t.trim());
    const chosen = names.find((n) => n !== before)!;
    expect(chosen, `another type than '${before}' in ${names.join(', ')}`).toBeTruthy();
    await options.filter({ hasText: new RegExp(`^${chosen.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
    await expect(save).toBeEnabled();
    await confirmDialog(dialog, 'Save');

    // The list reloads with the new type in the row...
    await expect(rowById(page, id).locator(`td:nth-child(${typeColumn})`)).toHaveText(chosen);
    // ...and the order's page says so too.
    await rowById(page, id).locator('td:nth-child(3)').click();
    await expect(page).toHaveURL(new RegExp(`/art_completed/${id}$`));
    await expect(page.getByText(new RegExp(`^\\d+ - ${chosen.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))).toBeVisible();
    // ...and its history says who changed the type, and from what to what.
    const history = page.getByRole('list', { name: 'History' });
    await expect(history).toContainText('Chris Lalonde · Order changed');
    await expect(history).toContainText('order type:');
  });

  test('Export downloads the current view as an .xlsx workbook holding its rows', async ({ page }) => {
    const view = '/order_history?status=7&orderBy=number&order=asc';
    await openAs(page, accounts.manager, view);
    await expect(rows(page).first()).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^orders-order_history-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(download.url()).toContain('from=order_history');
    expect(download.url()).toContain('status=7');
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 2).toString('latin1')).toBe('PK');

    // Non-trivial: larger than the export of the same columns for a view with no rows (headers only).
    const emptyView = new URL(download.url());
    emptyView.searchParams.set('filter', 'no-such-po-zzz-e2e');
    emptyView.searchParams.set('searchCol', 'po');
    const empty = await page.request.get(`${emptyView.pathname}${emptyView.search}`);
    expect(empty.status()).toBe(200);
    const emptySize = (await empty.body()).length;
    expect(file.length).toBeGreaterThan(emptySize + 2_000);
  });
});
