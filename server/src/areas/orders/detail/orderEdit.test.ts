import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, gt, sql } from 'drizzle-orm';
import { fill, messages, ORDER_EDIT_MESSAGES, ORDER_STATUS as S } from '@portal/shared/core';
import { orderItemSizes, orders } from '../../../db/tables/orders/model';
import { createOrderWorld, notOfRep, ofRep, type OrderWorld, type Who } from './orderTestKit';
import { orderComments } from '../../../db/tables/orders/detail';

let w: OrderWorld;
before(async () => {
  w = await createOrderWorld();
});
after(() => w.t.close());

const db = () => w.t.database.db;

const UPDATE = /* GraphQL */ `
  mutation Update($id: Int!, $input: OrderHeaderInput!) {
    updateOrder(id: $id, input: $input) { po dateRequired scheduledShipDate rush tags department comments updatedAt }
  }
`;
const QUANTITIES = /* GraphQL */ `
  mutation Quantities($id: Int!, $sizes: [OrderSizeQuantityInput!]!) {
    updateOrderQuantities(id: $id, sizes: $sizes) { totals { itemsCents chargesCents totalCents units } items { sizes { id quantity qtyC qtyU } } }
  }
`;

interface Header {
  po: string | null;
  dateRequired: string | null;
  scheduledShipDate: string | null;
  rush: boolean;
  tags: string[];
  department: string | null;
  comments: string | null;
}
const valid = (o: typeof orders.$inferSelect): Header => ({
  po: o.po,
  dateRequired: '2026-03-20',
  scheduledShipDate: '2026-03-10',
  rush: o.rush,
  tags: o.tags,
  department: o.department,
  comments: null,
});

async function update(id: number, input: Header, who: Who) {
  return w.gql<{ updateOrder: Header & { updatedAt: string } }>(UPDATE, { id, input }, who);
}

describe('updateOrder: header fields', () => {
  test('saves PO, dates, tags, department and comments, and keeps the list search text in step', async () => {
    const o = await w.orderWhere(ofRep(S.AwaitingArt));
    w.t.clock.advance(1_000);
    const { data, errors } = await update(
      o.id,
      { ...valid(o), po: '  NEW-PO-77  ', tags: ['Golf', 'Golf', 'Staff'], department: 'Golf', comments: 'Ship with the hats.' },
      'csr',
    );
    assert.equal(errors, undefined);
    const saved = data!.updateOrder;
    assert.equal(saved.po, 'NEW-PO-77');
    assert.deepEqual(saved.tags, ['Golf', 'Staff']);
    assert.equal(saved.comments, 'Ship with the hats.');
    assert.equal(saved.scheduledShipDate, '2026-03-10');
    assert.equal(saved.updatedAt, w.t.clock.now().toISOString());
    // The calendar day is kept as an instant inside that day in Toronto.
    assert.equal(new Date(saved.dateRequired!).toLocaleDateString('en-CA', { timeZone: 'America/Toronto' }), '2026-03-20');
    const row = await w.orderById(o.id);
    assert.match(row.searchText, /new-po-77/);
    // Clearing the comments removes them.
    await update(o.id, { ...valid(o), comments: '' }, 'csr');
    assert.equal((await db().select().from(orderComments).where(eq(orderComments.orderId, o.id))).length, 0);
  });

  const cases: [string, Partial<Header>, string][] = [
    ['a PO over 30 characters', { po: 'x'.repeat(31) }, messages.poTooLong],
    ['no date required', { dateRequired: null }, ORDER_EDIT_MESSAGES.dateRequiredMissing],
    ['an empty date required', { dateRequired: '' }, ORDER_EDIT_MESSAGES.dateRequiredMissing],
    ['a date that does not exist', { dateRequired: '2026-02-30' }, ORDER_EDIT_MESSAGES.dateInvalid],
    [
      'a date required before the ship date',
      { dateRequired: '2026-03-01', scheduledShipDate: '2026-03-10' },
      ORDER_EDIT_MESSAGES.dateRequiredBeforeShip,
    ],
    ['eleven tags', { tags: Array.from({ length: 11 }, (_, i) => `T${i}`) }, ORDER_EDIT_MESSAGES.tooManyTags],
    ['a tag over 30 characters', { tags: ['y'.repeat(31)] }, ORDER_EDIT_MESSAGES.tagTooLong],
    ['a department over 50 characters', { department: 'd'.repeat(51) }, ORDER_EDIT_MESSAGES.departmentTooLong],
    ['comments over 2000 characters', { comments: 'c'.repeat(2001) }, ORDER_EDIT_MESSAGES.commentsTooLong],
  ];
  for (const [what, change, message] of cases) {
    test(`refuses ${what} with "${message}" and changes nothing`, async () => {
      const o = await w.orderWhere(ofRep(S.Saved));
      const { errors } = await update(o.id, { ...valid(o), ...change }, 'csr');
      assert.equal(errors?.[0].extensions?.code, 'BAD_USER_INPUT');
      assert.equal(errors?.[0].message, message);
      assert.deepEqual(await w.orderById(o.id), o);
    });
  }

  test("the rep edits their own order but not its rush flag, nor another rep's order", async () => {
    const own = await w.orderWhere(ofRep(S.Saved));
    const ok = await update(own.id, { ...valid(own), po: 'REP-EDIT' }, 'rep');
    assert.equal(ok.errors, undefined);
    const rush = await update(own.id, { ...valid(own), po: 'REP-RUSH', rush: !own.rush }, 'rep');
    assert.equal(rush.errors?.[0].extensions?.code, 'FORBIDDEN');
    assert.equal(rush.errors?.[0].message, messages.rushForbidden);
    assert.equal((await w.orderById(own.id)).po, 'REP-EDIT');
    const other = await w.orderWhere(notOfRep(S.Saved));
    const refused = await update(other.id, valid(other), 'rep');
    assert.equal(refused.errors?.[0].extensions?.code, 'FORBIDDEN');
    const managerRush = await update(own.id, { ...valid(own), rush: !own.rush }, 'manager');
    assert.equal(managerRush.errors, undefined, 'approve may change rush');
  });

  test('viewers and artists may not edit; shipped orders are locked (409)', async () => {
    const o = await w.orderWhere(ofRep(S.Saved));
    for (const who of ['viewer', 'artist'] as const) {
      const { errors } = await update(o.id, valid(o), who);
      assert.equal(errors?.[0].extensions?.code, 'FORBIDDEN', who);
    }
    const shipped = await w.orderWhere(eq(orders.status, S.Shipped));
    const { errors } = await update(shipped.id, valid(shipped), 'csr');
    assert.equal(errors?.[0].extensions?.code, 'CONFLICT');
    assert.equal(errors?.[0].message, fill(ORDER_EDIT_MESSAGES.headerLocked, { number: shipped.number, status: 'Shipped' }));
  });

  test("a collection's PO is its name: clearing it is refused as on POST /api/order/:id/po, and the name stays", async () => {
    const collection = await w.orderWhere(sql`${orders.orderType} = '220' and ${orders.status} < 4`);
    const { errors } = await update(collection.id, { ...valid(collection), po: '   ' }, 'csr');
    assert.equal(errors?.[0].extensions?.code, 'BAD_USER_INPUT');
    assert.equal(errors?.[0].message, messages.collectionNameRequired);
    assert.equal((await w.orderById(collection.id)).po, collection.po);
  });
});

describe('updateOrderQuantities', () => {
  test('changes C and U of a size and recomputes the totals (the stored total too)', async () => {
    const o = await w.orderWhere(ofRep(S.AwaitingArt));
    const [size] = await db().select().from(orderItemSizes).where(eq(orderItemSizes.orderId, o.id)).limit(1);
    const { data, errors } = await w.gql<{
      updateOrderQuantities: {
        totals: { itemsCents: number; chargesCents: number; totalCents: number; units: number };
        items: { sizes: { id: number; quantity: number; qtyC: number; qtyU: number }[] }[];
      };
    }>(QUANTITIES, { id: o.id, sizes: [{ sizeId: size.id, qtyC: size.qtyC + 5, qtyU: size.qtyU + 1 }] }, 'csr');
    assert.equal(errors, undefined);
    const changed = data!.updateOrderQuantities.items.flatMap((i) => i.sizes).find((s) => s.id === size.id)!;
    assert.deepEqual(changed, { id: size.id, quantity: size.quantity + 6, qtyC: size.qtyC + 5, qtyU: size.qtyU + 1 });
    const totals = data!.updateOrderQuantities.totals;
    assert.equal(totals.totalCents, totals.itemsCents + totals.chargesCents);
    assert.ok(totals.totalCents > o.totalCents);
    assert.equal((await w.orderById(o.id)).totalCents, totals.totalCents);
  });

  test('refuses a quantity below what shipped, an emptied item, a size of another order, and a locked order', async () => {
    const partly = await w.orderWhere(
      and(
        eq(orders.status, S.Approved),
        sql`exists (select 1 from order_item_sizes s where s.order_id = ${orders.id} and s.shipped_c > 0)`,
      )!,
    );
    const [shippedSize] = await db()
      .select()
      .from(orderItemSizes)
      .where(and(eq(orderItemSizes.orderId, partly.id), gt(orderItemSizes.shippedC, 0))!)
      .limit(1);
    const locked = await w.gql(QUANTITIES, { id: partly.id, sizes: [{ sizeId: shippedSize.id, qtyC: 0, qtyU: 0 }] }, 'manager');
    assert.equal(locked.errors?.[0].extensions?.code, 'CONFLICT', 'approved orders keep their quantities');

    await db().update(orders).set({ status: S.ManagersApproval }).where(eq(orders.id, partly.id));
    const below = await w.gql(
      QUANTITIES,
      { id: partly.id, sizes: [{ sizeId: shippedSize.id, qtyC: shippedSize.shippedC - 1, qtyU: shippedSize.qtyU }] },
      'manager',
    );
    assert.equal(below.errors?.[0].extensions?.code, 'BAD_USER_INPUT');
    assert.match(below.errors![0].message, /^A quantity cannot be lower than what was already shipped \(/);

    const o = await w.orderWhere(ofRep(S.Saved));
    const sizes = await db().select().from(orderItemSizes).where(eq(orderItemSizes.orderId, o.id));
    const firstItem = sizes.filter((s) => s.itemId === sizes[0].itemId);
    const emptied = await w.gql(QUANTITIES, { id: o.id, sizes: firstItem.map((s) => ({ sizeId: s.id, qtyC: 0, qtyU: 0 })) }, 'csr');
    assert.equal(emptied.errors?.[0].message, ORDER_EDIT_MESSAGES.itemEmpty);
    const foreign = await w.gql(QUANTITIES, { id: o.id, sizes: [{ sizeId: shippedSize.id, qtyC: 1, qtyU: 1 }] }, 'csr');
    assert.equal(foreign.errors?.[0].message, ORDER_EDIT_MESSAGES.unknownSize);
    const negative = await w.gql(QUANTITIES, { id: o.id, sizes: [{ sizeId: sizes[0].id, qtyC: -1, qtyU: 1 }] }, 'csr');
    assert.equal(negative.errors?.[0].message, ORDER_EDIT_MESSAGES.quantityInvalid);
    assert.deepEqual(await db().select().from(orderItemSizes).where(eq(orderItemSizes.orderId, o.id)), sizes, 'nothing changed');
  });
});
