import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { and, asc, eq, sql } from 'drizzle-orm';
import { EVENT_MESSAGES, EVENT_ORDER_STATUS, EVENT_STATUS, fill, markupPercentOf, priceRateOf } from '@portal/shared/core';
import { changesMadeBy } from '../../../../test/dbChanges';
import { createTestApp, gqlAs, type TestApp } from '../../../../test/harness';
import { readOrderContents } from '../../orders';
import { outbox } from '../../../db/tables/platform';
import { customEventOrders, customEvents, customEventStockHolds } from '../../../db/tables/events-fpa';

// Custom events on the server (spec 002 §2-§9 "Custom events"): who may look and who may change
// (customEvents / customEventEdit), the three lists in SQL (status sets, 50 a page, end ascending,
// search by column), the detail, and every write: toggle, close (stock holds), cancel (orders,
// e-mails through the outbox), production order (a real order of the orders area), cancel one
// store order, resend its e-mail, edit; refused writes change nothing; the .xlsx report.

let t: TestApp;
const csr = 'csr@demo.local';
const events = 'events@demo.local';
const viewer = 'viewer@demo.local';
before(async () => {
  t = await createTestApp();
});
after(() => t.close());
const db = () => t.database.db;

const call = gqlAs(() => t);
const gql = (query: string, variables: Record<string, unknown> = {}, as = csr) => call(as, query, variables);
const LIST =
  'query($listType: String, $orderBy: String, $order: String, $search: String, $searchCol: String, $page: Int) { customEvents(listType: $listType, orderBy: $orderBy, order: $order, search: $search, searchCol: $searchCol, page: $page) { id name end status { code } totals { orders items } } }';
const EVENT =
  'query($id: Int, $all: Boolean) { customEvent(id: $id) { id name handle status { code description } priceRate totals { orders items } productionOrder productionOrderNumber productionOrders { id numb status } categories { id name } customOptions { id name requiredIfId } addresses { id label address1 } orders(showCancelled: $all) { numb token status statusDesc productionOrder { id numb } } } }';
const byName = async (name: string) => (await db().select().from(customEvents).where(eq(customEvents.name, name)))[0];
async function refused(query: string, variables: Record<string, unknown>, message: string, as = csr) {
  const call = await changesMadeBy(db(), () => gql(query, variables, as));
  assert.equal(call.result.error?.message, message);
  assert.deepEqual(call.committed, [], await call.describe());
}

describe('who (spec 002 §6; ours: eventManager or orderEdit look, orderEdit changes)', () => {
  test('someone without either flag is refused the lists, the event and the report', async () => {
    assert.equal((await gql(LIST, {}, viewer)).error?.message, EVENT_MESSAGES.forbidden);
    const e = await byName('Maple Ridge Golf Classic');
    assert.equal((await gql(EVENT, { id: e.id }, viewer)).error?.message, EVENT_MESSAGES.forbidden);
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/event/report',
      headers: { cookie: await call.cookie(viewer) },
      payload: { eventId: e.id },
    });
    assert.equal(report.statusCode, 403);
  });
  test('an eventManager sees the events but every change is refused with nothing changed', async () => {
    assert.ok((await gql(LIST, {}, events)).data.customEvents.length > 0);
    const e = await byName('Maple Ridge Golf Classic');
    await refused('mutation($id: Int!) { toggleEvent(id: $id) { id } }', { id: e.id }, EVENT_MESSAGES.editForbidden, events);
    await refused('mutation($id: Int!) { closeEvent(id: $id) { id } }', { id: e.id }, EVENT_MESSAGES.editForbidden, events);
    await refused('mutation($id: Int!) { deleteCustomEvent(id: $id) { id } }', { id: e.id }, EVENT_MESSAGES.editForbidden, events);
    await refused(
      'mutation($id: Int!) { createCustomeEventProductionOrder(id: $id) { id } }',
      { id: e.id },
      EVENT_MESSAGES.editForbidden,
      events,
    );
    const [o] = await db().select().from(customEventOrders).where(eq(customEventOrders.eventId, e.id)).limit(1);
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/event/order/cancel',
      headers: { cookie: await call.cookie(events) },
      payload: { eventId: e.id, orderNumb: o.numb, token: o.token },
    });
    assert.equal(cancel.statusCode, 403);
  });
});

describe('lists (spec 002 §2, §9)', () => {
  test('open, history and cancelled hold statuses 1-2, 3 and 99; end ascending by default', async () => {
    const open = (await gql(LIST, { listType: 'open' })).data.customEvents;
    assert.ok(open.length > 0 && open.every((e: any) => [1, 2].includes(e.status.code)));
    const ends = open.map((e: any) => Date.parse(e.end));
    assert.deepEqual(
      ends,
      [...ends].sort((a, b) => a - b),
    );
    const history = (await gql(LIST, { listType: 'history' })).data.customEvents;
    assert.ok(history.length > 0 && history.every((e: any) => e.status.code === 3));
    const cancelled = (await gql(LIST, { listType: 'cancelled' })).data.customEvents;
    assert.ok(cancelled.length > 0 && cancelled.every((e: any) => e.status.code === 99));
  });
  test('search defaults to the name column; other columns and sort orders; 50 a page', async () => {
    const found = (await gql(LIST, { listType: 'open', search: 'golf' })).data.customEvents;
    assert.deepEqual(
      found.map((e: any) => e.name),
      ['Maple Ridge Golf Classic'],
    );
    const e = await byName('Maple Ridge Golf Classic');
    assert.deepEqual(
      (await gql(LIST, { search: String(e.id), searchCol: 'id' })).data.customEvents.map((x: any) => x.id),
      [e.id],
    );
    assert.deepEqual(
      (await gql(LIST, { search: 'maple-ridge', searchCol: 'handle' })).data.customEvents.map((x: any) => x.id),
      [e.id],
    );
    const names = (await gql(LIST, { orderBy: 'name', order: 'desc' })).data.customEvents.map((x: any) => x.name);
    assert.deepEqual(
      names,
      [...names].sort((a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)),
    );
    // 60 more open events: page 1 has 50, page 2 the rest.
    const [base] = await db().select().from(customEvents).limit(1);
    await db()
      .insert(customEvents)
      .values(
        Array.from({ length: 60 }, (_, i) => ({ ...base, id: undefined, handle: `bulk-${i}`, name: `Bulk ${i}`, status: 1 })) as never,
      );
    const p1 = (await gql(LIST, { page: 1 })).data.customEvents;
    const p2 = (await gql(LIST, { page: 2 })).data.customEvents;
    assert.equal(p1.length, 50);
    assert.ok(p2.length > 0 && p2.every((x: any) => !p1.some((y: any) => y.id === x.id)));
    await db().delete(customEvents).where(sql`${customEvents.handle} like 'bulk-%'`);
  });
  test('totals count orders that are not cancelled', async () => {
    const e = await byName('Maple Ridge Golf Classic');
    const row = (await gql(LIST, { search: 'Maple Ridge' })).data.customEvents[0];
    const live = await db()
      .select()
      .from(customEventOrders)
      .where(and(eq(customEventOrders.eventId, e.id), sql`${customEventOrders.status} <> 99`));
    assert.equal(row.totals.orders, live.length);
    assert.equal(
      row.totals.items,
      live.reduce((n, o) => n + o.totalItems, 0),
    );
  });
});

describe('the event (spec 002 §2, §3)', () => {
  test('answers the event with its lists; cancelled orders only when asked; unknown is null', async () => {
    const e = await byName('Maple Ridge Golf Classic');
    const got = (await gql(EVENT, { id: e.id })).data.customEvent;
    assert.equal(got.name, 'Maple Ridge Golf Classic');
    assert.equal(got.categories.length, 2);
    assert.equal(got.customOptions[1].requiredIfId, got.customOptions[0].id);
    assert.ok(got.orders.every((o: any) => o.status !== 99));
    const all = (await gql(EVENT, { id: e.id, all: true })).data.customEvent.orders;
    assert.ok(all.some((o: any) => o.status === 99 && o.statusDesc === 'Cancelled'));
    assert.equal((await gql(EVENT, { id: 999999 })).data.customEvent, null);
  });
  test('markup percent and price rate (spec 002 §5)', () => {
    assert.equal(markupPercentOf(1.15), 15);
    assert.equal(markupPercentOf(1), 0);
    assert.equal(priceRateOf(25), 1.25);
    assert.equal(priceRateOf(markupPercentOf(1.1)), 1.1);
  });
});

describe('enable/disable, close, cancel (spec 002 §4)', () => {
  const TOGGLE = 'mutation($id: Int!) { toggleEvent(id: $id) { status { code description } } }';
  test('toggle goes 1 → 2 → 1; a closed event is refused', async () => {
    const e = await byName('Harbour City Marathon Store');
    assert.deepEqual((await gql(TOGGLE, { id: e.id })).data.toggleEvent.status, { code: 2, description: 'Disabled' });
    assert.deepEqual((await gql(TOGGLE, { id: e.id })).data.toggleEvent.status, { code: 1, description: 'Enabled' });
    const closed = await byName('Riverside Charity Run');
    await refused(TOGGLE, { id: closed.id }, EVENT_MESSAGES.toggleOnlyOpen);
    await refused(TOGGLE, { id: 999999 }, EVENT_MESSAGES.notFound);
  });
  test('close clears the stock holds and cannot be undone', async () => {
    const e = await byName('Harbour City Marathon Store');
    assert.ok((await db().select().from(customEventStockHolds).where(eq(customEventStockHolds.eventId, e.id))).length > 0);
    const closed = (await gql('mutation($id: Int!) { closeEvent(id: $id) { status { code } } }', { id: e.id })).data.closeEvent;
    assert.equal(closed.status.code, 3);
    assert.equal((await db().select().from(customEventStockHolds).where(eq(customEventStockHolds.eventId, e.id))).length, 0);
    await refused('mutation($id: Int!) { closeEvent(id: $id) { id } }', { id: e.id }, EVENT_MESSAGES.notOpen);
    await refused('mutation($id: Int!) { deleteCustomEvent(id: $id) { id } }', { id: e.id }, EVENT_MESSAGES.notOpen);
    await refused(TOGGLE, { id: e.id }, EVENT_MESSAGES.toggleOnlyOpen);
  });
  test('cancel cancels the placed orders, keeps those in production, and e-mails each customer once when asked', async () => {
    const e = await byName('Lakeshore Staff Apparel 2026');
    const before = await db().select().from(customEventOrders).where(eq(customEventOrders.eventId, e.id));
    const placed = before.filter((o) => o.status === EVENT_ORDER_STATUS.Placed);
    const inProduction = before.filter((o) => o.status === EVENT_ORDER_STATUS.InProduction);
    assert.ok(placed.length > 0 && inProduction.length > 0);
    const mailsBefore = (await db().select({ n: sql<number>`count(*)::int` }).from(outbox))[0].n;
    const got = (await gql('mutation($id: Int!) { deleteCustomEvent(id: $id, emailCustomers: true) { status { code } } }', { id: e.id }))
      .data.deleteCustomEvent;
    assert.equal(got.status.code, 99);
    const after = await db().select().from(customEventOrders).where(eq(customEventOrders.eventId, e.id));
    for (const o of placed) assert.equal(after.find((a) => a.id === o.id)!.status, 99);
    for (const o of inProduction) assert.equal(after.find((a) => a.id === o.id)!.status, 2);
    const mails = await db().select().from(outbox).orderBy(asc(outbox.id)).offset(mailsBefore);
    const emails = new Set(placed.map((o) => o.email!.toLowerCase()));
    assert.equal(mails.length, emails.size);
    assert.ok(mails.every((m) => m.subject.includes('Lakeshore Staff Apparel 2026')));
  });
  test('cancel without e-mails sends none', async () => {
    const e = await byName('Maple Ridge Golf Classic');
    const call = await changesMadeBy(db(), () =>
      gql('mutation($id: Int!) { deleteCustomEvent(id: $id) { status { code } } }', { id: e.id }),
    );
    assert.equal(call.result.data.deleteCustomEvent.status.code, 99);
    assert.ok(!(await call.describe()).includes('outbox'));
  });
});

describe('production order (spec 002 §4: only in status 2)', () => {
  const CREATE = 'mutation($id: Int!) { createCustomeEventProductionOrder(id: $id) { id numb } }';
  test('an enabled event is refused; a disabled one makes a real order of its placed store orders', async () => {
    const enabled = (await db().select().from(customEvents).where(eq(customEvents.status, EVENT_STATUS.Enabled)).limit(1))[0];
    await refused(CREATE, { id: enabled.id }, EVENT_MESSAGES.productionOnlyDisabled);
    const e = await byName('Northside Hockey Team Store');
    const placed = await db()
      .select()
      .from(customEventOrders)
      .where(and(eq(customEventOrders.eventId, e.id), eq(customEventOrders.status, 1)));
    const units = placed.reduce((n, o) => n + o.totalItems, 0);
    const created = (await gql(CREATE, { id: e.id })).data.createCustomeEventProductionOrder;
    const [{ order, sizes, items }] = await readOrderContents(db(), [created.id]);
    assert.equal(order.number, created.numb);
    assert.equal(order.orderType, '211');
    assert.equal(order.customerNumb, e.customerNumb);
    assert.equal(order.status, 0);
    assert.equal(
      sizes.reduce((n, s) => n + s.quantity, 0),
      units,
    );
    // The orders area's total: every size at its line's price.
    assert.equal(
      order.totalCents,
      sizes.reduce((n, s) => n + s.quantity * items.find((i) => i.id === s.itemId)!.finalPriceCents, 0),
    );
    assert.equal(order.itemCount, items.length);
    const got = (await gql(EVENT, { id: e.id })).data.customEvent;
    assert.equal(got.productionOrderNumber, created.numb);
    assert.ok(got.orders.every((o: any) => o.status === 2 && o.productionOrder.numb === created.numb));
    // Nothing new to produce: refused, nothing changes.
    await refused(CREATE, { id: e.id }, EVENT_MESSAGES.nothingToProduce);
    // The order is in the orders area's lists (its Saved list).
    const list = await gql('query($s: String) { orders(from: "saved", search: $s, searchCol: "order") { id } }', {
      s: String(created.numb),
    });
    assert.equal(list.error, null, list.error?.message);
    assert.ok(list.data.orders.some((o: any) => o.id === created.id));
  });
  test('the success message (spec 002 §8)', () =>
    assert.equal(fill('Production Order #{number} created successfully.', { number: 5 }), 'Production Order #5 created successfully.'));
});

describe('event orders (spec 002 §7)', () => {
  test('cancel one: needs the right token; in production or cancelled is refused', async () => {
    const e = await byName('Prairie Curling Bonspiel');
    const open = await byName('Northside Hockey Team Store');
    const [inProd] = await db()
      .select()
      .from(customEventOrders)
      .where(and(eq(customEventOrders.eventId, open.id), eq(customEventOrders.status, 2)))
      .limit(1);
    const post = async (payload: unknown, as = csr) =>
      t.app.inject({
        method: 'POST',
        url: '/api/event/order/cancel',
        headers: { cookie: await call.cookie(as) },
        payload: payload as object,
      });
    const wrong = await post({ eventId: open.id, orderNumb: inProd.numb, token: 'nope' });
    assert.equal(wrong.statusCode, 404);
    const prod = await post({ eventId: open.id, orderNumb: inProd.numb, token: inProd.token });
    assert.equal(prod.statusCode, 409);
    const [cancelled] = await db().select().from(customEventOrders).where(eq(customEventOrders.eventId, e.id)).limit(1);
    assert.equal(
      (await post({ eventId: e.id, orderNumb: cancelled.numb, token: cancelled.token })).json().message,
      EVENT_MESSAGES.orderAlreadyCancelled,
    );
    const [placed] = await db()
      .select()
      .from(customEventOrders)
      .innerJoin(customEvents, eq(customEvents.id, customEventOrders.eventId))
      .where(and(eq(customEventOrders.status, 1), eq(customEvents.status, 1)))
      .limit(1);
    const ok = await post({
      eventId: placed.custom_events.id,
      orderNumb: placed.custom_event_orders.numb,
      token: placed.custom_event_orders.token,
    });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().status, 99);
  });
  test('resend queues the e-mail to the order address; a wrong token changes nothing', async () => {
    const [o] = await db().select().from(customEventOrders).limit(1);
    const before = (await db().select({ n: sql<number>`count(*)::int` }).from(outbox))[0].n;
    assert.equal(
      (await gql('mutation($n: Int!, $t: String!) { resendEmail(orderNum: $n, token: $t) }', { n: o.numb, t: o.token }, events)).data
        .resendEmail,
      true,
    );
    const [mail] = await db().select().from(outbox).orderBy(asc(outbox.id)).offset(before);
    assert.deepEqual(mail.to, [o.email]);
    assert.ok(mail.subject.includes(`#${o.numb}`));
    await refused(
      'mutation($n: Int!, $t: String!) { resendEmail(orderNum: $n, token: $t) }',
      { n: o.numb, t: 'wrong' },
      EVENT_MESSAGES.orderNotFound,
    );
  });
});

describe('edit (spec 002 §3, §5)', () => {
  const UPDATE =
    'mutation($id: Int!, $input: CustomEventInput!) { updateCustomEvent(id: $id, input: $input) { name handle priceRate languages country categories { id name } customOptions { id name requiredIfId } addresses { id label } } }';
  const inputOf = async (id: number) => {
    const e = (
      await gql(
        'query($id: Int) { customEvent(id: $id) { name handle logo banner mobileBanner start end delivery addressNeeded maxItems maxAmount csr { number } showPrices priceRate defaultEmail noAllocations password collectPayment flatFee flatFeeName title info infoColor infoPosition infoBackground bgSize country languages customAddress styleName categories { id name maxItems minItems numb sortBy sortByOrder subCategory styleName } customOptions { id name required availableOptions optionType requiredIfId requiredIfValue } addresses { id label attn customer customerName number address1 address2 address3 city state country zip } } }',
        { id },
      )
    ).data.customEvent;
    const { csr: c, ...rest } = e;
    return { ...rest, csr: c?.number ?? null };
  };
  test('every field, with lists replaced and option links kept', async () => {
    const e = await byName('Northside Hockey Team Store');
    const input = await inputOf(e.id);
    const result = await gql(UPDATE, {
      id: e.id,
      input: {
        ...input,
        name: 'Northside Hockey Store',
        handle: 'Northside Hockey!',
        priceRate: priceRateOf(20),
        languages: ['EN', 'FR'],
        country: null,
        categories: [
          { ...input.categories[0], name: 'T-shirts' },
          { name: 'Caps', maxItems: 1 },
        ],
        customOptions: [input.customOptions[0], { ...input.customOptions[1], requiredIfId: input.customOptions[0].id }],
        addresses: [],
      },
    });
    assert.equal(result.error, null, result.error?.message);
    const got = result.data.updateCustomEvent;
    assert.equal(got.name, 'Northside Hockey Store');
    assert.equal(got.handle, 'northside-hockey');
    assert.equal(got.priceRate, 1.2);
    assert.deepEqual(got.languages, ['EN', 'FR']);
    assert.equal(got.country, null);
    assert.deepEqual(
      got.categories.map((c: any) => c.name),
      ['T-shirts', 'Caps'],
    );
    assert.equal(got.categories[0].id, input.categories[0].id);
    assert.equal(got.customOptions[1].requiredIfId, got.customOptions[0].id);
    assert.deepEqual(got.addresses, []);
  });
  test('bad input and a taken handle are refused, nothing changes', async () => {
    const e = await byName('Northside Hockey Store');
    const input = await inputOf(e.id);
    await refused(UPDATE, { id: e.id, input: { ...input, end: input.start } }, 'The end must be after the start.');
    await refused(UPDATE, { id: e.id, input: { ...input, name: ' ' } }, 'Please enter the event name.');
    await refused(UPDATE, { id: e.id, input: { ...input, languages: [] } }, 'Pick at least one language.');
    const other = await byName('Riverside Charity Run');
    await refused(UPDATE, { id: other.id, input: { ...input, handle: 'x' } }, EVENT_MESSAGES.notOpen);
    const open = (
      await db()
        .select()
        .from(customEvents)
        .where(and(eq(customEvents.status, 1)))
        .limit(1)
    )[0];
    await refused(UPDATE, { id: e.id, input: { ...input, handle: open.handle } }, EVENT_MESSAGES.handleTaken);
  });
});

describe('report (spec 002 §7: a spreadsheet named after the event)', () => {
  test('a real .xlsx with the orders, items and what to produce', async () => {
    const e = await byName('Riverside Charity Run');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/event/report',
      headers: { cookie: await call.cookie(events) },
      payload: { eventId: e.id },
    });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-disposition']), /filename="Riverside Charity Run\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as never);
    assert.deepEqual(
      workbook.worksheets.map((w) => w.name),
      ['Event', 'Orders', 'Items', 'Production'],
    );
    const all = await db().select().from(customEventOrders).where(eq(customEventOrders.eventId, e.id));
    assert.equal(workbook.getWorksheet('Orders')!.rowCount, all.length + 1);
    assert.equal(workbook.getWorksheet('Event')!.getCell('B4').value, e.handle);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/event/report',
      headers: { cookie: await call.cookie(events) },
      payload: { eventId: 999999 },
    });
    assert.equal(unknown.statusCode, 404);
    // The body's schema (customEventRestSchemas.ts): an id that is not a whole number is bad input.
    for (const eventId of ['7', 7.5, null]) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/event/report',
        headers: { cookie: await call.cookie(events) },
        payload: { eventId },
      });
      assert.deepEqual([bad.statusCode, bad.json()], [400, { message: EVENT_MESSAGES.notFound }], String(eventId));
    }
  });
});
