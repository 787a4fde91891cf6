import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { executePrepared, PREPARED_STATEMENTS_MAX } from './client';

// A prepared read must answer exactly what the same read answers unprepared, on both drivers,
// whatever its parameters hold; PGlite's parameters travel as quoted literals, so quotes and
// backslashes are the case to get right.

describe('executePrepared', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());
  const db = () => t.app.platform.db;
  const onPglite = () => !t.app.platform.config.databaseUrl;
  const unprepared = async (query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: unknown[] }).rows;
  const preparedNames = async () =>
    ((await db().execute(sql`select name from pg_prepared_statements`)) as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);

  const awkward = ["it's", 'back\\slash', "both \\' of them", 'ünïcödé ✓', '', '$1', "'); drop table orders; --"];

  it('answers what the unprepared read answers, for every kind of plain parameter', async () => {
    for (const text of awkward) {
      const query = sql`select ${text}::text as t, length(${text}) as n, ${42} + 1 as i, ${true} as b, ${null}::text as nothing, ${'7'}::int * 2 as cast`;
      const rows = await executePrepared(db(), query);
      assert.deepEqual(rows, await unprepared(query), text);
      assert.equal((rows[0] as { t: string }).t, text);
    }
    const listed = sql`select ${sql.param([3, 1, 2])}::int[] as ids, 2 = any(${sql.param([3, 1, 2])}::int[]) as has`;
    assert.deepEqual(await executePrepared(db(), listed), await unprepared(listed));
    assert.deepEqual(await executePrepared(db(), listed), [{ ids: [3, 1, 2], has: true }]);
    // Still there: the last parameter was SQL, and it stayed a value.
    assert.ok(((await unprepared(sql`select count(*)::int as n from orders`))[0] as { n: number }).n > 0);
  });

  it('prepares a text once and runs it again from its plan', async () => {
    const query = (n: number) => sql`select id from orders where id > ${n} order by id limit 2`;
    const first = await executePrepared(db(), query(0));
    assert.deepEqual(await executePrepared(db(), query(0)), first);
    assert.deepEqual(
      await executePrepared(db(), query(Number((first[0] as { id: number }).id))),
      await unprepared(query(Number((first[0] as { id: number }).id))),
    );
    // PGlite has one session, so its prepared statements can be read; a server's are per connection.
    if (onPglite()) {
      const names = await preparedNames();
      assert.equal(names.length, new Set(names).size);
      assert.ok(names.length >= 2);
    }
  });

  it('runs unprepared, with the same answer, for a value that is not plain and inside a transaction', async () => {
    const at = new Date('2026-03-04T05:06:07.000Z');
    const dated = sql`select ${at.toISOString()}::timestamptz = ${at}::timestamptz as same`;
    assert.deepEqual(await executePrepared(db(), dated), [{ same: true }]);
    // A transaction's handle runs its own statements (on PGlite the top-level client would wait for
    // the transaction's lock: this would hang).
    const inside = await db().transaction((tx) => executePrepared(tx, sql`select ${'in a transaction'}::text as t`));
    assert.deepEqual(inside, [{ t: 'in a transaction' }]);
  });

  it('refuses a bad statement and prepares it again on the next call', async () => {
    const broken = sql`select ${1}::int as n from no_such_table`;
    await assert.rejects(executePrepared(db(), broken), /no_such_table/);
    await assert.rejects(executePrepared(db(), broken), /no_such_table/);
    assert.deepEqual(await executePrepared(db(), sql`select ${1}::int as n`), [{ n: 1 }]);
  });

  it('keeps at most PREPARED_STATEMENTS_MAX statements; later texts still answer', async () => {
    for (let i = 0; i < PREPARED_STATEMENTS_MAX + 5; i++) {
      assert.deepEqual(await executePrepared(db(), sql`select ${i}::int + ${sql.raw(String(i))} as n`), [{ n: 2 * i }]);
    }
    if (onPglite()) assert.ok((await preparedNames()).length <= PREPARED_STATEMENTS_MAX);
  });
});
