import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc, eq, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@portal/shared/core';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../../test/harness';
import type { Db } from '../../../db/client';
import { auditAs, historyOf } from '../../../platform/audit';
import { users } from '../../../db/tables/platform';
import { customers, reps } from '../../../db/tables/directory';
import { cancelOrder, createOrder, createOrders, orderRefs, readOrderContents, replaceOrderLines, type OrderDraft } from '..';
import { searchTextOf } from './searchText';
import { orderItemSizes, orders, orderStatusHistory } from '../../../db/tables/orders/model';

// The commands other areas make and change orders with (the orders door): whoever calls them, an
// order gets its number from the one sequence, lines numbered in the order given, the total and
// item count of its lines, its search text, its creation in the status history and an audit
// trail under the order, all in the caller's transaction.

let t: TestApp;
let db: Db;
let draft: OrderDraft;
let userId: number;
let names: { customer: string; rep: string };
before(async () => {
  t = await createTestApp();
  db = t.database.db;
  const [customer] = await db.select().from(customers).orderBy(asc(customers.numb)).limit(1);
  const [rep] = await db.select().from(reps).where(eq(reps.code, '101'));
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@demo.local'));
  userId = admin.id;
  names = { customer: customer.name, rep: rep.name };
  draft = {
    customerNumb: customer.numb,
    billToNumb: customer.numb,
    repCode: rep.code,
    csr: null,
    type: 'SCR',
    orderType: '200',
    currency: 'CAD',
    po: 'Commands PO',
    status: ORDER_STATUS.Saved,
    userId,
    at: t.clock.now(),
    comment: 'Made by a test.',
    items: [
      {
        styleCode: 'ATC1000',
        name: 'Everyday Cotton Tee',
        color: 'Black',
        colorCode: 'BLK',
        imageKey: 'ATC1000_BLK.png',
        priceCents: 1000,
        finalPriceCents: 900,
        sizeUpcharges: { '2XL': 200 },
        sizes: [
          { size: 'M', qtyC: 2, qtyU: 1 },
          { size: '2XL', qtyC: 0, qtyU: 2 },
        ],
      },
      {
        styleCode: 'G185',
        name: 'Heavy Blend Hoodie',
        color: 'Navy',
        colorCode: 'NAV',
        imageKey: 'G185_NAV.png',
        priceCents: 2500,
        finalPriceCents: 2500,
        sizes: [{ size: 'L', qtyC: 4, qtyU: 0 }],
      },
    ],
    charges: [
      { code: 'SET', name: 'Setup', amountCents: 3500 },
      { code: 'DISC', name: 'Discount', amountCents: -1000 },
    ],
  };
});
after(() => t.close());

const maxNumber = async () => (await db.select({ n: sql<number>`max(${orders.number})::int` }).from(orders))[0].n;
const inTransaction = <T>(run: (tx: Db) => Promise<T>) =>
  db.transaction(async (tx) => {
    await auditAs(tx, { id: userId }, t.clock.now());
    return run(tx);
  });

describe(`orders commands (${TEST_DRIVER})`, () => {
  test('createOrder numbers the order after the others, and keeps its lines, total, search text and history', async () => {
    const before = await maxNumber();
    const created = await inTransaction((tx) => createOrder(tx, draft));
    assert.equal(created.number, before + 1);
    const [contents] = await readOrderContents(db, [created.id]);
    const { order, items, sizes, charges } = contents;
    assert.deepEqual(
      items.map((i) => [i.line, i.styleCode]),
      [
        [1, 'ATC1000'],
        [2, 'G185'],
      ],
    );
    assert.deepEqual(
      sizes.map((s) => [s.size, s.sortOrder, s.quantity, s.qtyC, s.qtyU]),
      [
        ['M', 0, 3, 2, 1],
        ['2XL', 1, 2, 0, 2],
        ['L', 0, 4, 4, 0],
      ],
    );
    assert.deepEqual(
      charges.map((c) => c.amountCents),
      [3500, -1000],
    );
    // 3 × 900 + 2 × (900 + 200) + 4 × 2500 + 3500 - 1000
    assert.equal(order.totalCents, 2700 + 2200 + 10_000 + 2500);
    assert.equal(order.itemCount, 2);
    assert.equal(
      order.searchText,
      searchTextOf({
        number: created.number,
        customerNumb: draft.customerNumb,
        customerName: names.customer,
        po: draft.po,
        repCode: draft.repCode,
        repName: names.rep,
      }),
    );
    assert.deepEqual(
      [order.status, order.createdBy, order.createdAt.getTime(), order.updatedAt.getTime()],
      [ORDER_STATUS.Saved, userId, draft.at.getTime(), draft.at.getTime()],
    );
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, created.id));
    assert.deepEqual(
      history.map((h) => [h.fromStatus, h.toStatus, h.userId, h.comment]),
      [[null, ORDER_STATUS.Saved, userId, 'Made by a test.']],
    );
    const trail = await historyOf(db, 'order', created.id);
    assert.ok(
      trail.some((e) => e.table === 'orders' && e.action === 'insert'),
      'the creation is in the audit trail',
    );
    assert.equal(trail.filter((e) => e.table === 'order_item_sizes').length, 3);
    assert.ok(trail.every((e) => e.actor?.id === userId));
    assert.deepEqual(await orderRefs(db, [created.id]), new Map([[created.id, { id: created.id, number: created.number, status: 0 }]]));
  });

  test('createOrders numbers many orders in the drafts order, each with its own lines and total', async () => {
    const before = await maxNumber();
    const created = await inTransaction((tx) =>
      createOrders(tx, [draft, { ...draft, po: 'Second', items: [draft.items[1]], charges: [] }, { ...draft, po: 'Third', charges: [] }]),
    );
    assert.deepEqual(
      created.map((c) => c.number),
      [before + 1, before + 2, before + 3],
    );
    const read = await readOrderContents(
      db,
      created.map((c) => c.id),
    );
    assert.deepEqual(
      read.map((r) => [r.order.po, r.order.totalCents, r.order.itemCount, r.items.length]),
      [
        ['Commands PO', 17_400, 2, 2],
        ['Second', 10_000, 1, 1],
        ['Third', 14_900, 2, 2],
      ],
    );
  });

  test("the order is part of the caller's transaction: a rolled-back caller leaves no order", async () => {
    const before = await maxNumber();
    await assert.rejects(
      inTransaction(async (tx) => {
        await createOrder(tx, { ...draft, po: 'Rolled back' });
        throw new Error('the caller fails after the order');
      }),
      /the caller fails/,
    );
    assert.equal(await maxNumber(), before);
    assert.equal((await db.select().from(orders).where(eq(orders.po, 'Rolled back'))).length, 0);
  });

  test('replaceOrderLines swaps the items and charges and recomputes the total', async () => {
    const created = await inTransaction((tx) => createOrder(tx, draft));
    t.clock.advance(60_000);
    await inTransaction((tx) =>
      replaceOrderLines(
        tx,
        created.id,
        { items: [{ ...draft.items[1], sizes: [{ size: 'XL', qtyC: 1, qtyU: 1 }] }], charges: [] },
        t.clock.now(),
      ),
    );
    const [{ order, items, sizes, charges }] = await readOrderContents(db, [created.id]);
    assert.deepEqual(
      items.map((i) => [i.line, i.styleCode]),
      [[1, 'G185']],
    );
    assert.deepEqual(
      sizes.map((s) => [s.size, s.quantity]),
      [['XL', 2]],
    );
    assert.deepEqual(charges, []);
    assert.deepEqual([order.totalCents, order.itemCount], [5000, 1]);
    assert.equal(order.updatedAt.getTime(), t.clock.now().getTime());
    assert.equal((await db.select().from(orderItemSizes).where(eq(orderItemSizes.orderId, created.id))).length, 1);
  });

  test('cancelOrder records the move once; a cancelled or unknown order is left alone', async () => {
    const created = await inTransaction((tx) => createOrder(tx, { ...draft, status: ORDER_STATUS.Approved }));
    t.clock.advance(60_000);
    const change = { userId, comment: 'Its return was cancelled.', now: t.clock.now() };
    assert.equal(await inTransaction((tx) => cancelOrder(tx, created.id, change)), true);
    assert.equal(await inTransaction((tx) => cancelOrder(tx, created.id, change)), false);
    assert.equal(await inTransaction((tx) => cancelOrder(tx, 2_000_000_000, change)), false);
    const [order] = await db.select().from(orders).where(eq(orders.id, created.id));
    assert.deepEqual([order.status, order.updatedAt.getTime()], [ORDER_STATUS.Cancelled, t.clock.now().getTime()]);
    const history = await db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, created.id))
      .orderBy(asc(orderStatusHistory.id));
    assert.deepEqual(
      history.map((h) => [h.fromStatus, h.toStatus, h.comment]),
      [
        [null, ORDER_STATUS.Approved, 'Made by a test.'],
        [ORDER_STATUS.Approved, ORDER_STATUS.Cancelled, 'Its return was cancelled.'],
      ],
    );
  });
});
