import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { desc, eq, notInArray } from 'drizzle-orm';
import { fill, messages, ORDER_APPROVAL_MESSAGES, ORDER_STATUS as S } from '@portal/shared/core';
import { outbox } from '../../../db/tables/platform';
import { orders, orderStatusHistory } from '../../../db/tables/orders/model';
import { MASK } from '../../../platform/outboxRoute';
import { createOrderWorld, ofRep, type OrderWorld } from '../detail/orderTestKit';
import { orderApprovals } from '../../../db/tables/orders/approval';

let w: OrderWorld;
before(async () => {
  w = await createOrderWorld();
});
after(() => w.t.close());

const db = () => w.t.database.db;
const CUSTOMER = 'buyer@customer.example';
const UNAVAILABLE = messages.approvalLinkUnavailableReply;

const SEND = /* GraphQL */ `
  mutation Send($id: Int!, $emails: String!, $message: String) {
    sendOrderForApproval(id: $id, emails: $emails, message: $message) { status subStatus statusString approvals { sentTo superseded usedAt } }
  }
`;
const LINK = `query Link($id: String!, $order: Int!) { orderApproval(id: $id, order: $order) { orderNumber customerName po } }`;
const APPROVE = `mutation Approve($id: String!, $order: Int!, $email: String!, $name: String!) { approveOrder(id: $id, order: $order, email: $email, name: $name) }`;
const REJECT = `mutation Reject($id: String!, $order: Int!, $email: String!, $name: String!, $comment: String!) { rejectOrder(id: $id, order: $order, email: $email, name: $name, comment: $comment) }`;

const taken: number[] = [0];
/** A rep-101 order no other test of this file used, put at `status` (the flow reads the status only). */
async function freshOrder(status: number) {
  const order = await w.orderWhere(ofRep(S.Saved, '101', notInArray(orders.id, taken)));
  taken.push(order.id);
  await db().update(orders).set({ status }).where(eq(orders.id, order.id));
  return w.orderById(order.id);
}

/** A rep-101 order at AwaitingArtConf, sent to the customer by the rep: its id and the link id. */
async function sent(status: number = S.AwaitingArtConf): Promise<{ orderId: number; linkId: string }> {
  const order = await freshOrder(status);
  const { errors } = await w.gql(SEND, { id: order.id, emails: CUSTOMER }, 'rep');
  assert.equal(errors, undefined, errors?.[0].message);
  const [link] = await db()
    .select()
    .from(orderApprovals)
    .where(eq(orderApprovals.orderId, order.id))
    .orderBy(desc(orderApprovals.createdAt))
    .limit(1);
  return { orderId: order.id, linkId: link.id };
}

async function lastMailTo(address: string) {
  const rows = await db().select().from(outbox).orderBy(desc(outbox.id)).limit(20);
  return rows.find((r) => r.to.includes(address) || r.cc.includes(address));
}

describe('sendOrderForApproval', () => {
  test('moves the order to ManagersApproval / awaiting customer, records the link, e-mails both URLs to the customer', async () => {
    const order = await freshOrder(S.AwaitingArtConf);
    w.t.clock.advance(1_000);
    const { data, errors } = await w.gql<{ sendOrderForApproval: { status: number; subStatus: number; statusString: string } }>(
      SEND,
      { id: order.id, emails: `${CUSTOMER}, second@customer.example`, message: 'New colours as discussed.' },
      'rep',
    );
    assert.equal(errors, undefined);
    assert.equal(data!.sendOrderForApproval.status, S.ManagersApproval);
    assert.equal(data!.sendOrderForApproval.subStatus, 4);
    assert.equal(data!.sendOrderForApproval.statusString, "Manager's Approval - Awaiting Customer Approval");
    const [link] = await db().select().from(orderApprovals).where(eq(orderApprovals.orderId, order.id));
    assert.match(link.id, /^[A-Za-z0-9_-]{43}$/);
    assert.deepEqual(link.sentTo, [CUSTOMER, 'second@customer.example']);
    assert.equal(link.usedAt, null);
    const mail = await lastMailTo(CUSTOMER);
    assert.ok(mail, 'a mail to the customer is in the outbox');
    // Absolute URLs on the host the sender used (inject's Host is localhost:80).
    assert.ok(mail.bodyText.includes(`http://localhost:80/order_approval/${order.id}/${link.id}/approve`));
    assert.ok(mail.bodyText.includes(`http://localhost:80/order_approval/${order.id}/${link.id}/reject`));
    assert.ok(mail.bodyText.includes('New colours as discussed.'));
    const [history] = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(desc(orderStatusHistory.id))
      .limit(1);
    assert.deepEqual([history.fromStatus, history.toStatus, history.toSubStatus], [S.AwaitingArtConf, S.ManagersApproval, 4]);
  });

  test('a second send supersedes the earlier open link', async () => {
    const first = await sent();
    const { errors } = await w.gql(SEND, { id: first.orderId, emails: CUSTOMER }, 'csr');
    assert.equal(errors, undefined);
    const links = await db().select().from(orderApprovals).where(eq(orderApprovals.orderId, first.orderId));
    assert.equal(links.length, 2);
    assert.equal(links.find((l) => l.id === first.linkId)!.superseded, true);
    assert.equal(links.find((l) => l.id !== first.linkId)!.superseded, false);
    const old = await w.gql(LINK, { id: first.linkId, order: first.orderId });
    assert.equal(old.errors?.[0].message, UNAVAILABLE);
  });

  test('refused: a bad address (400), an order not at the art-confirmation side (409), someone not its rep nor staff (403)', async () => {
    const order = await freshOrder(S.AwaitingArtConf);
    const bad = await w.gql(SEND, { id: order.id, emails: 'not-an-email' }, 'rep');
    assert.equal(bad.errors?.[0].message, messages.invalidEmail);
    const empty = await w.gql(SEND, { id: order.id, emails: ' ' }, 'rep');
    assert.equal(empty.errors?.[0].message, ORDER_APPROVAL_MESSAGES.recipientsRequired);
    const saved = await w.orderWhere(ofRep(S.Saved));
    const early = await w.gql(SEND, { id: saved.id, emails: CUSTOMER }, 'csr');
    assert.equal(early.errors?.[0].extensions?.code, 'CONFLICT');
    assert.equal(early.errors?.[0].message, fill(ORDER_APPROVAL_MESSAGES.notSendable, { number: saved.number, status: 'Saved' }));
    const artist = await w.gql(SEND, { id: order.id, emails: CUSTOMER }, 'artist');
    assert.equal(artist.errors?.[0].message, ORDER_APPROVAL_MESSAGES.sendForbidden);
    assert.deepEqual(await w.orderById(order.id), order, 'nothing changed');
    assert.equal((await db().select().from(orderApprovals).where(eq(orderApprovals.orderId, order.id))).length, 0);
  });
});

describe('public approval operations (no cookies at all)', () => {
  test('orderApproval is truthy for an open link', async () => {
    const { orderId, linkId } = await sent();
    const { data, errors } = await w.gql<{ orderApproval: { orderNumber: number; customerName: string } }>(LINK, {
      id: linkId,
      order: orderId,
    });
    assert.equal(errors, undefined);
    assert.equal(data!.orderApproval.orderNumber, (await w.orderById(orderId)).number);
    assert.ok(data!.orderApproval.customerName);
  });

  test('approveOrder: sub-status 1, name and e-mail recorded, link used, the rep e-mailed; a second answer is INVALID', async () => {
    const { orderId, linkId } = await sent();
    w.t.clock.advance(1_000);
    const { data, errors } = await w.gql(APPROVE, { id: linkId, order: orderId, email: 'pat@customer.example', name: 'Pat Buyer' });
    assert.equal(errors, undefined);
    assert.deepEqual(data, { approveOrder: true });
    const order = await w.orderById(orderId);
    assert.deepEqual([order.status, order.subStatus], [S.ManagersApproval, 1]);
    const [link] = await db().select().from(orderApprovals).where(eq(orderApprovals.id, linkId));
    assert.deepEqual(
      { result: link.result, name: link.name, email: link.email, usedAt: link.usedAt?.getTime() },
      { result: 'approved', name: 'Pat Buyer', email: 'pat@customer.example', usedAt: w.t.clock.now().getTime() },
    );
    const mail = await lastMailTo('rep@demo.local');
    assert.ok(mail);
    assert.match(mail.subject, new RegExp(`Order #${order.number} approved by the customer`));
    assert.ok(mail.bodyText.includes('Pat Buyer <pat@customer.example>'));
    for (const op of [LINK, APPROVE]) {
      const again = await w.gql(op, { id: linkId, order: orderId, email: 'pat@customer.example', name: 'Pat Buyer' });
      assert.equal(again.errors?.[0].message, UNAVAILABLE, 'a used link is no longer available');
    }
  });

  test('rejectOrder: back to Art Requested with the comment stored and in the history; the rep e-mailed', async () => {
    const { orderId, linkId } = await sent();
    const comment = 'Logo should be navy, not black.';
    const { data, errors } = await w.gql(REJECT, { id: linkId, order: orderId, email: 'pat@customer.example', name: 'Pat Buyer', comment });
    assert.equal(errors, undefined);
    assert.deepEqual(data, { rejectOrder: true });
    const order = await w.orderById(orderId);
    assert.deepEqual([order.status, order.subStatus], [S.ArtRequested, null]);
    const [link] = await db().select().from(orderApprovals).where(eq(orderApprovals.id, linkId));
    assert.deepEqual([link.result, link.comment], ['rejected', comment]);
    const [history] = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(desc(orderStatusHistory.id))
      .limit(1);
    assert.equal(history.userId, null);
    assert.ok(history.comment!.includes(comment));
    const mail = await lastMailTo('rep@demo.local');
    assert.ok(mail!.bodyText.includes(comment));
    const again = await w.gql(REJECT, { id: linkId, order: orderId, email: 'pat@customer.example', name: 'Pat Buyer', comment });
    assert.equal(again.errors?.[0].message, UNAVAILABLE);
  });

  test("who is e-mailed follows their e-mail settings (platform/mailRecipients): the rep's 'update' off, only the rep's extra addresses and the sender get the approval", async () => {
    const rep = await w.t.app.inject({ method: 'GET', url: '/api/emailAccess', headers: { cookie: w.cookies.rep } });
    const settings = rep.json() as { access: Record<string, unknown>; altUsers: unknown[] };
    const put = (update: boolean) =>
      w.t.app.inject({
        method: 'PUT',
        url: '/api/emailAccess',
        headers: { cookie: w.cookies.rep },
        payload: { access: { ...settings.access, update }, altUsers: settings.altUsers },
      });
    assert.equal((await put(false)).statusCode, 200);
    try {
      const order = await freshOrder(S.AwaitingArtConf);
      assert.equal((await w.gql(SEND, { id: order.id, emails: CUSTOMER }, 'csr')).errors, undefined);
      // The sender's order approval template (csr@'s settings) is the message when none is typed.
      const [request] = await db().select().from(outbox).orderBy(desc(outbox.id)).limit(1);
      assert.deepEqual(request.to, [CUSTOMER]);
      assert.ok(request.bodyText.includes('Please review and approve the attached art and order.'));
      const [link] = await db().select().from(orderApprovals).where(eq(orderApprovals.orderId, order.id));
      assert.equal(
        (await w.gql(APPROVE, { id: link.id, order: order.id, email: 'pat@customer.example', name: 'Pat Buyer' })).errors,
        undefined,
      );
      const [mail] = await db().select().from(outbox).orderBy(desc(outbox.id)).limit(1);
      assert.match(mail.subject, new RegExp(`Order #${order.number} approved by the customer`));
      assert.deepEqual(mail.to, ['assistant.riley@example.com', 'orders@fairwaygolf.example.com']);
      assert.deepEqual(mail.cc, ['csr@demo.local']);
    } finally {
      assert.equal((await put(true)).statusCode, 200);
    }
  });

  test('unknown, malformed, wrong-order and order-moved links all answer the "no longer available" message', async () => {
    const { orderId, linkId } = await sent();
    const other = await w.orderWhere(ofRep(S.Saved));
    const cases = [
      { id: 'A'.repeat(43), order: orderId },
      { id: 'short', order: orderId },
      { id: `${linkId.slice(0, 42)}!`, order: orderId },
      { id: linkId, order: other.id },
      { id: linkId, order: -1 },
    ];
    for (const c of cases) {
      for (const op of [LINK, APPROVE]) {
        const { errors } = await w.gql(op, { ...c, email: 'pat@customer.example', name: 'Pat' });
        assert.equal(errors?.[0].message, UNAVAILABLE, JSON.stringify(c));
      }
    }
    // Staff cancelling the order makes its open link unavailable too.
    const cancel = await w.gql(`mutation { moveOrder(id: ${orderId}, to: 99) { status } }`, {}, 'csr');
    assert.equal(cancel.errors, undefined);
    const afterCancel = await w.gql(LINK, { id: linkId, order: orderId });
    assert.equal(afterCancel.errors?.[0].message, UNAVAILABLE);
    assert.equal((await db().select().from(orderApprovals).where(eq(orderApprovals.id, linkId)))[0].superseded, true);
  });

  test("caps and required fields (spec 002 §5), checked by the server with the form's messages, change nothing", async () => {
    const { orderId, linkId } = await sent();
    const before = await w.orderById(orderId);
    const cases: [string, Record<string, string>, string][] = [
      ['approve', { email: '', name: 'Pat' }, ORDER_APPROVAL_MESSAGES.emailRequired],
      ['approve', { email: 'pat@customer.example', name: '  ' }, ORDER_APPROVAL_MESSAGES.nameRequired],
      ['approve', { email: 'pat@customer.example', name: 'n'.repeat(256) }, ORDER_APPROVAL_MESSAGES.nameTooLong],
      ['approve', { email: `${'e'.repeat(250)}@x.com`, name: 'Pat' }, ORDER_APPROVAL_MESSAGES.emailTooLong],
      ['approve', { email: 'nope', name: 'Pat' }, messages.invalidEmail],
      ['reject', { email: 'pat@customer.example', name: 'Pat', comment: '' }, ORDER_APPROVAL_MESSAGES.commentRequired],
      ['reject', { email: 'pat@customer.example', name: 'Pat', comment: 'c'.repeat(2001) }, ORDER_APPROVAL_MESSAGES.commentTooLong],
    ];
    for (const [op, values, message] of cases) {
      const { errors } = await w.gql(op === 'approve' ? APPROVE : REJECT, { id: linkId, order: orderId, comment: 'x', ...values });
      assert.equal(errors?.[0].extensions?.code, 'BAD_USER_INPUT', message);
      assert.equal(errors?.[0].message, message);
    }
    const exactly = await w.gql(REJECT, {
      id: linkId,
      order: orderId,
      email: 'pat@customer.example',
      name: 'n'.repeat(255),
      comment: 'c'.repeat(2000),
    });
    assert.equal(exactly.errors, undefined, 'exactly at the caps is fine');
    assert.notDeepEqual(await w.orderById(orderId), before);
  });

  test('the three operations are public; sending is not', async () => {
    const order = await freshOrder(S.AwaitingArtConf);
    const anonymous = await w.gql(SEND, { id: order.id, emails: CUSTOMER });
    assert.equal(anonymous.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
    // Mixed with a field that needs a session, a public operation is no longer public.
    const mixed = await w.gql(`query { orderApproval(id: "${'A'.repeat(43)}", order: 1) { po } me { email } }`);
    assert.equal(mixed.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
  });
});

describe('GET /api/outbox', () => {
  test('administrators read the mails to one address, the link secrets masked; others get 403', async () => {
    const { linkId } = await sent();
    const admin = await w.t.app.inject({
      method: 'GET',
      url: `/api/outbox?to=${encodeURIComponent(CUSTOMER.toUpperCase())}`,
      headers: { cookie: w.cookies.admin },
    });
    assert.equal(admin.statusCode, 200);
    const mails = admin.json() as { to: string[]; subject: string; text: string }[];
    assert.ok(mails.length > 0 && mails.every((m) => m.to.includes(CUSTOMER)));
    // The link's secret is the customer's alone: an administrator could answer for them with it.
    assert.match(mails[0].text, new RegExp(`/order_approval/\\d+/${MASK.replace(/[[\]]/g, '\\$&')}/approve`));
    assert.ok(!mails.some((m) => m.text.includes(linkId)), 'no mail shows the link id');
    const csr = await w.t.app.inject({ method: 'GET', url: '/api/outbox', headers: { cookie: w.cookies.csr } });
    assert.equal(csr.statusCode, 403);
  });
});
