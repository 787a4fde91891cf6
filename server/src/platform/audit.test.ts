import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { orderApprovals } from '../db/tables/orders/approval';
import { orders } from '../db/tables/orders/model';
import { users } from '../db/tables/platform';
import { returns } from '../db/tables/returns';
import { auditAs, historyOf } from './audit';

// Every write leaves a trace: who, when, which record, the fields before and after.

describe('audit trail', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const db = () => t.app.platform.db;
  const userId = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  const someOrder = async () => (await db().select({ id: orders.id, po: orders.po }).from(orders).orderBy(orders.id).limit(1))[0];

  it('the seed leaves no trace: demo data is nobody’s change', async () => {
    const [{ n }] = ((await db().execute(sql`select count(*)::int as n from audit_log`)) as unknown as { rows: { n: number }[] }).rows;
    assert.equal(n, 0);
  });

  it('records who changed which fields of an order, from what to what, at the app clock’s time', async () => {
    const csr = await userId('csr@demo.local');
    const order = await someOrder();
    const at = new Date('2026-03-04T15:16:17Z');
    await db().transaction(async (tx) => {
      await auditAs(tx, { id: csr }, at);
      await tx.update(orders).set({ po: 'PO-AUDIT-1', updatedAt: at }).where(eq(orders.id, order.id));
    });
    const [entry] = await historyOf(db(), 'order', order.id);
    assert.equal(entry.action, 'update');
    assert.equal(entry.table, 'orders');
    assert.deepEqual(entry.actor, { id: csr, name: entry.actor!.name });
    assert.ok(entry.actor!.name.length > 0);
    assert.equal(entry.at.toISOString(), at.toISOString());
    // Only the changed field; bookkeeping columns (updated_at, search_text) are never recorded.
    assert.deepEqual(entry.changes, { po: [order.po, 'PO-AUDIT-1'] });
  });

  it('a change rolled back leaves no trace', async () => {
    const order = await someOrder();
    const before = (await historyOf(db(), 'order', order.id)).length;
    await assert.rejects(
      db().transaction(async (tx) => {
        await auditAs(tx, null, new Date());
        await tx.update(orders).set({ po: 'PO-ROLLED-BACK' }).where(eq(orders.id, order.id));
        throw new Error('refused');
      }),
    );
    assert.equal((await historyOf(db(), 'order', order.id)).length, before);
  });

  it('a write that names nobody is recorded as the system’s', async () => {
    const [ret] = await db().select({ id: returns.id, job: returns.job }).from(returns).orderBy(returns.id).limit(1);
    await db().update(returns).set({ job: 'J-AUDIT' }).where(eq(returns.id, ret.id));
    const [entry] = await historyOf(db(), 'return', ret.id);
    assert.equal(entry.actor, null);
    assert.deepEqual(entry.changes, { job: [ret.job, 'J-AUDIT'] });
  });

  it('a child row is part of its record’s history, and an approval link’s secret is never recorded', async () => {
    const order = await someOrder();
    await db().transaction(async (tx) => {
      await auditAs(tx, null, new Date());
      await tx
        .insert(orderApprovals)
        .values({ id: 'secret-token-value', orderId: order.id, sentTo: ['buyer@example.com'], createdAt: new Date() });
    });
    const [entry] = await historyOf(db(), 'order', order.id);
    assert.equal(entry.table, 'order_approvals');
    assert.equal(entry.action, 'insert');
    assert.equal(entry.rowId, null);
    assert.ok(!JSON.stringify(entry.changes).includes('secret-token-value'));
  });

  it('through the API: a PO edit names the CSR who made it; a refused edit leaves no trace', async () => {
    const cookie = await signIn(t.app, 'csr@demo.local');
    const [order] = await db()
      .select({ id: orders.id, po: orders.po })
      .from(orders)
      .where(sql`${orders.orderType} = '200' and ${orders.status} = 2`)
      .orderBy(orders.id)
      .limit(1);
    const post = (po: string) => t.app.inject({ method: 'POST', url: `/api/order/${order.id}/po`, headers: { cookie }, payload: { po } });
    const before = (await historyOf(db(), 'order', order.id)).length;
    assert.equal((await post('x'.repeat(31))).statusCode, 400);
    assert.equal((await historyOf(db(), 'order', order.id)).length, before);
    assert.equal((await post('AUDITED-PO')).statusCode, 200);
    const [entry] = await historyOf(db(), 'order', order.id);
    assert.equal(entry.actor?.id, await userId('csr@demo.local'));
    assert.equal(entry.at.toISOString(), t.clock.now().toISOString());
    assert.deepEqual(entry.changes, { po: [order.po, 'AUDITED-PO'] });
  });
});
