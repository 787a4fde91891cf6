import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { DESIGN_UPLOAD_MESSAGES as M, DR_MESSAGES, fill } from '@portal/shared/core';
import { changesMadeBy } from '../../../test/dbChanges';
import { createTestApp, signIn, type TestApp } from '../../../test/harness';
import { users } from '../../db/tables/platform';
import { userCustomers } from '../../db/tables/directory';
import { designs } from '../../db/tables/designs-color';
import { multipart } from '../../../test/multipart';

// Upload a design (spec 001 §6 Upload button; README "Upload a design"): real files through the
// multipart call, every check on the bytes, the design created with its audit entry and served
// with its own image; who may upload, and for which customer.

let t: TestApp;
const cookies = new Map<string, string>();
const WHO = ['artist@demo.local', 'artmanager@demo.local', 'customer@demo.local', 'csr@demo.local', 'rep@demo.local'];
before(async () => {
  t = await createTestApp();
  for (const who of WHO) cookies.set(who, await signIn(t.app, who));
});
after(() => t.close());
const db = () => t.database.db;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 16, b: 46, alpha: 1 } } })
    .png()
    .toBuffer();
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150" viewBox="0 0 300 150"><rect width="300" height="150" fill="#1D4ED8"/></svg>';
const SVG_NO_VIEWBOX =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"><rect width="300" height="150" fill="#1D4ED8"/></svg>';

const stage = (as: string, files: { name: string; data: Buffer }[]) => {
  const { payload, headers } = multipart(files.map((f) => ({ field: 'file', ...f })));
  return t.app.inject({ method: 'POST', url: '/api/design/upload/image', headers: { ...headers, cookie: cookies.get(as)! }, payload });
};
const create = (as: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/design/upload', headers: { cookie: cookies.get(as)! }, payload: body as object });
const anyCustomer = async () =>
  ((await db().execute(sql`select numb from customers order by numb limit 1`)) as unknown as { rows: { numb: string }[] }).rows[0];
const customersOf = async (email: string) =>
  (
    await db()
      .select({ numb: userCustomers.customerNumb })
      .from(userCustomers)
      .innerJoin(users, eq(users.id, userCustomers.userId))
      .where(eq(users.email, email))
  ).map((r) => r.numb);
const total = async (as: string) => {
  const r = await t.app.inject({
    method: 'POST',
    url: '/gql',
    headers: { cookie: cookies.get(as)! },
    payload: { query: '{ designs(filter: { active: "all" }) { total } }' },
  });
  return r.json().data.designs.total as number;
};
const counted = async () =>
  ((await db().execute(sql`select count(*)::int as n from designs`)) as unknown as { rows: { n: number }[] }).rows[0].n;

describe('upload a design', () => {
  test('an artist uploads a PNG: the design is created with its size fitted to the method, audited, listed and served with its image', async () => {
    const before = { total: await total('artist@demo.local'), counted: await counted() };
    assert.equal(before.total, before.counted);
    const image = await png(400, 200);
    const staged = await stage('artist@demo.local', [{ name: 'logo.png', data: image }]);
    assert.equal(staged.statusCode, 200, staged.body);
    const s = staged.json();
    assert.deepEqual([s.name, s.width, s.height, s.format], ['logo.png', 400, 200, 'png']);
    assert.match(s.id, /^[0-9a-f]{32}$/);
    // Staging writes no row: files are not records.
    const { numb } = await anyCustomer();
    // Embroidery is at most 12 in wide: 20 in asked becomes 12 x 6.
    const made = await changesMadeBy(db(), () =>
      create('artist@demo.local', { upload: s.id, customer: numb, method: 'EMB', width: 20, text: 'Crest', comment: 'Our logo' }),
    );
    assert.equal(made.result.statusCode, 200, made.result.body);
    const { id, variation, width, height } = made.result.json();
    assert.deepEqual([variation, width, height], [1, 12, 6]);
    assert.equal(made.committed.length, 1, 'one transaction');
    const [row] = await db()
      .select()
      .from(designs)
      .where(and(eq(designs.id, id), eq(designs.variation, 1)));
    assert.deepEqual(
      [row.customerNumb, row.method, row.widthIn, row.heightIn, row.text, row.comment, row.active, row.imageKey],
      [numb, 'EMB', '12.00', '6.00', 'Crest', 'Our logo', true, `designs/${id}-1/image.png`],
    );
    const audit = (await db().execute(
      sql`select count(*)::int as n from audit_log where subject = 'design' and subject_id = ${row.uid}`,
    )) as unknown as { rows: { n: number }[] };
    // The design and its colour list, read from its file.
    assert.equal(audit.rows[0].n, 2);
    // The list's total (design_counts, kept by triggers) counts it; a search finds it.
    assert.equal(await total('artist@demo.local'), before.counted + 1);
    assert.equal(await counted(), before.counted + 1);
    const found = await t.app.inject({
      method: 'POST',
      url: '/gql',
      headers: { cookie: cookies.get('artist@demo.local')! },
      payload: { query: `{ designs(search: "${id}", searchCol: "id", filter: { active: "all" }) { designs { id image customer } } }` },
    });
    assert.deepEqual(found.json().data.designs.designs, [{ id, image: `/Images/Designs/${id}-1.svg`, customer: numb }]);
    // Its image is the uploaded bytes, not drawn artwork.
    const art = (as: string) => t.app.inject({ method: 'GET', url: `/Images/Designs/${id}-1.svg`, headers: { cookie: cookies.get(as)! } });
    const served = await art('artist@demo.local');
    assert.equal(served.headers['content-type'], 'image/png');
    assert.ok(served.rawPayload.equals(image));
    // A customer account sees it only when the design is one of its customers'.
    const linked = (await customersOf('customer@demo.local')).includes(numb);
    assert.equal((await art('customer@demo.local')).statusCode, linked ? 200 : 404);
    // The staged image was taken: the same token again is refused.
    const again = await create('artist@demo.local', { upload: s.id, customer: numb, method: 'EMB', width: 4 });
    assert.deepEqual([again.statusCode, again.json().message], [400, M.imageExpired]);
  });

  test('an SVG is read by its viewBox; the height follows its proportions', async () => {
    const staged = (await stage('artmanager@demo.local', [{ name: 'art.svg', data: Buffer.from(SVG) }])).json();
    assert.deepEqual([staged.width, staged.height, staged.format], [300, 150, 'svg']);
    const made = await create('artmanager@demo.local', {
      upload: staged.id,
      customer: (await anyCustomer()).numb,
      method: 'SCRP',
      width: 8.5,
    });
    assert.equal(made.statusCode, 200, made.body);
    assert.deepEqual([made.json().width, made.json().height], [8.5, 4.25]);
    const served = await t.app.inject({
      method: 'GET',
      url: `/Images/Designs/${made.json().id}-1.svg`,
      headers: { cookie: cookies.get('artist@demo.local')! },
    });
    assert.deepEqual(
      [served.headers['content-type'], served.headers['content-security-policy'], served.body],
      ['image/svg+xml', "default-src 'none'; style-src 'unsafe-inline'; sandbox", SVG],
    );
  });

  test('bad files are refused with the spec messages and nothing is kept', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const cases: [{ name: string; data: Buffer }[], string][] = [
      [[{ name: 'art.svg', data: Buffer.from(SVG_NO_VIEWBOX) }], DR_MESSAGES.svgViewboxMissing],
      [[{ name: 'photo.png', data: jpeg }], DR_MESSAGES.incompatibleFileType],
      [[{ name: 'notes.svg', data: Buffer.from('hello, not an image') }], DR_MESSAGES.incompatibleFileType],
      [[{ name: 'big.png', data: Buffer.concat([await png(10, 10), Buffer.alloc(10 * 1024 * 1024)]) }], DR_MESSAGES.designImageTooLarge],
      [[], M.oneImage],
    ];
    for (const [files, message] of cases) {
      const refused = await changesMadeBy(db(), () => stage('artist@demo.local', files));
      assert.deepEqual([refused.result.statusCode, refused.result.json().message], [400, message], files[0]?.name);
      assert.deepEqual(refused.committed, []);
    }
    assert.equal(DR_MESSAGES.designImageTooLarge, 'Image size cannot exceed 10MB.');
  });

  test('proportions the method cannot print, and bad fields, are refused and change nothing', async () => {
    const { numb } = await anyCustomer();
    // 1000 x 10 px on Embroidery (12 x 12 in max): 12 in wide is 0.12 in high.
    const thin = (await stage('artist@demo.local', [{ name: 'thin.png', data: await png(1000, 10) }])).json();
    const ok = (await stage('artist@demo.local', [{ name: 'ok.png', data: await png(100, 100) }])).json();
    const cases: [unknown, number, string][] = [
      [{ upload: thin.id, customer: numb, method: 'EMB', width: 10 }, 400, DR_MESSAGES.imageProportionsIncompatible],
      [{ upload: ok.id, customer: numb, method: 'XX', width: 10 }, 400, M.methodRequired],
      [{ upload: ok.id, customer: numb, method: 'EMB', width: 0.2 }, 400, M.designSizeInvalid],
      [{ upload: ok.id, customer: numb, method: 'EMB', width: 4, text: 'x'.repeat(23) }, 400, M.designTextTooLong],
      [{ upload: ok.id, customer: '', method: 'EMB', width: 4 }, 400, M.customerRequired],
      [{ upload: ok.id, customer: 'NOPE9', method: 'EMB', width: 4 }, 404, M.customerNotFound],
      [{ upload: 'f'.repeat(32), customer: numb, method: 'EMB', width: 4 }, 400, M.imageExpired],
      [{ customer: numb, method: 'EMB', width: 4 }, 400, M.imageRequired],
    ];
    for (const [body, status, message] of cases) {
      const refused = await changesMadeBy(db(), () => create('artist@demo.local', body));
      assert.deepEqual([refused.result.statusCode, refused.result.json().message], [status, message], JSON.stringify(body));
      assert.deepEqual(refused.committed, []);
    }
    // Another user cannot take this artist's staged image.
    const other = await create('artmanager@demo.local', { upload: ok.id, customer: numb, method: 'EMB', width: 4 });
    assert.deepEqual([other.statusCode, other.json().message], [400, M.imageExpired]);
  });

  test('a customer user uploads for their own customer only, with "Create Art"; users without the rule are refused', async () => {
    const mine = await customersOf('customer@demo.local');
    assert.ok(mine.length > 0);
    // Without the "Create Art" toggle (the artist flag) a customer account uploads nothing.
    const without = await stage('customer@demo.local', [{ name: 'x.png', data: await png(10, 10) }]);
    assert.deepEqual([without.statusCode, without.json().message], [403, M.forbidden]);
    await db()
      .update(users)
      .set({ access: sql`array_append(${users.access}, 'artist')` })
      .where(eq(users.email, 'customer@demo.local'));
    cookies.set('customer@demo.local', await signIn(t.app, 'customer@demo.local'));
    // "Create Art" grants the upload and none of the art staff's tools (README "External users").
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: cookies.get('customer@demo.local')! }, ...(payload ? { payload } : {}) });
    assert.equal((await as('GET', '/api/production/ai_swatches_admin')).statusCode, 403);
    assert.equal((await as('GET', '/api/production/printer_color_mappings')).statusCode, 403);
    assert.equal((await as('POST', '/api/design/disable/bulk', { designs: [], comment: 'x' })).statusCode, 403);
    const theirs = (
      (await db().execute(
        sql`select numb from customers where numb not in (select customer_numb from user_customers uc join users u on u.id = uc.user_id where u.email = 'customer@demo.local') limit 1`,
      )) as unknown as { rows: { numb: string }[] }
    ).rows[0];
    const staged = (await stage('customer@demo.local', [{ name: 'mine.png', data: await png(200, 200) }])).json();
    const refused = await changesMadeBy(db(), () =>
      create('customer@demo.local', { upload: staged.id, customer: theirs.numb, method: 'DTF', width: 5 }),
    );
    assert.deepEqual([refused.result.statusCode, refused.result.json().message], [403, M.notYourCustomer]);
    assert.deepEqual(refused.committed, []);
    const made = await create('customer@demo.local', { upload: staged.id, customer: mine[0], method: 'DTF', width: 5 });
    assert.equal(made.statusCode, 200, made.body);
    assert.equal(fill(M.uploaded, made.json()), `Design ${made.json().id}-1 uploaded.`);
    for (const who of ['csr@demo.local', 'rep@demo.local']) {
      const image = await stage(who, [{ name: 'x.png', data: await png(10, 10) }]);
      assert.deepEqual([image.statusCode, image.json().message], [403, M.forbidden], who);
      const body = await create(who, { upload: staged.id, customer: mine[0], method: 'DTF', width: 5 });
      assert.deepEqual([body.statusCode, body.json().message], [403, M.forbidden], who);
    }
  });
});
