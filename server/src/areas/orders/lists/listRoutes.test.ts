import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { API_MESSAGES, fill, messages, ORDER_COUNTERS, ORDER_STATUS } from '@portal/shared/core';
import { outbox } from '../../../db/tables/platform';
import { orderItems, orderItemSizes, orders, orderStatusHistory, savedFilters } from '../../../db/tables/orders/model';
import { createListsWorld, ORDERS_QUERY, type ListsWorld, type OrderRow } from './listsTestKit';

let w: ListsWorld;
before(async () => {
  w = await createListsWorld();
});
after(() => w.t.close());

const db = () => w.t.database.db;
const count = async (where: ReturnType<typeof sql>) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(orders).where(where))[0].n;
async function anOrder(where: ReturnType<typeof sql>) {
  const [row] = await db().select().from(orders).where(where).orderBy(orders.id).limit(1);
  assert.ok(row, `a seeded order matches ${where}`);
  return row;
}

describe('GET /api/orders/total', () => {
  test('answers the requested counters, each the size of its list', async () => {
    const response = await w.get('csr', '/api/orders/total?values=total&values=saved&values=awaitingApproval&values=shipped&values=bogus');
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), ['awaitingApproval', 'saved', 'shipped', 'total']);
    assert.equal(body.total, await count(sql`true`));
    assert.equal(body.saved, await count(sql`${orders.status} = 0 and not ${orders.onHold}`));
    assert.equal(body.awaitingApproval, await count(sql`${orders.status} = 5 and ${orders.subStatus} = 4 and not ${orders.onHold}`));
    assert.equal(body.shipped, await count(sql`${orders.status} between 6 and 99`));
  });

  test('without values: every counter; a rep counts only their own orders', async () => {
    const body = (await w.get('rep', '/api/orders/total')).json();
    assert.deepEqual(Object.keys(body).sort(), [...ORDER_COUNTERS].sort());
    assert.equal(body.total, await count(sql`${orders.repCode} = '101'`));
    assert.equal(body.parked, await count(sql`${orders.repCode} = '101' and ${orders.onHold}`));
  });

  test('403 without order access, 401 without a session', async () => {
    assert.equal((await w.get('viewer', '/api/orders/total')).statusCode, 403);
    assert.equal((await w.get(null, '/api/orders/total')).statusCode, 401);
  });
});

describe('saved filters', () => {
  test('POST /api/filters answers the full list with counts', async () => {
    const first = await w.post('csr', '/api/filters', { name: '  Golf saved  ', link: '/saved?department=Golf' });
    assert.equal(first.statusCode, 200);
    const second = await w.post('csr', '/api/filters', { name: 'History by number', link: '/order_history?orderBy=number&order=asc' });
    const list = second.json() as { id: number; name: string; link: string; count: number }[];
    assert.deepEqual(
      list.map((f) => f.name),
      ['Golf saved', 'History by number'],
    );
    assert.equal(list[0].count, await count(sql`${orders.status} = 0 and not ${orders.onHold} and ${orders.department} = 'Golf'`));
    assert.equal(list[1].count, await count(sql`${orders.status} between 6 and 99`));
    assert.deepEqual((await w.get('csr', '/api/filters')).json(), list);
    assert.deepEqual((await w.get('manager', '/api/filters')).json(), [], 'each user has their own');
  });

  test("an empty name is 400 'Filter name cannot be empty'; over 50 characters is refused", async () => {
    for (const name of ['', '   ', undefined]) {
      const response = await w.post('csr', '/api/filters', { name, link: '/saved' });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { message: messages.filterNameRequired });
    }
    const long = await w.post('csr', '/api/filters', { name: 'x'.repeat(51), link: '/saved' });
    assert.equal(long.statusCode, 400);
    assert.equal(long.json().message, messages.filterNameTooLong);
    assert.equal((await w.post('csr', '/api/filters', { name: 'x'.repeat(50), link: '/saved' })).statusCode, 200);
    const notAList = await w.post('csr', '/api/filters', { name: 'Elsewhere', link: 'https://evil.example/saved' });
    assert.equal(notAList.statusCode, 400);
    assert.equal(notAList.json().message, messages.filterLinkInvalid);
  });

  test('a link the user may not use counts 0; deleting removes only their own', async () => {
    const list = (await w.post('rep', '/api/filters', { name: 'Departments', link: '/orders?department=Golf' })).json();
    assert.equal(list.at(-1).count, 0, 'the Department filter is for privileged users');
    const [mine] = await db().select().from(savedFilters).where(eq(savedFilters.name, 'Departments'));
    assert.equal((await w.post('csr', `/api/filters/${mine.id}/delete`)).statusCode, 404);
    const after = await w.post('rep', `/api/filters/${mine.id}/delete`);
    assert.equal(after.statusCode, 200);
    assert.ok(!after.json().some((f: { id: number }) => f.id === mine.id));
  });

  test("renaming keeps the link, refuses an empty or long name with the spec's text, and touches only their own", async () => {
    const list = (await w.post('rep', '/api/filters', { name: 'To rename', link: '/saved?order=asc' })).json();
    const mine = list.at(-1) as { id: number; link: string; count: number };
    assert.equal((await w.post('csr', `/api/filters/${mine.id}/rename`, { name: 'Taken over' })).statusCode, 404);
    for (const name of ['', '   ', undefined]) {
      const refused = await w.post('rep', `/api/filters/${mine.id}/rename`, { name });
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json(), { message: messages.filterNameRequired });
    }
    assert.equal(
      (await w.post('rep', `/api/filters/${mine.id}/rename`, { name: 'y'.repeat(51) })).json().message,
      messages.filterNameTooLong,
    );
    const [unchanged] = await db().select().from(savedFilters).where(eq(savedFilters.id, mine.id));
    assert.equal(unchanged.name, 'To rename', 'a refused rename changes nothing');

    const renamed = await w.post('rep', `/api/filters/${mine.id}/rename`, { name: '  Saved, oldest first ' });
    assert.equal(renamed.statusCode, 200);
    assert.deepEqual(renamed.json().at(-1), { ...mine, name: 'Saved, oldest first' });
  });
});

describe('POST /api/order/:id/delete', () => {
  test("a user who may not delete gets 403 with the spec's text, even for an unknown id", async () => {
    for (const id of ['1', '999999999', 'abc']) {
      const response = await w.post('viewer', `/api/order/${id}/delete`, {});
      assert.equal(response.statusCode, 403, id);
      assert.deepEqual(response.json(), { message: messages.orderDeleteForbidden });
    }
    const artist = await w.post('artist', '/api/order/1/delete', {});
    assert.equal(artist.statusCode, 403);
  });

  test('404 for an order that does not exist or that the user cannot see', async () => {
    assert.equal((await w.post('csr', '/api/order/999999999/delete', {})).statusCode, 404);
    const other = await anOrder(sql`${orders.repCode} not in ('101', '102') and ${orders.status} = 0`);
    const response = await w.post('rep', `/api/order/${other.id}/delete`, {});
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: messages.orderNotFound });
  });

  test("a rep may delete their own early order, not a managed rep's order", async () => {
    const own = await anOrder(sql`${orders.repCode} = '101' and ${orders.status} = 0`);
    const response = await w.post('rep', `/api/order/${own.id}/delete`, { status: 0, comment: 'Customer changed their mind' });
    assert.equal(response.statusCode, 200);
    const [after] = await db().select().from(orders).where(eq(orders.id, own.id));
    assert.equal(after.status, ORDER_STATUS.Cancelled);
    const [history] = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, own.id))
      .orderBy(desc(orderStatusHistory.id))
      .limit(1);
    assert.equal(history.comment, 'Deleted: Customer changed their mind');
    assert.equal(history.fromStatus, 0);
    const managed = await anOrder(sql`${orders.repCode} = '102' and ${orders.status} = 0`);
    const refused = await w.post('rep', `/api/order/${managed.id}/delete`, {});
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), { message: messages.orderDeleteForbidden });
  });

  test('takes no body at all as no status and no comment', async () => {
    const own = await anOrder(sql`${orders.repCode} = '101' and ${orders.status} = 0`);
    const response = await w.t.app.inject({ method: 'POST', url: `/api/order/${own.id}/delete`, headers: { cookie: w.cookie.rep } });
    assert.deepEqual([response.statusCode, response.json()], [200, { id: own.id, status: ORDER_STATUS.Cancelled }]);
    const [history] = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, own.id))
      .orderBy(desc(orderStatusHistory.id))
      .limit(1);
    assert.equal(history.comment, 'Deleted from the order list.');
  });

  test('409 past Art Requested, and when the order changed since the list showed it', async () => {
    const late = await anOrder(sql`${orders.status} = 3`);
    const tooLate = await w.post('csr', `/api/order/${late.id}/delete`, {});
    assert.equal(tooLate.statusCode, 409);
    assert.deepEqual(tooLate.json(), { message: fill(messages.orderDeleteTooLate, { number: late.number }) });
    const early = await anOrder(sql`${orders.status} = 1`);
    const stale = await w.post('csr', `/api/order/${early.id}/delete`, { status: 0 });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().message, fill(messages.orderChanged, { number: early.number }));
    const [unchanged] = await db().select().from(orders).where(eq(orders.id, early.id));
    assert.equal(unchanged.status, 1);
  });
});

describe('re-send e-mail', () => {
  test('both variants write to the outbox, to every address', async () => {
    const order = await anOrder(sql`${orders.status} = 6`);
    const detailed = await w.post('csr', '/api/resendEmail', { orderId: order.id, discounts: true, user: 'a@example.com, b@example.org' });
    assert.equal(detailed.statusCode, 200);
    assert.deepEqual(detailed.json(), { sent: ['a@example.com', 'b@example.org'] });
    const [mail] = await db().select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    assert.deepEqual(mail.to, ['a@example.com', 'b@example.org']);
    assert.match(mail.subject, new RegExp(`Order #${order.number}`));
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id)).limit(1);
    assert.ok(mail.bodyText.includes(item.styleCode), 'details list the items');
    const short = await w.post('csr', '/api/resendEmail/noDetails', { orderId: order.id, user: 'c@example.com' });
    assert.equal(short.statusCode, 200);
    const [brief] = await db().select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    assert.deepEqual(brief.to, ['c@example.com']);
    assert.ok(!brief.bodyText.includes(item.styleCode), 'no item details');
  });

  test("an invalid address is 400 'Please enter a valid email.'; nothing is queued", async () => {
    const order = await anOrder(sql`true`);
    const before = (await db().select({ n: sql<number>`count(*)::int` }).from(outbox))[0].n;
    const response = await w.post('csr', '/api/resendEmail', { orderId: order.id, user: 'good@example.com, not-an-email' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: messages.invalidEmail });
    const empty = await w.post('csr', '/api/resendEmail', { orderId: order.id, user: ' ' });
    assert.equal(empty.json().message, messages.emailRequired);
    assert.equal((await db().select({ n: sql<number>`count(*)::int` }).from(outbox))[0].n, before);
  });
});

describe('re-send e-mail by a customer account', () => {
  test('goes to its own address only: any other is 403 and nothing is queued', async () => {
    const order = await anOrder(
      sql`${orders.customerNumb} in (select customer_numb from user_customers uc join users u on u.id = uc.user_id where u.email = 'customer@demo.local')`,
    );
    const before = (await db().select({ n: sql<number>`count(*)::int` }).from(outbox))[0].n;
    const other = await w.post('customer', '/api/resendEmail', { orderId: order.id, user: 'customer@demo.local, someone@example.com' });
    assert.equal(other.statusCode, 403);
    assert.deepEqual(other.json(), { message: messages.resendOwnAddressOnly });
    assert.equal((await db().select({ n: sql<number>`count(*)::int` }).from(outbox))[0].n, before);
    const own = await w.post('customer', '/api/resendEmail/noDetails', { orderId: order.id, user: 'Customer@demo.local' });
    assert.equal(own.statusCode, 200);
    assert.deepEqual(own.json(), { sent: ['Customer@demo.local'] });
  });
});

describe('order type, event and rush', () => {
  test('GET orderTypes: regular orders choose among non-collection types', async () => {
    const order = await anOrder(sql`${orders.orderType} = '200' and ${orders.status} = 0`);
    const types = (await w.get('csr', `/api/order/${order.id}/orderTypes`)).json() as { type: string; name: string }[];
    assert.ok(types.some((t) => t.type === '200' && t.name === 'Regular'));
    assert.ok(!types.some((t) => t.type === '220' || t.type === '230'));
    const collection = await anOrder(sql`${orders.orderType} = '220'`);
    const collectionTypes = (await w.get('csr', `/api/order/${collection.id}/orderTypes`)).json() as { type: string }[];
    assert.deepEqual(collectionTypes.map((t) => t.type).sort(), ['220', '230']);
  });

  test('rush only with approve or orderEdit; type and event for the owner', async () => {
    const own = await anOrder(sql`${orders.repCode} = '101' and ${orders.status} = 1 and not ${orders.rush}`);
    const rush = await w.post('rep', `/api/order/${own.id}/orderType`, { type: own.orderType, event: own.event, rush: true });
    assert.equal(rush.statusCode, 403);
    assert.deepEqual(rush.json(), { message: messages.rushForbidden });
    const ok = await w.post('rep', `/api/order/${own.id}/orderType`, { type: '260', event: true, rush: false });
    assert.equal(ok.statusCode, 200);
    const [after] = await db().select().from(orders).where(eq(orders.id, own.id));
    assert.deepEqual([after.orderType, after.event, after.rush], ['260', true, false]);
    const staff = await w.post('csr', `/api/order/${own.id}/orderType`, { type: '260', event: true, rush: true });
    assert.equal(staff.statusCode, 200);
    const bad = await w.post('csr', `/api/order/${own.id}/orderType`, { type: '999', event: false, rush: false });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, messages.orderTypeInvalid);
  });

  test('409 once shipped', async () => {
    const shipped = await anOrder(sql`${orders.status} = 7`);
    const response = await w.post('csr', `/api/order/${shipped.id}/orderType`, {
      type: shipped.orderType,
      event: shipped.event,
      rush: shipped.rush,
    });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, fill(messages.orderLocked, { number: shipped.number, status: 'Shipped' }));
  });
});

describe('PO and collection name', () => {
  test('max 30 (400), saved and searchable; a collection needs a name', async () => {
    const order = await anOrder(sql`${orders.orderType} = '200' and ${orders.status} = 2`);
    const long = await w.post('csr', `/api/order/${order.id}/po`, { po: 'x'.repeat(31) });
    assert.equal(long.statusCode, 400);
    assert.deepEqual(long.json(), { message: messages.poTooLong });
    const ok = await w.post('csr', `/api/order/${order.id}/po`, { po: 'ZEBRA-PO-77' });
    assert.equal(ok.statusCode, 200);
    const found = await w.gql<{ orders: OrderRow[] }>('csr', ORDERS_QUERY, { from: 'orders', search: 'zebra-po', searchCol: 'all' });
    assert.deepEqual(
      found.data!.orders.map((o) => o.id),
      [order.id],
    );
    const collection = await anOrder(sql`${orders.orderType} = '220' and ${orders.status} < 6`);
    const blank = await w.post('csr', `/api/order/${collection.id}/po`, { po: '  ' });
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().message, messages.collectionNameRequired);
  });
});

describe('combine collections', () => {
  async function twoCollections() {
    const result = (await db().execute(sql`
      select customer_numb from orders where order_type = '220' and status < 6
      group by customer_numb having count(*) >= 2 order by customer_numb limit 1`)) as unknown as { rows: { customer_numb: string }[] };
    if (result.rows.length) {
      return db()
        .select()
        .from(orders)
        .where(and(eq(orders.customerNumb, result.rows[0].customer_numb), eq(orders.orderType, '220'), sql`${orders.status} < 6`))
        .limit(2);
    }
    // Make a second collection of one customer by moving another one to it.
    const [a, b] = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.orderType, '220'), sql`${orders.status} < 6`))
      .limit(2);
    await db().update(orders).set({ customerNumb: a.customerNumb }).where(eq(orders.id, b.id));
    return db()
      .select()
      .from(orders)
      .where(inArray(orders.id, [a.id, b.id]));
  }

  test('validation: two or more, a name, end not before start', async () => {
    const one = await w.post('csr', '/api/licenseCollection/combine', { collections: [1], name: 'X', start: '2026-01-01' });
    assert.equal(one.json().message, messages.combineTwoRequired);
    const blank = await w.post('csr', '/api/licenseCollection/combine', { collections: [1, 2], name: ' ', start: '2026-01-01' });
    assert.equal(blank.json().message, messages.collectionNameRequired);
    const backwards = await w.post('csr', '/api/licenseCollection/combine', {
      collections: [1, 2],
      name: 'X',
      start: '2026-02-01',
      end: '2026-01-01',
    });
    assert.equal(backwards.statusCode, 400);
    assert.equal(backwards.json().message, messages.endDateBeforeStart);
  });

  test('with no start, the end is checked against the earliest source’s start: before it is refused and nothing changes', async () => {
    const sources = await twoCollections();
    const ids = sources.map((s) => s.id);
    await db().update(orders).set({ collectionStart: '2026-05-01' }).where(inArray(orders.id, ids));
    const before = await db().select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, ids));
    const refused = await w.post('csr', '/api/licenseCollection/combine', { collections: ids, name: 'Too early', end: '2026-04-30' });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().message, messages.endDateBeforeStart);
    assert.deepEqual(await db().select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, ids)), before);
    assert.equal((await db().select().from(orders).where(eq(orders.po, 'Too early'))).length, 0);
  });

  test("creates a collection holding the sources' items; the sources become Cancelled", async () => {
    const sources = await twoCollections();
    const ids = sources.map((s) => s.id);
    const sourceItems = await db().select().from(orderItems).where(inArray(orderItems.orderId, ids));
    const sourceUnits = (
      await db().select({ n: sql<number>`sum(quantity)::int` }).from(orderItemSizes).where(inArray(orderItemSizes.orderId, ids))
    )[0].n;
    const response = await w.post('csr', '/api/licenseCollection/combine', {
      collections: ids,
      name: 'NHL Combined 2026',
      start: '2026-03-01',
      end: '2026-06-30',
    });
    assert.equal(response.statusCode, 200);
    const { id, name } = response.json();
    assert.equal(name, 'NHL Combined 2026');
    const [created] = await db().select().from(orders).where(eq(orders.id, id));
    assert.deepEqual(
      [created.orderType, created.status, created.po, created.customerNumb, created.collectionStart, created.collectionEnd],
      ['220', 0, 'NHL Combined 2026', sources[0].customerNumb, '2026-03-01', '2026-06-30'],
    );
    assert.equal(created.itemCount, sourceItems.length);
    const units = (await db().select({ n: sql<number>`sum(quantity)::int` }).from(orderItemSizes).where(eq(orderItemSizes.orderId, id)))[0]
      .n;
    assert.equal(units, sourceUnits);
    const after = await db().select().from(orders).where(inArray(orders.id, ids));
    assert.ok(after.every((s) => s.status === ORDER_STATUS.Cancelled));
    const notes = await db()
      .select()
      .from(orderStatusHistory)
      .where(and(inArray(orderStatusHistory.orderId, ids), eq(orderStatusHistory.toStatus, 99)));
    assert.ok(notes.every((n) => n.comment === `Combined into collection #${created.number} (NHL Combined 2026).`));
  });

  test('409 for orders that are not open collections of one customer; 403 without the flags', async () => {
    const regular = await db().select().from(orders).where(eq(orders.orderType, '200')).limit(2);
    const response = await w.post('csr', '/api/licenseCollection/combine', {
      collections: regular.map((o) => o.id),
      name: 'No',
      start: '2026-01-01',
    });
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), { message: messages.combineNotCollections });
    const refused = await w.post('manager', '/api/licenseCollection/combine', {
      collections: regular.map((o) => o.id),
      name: 'No',
      start: '2026-01-01',
    });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, API_MESSAGES.forbidden);
  });
});

describe('regenerate images', () => {
  test('sets the image type and renders each item image in that look', async () => {
    const [collection] = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.orderType, '220'), sql`${orders.status} < 6`))
      .limit(1);
    const response = await w.post('csr', '/api/regenImages/license', { collections: [{ id: collection.id, imageType: 'V' }] });
    assert.equal(response.statusCode, 200);
    const [after] = await db().select().from(orders).where(eq(orders.id, collection.id));
    assert.equal(after.imageType, 'V');
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, collection.id));
    assert.ok(items.length > 0 && items.every((i) => i.imageKey.endsWith('_V.png')));
    const image = await w.get(null, `/Images/Products/${items[0].imageKey}`);
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');
    assert.ok(image.rawPayload.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])));
    const bad = await w.post('csr', '/api/regenImages/license', { collections: [{ id: collection.id, imageType: 'X' }] });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, messages.imageTypeInvalid);
  });
});

describe('GET /Images/Products/:file', () => {
  test('a PNG per style and colour, cached for a year; 404 for other names', async () => {
    const first = await w.get(null, '/Images/Products/G500_RED.png');
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['cache-control'], 'public, max-age=31536000, immutable');
    const again = await w.get(null, '/Images/Products/G500_RED.png');
    assert.ok(again.rawPayload.equals(first.rawPayload), 'served from the store');
    const navy = await w.get(null, '/Images/Products/G500_NAV.png');
    assert.ok(!navy.rawPayload.equals(first.rawPayload), 'the colour changes the picture');
    for (const name of ['NOPE_RED.png', 'G500_RED.jpg', '..%2Fsecret.png']) {
      assert.equal((await w.get(null, `/Images/Products/${name}`)).statusCode, 404, name);
    }
  });
});

describe('counters after writes', () => {
  test('every counter still equals a direct count once orders were deleted, combined and retyped', async () => {
    const body = (await w.get('admin', '/api/orders/total')).json();
    assert.equal(body.total, await count(sql`true`));
    assert.equal(body.saved, await count(sql`${orders.status} = 0 and not ${orders.onHold}`));
    assert.equal(body.awaiting, await count(sql`${orders.status} between 0 and 2 and not ${orders.onHold}`));
    assert.equal(
      body.sellsheet,
      await count(sql`${orders.status} between 0 and 5 and ${orders.orderType} = '210' and not ${orders.onHold}`),
    );
    assert.equal(body.customerApproved, await count(sql`${orders.status} = 5 and ${orders.subStatus} = 1 and not ${orders.onHold}`));
    assert.equal(body.shipped, await count(sql`${orders.status} between 6 and 99`));
    const rep = (await w.get('rep', '/api/orders/total?values=total&values=parked')).json();
    assert.equal(rep.total, await count(sql`${orders.repCode} = '101'`));
    assert.equal(rep.parked, await count(sql`${orders.repCode} = '101' and ${orders.onHold}`));
    const customer = (await w.get('customer', '/api/orders/total?values=total')).json();
    const linked = (await db().execute(
      sql`select count(*)::int n from orders where customer_numb in (select customer_numb from user_customers uc join users u on u.id = uc.user_id where u.email = 'customer@demo.local')`,
    )) as unknown as { rows: { n: number }[] };
    assert.equal(customer.total, linked.rows[0].n);
  });
});
