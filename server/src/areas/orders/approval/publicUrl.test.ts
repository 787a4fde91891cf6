import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { desc, eq, gt } from 'drizzle-orm';
import { ORDER_STATUS as S } from '@portal/shared/core';
import { loadConfig } from '../../../config';
import { outbox } from '../../../db/tables/platform';
import { orders } from '../../../db/tables/orders/model';
import { createOrderWorld, ofRep, type OrderWorld } from '../detail/orderTestKit';
import { orderApprovals } from '../../../db/tables/orders/approval';

// PUBLIC_URL: the customer's links use the configured address, not the host the request came to
// (inject's Host is localhost:80, see approval.test.ts for the fallback).

const PUBLIC = 'https://portal.example.com';
const CUSTOMER = 'public-url@customer.example';
const SEND = `mutation Send($id: Int!, $emails: String!) { sendOrderForApproval(id: $id, emails: $emails) { status } }`;
const APPROVE = `mutation Approve($id: String!, $order: Int!, $email: String!, $name: String!) { approveOrder(id: $id, order: $order, email: $email, name: $name) }`;

let w: OrderWorld;
before(async () => {
  // A trailing slash in the setting is dropped, so the links have no '//'.
  w = await createOrderWorld({ env: { PUBLIC_URL: `${PUBLIC}/` } });
});
after(() => w.t.close());

const db = () => w.t.database.db;

async function mailsTo(address: string) {
  const rows = await db().select().from(outbox).orderBy(desc(outbox.id)).limit(20);
  return rows.filter((r) => r.to.includes(address) || r.cc.includes(address));
}

describe('PUBLIC_URL', () => {
  test('the approval e-mail to the customer and the note to the rep link to the configured address', async () => {
    const order = await w.orderWhere(ofRep(S.Saved));
    await db().update(orders).set({ status: S.AwaitingArtConf }).where(eq(orders.id, order.id));
    const sent = await w.gql(SEND, { id: order.id, emails: CUSTOMER }, 'rep');
    assert.equal(sent.errors, undefined, sent.errors?.[0].message);
    const [link] = await db().select().from(orderApprovals).where(eq(orderApprovals.orderId, order.id));
    const [request] = await mailsTo(CUSTOMER);
    assert.ok(request, 'the customer was e-mailed');
    assert.ok(request.bodyText.includes(`${PUBLIC}/order_approval/${order.id}/${link.id}/approve`), request.bodyText);
    assert.ok(request.bodyText.includes(`${PUBLIC}/order_approval/${order.id}/${link.id}/reject`));
    assert.ok(!request.bodyText.includes('localhost'), 'no link on the request host');

    // The customer answers from the public page; the rep's note links to the order on PUBLIC_URL too.
    const [last] = await db().select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
    const answered = await w.gql(APPROVE, { id: link.id, order: order.id, email: CUSTOMER, name: 'Pat Buyer' });
    assert.equal(answered.errors, undefined, answered.errors?.[0].message);
    const notes = await db().select().from(outbox).where(gt(outbox.id, last.id));
    assert.equal(notes.length, 1);
    assert.ok(notes[0].bodyText.includes(`${PUBLIC}/`), notes[0].bodyText);
    assert.ok(!notes[0].bodyText.includes('localhost'));
  });

  test('loadConfig: unset is null (request origin fallback), a bad address refuses to start', () => {
    assert.equal(loadConfig({}).publicUrl, null);
    assert.equal(loadConfig({ PUBLIC_URL: 'https://portal.example.com//' }).publicUrl, 'https://portal.example.com');
    assert.throws(() => loadConfig({ PUBLIC_URL: 'portal.example.com' }), /PUBLIC_URL/);
    assert.throws(() => loadConfig({ PUBLIC_URL: 'ftp://portal.example.com' }), /PUBLIC_URL/);
  });
});
