import { expect as baseExpect, test } from '@playwright/test';
import { pickOption } from '../antd';
import { dismissSystemMessages, signIn } from '../accounts';

const expect = baseExpect.configure({ timeout: 30_000 });

// External users (spec 002 §2, §5, §7) in Chromium against the app: an external-user
// manager (useradmin@) adds a user with a customer of rep 101 through the dialog; the signup e-mail
// is in the outbox; the new user signs in on /login with the password the manager typed.

test('create an external user who then logs in', async ({ browser }) => {
  test.setTimeout(120_000);
  const manager = await (await browser.newContext()).newPage();
  await dismissSystemMessages(manager);
  await signIn(manager, 'useradmin@demo.local');
  const email = `e2e.buyer.${Date.now()}@customer.example`;
  const password = 'Fairway2026!';
  const [customer] = ((await (await manager.request.get('/api/customer/101')).json()) as { numb: string; cust: string }[]).filter(
    (c) => c.numb !== '90000',
  );

  await manager.goto('/user_admin/external');
  await expect(manager.getByRole('heading', { name: 'External Users' })).toBeVisible();
  await manager.getByRole('button', { name: 'Add User' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Add External User' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByLabel('First name').fill('Erin');
  await dialog.getByLabel('Last name').fill('Walsh');
  await pickOption(manager, dialog.getByRole('combobox', { name: 'Rep' }), '101 Riley Thompson');
  await pickOption(manager, dialog.getByRole('combobox', { name: 'Customers' }), `${customer.numb} ${customer.cust}`);
  // A multiple select stays open after a pick: close it as a person would.
  await dialog.getByRole('combobox', { name: 'Customers' }).press('Escape');
  await expect(manager.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  await expect(dialog.getByRole('checkbox', { name: 'View Products' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Place Orders' }).check();
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog).toBeHidden();
  await expect(manager.getByText('External user created.')).toBeVisible();
  await manager.getByRole('searchbox', { name: 'Search external users' }).fill(email);
  await manager.getByRole('searchbox', { name: 'Search external users' }).press('Enter');
  await expect(manager.getByRole('cell', { name: email, exact: true })).toBeVisible();
  await expect(manager.getByRole('switch', { name: `Place Orders: ${email}` })).toBeChecked();

  // The signup e-mail went to the outbox (read as an administrator).
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@demo.local');
  const mails = (await (await admin.request.get(`/api/outbox?to=${encodeURIComponent(email)}`)).json()) as { subject: string }[];
  expect(mails.map((m) => m.subject)).toEqual(['Your portal account is ready']);

  // The new user signs in with that password on the login page.
  const buyer = await (await browser.newContext()).newPage();
  await dismissSystemMessages(buyer);
  await buyer.goto('/login');
  await buyer.getByLabel('Email').fill(email);
  await buyer.getByLabel('Password', { exact: true }).fill(password);
  await buyer.getByRole('button', { name: 'Submit' }).click();
  await expect(buyer.getByRole('button', { name: 'Log out' })).toBeVisible();
  const me = (await (await buyer.request.post('/api/auth')).json()) as {
    user?: { email: string; userType: string };
    email?: string;
    userType?: string;
  };
  const user = me.user ?? (me as { email: string; userType: string });
  expect([user.email, user.userType]).toEqual([email, 'CUSTOMER']);
});
