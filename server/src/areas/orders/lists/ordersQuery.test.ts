import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { GQL_ERROR_CODES, messages, ORDER_LIST_DEFINITIONS, ORDER_LISTS, orderListPathOf, PAGE_SIZE } from '@portal/shared/core';
import { users } from '../../../db/tables/platform';
import { customers, reps } from '../../../db/tables/directory';
import { toSessionUser } from '../../../platform/sessions';
import { clearFilterOptionsCache, filterOptions } from './filterOptions';
import { orderItems, orders } from '../../../db/tables/orders/model';
import { createListsWorld, ORDERS_QUERY, type ListsWorld, type OrderRow } from './listsTestKit';

let w: ListsWorld;
before(async () => {
  w = await createListsWorld();
});
after(() => w.t.close());

const db = () => w.t.database.db;
const list = async (who: Parameters<ListsWorld['gql']>[0], variables: Record<string, unknown>) => {
  const body = await w.gql<{ orders: OrderRow[] }>(who, ORDERS_QUERY, variables);
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!.orders;
};
const idsWhere = async (
  where: ReturnType<typeof sql>,
  orderBy = sql`${orders.updatedAt} desc, ${orders.id} desc`,
  limit = PAGE_SIZE,
  offset = 0,
) => (await db().select({ id: orders.id }).from(orders).where(where).orderBy(orderBy).limit(limit).offset(offset)).map((r) => r.id);

describe('orders(from) status ranges', () => {
  test('each list shows its own status range, sub-status and order type, newest change first', async () => {
    for (const from of ORDER_LISTS) {
      if (from === 'other_orders') continue;
      const d = ORDER_LIST_DEFINITIONS[from];
      const rows = await list('admin', { from });
      const conditions = [sql`${orders.status} between ${d.statuses[0]} and ${d.statuses[1]}`];
      if (d.subStatus) conditions.push(sql`${orders.subStatus} = ${d.subStatus}`);
      if (d.orderType) conditions.push(sql`${orders.orderType} = ${d.orderType}`);
      if (d.onHold !== undefined) conditions.push(d.onHold ? sql`${orders.onHold}` : sql`not ${orders.onHold}`);
      const expected = await idsWhere(and(...conditions)!);
      assert.ok(expected.length > 0, `${from} has seeded orders`);
      assert.deepEqual(
        rows.map((r) => r.id),
        expected,
        from,
      );
    }
  });

  test('a row carries the spec fields, names from loaders and the status text', async () => {
    const [row] = await list('csr', { from: 'customer_approved' });
    const [stored] = await db().select().from(orders).where(eq(orders.id, row.id));
    const [customer] = await db().select().from(customers).where(eq(customers.numb, stored.customerNumb));
    const [rep] = await db().select().from(reps).where(eq(reps.code, stored.repCode));
    assert.equal(row.number, stored.number);
    assert.equal(row.custNumb, stored.customerNumb);
    assert.equal(row.customer, customer.name);
    assert.equal(row.repName, rep.name);
    assert.equal(row.total, stored.totalCents / 100);
    assert.equal(row.items, stored.itemCount);
    assert.equal(row.statusString, "Manager's Approval - Customer Approved");
    assert.equal(row.subStatus, 1);
    assert.equal(row.listPath, orderListPathOf(5));
    assert.equal(row.updated_at, stored.updatedAt.toISOString());
    assert.ok(row.csrName, 'CSR name resolved');
    assert.ok(row.createdBy?.email.includes('@'));
  });
});

describe('paging and sorting in SQL', () => {
  test('page 2 is the next 50 rows of the same order', async () => {
    const page1 = await list('admin', { from: 'orders' });
    const page2 = await list('admin', { from: 'orders', page: 2 });
    assert.equal(page1.length, PAGE_SIZE);
    assert.equal(page2.length, PAGE_SIZE);
    assert.deepEqual(
      page2.map((r) => r.id),
      await idsWhere(sql`true`, undefined, PAGE_SIZE, PAGE_SIZE),
    );
    assert.ok(!page2.some((r) => page1.some((p) => p.id === r.id)));
  });

  test('sorts by an allowed column in either direction, id breaking ties', async () => {
    const asc = await list('admin', { from: 'order_history', orderBy: 'total', order: 'asc' });
    const expected = await idsWhere(sql`${orders.status} between 6 and 99`, sql`${orders.totalCents} asc, ${orders.id} asc`);
    assert.deepEqual(
      asc.map((r) => r.id),
      expected,
    );
    const byNumber = await list('admin', { from: 'saved', orderBy: 'number', order: 'desc' });
    const numbers = byNumber.map((r) => r.number);
    assert.deepEqual(
      numbers,
      [...numbers].sort((a, b) => b - a),
    );
  });

  test('an unknown sort column falls back to updated_at (never reaches SQL)', async () => {
    const rows = await list('admin', { from: 'saved', orderBy: 'id; drop table orders', order: 'sideways' });
    assert.deepEqual(
      rows.map((r) => r.id),
      await list('admin', { from: 'saved' }).then((r) => r.map((x) => x.id)),
    );
  });

  test('a page past the end is empty', async () => {
    assert.deepEqual(await list('admin', { from: 'saved', page: 9999 }), []);
  });
});

describe('search', () => {
  test('by order number prefix', async () => {
    const [some] = await db().select({ number: orders.number }).from(orders).limit(1);
    const rows = await list('admin', { from: 'orders', search: String(some.number), searchCol: 'order' });
    assert.ok(rows.some((r) => r.number === some.number));
    assert.ok(rows.every((r) => String(r.number).startsWith(String(some.number))));
  });

  test('by order number prefix: exactly the numbers that start with the digits, as ranges of the number index', async () => {
    const [some] = await db().select({ number: orders.number }).from(orders).limit(1);
    for (const digits of [String(some.number).slice(0, 5), `#${String(some.number).slice(0, 5)}`]) {
      const prefix = digits.replace('#', '');
      const expected = await db()
        .select({ id: orders.id })
        .from(orders)
        .where(sql`${orders.number}::text like ${`${prefix}%`}`);
      const rows = await list('admin', { from: 'orders', search: digits, searchCol: 'order' });
      assert.ok(expected.length > 0 && expected.length <= 50);
      assert.deepEqual(rows.map((r) => r.id).sort(), expected.map((r) => r.id).sort(), digits);
    }
    assert.deepEqual(await list('admin', { from: 'orders', search: '0123', searchCol: 'order' }), []);
  });

  test('by customer name, case-insensitive', async () => {
    const [c] = await db()
      .select({ numb: orders.customerNumb, name: customers.name })
      .from(orders)
      .innerJoin(customers, eq(customers.numb, orders.customerNumb))
      .limit(1);
    const word = c.name.split(' ')[0].toUpperCase();
    const rows = await list('admin', { from: 'orders', search: word, searchCol: 'customer' });
    assert.ok(rows.length > 0);
    assert.ok(rows.every((r) => r.customer.toUpperCase().includes(word) || r.custNumb.startsWith(word)));
  });

  test('by style code finds orders holding that style', async () => {
    const rows = await list('admin', { from: 'orders', search: 'f260', searchCol: 'sku' });
    assert.ok(rows.length > 0);
    for (const row of rows.slice(0, 10)) {
      const items = await db().select({ style: orderItems.styleCode }).from(orderItems).where(eq(orderItems.orderId, row.id));
      assert.ok(
        items.some((i) => i.style.startsWith('F260')),
        `order ${row.number} has an F260 item`,
      );
    }
  });

  test('by PO contains, by job code exact, and "all" across the header', async () => {
    const [withPo] = await db().select({ po: orders.po }).from(orders).where(sql`${orders.po} like 'PO-%'`).limit(1);
    const fragment = withPo.po!.slice(3);
    const byPo = await list('admin', { from: 'orders', search: fragment, searchCol: 'po' });
    assert.ok(byPo.length > 0 && byPo.every((r) => r.po!.includes(fragment)));
    const byCode = await list('admin', { from: 'orders', search: 'emb-l', searchCol: 'jobcodes' });
    assert.ok(byCode.length > 0 && byCode.every((r) => r.job_codes.includes('EMB-L')));
    const all = await list('admin', { from: 'orders', search: fragment, searchCol: 'all' });
    assert.ok(all.some((r) => r.po === withPo.po));
  });

  test('LIKE wildcards in the search text are taken literally', async () => {
    assert.deepEqual(await list('admin', { from: 'orders', search: '%', searchCol: 'po' }), []);
  });
});

describe('filters', () => {
  test('repeated keys: values of a key are ORed, keys ANDed', async () => {
    const rows = await list('admin', { from: 'orders', filter: { status: [0, 6], type: ['EMB'], alloc: ['A', 'N'] } });
    assert.ok(rows.length > 0);
    assert.ok(rows.every((r) => [0, 6].includes(r.status) && r.type === 'EMB' && ['A', 'N'].includes(r.alloc)));
    const expected = await idsWhere(sql`${orders.status} in (0, 6) and ${orders.type} = 'EMB' and ${orders.alloc} in ('A', 'N')`);
    assert.deepEqual(
      rows.map((r) => r.id),
      expected,
    );
  });

  test('tags and job codes match any chosen value; scheduled Y/N; created date range in Toronto days', async () => {
    const tagged = await list('admin', { from: 'orders', filter: { tags: ['Golf', 'Hockey'] } });
    assert.ok(tagged.length > 0 && tagged.every((r) => r.tags.includes('Golf') || r.tags.includes('Hockey')));
    const scheduled = await list('admin', { from: 'approved', filter: { scheduled: ['Y'] } });
    assert.ok(scheduled.length > 0 && scheduled.every((r) => r.scheduled !== null));
    const ranged = await list('admin', {
      from: 'orders',
      filter: { startDate: '2025-06-01', endDate: '2025-06-30' },
      orderBy: 'created_at',
    });
    assert.ok(ranged.length > 0);
    for (const r of ranged) {
      const day = new Date(r.created_at).toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });
      assert.ok(day >= '2025-06-01' && day <= '2025-06-30', day);
    }
  });

  test('a status filter outside the list range finds nothing', async () => {
    assert.deepEqual(await list('admin', { from: 'saved', filter: { status: [6] } }), []);
  });
});

describe('who sees what (spec 000 §6)', () => {
  test('a rep sees only the orders of their own rep code', async () => {
    const rows = await list('rep', { from: 'orders' });
    assert.ok(rows.length > 0);
    assert.ok(rows.every((r) => r.rep === '101'));
    const searched = await list('rep', { from: 'orders', search: '1', searchCol: 'all' });
    assert.ok(searched.every((r) => r.rep === '101'));
  });

  test('/other_orders shows the orders of the reps the user manages, only to them', async () => {
    const rows = await list('rep', { from: 'other_orders' });
    assert.ok(rows.length > 0);
    assert.ok(
      rows.every((r) => r.rep === '102'),
      'rep 101 manages 102',
    );
    const refused = await w.gql('csr', ORDERS_QUERY, { from: 'other_orders' });
    assert.equal(refused.errors?.[0].extensions?.code, GQL_ERROR_CODES.forbidden, 'no rep code: no other orders');
    const rep2 = await w.gql<{ orders: OrderRow[] }>('rep2', ORDERS_QUERY, { from: 'other_orders' });
    assert.deepEqual(rep2.data?.orders, [], 'rep 102 manages nobody');
  });

  test('a customer user sees only the orders of their linked accounts', async () => {
    const rows = await list('customer', { from: 'orders' });
    const linked = (await db().execute(
      sql`select customer_numb from user_customers uc join users u on u.id = uc.user_id where u.email = 'customer@demo.local'`,
    )) as unknown as { rows: { customer_numb: string }[] };
    const numbs = linked.rows.map((r) => r.customer_numb);
    assert.ok(rows.every((r) => numbs.includes(r.custNumb)));
  });

  test('users without order access, and lists the flags do not open, are refused', async () => {
    const viewer = await w.gql('viewer', ORDERS_QUERY, { from: 'saved' });
    assert.equal(viewer.errors?.[0].extensions?.code, GQL_ERROR_CODES.forbidden);
    assert.equal(viewer.data, null);
    const stories = await w.gql('manager', ORDERS_QUERY, { from: 'color_stories' });
    assert.equal(stories.errors?.[0].extensions?.code, GQL_ERROR_CODES.forbidden, 'colour stories need colorStoryCreate');
    const unknown = await w.gql('admin', ORDERS_QUERY, { from: 'nowhere' });
    assert.equal(unknown.errors?.[0].extensions?.code, GQL_ERROR_CODES.badInput);
  });

  test('billTo search and Bill To / Department filters only for approve or orderEdit', async () => {
    for (const variables of [
      { from: 'orders', search: '1', searchCol: 'billTo' },
      { from: 'orders', filter: { department: ['Golf'] } },
      { from: 'orders', filter: { billToNumb: ['10000'] } },
    ]) {
      const refused = await w.gql('rep', ORDERS_QUERY, variables);
      assert.equal(refused.errors?.[0].extensions?.code, GQL_ERROR_CODES.forbidden, JSON.stringify(variables));
      assert.equal(refused.errors?.[0].message, messages.privilegedFilterForbidden);
    }
    const golf = await list('csr', { from: 'orders', filter: { department: ['Golf'] } });
    assert.ok(golf.length > 0 && golf.every((r) => r.department === 'Golf'));
    const [c] = await db()
      .select({ numb: orders.billToNumb })
      .from(orders)
      .where(sql`${orders.billToNumb} <> ${orders.customerNumb}`)
      .limit(1);
    const billed = await list('manager', { from: 'orders', search: c.numb, searchCol: 'billTo' });
    assert.ok(billed.length > 0 && billed.every((r) => r.billToNumb === c.numb));
  });

  test('without a session the query is UNAUTHENTICATED', async () => {
    const response = await w.t.app.inject({ method: 'POST', url: '/gql', payload: { query: ORDERS_QUERY, variables: { from: 'saved' } } });
    assert.equal(response.json().errors[0].extensions.code, GQL_ERROR_CODES.unauthenticated);
  });
});

const FILTERS_QUERY = /* GraphQL */ `
  query Filters($from: String!, $other: Boolean) {
    filters(from: $from, other: $other) {
      customer { numb name } billToCustomer { numb name } rep { numb name } type order_type { type name } alloc status
      department credit jobCode scheduled csr { code name } csr2 { code name } bda buyingGroup tags
    }
  }
`;

describe('filters(from)', () => {
  test('options are the values present in the list, with names', async () => {
    const body = await w.gql<{
      filters: Record<string, unknown> & {
        status: number[];
        customer: { numb: string; name: string }[];
        order_type: { type: string; name: string }[];
        rep: { numb: string }[];
      };
    }>('csr', FILTERS_QUERY, { from: 'art_requested' });
    const f = body.data!.filters;
    assert.deepEqual(f.status, [1, 2, 3, 4]);
    const distinct = (await db().execute(
      sql`select count(distinct customer_numb)::int n from orders where status between 1 and 4 and not on_hold`,
    )) as unknown as { rows: { n: number }[] };
    assert.equal(f.customer.length, distinct.rows[0].n);
    assert.ok(f.customer.every((c) => c.name.length > 0));
    assert.ok(f.order_type.some((t) => t.name === 'Regular'));
    assert.ok(Array.isArray(f.department), 'privileged users get departments');
    assert.ok(Array.isArray(f.billToCustomer));
  });

  test('after 30 s the last options come at once while new ones are read in the background', async () => {
    const [row] = await db().select().from(users).where(eq(users.email, 'csr@demo.local'));
    const user = toSessionUser(row);
    clearFilterOptionsCache();
    const t0 = 2_000_000_000_000;
    const first = await filterOptions(db(), user, { from: 'saved' }, t0);
    await db().execute(
      sql`update orders set bda = 'ZZ-NEW' where id = (select id from orders where status = 0 and not on_hold order by id limit 1)`,
    );
    assert.deepEqual(await filterOptions(db(), user, { from: 'saved' }, t0 + 10_000), first, 'fresh: the same answer');
    const stale = await filterOptions(db(), user, { from: 'saved' }, t0 + 40_000);
    assert.ok(!stale.bda.includes('ZZ-NEW'), 'stale: the last answer at once');
    let refreshed = stale;
    for (let i = 0; i < 100 && !refreshed.bda.includes('ZZ-NEW'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      refreshed = await filterOptions(db(), user, { from: 'saved' }, t0 + 41_000);
    }
    assert.ok(refreshed.bda.includes('ZZ-NEW'), 'then the new answer');
    await db().execute(sql`update orders set bda = 'ZZ-LATER' where bda = 'ZZ-NEW'`);
    const expired = await filterOptions(db(), user, { from: 'saved' }, t0 + 41_000 + 11 * 60_000);
    assert.ok(expired.bda.includes('ZZ-LATER') && !expired.bda.includes('ZZ-NEW'), 'after 10 minutes: read again before answering');
    clearFilterOptionsCache();
  });

  test('a rep gets only their own values and no Bill To or Department options', async () => {
    const body = await w.gql<{ filters: { rep: { numb: string }[]; department: unknown; billToCustomer: unknown } }>('rep', FILTERS_QUERY, {
      from: 'orders',
    });
    assert.deepEqual(
      body.data!.filters.rep.map((r) => r.numb),
      ['101'],
    );
    assert.equal(body.data!.filters.department, null);
    assert.equal(body.data!.filters.billToCustomer, null);
  });
});
