import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { RETURN_STATUS_TEXT, RETURN_ORDER_TYPE } from '@portal/shared/core';
import { createReturnWorld, type ReturnWorld } from './returnsTestKit';

// The seeded returns: every state, only shipped orders, consistent with what those
// orders shipped and charged, with their return orders and a history that walks the machine.

let w: ReturnWorld;
before(async () => {
  w = await createReturnWorld();
});
after(() => w.t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await w.t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('returns seed', () => {
  test('holds returns in every status and sub-status of the state table, on shipped orders only', async () => {
    const states = await rows<{ key: number; n: number }>(
      sql`select 10 * status + sub_status as key, count(*)::int as n from returns group by 1`,
    );
    assert.deepEqual(
      states.map((s) => s.key).sort((a, b) => a - b),
      Object.keys(RETURN_STATUS_TEXT)
        .map(Number)
        .sort((a, b) => a - b),
    );
    const notShipped = await rows(sql`select r.id from returns r join orders o on o.id = r.order_id where o.status <> 7`);
    assert.equal(notShipped.length, 0);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from returns`);
    assert.ok(n >= 300, `a demo-sized set (${n})`);
  });

  test('never takes back more than a size shipped, nor refunds more than an item or a charge is worth', async () => {
    const sizes = await rows(sql`
      select s.id from order_item_sizes s join return_item_sizes q on q.order_item_size_id = s.id join returns r on r.id = q.return_id and r.status <> 99
      group by s.id, s.shipped_c, s.shipped_u having sum(q.qty_c) > s.shipped_c or sum(q.qty_u) > s.shipped_u`);
    assert.equal(sizes.length, 0);
    const items = await rows(sql`
      select i.id from order_items i join return_items ri on ri.order_item_id = i.id join returns r on r.id = ri.return_id and r.status <> 99
      group by i.id having sum(ri.refund_cents) > (select sum((s.shipped_c + s.shipped_u) * (i.final_price_cents + coalesce((i.size_upcharges ->> s.size)::int, 0))) from order_item_sizes s where s.item_id = i.id)`);
    assert.equal(items.length, 0);
    const charges = await rows(sql`
      select c.id from order_charges c join return_charges rc on rc.order_charge_id = c.id join returns r on r.id = rc.return_id and r.status <> 99
      group by c.id having sum(rc.refund_cents) > c.amount_cents`);
    assert.equal(charges.length, 0);
    const overOrder = await rows(sql`
      select o.id from orders o join returns r on r.order_id = o.id and r.status <> 99
      group by o.id having sum(r.total_refund_cents) > o.total_cents + (select coalesce(sum(j.charge_cents), 0) from shipping_jobs j where j.id in (select job_id from shipping_job_items where order_id = o.id))`);
    assert.equal(overOrder.length, 0);
  });

  test("keeps each return's totals equal to its lines, and every item with units has a refund", async () => {
    const wrong = await rows(sql`
      select r.id from returns r
      where r.total_refund_cents <> coalesce((select sum(refund_cents) from return_items where return_id = r.id), 0)
          + coalesce((select sum(refund_cents) from return_charges where return_id = r.id), 0)
          + coalesce((select sum(refund_cents) from return_shipping where return_id = r.id), 0)
         or r.total_units <> coalesce((select sum(qty_c + qty_u) from return_item_sizes where return_id = r.id), 0)
         or r.total_units = 0 or r.total_refund_cents = 0`);
    assert.equal(wrong.length, 0);
    const mismatched = await rows(sql`
      select ri.id from return_items ri where (ri.refund_cents > 0) <> exists (select 1 from return_item_sizes s where s.return_item_id = ri.id and s.qty_c + s.qty_u > 0)`);
    assert.equal(mismatched.length, 0);
  });

  test('gives every approved return its return order, totalling minus the refund, cancelled with the return', async () => {
    const missing = await rows(sql`select id from returns where (status in (2, 3, 4)) <> (credit_order_id is not null) and status <> 99`);
    assert.equal(missing.length, 0);
    const credit = await rows<{ status: number; credit_status: number; total: number; refund: number; type: string }>(sql`
      select r.status, o.status as credit_status, o.total_cents as total, r.total_refund_cents as refund, o.order_type as type
      from returns r join orders o on o.id = r.credit_order_id`);
    assert.ok(credit.length > 0);
    for (const c of credit) {
      assert.equal(c.total, -c.refund);
      assert.equal(c.type, RETURN_ORDER_TYPE.code);
      assert.equal(c.credit_status, c.status === 99 ? 99 : 6);
    }
    const sums = await rows(sql`
      select o.id from orders o where o.order_type = ${RETURN_ORDER_TYPE.code} and o.total_cents <>
        coalesce((select sum(s.quantity * (i.final_price_cents + coalesce((i.size_upcharges ->> s.size)::int, 0))) from order_items i join order_item_sizes s on s.item_id = i.id where i.order_id = o.id), 0)
        + coalesce((select sum(amount_cents) from order_charges where order_id = o.id), 0)`);
    assert.equal(sums.length, 0, 'a return order totals its own lines');
  });

  test('walks the state machine in the history: created first, the last move lands on the current state', async () => {
    const bad = await rows(sql`
      select r.id from returns r
      where (select action from return_events e where e.return_id = r.id order by e.at, e.id limit 1) <> 'create'
         or (select 10 * to_status + to_sub_status from return_events e where e.return_id = r.id order by e.at desc, e.id desc limit 1) <> 10 * r.status + r.sub_status`);
    assert.equal(bad.length, 0);
    const codes = await rows(
      sql`select r.id from returns r join return_codes c on c.id = r.code_id where r.status in (2, 3, 4) and c.resolution <> r.status`,
    );
    assert.equal(codes.length, 0, 'the code decides where the order approval led');
    const tier = await rows(sql`
      select e.id from return_events e join returns r on r.id = e.return_id join users u on u.id = e.user_id
      where e.action like 'approve%' and r.total_refund_cents > 500000 and not (u.access @> '{approve5kReturns}')`);
    assert.equal(tier.length, 0, 'approvals above 5,000 were made by the higher tier');
  });

  test('keeps return_counts equal to the returns per rep, state, code and CSR', async () => {
    const differ = await rows(sql`
      select * from (select rep_code, status, sub_status, code_id, coalesce(csr, '') as csr, count(*)::int as n from returns group by 1, 2, 3, 4, 5) actual
      full join (select * from return_counts where n <> 0) kept using (rep_code, status, sub_status, code_id, csr)
      where actual.n is distinct from kept.n`);
    assert.equal(differ.length, 0);
  });

  test('records an outbox e-mail for every seeded post with cc', async () => {
    const posts = await rows<{ email_id: number | null; cc: string[] }>(sql`select email_id, cc from return_comments where type = 'email'`);
    for (const p of posts) assert.ok(p.email_id !== null && p.cc.length > 0);
    const plain = await rows(sql`select id from return_comments where type = 'comment' and (email_id is not null or cardinality(cc) > 0)`);
    assert.equal(plain.length, 0);
  });
});
