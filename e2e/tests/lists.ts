import { expect, type Page } from '@playwright/test';

/**
 * Waits until the list shows the rows of its current view. After a filter, sort or page change the
 * list keeps the previous rows on screen, the table marked aria-busy, until the new rows arrive
 * (shared/src/list/DataTable.tsx): a test that reads rows before that reads the old view.
 */
export async function listSettled(page: Page): Promise<void> {
  await expect(page.locator('table[aria-busy]')).toHaveCount(0);
}
