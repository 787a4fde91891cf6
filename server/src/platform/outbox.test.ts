import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { createTestApp, type TestApp } from '../../test/harness';
import { outbox } from '../db/tables/platform';
import { buildApp } from '../app';
import { queueMail, sendPendingMail, startOutboxSender } from './outbox';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

/** A transport that records what it was asked to send, failing for one address. */
function recordingTransport() {
  const sent: { to: unknown; subject: unknown }[] = [];
  const transport = nodemailer.createTransport({
    name: 'recording',
    version: '1',
    send(mail, callback) {
      const to = mail.data.to;
      if (String(to).includes('bounce@')) return callback(new Error('550 mailbox unavailable'), undefined as never);
      sent.push({ to, subject: mail.data.subject });
      callback(null, { envelope: mail.message.getEnvelope(), messageId: `<${sent.length}@test>` } as never);
    },
  });
  return { transport, sent };
}

describe('outbox', () => {
  test('a mail queued in a transaction that rolls back is never written', async () => {
    const before = (await t.database.db.select().from(outbox)).length;
    await assert.rejects(
      t.database.db.transaction(async (tx) => {
        await queueMail(tx, { to: ['a@example.com'], subject: 'x', text: 'x' }, t.clock.now());
        throw new Error('the change failed');
      }),
    );
    assert.equal((await t.database.db.select().from(outbox)).length, before);
  });

  test('queued mail is sent once and marked sent; a failure is recorded on the row', async () => {
    const { db } = t.database;
    const ok = await db.transaction((tx) =>
      queueMail(
        tx,
        { to: ['rep@demo.local'], cc: ['csr@demo.local'], subject: 'Order 12 approved', text: 'Approved.', html: '<p>Approved.</p>' },
        t.clock.now(),
      ),
    );
    const bad = await db.transaction((tx) => queueMail(tx, { to: ['bounce@example.com'], subject: 'Hello', text: 'Hi' }, t.clock.now()));
    const { transport, sent } = recordingTransport();

    assert.equal(await sendPendingMail(db, transport, t.clock), 1);
    assert.deepEqual(sent, [{ to: ['rep@demo.local'], subject: 'Order 12 approved' }]);
    const [okRow] = await db.select().from(outbox).where(eq(outbox.id, ok));
    assert.ok(okRow.sentAt);
    const [badRow] = await db.select().from(outbox).where(eq(outbox.id, bad));
    assert.equal(badRow.sentAt, null);
    assert.match(badRow.error ?? '', /550/);

    assert.equal(await sendPendingMail(db, transport, t.clock), 0, 'nothing is sent twice');
    assert.equal(sent.length, 1);
  });

  test('the sender sends when the app is ready and when asked; closing the app waits for it and closes the transport', async () => {
    const { db } = t.database;
    const id = await db.transaction((tx) => queueMail(tx, { to: ['csr@demo.local'], subject: 'Started', text: 'Hi' }, t.clock.now()));
    const { transport, sent } = recordingTransport();
    let closed = false;
    const close = transport.close.bind(transport);
    transport.close = () => {
      closed = true;
      close();
    };
    const app = await buildApp({ config: t.config, db, clock: t.clock, logger: false });
    const sender = startOutboxSender(app, { smtpUrl: null, transport, everyMs: 60_000 });
    assert.ok(sender);
    await app.ready();
    // The first send started with the app; asking for a run now waits for it (and runs once more).
    await sender.run();
    assert.deepEqual(sent, [{ to: ['csr@demo.local'], subject: 'Started' }]);
    const later = await db.transaction((tx) => queueMail(tx, { to: ['rep@demo.local'], subject: 'Later', text: 'Hi' }, t.clock.now()));
    await sender.run();
    assert.equal(sent.length, 2);
    await app.close();
    assert.equal(closed, true);
    const rows = await db
      .select({ id: outbox.id, sentAt: outbox.sentAt })
      .from(outbox)
      .where(inArray(outbox.id, [id, later]));
    assert.ok(rows.every((r) => r.sentAt));
  });

  test('without SMTP_URL there is no sender', async () => {
    const app = await buildApp({ config: t.config, db: t.database.db, clock: t.clock, logger: false });
    assert.equal(startOutboxSender(app, { smtpUrl: null }), null);
    await app.close();
  });
});
