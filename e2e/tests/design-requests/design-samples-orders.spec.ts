import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { confirmDialog, pickOption } from '../antd';
import { dismissSystemMessages, signIn } from '../accounts';
import { entriesOf } from '../zip';

// Design sample requests and design orders (spec 002 §2-§8) in Chromium against the app
// as `npm start` runs it: a sample request goes from create to receive (real files) to prices to
// approve; its design is then ordered, gets a PO (a date too soon is refused with the spec's
// 'Earliest date required is …', in the browser and by the server) and its files download as a zip.

const SAMPLES = 'samples@demo.local';
// A 1 × 1 PNG (a photo of the samples; the server reads its bytes).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');

/** Text on the page that is visible (the list the page came from may still be in the page). */
const shown = (page: Page, text: string | RegExp) => page.getByText(text, { exact: typeof text === 'string' }).filter({ visible: true });
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

test.beforeEach(async ({ page }) => {
  await dismissSystemMessages(page);
});

async function gql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  return (await (await page.request.post('/gql', { data: { query, variables } })).json()) as {
    data?: Record<string, unknown>;
    errors?: { message: string }[];
  };
}

test('a sample request goes from create to receive to price to approve; its design is ordered and gets a PO', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, SAMPLES);
  const available = (await gql(page, '{ availableDesigns { key } }')).data!.availableDesigns as { key: string }[];
  const design = available[0].key;

  // Create.
  await page.goto('/designSampleRequests');
  await expect(page.getByRole('columnheader', { name: 'Request #' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Sample Request' }).click();
  const create = page.getByRole('dialog', { name: 'Create Sample Request' });
  await expect(create.getByRole('button', { name: 'Create' })).toBeDisabled();
  await pickOption(page, create.getByRole('combobox', { name: 'Design' }), design);
  await create.getByRole('button', { name: 'Create' }).click();
  // The toast first: it lives 3 s from the answer, while the new page may still be loading.
  const sampleToast = page.getByText(/^Design Sample Request #\d+ created$/);
  await expect(sampleToast).toBeVisible();
  const sampleId = Number(/#(\d+)/.exec((await sampleToast.textContent())!)![1]);
  await expect(page).toHaveURL(new RegExp(`/designSampleRequests/${sampleId}$`));
  await expect(page.getByLabel('Request status')).toHaveText('Awaiting Samples');
  await expect(page.getByRole('button', { name: 'Approve Sample' })).toHaveCount(0);

  // Receive: the submit waits for a file.
  await page.getByRole('button', { name: 'Recieve Samples' }).click();
  const receive = page.getByRole('dialog', { name: 'Recieve Samples' });
  await expect(receive.getByRole('button', { name: 'Recieve Samples' })).toBeDisabled();
  await receive.getByRole('button', { name: 'Recieve Samples' }).hover({ force: true });
  await expect(page.getByRole('tooltip', { name: 'Please attach at least 1 file' })).toBeVisible();
  await receive.getByLabel('Attach sample photos').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: PNG },
    { name: 'back.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(receive.getByLabel('Attached files')).toContainText('front.png');
  await receive.getByLabel('Comment').fill('Both samples arrived (e2e).');
  await confirmDialog(receive, 'Recieve Samples');
  await expect(page.getByLabel('Request status')).toHaveText('Awaiting Approval');
  await expect(page.getByRole('link', { name: 'back.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve Sample' })).toHaveCount(0);

  // A vendor's prices; then Approve Sample is offered.
  await page.getByRole('button', { name: 'Add Price' }).click();
  const price = page.getByRole('dialog', { name: 'Add Price' });
  await pickOption(page, price.getByRole('combobox', { name: 'Vendor' }), 'V200 - Dhaka Embroidery Co.');
  await price.getByLabel('Price 1').fill('4.25');
  await price.getByLabel('Quantity 1').fill('250');
  await confirmDialog(price, 'Add Price');
  await expect(shown(page, /Prices from V200 - Dhaka Embroidery Co\.: \$4\.25 × 250/)).toBeVisible();
  await page.getByRole('button', { name: 'Approve Sample' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve Sample' });
  await expect(approve.getByRole('combobox', { name: 'Vendor' })).toBeVisible();
  await confirmDialog(approve, 'Approve Sample');
  await expect(page.getByLabel('Request status')).toHaveText('Approved');
  await expect(shown(page, 'V200 - Dhaka Embroidery Co.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Request' })).toHaveCount(0);

  // The design is now orderable: create an order with a quantity.
  await page.goto('/designOrders');
  await page.getByRole('button', { name: 'Create Order' }).click();
  const order = page.getByRole('dialog', { name: 'Create Order' });
  await pickOption(page, order.getByRole('combobox', { name: 'Design' }), design);
  await expect(order.getByText('Vendor: V200 - Dhaka Embroidery Co.')).toBeVisible();
  await order.getByLabel('Quantity').fill('0');
  await expect(order.getByText('Quantity must be a whole number of at least 1.')).toBeVisible();
  await expect(order.getByRole('button', { name: 'Create' })).toBeDisabled();
  await order.getByLabel('Quantity').fill('300');
  await order.getByRole('button', { name: 'Create' }).click();
  const orderToast = page.getByText(/^Design Order #\d+ created$/);
  await expect(orderToast).toBeVisible();
  const orderId = Number(/#(\d+)/.exec((await orderToast.textContent())!)![1]);
  await expect(page).toHaveURL(new RegExp(`/designOrders/${orderId}$`));
  await expect(page.getByLabel('Order status')).toHaveText('Quantity Requested');

  // Create Po: the helper names the earliest date; a date too soon is refused in the browser and by the server.
  await page.getByRole('button', { name: 'Create Po' }).click();
  const po = page.getByRole('dialog', { name: 'Create Po' });
  const helper = po.getByText(/^Earliest date required is \d{4}-\d{2}-\d{2}$/);
  await expect(helper).toBeVisible();
  const earliest = /(\d{4}-\d{2}-\d{2})$/.exec((await helper.textContent())!)![1];
  const tooSoon = day(Date.parse(`${earliest}T00:00:00Z`) - 3 * 86_400_000);
  await po.getByRole('textbox', { name: 'Date Required' }).fill(tooSoon);
  await po.getByRole('textbox', { name: 'Date Required' }).press('Enter');
  await expect(po.getByRole('button', { name: 'Create Po' })).toBeDisabled();
  const refused = await gql(page, 'mutation($id: Int!, $r: String!) { createDesignPO(id: $id, required: $r) }', {
    id: orderId,
    r: tooSoon,
  });
  expect(refused.errors?.[0]?.message).toBe(`Earliest date required is ${earliest}`);
  await po.getByRole('textbox', { name: 'Date Required' }).fill(earliest);
  await po.getByRole('textbox', { name: 'Date Required' }).press('Enter');
  await confirmDialog(po, 'Create Po');
  await expect(shown(page, `DO${String(orderId).padStart(6, '0')}`)).toBeVisible();
  await expect(page.getByLabel('Order status')).toHaveText('Ordered');
  await expect(shown(page, 'Quantity Ordered')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Quantity' })).toHaveCount(0);

  // The design files as a zip.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Design Files' }).click()]);
  expect(download.suggestedFilename()).toBe(`${design}.zip`);
  const entries = await entriesOf(await readFile((await download.path())!));
  expect(entries.get(`${design}.svg`)).toContain('<svg');

  // The list shows it with its PO.
  await page.goto(`/designOrders?filter=${orderId}`);
  await expect(page.getByRole('row', { name: new RegExp(`DO${String(orderId).padStart(6, '0')}`) })).toBeVisible();
});
