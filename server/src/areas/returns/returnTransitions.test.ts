import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { fill, fullRefund, RETURN_MESSAGES, RETURN_ORDER_TYPE } from '@portal/shared/core';
import type { Who } from '../orders/testing';
import { orderCharges, orderItems, orders, orderStatusHistory } from '../../db/tables/orders';
import { loadOrderForReturn } from './orderForReturn';
import { createReturnWorld, inputOf, oneUnitDraft, type ReturnWorld } from './returnsTestKit';
import { returnEvents, returns } from '../../db/tables/returns';
import { users } from '../../db/tables/platform';

// The state machine on the server (spec 001 §4.1, §6, §7.1): each transition allowed and refused
// per role and per state, 409 with a clear message that changes nothing, every move recorded with
// who and when, the order approval's return order, and the 5,000 tier.

let w: ReturnWorld;
before(async () => {
  w = await createReturnWorld();
});
after(() => w.t.close());

/** A new return on a fresh shipped order: small (one unit) or everything (usually above 5,000? checked by the caller). */
async function newReturn(resolution: 2 | 3 | 4, opts: { full?: boolean; waiting?: boolean; extra?: ReturnType<typeof sql> } = {}) {
  const order = await w.freshShippedOrder(undefined, opts.extra);
  const code = await w.codeOf(resolution);
  const draft = opts.full ? fullRefund(order.refund, code) : oneUnitDraft(order, code);
  return w.create('csr', inputOf(order.id, draft, { waiting: opts.waiting ?? false }));
}

const call = {
  cancel: (id: number, who: Who) => w.rest('POST', `/api/return/${id}/cancel`, who),
  awaitingGoods: (id: number, who: Who) => w.rest('PUT', `/api/return/awaitingGoods/${id}`, who),
  approve: (kind: 'order' | 'refund' | 'restock', id: number, who: Who, commission?: number) =>
    w.rest('POST', `/api/return/${kind}/approve`, who, commission === undefined ? { returnId: id } : { returnId: id, commission }),
};

const state = async (id: number) => {
  const r = await w.returnRow(id);
  return [r.status, r.subStatus];
};
const eventsOf = (id: number) => w.t.database.db.select().from(returnEvents).where(eq(returnEvents.returnId, id)).orderBy(returnEvents.id);

describe('cancel (POST /api/return/{id}/cancel)', () => {
  test('cancels an Initiated return and records who and when', async () => {
    const { id } = await newReturn(2);
    w.t.clock.advance(60_000);
    const response = await call.cancel(id, 'csr');
    assert.equal(response.statusCode, 200);
    assert.deepEqual([response.json().status, response.json().subStatus], [99, 0]);
    assert.deepEqual(await state(id), [99, 0]);
    const row = await w.returnRow(id);
    assert.ok(row.closedOn);
    const last = (await eventsOf(id)).at(-1)!;
    assert.deepEqual([last.action, last.fromStatus, last.fromSubStatus, last.toStatus, last.toSubStatus], ['cancel', 1, 0, 99, 0]);
    const csr = (await w.rest('POST', '/api/auth', 'csr')).json();
    assert.equal(last.userId, csr.id);
    assert.equal(last.at.getTime(), w.t.clock.now().getTime());
  });

  test('refuses a cancelled or closed return with 409 and the reason, changing nothing', async () => {
    const { id } = await newReturn(2);
    await call.cancel(id, 'csr');
    const again = await call.cancel(id, 'csr');
    assert.equal(again.statusCode, 409);
    const { number } = await w.returnRow(id);
    assert.equal(again.json().message, `Return #${number} is Cancelled: it cannot be cancelled.`);
    const before = (await eventsOf(id)).length;
    const awaiting = await call.awaitingGoods(id, 'csr');
    assert.equal(awaiting.statusCode, 409);
    assert.equal(
      awaiting.json().message,
      fill(RETURN_MESSAGES.notInState, { number, status: 'Cancelled', refusal: 'it cannot be set to Waiting for Goods.' }),
    );
    assert.equal((await eventsOf(id)).length, before);
  });

  test('refuses people without cancel rights (403) and strangers to the return (403)', async () => {
    const { id } = await newReturn(2, { extra: sql`${orders.repCode} <> '101'` });
    const byRep = await call.cancel(id, 'rep');
    assert.equal(byRep.statusCode, 403);
    assert.equal(byRep.json().message, RETURN_MESSAGES.viewForbidden);
    const byViewer = await call.cancel(id, 'viewer');
    assert.equal(byViewer.statusCode, 403);
    assert.equal(byViewer.json().message, RETURN_MESSAGES.noOrderAccess);
    const unknown = await call.cancel(99_999_999, 'csr');
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(await state(id), [1, 0]);
  });

  test("a rep may see their own customers' returns but not cancel them (403)", async () => {
    const order = await w.freshShippedOrder('101');
    const { id } = await w.create('csr', inputOf(order.id, oneUnitDraft(order, await w.codeOf(2))));
    const response = await call.cancel(id, 'rep');
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().message, "You don't have permission to cancel this return.");
  });
});

describe('waiting for goods (PUT /api/return/awaitingGoods/{id})', () => {
  test('moves subStatus 0 to Waiting for Goods, then refuses a second time (409)', async () => {
    const { id } = await newReturn(3);
    assert.equal((await call.awaitingGoods(id, 'manager')).statusCode, 200);
    assert.deepEqual(await state(id), [1, 1]);
    const again = await call.awaitingGoods(id, 'manager');
    assert.equal(again.statusCode, 409);
    assert.match(again.json().message, /is Initiated - Waiting for Goods: it cannot be set to Waiting for Goods\.$/);
    // spec 001 §4.1: an Initiated return may still be cancelled while waiting for goods.
    assert.equal((await call.cancel(id, 'csr')).statusCode, 200);
  });
});

describe('approvals (POST /api/return/{order|refund|restock}/approve)', () => {
  test('the order approval creates a return order (a credit order) and answers its id', async () => {
    const { id } = await newReturn(2);
    const response = await call.approve('order', id, 'csr');
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual([body.status, body.subStatus], [2, 0]);
    assert.ok(body.creditOrderId > 0 && body.creditOrderNumber > 100_000);
    const ret = await w.returnRow(id);
    assert.equal(ret.creditOrderId, body.creditOrderId);
    const [credit] = await w.t.database.db.select().from(orders).where(eq(orders.id, body.creditOrderId));
    assert.deepEqual(
      [credit.orderType, credit.status, credit.totalCents, credit.customerNumb, credit.po],
      [RETURN_ORDER_TYPE.code, 6, -ret.totalRefundCents, ret.customerNumb, `Return #${ret.number}`],
    );
    const items = await w.t.database.db.select().from(orderItems).where(eq(orderItems.orderId, credit.id));
    const charges = await w.t.database.db.select().from(orderCharges).where(eq(orderCharges.orderId, credit.id));
    assert.ok(items.length >= 1 && items.every((i) => i.finalPriceCents <= 0));
    const history = await w.t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, credit.id));
    assert.equal(history.length, 1);
    assert.ok(
      charges.every((c) => c.amountCents <= 0 || c.code === 'RADJ'),
      'refunded charges are negative',
    );
    const last = (await eventsOf(id)).at(-1)!;
    assert.deepEqual([last.action, last.toStatus, last.creditOrderId], ['approveOrder', 2, credit.id]);
  });

  test('leads where the return code says: Returned is closed at once, Refunded and Repaired waits for the restock approval', async () => {
    const returned = await newReturn(3);
    assert.equal((await call.approve('order', returned.id, 'manager')).json().status, 3);
    assert.deepEqual(await state(returned.id), [3, 2]);
    const repaired = await newReturn(4, { waiting: true });
    await call.approve('order', repaired.id, 'manager');
    assert.deepEqual(await state(repaired.id), [4, 1], 'the goods are still on their way');
  });

  test('the refund approval asks for a commission 0-100 (400 outside), stores it and closes the return', async () => {
    const { id } = await newReturn(2);
    await call.approve('order', id, 'csr');
    const tooMuch = await call.approve('refund', id, 'csr', 150);
    assert.equal(tooMuch.statusCode, 400);
    assert.equal(tooMuch.json().message, RETURN_MESSAGES.commissionRange);
    const fraction = await call.approve('refund', id, 'csr', 12.5);
    assert.equal(fraction.statusCode, 400);
    assert.deepEqual(await state(id), [2, 0]);
    const ok = await call.approve('refund', id, 'csr', 40);
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(await state(id), [2, 2]);
    const ret = await w.returnRow(id);
    assert.equal(ret.commission, 40);
    assert.equal((await eventsOf(id)).at(-1)!.commission, 40);
    // Closed: nothing more.
    assert.equal((await call.cancel(id, 'csr')).statusCode, 409);
  });

  test("the restock approval without a commission takes the return's default", async () => {
    const { id } = await newReturn(4);
    await call.approve('order', id, 'manager');
    assert.equal((await call.approve('restock', id, 'manager')).statusCode, 200);
    assert.deepEqual(await state(id), [4, 2]);
    assert.equal((await w.returnRow(id)).commission, 100);
  });

  test('refuses the wrong approval for the state (409) and approvers only may approve (403)', async () => {
    const { id } = await newReturn(2);
    const { number } = await w.returnRow(id);
    const refund = await call.approve('refund', id, 'csr', 10);
    assert.equal(refund.statusCode, 409);
    assert.equal(refund.json().message, `Return #${number} is Initiated: it cannot be approved as a refund (Approve Refund).`);
    const restock = await call.approve('restock', id, 'csr');
    assert.equal(restock.statusCode, 409);
    const unknownKind = await w.rest('POST', '/api/return/other/approve', 'csr', { returnId: id });
    assert.equal(unknownKind.statusCode, 404);
    const own = await w.freshShippedOrder('101');
    const ofRep = await w.create('csr', inputOf(own.id, oneUnitDraft(own, await w.codeOf(2))));
    const byRep = await call.approve('order', ofRep.id, 'rep');
    assert.equal(byRep.statusCode, 403);
    assert.equal(byRep.json().message, "You don't have permission to approve this return.");
    assert.deepEqual(await state(id), [1, 0]);
  });

  test('above 5,000 only approve5kReturns approves: the CSR is refused (403, a right the user lacks), the manager approves', async () => {
    const big = await newReturn(2, { full: true, extra: sql`${orders.totalCents} > 700000` });
    const ret = await w.returnRow(big.id);
    assert.ok(ret.totalRefundCents > 500_000);
    const refused = await call.approve('order', big.id, 'csr');
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, fill(RETURN_MESSAGES.tierRequired, { number: ret.number }));
    assert.deepEqual(await state(big.id), [1, 0]);
    const [{ n }] = (
      (await w.t.database.db.execute(sql`select count(*)::int as n from orders where po = ${`Return #${ret.number}`}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    assert.equal(n, 0, 'no return order was made');
    assert.equal((await call.approve('order', big.id, 'manager')).statusCode, 200);
    const refund = await call.approve('refund', big.id, 'csr', 10);
    assert.equal(refund.statusCode, 403);
    assert.equal((await call.approve('refund', big.id, 'manager', 10)).statusCode, 200);
  });

  test("the tier counts the refunds of the order's returns: a small return beside a big one needs approve5kReturns, until the big one is cancelled", async () => {
    const order = await w.freshShippedOrder(undefined, sql`${orders.totalCents} > 700000`);
    const code = await w.codeOf(2);
    const small = await w.create('csr', inputOf(order.id, oneUnitDraft(order, code)));
    const big = await w.create('csr', inputOf(order.id, fullRefund((await loadOrderForReturn(w.t.database.db, order.id))!.refund, code)));
    const [smallRow, bigRow] = [await w.returnRow(small.id), await w.returnRow(big.id)];
    assert.ok(smallRow.totalRefundCents <= 500_000);
    assert.ok(smallRow.totalRefundCents + bigRow.totalRefundCents > 500_000);
    const refused = await call.approve('order', small.id, 'csr');
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, fill(RETURN_MESSAGES.tierRequired, { number: smallRow.number }));
    assert.deepEqual(await state(small.id), [1, 0]);
    assert.equal((await call.cancel(big.id, 'csr')).statusCode, 200);
    assert.equal((await call.approve('order', small.id, 'csr')).statusCode, 200);
  });

  test('order_edit approves up to 5,000 (spec 001 §6), and not above', async () => {
    // The CSR without approveReturns: order_edit is the only one of the three flags left.
    const csrAccess = sql`(select access from users where email = 'csr@demo.local')`;
    const [{ saved }] = ((await w.t.database.db.execute(sql`select ${csrAccess} as saved`)) as unknown as { rows: { saved: string[] }[] })
      .rows;
    await w.t.database.db
      .update(users)
      .set({ access: saved.filter((f) => f !== 'approveReturns') })
      .where(eq(users.email, 'csr@demo.local'));
    try {
      const small = await newReturn(2);
      assert.equal((await call.approve('order', small.id, 'csr')).statusCode, 200);
      assert.equal((await call.approve('refund', small.id, 'csr', 10)).statusCode, 200);
      const big = await newReturn(2, { full: true, extra: sql`${orders.totalCents} > 700000` });
      assert.ok((await w.returnRow(big.id)).totalRefundCents > 500_000);
      assert.equal((await call.approve('order', big.id, 'csr')).statusCode, 403);
      assert.deepEqual(await state(big.id), [1, 0]);
    } finally {
      await w.t.database.db.update(users).set({ access: saved }).where(eq(users.email, 'csr@demo.local'));
    }
  });

  test('cancelling after the order approval cancels the return order too', async () => {
    const { id } = await newReturn(4);
    const { creditOrderId } = (await call.approve('order', id, 'csr')).json();
    assert.equal((await call.cancel(id, 'csr')).statusCode, 200);
    const [credit] = await w.t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, creditOrderId));
    assert.equal(credit.status, 99);
    const [r] = await w.t.database.db.select({ creditOrderId: returns.creditOrderId }).from(returns).where(eq(returns.id, id));
    assert.equal(r.creditOrderId, creditOrderId);
  });

  test('editing a Refunded return awaiting approval rewrites its return order to match', async () => {
    const order = await w.freshShippedOrder();
    const code = await w.codeOf(2);
    const { id } = await w.create('csr', inputOf(order.id, oneUnitDraft(order, code)));
    const { creditOrderId } = (await call.approve('order', id, 'csr')).json();
    const full = fullRefund(order.refund, code);
    const { errors } = await w.gql(
      `mutation($input: ReturnUpdateInput!, $id: Int!) { updateReturn(input: $input, id: $id) { id } }`,
      { id, input: inputOf(order.id, full) },
      'csr',
    );
    assert.equal(errors, undefined);
    const ret = await w.returnRow(id);
    const [credit] = await w.t.database.db.select({ total: orders.totalCents }).from(orders).where(eq(orders.id, creditOrderId));
    assert.equal(credit.total, -ret.totalRefundCents);
    // The code decides the resolution: it cannot change after the approval.
    const other = await w.codeOf(3);
    const change = await w.rest('PUT', '/api/code', 'csr', { returnId: id, code: other });
    assert.equal(change.statusCode, 409);
    assert.equal(change.json().message, `Return #${ret.number} is Refunded - Pending Approval: its return code can no longer be changed.`);
  });

  test('keeps the list counts (return_counts) right through creates, moves and reassignments', async () => {
    const { id } = await newReturn(4);
    await call.approve('order', id, 'csr');
    await w.rest('PUT', '/api/rep', 'csr', { returnId: id, rep: '102' });
    await w.rest('PUT', '/api/csr', 'csr', { returnId: id, csr: null });
    await call.cancel(id, 'csr');
    const differ = (
      (await w.t.database.db.execute(sql`
      select * from (select rep_code, status, sub_status, code_id, coalesce(csr, '') as csr, count(*)::int as n from returns group by 1, 2, 3, 4, 5) actual
      full join (select * from return_counts where n <> 0) kept using (rep_code, status, sub_status, code_id, csr)
      where actual.n is distinct from kept.n`)) as unknown as { rows: unknown[] }
    ).rows;
    assert.deepEqual(differ, []);
  });

  test('shows each move on the timeline with who made it', async () => {
    const { id } = await newReturn(2);
    await call.awaitingGoods(id, 'csr');
    await call.approve('order', id, 'manager');
    const { data } = await w.gql<{
      returnTimeline: { date: string; comments: { type: string; comment: string; user: { name: string; email: string } }[] }[];
    }>(`query($id: Int!) { returnTimeline(id: $id) { date comments { type comment user { name email } } } }`, { id }, 'csr');
    const entries = data!.returnTimeline.flatMap((d) => d.comments).filter((c) => c.type === 'status');
    assert.deepEqual(
      entries.map((e) => e.user.email),
      ['manager@demo.local', 'csr@demo.local', 'csr@demo.local'],
    );
    assert.match(
      entries[0].comment,
      /^Approve Return: Initiated - Waiting for Goods → Refunded - Waiting for Goods \(return order #\d+\)$/,
    );
    assert.equal(entries[1].comment, 'Waiting for Goods: Initiated → Initiated - Waiting for Goods');
    assert.equal(entries[2].comment, 'Created as Initiated');
  });
});
