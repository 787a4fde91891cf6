import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { desc, eq, sql } from 'drizzle-orm';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../../test/harness';
import { nextInvoiceNumber } from '../detail/shipWhatIsLeft';
import { nextOrderNumber } from './orderWrites';
import { orders, shippingJobs } from '../../../db/tables/orders/model';

// Order numbers (orders and credit orders) and invoice numbers come from database sequences
// (migrations 0015/0016), so several API instances can create them at once: many creations in
// parallel, each in its own transaction (on PostgreSQL they really run together on the pool's
// connections), all get distinct numbers past the seeded ones, and the unique index on
// orders.number stays satisfied.

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const PARALLEL = 40;

async function maxOrderNumber(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`max(${orders.number})::int` }).from(orders);
  return row.n;
}

async function maxInvoiceNumber(): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`max(substr(inv, 4)::bigint)::int` })
    .from(sql`${shippingJobs} cross join lateral unnest(${shippingJobs.invoices}) as inv`)
    .where(sql`inv ~ '^INV[0-9]{1,15}$'`);
  return row.n;
}

describe(`number sequences (${TEST_DRIVER})`, () => {
  test('the seed leaves the sequences past the numbers it wrote', async () => {
    const seededOrders = await maxOrderNumber();
    const seededInvoices = await maxInvoiceNumber();
    assert.ok(seededOrders > 100_000 && seededInvoices >= 700_000, 'the seed wrote order and invoice numbers');
    const [order, invoice] = await t.database.db.transaction(
      async (tx) => [await nextOrderNumber(tx), await nextInvoiceNumber(tx)] as const,
    );
    assert.equal(order, seededOrders + 1);
    assert.equal(invoice, `INV${seededInvoices + 1}`);
  });

  test(`${PARALLEL} orders created at once get ${PARALLEL} distinct new numbers`, async () => {
    const before = await maxOrderNumber();
    const { id: _id, ...model } = (await t.database.db.select().from(orders).orderBy(desc(orders.id)).limit(1))[0];
    const created = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.database.db.transaction(async (tx) => {
          const number = await nextOrderNumber(tx);
          const [row] = await tx
            .insert(orders)
            .values({ ...model, number, po: `parallel ${number}` })
            .returning({ id: orders.id, number: orders.number });
          return row;
        }),
      ),
    );
    const numbers = created.map((r) => r.number);
    assert.equal(new Set(numbers).size, PARALLEL, `distinct: ${numbers.join(', ')}`);
    assert.ok(
      numbers.every((n) => n > before),
      'every number is past the ones in use',
    );
    for (const { id, number } of created) {
      const [row] = await t.database.db.select({ number: orders.number }).from(orders).where(eq(orders.id, id));
      assert.equal(row.number, number);
    }
  });

  test(`${PARALLEL} invoice numbers drawn at once are distinct, and a rolled-back draw is not reused`, async () => {
    const before = await maxInvoiceNumber();
    const rolledBack = await t.database.db
      .transaction(async (tx) => {
        const invoice = await nextInvoiceNumber(tx);
        tx.rollback();
        return invoice;
      })
      .catch(() => null);
    const invoices = await Promise.all(Array.from({ length: PARALLEL }, () => t.database.db.transaction((tx) => nextInvoiceNumber(tx))));
    assert.equal(new Set(invoices).size, PARALLEL);
    assert.ok(invoices.every((i) => /^INV\d+$/.test(i) && Number(i.slice(3)) > before));
    if (rolledBack) assert.ok(!invoices.includes(rolledBack));
  });
});
