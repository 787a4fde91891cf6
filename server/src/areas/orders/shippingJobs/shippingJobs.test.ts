import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, eq, sql } from 'drizzle-orm';
import { ORDER_STATUS as S, SHIPPING_JOB_MESSAGES as M } from '@portal/shared/core';
import { historyOf } from '../../../platform/audit';
import { createReturnWorld, loadOrderForReturn, type ReturnWorld } from '../../returns/testing';
import { orderItemSizes, orders, orderStatusHistory, shippingJobItems, shippingJobs } from '../../../db/tables/orders/model';

// Shipping jobs (service.ts; mfe-orders/README.md "Shipping jobs"): the list and its visibility,
// the create page's orders, create and update with their clamps and refusals (nothing written),
// the shipped C/U they feed (what returns read), an order Shipped once its jobs carry every unit,
// and the bulk Mark Shipped.

let w: ReturnWorld;
before(async () => {
  w = await createReturnWorld();
});
after(() => w.t.close());
const db = () => w.t.database.db;

const LIST = `query($page: Int, $search: String) { shippingJobs(page: $page, search: $search) { id createdAt customer { number name } rep { number } csr { number } job quote shipped } }`;
const DETAIL = `query($id: Int!) { shippingJob(id: $id) { id shipped canUpdate invoice job po customer { number } shipViaCode { id name } items { id order { id numb } sizes { id display C U availableC availableU quantity } item { sku orderID orderNumb } } } }`;
const CREATE = `mutation($input: CreateShippingJobInput!) { createShippingJob(input: $input) }`;
const UPDATE = `mutation($input: UpdateShippingJobInput!) { updateShippingJob(input: $input) { id items { sizes { id C U availableC availableU } } } }`;
const MARK = `mutation($ids: [Int!]!) { markShippingJobsShipped(ids: $ids) }`;

/** An Approved order with no shipping job yet and at least two sizes with units. */
async function freshApproved(skip = 0) {
  const [row] = await db()
    .select({ id: orders.id, number: orders.number, customer: orders.customerNumb, rep: orders.repCode, csr: orders.csr })
    .from(orders)
    .where(
      and(
        eq(orders.status, S.Approved),
        eq(orders.onHold, false),
        sql`${orders.csr} is not null`,
        sql`not exists (select 1 from ${shippingJobItems} j where j.order_id = ${orders.id})`,
        sql`(select count(*) from ${orderItemSizes} s where s.order_id = ${orders.id}) >= 2`,
      ),
    )
    .orderBy(asc(orders.id))
    .offset(skip)
    .limit(1);
  assert.ok(row, 'an Approved order without a shipping job');
  return row;
}
async function sizesOf(orderId: number) {
  return db().select().from(orderItemSizes).where(eq(orderItemSizes.orderId, orderId)).orderBy(asc(orderItemSizes.id));
}
function input(
  order: Awaited<ReturnType<typeof freshApproved>>,
  items: { id: number; C: number; U: number }[],
  extra: Record<string, unknown> = {},
) {
  return {
    customer: order.customer,
    shipping: { customerName: 'Dock 4', address1: '12 King St W', city: 'Toronto', state: 'ON', country: 'Canada', zip: 'M5H 1A1' },
    dateRequired: '2026-12-15',
    rep: order.rep,
    csr: order.csr,
    po: 'PO-778',
    comment: 'Leave at the back door.',
    items: items.map((i) => ({ ...i, abbr: null })),
    shipViaCode: 'UPSG',
    jobTitle: 'Fall hoodies',
    ...extra,
  };
}
async function counts() {
  const [[{ jobs }], [{ lines }], [{ shipped }]] = await Promise.all([
    db().select({ jobs: sql<number>`count(*)::int` }).from(shippingJobs),
    db().select({ lines: sql<number>`count(*)::int` }).from(shippingJobItems),
    db()
      .select({ shipped: sql<number>`sum(${orderItemSizes.shippedC} + ${orderItemSizes.shippedU})::int` })
      .from(orderItemSizes),
  ]);
  return { jobs, lines, shipped };
}

describe('the list', () => {
  test('any signed-in user: 50 a page, newest first; a rep sees their own rep code, a customer their customers', async () => {
    const all = await w.gql<{
      shippingJobs: { id: number; createdAt: string; rep: { number: string } | null; customer: { number: string } }[];
    }>(LIST, {}, 'admin');
    assert.equal(all.data!.shippingJobs.length, 50);
    const times = all.data!.shippingJobs.map((j) => Date.parse(j.createdAt));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    const viewer = await w.gql<{ shippingJobs: unknown[] }>(LIST, {}, 'viewer');
    assert.equal(viewer.data!.shippingJobs.length, 50, 'an INTERNAL user without flags sees the list');
    const rep = await w.gql<{ shippingJobs: { rep: { number: string } | null }[] }>(LIST, {}, 'rep');
    assert.ok(rep.data!.shippingJobs.length > 0 && rep.data!.shippingJobs.every((j) => j.rep?.number === '101'));
    const customer = await w.gql<{ shippingJobs: { customer: { number: string } }[] }>(LIST, {}, 'customer');
    assert.equal(customer.errors, undefined);
    const anonymous = await w.gql(LIST, {});
    assert.equal(anonymous.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });

  test('search finds a job by its number, its invoice and its customer name', async () => {
    const [job] = await db().select().from(shippingJobs).orderBy(asc(shippingJobs.id)).limit(1);
    const byInvoice = await w.gql<{ shippingJobs: { id: number }[] }>(LIST, { search: job.invoices[0] }, 'admin');
    assert.deepEqual(
      byInvoice.data!.shippingJobs.map((j) => j.id),
      [job.id],
    );
    const byNumber = await w.gql<{ shippingJobs: { id: number }[] }>(LIST, { search: String(job.id) }, 'admin');
    assert.ok(byNumber.data!.shippingJobs.some((j) => j.id === job.id));
    const page2 = await w.gql<{ shippingJobs: { id: number }[] }>(LIST, { page: 2 }, 'admin');
    const page1 = await w.gql<{ shippingJobs: { id: number }[] }>(LIST, { page: 1 }, 'admin');
    assert.equal(page2.data!.shippingJobs.filter((j) => page1.data!.shippingJobs.some((k) => k.id === j.id)).length, 0);
  });
});

describe('GET /api/unshippedOrder', () => {
  test('Approved orders with units left, for order_edit or approve only', async () => {
    const ok = await w.t.app.inject({ method: 'GET', url: '/api/unshippedOrder', headers: { cookie: w.cookies.csr } });
    assert.equal(ok.statusCode, 200);
    const rows = ok.json() as { id: number; numb: number; customer: string }[];
    assert.ok(rows.length > 0 && rows.length <= 50);
    for (const r of rows.slice(0, 5)) assert.equal((await w.orderById(r.id)).status, S.Approved);
    const one = rows[0];
    const byCustomer = await w.t.app.inject({
      method: 'GET',
      url: `/api/unshippedOrder?customer=${one.customer}`,
      headers: { cookie: w.cookies.csr },
    });
    assert.ok((byCustomer.json() as { customer: string }[]).every((r) => r.customer === one.customer));
    const byNumber = await w.t.app.inject({
      method: 'GET',
      url: `/api/unshippedOrder?search=${one.numb}`,
      headers: { cookie: w.cookies.csr },
    });
    assert.ok((byNumber.json() as { id: number }[]).some((r) => r.id === one.id));
    for (const who of ['rep', 'viewer', 'customer'] as const) {
      const refused = await w.t.app.inject({ method: 'GET', url: '/api/unshippedOrder', headers: { cookie: w.cookies[who] } });
      assert.equal(refused.statusCode, 403, who);
    }
    const codes = await w.t.app.inject({ method: 'GET', url: '/api/shipCodes', headers: { cookie: w.cookies.viewer } });
    assert.ok((codes.json() as { id: string; name: string }[]).some((c) => c.id === 'UPSG' && c.name === 'UPS Ground'));
  });
});

describe('create', () => {
  test('a partial job: the sizes shipped C/U grow by what it carries, the order stays Approved, the job is open with an invoice', async () => {
    const order = await freshApproved(0);
    const before = await sizesOf(order.id);
    const first = before.find((s) => s.qtyC + s.qtyU >= 2)!;
    const C = Math.min(1, first.qtyC);
    const U = C === 0 ? 1 : 0;
    const made = await w.gql<{ createShippingJob: number }>(CREATE, { input: input(order, [{ id: first.id, C, U }]) }, 'csr');
    assert.equal(made.errors, undefined, JSON.stringify(made.errors));
    const id = made.data!.createShippingJob;
    const after = await sizesOf(order.id);
    const size = after.find((s) => s.id === first.id)!;
    assert.deepEqual([size.shippedC, size.shippedU], [first.shippedC + C, first.shippedU + U]);
    assert.equal((await w.orderById(order.id)).status, S.Approved);
    const detail = await w.gql<{
      shippingJob: {
        shipped: boolean;
        canUpdate: boolean;
        invoice: string[];
        job: string;
        po: string;
        shipViaCode: { id: string; name: string };
        items: {
          order: { id: number };
          sizes: { id: number; C: number; U: number; availableC: number; availableU: number }[];
          item: { orderID: number };
        }[];
      };
    }>(DETAIL, { id }, 'csr');
    const job = detail.data!.shippingJob;
    assert.equal(job.shipped, false);
    assert.equal(job.canUpdate, true);
    assert.match(job.invoice[0], /^INV\d+$/);
    assert.deepEqual([job.job, job.po, job.shipViaCode], ['Fall hoodies', 'PO-778', { id: 'UPSG', name: 'UPS Ground' }]);
    assert.deepEqual(
      job.items.map((i) => i.item.orderID),
      [order.id],
    );
    assert.deepEqual(
      job.items[0].sizes.map((s) => [s.id, s.C, s.U, s.availableC, s.availableU]),
      [[first.id, C, U, first.qtyC - first.shippedC, first.qtyU - first.shippedU]],
    );
    // The viewer sees it, without the update action; the job's head is audited under its own subject.
    const viewer = await w.gql<{ shippingJob: { canUpdate: boolean } }>(DETAIL, { id }, 'viewer');
    assert.equal(viewer.data!.shippingJob.canUpdate, false);
    const history = await historyOf(db(), 'shipping_job', id);
    assert.equal(history[0]?.action, 'insert');
    assert.ok(history[0].actor?.name);
    // The order's history records the line (shipping_job_items under the order).
    assert.ok((await historyOf(db(), 'order', order.id)).some((e) => e.table === 'shipping_job_items'));
  });

  test('a job carrying every unit left ships the order: Shipped, with its history, and returns read the shipped quantities', async () => {
    const order = await freshApproved(1);
    const before = await sizesOf(order.id);
    const made = await w.gql<{ createShippingJob: number }>(
      CREATE,
      {
        input: input(
          order,
          before.map((s) => ({ id: s.id, C: s.qtyC - s.shippedC, U: s.qtyU - s.shippedU })),
        ),
      },
      'manager',
    );
    assert.equal(made.errors, undefined, JSON.stringify(made.errors));
    assert.equal((await w.orderById(order.id)).status, S.Shipped);
    const [moved] = await db()
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, S.Shipped)));
    assert.match(moved.comment ?? '', new RegExp(`Shipping job #${made.data!.createShippingJob}`));
    const forReturn = await loadOrderForReturn(db(), order.id);
    assert.ok(forReturn);
    const shipped = forReturn!.items.flatMap((i) => i.size.map((s) => [s.id, s.shippedC, s.shippedU]));
    assert.deepEqual(
      shipped.sort((a, b) => a[0] - b[0]),
      before.map((s) => [s.id, s.qtyC, s.qtyU]),
    );
  });

  test('refusals change nothing: too many, another customer, not Approved, foreign rep or CSR, nothing to ship, no rights, bad fields', async () => {
    const order = await freshApproved(2);
    const other = await freshApproved(3);
    const sizes = await sizesOf(order.id);
    const s = sizes[0];
    const [shippedOrder] = await db().select({ id: orders.id }).from(orders).where(eq(orders.status, S.Shipped)).limit(1);
    const [shippedSize] = await sizesOf(shippedOrder.id);
    const start = await counts();
    const cases: [string, Record<string, unknown>, string, string?][] = [
      ['too many', input(order, [{ id: s.id, C: s.qtyC - s.shippedC + 1, U: 0 }]), 'BAD_USER_INPUT'],
      [
        'another customer',
        input(
          order,
          [
            { id: s.id, C: 0, U: 0 },
            { id: (await sizesOf(other.id))[0].id, C: 1, U: 0 },
          ].filter((i) => i.C > 0),
        ),
        other.customer === order.customer ? 'skip' : 'BAD_USER_INPUT',
      ],
      [
        'a shipped order',
        input({ ...order, customer: (await w.orderById(shippedOrder.id)).customerNumb }, [{ id: shippedSize.id, C: 0, U: 1 }]),
        'CONFLICT',
      ],
      [
        'a rep of none of the orders',
        input(order, [{ id: s.id, C: Math.min(1, s.qtyC), U: s.qtyC ? 0 : 1 }], { rep: order.rep === '101' ? '102' : '101' }),
        'BAD_USER_INPUT',
        M.repNotOnOrders,
      ],
      ['nothing to ship', input(order, [{ id: s.id, C: 0, U: 0 }]), 'BAD_USER_INPUT', M.quantityRequired],
      [
        'a job title over 30',
        input(order, [{ id: s.id, C: Math.min(1, s.qtyC), U: s.qtyC ? 0 : 1 }], { jobTitle: 'x'.repeat(31) }),
        'BAD_USER_INPUT',
        M.jobTitleTooLong,
      ],
      [
        'a PO over 50',
        input(order, [{ id: s.id, C: Math.min(1, s.qtyC), U: s.qtyC ? 0 : 1 }], { po: 'x'.repeat(51) }),
        'BAD_USER_INPUT',
        M.poTooLong,
      ],
      [
        'no address',
        input(order, [{ id: s.id, C: Math.min(1, s.qtyC), U: s.qtyC ? 0 : 1 }], {
          shipping: { customerName: '', address1: '', city: '', country: '' },
        }),
        'BAD_USER_INPUT',
        M.addressRequired,
      ],
      [
        'an unknown ship via',
        input(order, [{ id: s.id, C: Math.min(1, s.qtyC), U: s.qtyC ? 0 : 1 }], { shipViaCode: 'MULE' }),
        'BAD_USER_INPUT',
        M.shipViaRequired,
      ],
      ['a negative quantity', input(order, [{ id: s.id, C: -1, U: 2 }]), 'BAD_USER_INPUT', M.quantityInvalid],
    ];
    for (const [name, variables, code, message] of cases) {
      if (code === 'skip') continue;
      const answer = await w.gql(CREATE, { input: variables }, 'csr');
      assert.equal(answer.errors?.[0]?.extensions?.code, code, `${name}: ${JSON.stringify(answer.errors)}`);
      if (message) assert.equal(answer.errors?.[0]?.message, message, name);
    }
    for (const who of ['rep', 'viewer', 'customer', 'artist'] as const) {
      const answer = await w.gql(CREATE, { input: input(order, [{ id: s.id, C: Math.min(1, s.qtyC), U: s.qtyC ? 0 : 1 }]) }, who);
      assert.equal(answer.errors?.[0]?.extensions?.code, 'FORBIDDEN', who);
    }
    assert.deepEqual(await counts(), start);
  });
});

describe('update and the bulk Mark Shipped', () => {
  test('new quantities within what is left move the sizes shipped C/U; a shipped job or a shipped order refuses', async () => {
    const order = await freshApproved(4);
    const sizes = await sizesOf(order.id);
    const a = sizes.find((s) => s.qtyC - s.shippedC >= 2) ?? sizes.find((s) => s.qtyU - s.shippedU >= 2)!;
    const kind = a.qtyC - a.shippedC >= 2 ? 'C' : 'U';
    const made = await w.gql<{ createShippingJob: number }>(
      CREATE,
      { input: input(order, [{ id: a.id, C: kind === 'C' ? 1 : 0, U: kind === 'U' ? 1 : 0 }]) },
      'csr',
    );
    const id = made.data!.createShippingJob;
    const left = kind === 'C' ? a.qtyC - a.shippedC : a.qtyU - a.shippedU;
    const up = await w.gql<{
      updateShippingJob: { items: { sizes: { C: number; U: number; availableC: number; availableU: number }[] }[] };
    }>(UPDATE, { input: { orderNumb: id, items: [{ id: a.id, C: kind === 'C' ? left : 0, U: kind === 'U' ? left : 0 }] } }, 'csr');
    assert.equal(up.errors, undefined, JSON.stringify(up.errors));
    const [size] = await db().select().from(orderItemSizes).where(eq(orderItemSizes.id, a.id));
    assert.equal(kind === 'C' ? size.shippedC : size.shippedU, kind === 'C' ? a.qtyC : a.qtyU);
    const start = await counts();
    const tooMany = await w.gql(
      UPDATE,
      { input: { orderNumb: id, items: [{ id: a.id, C: kind === 'C' ? left + 1 : 0, U: kind === 'U' ? left + 1 : 0 }] } },
      'csr',
    );
    assert.equal(tooMany.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    const zero = await w.gql(UPDATE, { input: { orderNumb: id, items: [{ id: a.id, C: 0, U: 0 }] } }, 'csr');
    assert.equal(zero.errors?.[0]?.message, M.quantityRequired);
    const foreign = await w.gql(
      UPDATE,
      { input: { orderNumb: id, items: [{ id: sizes.find((s) => s.id !== a.id)!.id, C: 1, U: 0 }] } },
      'csr',
    );
    assert.equal(foreign.errors?.[0]?.message, M.notOnJob);
    const rep = await w.gql(UPDATE, { input: { orderNumb: id, items: [{ id: a.id, C: 1, U: 0 }] } }, 'rep');
    assert.equal(rep.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    assert.deepEqual(await counts(), start);

    const marked = await w.gql<{ markShippingJobsShipped: number[] }>(MARK, { ids: [id, 999_999] }, 'manager');
    assert.deepEqual(marked.data!.markShippingJobsShipped, [id]);
    const again = await w.gql<{ markShippingJobsShipped: number[] }>(MARK, { ids: [id] }, 'manager');
    assert.deepEqual(again.data!.markShippingJobsShipped, []);
    const afterShipped = await w.gql(
      UPDATE,
      { input: { orderNumb: id, items: [{ id: a.id, C: kind === 'C' ? 1 : 0, U: kind === 'U' ? 1 : 0 }] } },
      'csr',
    );
    assert.equal(afterShipped.errors?.[0]?.extensions?.code, 'CONFLICT');
    const detail = await w.gql<{ shippingJob: { shipped: boolean; canUpdate: boolean } }>(DETAIL, { id }, 'csr');
    assert.deepEqual(detail.data!.shippingJob, { ...detail.data!.shippingJob, shipped: true, canUpdate: false });
    const notAllowed = await w.gql(MARK, { ids: [id] }, 'viewer');
    assert.equal(notAllowed.errors?.[0]?.extensions?.code, 'FORBIDDEN');
  });

  test("Mark Shipped on the order ships what the screen-made job left: both jobs are the order's, in the same list", async () => {
    const order = await freshApproved(5);
    const sizes = await sizesOf(order.id);
    const a = sizes.find((s) => s.qtyC - s.shippedC >= 1) ?? sizes.find((s) => s.qtyU - s.shippedU >= 1)!;
    const made = await w.gql<{ createShippingJob: number }>(
      CREATE,
      { input: input(order, [{ id: a.id, C: a.qtyC - a.shippedC >= 1 ? 1 : 0, U: a.qtyC - a.shippedC >= 1 ? 0 : 1 }]) },
      'csr',
    );
    const moved = await w.gql<{ moveOrder: { status: number; shippingJobs: { id: number }[] } }>(
      `mutation($id: Int!) { moveOrder(id: $id, to: 7, from: 6) { status shippingJobs { id } } }`,
      { id: order.id },
      'manager',
    );
    assert.equal(moved.errors, undefined, JSON.stringify(moved.errors));
    assert.equal(moved.data!.moveOrder.status, S.Shipped);
    const jobIds = moved.data!.moveOrder.shippingJobs.map((j) => j.id);
    assert.equal(jobIds.length, 2);
    assert.ok(jobIds.includes(made.data!.createShippingJob));
    const after = await sizesOf(order.id);
    assert.ok(after.every((s) => s.shippedC === s.qtyC && s.shippedU === s.qtyU));
    const list = await w.gql<{ shippingJobs: { id: number }[] }>(LIST, { search: String(Math.max(...jobIds)) }, 'admin');
    assert.ok(list.data!.shippingJobs.some((j) => j.id === Math.max(...jobIds)));
  });
});
