import { expect as baseExpect, test } from '@playwright/test';
import { accounts, dismissSystemMessages, PASSWORD, signIn } from '../accounts';
import { confirmDialog, pickOption } from '../antd';
import { mailsTo } from '../outbox';

const expect = baseExpect.configure({ timeout: 30_000 });

// Trade-show schedule (spec 002 §2, §4, §7, §9) in Chromium: a non-manager rep (rep2@, 102) opens
// the open show from /schedule, books a meeting in a free slot of station 1 (the seed leaves each
// day's last hour free), moves it to station 2, deletes it after the confirmation, and the
// customer's cancellation e-mail is in the outbox.

test('a rep books a meeting, moves it to another station and deletes it; the customer is e-mailed', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const customer = `buyer-${Date.now()}@lakeside.example.com`;
  await dismissSystemMessages(page);
  await signIn(page, accounts.rep2);
  await page.goto('/schedule');
  await page.getByRole('link', { name: 'Spring Golf Expo' }).click();
  await expect(page.getByRole('columnheader', { name: 'Station 1' })).toBeVisible();
  await expect(page.getByText(/^Your meetings: \d+ of 180 minutes$/)).toBeVisible();
  // A non-manager rep has neither the view toggle nor the rep filter (spec 002 §6).
  await expect(page.getByRole('radio', { name: 'Complete View' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Book Station 1 at 4:00 PM' }).click();
  const book = page.getByRole('dialog', { name: 'Book a Meeting' });
  await book.getByLabel('Customer', { exact: true }).fill('Lakeside Golf');
  await book.getByLabel('Attendee').fill('Robin Hale');
  await book.getByLabel('Email').fill(customer);
  await confirmDialog(book, 'Book');
  await expect(page.getByText('Meeting booked.')).toBeVisible();
  const station1 = page.locator('[data-column="Station 1"]');
  const station2 = page.locator('[data-column="Station 2"]');
  const meetingName = 'Lakeside Golf, 4:00 PM to 4:30 PM';
  await station1.getByRole('button', { name: meetingName }).click();

  const details = page.getByRole('dialog', { name: 'Lakeside Golf' });
  await expect(details).toContainText('Robin Hale');
  await pickOption(page, details.getByRole('combobox', { name: 'Move to station' }), 'Station 2');
  await confirmDialog(details, 'Move');
  await expect(page.getByText('Station updated successfully.')).toBeVisible();
  await expect(station2.getByRole('button', { name: meetingName })).toBeVisible();
  await expect(station1.getByRole('button', { name: meetingName })).toHaveCount(0);

  await station2.getByRole('button', { name: meetingName }).click();
  await details.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Meeting' });
  await expect(confirm).toContainText('The customer is e-mailed that it is cancelled.');
  await confirmDialog(confirm, 'Delete');
  await expect(page.getByText('Meeting deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: meetingName })).toHaveCount(0);

  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: { email: accounts.admin, password: PASSWORD } })).ok()).toBeTruthy();
  const mails = await mailsTo(admin, customer);
  expect(mails.map((m) => m.subject)).toEqual(['Your meeting at Spring Golf Expo has been cancelled']);
  expect(mails[0].text).toContain('Hello Robin Hale,');
  expect(mails[0].text).toContain('4:00 PM – 4:30 PM (Toronto time), Station 2.');
  await admin.dispose();
});
