import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { fill, ORDER_STATUS as S, ORDER_STATUS_TEXT, STATUS_FLOW_MESSAGES } from '@portal/shared/core';
import { createReturnWorld, inputOf, loadOrderForReturn, oneUnitDraft, type ReturnWorld } from '../../returns/testing';
import { orderCharges, orderItemSizes, orders, orderStatusHistory, shippingJobItems, shippingJobs } from '../../../db/tables/orders/model';
import { loadInvoice } from './invoiceData';
import { ofRep } from './orderTestKit';

// Mark Shipped ships what is left (shipWhatIsLeft.ts, README "Decisions"): one shipping job with
// a fresh invoice for exactly the unshipped quantities, in the move's transaction; none when the
// order's jobs carry everything; nothing written when the move is refused.

let w: ReturnWorld;
before(async () => {
  w = await createReturnWorld();
});
after(() => w.t.close());

const db = () => w.t.database.db;

const MOVE = /* GraphQL */ `
  mutation Move($id: Int!, $to: Int!, $from: Int) {
    moveOrder(id: $id, to: $to, from: $from) {
      status
      items { sizes { id qtyC qtyU shippedC shippedU } }
      shippingJobs { id invoices units shipped }
      actions { canCreateReturn }
    }
  }
`;
interface Moved {
  moveOrder: {
    status: number;
    items: { sizes: { id: number; qtyC: number; qtyU: number; shippedC: number; shippedU: number }[] }[];
    shippingJobs: { id: number; invoices: string[]; units: number; shipped: boolean }[];
    actions: { canCreateReturn: boolean };
  } | null;
}

const noJob = sql`not exists (select 1 from ${shippingJobItems} j where j.order_id = ${orders.id})`;
const someJob = sql`exists (select 1 from ${shippingJobItems} j where j.order_id = ${orders.id})`;

/** Every invoice number in use, highest INV number first. */
async function invoicesInUse(): Promise<string[]> {
  const rows = await db().select({ invoices: shippingJobs.invoices }).from(shippingJobs);
  return rows.flatMap((r) => r.invoices).sort((a, b) => Number(b.slice(3)) - Number(a.slice(3)));
}

/** Per size of the order: ordered C/U, stored shipped C/U, and what its shipping jobs sent. */
async function sizesOf(orderId: number) {
  return db()
    .select({
      id: orderItemSizes.id,
      itemId: orderItemSizes.itemId,
      qtyC: orderItemSizes.qtyC,
      qtyU: orderItemSizes.qtyU,
      shippedC: orderItemSizes.shippedC,
      shippedU: orderItemSizes.shippedU,
      sentC: sql<number>`coalesce((select sum(j.qty_c) from ${shippingJobItems} j where j.order_item_size_id = order_item_sizes.id), 0)::int`,
      sentU: sql<number>`coalesce((select sum(j.qty_u) from ${shippingJobItems} j where j.order_item_size_id = order_item_sizes.id), 0)::int`,
    })
    .from(orderItemSizes)
    .where(eq(orderItemSizes.orderId, orderId))
    .orderBy(asc(orderItemSizes.id));
}

async function jobIdsOf(orderId: number): Promise<number[]> {
  const rows = await db()
    .selectDistinct({ id: shippingJobItems.jobId })
    .from(shippingJobItems)
    .where(eq(shippingJobItems.orderId, orderId))
    .orderBy(asc(shippingJobItems.jobId));
  return rows.map((r) => r.id);
}

/** Everything a refused move must leave as it was. */
async function snapshot(orderId: number) {
  const [[{ jobs }], [{ history }]] = await Promise.all([
    db().select({ jobs: count() }).from(shippingJobs),
    db().select({ history: count() }).from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)),
  ]);
  return {
    order: await w.orderById(orderId),
    sizes: await sizesOf(orderId),
    jobIds: await jobIdsOf(orderId),
    jobs,
    history,
    topInvoice: (await invoicesInUse())[0],
  };
}

describe('Mark Shipped ships what is left', () => {
  test('an Approved order without a shipping job ships with one new job holding exactly its quantities and a fresh invoice; the invoice is a PDF; a return can be made from it', async () => {
    const order = await w.orderWhere(ofRep(S.Approved, '101', noJob));
    const sizes = await sizesOf(order.id);
    assert.ok(
      sizes.every((s) => s.sentC + s.sentU === 0 && s.shippedC + s.shippedU === 0),
      'nothing shipped yet',
    );
    const [top] = await invoicesInUse();
    const [{ jobs: jobsBefore }] = await db().select({ jobs: count() }).from(shippingJobs);
    w.t.clock.advance(60_000);

    const { data, errors } = await w.gql<Moved>(MOVE, { id: order.id, to: S.Shipped, from: S.Approved }, 'csr');
    assert.equal(errors, undefined, errors?.[0].message);
    const moved = data!.moveOrder!;
    assert.equal(moved.status, S.Shipped);

    const expectedInvoice = `INV${Number(top.slice(3)) + 1}`;
    const ordered = sizes.reduce((n, s) => n + s.qtyC + s.qtyU, 0);
    assert.deepEqual(
      moved.shippingJobs.map((j) => ({ invoices: j.invoices, units: j.units, shipped: j.shipped })),
      [{ invoices: [expectedInvoice], units: ordered, shipped: true }],
    );
    const [{ jobs: jobsAfter }] = await db().select({ jobs: count() }).from(shippingJobs);
    assert.equal(jobsAfter, jobsBefore + 1, 'exactly one job was made');
    assert.equal((await invoicesInUse()).filter((i) => i === expectedInvoice).length, 1, 'the invoice number is new');

    const [job] = await db().select().from(shippingJobs).where(eq(shippingJobs.id, moved.shippingJobs[0].id));
    const [csr] = await db()
      .execute(sql`select id from users where email = 'csr@demo.local'`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const [freight] = await db()
      .select({ cents: sql<number>`coalesce(sum(${orderCharges.amountCents}), 0)::int` })
      .from(orderCharges)
      .where(and(eq(orderCharges.orderId, order.id), eq(orderCharges.code, 'FRT')));
    assert.deepEqual(
      {
        customer: job.customerNumb,
        rep: job.repCode,
        csr: job.csr,
        po: job.po,
        job: job.job,
        shippedAt: job.shippedAt?.getTime(),
        createdBy: job.createdBy,
        chargeCents: job.chargeCents,
      },
      {
        customer: order.customerNumb,
        rep: order.repCode,
        csr: order.csr,
        po: order.po,
        job: order.job,
        shippedAt: w.t.clock.now().getTime(),
        createdBy: csr.id,
        chargeCents: freight.cents,
      },
      "the job is the order's, shipped now by the mover, with the order's freight (its first shipment)",
    );
    const items = await db()
      .select()
      .from(shippingJobItems)
      .where(eq(shippingJobItems.jobId, job.id))
      .orderBy(asc(shippingJobItems.orderItemSizeId));
    assert.deepEqual(
      items.map((i) => ({ order: i.orderId, item: i.orderItemId, size: i.orderItemSizeId, C: i.qtyC, U: i.qtyU })),
      sizes.filter((s) => s.qtyC + s.qtyU > 0).map((s) => ({ order: order.id, item: s.itemId, size: s.id, C: s.qtyC, U: s.qtyU })),
      'one line per size with exactly its ordered C and U',
    );
    const after = await sizesOf(order.id);
    assert.ok(
      after.every((s) => s.shippedC === s.qtyC && s.shippedU === s.qtyU && s.sentC === s.qtyC && s.sentU === s.qtyU),
      'shipped is what the jobs sent: everything',
    );

    // The invoice bills the whole order (its items, the order's freight as the shipment's, its other charges).
    const invoice = await loadInvoice(db(), expectedInvoice);
    assert.equal(invoice?.totalCents, (await w.orderById(order.id)).totalCents);
    const pdf = await w.rest('GET', `/Images/Invoice/${expectedInvoice}.pdf`, 'csr');
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.ok(pdf.body.startsWith('%PDF'));

    // Returns read the shipped quantities: the order is returnable, and a return is made.
    assert.equal(moved.actions.canCreateReturn, true);
    const forReturn = (await loadOrderForReturn(db(), order.id))!;
    assert.deepEqual(
      forReturn.shippingJobs.map((j) => j.invoice),
      [expectedInvoice],
    );
    assert.ok(forReturn.items.every((i) => i.size.every((s) => s.shippedC + s.shippedU === s.quantity)));
    const created = await w.create('csr', inputOf(order.id, oneUnitDraft(forReturn, await w.codeOf(2))));
    assert.ok(created.id > 0);
  });

  test("a half-shipped order gets a job for the rest only, to the earlier shipment's address, without freight; earlier jobs stay as they were", async () => {
    const order = await w.orderWhere(ofRep(S.Approved, '101', someJob));
    const sizes = await sizesOf(order.id);
    const earlierIds = await jobIdsOf(order.id);
    const earlierJobs = await db().select().from(shippingJobs).where(inArray(shippingJobs.id, earlierIds)).orderBy(asc(shippingJobs.id));
    const earlierItems = await db()
      .select()
      .from(shippingJobItems)
      .where(inArray(shippingJobItems.jobId, earlierIds))
      .orderBy(asc(shippingJobItems.id));
    const rest = sizes.map((s) => ({ size: s.id, C: s.qtyC - s.sentC, U: s.qtyU - s.sentU })).filter((r) => r.C + r.U > 0);
    assert.ok(rest.length > 0 && sizes.some((s) => s.sentC + s.sentU > 0), 'the order is half shipped');
    const [top] = await invoicesInUse();

    const { errors } = await w.gql<Moved>(MOVE, { id: order.id, to: S.Shipped, from: S.Approved }, 'manager');
    assert.equal(errors, undefined, errors?.[0].message);

    const jobIds = await jobIdsOf(order.id);
    const made = jobIds.filter((id) => !earlierIds.includes(id));
    assert.equal(made.length, 1, 'one new job');
    const [job] = await db().select().from(shippingJobs).where(eq(shippingJobs.id, made[0]));
    assert.deepEqual(job.invoices, [`INV${Number(top.slice(3)) + 1}`]);
    assert.equal(job.chargeCents, 0, 'the freight went with the earlier shipment');
    const last = earlierJobs[earlierJobs.length - 1];
    assert.deepEqual(
      [job.shipViaCode, job.shipToName, job.address1, job.city, job.zip],
      [last.shipViaCode, last.shipToName, last.address1, last.city, last.zip],
    );
    const items = await db()
      .select()
      .from(shippingJobItems)
      .where(eq(shippingJobItems.jobId, job.id))
      .orderBy(asc(shippingJobItems.orderItemSizeId));
    assert.deepEqual(
      items.map((i) => ({ size: i.orderItemSizeId, C: i.qtyC, U: i.qtyU })),
      rest,
      'exactly the unshipped quantities',
    );
    assert.deepEqual(
      await db().select().from(shippingJobs).where(inArray(shippingJobs.id, earlierIds)).orderBy(asc(shippingJobs.id)),
      earlierJobs,
    );
    assert.deepEqual(
      await db().select().from(shippingJobItems).where(inArray(shippingJobItems.jobId, earlierIds)).orderBy(asc(shippingJobItems.id)),
      earlierItems,
    );
    assert.ok(
      (await sizesOf(order.id)).every((s) => s.shippedC === s.qtyC && s.shippedU === s.qtyU && s.sentC === s.qtyC && s.sentU === s.qtyU),
    );
    assert.equal((await w.rest('GET', `/Images/Invoice/${job.invoices[0]}.pdf`, 'manager')).statusCode, 200);
  });

  test('an order whose shipping jobs carry everything gets no new job', async () => {
    // A seeded shipped order (its jobs carry every unit), put back to Approved.
    const order = await w.orderWhere(ofRep(S.Shipped, '101', someJob));
    await db().update(orders).set({ status: S.Approved }).where(eq(orders.id, order.id));
    const before = await snapshot(order.id);
    assert.ok(before.sizes.every((s) => s.sentC === s.qtyC && s.sentU === s.qtyU));

    const { data, errors } = await w.gql<Moved>(MOVE, { id: order.id, to: S.Shipped, from: S.Approved }, 'csr');
    assert.equal(errors, undefined, errors?.[0].message);
    assert.equal(data!.moveOrder!.status, S.Shipped);
    const after = await snapshot(order.id);
    assert.deepEqual(
      { jobs: after.jobs, jobIds: after.jobIds, sizes: after.sizes, topInvoice: after.topInvoice },
      { jobs: before.jobs, jobIds: before.jobIds, sizes: before.sizes, topInvoice: before.topInvoice },
    );
    assert.equal(after.history, before.history + 1, 'only the move itself was written');
  });

  test('two orders shipped at the same time get different invoice numbers', async () => {
    const [a, b] = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(ofRep(S.Approved, '101', noJob))
      .orderBy(asc(orders.id))
      .limit(2);
    const [top] = await invoicesInUse();
    const results = await Promise.all([a, b].map((o) => w.gql<Moved>(MOVE, { id: o.id, to: S.Shipped, from: S.Approved }, 'manager')));
    assert.deepEqual(
      results.map((r) => r.errors),
      [undefined, undefined],
    );
    const invoices = results.map((r) => r.data!.moveOrder!.shippingJobs[0].invoices[0]).sort();
    const n = Number(top.slice(3));
    assert.deepEqual(invoices, [`INV${n + 1}`, `INV${n + 2}`]);
  });
});

describe('refused moves write nothing (no job, no invoice, no shipped quantities)', () => {
  test('403 for people the table does not name, 409 for a stale page, a skipped step or a final status', async () => {
    const order = await w.orderWhere(ofRep(S.Approved, '101', noJob));
    const before = await snapshot(order.id);
    for (const who of ['rep', 'artist', 'viewer', 'customer'] as const) {
      const { errors } = await w.gql<Moved>(MOVE, { id: order.id, to: S.Shipped, from: S.Approved }, who);
      assert.equal(errors?.[0].extensions?.code, 'FORBIDDEN', who);
    }
    const stale = await w.gql<Moved>(MOVE, { id: order.id, to: S.Shipped, from: S.ManagersApproval }, 'manager');
    assert.equal(stale.errors?.[0].extensions?.code, 'CONFLICT');
    assert.equal(stale.errors?.[0].message, fill(STATUS_FLOW_MESSAGES.changed, { number: order.number, from: 'Approved' }));
    assert.deepEqual(await snapshot(order.id), before);

    for (const status of [S.ManagersApproval, S.Saved, S.Cancelled]) {
      await db().update(orders).set({ status }).where(eq(orders.id, order.id));
      const moved = await snapshot(order.id);
      const { errors } = await w.gql<Moved>(MOVE, { id: order.id, to: S.Shipped }, 'manager');
      assert.equal(errors?.[0].extensions?.code, 'CONFLICT', `from ${status}`);
      assert.equal(
        errors?.[0].message,
        fill(STATUS_FLOW_MESSAGES.notInFlow, { number: order.number, from: ORDER_STATUS_TEXT[status], to: 'Shipped' }),
      );
      assert.deepEqual(await snapshot(order.id), moved, `from ${status}: nothing written`);
    }
  });
});
