import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { createTestApp } from '../../../../test/harness';
import { users } from '../../../db/tables/platform';
import { toSessionUser, sessionUserColumns } from '../../../platform/sessions';
import { listOrders } from './listService';

test('explain the orders list page, views vs tables', async () => {
  const t = await createTestApp();
  const seen: { text: string; values: unknown[] }[] = [];
  const original = pg.Pool.prototype.query;
  // biome-ignore lint/suspicious/noExplicitAny: temporary probe
  (pg.Pool.prototype as any).query = function (this: pg.Pool, q: any, ...rest: any[]) {
    if (q && typeof q === 'object' && typeof q.text === 'string' && q.text.includes('customerName'))
      seen.push({ text: q.text, values: q.values });
    // biome-ignore lint/suspicious/noExplicitAny: temporary probe
    return (original as any).call(this, q, ...rest);
  };
  const db = t.database.db;
  const [row] = await db.select(sessionUserColumns).from(users).where(eq(users.email, 'admin@demo.local'));
  const admin = toSessionUser(row);
  await listOrders(db, admin, { from: 'saved' } as never);
  const [rep] = await db.select(sessionUserColumns).from(users).where(eq(users.email, 'rep@demo.local'));
  await listOrders(db, toSessionUser(rep), { from: 'saved', search: 'golf' } as never);
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  for (const q of seen) {
    const before = q.text
      .replaceAll('"customers_view"', '"customers"')
      .replaceAll('"reps_view"', '"reps"')
      .replaceAll('"order_types_view"', '"order_types"')
      .replaceAll('"csrs_view"', '"csrs"')
      .replaceAll('"users_view"', '"users"');
    for (const [label, text] of [
      ['VIEWS', q.text],
      ['TABLES', before],
    ]) {
      const plan = await pool.query({ text: `explain (costs on) ${text}`, values: q.values });
      console.log(`---- ${label}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      const timed = await pool.query({ text: `explain (analyze, timing off, summary on) ${text}`, values: q.values });
      console.log(
        timed.rows
          .slice(-2)
          .map((r) => r['QUERY PLAN'])
          .join('\n'),
      );
    }
  }
  await t.close();
});
