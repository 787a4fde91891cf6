import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, eq, sql } from 'drizzle-orm';
import { fill, LICENSE_MESSAGES as M } from '@portal/shared/core';
import { changesMadeBy } from '../../../test/dbChanges';
import { createTestApp, signIn, type TestApp } from '../../../test/harness';
import { licenseSkus } from '../../db/tables/admin';

// License SKU approval on the server (spec 002 §2, §3, §4, §7, §9): the list (50 a page, styleCode
// ascending, search in a column, sort by any column), approve (one-way), enable / disable, the sell
// sheet as a real PDF; licenseManager for every call (ours).

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
interface Sku {
  styleCode: string;
  colorCode: string;
  name: string;
  team: string;
  approve: boolean;
  active: boolean;
  C: number;
}
const LIST =
  'query($page: Int, $order: String, $orderBy: String, $search: String, $searchCol: String) { licenseSkus(page: $page, order: $order, orderBy: $orderBy, search: $search, searchCol: $searchCol) { styleCode colorCode name team approve active C } }';
async function skus(vars: Record<string, unknown> = {}, as = 'admin@demo.local') {
  const r = await t.app.inject({
    method: 'POST',
    url: '/gql',
    headers: { cookie: await cookieOf(as) },
    payload: { query: LIST, variables: vars },
  });
  return r.json() as { data?: { licenseSkus: Sku[] }; errors?: { message: string; extensions: { code: string } }[] };
}
const post = async (url: string, payload: unknown, as = 'admin@demo.local') =>
  t.app.inject({ method: 'POST', url, headers: { cookie: await cookieOf(as) }, payload: payload as object });

describe('licenseSkus', () => {
  test('50 a page, styleCode ascending; page 2 follows; licenseManager only', async () => {
    const first = (await skus()).data!.licenseSkus;
    assert.equal(first.length, 50);
    const codes = first.map((s) => s.styleCode);
    assert.deepEqual(codes, [...codes].sort());
    const second = (await skus({ page: 2 })).data!.licenseSkus;
    assert.ok(second.length > 0 && second[0].styleCode >= codes[49]);
    assert.equal((await skus({}, 'csr@demo.local')).errors?.[0].extensions.code, 'FORBIDDEN');
  });

  test('search in a column, sort by a column both ways', async () => {
    const [any] = (await skus()).data!.licenseSkus;
    const team = any.team.slice(0, 5);
    const found = (await skus({ search: team.toUpperCase(), searchCol: 'team' })).data!.licenseSkus;
    assert.ok(found.length > 0 && found.every((s) => s.team.toLowerCase().includes(team.toLowerCase())));
    const byPrice = (await skus({ orderBy: 'C', order: 'desc' })).data!.licenseSkus.map((s) => s.C);
    assert.deepEqual(
      byPrice,
      [...byPrice].sort((a, b) => b - a),
    );
    const pendingFirst = (await skus({ orderBy: 'approve' })).data!.licenseSkus;
    assert.equal(pendingFirst[0].approve, false);
  });
});

describe('approve and active', () => {
  test('approve is one-way; enable / disable set the state; unknown SKUs change nothing', async () => {
    const [pending] = await db().select().from(licenseSkus).where(eq(licenseSkus.approved, false)).orderBy(asc(licenseSkus.id)).limit(1);
    const item = { sku: pending.styleCode, color: pending.colorCode };
    await cookieOf('rep@demo.local'); // signed in before: the sign-in is a write of its own
    const refused = await changesMadeBy(db(), () => post('/api/license/approve', { items: [item] }, 'rep@demo.local'));
    assert.equal(refused.result.statusCode, 403);
    assert.deepEqual(refused.committed, []);
    const unknown = await changesMadeBy(db(), () => post('/api/license/approve', { items: [item, { sku: 'NOPE', color: 'X' }] }));
    assert.deepEqual([unknown.result.statusCode, unknown.result.json().message], [404, fill(M.unknownSku, { sku: 'NOPE', color: 'X' })]);
    assert.deepEqual(unknown.committed, []);
    assert.equal((await post('/api/license/approve', { items: [] })).json().message, M.selectSkus);

    const ok = await post('/api/license/approve', { items: [item] });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal((ok.json() as Sku[])[0].approve, true);
    const [after] = await db().select().from(licenseSkus).where(eq(licenseSkus.id, pending.id));
    assert.ok(after.approved && after.approvedAt && after.approvedBy);
    // Approving again changes nothing (one-way, no second audit entry).
    const again = await changesMadeBy(db(), () => post('/api/license/approve', { items: [item] }));
    assert.equal(again.result.statusCode, 200);

    const off = await post('/api/license/active', { items: [item], active: false });
    assert.equal((off.json() as Sku[])[0].active, false);
    const toggled = await post('/api/license/active', { items: [item] });
    assert.equal((toggled.json() as Sku[])[0].active, true);
    assert.equal((await post('/api/license/active', { items: [item], active: 'yes' })).json().message, M.activeNotBoolean);
    const audit = (await db().execute(
      sql`select action, changes from audit_log where subject = 'license_sku' and subject_id = ${pending.id} order by id`,
    )) as unknown as { rows: unknown[] };
    assert.equal(audit.rows.length, 3, 'approve, disable, enable');
    const stillApproved = await db()
      .select({ approved: licenseSkus.approved })
      .from(licenseSkus)
      .where(and(eq(licenseSkus.styleCode, item.sku), eq(licenseSkus.colorCode, item.color)));
    assert.equal(stillApproved[0].approved, true);
  });
});

describe('POST /api/sellsheet/license/sku', () => {
  test('a real PDF of the chosen styles', async () => {
    const [a, b] = await db()
      .selectDistinct({ styleCode: licenseSkus.styleCode })
      .from(licenseSkus)
      .orderBy(asc(licenseSkus.styleCode))
      .limit(2);
    const r = await post('/api/sellsheet/license/sku', { skus: [a.styleCode, b.styleCode, a.styleCode] });
    assert.equal(r.statusCode, 200);
    assert.equal(r.headers['content-type'], 'application/pdf');
    const text = r.rawPayload.toString('latin1');
    assert.ok(text.startsWith('%PDF-1.'));
    assert.ok(text.trimEnd().endsWith('%%EOF'));
    assert.match(text, /\/Type \/Page\b/);
    assert.match(text, /\/Title \d+ 0 R/);
    assert.match(text, /\(License Sell Sheet\)/);
    assert.equal((await post('/api/sellsheet/license/sku', { skus: [] })).json().message, M.selectSkus);
    assert.equal((await post('/api/sellsheet/license/sku', { skus: ['NOPE'] })).statusCode, 404);
    assert.equal((await post('/api/sellsheet/license/sku', { skus: [a.styleCode] }, 'rep@demo.local')).statusCode, 403);
  });
});
