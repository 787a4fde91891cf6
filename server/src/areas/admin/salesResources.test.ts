import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { SALES_MESSAGES as M, SALES_ZIP_NAME } from '@portal/shared/core';
import { changesMadeBy } from '../../../test/dbChanges';
import { createTestApp, signIn, type TestApp } from '../../../test/harness';
import { unzipEntries } from '../../../test/unzip';
import { salesResources } from '../../db/tables/admin';
import { multipart, PDF } from '../../../test/multipart';

// Sales Resources on the server (spec 002 §2, §3, §6, §7, §9): the list in SQL with the spec's
// query keys, the zip of the chosen documents (SalesResources.zip, made by archiver, opened here
// with a zip reader), upload / edit / delete for resource_edit with their rules, and external
// users limited to the Corporate External documents.

let t: TestApp;
const cookies = new Map<string, string>();
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const db = () => t.database.db;
async function cookieOf(email: string): Promise<string> {
  if (!cookies.has(email)) cookies.set(email, await signIn(t.app, email));
  return cookies.get(email)!;
}
const list = async (as: string, query = '') => {
  const r = await t.app.inject({ method: 'GET', url: `/api/sales_resources${query}`, headers: { cookie: await cookieOf(as) } });
  assert.equal(r.statusCode, 200, r.body);
  return r.json() as {
    total: number;
    resources: {
      id: number;
      path: string;
      name: string;
      categories: number[];
      createdAt: string;
      size: number;
      uploadedBy: { id: number } | null;
    }[];
    uploaders: { id: number; name: string }[];
  };
};

/** The entries of a zip: name -> text. */
const unzip = async (buffer: Buffer) => new Map([...(await unzipEntries(buffer))].map(([name, bytes]) => [name, bytes.toString('utf8')]));

async function upload(as: string, name: string, categories: string, data = PDF, type = 'application/pdf') {
  const body = multipart([
    { field: 'categories', value: categories },
    { field: 'file', name, data, type },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/sales_resources',
    headers: { cookie: await cookieOf(as), ...body.headers },
    payload: body.payload,
  });
}

describe('GET /api/sales_resources', () => {
  test('10 rows by default, createdAt ascending; the display name is the file name without folder and extension', async () => {
    const page = await list('rep@demo.local');
    assert.equal(page.resources.length, 10);
    assert.equal(page.total, 24);
    const dates = page.resources.map((r) => r.createdAt);
    assert.deepEqual(dates, [...dates].sort());
    const first = page.resources[0];
    assert.equal(
      first.name,
      first.path
        .split('/')
        .pop()!
        .replace(/\.[^.]+$/, ''),
    );
    assert.ok(page.uploaders.length >= 2);
  });

  test('page, rows, order, orderBy, search, categories and uploadedBy (repeated), all in SQL', async () => {
    const all = (await list('rep@demo.local', '?rows=50')).resources;
    const page2 = await list('rep@demo.local', '?rows=10&page=2&orderBy=name&order=desc');
    const byName = [...all].sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? 1 : -1));
    assert.deepEqual(
      page2.resources.map((r) => r.id),
      byName.slice(10, 20).map((r) => r.id),
    );
    const golf = await list('rep@demo.local', '?categories=1&categories=2&rows=50');
    assert.ok(golf.resources.length > 0 && golf.resources.every((r) => r.categories.some((c) => c === 1 || c === 2)));
    assert.equal(golf.total, all.filter((r) => r.categories.some((c) => c === 1 || c === 2)).length);
    const uploader = all[0].uploadedBy!.id;
    const mine = await list('rep@demo.local', `?uploadedBy=${uploader}&rows=50`);
    assert.ok(mine.resources.every((r) => r.uploadedBy?.id === uploader));
    const search = await list('rep@demo.local', '?search=size%20chart&rows=50');
    assert.ok(search.total > 0 && search.resources.every((r) => /size chart/i.test(r.name)));
    // A stale link's unknown values fall back to the defaults.
    assert.equal((await list('rep@demo.local', '?rows=7&orderBy=password&order=sideways&categories=99')).resources.length, 10);
  });

  test('external users see the Corporate External documents only', async () => {
    const page = await list('customer@demo.local', '?rows=50');
    assert.ok(page.total > 0);
    assert.ok(page.resources.every((r) => r.categories.includes(7)));
    const [other] = await db()
      .select({ id: salesResources.id })
      .from(salesResources)
      .where(sql`not (7 = any(${salesResources.categories}))`)
      .limit(1);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/sales_resources/${other.id}/file`,
      headers: { cookie: await cookieOf('customer@demo.local') },
    });
    assert.equal(file.statusCode, 404);
  });
});

describe('POST /api/sales_resources/download', () => {
  test('a zip named SalesResources.zip of the chosen documents, readable by a zip reader', async () => {
    const two = (await list('rep@demo.local')).resources.slice(0, 2);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/sales_resources/download',
      headers: { cookie: await cookieOf('rep@demo.local') },
      payload: { paths: two.map((x) => x.path) },
    });
    assert.equal(r.statusCode, 200);
    assert.equal(r.headers['content-type'], 'application/zip');
    assert.match(String(r.headers['content-disposition']), new RegExp(SALES_ZIP_NAME));
    const entries = await unzip(r.rawPayload);
    assert.deepEqual([...entries.keys()].sort(), two.map((x) => x.path.split('/').pop()!).sort());
    for (const x of two) assert.ok(entries.get(x.path.split('/').pop()!)!.includes(x.name));
  });

  test('refused: nothing chosen (400), a path that is not a document (404), over 100 files (400)', async () => {
    const as = { cookie: await cookieOf('rep@demo.local') };
    const none = await t.app.inject({ method: 'POST', url: '/api/sales_resources/download', headers: as, payload: { paths: [] } });
    assert.deepEqual([none.statusCode, none.json().message], [400, M.selectFiles]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/sales_resources/download',
      headers: as,
      payload: { paths: ['../../etc/passwd'] },
    });
    assert.equal(unknown.statusCode, 404);
    const many = await t.app.inject({
      method: 'POST',
      url: '/api/sales_resources/download',
      headers: as,
      payload: { paths: Array.from({ length: 101 }, (_, i) => `x${i}`) },
    });
    assert.deepEqual([many.statusCode, many.json().message], [400, M.tooManyFiles]);
  });
});

describe('upload, edit, delete (resource_edit)', () => {
  test('someone without resource_edit gets 403 and nothing changes', async () => {
    const call = await changesMadeBy(db(), () => upload('rep@demo.local', 'Nope.pdf', '1'));
    assert.equal(call.result.statusCode, 403);
    assert.deepEqual(call.committed, []);
  });

  test('upload checks the bytes, the categories and the name; then edit and delete', async () => {
    const bad = await upload('admin@demo.local', 'Fake.pdf', '1', Buffer.from('MZ\x90\x00 not a pdf at all'), 'application/pdf');
    assert.deepEqual([bad.statusCode, bad.json().message], [400, M.fileType]);
    const noCategory = await upload('admin@demo.local', 'Price Sheet.pdf', '');
    assert.deepEqual([noCategory.statusCode, noCategory.json().message], [400, M.categoriesRequired]);
    const unknownCategory = await upload('admin@demo.local', 'Price Sheet.pdf', '1,9');
    assert.equal(unknownCategory.json().message, M.categoryUnknown);
    const ok = await upload('admin@demo.local', 'Price Sheet 2027.pdf', '3,1');
    assert.equal(ok.statusCode, 200, ok.body);
    const created = ok.json() as { id: number; name: string; categories: number[]; path: string };
    assert.deepEqual([created.name, created.categories], ['Price Sheet 2027', [1, 3]]);
    const again = await upload('admin@demo.local', 'price sheet 2027.PDF', '1');
    assert.deepEqual([again.statusCode, again.json().message], [409, M.nameTaken]);

    const as = { cookie: await cookieOf('admin@demo.local') };
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/sales_resources/${created.id}`,
      headers: as,
      payload: { name: 'Price Sheet Fall', categories: [7] },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.deepEqual([edited.json().path, edited.json().categories], ['Price Sheet Fall.pdf', [7]]);
    const badName = await t.app.inject({
      method: 'PUT',
      url: `/api/sales_resources/${created.id}`,
      headers: as,
      payload: { name: '../x', categories: [7] },
    });
    assert.equal(badName.json().message, M.nameInvalid);
    const file = await t.app.inject({ method: 'GET', url: `/api/sales_resources/${created.id}/file`, headers: as });
    assert.deepEqual(file.rawPayload, PDF);
    const audit = (await db().execute(
      sql`select action from audit_log where subject = 'sales_resource' and subject_id = ${created.id} order by id`,
    )) as unknown as { rows: { action: string }[] };
    assert.deepEqual(
      audit.rows.map((r) => r.action),
      ['insert', 'update'],
    );

    const gone = await t.app.inject({ method: 'DELETE', url: `/api/sales_resources/${created.id}`, headers: as });
    assert.equal(gone.statusCode, 204);
    assert.equal((await db().select().from(salesResources).where(eq(salesResources.id, created.id))).length, 0);
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/sales_resources/${created.id}`, headers: as })).statusCode, 404);
  });
});
