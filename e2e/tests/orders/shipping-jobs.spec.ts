import { expect as baseExpect, test, type Page } from '@playwright/test';
import { pickOption } from '../antd';
import { accounts, dismissSystemMessages, signIn } from '../accounts';

const expect = baseExpect.configure({ timeout: 30_000 });

// Shipping jobs (spec 002 "Shipping jobs"; mfe-orders/README.md "Shipping jobs"): a job made on
// /shippingJobs/create carries the order's units, so the order's shipped C/U are what the return
// screen offers to take back, and a job that carries every unit ships the order.

interface Size {
  id: number;
  size: string;
  qtyC: number;
  qtyU: number;
  shippedC: number;
  shippedU: number;
}
interface Order {
  id: number;
  number: number;
  status: number;
  orderType: string;
  customer: { numb: string; name: string };
  csr: { code: string } | null;
  shippingJobs: { id: number }[];
  items: { styleCode: string; color: string; finalPriceCents: number; sizes: Size[] }[];
}

async function gql<T>(page: Page, query: string): Promise<T> {
  const response = await page.request.post('/gql', { data: { query } });
  return (await response.json()).data as T;
}

test("create a shipping job and see the shipped quantities on the order's return screen", async ({ page }) => {
  test.setTimeout(120_000);
  await dismissSystemMessages(page);
  await signIn(page, accounts.manager);

  // An Approved order no job has carried anything of, with a CSR, not an event order (one quantity
  // per size there), whose items have a price (the return screen hides items with nothing to refund),
  // each item a style and colour of its own (the return screen's blocks are named by them).
  const options = (await (await page.request.get('/api/unshippedOrder')).json()) as {
    id: number;
    numb: number;
    customer: string;
    customerName: string;
  }[];
  let order: Order | null = null;
  for (const option of options) {
    const { order: o } = await gql<{ order: Order }>(
      page,
      `{ order(id: ${option.id}) { id number status orderType customer { numb name } csr { code } shippingJobs { id } items { styleCode color finalPriceCents sizes { id size qtyC qtyU shippedC shippedU } } } }`,
    );
    const distinct = new Set(o.items.map((i) => `${i.styleCode} ${i.color}`)).size === o.items.length;
    if (
      o.status === 6 &&
      o.shippingJobs.length === 0 &&
      o.csr &&
      o.orderType !== '211' &&
      distinct &&
      o.items.every((i) => i.finalPriceCents > 0)
    ) {
      order = o;
      break;
    }
  }
  expect(order, 'an Approved order without a shipping job').not.toBeNull();
  const o = order!;

  await page.goto('/shippingJobs');
  await expect(page.getByRole('heading', { name: 'Shipping Jobs' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Shipping Job' }).click();
  await expect(page).toHaveURL(/\/shippingJobs\/create$/);

  // The picker searches the server by order number.
  const picker = page.getByRole('combobox', { name: 'Orders to ship' });
  await picker.click();
  await picker.pressSequentially(String(o.number));
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(`#${o.number} · ${o.customer.numb} - ${o.customer.name}`, { exact: true })
    .click();
  await picker.press('Escape');
  await expect(page.getByText(`Customer: ${o.customer.numb} - ${o.customer.name}`)).toBeVisible();
  // Every quantity typed too high is clamped to what is left of its kind.
  for (const item of o.items) {
    for (const s of item.sizes) {
      for (const kind of ['C', 'U'] as const) {
        const left = kind === 'C' ? s.qtyC - s.shippedC : s.qtyU - s.shippedU;
        if (left === 0) continue;
        const input = page.getByRole('spinbutton', { name: `#${o.number} ${item.styleCode} ${item.color} ${s.size} ${kind}`, exact: true });
        await input.fill(String(left + 50));
        await input.blur();
        await expect(input).toHaveValue(String(left));
      }
    }
  }
  await page.getByLabel('Address 1').fill('44 Commerce Dr');
  await page.getByLabel('City').fill('Mississauga');
  await page.getByLabel('Country').fill('Canada');
  await page.getByLabel('Date Required').fill('2026-12-21');
  await pickOption(page, page.getByRole('combobox', { name: 'Ship Via' }), 'UPS Ground');
  await expect(page.getByText('Please enter the job title.')).toBeVisible();
  await page.getByLabel('Job Title').fill('E2E full shipment');
  await page.getByRole('button', { name: 'Create Shipping Job' }).click();

  await expect(page).toHaveURL(/\/shippingJobs\/\d+$/);
  const jobId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: `Shipping Job #${jobId}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^INV\d+$/ })).toHaveAttribute('href', /^\/Images\/Invoice\/INV\d+\.pdf$/);
  const orderLink = page
    .getByRole('table', { name: 'Items' })
    .getByRole('link', { name: String(o.number) })
    .first();
  await expect(orderLink).toHaveAttribute('href', `/order_history/${o.id}`);
  // Every unit is carried: the order is Shipped, so there is nothing left to update.
  await expect(page.getByRole('button', { name: 'Update Shipping Quantities' })).toHaveCount(0);

  // The same job in the list.
  await page.goto(`/shippingJobs?search=${jobId}`);
  const row = page.locator(`tbody > tr[data-row-id="${jobId}"]`);
  await expect(row).toContainText('E2E full shipment');
  await expect(row.getByRole('link').first()).toHaveAttribute('href', `/shippingJobs/${jobId}`);

  // The return screen offers exactly what the job shipped.
  await page.goto(`/order_history/${o.id}/return`);
  await expect(page.getByRole('heading', { name: 'Create Return' })).toBeVisible();
  for (const item of o.items) {
    const block = page.getByRole('group', { name: `Item ${item.styleCode} ${item.color}` });
    for (const s of item.sizes) {
      await expect(block.getByRole('spinbutton', { name: `${s.size} C`, exact: true })).toHaveAttribute('aria-valuemax', String(s.qtyC));
      await expect(block.getByRole('spinbutton', { name: `${s.size} U`, exact: true })).toHaveAttribute('aria-valuemax', String(s.qtyU));
    }
  }
});
