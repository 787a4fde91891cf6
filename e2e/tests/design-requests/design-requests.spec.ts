import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmDialog, pickOption } from '../antd';
import { dismissSystemMessages, signIn } from '../accounts';

// Design requests (spec 001 §2.2, §4.2, §5.2) in Chromium against the app as `npm start`
// runs it: a rep requests a design, an artist accepts it and submits art (real files, checked in the
// browser and again by the server), the artist manager confirms the art ready, the rep approves it
// and the design exists in the designs area. A design image of impossible proportions is refused
// with the spec's message, in the browser and by the server. A licence request's design carries its
// team, and the colour extraction tool reads the artist's file: exactly the crest's two colours.

const REP = 'rep@demo.local';
const ARTIST = 'artist@demo.local';
const MANAGER = 'artmanager@demo.local';

const svg = (viewBox: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"><rect width="100%" height="100%" fill="#1d4ed8"/></svg>`);
// The artist's crest: two library colours, ROYAL BLUE and RED.
const CREST = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect width="200" height="100" fill="#1d4ed8"/><circle cx="100" cy="50" r="30" fill="#c8102e"/></svg>',
);
// A 2 × 1 pixel PNG (the PMS image; the server reads its bytes).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGNgYGD4z8DAwMAAAAgAAf0a0sEAAAAASUVORK5CYII=', 'base64');
const PROPORTIONS = 'image proportions are incompatible with the decoration treatment type';

async function as(page: Page, email: string) {
  await page.context().clearCookies();
  await signIn(page, email);
}

test.beforeEach(async ({ page }) => {
  await dismissSystemMessages(page);
});

test('a rep requests a design, an artist accepts it and submits art, the rep approves it and the design exists', async ({ page }) => {
  test.setTimeout(120_000);
  await as(page, REP);
  const customers = (await (await page.request.get('/api/customers')).json()) as { numb: string; cust: string }[];
  const customer = `${customers[0].numb} ${customers[0].cust}`;

  // The rep's request.
  await page.goto('/design_requests');
  await page.getByRole('button', { name: 'Request Design', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Request Design' });
  const send = form.getByRole('button', { name: 'Request Design' });
  await expect(send).toBeDisabled();
  await pickOption(page, form.getByRole('combobox', { name: 'Customer' }), customer);
  await pickOption(page, form.getByRole('combobox', { name: 'Treatment' }), 'Screen Print');
  await form.getByRole('textbox', { name: 'Width', exact: true }).fill('4');
  await form.getByRole('switch', { name: 'Set height' }).click();
  await form.getByRole('textbox', { name: 'Height', exact: true }).fill('2');
  await form.getByLabel('Instructions').fill('Left chest crest, two colours (e2e).');
  await expect(form.getByRole('textbox', { name: 'Date required' })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(send).toBeEnabled();
  await send.click();
  // The toast first: it lives 3 s from the answer, while the request's page may still be loading.
  const createdToast = page.getByText(/^Successfully created design request with id #\d+$/);
  await expect(createdToast).toBeVisible();
  const id = Number(/#(\d+)$/.exec((await createdToast.textContent())!)![1]);
  await expect(page).toHaveURL(new RegExp(`/design_requests/${id}$`));
  await expect(page.getByRole('heading', { name: `Design Request #${id}` })).toBeVisible();
  await expect(page.getByText('Awaiting Art', { exact: true }).first()).toBeVisible();

  // A strip of 1000:1 cannot keep a short side of 0.25 in within 16 × 20 in: refused in the browser and by the server.
  const { designId, variation } = await artToApprovedDesign(page, id, async (upload) => {
    await upload.getByLabel('Design image').setInputFiles({ name: 'strip.svg', mimeType: 'image/svg+xml', buffer: svg('0 0 1000 1') });
    await expect(upload.getByRole('alert').filter({ hasText: PROPORTIONS })).toBeVisible();
    await expect(upload.getByRole('button', { name: 'Submit Art' })).toBeDisabled();
    const refused = await page.request.post(`/api/designRequest/${id}/art`, {
      multipart: {
        method: 'SCRP',
        cc: 'false',
        production: { name: 'crest.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') },
        working: { name: 'crest.ai', mimeType: 'application/postscript', buffer: Buffer.from('%!PS\n') },
        image: { name: 'strip.svg', mimeType: 'image/svg+xml', buffer: svg('0 0 1000 1') },
        pms: { name: 'pms.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(PROPORTIONS);
  });
  await expect(page.getByText('Complete', { exact: true }).first()).toBeVisible();

  await as(page, MANAGER);
  await page.goto('/designs');
  await page.getByRole('searchbox', { name: 'Search' }).fill(designId);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  const row = page.locator(`tbody > tr[data-row-id="${designId}-${variation}"]`);
  await expect(row).toBeVisible();
  // The design is the artist's art: its image is the uploaded file, byte for byte, and its colours are the file's.
  const thumb = row.getByRole('img', { name: `Design ${designId}-${variation}` });
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await row.click();
  const detail = page.getByRole('dialog', { name: `Design ${designId}-${variation}` });
  const image = detail.getByRole('img', { name: `Design ${designId}-${variation}` });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const served = await page.request.get((await image.getAttribute('src'))!);
  expect(Buffer.from(await served.body()).equals(CREST)).toBe(true);
  await expect(detail.getByText('ROYAL BLUE #1D4ED8')).toBeVisible();
  await expect(detail.getByText('RED #C8102E')).toBeVisible();
});

/**
 * The artist accepts the request and submits the crest (real files; `beforeCrest` may try other
 * files in the upload dialog first), the manager confirms it ready, the rep approves it: the design made.
 */
async function artToApprovedDesign(
  page: Page,
  id: number,
  beforeCrest?: (upload: Locator) => Promise<void>,
): Promise<{ designId: string; variation: string }> {
  await as(page, ARTIST);
  await page.goto(`/unassigned_requests/${id}`);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await confirmDialog(page.getByRole('dialog', { name: 'Accept' }), 'Accept');
  await expect(page.getByText('Successfully accepted design request.')).toBeVisible();
  await page.getByRole('button', { name: 'Upload Art', exact: true }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Art' });
  await upload
    .getByLabel('Production file')
    .setInputFiles({ name: 'crest.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%e2e\n') });
  await upload
    .getByLabel('Working file')
    .setInputFiles({ name: 'crest.ai', mimeType: 'application/postscript', buffer: Buffer.from('%!PS-Adobe-3.0\n') });
  await upload.getByLabel('PMS image').setInputFiles({ name: 'pms.png', mimeType: 'image/png', buffer: PNG });
  await beforeCrest?.(upload);
  await upload.getByLabel('Design image').setInputFiles({ name: 'crest.svg', mimeType: 'image/svg+xml', buffer: CREST });
  await expect(upload.getByText('Image 200 × 100')).toBeVisible();
  await expect(upload.getByRole('list', { name: 'Warnings' })).toHaveCount(0);
  await confirmDialog(upload, 'Submit Art');
  await expect(page.getByText('Successfully submitted art.')).toBeVisible();
  await expect(page.getByText('Art Created', { exact: true }).first()).toBeVisible();
  // The art is served and shown once its probe finds it.
  const art = page.getByRole('img', { name: `Art of design request ${id}` });
  await expect(art).toBeVisible();
  await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  await as(page, MANAGER);
  await page.goto(`/design_requests/${id}`);
  await page.getByRole('button', { name: 'Confirm Art Ready', exact: true }).click();
  await confirmDialog(page.getByRole('dialog', { name: 'Confirm Art Ready' }), 'Confirm');
  await expect(page.getByText('Art confirmed ready for rep approval.')).toBeVisible();

  await as(page, REP);
  await page.goto(`/design_requests/${id}`);
  await page.getByRole('button', { name: 'Approve Art', exact: true }).click();
  await confirmDialog(page.getByRole('dialog', { name: 'Approve Art' }), 'Approve');
  const created = page.getByText(/^Design created: (D\d+) - (\d+)$/);
  await expect(created).toBeVisible();
  const [, designId, variation] = /^Design created: (D\d+) - (\d+)$/.exec((await created.textContent())!)!;
  return { designId, variation };
}

test('a licence request’s approved art is its team’s design: the extraction tool finds exactly the colours of the artist’s file', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await as(page, REP);
  await page.goto('/design_requests');
  await page.getByRole('button', { name: 'Request License Design', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Request License Design' });
  await pickOption(page, form.getByRole('combobox', { name: 'League' }), 'NHL');
  await pickOption(page, form.getByRole('combobox', { name: 'Team' }), 'Anaheim Ducks');
  await pickOption(page, form.getByRole('combobox', { name: 'Player' }), '00 Default Player');
  await pickOption(page, form.getByRole('combobox', { name: 'Treatment' }), 'Screen Print');
  await form.getByRole('textbox', { name: 'Width', exact: true }).fill('4');
  await form.getByRole('switch', { name: 'Set height' }).click();
  await form.getByRole('textbox', { name: 'Height', exact: true }).fill('2');
  await form.getByLabel('Instructions').fill('Licence crest, two colours (e2e).');
  await form.getByRole('button', { name: 'Request Design' }).click();
  const createdToast = page.getByText(/^Successfully created design request with id #\d+$/);
  await expect(createdToast).toBeVisible();
  const id = Number(/#(\d+)$/.exec((await createdToast.textContent())!)![1]);

  const { designId, variation } = await artToApprovedDesign(page, id);
  const name = `${designId}-${variation}`;

  // The colour extraction tool, by the design's team: the design's own file, read for its colours.
  await as(page, MANAGER);
  await page.goto('/design_colors');
  const selectDesigns = page.locator('.ant-card').filter({ hasText: 'Select Designs' });
  await pickOption(page, selectDesigns.getByRole('combobox', { name: 'League' }), 'NHL');
  await pickOption(page, selectDesigns.getByRole('combobox', { name: 'Team' }), 'Anaheim Ducks');
  await selectDesigns.getByRole('button', { name: 'Extract Design Colors' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Validate Color Mappings' });
  const card = dialog.getByTestId(`design-${name}`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  const image = card.getByRole('img', { name: `Design ${name}` });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(card.locator(`[data-testid^="color-${name}-"]`)).toHaveCount(2);
  await expect(card.getByTestId(`color-${name}-1D4ED8`)).toBeVisible();
  await expect(card.getByTestId(`color-${name}-C8102E`)).toBeVisible();
});
