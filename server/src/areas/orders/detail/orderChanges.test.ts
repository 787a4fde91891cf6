import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { orders } from '../../../db/tables/orders/model';
import { createOrderWorld, type OrderWorld } from './orderTestKit';

// The order detail page answers "who changed this, and when" (OrderDetail.changes).

const CHANGES = `query($id: Int!) { order(id: $id) { id changes { at actorName table action changes { field before after } } } }`;

interface Changes {
  order: {
    changes: {
      at: string;
      actorName: string | null;
      table: string;
      action: string;
      changes: { field: string; before: string | null; after: string | null }[];
    }[];
  } | null;
}

describe('order history (OrderDetail.changes)', () => {
  let w: OrderWorld;
  before(async () => {
    w = await createOrderWorld();
  });
  after(() => w.t.close());

  it('a seeded order has no changes yet; a PO edit shows who made it, when, and the PO before and after', async () => {
    const order = await w.orderWhere(sql`${orders.orderType} = '200' and ${orders.status} = 2`);
    const first = await w.gql<Changes>(CHANGES, { id: order.id }, 'csr');
    assert.deepEqual(first.data?.order?.changes, []);

    const edited = await w.t.app.inject({
      method: 'POST',
      url: `/api/order/${order.id}/po`,
      headers: { cookie: w.cookies.csr },
      payload: { po: 'HISTORY-PO' },
    });
    assert.equal(edited.statusCode, 200);
    const { data } = await w.gql<Changes>(CHANGES, { id: order.id }, 'csr');
    const [entry] = data!.order!.changes;
    assert.equal(entry.table, 'orders');
    assert.equal(entry.action, 'update');
    assert.match(entry.actorName ?? '', /\S/);
    assert.equal(entry.at, w.t.clock.now().toISOString());
    assert.deepEqual(entry.changes, [{ field: 'po', before: order.po, after: 'HISTORY-PO' }]);
  });

  it('someone who may not see the order gets no history of it', async () => {
    const order = await w.orderWhere(sql`${orders.repCode} <> '101' and ${orders.repCode} <> '102'`);
    const { data, errors } = await w.gql<Changes>(CHANGES, { id: order.id }, 'rep');
    assert.equal(data?.order ?? null, null);
    assert.equal(errors?.[0]?.extensions?.code, 'FORBIDDEN');
  });
});
