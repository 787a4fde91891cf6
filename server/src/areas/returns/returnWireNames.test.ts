import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createReturnWorld, inputOf, oneUnitDraft, type ReturnWorld } from './returnsTestKit';

// The returns' money on the wire under spec 001 §3.1's names, in dollars (mfe-returns/README.md
// "Money on the wire"): every spec-named field is its cents twin / 100, and the write inputs take
// `refund` in dollars (rounded to the cent).

let w: ReturnWorld;
before(async () => {
  w = await createReturnWorld();
});
after(() => w.t.close());

const DETAIL = /* GraphQL */ `
  query ($id: Int!) {
    return(id: $id) {
      totalPrice totalPriceCents totalRefunded totalRefundedCents orderRefunded orderRefundedCents
      items { price priceCents refund refundCents totalPrice totalPriceCents totalUpcharge totalUpchargeCents size { upcharge upchargeCents } }
      charges { charge chargeCents refund refundCents }
      shipping { charge chargeCents refund refundCents }
    }
  }
`;
const ORDER = /* GraphQL */ `
  query ($id: Int!) {
    returnOrder(id: $id) {
      price { total } totalCents shipping shippingCents earlierRefund earlierRefundCents
      items { price { totalPrice finalPrice } totalPriceCents finalPriceCents refunded refundedCents size { upcharge upchargeCents }
        returns { refund refundCents } }
      charges { charge amountCents refunded refundedCents }
      shippingJobs { charge amountCents refunded refundedCents }
      returns { totalRefund totalRefundCents charges { refund refundCents } }
    }
  }
`;
const LIST = /* GraphQL */ `
  query { returnsV2(filters: { rowsPerPage: 20 }) { list { totalRefund totalRefundCents } } }
`;

/** Every `name` beside a `nameCents` (or the given cents twin) holds the cents / 100. */
function sameAmounts(node: unknown, pairs: [string, string][]): number {
  let checked = 0;
  const walk = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    for (const [dollars, cents] of pairs)
      if (typeof o[cents] === 'number' && dollars in o) {
        assert.equal(o[dollars], (o[cents] as number) / 100, `${dollars} vs ${cents}`);
        checked++;
      }
    Object.values(o).forEach(walk);
  };
  walk(node);
  return checked;
}

describe('returns money under the spec’s names, in dollars', () => {
  test('a return created with refund in dollars stores the cents and answers refund, price, totals and charges in dollars', async () => {
    const order = await w.freshShippedOrder();
    const draft = oneUnitDraft(order, await w.codeOf(2));
    const input = inputOf(order.id, draft);
    // The spec's input: refund in dollars, no refundCents.
    const spec = {
      ...input,
      items: input.items.map(({ refundCents, ...rest }) => ({ ...rest, refund: refundCents / 100 })),
      charges: [],
      shipping: [],
    };
    // The kit types its input with the cents names; the spec's names go to the same call.
    const created = await w.create('csr', spec as unknown as typeof input);
    const row = await w.returnRow(created.id);
    assert.equal(row.id, created.id);
    const { data, errors } = await w.gql<{ return: Record<string, any> }>(DETAIL, { id: created.id }, 'csr');
    assert.equal(errors, undefined);
    const r = data!.return;
    assert.equal(r.items[0].refundCents, input.items[0].refundCents, 'the dollars became the same cents');
    assert.equal(r.items[0].refund, input.items[0].refundCents / 100);
    const checked = sameAmounts(r, [
      ['totalPrice', 'totalPriceCents'],
      ['totalRefunded', 'totalRefundedCents'],
      ['orderRefunded', 'orderRefundedCents'],
      ['price', 'priceCents'],
      ['refund', 'refundCents'],
      ['totalUpcharge', 'totalUpchargeCents'],
      ['upcharge', 'upchargeCents'],
      ['charge', 'chargeCents'],
    ]);
    assert.ok(checked >= 7, `checked ${checked}`);
  });

  test('a refund of fractions of a cent is rounded to the cent (spec 001 §9)', async () => {
    const order = await w.freshShippedOrder();
    const draft = oneUnitDraft(order, await w.codeOf(2));
    const input = inputOf(order.id, draft);
    const cents = Math.min(input.items[0].refundCents, 101);
    const { refundCents: _c, ...line } = input.items[0];
    const created = await w.create('csr', {
      ...input,
      items: [{ ...line, refund: (cents - 0.4) / 100 }],
      charges: [],
      shipping: [],
    } as unknown as typeof input);
    const { data } = await w.gql<{ return: { items: { refundCents: number; refund: number }[] } }>(DETAIL, { id: created.id }, 'csr');
    assert.deepEqual(
      data!.return.items.map((i) => [i.refundCents, i.refund]),
      [[cents, cents / 100]],
    );
  });

  test('the order-for-return data and the list answer the spec’s names in dollars', async () => {
    const order = await w.freshShippedOrder();
    const { data, errors } = await w.gql<{ returnOrder: Record<string, any> }>(ORDER, { id: order.id }, 'csr');
    assert.equal(errors, undefined);
    const o = data!.returnOrder;
    assert.equal(o.price.total, o.totalCents / 100);
    for (const item of o.items) {
      assert.equal(item.price.totalPrice, item.totalPriceCents / 100);
      assert.equal(item.price.finalPrice, item.finalPriceCents / 100);
    }
    const checked = sameAmounts(o, [
      ['shipping', 'shippingCents'],
      ['earlierRefund', 'earlierRefundCents'],
      ['refunded', 'refundedCents'],
      ['upcharge', 'upchargeCents'],
      ['refund', 'refundCents'],
      ['charge', 'amountCents'],
      ['totalRefund', 'totalRefundCents'],
    ]);
    assert.ok(checked >= 4, `checked ${checked}`);
    const list = await w.gql<{ returnsV2: { list: { totalRefund: number; totalRefundCents: number }[] } }>(LIST, {}, 'csr');
    assert.ok(list.data!.returnsV2.list.length > 0);
    assert.ok(sameAmounts(list.data!.returnsV2.list, [['totalRefund', 'totalRefundCents']]) > 0);
  });

  test('a line with neither refund nor refundCents is refused (400) and nothing is created', async () => {
    const order = await w.freshShippedOrder();
    const input = inputOf(order.id, oneUnitDraft(order, await w.codeOf(2)));
    const { errors } = await w.gql(
      /* GraphQL */ `mutation ($input: ReturnCreateInput!) { createReturn(input: $input) { id } }`,
      { input: { ...input, items: input.items.map(({ refundCents: _c, ...rest }) => rest), charges: [], shipping: [] } },
      'csr',
    );
    assert.equal(errors?.[0].extensions?.code, 'BAD_USER_INPUT');
  });
});
