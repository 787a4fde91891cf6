import { expect, test, type Browser, type Page } from '@playwright/test';
import { confirmDialog, pickOption } from '../antd';
import { dismissSystemMessages, signIn } from '../accounts';

// Employee pricing and drafted contests (spec 002) in Chromium against the
// app as `npm start` runs it, with the area's demo accounts (server/src/areas/events-fpa/seed.ts):
// employee@ (an employee, no flags), fpaadmin@ (FPA admin), drafted@ (draftedManager).

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await dismissSystemMessages(page);
  await signIn(page, email);
  return page;
}

const codesTable = (page: Page) => page.getByRole('table', { name: 'Allowance codes' });

test('create and delete an allowance code', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await signedInPage(browser, 'employee@demo.local');
  await page.goto('/fpa');
  await expect(page.getByRole('heading', { name: 'Employee Preferred Pricing Program' })).toBeVisible();
  await expect(codesTable(page).getByText('Used').first()).toBeVisible();
  const before = await codesTable(page).locator('code').allTextContents();

  await page.getByRole('button', { name: 'Create Discount Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Discount Code' });
  await expect(dialog.getByText(/^Max Available Amount is \$/)).toBeVisible();
  await dialog.getByLabel('Amount').fill('10');
  await confirmDialog(dialog, 'Create');
  await expect(page.getByText('Discount code created and copied')).toBeVisible();
  await expect(codesTable(page).locator('code')).toHaveCount(before.length + 1);
  const created = (await codesTable(page).locator('code').allTextContents()).find((code) => !before.includes(code))!;
  expect(created).toMatch(/^FPA-[A-Z2-9]{8}$/);
  const row = codesTable(page).getByRole('row').filter({ hasText: created });
  await expect(row).toContainText('$10.00');
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Delete ${created}` }).click();
  await confirmDialog(page.getByRole('dialog', { name: 'Delete Discount Code?' }), 'Delete');
  await expect(page.getByText('Discount code deleted successfully')).toBeVisible();
  await expect(codesTable(page).getByText(created)).toHaveCount(0);
  await expect(codesTable(page).locator('code')).toHaveCount(before.length);
});

test('disable an employee and see the codes disabled', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await signedInPage(browser, 'fpaadmin@demo.local');
  await page.goto('/fpa');
  const picker = page.getByRole('combobox', { name: 'Employee' });
  await picker.click();
  await picker.fill('Sinclair');
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle('Pat Sinclair (manager@demo.local)', { exact: true })
    .click();
  await expect(page).toHaveURL(/employee=manager%40demo\.local/);
  await expect(codesTable(page).getByText('Active').first()).toBeVisible();
  await expect(page.getByText('Password')).toBeVisible();

  await page.getByRole('button', { name: 'Disable Employee' }).click();
  await confirmDialog(page.getByRole('dialog', { name: 'Disable Employee?' }), 'Disable');
  await expect(page.getByText('Employee was disabled successfully.')).toBeVisible();
  await expect(codesTable(page).getByText('Disabled').first()).toBeVisible();
  await expect(codesTable(page).getByText('Active')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create Discount Code' })).toBeDisabled();

  // Enabling brings the codes back (and leaves the demo data as it was).
  await page.getByRole('button', { name: 'Enable Employee' }).click();
  await confirmDialog(page.getByRole('dialog', { name: 'Enable Employee?' }), 'Enable');
  await expect(page.getByText('Employee was enabled successfully.')).toBeVisible();
  await expect(codesTable(page).getByText('Active').first()).toBeVisible();
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);

// Types a date as a user does: open the picker, move the pointer off it (a pointer resting on a day
// cell makes the picker preview that day in the input), type, Enter. The dialog keeps each picker's
// value one object per text (ContestDialog): a new one on every render reset the typed date.
async function pickDate(page: Page, id: string, value: string) {
  const input = page.locator(`#${id}`);
  await input.click();
  await page.mouse.move(0, 0);
  await input.fill(value);
  await expect(input).toHaveValue(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

test('create a contest with its organisation', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, 'drafted@demo.local');
  await page.goto('/drafted/contests');
  await expect(page.getByRole('heading', { name: 'Drafted Contests' })).toBeVisible();
  await expect(page.getByText('Harbour City Third Jersey')).toBeVisible();
  await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
  await expect(page).toHaveURL(/sortBy=name/);

  await page.getByRole('button', { name: 'Create Contest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Drafted Contest' });
  const stamp = Date.now().toString(36);
  const name = `Winter Classic ${stamp}`;
  await dialog.getByLabel('Name', { exact: true }).fill(`  ${name}  `);
  await dialog.getByLabel('Handle').click();
  await expect(dialog.getByLabel('Handle')).toHaveValue(`winter-classic-${stamp}`);
  await dialog.locator('input[type=file][aria-label="Add logo"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Logo' })).toBeVisible();
  await pickOption(page, dialog.locator('#contest-organization'), 'New organization…');
  await dialog.getByLabel('Organization Name').fill(`Frozen Pond Club ${stamp}`);
  await dialog.locator('#contest-primaryColorHex').fill('12345');
  await dialog.locator('#contest-secondaryColorHex').click();
  await expect(dialog.locator('#contest-primaryColorHex')).toHaveValue('');
  await dialog.locator('#contest-primaryColorHex').fill('1d4e89');
  await dialog.locator('#contest-secondaryColorHex').fill('#f4b41a');
  await expect(dialog.locator('#contest-primaryTextColorHex')).toHaveValue('FFFFFF');
  await expect(dialog.locator('#contest-secondaryTextColorHex')).toHaveValue('000000');
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await pickDate(page, 'contest-submission', day(2));
  await pickDate(page, 'contest-vote-start', `${day(10)} 09:00:00`);
  await pickDate(page, 'contest-vote-end', `${day(10)} 09:00:00`);
  await dialog
    .locator('input[type=file][aria-label="Add artist agreement"]')
    .setInputFiles({ name: 'agreement.html', mimeType: 'text/html', buffer: Buffer.from('<h1>Agreement</h1><script>alert(1)</script>') });
  await expect(dialog.getByText('agreement.html')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create' }).click();
  // spec 002 §5, README: strictly after.
  await expect(dialog.getByText('Must be after voting start date/time.')).toBeVisible();
  await pickDate(page, 'contest-vote-end', `${day(20)} 21:30:15`);
  await confirmDialog(dialog, 'Create');
  await expect(page.getByText('Successfully created new organization.')).toBeVisible();

  await expect(page).toHaveURL(/\/drafted\/contest\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(`winter-classic-${stamp}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Frozen Pond Club ${stamp}`, { exact: true })).toBeVisible();
  await expect(page.getByText('Primary Color #1D4E89').first()).toBeVisible();

  // The organization's dialog saves what changed.
  await page.getByRole('button', { name: 'Update' }).nth(1).click();
  const orgDialog = page.getByRole('dialog', { name: 'Update Drafted Organization' });
  await orgDialog.getByLabel('Name').fill(`Frozen Pond HC ${stamp}`);
  await confirmDialog(orgDialog, 'Update');
  await expect(page.getByText(`Frozen Pond HC ${stamp}`, { exact: true })).toBeVisible();

  await page.goto('/drafted/contests?sortBy=id&desc=1');
  await expect(page.getByRole('row').nth(1)).toContainText(name);
});
