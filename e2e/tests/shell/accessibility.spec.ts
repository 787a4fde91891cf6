import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { accounts, dismissSystemMessages, signIn } from '../accounts';

// WCAG 2 AA in the real Chromium: axe-core on one page of each area and on the pages
// people meet first, in light and dark mode; any serious or critical violation fails. A new area
// adds its page to PAGES and inherits the check. Colours come from the theme's tokens
// (shell/src/theme/ThemeProvider.tsx), so a failure is fixed there, not page by page.

const rows = (page: Page) => page.locator('tbody > tr[data-row-id]');

interface Checked {
  name: string;
  as: string | null;
  /** Opens the page and waits until its content is drawn. */
  open: (page: Page) => Promise<void>;
}

const PAGES: Checked[] = [
  {
    name: 'login',
    as: null,
    open: async (page) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    },
  },
  {
    name: 'an order list (orders)',
    as: accounts.csr,
    open: async (page) => {
      await page.goto('/saved');
      await expect(rows(page).first()).toBeVisible();
    },
  },
  {
    name: 'an order detail (orders)',
    as: accounts.csr,
    open: async (page) => {
      await page.goto('/order_history');
      await rows(page).first().locator('td:nth-child(3)').click();
      await expect(page.getByTestId('order-status')).toBeVisible();
    },
  },
  {
    name: 'a return detail (returns)',
    as: accounts.manager,
    open: async (page) => {
      await page.goto('/returns');
      await rows(page).first().locator('td:nth-child(3)').click();
      await expect(page).toHaveURL(/\/returns\/\d+$/);
      await expect(page.getByRole('heading', { name: /^Return #\d+/ })).toBeVisible();
    },
  },
  {
    name: 'e-mail settings (admin)',
    as: accounts.admin,
    open: async (page) => {
      await page.goto('/email_settings');
      await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
    },
  },
  {
    name: "a trade show's complete view (administration)",
    as: accounts.admin,
    open: async (page) => {
      await page.goto('/schedule/Spring%20Golf%20Expo/v2');
      await expect(page.getByRole('columnheader', { name: 'Walk-through' })).toBeVisible();
    },
  },
  {
    name: 'the designs list (designs and colour)',
    as: 'artmanager@demo.local',
    open: async (page) => {
      await page.goto('/designs');
      await expect(rows(page).first()).toBeVisible();
    },
  },
  {
    name: 'employee pricing (events and FPA)',
    as: 'employee@demo.local',
    open: async (page) => {
      await page.goto('/fpa');
      await expect(page.getByRole('heading', { name: 'Employee Preferred Pricing Program' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create Discount Code' })).toBeVisible();
    },
  },
  {
    name: 'a custom event (events and FPA)',
    as: accounts.csr,
    open: async (page) => {
      await page.goto('/events?search=Maple');
      await rows(page).filter({ hasText: 'Maple Ridge Golf Classic' }).getByText('Maple Ridge Golf Classic').click();
      await expect(page.getByText(/^Event #\d+: Maple Ridge Golf Classic$/)).toBeVisible();
      await expect(page.getByRole('table', { name: 'Event orders' }).locator('tbody > tr[data-row-id]').first()).toBeVisible();
    },
  },
  {
    name: 'the public approval page',
    as: null,
    open: async (page) => {
      await page.goto('/order_approval/1/not-a-real-link/approve');
      await expect(page.locator('main')).toContainText(/\S/);
    },
  },
];

/**
 * The serious and critical violations on the page: every WCAG 2 A/AA rule, or only `rules` (the
 * dark pass: the colour scheme changes colours and nothing else of the page, so only the rules that
 * read colours can answer differently there).
 */
async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const result = await (rules ? axe.withRules(rules) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`).join('\n')}`,
  );
}

/** The WCAG 2 AA rules of axe-core that read colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// Each page is opened once and checked in light mode, then in dark mode: the portal follows the
// system's colour scheme while the page is open (shell.spec.ts), so the page is the same page.
for (const checked of PAGES) {
  test(`${checked.name} has no serious or critical WCAG 2 AA violation, light or dark`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await dismissSystemMessages(page);
    if (checked.as) await signIn(page, checked.as);
    await checked.open(page);
    const light = await seriousViolations(page);
    expect(light, `light mode:\n${light.join('\n\n')}`).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    // The shell marks the theme it drew (the public approval page has only CSS media queries).
    if (await page.locator('html[data-theme]').count()) await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = await seriousViolations(page, COLOUR_RULES);
    expect(dark, `dark mode:\n${dark.join('\n\n')}`).toEqual([]);
  });
}
