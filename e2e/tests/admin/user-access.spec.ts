import { expect, test, type Browser, type Page } from '@playwright/test';
import { pickOption } from '../antd';
import { dismissSystemMessages, signIn } from '../accounts';

// User Access (spec 002 §2, §5, §6, §7, §8) in Chromium against the app as `npm start` runs
// it: a user administrator grants a flag to a new staff member, who gains the screen it opens on
// their next page load, without signing in again. The administration area's own demo accounts
// (server/src/areas/admin/seed.ts): useradmin@ (userAdmin, externalUserAdmin), newhire@ (View
// Products only).

const USER_ADMIN = 'useradmin@demo.local';
const NEW_HIRE = 'newhire@demo.local';

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await dismissSystemMessages(page);
  await signIn(page, email);
  return page;
}

test('grant a flag and see the user gain the screen', async ({ browser }) => {
  // Two signed-in users, a save and three page loads: a journey, timed like the other areas' journeys.
  test.setTimeout(90_000);
  const admin = await signedInPage(browser, USER_ADMIN);
  const hire = await signedInPage(browser, NEW_HIRE);
  const drawer = (page: Page) => page.getByRole('navigation', { name: 'Main' });

  // The starting point, whatever an earlier run left: View Products only.
  const users = (await (await admin.request.get('/api/users')).json()) as { id: number; email: string }[];
  const hireId = users.find((u) => u.email === NEW_HIRE)!.id;
  expect((await admin.request.post('/api/users', { data: { user: hireId, access: { products: true } } })).ok()).toBe(true);

  // Before: no Returns in the new hire's drawer, and /returns does not exist for them.
  await hire.goto('/');
  await expect(hire.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(drawer(hire).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(drawer(hire).getByRole('link', { name: 'Returns' })).toHaveCount(0);
  await hire.goto('/returns');
  await expect(hire.getByText("The page you are looking for doesn't exist")).toBeVisible();

  // The user administrator opens User Access from the drawer, picks the new hire and grants View All.
  await admin.goto('/');
  await drawer(admin).getByRole('link', { name: 'User Access' }).click();
  await expect(admin).toHaveURL(/\/user_admin$/);
  await expect(admin.getByRole('heading', { name: 'User Access' })).toBeVisible();
  await expect(admin.getByText('Please select a user.')).toBeVisible();
  await pickOption(admin, admin.getByRole('combobox', { name: 'User' }), `Morgan Lee (${NEW_HIRE})`);
  await expect(admin).toHaveURL(new RegExp(`/user_admin\\?user=${hireId}$`));
  const orders = admin.getByRole('group', { name: 'Orders' });
  await expect(orders.getByLabel('Orders: 0 of 5 on')).toBeVisible();
  await expect(admin.getByRole('group', { name: 'Products' }).getByLabel('Products: 1 of 3 on')).toBeVisible();
  await orders.getByRole('checkbox', { name: 'View All' }).check();
  await expect(orders.getByLabel('Orders: 1 of 5 on')).toBeVisible();
  await admin.getByRole('button', { name: 'Update User Access' }).click();
  await expect(admin.getByText('Access has been updated.')).toBeVisible();

  // A reload shows what was saved.
  await admin.reload();
  await expect(admin.getByRole('group', { name: 'Orders' }).getByRole('checkbox', { name: 'View All' })).toBeChecked();

  // The new hire, still signed in, gains the screen on their next page load.
  await hire.goto('/');
  await drawer(hire).getByRole('link', { name: 'Returns' }).click();
  await expect(hire).toHaveURL(/\/returns$/);
  await expect(hire.getByRole('heading', { name: 'Returns' })).toBeVisible();
  await expect(hire.getByText("The page you are looking for doesn't exist")).toHaveCount(0);
});
