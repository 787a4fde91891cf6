import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { desc, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { orders } from '../db/tables/orders/model';
import { isoInstant, jsonRows } from './jsonRows';

// A page read as one JSON text must answer what the ORM's own row mapping answers.

describe('jsonRows', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());
  const db = () => t.app.platform.db;

  it('answers the rows in the query’s order, keyed by alias, with instants as toISOString writes them', async () => {
    // Microseconds the database keeps and a Date drops: both sides must cut them the same way.
    const ids = (await db().select({ id: orders.id }).from(orders).orderBy(orders.id).limit(3)).map((r) => r.id);
    await db().execute(sql`update orders set last_reminder = timestamptz '2026-03-04 15:16:17.999999+00' where id = ${ids[0]}`);
    await db().execute(sql`update orders set last_reminder = timestamptz '1999-12-31 23:59:59.0005-05' where id = ${ids[1]}`);
    await db().execute(sql`update orders set last_reminder = null where id = ${ids[2]}`);
    const where = inArray(orders.id, ids);
    const mapped = await db()
      .select({ id: orders.id, lastReminder: orders.lastReminder, tags: orders.tags, onHold: orders.onHold })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id));
    const json = await jsonRows<{ id: number; lastReminder: string | null; tags: string[]; onHold: boolean }>(
      db(),
      db()
        .select({
          id: sql`${orders.id}`.as('id'),
          lastReminder: isoInstant(orders.lastReminder).as('lastReminder'),
          tags: sql`${orders.tags}`.as('tags'),
          onHold: sql`${orders.onHold}`.as('onHold'),
        })
        .from(orders)
        .where(where)
        .orderBy(desc(orders.id)),
    );
    assert.deepEqual(
      json,
      mapped.map((r) => ({ ...r, lastReminder: r.lastReminder?.toISOString() ?? null })),
    );
    assert.deepEqual(json.find((r) => r.id === ids[0])?.lastReminder, '2026-03-04T15:16:17.999Z');
  });

  it('answers [] for no rows', async () => {
    assert.deepEqual(
      await jsonRows(
        db(),
        db()
          .select({ id: sql`${orders.id}`.as('id') })
          .from(orders)
          .where(sql`false`),
      ),
      [],
    );
  });
});
