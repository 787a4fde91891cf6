import { expect, test } from '@playwright/test';
import { accounts, dismissSystemMessages, PASSWORD, signIn } from '../accounts';

// The login form's own rules (an empty field, the wrong password, a server failure, showing the
// password, returning to the page the user came from) are component tests: shell/src/pages/LoginPage.test.tsx.
test.describe('login', () => {
  test('a list opened by signing in asks for its rows once, with the view of the link', async ({ page }) => {
    // The shell starts the list's requests right after the login answer (the screen's preload);
    // the screen must then find them under its own keys instead of asking again.
    await dismissSystemMessages(page);
    const rowCalls: unknown[] = [];
    const calls: string[] = [];
    await page.route('**/gql', async (route) => {
      const body = route.request().postDataJSON();
      if (body?.query?.includes('orders(')) {
        rowCalls.push(body.variables);
        calls.push('rows');
      }
      await route.continue();
    });
    // The saved filters menu asks for its filters when the screen has rendered.
    page.on('request', (r) => r.url().endsWith('/api/filters') && calls.push('screen rendered'));
    await page.goto('/orders?page=2&orderBy=custNumb&order=asc');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(accounts.csr);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/orders\?page=2&orderBy=custNumb&order=asc$/);
    await expect(page.locator('tbody > tr[data-row-id]').first()).toBeVisible();
    await expect(page.getByText(/^51–100 of /)).toBeVisible(); // page 2, as the link says
    expect(rowCalls).toEqual([expect.objectContaining({ from: 'orders', page: 2, orderBy: 'custNumb', order: 'asc' })]);
    expect(calls.slice(0, 2)).toEqual(['rows', 'screen rendered']);
  });

  test('logging out ends the session', async ({ page }) => {
    await dismissSystemMessages(page);
    await signIn(page, accounts.csr);
    await page.goto('/');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('shell', () => {
  test.beforeEach(async ({ page }) => {
    await dismissSystemMessages(page);
    await signIn(page, accounts.admin);
  });

  test('an unknown path shows the two not-found sentences', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText("The page you are looking for doesn't exist")).toBeVisible();
    await expect(page.getByText('Please check the URL and try again.')).toBeVisible();
  });

  test('the drawer is open at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
  });

  test('the drawer starts hidden at 800 px and the menu button opens it', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('dark mode follows the system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await page
      .locator('.ant-layout')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r + g + b).toBeLessThan(150);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test('a dismissed system message stays dismissed after a reload', async ({ page }) => {
  await signIn(page, accounts.manager);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'System Messages' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The dialog would open as soon as the messages arrive: wait for that call before asserting.
  const messagesLoaded = page.waitForResponse((r) => r.url().endsWith('/api/systemMessages'));
  await page.reload();
  await messagesLoaded;
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a crashing page shows the crash text and reports it', async ({ page }) => {
  await signIn(page, accounts.admin);
  // A malformed answer from the server (an object where a text belongs) makes the frame crash.
  await page.route('**/api/systemMessages', (route) => route.fulfill({ json: [{ id: 999_001, message: { unexpected: 'shape' } }] }));
  // The answer, not only the request: the report is stored once the server has answered.
  const report = page.waitForResponse((r) => r.url().endsWith('/api/notifyError') && r.request().method() === 'POST');
  await page.goto('/');
  await expect(page.getByText('An error occured while opening the page. Please contact IT Department.')).toBeVisible();
  const answered = await report;
  expect(answered.status()).toBe(204);
  const body = answered.request().postDataJSON() as { message: string; page: string };
  expect(body.page).toContain('/');
  expect(body.message).toContain('Objects are not valid as a React child');

  // The report is stored: an administrator can read it back.
  const stored = await page.request.get('/api/errorReports');
  expect(stored.ok()).toBe(true);
  const reports = (await stored.json()) as { message: string }[];
  expect(reports.some((r) => r.message.includes('Objects are not valid as a React child'))).toBe(true);
});

test.describe('fault isolation', () => {
  test('a remote whose URL is broken leaves the rest of the portal working', async ({ page }) => {
    await dismissSystemMessages(page);
    await signIn(page, accounts.admin);
    // The orders remote's code is unreachable; its route data (served with /remotes.json) is not.
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const remotes = (await response.json()) as Record<string, { manifest: string }>;
      remotes.orders.manifest = '/remotes/no-such-remote/mf-manifest.json';
      await route.fulfill({ json: remotes });
    });
    const report = page.waitForRequest((r) => r.url().endsWith('/api/notifyError'));
    await page.goto('/saved');
    await expect(page.getByText('This area is unavailable right now.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(((await report).postDataJSON() as { info: string }).info).toContain('orders');
    // The drawer comes from data: the broken area's entries are still there.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Saved', exact: true })).toBeVisible();
    // Everything else still works.
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByTestId('home')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('Retry loads the area once it is reachable again', async ({ page }) => {
    await dismissSystemMessages(page);
    await signIn(page, accounts.admin);
    let broken = true;
    await page.route('**/remotes/orders/remoteEntry.js', (route) => (broken ? route.abort() : route.continue()));
    await page.goto('/orders');
    await expect(page.getByText('This area is unavailable right now.')).toBeVisible();
    broken = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('tbody > tr[data-row-id]').first()).toBeVisible();
  });
});

test.describe('remotes on demand', () => {
  test('the login page loads no remote, and a list loads only its own area before its first rows', async ({ page }) => {
    await dismissSystemMessages(page);
    const remoteFiles: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/remotes/')) remoteFiles.push(path);
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(remoteFiles).toEqual([]);

    await signIn(page, accounts.csr);
    await page.goto('/orders');
    await expect(page.locator('tbody > tr[data-row-id]').first()).toBeVisible();
    expect(remoteFiles.length).toBeGreaterThan(0);
    expect(remoteFiles.filter((path) => !path.startsWith('/remotes/orders/'))).toEqual([]);
    // The drawer shows every area the user may open, drawn from data alone.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Returns' })).toBeVisible();
  });
});
