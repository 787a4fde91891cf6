import { expect as baseExpect, test } from '@playwright/test';
import { pickOption } from '../antd';
import { dismissSystemMessages, signIn } from '../accounts';
import { mailsTo } from '../outbox';

const expect = baseExpect.configure({ timeout: 30_000 });

// External users (spec 002 §2, §5, §7) in Chromium against the app: an external-user
// manager (useradmin@) adds a user with a customer of rep 101 through the dialog, typing no
// password; the mail in the outbox carries a one-time set-your-password link and no password; the
// new user opens it, sets a password, signs in on /login with it, and the link does not work twice.

test('create an external user, who sets a password from the e-mailed link and then logs in', async ({ browser }) => {
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
  // No password to type: the user sets their own from the e-mailed link.
  await expect(dialog.getByText(/e-mail them a link to set their own password/)).toBeVisible();
  await expect(dialog.locator('input[type="password"]')).toHaveCount(0);
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

  // The signup e-mail went to the outbox (read as an administrator), with the link and no password.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@demo.local');
  const mails = await mailsTo(admin.request, email);
  expect(mails.map((m) => m.subject)).toEqual(['Your portal account is ready: set your password']);
  const link = /https?:\/\/\S+\/set-password\?token=[A-Za-z0-9_-]+/.exec(mails[0].text)?.[0];
  expect(link, mails[0].text).toBeTruthy();
  const { pathname, search } = new URL(link!);

  // The new user opens the link (signed out), sets a password twice, and lands on the login page.
  const buyer = await (await browser.newContext()).newPage();
  await dismissSystemMessages(buyer);
  await buyer.goto(`${pathname}${search}`);
  await expect(buyer.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(buyer.getByText(email)).toBeVisible();
  await buyer.getByLabel('New password', { exact: true }).fill(password);
  await buyer.getByLabel('Repeat the new password').fill(password);
  await buyer.getByRole('button', { name: 'Set password' }).click();
  await expect(buyer).toHaveURL(/\/login$/);
  await expect(buyer.getByText('Your password is set. Please sign in with it.')).toBeVisible();
  await expect(buyer.getByLabel('Email')).toHaveValue(email);

  // The new user signs in with the password they set.
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

  // The link worked once: opened again, it says so and offers no form.
  const again = await (await browser.newContext()).newPage();
  await dismissSystemMessages(again);
  await again.goto(`${pathname}${search}`);
  await expect(again.getByRole('alert')).toContainText('This link was already used. Please sign in with the password you set.');
  await expect(again.getByLabel('New password', { exact: true })).toHaveCount(0);
});
