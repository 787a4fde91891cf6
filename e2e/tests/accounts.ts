import type { Page } from '@playwright/test';

/** Demo accounts seeded on first start (ARCHITECTURE.md), password demo1234. */
export const accounts = {
  admin: 'admin@demo.local',
  csr: 'csr@demo.local',
  manager: 'manager@demo.local',
  rep: 'rep@demo.local',
  rep2: 'rep2@demo.local',
  artist: 'artist@demo.local',
  viewer: 'viewer@demo.local',
  customer: 'customer@demo.local',
} as const;
export const PASSWORD = 'demo1234';

/** Signs in through the API (the browser context keeps the cookies), for tests about other things. */
export async function signIn(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
  if (!response.ok()) throw new Error(`login as ${email} failed: ${response.status()}`);
}

/** Marks every system message as seen on this device, so the dialog does not cover the page. */
export async function dismissSystemMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('portal.systemMessages.dismissed', JSON.stringify(Array.from({ length: 100 }, (_, i) => i + 1)));
  });
}
