import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestApp, gqlAs, type TestApp } from '../../../test/harness';

// customers(license) and drops(license) (spec 001 §7.2 "customers and drops queries with an optional
// license flag"; README Decisions "The license flag"): checked against the tables read here.

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());
const db = () => t.database.db;
const gql = gqlAs(
  () => t,
  (as) => `${as}@demo.local`,
);
const rows = async <T>(query: string) => ((await db().execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

describe('customers(license)', () => {
  test('without the flag a rep gets every customer of their rep code, by name', async () => {
    const want = await rows<{ numb: string }>(`select numb from customers where rep_code = '101' order by name, numb`);
    const answer = await gql<{ customers: { number: string }[] }>('rep', '{ customers { number name } }');
    assert.equal(answer.error, null);
    assert.deepEqual(
      answer.data?.customers.map((c) => c.number),
      want.map((r) => r.numb),
    );
  });

  test('license: true keeps only the licensed customers (those holding a licence design)', async () => {
    const want = await rows<{ numb: string }>(
      `select numb from customers c where exists (select 1 from designs d where d.customer_numb = c.numb and d.league_id is not null) order by name, numb`,
    );
    const all = await rows<{ n: number }>('select count(*)::int n from customers');
    assert.ok(want.length > 0 && want.length < all[0].n, 'the seed has licensed and other customers');
    const answer = await gql<{ customers: { number: string }[] }>('admin', '{ customers(license: true) { number } }');
    assert.deepEqual(
      answer.data?.customers.map((c) => c.number),
      want.map((r) => r.numb),
    );
  });

  test('license: false is the whole list, as without the flag', async () => {
    const without = await gql<{ customers: { number: string }[] }>('rep', '{ customers { number } }');
    const withFalse = await gql<{ customers: { number: string }[] }>('rep', '{ customers(license: false) { number } }');
    assert.deepEqual(withFalse.data, without.data);
  });

  test('a rep never gets another rep’s customers, licensed or not', async () => {
    const mine = new Set((await rows<{ numb: string }>(`select numb from customers where rep_code = '101'`)).map((r) => r.numb));
    const answer = await gql<{ customers: { number: string }[] }>('rep', '{ customers(license: true) { number } }');
    assert.ok((answer.data?.customers.length ?? 0) > 0);
    for (const c of answer.data?.customers ?? []) assert.ok(mine.has(c.number), c.number);
  });

  test('a customer account is refused (the design requests rule)', async () => {
    const answer = await gql('customer', '{ customers(license: true) { number } }');
    assert.equal(answer.error?.code, 'FORBIDDEN');
  });
});

describe('drops(license)', () => {
  test('without the flag: the active drops by name, as the request dialog’s list', async () => {
    const want = await rows<{ id: number }>('select id from drops where active order by name');
    const answer = await gql<{ drops: { id: number }[]; designRequestDrops: { id: number }[] }>(
      'rep',
      '{ drops { id } designRequestDrops { id } }',
    );
    assert.deepEqual(
      answer.data?.drops.map((d) => d.id),
      want.map((r) => r.id),
    );
    assert.deepEqual(answer.data?.drops, answer.data?.designRequestDrops);
  });

  test('license: true keeps only the active licence drops (sub-category Licensed)', async () => {
    const want = await rows<{ id: number }>(`select id from drops where active and lower(sub_category) = 'licensed' order by name`);
    assert.ok(want.length > 0, 'the seed has licence drops');
    const answer = await gql<{ drops: { id: number; width: number; treatments: string[] }[] }>(
      'artist',
      '{ drops(license: true) { id width treatments } }',
    );
    assert.deepEqual(
      answer.data?.drops.map((d) => d.id),
      want.map((r) => r.id),
    );
  });
});
