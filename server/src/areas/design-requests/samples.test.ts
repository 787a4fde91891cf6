import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc, eq, sql } from 'drizzle-orm';
import {
  DESIGN_ORDER_STATUS as O,
  DESIGN_SAMPLE_MESSAGES as M,
  DESIGN_SAMPLE_STATUS as S,
  earliestPoDate,
  isWeekend,
  torontoDay,
  torontoToday,
} from '@portal/shared/core';
import { changesMadeBy } from '../../../test/dbChanges';
import { createTestApp, gqlAs, signIn, type TestApp } from '../../../test/harness';
import { historyOf } from '../../platform/audit';
import { designOrders, designSampleRequests } from '../../db/tables/design-requests';

// Design sample requests and design orders (spec 002 §4-§8; README "Design samples and orders"):
// each call allowed and refused, the status rules, the files, the PO date rule, the audit trail;
// a refused call commits nothing.

let t: TestApp;
after(() => t.close());
const db = () => t.database.db;
const gql = gqlAs(() => t);
const ACT = 'samples@demo.local';
const VIEW = 'samplesview@demo.local';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

before(async () => {
  t = await createTestApp();
  for (const email of [ACT, VIEW, 'rep@demo.local']) await gql(email, '{ designVendors { number } }');
});

async function refused(as: string, query: string, variables: Record<string, unknown>, message: string | RegExp) {
  const changes = await changesMadeBy(db(), () => gql(as, query, variables));
  if (message instanceof RegExp) assert.match(changes.result.error?.message ?? '', message);
  else assert.equal(changes.result.error?.message, message);
  assert.deepEqual(changes.committed, [], await changes.describe());
  return changes.result.error!;
}

async function stage(as: string, id: number, files: { name: string; data: Buffer }[]) {
  const boundary = 'x-boundary-1';
  const body = Buffer.concat([
    ...files.flatMap((f) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/designSampleRequest/${id}/files`,
    headers: { cookie: await signIn(t.app, as), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

const CREATE = 'mutation($d: String!) { createDesignSampleRequest(input: { design: $d }) }';
const DETAIL =
  '{ designSampleRequest(id: ID) { status { code } actions pricedVendors { number } vendor { number } timeline: timelineEntries { type comment files { name url } vendor { number } prices { price quantity } } } }';
const detail = async (as: string, id: number) => (await gql(as, DETAIL.replace('ID', String(id)))).data.designSampleRequest;

describe('design sample requests', () => {
  test('the list: 50 a page, total -1 on a full page, the exact count on a short one, the Filter box by number', async () => {
    const page1 = await gql(
      VIEW,
      '{ designSampleRequests(page: 1) { total requests { id status { code description } design: designInfo { key image } createdBy { name } } } }',
    );
    assert.equal(page1.error, null);
    const rows = page1.data.designSampleRequests.requests;
    assert.ok(rows.length > 0);
    const count = await db().$count(designSampleRequests);
    assert.equal(page1.data.designSampleRequests.total, count >= 50 ? -1 : count);
    const one = await gql(VIEW, `{ designSampleRequests(search: "#${rows[0].id}") { total requests { id } } }`);
    assert.equal(one.data.designSampleRequests.requests[0].id, rows[0].id);
    const byDesign = await gql(
      VIEW,
      `{ designSampleRequests(search: "${rows[0].design.key}") { requests { design: designInfo { key } } } }`,
    );
    assert.ok(
      byDesign.data.designSampleRequests.requests.every((r: { design: { key: string } }) =>
        r.design.key.toLowerCase().includes(rows[0].design.key.toLowerCase()),
      ),
    );
  });

  test('a user without the flags sees nothing; a viewer sees but may not act', async () => {
    assert.equal((await gql('rep@demo.local', '{ designSampleRequests { total } }')).error?.code, 'FORBIDDEN');
    const [first] = await db()
      .select({ id: designSampleRequests.id })
      .from(designSampleRequests)
      .where(eq(designSampleRequests.status, S.requested))
      .limit(1);
    assert.deepEqual((await detail(VIEW, first.id)).actions, []);
    await refused(VIEW, 'mutation($id: Int!) { cancelDesignSampleRequest(id: $id) }', { id: first.id }, /./);
    const available = (await gql(ACT, '{ availableDesigns { key } }')).data.availableDesigns;
    await refused(VIEW, CREATE, { d: available[0].key }, /./);
    assert.equal((await gql(VIEW, '{ availableDesigns { key } }')).error?.code, 'FORBIDDEN');
  });

  test('an unknown request is not found', async () => {
    assert.equal((await gql(VIEW, '{ designSampleRequest(id: 999999) { id } }')).error?.code, 'NOT_FOUND');
  });

  test('create → receive (1 to 5 files) → prices → approve with a priced vendor, each step audited; refusals change nothing', async () => {
    const available = (await gql(ACT, '{ availableDesigns { key } }')).data.availableDesigns;
    await refused(ACT, CREATE, { d: 'nope' }, M.designRequired);
    const taken = (
      await gql(ACT, '{ designSampleRequests { requests { status { code } design: designInfo { key } } } }')
    ).data.designSampleRequests.requests.find((r: { status: { code: number } }) => r.status.code === S.requested);
    await refused(ACT, CREATE, { d: taken.design.key }, M.designNotAvailable);
    const created = await gql(ACT, CREATE, { d: available[0].key });
    const id = created.data.createDesignSampleRequest as number;
    assert.ok(id > 0);
    assert.deepEqual((await detail(ACT, id)).actions, ['receive', 'cancel', 'comment']);
    assert.ok(
      !(await gql(ACT, '{ availableDesigns { key } }')).data.availableDesigns.some((d: { key: string }) => d.key === available[0].key),
      'an open request takes the design off the available list',
    );

    const RECEIVE = 'mutation($id: Int!, $c: String, $f: [Int!]!) { recieveDesignSample(id: $id, comment: $c, files: $f) }';
    await refused(ACT, RECEIVE, { id, c: 'here', f: [] }, M.attachFileRequired);
    await refused(ACT, RECEIVE, { id, f: [999999] }, M.fileUnknown);
    const tooMany = await stage(
      ACT,
      id,
      Array.from({ length: 6 }, (_, i) => ({ name: `s${i}.png`, data: PNG })),
    );
    assert.equal(tooMany.statusCode, 400);
    const wrongType = await stage(ACT, id, [{ name: 'x.txt', data: Buffer.from('hello') }]);
    assert.deepEqual([wrongType.statusCode, wrongType.json().message], [400, M.fileType]);
    assert.equal((await stage(VIEW, id, [{ name: 'a.png', data: PNG }])).statusCode, 403);
    const staged = await stage(ACT, id, [
      { name: 'front.png', data: PNG },
      { name: 'back.png', data: PNG },
    ]);
    assert.equal(staged.statusCode, 200, staged.body);
    const fileIds = (staged.json() as { id: string }[]).map((f) => Number(f.id));
    // Approve and prices are not offered yet.
    await refused(
      ACT,
      'mutation($id: Int!) { addDesignSamplePrice(id: $id, prices: [{ vendor: "V100", price: 4.5, quantity: 100 }]) }',
      { id },
      M.wrongStatus,
    );
    assert.equal((await gql(ACT, RECEIVE, { id, c: 'Both arrived', f: fileIds })).error, null);
    let d = await detail(ACT, id);
    assert.equal(d.status.code, S.received);
    assert.deepEqual(d.actions, ['addPrice', 'cancel', 'comment'], 'no Approve before a vendor has a price');
    assert.deepEqual(
      d.timeline[0].files.map((f: { name: string }) => f.name),
      ['front.png', 'back.png'],
    );
    const file = await t.app.inject({ method: 'GET', url: d.timeline[0].files[0].url, headers: { cookie: await signIn(t.app, VIEW) } });
    assert.deepEqual([file.statusCode, file.headers['content-type']], [200, 'image/png']);
    await refused(ACT, RECEIVE, { id, f: fileIds }, M.wrongStatus);

    const PRICE = 'mutation($id: Int!, $p: [DesignSamplePriceInput!]!) { addDesignSamplePrice(id: $id, prices: $p) }';
    await refused(ACT, PRICE, { id, p: [] }, M.pricesRequired);
    await refused(ACT, PRICE, { id, p: [{ vendor: 'V999', price: 4.5, quantity: 100 }] }, M.vendorUnknown);
    await refused(ACT, PRICE, { id, p: [{ vendor: 'V100', price: 0, quantity: 100 }] }, M.priceInvalid);
    await refused(ACT, PRICE, { id, p: [{ vendor: 'V100', price: 4.555, quantity: 100 }] }, M.priceInvalid);
    await refused(ACT, PRICE, { id, p: [{ vendor: 'V100', price: 4.5, quantity: 0 }] }, M.quantityInvalid);
    assert.equal(
      (
        await gql(ACT, PRICE, {
          id,
          p: [
            { vendor: 'V100', price: 4.5, quantity: 100 },
            { vendor: 'V100', price: 3.95, quantity: 500 },
          ],
        })
      ).error,
      null,
    );
    d = await detail(ACT, id);
    assert.deepEqual(d.actions, ['addPrice', 'approve', 'cancel', 'comment']);
    assert.deepEqual(d.timeline[0].prices, [
      { price: 4.5, quantity: 100 },
      { price: 3.95, quantity: 500 },
    ]);

    const CLOSE = 'mutation($id: Int!, $v: String!) { closeDesignSampleRequest(id: $id, vendor: $v) }';
    await refused(ACT, CLOSE, { id, v: 'V200' }, M.vendorNotPriced);
    await refused(VIEW, CLOSE, { id, v: 'V100' }, /./);
    assert.equal((await gql(ACT, CLOSE, { id, v: 'V100' })).error, null);
    d = await detail(ACT, id);
    assert.deepEqual([d.status.code, d.vendor.number, d.actions], [S.approved, 'V100', []]);
    await refused(ACT, 'mutation($id: Int!) { cancelDesignSampleRequest(id: $id) }', { id }, M.wrongStatus);
    await refused(
      ACT,
      'mutation($id: Int!) { addDesignSampleRequestComment(id: $id, comment: { comment: "late" }) }',
      { id },
      M.wrongStatus,
    );
    const history = await historyOf(db(), 'design_sample', id);
    assert.ok(
      history.some((h) => h.table === 'design_sample_files') && history.every((h) => h.actor?.name === 'Morgan Reyes'),
      JSON.stringify(history.map((h) => h.table)),
    );
    assert.ok(
      (await gql(ACT, '{ sampledDesigns { key vendor { number } } }')).data.sampledDesigns.some(
        (s: { key: string; vendor: { number: string } }) => s.key === available[0].key && s.vendor.number === 'V100',
      ),
    );
  });

  test('comments (text or files) and cancel below status 3; cancel is final', async () => {
    const available = (await gql(ACT, '{ availableDesigns { key } }')).data.availableDesigns;
    const id = (await gql(ACT, CREATE, { d: available[0].key })).data.createDesignSampleRequest as number;
    const COMMENT = 'mutation($id: Int!, $c: DesignSampleCommentInput!) { addDesignSampleRequestComment(id: $id, comment: $c) }';
    await refused(ACT, COMMENT, { id, c: { comment: '  ' } }, M.commentRequired);
    await refused(ACT, COMMENT, { id, c: { comment: 'x'.repeat(1001) } }, M.commentTooLong);
    assert.equal((await gql(ACT, COMMENT, { id, c: { comment: 'Asked the vendor for a rush.' } })).error, null);
    assert.equal((await gql(ACT, 'mutation($id: Int!) { cancelDesignSampleRequest(id: $id) }', { id })).error, null);
    const d = await detail(ACT, id);
    assert.deepEqual([d.status.code, d.actions], [S.cancelled, []]);
    assert.equal(d.timeline[1].comment, 'Asked the vendor for a rush.');
  });
});

describe('spec 002 §3 shape: design value, top-level image, timeline by day', () => {
  const SPEC = `{ designSampleRequest(id: ID) { id design image designInfo { key image }
    timeline { date comments { id type date comment } } timelineEntries { id date } } }`;
  const ORDER_SPEC = `{ designOrder(id: ID) { id design image designInfo { key image }
    timeline { date comments { id date comment } } timelineEntries { id date } } }`;
  const byDay = (entries: { id: number; date: string }[]) => {
    const days = new Map<string, number[]>();
    for (const e of entries) days.set(torontoDay(e.date), [...(days.get(torontoDay(e.date)) ?? []), e.id]);
    return [...days.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([date, ids]) => ({ date, ids }));
  };

  test('a sample request answers its design as {id}-{variation}, its image, and the timeline entries grouped by Toronto day', async () => {
    const available = (await gql(ACT, '{ availableDesigns { key image } }')).data.availableDesigns;
    const id = (await gql(ACT, CREATE, { d: available[0].key })).data.createDesignSampleRequest as number;
    const COMMENT = 'mutation($id: Int!, $c: DesignSampleCommentInput!) { addDesignSampleRequestComment(id: $id, comment: $c) }';
    assert.equal((await gql(ACT, COMMENT, { id, c: { comment: 'Day-grouped timeline.' } })).error, null);
    // An entry from two days before: a second day on the timeline.
    await db().execute(sql`update design_sample_timeline set at = at - interval '2 days'
      where id = (select min(id) from design_sample_timeline where sample_id = ${id})`);
    const answer = await gql(VIEW, SPEC.replace('ID', String(id)));
    assert.equal(answer.error, null);
    const d = answer.data.designSampleRequest;
    assert.equal(d.design, available[0].key);
    assert.equal(d.image, available[0].image);
    assert.deepEqual(d.designInfo, { key: available[0].key, image: available[0].image });
    assert.ok(d.timeline.length >= 2);
    assert.deepEqual(
      d.timeline.map((day: { date: string; comments: { id: number }[] }) => ({ date: day.date, ids: day.comments.map((c) => c.id) })),
      byDay(d.timelineEntries),
    );
    assert.ok(
      d.timeline
        .flatMap((day: { comments: { comment: string }[] }) => day.comments)
        .some((c: { comment: string }) => c.comment === 'Day-grouped timeline.'),
    );
    const rows = (await gql(VIEW, '{ designSampleRequests { requests { id design image designInfo { key image } } } }')).data
      .designSampleRequests.requests as { id: number; design: string; image: string; designInfo: { key: string; image: string } }[];
    assert.ok(rows.length > 0 && rows.every((r) => r.design === r.designInfo.key && r.image === r.designInfo.image));
  });

  test('a design order answers the same shape', async () => {
    const [row] = (await gql(VIEW, '{ designOrders { orders { id design image designInfo { key image } } } }')).data.designOrders.orders;
    assert.equal(row.design, row.designInfo.key);
    assert.equal(row.image, row.designInfo.image);
    const d = (await gql(VIEW, ORDER_SPEC.replace('ID', String(row.id)))).data.designOrder;
    assert.deepEqual([d.design, d.image], [row.design, row.image]);
    assert.deepEqual(
      d.timeline.map((day: { date: string; comments: { id: number }[] }) => ({ date: day.date, ids: day.comments.map((c) => c.id) })),
      byDay(d.timelineEntries),
    );
  });
});

describe('design orders', () => {
  const CREATE_ORDER = 'mutation($d: String!, $q: Int!) { createDesignOrder(input: { design: $d, quantity: $q }) }';
  const ORDER =
    '{ designOrder(id: ID) { status { code } quantity po dateRequired actions vendor { number } orders { id numb quantity } timeline: timelineEntries { comment } } }';
  const order = async (id: number) => (await gql(VIEW, ORDER.replace('ID', String(id)))).data.designOrder;

  test('the list with linked orders, total -1 on a full page', async () => {
    const page = await gql(
      VIEW,
      '{ designOrders { total orders { id design: designInfo { key } designMethod quantity po status { code } createdBy { name } orders { id numb quantity } } } }',
    );
    assert.equal(page.error, null);
    const count = await db().$count(designOrders);
    assert.equal(page.data.designOrders.total, count >= 50 ? -1 : count);
    assert.ok(
      page.data.designOrders.orders.some((o: { orders: unknown[] }) => o.orders.length > 0),
      'seeded orders on designs in use show their linked orders',
    );
    assert.equal((await gql('rep@demo.local', '{ designOrders { total } }')).error?.code, 'FORBIDDEN');
  });

  test('create from a sampled design → quantity → PO (20 days, no weekend) → cancel refused after the PO is final below 3', async () => {
    const sampled = (await gql(ACT, '{ sampledDesigns { key vendor { number } } }')).data.sampledDesigns;
    const available = (await gql(ACT, '{ availableDesigns { key } }')).data.availableDesigns;
    await refused(ACT, CREATE_ORDER, { d: available[0].key, q: 5 }, M.designNotSampled);
    await refused(ACT, CREATE_ORDER, { d: sampled[0].key, q: 0 }, M.quantityInvalid);
    await refused(VIEW, CREATE_ORDER, { d: sampled[0].key, q: 5 }, /./);
    const id = (await gql(ACT, CREATE_ORDER, { d: sampled[0].key, q: 5 })).data.createDesignOrder as number;
    let o = await order(id);
    assert.deepEqual(
      [o.status.code, o.quantity, o.vendor.number, o.actions],
      [O.requested, 5, sampled[0].vendor.number, []],
      'the viewer is offered nothing',
    );
    const QTY = 'mutation($id: Int!, $q: Int!) { updateDesignOrderQuantity(id: $id, quantity: $q) }';
    await refused(ACT, QTY, { id, q: -1 }, M.quantityInvalid);
    assert.equal((await gql(ACT, QTY, { id, q: 12 })).error, null);
    assert.equal((await order(id)).quantity, 12);

    const PO = 'mutation($id: Int!, $r: String!) { createDesignPO(id: $id, required: $r) }';
    const today = torontoToday(t.clock.now());
    const earliest = earliestPoDate(today);
    const tooSoon = new Date(Date.parse(`${earliest}T00:00:00Z`) - 86_400_000 * 3).toISOString().slice(0, 10);
    await refused(ACT, PO, { id, r: tooSoon }, M.earliestDateRequired.replace('{date}', earliest));
    let weekend = earliest;
    while (!isWeekend(weekend)) weekend = new Date(Date.parse(`${weekend}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await refused(ACT, PO, { id, r: weekend }, M.weekendDate);
    await refused(ACT, PO, { id, r: '2030-02-31' }, M.dateInvalid);
    const po = await gql(ACT, PO, { id, r: earliest });
    assert.equal(po.error, null);
    o = await order(id);
    assert.deepEqual([o.status.code, o.po, o.dateRequired], [O.ordered, po.data.createDesignPO, earliest]);
    await refused(ACT, QTY, { id, q: 3 }, M.wrongStatus);
    await refused(ACT, PO, { id, r: earliest }, M.wrongStatus);
    assert.equal(
      (await gql(ACT, 'mutation($id: Int!) { addDesignOrderComment(id: $id, comment: "Vendor confirmed.") }', { id })).error,
      null,
    );
    assert.equal((await gql(ACT, 'mutation($id: Int!) { cancelDesignOrder(id: $id) }', { id })).error, null);
    await refused(ACT, 'mutation($id: Int!) { cancelDesignOrder(id: $id) }', { id }, M.wrongStatus);
    const history = await historyOf(db(), 'design_order', id);
    assert.ok(history.length >= 5 && history.every((h) => h.actor?.name === 'Morgan Reyes'));
  });

  test('GET /api/design/file/{design}: a zip of the design files; unknown designs 404; no flag 403', async () => {
    const [row] = await db().select({ id: designOrders.id }).from(designOrders).orderBy(asc(designOrders.id)).limit(1);
    const key = (await gql(VIEW, `{ designOrder(id: ${row.id}) { design: designInfo { key } } }`)).data.designOrder.design.key;
    const zip = await t.app.inject({ method: 'GET', url: `/api/design/file/${key}`, headers: { cookie: await signIn(t.app, VIEW) } });
    assert.equal(zip.statusCode, 200);
    assert.equal(zip.rawPayload.subarray(0, 2).toString('latin1'), 'PK');
    assert.ok(zip.rawPayload.includes(Buffer.from(`${key}.svg`)));
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/design/file/NOPE-1', headers: { cookie: await signIn(t.app, VIEW) } })).statusCode,
      404,
    );
    assert.equal(
      (await t.app.inject({ method: 'GET', url: `/api/design/file/${key}`, headers: { cookie: await signIn(t.app, 'rep@demo.local') } }))
        .statusCode,
      403,
    );
  });
});
