import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { catalogMessages, DEFAULT_CATALOG_SITE_URL, fill, GQL_ERROR_CODES } from '@portal/shared/core';
import { createTestApp, gqlAs, pgliteOnly, type TestApp } from '../../../../test/harness';
import { users } from '../../../db/tables/platform';
import { customers, userCustomers } from '../../../db/tables/directory';
import { orders } from '../../../db/tables/orders/model';
import { catalogSiteTemplate, catalogSiteUrl } from './catalogSite';
import { catalogOrders, catalogs } from '../../../db/tables/orders/catalogs';
import { ordersOfCatalogs } from './service';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

/** GraphQL as a demo account by its short name ('csr' is csr@demo.local), or with no session (null). */
const gql = gqlAs(
  () => t,
  (who) => `${who}@demo.local`,
);

interface CatalogJson {
  id: number;
  name: string;
  user: string | null;
  rep: string | null;
  created_at: string;
  customer: string;
  customerName: string;
  url: string;
  editable: boolean;
  orders: { id: number; orderId: number; name: string | null; numb: number; status: number; statusString: string }[];
}
const LIST = /* GraphQL */ `
  query ($filter: String, $page: Int, $order: String, $orderBy: String) {
    catalogs(filter: $filter, page: $page, order: $order, orderBy: $orderBy) {
      total
      catalogs { id name user rep created_at customer customerName url editable orders { id orderId name numb status statusString } }
    }
  }
`;
const list = (who: string, variables: Record<string, unknown> = {}) =>
  gql<{ catalogs: { total: number; catalogs: CatalogJson[] } }>(who, LIST, variables);
const UPDATE = /* GraphQL */ `
  mutation ($id: Int!, $name: String!, $addOrders: [Int!], $removeOrders: [Int!]) {
    updateCatalog(id: $id, name: $name, addOrders: $addOrders, removeOrders: $removeOrders) { id name customer orders { orderId numb } }
  }
`;

const db = () => t.database.db;
const allCatalogIds = async () => (await db().select({ id: catalogs.id }).from(catalogs).orderBy(asc(catalogs.id))).map((r) => r.id);

describe('catalogs query: who sees what', () => {
  test('without a session the answer is UNAUTHENTICATED (the browser signs out on it)', async () => {
    const answer = await gql(null, LIST);
    assert.equal(answer.data, null);
    assert.equal(answer.error?.code, GQL_ERROR_CODES.unauthenticated);
  });

  test('an INTERNAL user sees every catalog, 50 a page, newest first, pages not overlapping', async () => {
    const ids = await allCatalogIds();
    assert.ok(ids.length > 50, 'the seed makes more than one page');
    const first = (await list('viewer')).data!.catalogs;
    const second = (await list('viewer', { page: 2 })).data!.catalogs;
    assert.equal(first.total, ids.length);
    assert.equal(first.catalogs.length, 50);
    assert.equal(second.catalogs.length, ids.length - 50);
    const shown = [...first.catalogs, ...second.catalogs];
    assert.deepEqual(
      shown.map((c) => c.id).sort((a, b) => a - b),
      ids,
    );
    const times = shown.map((c) => Date.parse(c.created_at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
  });

  test('sorts by name ascending in SQL when asked', async () => {
    const rows = (await list('admin', { orderBy: 'name', order: 'asc' })).data!.catalogs.catalogs;
    const names = rows.map((c) => c.name.toLowerCase());
    assert.deepEqual(
      names,
      [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });

  test('an unknown sort column is refused', async () => {
    const answer = await list('admin', { orderBy: 'password' });
    assert.equal(answer.error?.code, GQL_ERROR_CODES.badInput);
  });

  test('a REP sees only the catalogs of the customers of their rep code', async () => {
    const expected = await db()
      .select({ id: catalogs.id })
      .from(catalogs)
      .innerJoin(customers, eq(customers.numb, catalogs.customerNumb))
      .where(eq(customers.repCode, '101'));
    assert.ok(expected.length > 0, 'rep 101 has catalogs in the seed');
    const answer = (await list('rep')).data!.catalogs;
    assert.equal(answer.total, expected.length);
    assert.deepEqual(answer.catalogs.map((c) => c.id).sort(), expected.map((r) => r.id).sort());
    assert.ok(answer.catalogs.every((c) => c.rep === '101'));
  });

  test('a CUSTOMER user sees only the catalogs of their linked accounts, read-only', async () => {
    const [me] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'customer@demo.local'));
    const linked = (await db().select({ numb: userCustomers.customerNumb }).from(userCustomers).where(eq(userCustomers.userId, me.id))).map(
      (r) => r.numb,
    );
    const expected = await db().select({ id: catalogs.id }).from(catalogs).where(inArray(catalogs.customerNumb, linked));
    assert.ok(expected.length > 0);
    const answer = (await list('customer')).data!.catalogs;
    assert.equal(answer.total, expected.length);
    assert.ok(answer.catalogs.every((c) => linked.includes(c.customer) && c.editable === false));
  });

  test('Edit is offered to order staff and reps, not to view-only staff', async () => {
    assert.ok((await list('csr')).data!.catalogs.catalogs.every((c) => c.editable));
    assert.ok((await list('rep')).data!.catalogs.catalogs.every((c) => c.editable));
    assert.ok((await list('viewer')).data!.catalogs.catalogs.every((c) => !c.editable));
  });
});

describe('catalogs query: filter, fields and orders', () => {
  test('the filter text matches name, customer number, customer name or creator, counted in SQL', async () => {
    const [sample] = await db()
      .select({ numb: catalogs.customerNumb, name: customers.name })
      .from(catalogs)
      .innerJoin(customers, eq(customers.numb, catalogs.customerNumb))
      .orderBy(asc(catalogs.id))
      .limit(1);
    const byNumber = (await list('admin', { filter: sample.numb })).data!.catalogs;
    assert.ok(byNumber.total >= 1);
    assert.ok(byNumber.catalogs.every((c) => c.customer.includes(sample.numb) || c.name.includes(sample.numb)));

    const word = 'team store';
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(catalogs)
      .innerJoin(customers, eq(customers.numb, catalogs.customerNumb))
      .leftJoin(users, eq(users.id, catalogs.createdBy))
      .where(
        sql`${catalogs.name} ilike ${'%' + word + '%'} or ${customers.name} ilike ${'%' + word + '%'} or ${users.name} ilike ${'%' + word + '%'} or ${catalogs.customerNumb} ilike ${'%' + word + '%'}`,
      );
    const byWord = (await list('admin', { filter: 'TEAM Store' })).data!.catalogs;
    assert.ok(n > 0);
    assert.equal(byWord.total, n);
  });

  test('% and _ in the filter are plain characters, not wildcards', async () => {
    assert.equal((await list('admin', { filter: '%' })).data!.catalogs.total, 0);
    assert.equal((await list('admin', { filter: '_' })).data!.catalogs.total, 0);
  });

  test('each catalog carries its orders (id, orderId, name, numb) as in the database, by number', async () => {
    const rows = (await list('admin')).data!.catalogs.catalogs;
    const links = await db()
      .select({
        id: catalogOrders.id,
        catalogId: catalogOrders.catalogId,
        orderId: orders.id,
        numb: orders.number,
        po: orders.po,
        status: orders.status,
      })
      .from(catalogOrders)
      .innerJoin(orders, eq(orders.id, catalogOrders.orderId))
      .where(
        inArray(
          catalogOrders.catalogId,
          rows.map((c) => c.id),
        ),
      )
      .orderBy(asc(orders.number));
    for (const catalog of rows) {
      const mine = links.filter((l) => l.catalogId === catalog.id);
      assert.ok(mine.length >= 1, `catalog ${catalog.id} has orders`);
      assert.deepEqual(
        catalog.orders.map((o) => [o.id, o.orderId, o.numb, o.name, o.status]),
        mine.map((l) => [l.id, l.orderId, l.numb, l.po, l.status]),
      );
    }
  });

  test(
    'a page of 50 catalogs with their orders costs three queries, not one per row',
    pgliteOnly('counts the queries the PGlite client receives'),
    async () => {
      const client = t.database.pglite!;
      const original = client.query.bind(client);
      let queries = 0;
      client.query = ((...args: Parameters<typeof original>) => {
        queries++;
        return original(...args);
      }) as typeof client.query;
      const cost = async (run: () => Promise<unknown>) => {
        queries = 0;
        await run();
        return queries;
      };
      try {
        // What any request costs (the session look-up), measured rather than assumed (signed in first).
        await gql('admin', '{ me { id } }');
        const baseline = await cost(() => gql('admin', '{ me { id } }'));
        const page = await cost(async () => assert.equal((await list('admin')).data!.catalogs.catalogs.length, 50));
        // the page, the count, and one loader query for every catalog's orders
        assert.equal(page - baseline, 3);
      } finally {
        client.query = original;
      }
    },
  );

  test('the loader answers an empty list for a catalog without orders', async () => {
    const byCatalog = await ordersOfCatalogs(db(), [999_999]);
    assert.deepEqual(byCatalog.get(999_999), []);
  });

  test('the name links to the catalog site: default address with the id', async () => {
    const [row] = (await list('admin')).data!.catalogs.catalogs;
    assert.equal(row.url, DEFAULT_CATALOG_SITE_URL.replace('{id}', String(row.id)));
    assert.match(row.created_at, /^\d{4}-\d{2}-\d{2}T/);
    assert.ok(row.user && row.customerName);
  });

  test('CATALOG_SITE_URL changes the address (a template with {id} or a base)', async () => {
    const previous = process.env.CATALOG_SITE_URL;
    try {
      process.env.CATALOG_SITE_URL = 'https://shop.example.org/c/{id}?from=portal';
      const [row] = (await list('admin')).data!.catalogs.catalogs;
      assert.equal(row.url, `https://shop.example.org/c/${row.id}?from=portal`);
    } finally {
      if (previous === undefined) delete process.env.CATALOG_SITE_URL;
      else process.env.CATALOG_SITE_URL = previous;
    }
    assert.equal(
      catalogSiteUrl(catalogSiteTemplate({ CATALOG_SITE_URL: 'https://s.example.com/catalog/' }), 7),
      'https://s.example.com/catalog/7',
    );
    assert.throws(() => catalogSiteTemplate({ CATALOG_SITE_URL: 'javascript:alert(1)' }), /http\(s\)/);
    assert.throws(() => catalogSiteTemplate({ CATALOG_SITE_URL: 'not a url' }), /http\(s\)/);
  });
});

describe('updateCatalog', () => {
  /** A catalog of a rep-101 customer with at least one order it does not hold yet. */
  async function editableCatalog() {
    const rows = await db()
      .select({ id: catalogs.id, customer: catalogs.customerNumb, name: catalogs.name })
      .from(catalogs)
      .innerJoin(customers, eq(customers.numb, catalogs.customerNumb))
      .where(eq(customers.repCode, '101'))
      .orderBy(asc(catalogs.id));
    for (const row of rows) {
      const held = (
        await db().select({ orderId: catalogOrders.orderId }).from(catalogOrders).where(eq(catalogOrders.catalogId, row.id))
      ).map((r) => r.orderId);
      const free = await db()
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.customerNumb, row.customer), eq(orders.repCode, '101')))
        .orderBy(asc(orders.id));
      const addable = free.map((o) => o.id).filter((id) => !held.includes(id));
      if (addable.length) return { ...row, held, addable };
    }
    throw new Error('no rep-101 catalog with a free order in the seed');
  }
  const heldBy = async (id: number) =>
    (
      await db()
        .select({ orderId: catalogOrders.orderId })
        .from(catalogOrders)
        .where(eq(catalogOrders.catalogId, id))
        .orderBy(asc(catalogOrders.orderId))
    ).map((r) => r.orderId);

  test('renames, adds an order of the customer and removes one, in one call', async () => {
    const c = await editableCatalog();
    const answer = await gql<{ updateCatalog: { id: number; name: string; orders: { orderId: number }[] } }>('rep', UPDATE, {
      id: c.id,
      name: '  Spring Team Store  ',
      addOrders: [c.addable[0]],
      removeOrders: [c.held[0]],
    });
    assert.equal(answer.error, null);
    assert.equal(answer.data!.updateCatalog.name, 'Spring Team Store');
    const expected = [...c.held.slice(1), c.addable[0]].sort((a, b) => a - b);
    assert.deepEqual(await heldBy(c.id), expected);
    assert.deepEqual(
      answer.data!.updateCatalog.orders.map((o) => o.orderId).sort((a, b) => a - b),
      expected,
    );
    const [stored] = await db().select({ name: catalogs.name }).from(catalogs).where(eq(catalogs.id, c.id));
    assert.equal(stored.name, 'Spring Team Store');
  });

  test('an order of another customer is refused and nothing changes', async () => {
    const c = await editableCatalog();
    const [other] = await db().select({ id: orders.id }).from(orders).where(ne(orders.customerNumb, c.customer)).limit(1);
    const before = await heldBy(c.id);
    const answer = await gql('csr', UPDATE, {
      id: c.id,
      name: 'Should not stick',
      addOrders: [c.addable[0], other.id],
      removeOrders: [before[0]],
    });
    assert.equal(answer.error?.code, GQL_ERROR_CODES.badInput);
    assert.equal(answer.error?.message, fill(catalogMessages.wrongCustomer, { customer: c.customer }));
    assert.deepEqual(await heldBy(c.id), before);
    const [stored] = await db().select({ name: catalogs.name }).from(catalogs).where(eq(catalogs.id, c.id));
    assert.equal(stored.name, c.name);
  });

  test("a rep neither sees nor adds an order of their customer written under another rep's code", async () => {
    const c = await editableCatalog();
    // The customer's order moved under rep 102 (a reassignment): the rep's lists no longer show it.
    const moved = c.addable[0];
    await db().update(orders).set({ repCode: '102' }).where(eq(orders.id, moved));
    try {
      const QUERY = 'query ($id: Int!) { catalogOrderOptions(id: $id) { orderId } }';
      const forRep = await gql<{ catalogOrderOptions: { orderId: number }[] }>('rep', QUERY, { id: c.id });
      assert.ok(!forRep.data!.catalogOrderOptions.some((o) => o.orderId === moved));
      const forStaff = await gql<{ catalogOrderOptions: { orderId: number }[] }>('csr', QUERY, { id: c.id });
      assert.ok(forStaff.data!.catalogOrderOptions.some((o) => o.orderId === moved) || forStaff.data!.catalogOrderOptions.length === 50);
      const before = await heldBy(c.id);
      const answer = await gql('rep', UPDATE, { id: c.id, name: c.name, addOrders: [moved] });
      assert.equal(answer.error?.code, GQL_ERROR_CODES.badInput);
      assert.deepEqual(await heldBy(c.id), before);
    } finally {
      await db().update(orders).set({ repCode: '101' }).where(eq(orders.id, moved));
    }
  });

  test('a blank name is refused with the shared message', async () => {
    const c = await editableCatalog();
    const answer = await gql('csr', UPDATE, { id: c.id, name: '   ' });
    assert.equal(answer.error?.message, catalogMessages.nameRequired);
    const long = await gql('csr', UPDATE, { id: c.id, name: 'x'.repeat(101) });
    assert.equal(long.error?.message, catalogMessages.nameTooLong);
  });

  test('view-only staff and customer users may not edit (FORBIDDEN before anything else)', async () => {
    const c = await editableCatalog();
    for (const who of ['viewer', 'customer']) {
      const answer = await gql(who, UPDATE, { id: c.id, name: 'Nope' });
      assert.equal(answer.error?.code, GQL_ERROR_CODES.forbidden, who);
      assert.equal(answer.error?.message, catalogMessages.editForbidden, who);
    }
    const unknown = await gql('viewer', UPDATE, { id: 999_999, name: 'Nope' });
    assert.equal(unknown.error?.code, GQL_ERROR_CODES.forbidden);
  });

  test("a REP cannot edit another rep's customer's catalog (it does not exist for them)", async () => {
    const [foreign] = await db()
      .select({ id: catalogs.id })
      .from(catalogs)
      .innerJoin(customers, eq(customers.numb, catalogs.customerNumb))
      .where(ne(customers.repCode, '101'))
      .limit(1);
    const answer = await gql('rep', UPDATE, { id: foreign.id, name: 'Taken over' });
    assert.equal(answer.error?.message, catalogMessages.notFound);
    const admin = await gql('admin', UPDATE, { id: foreign.id, name: 'Renamed by admin' });
    assert.equal(admin.error, null);
  });
});

describe('catalogOrderOptions', () => {
  test("offers only the catalog customer's orders, searchable by number", async () => {
    const [c] = await db().select({ id: catalogs.id, customer: catalogs.customerNumb }).from(catalogs).orderBy(asc(catalogs.id)).limit(1);
    const QUERY =
      'query ($id: Int!, $search: String) { catalogOrderOptions(id: $id, search: $search) { orderId numb name status statusString } }';
    const all = await gql<{ catalogOrderOptions: { orderId: number; numb: number }[] }>('admin', QUERY, { id: c.id });
    const mine = await db().select({ id: orders.id, numb: orders.number }).from(orders).where(eq(orders.customerNumb, c.customer));
    assert.equal(all.data!.catalogOrderOptions.length, Math.min(50, mine.length));
    assert.ok(all.data!.catalogOrderOptions.every((o) => mine.some((m) => m.id === o.orderId)));
    const target = mine[0];
    const found = await gql<{ catalogOrderOptions: { orderId: number; numb: number }[] }>('admin', QUERY, {
      id: c.id,
      search: String(target.numb),
    });
    assert.deepEqual(
      found.data!.catalogOrderOptions.map((o) => o.orderId),
      [target.id],
    );
    const refused = await gql('viewer', QUERY, { id: c.id });
    assert.equal(refused.error?.code, GQL_ERROR_CODES.forbidden);
  });

  test('nothing is offered for a catalog the user cannot see', async () => {
    const [foreign] = await db()
      .select({ id: catalogs.id })
      .from(catalogs)
      .innerJoin(customers, eq(customers.numb, catalogs.customerNumb))
      .where(and(ne(customers.repCode, '101')))
      .limit(1);
    const answer = await gql('rep', 'query ($id: Int!) { catalogOrderOptions(id: $id) { orderId } }', { id: foreign.id });
    assert.equal(answer.error?.message, catalogMessages.notFound);
  });
});
