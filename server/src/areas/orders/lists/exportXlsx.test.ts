import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { messages } from '@portal/shared/core';
import { orders } from '../../../db/tables/orders/model';
import { createListsWorld, type ListsWorld } from './listsTestKit';

let w: ListsWorld;
before(async () => {
  w = await createListsWorld();
});
after(() => w.t.close());

async function readSheet(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, header: rows[0], body: rows.slice(1) };
}

describe('GET /api/orders/export', () => {
  test('every row of the filtered, searched, sorted view, with the visible columns only', async () => {
    const response = await w.get(
      'csr',
      '/api/orders/export?from=order_history&type=EMB&status=7&orderBy=number&order=asc&columns=number&columns=status&columns=total&columns=customer',
    );
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /spreadsheetml/);
    assert.match(String(response.headers['content-disposition']), /attachment; filename="orders-order_history-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { name, header, body } = await readSheet(response.rawPayload);
    assert.equal(name, 'Order History');
    assert.deepEqual(header, ['Order #', 'Status', 'Customer', 'Total']);
    const expected = await w.t.database.db
      .select({ number: orders.number, total: orders.totalCents })
      .from(orders)
      .where(sql`${orders.status} = 7 and ${orders.type} = 'EMB'`)
      .orderBy(orders.number);
    assert.ok(expected.length > 50, 'more than one page');
    assert.deepEqual(
      body.map((r) => r[0]),
      expected.map((e) => e.number),
    );
    assert.deepEqual(
      body.map((r) => r[3]),
      expected.map((e) => e.total / 100),
    );
    assert.ok(body.every((r) => r[1] === 'Shipped'));
  });

  test('keyset batches: a sort on a nullable column with ties still yields each row once, in order', async () => {
    const response = await w.get('admin', '/api/orders/export?from=orders&orderBy=quote&order=desc&columns=number&columns=quote');
    const { body } = await readSheet(response.rawPayload);
    const total = (await w.t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;
    assert.equal(body.length, total, 'every order once (more than one 2,000-row batch)');
    assert.equal(new Set(body.map((r) => r[0])).size, total);
    const quotes = body.map((r) => (r[1] ?? '') as string);
    assert.deepEqual(quotes, [...quotes].sort().reverse());
  });

  test('a rep exports only their own orders; the approved view has Scheduled Ship Date instead of Status', async () => {
    const response = await w.get('rep', '/api/orders/export?from=approved');
    const { header, body } = await readSheet(response.rawPayload);
    assert.ok(header.includes('Scheduled Ship Date') && !header.includes('Status'));
    const repIndex = header.indexOf('Rep');
    const mine = (
      await w.t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(sql`${orders.repCode} = '101' and ${orders.status} = 6`)
    )[0].n;
    assert.equal(body.length, mine);
    assert.ok(body.every((r) => String(r[repIndex]).startsWith('101 - ')));
  });

  test('the same refusals as the list', async () => {
    const billTo = await w.get('rep', '/api/orders/export?from=orders&filter=1&searchCol=billTo');
    assert.equal(billTo.statusCode, 403);
    assert.equal(billTo.json().message, messages.privilegedFilterForbidden);
    assert.equal((await w.get('viewer', '/api/orders/export?from=saved')).statusCode, 403);
    assert.equal((await w.get('csr', '/api/orders/export?from=nowhere')).statusCode, 400);
  });
});
