import { expect, type APIRequestContext } from '@playwright/test';

/** A mail of the outbox as GET /api/outbox answers it (an admin's session). */
export interface OutboxMail {
  to: string[];
  cc: string[];
  subject: string;
  text: string;
}

/** The outbox's mails to `address`, read with an admin's request context. */
export async function mailsTo(admin: APIRequestContext, address: string): Promise<OutboxMail[]> {
  const response = await admin.get(`/api/outbox?to=${encodeURIComponent(address)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as OutboxMail[];
}
