import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { RUSH_CHARGE, ORDER_STATUS as S } from '@portal/shared/core';
import { orderCharges, orders } from '../../../db/tables/orders/model';
import { createOrderWorld, ofRep, type OrderWorld, type Who } from './orderTestKit';

// The rush flag and its RUSH charge line move together, through the lists' order type
// edit (REST) and the detail page's header edit (GraphQL), in the same transaction as the flag.

let w: OrderWorld;
before(async () => {
  w = await createOrderWorld();
});
after(() => w.t.close());

const db = () => w.t.database.db;
const used: number[] = [0];

/** A non-rush order of rep 101 at `status`, with no RUSH line, that no other test here touched. */
async function nonRushOrder(status: number) {
  const order = await w.orderWhere(
    ofRep(
      status,
      '101',
      and(
        eq(orders.rush, false),
        notInArray(orders.id, used),
        sql`not exists (select 1 from order_charges c where c.order_id = ${orders.id} and c.code = 'RUSH')`,
      ),
    ),
  );
  used.push(order.id);
  return order;
}

const rushLines = (orderId: number) =>
  db()
    .select()
    .from(orderCharges)
    .where(and(eq(orderCharges.orderId, orderId), eq(orderCharges.code, RUSH_CHARGE.code)));

function saveOrderType(who: Who, order: typeof orders.$inferSelect, body: { type?: string; event?: boolean; rush: boolean }) {
  return w.t.app.inject({
    method: 'POST',
    url: `/api/order/${order.id}/orderType`,
    headers: { cookie: w.cookies[who] },
    payload: { type: body.type ?? order.orderType, event: body.event ?? order.event, rush: body.rush },
  });
}

const UPDATE = /* GraphQL */ `
  mutation Update($id: Int!, $input: OrderHeaderInput!) {
    updateOrder(id: $id, input: $input) { rush charges { code name amountCents } totals { chargesCents totalCents } }
  }
`;

describe('rush charge', () => {
  test('order type edit: rush on adds one RUSH line and raises the total; rush off removes it and the total comes back', async () => {
    const order = await nonRushOrder(S.Saved);
    const on = await saveOrderType('csr', order, { rush: true });
    assert.equal(on.statusCode, 200, on.body);
    const lines = await rushLines(order.id);
    assert.deepEqual(
      lines.map((l) => [l.code, l.name, l.amountCents]),
      [[RUSH_CHARGE.code, RUSH_CHARGE.name, RUSH_CHARGE.amountCents]],
    );
    const rushed = await w.orderById(order.id);
    assert.equal(rushed.rush, true);
    assert.equal(rushed.totalCents, order.totalCents + RUSH_CHARGE.amountCents);

    // Saving again with rush still on (another field changed) does not add a second line.
    const again = await saveOrderType('csr', order, { rush: true, event: !order.event });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal((await rushLines(order.id)).length, 1);

    const off = await saveOrderType('csr', order, { rush: false, event: order.event });
    assert.equal(off.statusCode, 200, off.body);
    assert.deepEqual(await rushLines(order.id), []);
    assert.equal((await w.orderById(order.id)).totalCents, order.totalCents);
  });

  test('a refused rush change (a rep without approve or orderEdit: 403) adds no charge', async () => {
    const order = await nonRushOrder(S.Saved);
    const refused = await saveOrderType('rep', order, { rush: true });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(await rushLines(order.id), []);
    assert.equal((await w.orderById(order.id)).totalCents, order.totalCents);
  });

  test('a hand-agreed RUSH line is kept, not doubled, when rush is turned on', async () => {
    const order = await nonRushOrder(S.AwaitingArt);
    await db().insert(orderCharges).values({ orderId: order.id, code: 'RUSH', name: 'Rush (agreed)', amountCents: 5_000 });
    const on = await saveOrderType('manager', order, { rush: true });
    assert.equal(on.statusCode, 200, on.body);
    assert.deepEqual(
      (await rushLines(order.id)).map((l) => l.amountCents),
      [5_000],
    );
  });

  test('the detail page header edit does the same: the charge and the totals come back with the order', async () => {
    const order = await nonRushOrder(S.AwaitingArt);
    const input = {
      po: order.po,
      dateRequired: '2026-03-20',
      scheduledShipDate: null,
      rush: true,
      tags: order.tags,
      department: order.department,
      comments: null,
    };
    type Answer = {
      updateOrder: {
        rush: boolean;
        charges: { code: string; amountCents: number }[];
        totals: { chargesCents: number; totalCents: number };
      };
    };
    const on = await w.gql<Answer>(UPDATE, { id: order.id, input }, 'csr');
    assert.equal(on.errors, undefined, on.errors?.[0].message);
    assert.equal(on.data!.updateOrder.rush, true);
    assert.deepEqual(
      on.data!.updateOrder.charges.filter((c) => c.code === 'RUSH').map((c) => c.amountCents),
      [RUSH_CHARGE.amountCents],
    );
    assert.equal(on.data!.updateOrder.totals.totalCents, order.totalCents + RUSH_CHARGE.amountCents);
    assert.equal((await w.orderById(order.id)).totalCents, order.totalCents + RUSH_CHARGE.amountCents, 'the stored total the lists show');

    const off = await w.gql<Answer>(UPDATE, { id: order.id, input: { ...input, rush: false } }, 'csr');
    assert.equal(off.errors, undefined, off.errors?.[0].message);
    assert.deepEqual(
      off.data!.updateOrder.charges.filter((c) => c.code === 'RUSH'),
      [],
    );
    assert.equal(off.data!.updateOrder.totals.totalCents, order.totalCents);
  });
});
