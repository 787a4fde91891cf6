import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { Kind, parse } from 'graphql';
import { users } from '../../db/tables/platform';
import { toSessionUser } from '../../platform/sessions';
import { returnDetail } from './detail';
import { typeDefs } from './graphql';
import { loadOrderForReturn } from './orderForReturn';
import { createReturnWorld, inputOf, oneUnitDraft, type ReturnWorld } from './returnsTestKit';
import { returns } from '../../db/tables/returns';

// The returns' money on the wire under spec 001 §3.1's names, in dollars (mfe-returns/README.md
// "Money on the wire"): every amount is the services' integer cents / 100, the write inputs take
// `refund` in dollars (rounded to the cent), and no `…Cents` name is left in the schema.

let w: ReturnWorld;
before(async () => {
  w = await createReturnWorld();
});
after(() => w.t.close());

const DETAIL = /* GraphQL */ `
  query ($id: Int!) {
    return(id: $id) {
      totalPrice totalRefunded orderRefunded
      items { price refund totalPrice totalUpcharge size { upcharge } }
      charges { charge refund }
      shipping { charge refund }
    }
  }
`;
const ORDER = /* GraphQL */ `
  query ($id: Int!) {
    returnOrder(id: $id) {
      price { total } shipping earlierRefund
      items { price { totalPrice finalPrice } refunded size { upcharge } returns { refund } }
      charges { charge refunded }
      shippingJobs { charge refunded }
      returns { totalRefund charges { refund } }
    }
  }
`;
const LIST = /* GraphQL */ `
  query { returnsV2(filters: { rowsPerPage: 20 }) { list { id totalRefund } } }
`;
const CREATE = /* GraphQL */ `mutation ($input: ReturnCreateInput!) { createReturn(input: $input) { id } }`;

/** The wire's dollar name → the services' cents names it is computed from (the first one present). */
const PAIRS: Record<string, string[]> = {
  totalPrice: ['totalPriceCents'],
  totalRefunded: ['totalRefundedCents'],
  orderRefunded: ['orderRefundedCents'],
  price: ['priceCents'],
  refund: ['refundCents'],
  totalUpcharge: ['totalUpchargeCents'],
  upcharge: ['upchargeCents'],
  charge: ['chargeCents', 'amountCents'],
  refunded: ['refundedCents'],
  shipping: ['shippingCents'],
  earlierRefund: ['earlierRefundCents'],
  totalRefund: ['totalRefundCents'],
};

/** Walks the wire's answer beside the service's view (same shape, cents): every dollar amount is its cents / 100. */
function sameAmounts(wire: unknown, service: unknown): number {
  let checked = 0;
  const walk = (a: unknown, b: unknown, path: string) => {
    if (Array.isArray(a)) {
      assert.ok(Array.isArray(b) && b.length === a.length, `${path}: lengths`);
      return a.forEach((x, i) => walk(x, (b as unknown[])[i], `${path}[${i}]`));
    }
    if (!a || typeof a !== 'object' || !b || typeof b !== 'object') return;
    const o = a as Record<string, unknown>;
    const s = b as Record<string, unknown>;
    for (const [key, value] of Object.entries(o)) {
      if (typeof value === 'number' && PAIRS[key]) {
        const cents = PAIRS[key].find((c) => typeof s[c] === 'number');
        assert.ok(cents, `${path}.${key}: no cents beside it`);
        assert.equal(value, (s[cents] as number) / 100, `${path}.${key} vs ${cents}`);
        checked++;
      } else walk(value, s[key], `${path}.${key}`);
    }
  };
  walk(wire, service, '');
  return checked;
}

describe('returns money under the spec’s names, in dollars', () => {
  test('a return created with refund in dollars stores the cents and answers refund, price, totals and charges in dollars', async () => {
    const order = await w.freshShippedOrder();
    const draft = oneUnitDraft(order, await w.codeOf(2));
    const input = inputOf(order.id, draft);
    const created = await w.create('csr', input);
    const row = await w.returnRow(created.id);
    assert.equal(
      row.totalRefundCents,
      draft.items.reduce((n, i) => n + i.refundCents, 0),
      'the dollars became the same cents',
    );
    const { data, errors } = await w.gql<{ return: Record<string, unknown> }>(DETAIL, { id: created.id }, 'csr');
    assert.equal(errors, undefined);
    const db = w.t.database.db;
    const [csr] = await db.select().from(users).where(eq(users.email, 'csr@demo.local'));
    const detail = await returnDetail(db, toSessionUser(csr), created.id);
    assert.ok(sameAmounts(data!.return, detail) >= 7);
  });

  test('a refund of fractions of a cent is rounded to the cent (spec 001 §9)', async () => {
    const order = await w.freshShippedOrder();
    const input = inputOf(order.id, oneUnitDraft(order, await w.codeOf(2)));
    const cents = Math.min(Math.round(input.items[0].refund * 100), 101);
    const created = await w.create('csr', { ...input, items: [{ ...input.items[0], refund: (cents - 0.4) / 100 }] });
    const { data } = await w.gql<{ return: { items: { refund: number }[] } }>(DETAIL, { id: created.id }, 'csr');
    assert.deepEqual(
      data!.return.items.map((i) => i.refund),
      [cents / 100],
    );
    assert.equal((await w.returnRow(created.id)).totalRefundCents, cents);
  });

  test('the order-for-return data and the list answer the spec’s names in dollars', async () => {
    const order = await w.freshShippedOrder();
    // An earlier return, so the order's refunded amounts are not all zero.
    await w.create('csr', inputOf(order.id, oneUnitDraft(order, await w.codeOf(2))));
    const { data, errors } = await w.gql<{
      returnOrder: { price: { total: number }; items: { price: { totalPrice: number; finalPrice: number } }[] };
    }>(ORDER, { id: order.id }, 'csr');
    assert.equal(errors, undefined);
    const o = data!.returnOrder;
    const view = (await loadOrderForReturn(w.t.database.db, order.id))!;
    assert.equal(o.price.total, view.totalCents / 100);
    o.items.forEach((item, i) => {
      assert.equal(item.price.totalPrice, view.items[i].totalPriceCents / 100);
      assert.equal(item.price.finalPrice, view.items[i].finalPriceCents / 100);
    });
    assert.ok(sameAmounts({ ...o, price: undefined }, view) >= 5);

    const list = await w.gql<{ returnsV2: { list: { id: number; totalRefund: number }[] } }>(LIST, {}, 'csr');
    const rows = list.data!.returnsV2.list;
    assert.ok(rows.length > 0);
    const stored = await w.t.database.db
      .select({ id: returns.id, cents: returns.totalRefundCents })
      .from(returns)
      .where(
        inArray(
          returns.id,
          rows.map((r) => r.id),
        ),
      );
    const centsOf = new Map(stored.map((r) => [r.id, r.cents]));
    for (const r of rows) assert.equal(r.totalRefund, centsOf.get(r.id)! / 100);
  });

  test('a line without refund, or with the cents name, is refused and nothing is created', async () => {
    const order = await w.freshShippedOrder();
    const input = inputOf(order.id, oneUnitDraft(order, await w.codeOf(2)));
    const before = await w.t.database.db.$count(returns);
    for (const items of [
      input.items.map(({ refund: _r, ...rest }) => rest),
      input.items.map(({ refund, ...rest }) => ({ ...rest, refundCents: Math.round(refund * 100) })),
    ]) {
      const { data, errors } = await w.gql<{ createReturn: unknown }>(CREATE, { input: { ...input, items } }, 'csr');
      assert.equal(data?.createReturn ?? null, null);
      assert.ok(errors?.length, 'refused');
    }
    assert.equal(await w.t.database.db.$count(returns), before);
  });

  test('the schema names no amount in cents: no …Cents field or input field', () => {
    const names: string[] = [];
    for (const def of parse(typeDefs).definitions) {
      if (!('fields' in def) || !def.fields) continue;
      for (const field of def.fields) if (/Cents$/.test(field.name.value)) names.push(`${def.name.value}.${field.name.value}`);
      if (def.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) assert.ok(def.fields.length > 0);
    }
    assert.deepEqual(names, []);
  });
});
