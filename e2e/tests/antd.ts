import { expect, type Locator, type Page } from '@playwright/test';

// The one way the e2e tests drive antd's selects and dialogs. The portal runs with reduced motion
// in these tests (playwright.config.ts), so nothing is animating when a click lands: one click
// each, then an assertion that the user would see the result. No retry loops, no sleeps.

/** The antd Select box around a combobox (it shows the picked values). */
export function selectBox(combobox: Locator): Locator {
  return combobox.locator(`xpath=ancestor::*[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]`);
}

/**
 * Picks `option` (its title) in an antd Select and checks the select shows it. The open dropdown
 * only: antd keeps closed dropdowns in the page. antd draws only the options in view (a virtual
 * list), so, as a person would, it types the option into a searchable select, and scrolls the
 * list of any other until the option shows.
 */
export async function pickOption(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const wanted = dropdown.getByTitle(option, { exact: true });
  if (await combobox.isEditable()) await combobox.pressSequentially(option);
  const list = dropdown.locator('.rc-virtual-list-holder');
  for (let screens = 0; screens < 50 && (await wanted.count()) === 0 && (await list.count()) > 0; screens++) {
    await list.evaluate((holder) => holder.scrollBy(0, holder.clientHeight));
  }
  await wanted.click();
  await expect(selectBox(combobox)).toContainText(option);
}

/** Clicks a dialog's button and waits until the dialog has closed (after the server answered). */
export async function confirmDialog(dialog: Locator, button: string, { timeout = 30_000 } = {}): Promise<void> {
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden({ timeout });
}
