import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import {
  draftTotals,
  fill,
  fullRefund,
  maxTotalCents,
  messages,
  RETURN_MESSAGES,
  setLineRefund,
  type RefundDraft,
} from '@portal/shared/core';
import { orderCharges, orders } from '../../db/tables/orders';
import { loadOrderForReturn } from './orderForReturn';
import { createReturnWorld, inputOf, oneUnitDraft, type ReturnWorld } from './returnsTestKit';
import { returnEvents } from '../../db/tables/returns';

// createReturn / updateReturn / returnOrder / returnItems (spec 001 §2.1, §3.1, §4.1, §5.1): the
// rules of §5.1 on the server with the form's messages, and a second return seeing only what is left.

let w: ReturnWorld;
before(async () => {
  w = await createReturnWorld();
});
after(() => w.t.close());

const ORDER = /* GraphQL */ `
  query Order($id: Int!, $returnId: Int) {
    returnOrder(id: $id, returnId: $returnId) {
      id number status statusString currency price { total } shipping earlierRefund customerName
      items { id sku refunded price { finalPrice } size { id display shippedC shippedU returnedC returnedU upcharge } returns { returnId returnNumber refund size { id C U } } }
      charges { id chargeCode charge refunded }
      shippingJobs { id job invoice charge refunded }
      returns { id returnNumb statusString totalRefund }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation Update($input: ReturnUpdateInput!, $id: Int!) { updateReturn(input: $input, id: $id) { id numb } }
`;
const CREATE = /* GraphQL */ `
  mutation Create($input: ReturnCreateInput!) { createReturn(input: $input) { id numb } }
`;

async function createError(input: unknown, who: 'csr' | 'rep' | 'viewer' | 'manager' = 'csr') {
  const { data, errors } = await w.gql<{ createReturn: unknown }>(CREATE, { input }, who);
  assert.equal(data?.createReturn ?? null, null);
  return { message: errors?.[0].message, code: errors?.[0].extensions?.code };
}

describe('returnOrder (the order-for-return data)', () => {
  test('gives a shipped order with shipped C and U per size, charges and shipping jobs', async () => {
    const order = await w.freshShippedOrder();
    const { data, errors } = await w.gql<{
      returnOrder: {
        status: number;
        statusString: string;
        items: { size: { shippedC: number; shippedU: number; returnedC: number }[] }[];
        shippingJobs: { invoice: string }[];
        earlierRefund: number;
      };
    }>(ORDER, { id: order.id }, 'csr');
    assert.equal(errors, undefined);
    const o = data!.returnOrder;
    assert.equal(o.status, 7);
    assert.equal(o.statusString, 'Shipped');
    assert.ok(o.items.length > 0 && o.items.every((i) => i.size.every((s) => s.shippedC + s.shippedU > 0 && s.returnedC === 0)));
    assert.ok(o.shippingJobs.length > 0 && o.shippingJobs.every((j) => /^INV/.test(j.invoice)));
    assert.equal(o.earlierRefund, 0);
  });

  test('is for people who may create returns: FORBIDDEN for a rep and for users without order access', async () => {
    const order = await w.freshShippedOrder();
    for (const who of ['rep', 'viewer'] as const) {
      const { errors } = await w.gql(ORDER, { id: order.id }, who);
      assert.equal(errors?.[0].extensions?.code, 'FORBIDDEN');
    }
    const unknown = await w.gql<{ returnOrder: unknown }>(ORDER, { id: 99_999_999 }, 'csr');
    assert.equal(unknown.data!.returnOrder, null);
  });
});

describe('createReturn', () => {
  test('creates a partial return (Initiated) with its lines, totals and history; a second return sees only what is left', async () => {
    const order = await w.freshShippedOrder();
    const code = await w.codeOf(2);
    const draft = oneUnitDraft(order, code);
    const created = await w.create('csr', {
      ...inputOf(order.id, draft),
      comments: 'Box arrived crushed',
      dateContact: '2026-01-02',
      dateInfo: '2026-01-03',
    });
    assert.ok(created.numb > 10_000);
    const row = await w.returnRow(created.id);
    assert.deepEqual(
      [row.status, row.subStatus, row.totalUnits, row.totalRefundCents, row.comment, row.dateContact],
      [1, 0, 1, draftTotals(draft).refundCents, 'Box arrived crushed', '2026-01-02'],
    );
    assert.equal(row.customerNumb, order.customerNumb);
    assert.equal(row.repCode, order.repCode);
    const events = await w.t.database.db.select().from(returnEvents).where(eq(returnEvents.returnId, created.id));
    assert.deepEqual(
      events.map((e) => [e.action, e.fromStatus, e.toStatus, e.toSubStatus]),
      [['create', null, 1, 0]],
    );

    // The second return: the unit taken is gone from what is left.
    const item = draft.items.find((i) => i.sizes.some((s) => s.C + s.U > 0))!;
    const size = item.sizes.find((s) => s.C + s.U > 0)!;
    const { data } = await w.gql<{
      returnOrder: {
        earlierRefund: number;
        items: {
          id: number;
          refunded: number;
          size: { id: number; returnedC: number; returnedU: number }[];
          returns: { returnNumber: number }[];
        }[];
        returns: { returnNumb: number; statusString: string }[];
      };
    }>(ORDER, { id: order.id }, 'csr');
    const again = data!.returnOrder;
    const seen = again.items.find((i) => i.id === item.id)!;
    // The wire's dollars: the draft's cents / 100.
    assert.equal(seen.refunded, item.refundCents / 100);
    assert.equal(seen.size.find((s) => s.id === size.id)!.returnedC + seen.size.find((s) => s.id === size.id)!.returnedU, 1);
    assert.deepEqual(
      seen.returns.map((r) => r.returnNumber),
      [created.numb],
    );
    assert.deepEqual(
      again.returns.map((r) => [r.returnNumb, r.statusString]),
      [[created.numb, 'Initiated']],
    );
    assert.equal(again.earlierRefund, draftTotals(draft).refundCents / 100);

    // Asking for everything again is refused: that unit is no longer there.
    const full = fullRefund(order.refund, code);
    const refused = await createError(inputOf(order.id, full));
    assert.equal(refused.code, 'BAD_USER_INPUT');
    assert.ok([RETURN_MESSAGES.quantityTooHigh, RETURN_MESSAGES.refundTooHigh].includes(refused.message as never));
    // What is left is accepted.
    const rest = fullRefund((await loadOrderForReturn(w.t.database.db, order.id))!.refund, code);
    const second = await w.create('csr', inputOf(order.id, rest));
    assert.ok(second.id > created.id);
    // Together the two returns take each size exactly once: never more than shipped.
    const taken = (
      (await w.t.database.db.execute(sql`
      select s.id, s.shipped_c + s.shipped_u as shipped, sum(q.qty_c + q.qty_u)::int as taken
      from order_item_sizes s join return_item_sizes q on q.order_item_size_id = s.id
      where s.order_id = ${order.id} group by s.id`)) as unknown as { rows: { shipped: number; taken: number }[] }
    ).rows;
    assert.ok(taken.length > 0 && taken.every((t) => t.taken === t.shipped));
  });

  test('submits to waiting for goods (Initiated - Waiting for Goods)', async () => {
    const order = await w.freshShippedOrder();
    const created = await w.create('manager', { ...inputOf(order.id, oneUnitDraft(order, await w.codeOf(3))), waiting: true });
    const row = await w.returnRow(created.id);
    assert.deepEqual([row.status, row.subStatus], [1, 1]);
  });

  test("a return of a customer without returns brings the customer into the list's filter domain at once", async () => {
    const DOMAIN = 'query { returnsV2 { domain { customers { numb } } } }';
    const domainCustomers = async () =>
      (await w.gql<{ returnsV2: { domain: { customers: { numb: string }[] } } }>(DOMAIN, {}, 'csr')).data!.returnsV2.domain.customers.map(
        (c) => c.numb,
      );
    const order = await w.freshShippedOrder(
      undefined,
      sql`not exists (select 1 from returns r where r.customer_numb = ${orders.customerNumb})`,
    );
    assert.ok(!(await domainCustomers()).includes(order.customerNumb));
    await w.create('csr', inputOf(order.id, oneUnitDraft(order, await w.codeOf(2))));
    assert.ok((await domainCustomers()).includes(order.customerNumb));
  });

  test('refuses every §5.1 rule with its message (400), writing nothing', async () => {
    const order = await w.freshShippedOrder();
    const code = await w.codeOf(2);
    const base = oneUnitDraft(order, code);
    const item = base.items.find((i) => i.refundCents > 0)!;
    const withItem = (patch: Partial<RefundDraft['items'][number]>): RefundDraft => ({
      ...base,
      items: base.items.map((i) => (i.id === item.id ? { ...i, ...patch } : i)),
    });
    const before = ((await w.t.database.db.execute(sql`select count(*)::int as n from returns`)) as unknown as { rows: { n: number }[] })
      .rows[0].n;

    assert.equal((await createError(inputOf(order.id, { ...base, codeId: null }))).message, RETURN_MESSAGES.codeRequired);
    assert.equal((await createError(inputOf(order.id, { ...base, codeId: 9_999 }))).message, RETURN_MESSAGES.codeUnknown);
    assert.equal((await createError({ order: order.id, items: [], returnCode: code })).message, RETURN_MESSAGES.nothingSelected);
    const charge = order.refund.charges.find((c) => c.amountCents > 0)!;
    const chargeOnly = setLineRefund(
      order.refund,
      { ...base, items: base.items.map((i) => ({ ...i, refundCents: 0, sizes: i.sizes.map((s) => ({ ...s, C: 0, U: 0 })) })) },
      'charges',
      charge.id,
      100,
    );
    assert.equal((await createError(inputOf(order.id, chargeOnly))).message, RETURN_MESSAGES.totalsZero);
    assert.equal((await createError(inputOf(order.id, withItem({ refundCents: 0 })))).message, RETURN_MESSAGES.totalsZero);
    assert.equal(
      (await createError(inputOf(order.id, setLineRefund(order.refund, withItem({ refundCents: 0 }), 'charges', charge.id, 100)))).message,
      RETURN_MESSAGES.itemMismatch,
    );
    const size = order.refund.items.find((i) => i.id === item.id)!.sizes[0];
    assert.equal(
      (await createError(inputOf(order.id, withItem({ sizes: [{ id: size.id, C: size.shippedC + 1, U: 0 }] })))).message,
      RETURN_MESSAGES.quantityTooHigh,
    );
    assert.equal(
      (await createError(inputOf(order.id, withItem({ sizes: [{ id: size.id, C: -1, U: 0 }] })))).message,
      RETURN_MESSAGES.quantityTooHigh,
    );
    assert.equal((await createError(inputOf(order.id, withItem({ refundCents: 10_000_000 })))).message, RETURN_MESSAGES.refundTooHigh);
    assert.equal(
      (await createError(inputOf(order.id, { ...base, charges: [{ id: charge.id, refundCents: charge.amountCents + 1 }] }))).message,
      RETURN_MESSAGES.refundTooHigh,
    );
    assert.equal(
      (await createError(inputOf(order.id, { ...base, charges: [{ id: 1, refundCents: 1 }] }))).message,
      RETURN_MESSAGES.lineUnknown,
    );
    assert.equal((await createError({ ...inputOf(order.id, base), dateContact: '2026-02-30' })).message, RETURN_MESSAGES.dateInvalid);
    assert.equal((await createError({ ...inputOf(order.id, base), comments: 'x'.repeat(8_001) })).message, RETURN_MESSAGES.commentTooLong);
    assert.equal(
      (await createError({ ...inputOf(order.id, base), files: ['00000000-0000-4000-8000-000000000000'] })).message,
      RETURN_MESSAGES.fileUnknown,
    );
    const after = ((await w.t.database.db.execute(sql`select count(*)::int as n from returns`)) as unknown as { rows: { n: number }[] })
      .rows[0].n;
    assert.equal(after, before);
  });

  test('refuses a total above the order total plus shipping (an order with a discount)', async () => {
    const order = await w.freshShippedOrder(
      undefined,
      sql`exists (select 1 from ${orderCharges} c where c.order_id = ${orders.id} and c.amount_cents < 0)`,
    );
    const code = await w.codeOf(2);
    // Every line at what it has left: more than the order's total, because of the discount.
    const everything: RefundDraft = {
      codeId: code,
      items: order.refund.items.map((i) => ({
        id: i.id,
        sizes: i.sizes.map((s) => ({ id: s.id, C: s.shippedC, U: s.shippedU })),
        refundCents: i.sizes.reduce((n, s) => n + (s.shippedC + s.shippedU) * (i.finalPriceCents + s.upchargeCents), 0),
      })),
      charges: order.refund.charges.filter((c) => c.amountCents > 0).map((c) => ({ id: c.id, refundCents: c.amountCents })),
      shipping: order.refund.shipping.map((s) => ({ id: s.id, refundCents: s.amountCents })),
    };
    assert.ok(draftTotals(everything).refundCents > order.refund.totalCents + order.refund.shippingCents);
    assert.equal((await createError(inputOf(order.id, everything))).message, RETURN_MESSAGES.totalTooHigh);
    // The Full Refund button's draft is trimmed to the maximum and goes through.
    const trimmed = fullRefund(order.refund, code);
    assert.equal(draftTotals(trimmed).refundCents, maxTotalCents(order.refund));
    await w.create('csr', inputOf(order.id, trimmed));
  });

  test("refunds freight on the shipment that billed it, never again as the order's FRT charge line", async () => {
    const order = await w.freshShippedOrder(
      undefined,
      sql`exists (select 1 from ${orderCharges} c where c.order_id = ${orders.id} and c.code = 'FRT' and c.amount_cents > 0)`,
    );
    const code = await w.codeOf(2);
    const frt = order.charges.find((c) => c.chargeCode === 'FRT')!;
    assert.ok(!order.refund.charges.some((c) => c.id === frt.id), 'the FRT line is not a refundable charge');
    const base = oneUnitDraft(order, code);
    const asCharge = await createError(inputOf(order.id, { ...base, charges: [{ id: frt.id, refundCents: frt.amountCents }] }));
    assert.equal(asCharge.message, RETURN_MESSAGES.lineUnknown);
    // The first shipment billed it: that is where it is refunded.
    const billed = order.refund.shipping.find((s) => s.amountCents > 0)!;
    assert.equal(billed.amountCents, frt.amountCents);
    await w.create('csr', inputOf(order.id, { ...base, shipping: [{ id: billed.id, refundCents: billed.amountCents }] }));
    const after = (await loadOrderForReturn(w.t.database.db, order.id, null))!;
    assert.equal(after.refund.shipping.find((s) => s.id === billed.id)!.refundedCents, billed.amountCents);
  });

  test('refuses orders that are not shipped (409), unknown orders (404) and people who may not create returns (403)', async () => {
    const [approved] = await w.t.database.db
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .where(eq(orders.status, 6))
      .limit(1);
    const notShipped = await createError({ order: approved.id, items: [{ id: 1, refund: 0.01, sizes: [] }], returnCode: 1 });
    assert.deepEqual(notShipped, {
      code: 'CONFLICT',
      message: fill(RETURN_MESSAGES.orderNotShipped, { number: approved.number, status: 'Approved' }),
    });
    assert.deepEqual(await createError({ order: 99_999_999, items: [], returnCode: 1 }), {
      code: 'NOT_FOUND',
      message: messages.orderNotFound,
    });
    const order = await w.freshShippedOrder();
    const input = inputOf(order.id, oneUnitDraft(order, await w.codeOf(2)));
    assert.deepEqual(await createError(input, 'rep'), {
      code: 'FORBIDDEN',
      message: fill(RETURN_MESSAGES.forbidden, { action: 'create' }),
    });
    assert.deepEqual(await createError(input, 'viewer'), { code: 'FORBIDDEN', message: RETURN_MESSAGES.noOrderAccess });
    // A body the form would refuse tells such a user nothing of the form's rules: the same 403.
    assert.deepEqual(await createError({ order: order.id, items: [], returnCode: 1 }, 'rep'), {
      code: 'FORBIDDEN',
      message: fill(RETURN_MESSAGES.forbidden, { action: 'create' }),
    });
  });
});

describe('updateReturn and returnItems', () => {
  test('edits an Initiated return: lines replaced, its own units still available to it, history kept', async () => {
    const order = await w.freshShippedOrder();
    const code = await w.codeOf(2);
    const draft = oneUnitDraft(order, code);
    const created = await w.create('csr', inputOf(order.id, draft));
    // The same units again are fine for the return itself (its own units are excluded from "earlier").
    const full = fullRefund((await loadOrderForReturn(w.t.database.db, order.id, created.id))!.refund, code);
    const { data, errors } = await w.gql<{ updateReturn: { id: number; numb: number } }>(
      UPDATE,
      { id: created.id, input: { ...inputOf(order.id, full), comments: null } },
      'csr',
    );
    assert.equal(errors, undefined);
    assert.deepEqual(data!.updateReturn, created);
    const row = await w.returnRow(created.id);
    assert.equal(row.totalRefundCents, draftTotals(full).refundCents);
    const items = await w.gql<{ returnItems: { size: { C: number; U: number }[]; refund: number }[] }>(
      `query($o: Int!, $r: Int!) { returnItems(orderId: $o, returnId: $r) { refund size { C U } } }`,
      { o: order.id, r: created.id },
      'csr',
    );
    assert.equal(
      items.data!.returnItems.reduce((n, i) => n + Math.round(i.refund * 100), 0),
      draftTotals(full).itemsCents,
    );
    const events = await w.t.database.db
      .select({ action: returnEvents.action })
      .from(returnEvents)
      .where(eq(returnEvents.returnId, created.id));
    assert.deepEqual(
      events.map((e) => e.action),
      ['create', 'edit'],
    );
  });

  test('refuses an edit past the Edit link rule (409) and by someone without item editing (403)', async () => {
    const [closed] = (
      (await w.t.database.db.execute(
        sql`select id, number, order_id from returns where status = 2 and sub_status = 2 limit 1`,
      )) as unknown as { rows: { id: number; number: number; order_id: number }[] }
    ).rows;
    const before = await w.returnRow(closed.id);
    const { errors } = await w.gql(
      UPDATE,
      { id: closed.id, input: { order: closed.order_id, items: [], returnCode: before.codeId } },
      'csr',
    );
    assert.equal(errors?.[0].extensions?.code, 'CONFLICT');
    assert.equal(errors?.[0].message, `Return #${closed.number} is Refunded - Approved: its items and refunds can no longer be edited.`);
    assert.deepEqual(await w.returnRow(closed.id), before);
    const order = await w.freshShippedOrder('101');
    const created = await w.create('csr', inputOf(order.id, oneUnitDraft(order, await w.codeOf(2))));
    const byRep = await w.gql(UPDATE, { id: created.id, input: { order: order.id, items: [], returnCode: 1 } }, 'rep');
    assert.equal(byRep.errors?.[0].extensions?.code, 'FORBIDDEN');
  });
});
