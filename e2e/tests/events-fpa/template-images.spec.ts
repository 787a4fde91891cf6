import { expect as baseExpect, test } from '@playwright/test';
import { accounts, dismissSystemMessages, signIn } from '../accounts';

const expect = baseExpect.configure({ timeout: 30_000 });

// The event page shows its logo and banner from /Images/Templates/{image}, real images
// served from the file store.

test('an event shows its real template logo and banner', async ({ page }) => {
  test.setTimeout(60_000);
  await dismissSystemMessages(page);
  await signIn(page, accounts.csr);
  await page.goto('/events?search=Northside');
  await page.getByText('Northside Hockey Team Store').first().click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  const logo = page.getByRole('img', { name: 'Northside Hockey Team Store logo' });
  await expect(logo).toHaveAttribute('src', /^\/Images\/Templates\/.+-logo\.png$/);
  await expect.poll(() => logo.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(400);
  const banner = page.getByRole('img', { name: 'Northside Hockey Team Store banner' });
  await expect.poll(() => banner.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1200);
});
