import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { EMAIL_FLAGS, defaultEmailAccess, type EmailFlag } from '@portal/shared/core';
import { createTestApp, type TestApp } from '../../test/harness';
import { emailSettings, users } from '../db/tables/platform';
import { mailRecipients, mailTemplate } from './mailRecipients';

// Who receives a mail (one platform helper that the areas' mails consult): the seeded
// settings (admin seed: rep@ with two extra addresses, one with 'submitted' off; csr@ with 'saved'
// off and an order approval template), a user who never saved (defaults), addresses of nobody.

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const db = () => t.database.db;
const idOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const ASSISTANT = 'assistant.riley@example.com';
const SHOP = 'orders@fairwaygolf.example.com';

async function setFlags(email: string, change: Partial<Record<EmailFlag, boolean>>) {
  const id = await idOf(email);
  const [row] = await db().select().from(emailSettings).where(eq(emailSettings.userId, id));
  const current = row ? Object.fromEntries(EMAIL_FLAGS.map((f) => [f, row.flags.includes(f)])) : defaultEmailAccess();
  const next = { ...current, ...change } as Record<EmailFlag, boolean>;
  const flags = EMAIL_FLAGS.filter((f) => next[f]);
  await db()
    .insert(emailSettings)
    .values({ userId: id, flags, updatedAt: t.clock.now() })
    .onConflictDoUpdate({ target: emailSettings.userId, set: { flags } });
}

describe('mailRecipients', () => {
  beforeEach(async () => {
    await setFlags('rep@demo.local', { update: true, submitted: true });
  });

  test('a user with the flag on: their address and their extra addresses with the flag on, in their order', async () => {
    assert.deepEqual(await mailRecipients(db(), 'update', { to: ['rep@demo.local'] }), { to: ['rep@demo.local', ASSISTANT, SHOP], cc: [] });
  });

  test("an extra address with the flag off is left out (the seeded assistant has 'submitted' off)", async () => {
    assert.deepEqual(await mailRecipients(db(), 'submitted', { to: ['rep@demo.local'] }), { to: ['rep@demo.local', SHOP], cc: [] });
  });

  test("the user's own flag off: their address is left out, their extra addresses still receive it", async () => {
    await setFlags('rep@demo.local', { update: false });
    assert.deepEqual(await mailRecipients(db(), 'update', { to: ['REP@demo.local'], cc: ['manager@demo.local'] }), {
      to: [ASSISTANT, SHOP],
      cc: ['manager@demo.local'],
    });
  });

  test('nobody left in to: the copies move up; nobody at all: null (no mail)', async () => {
    // csr@ has 'saved' off and no extra addresses.
    assert.equal(await mailRecipients(db(), 'saved', { to: ['csr@demo.local'] }), null);
    assert.deepEqual(await mailRecipients(db(), 'saved', { to: ['csr@demo.local'], cc: ['manager@demo.local'] }), {
      to: ['manager@demo.local'],
      cc: [],
    });
  });

  test('a user who never saved settings has the defaults (customer copies and beta sell sheet off)', async () => {
    const [viewer] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(emailSettings)
      .innerJoin(users, eq(users.id, emailSettings.userId))
      .where(eq(users.email, 'viewer@demo.local'));
    assert.equal(viewer.n, 0);
    assert.deepEqual(await mailRecipients(db(), 'confirmed', { to: ['viewer@demo.local'] }), { to: ['viewer@demo.local'], cc: [] });
    assert.equal(await mailRecipients(db(), 'betaSellsheet', { to: ['viewer@demo.local'] }), null);
  });

  test("addresses that are nobody's are kept as the sender typed them; each address once, to before cc", async () => {
    assert.deepEqual(
      await mailRecipients(db(), 'comment', {
        to: ['buyer@customer.example', 'Buyer@customer.example', 'rep@demo.local'],
        cc: ['rep@demo.local', ASSISTANT, 'x@customer.example'],
      }),
      { to: ['buyer@customer.example', 'rep@demo.local', ASSISTANT, SHOP], cc: ['x@customer.example'] },
    );
  });

  test('mandatory e-mails reach the user whatever was stored', async () => {
    assert.deepEqual((await mailRecipients(db(), 'updateRequired', { to: ['rep2@demo.local'] }))!.to, ['rep2@demo.local']);
  });
});

describe('mailTemplate', () => {
  test("the user's saved template, or null", async () => {
    assert.equal(
      await mailTemplate(db(), await idOf('csr@demo.local'), 'orderApproval'),
      'Please review and approve the attached art and order.',
    );
    assert.equal(await mailTemplate(db(), await idOf('csr@demo.local'), 'sellsheet'), null);
    assert.equal(await mailTemplate(db(), await idOf('viewer@demo.local'), 'orderApproval'), null);
  });
});
