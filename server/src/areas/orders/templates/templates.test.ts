import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, desc, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { fill, GQL_ERROR_CODES, ORDER_STATUS, templateMessages } from '@portal/shared/core';
import { createTestApp, gqlAs, pgliteOnly, type TestApp } from '../../../../test/harness';
import { customers, reps } from '../../../db/tables/directory';
import { orderItemSizes, orders } from '../../../db/tables/orders/model';
import { templateReps, templates } from '../../../db/tables/orders/templates';

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

interface TemplateJson {
  id: number;
  name: string;
  customer: string;
  customerName: string;
  order: number;
  orderId: number;
  type: string;
  status: number;
  statusString: string;
  total: number;
  items: number;
  created_at: string;
  reps: { code: string; name: string; email: string | null }[];
}
const LIST = /* GraphQL */ `
  query ($page: Int, $order: String, $orderBy: String, $filter: String, $custNumb: [String!], $type: [String!]) {
    templates(page: $page, order: $order, orderBy: $orderBy, filter: $filter, custNumb: $custNumb, type: $type) {
      total
      templates { id name customer customerName order orderId type status statusString total items created_at reps { code name email } }
    }
  }
`;
const list = (who: string, variables: Record<string, unknown> = {}) =>
  gql<{ templates: { total: number; templates: TemplateJson[] } }>(who, LIST, variables);
const ONE =
  'query ($id: Int, $orderId: Int) { template(id: $id, orderId: $orderId) { id name order orderId customer reps { code } lines { styleCode quantity } } }';
const DELETE = 'mutation ($id: Int!) { deleteTemplateOrder(id: $id) }';
const ADD =
  'mutation ($order: Int!, $name: String!, $reps: [String!]) { addTemplateOrder(order: $order, name: $name, reps: $reps) { id name order orderId reps { code name } } }';
const EDIT =
  'mutation ($id: Int!, $name: String!, $reps: [String!]!) { editTemplateOrder(id: $id, name: $name, reps: $reps) { id name reps { code name email } } }';

const db = () => t.database.db;
const templateCount = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(templates))[0].n;
/** Templates rep 101 may see: of their own orders, or shared with them. */
async function rep101Templates(): Promise<number[]> {
  const rows = await db()
    .select({ id: templates.id })
    .from(templates)
    .innerJoin(orders, eq(orders.id, templates.orderId))
    .where(
      or(
        eq(orders.repCode, '101'),
        inArray(templates.id, db().select({ id: templateReps.templateId }).from(templateReps).where(eq(templateReps.repCode, '101'))),
      ),
    );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

describe('/templates guard (spec 000 §6: order access, INTERNAL or REP)', () => {
  test('customer users and staff without order access are refused with a clear message', async () => {
    for (const who of ['customer', 'artist', 'viewer']) {
      for (const query of ['{ templates { total } }', '{ templateFilters { type } }', '{ template(orderId: 1) { id } }']) {
        const answer = await gql(who, query);
        assert.equal(answer.error?.code, GQL_ERROR_CODES.forbidden, `${who} ${query}`);
        assert.equal(answer.error?.message, templateMessages.viewForbidden);
      }
    }
  });

  test('without a session the answer is UNAUTHENTICATED', async () => {
    assert.equal((await gql(null, '{ templates { total } }')).error?.code, GQL_ERROR_CODES.unauthenticated);
  });
});

describe('templates query', () => {
  test('50 a page, newest first by default (created_at desc), every template once over the pages', async () => {
    const all = await templateCount();
    assert.ok(all > 100, 'the seed makes three pages');
    const seen: TemplateJson[] = [];
    for (let page = 1; page <= Math.ceil(all / 50); page++) {
      const answer = (await list('csr', { page })).data!.templates;
      assert.equal(answer.total, all);
      assert.equal(answer.templates.length, Math.min(50, all - (page - 1) * 50));
      seen.push(...answer.templates);
    }
    assert.equal(new Set(seen.map((r) => r.id)).size, all);
    const times = seen.map((r) => Date.parse(r.created_at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    const [newest] = await db()
      .select({ id: templates.id })
      .from(templates)
      .orderBy(desc(templates.createdAt), desc(templates.id))
      .limit(1);
    assert.equal(seen[0].id, newest.id);
  });

  test('sorts by order number ascending and by customer name descending', async () => {
    const byOrder = (await list('csr', { orderBy: 'order', order: 'asc' })).data!.templates.templates.map((r) => r.order);
    assert.deepEqual(
      byOrder,
      [...byOrder].sort((a, b) => a - b),
    );
    const [smallest] = await db()
      .select({ n: sql<number>`min(${orders.number})::int` })
      .from(templates)
      .innerJoin(orders, eq(orders.id, templates.orderId));
    assert.equal(byOrder[0], smallest.n);
    const byName = (await list('csr', { orderBy: 'customerName', order: 'desc' })).data!.templates.templates.map((r) =>
      r.customerName.toLowerCase(),
    );
    assert.deepEqual(
      byName,
      [...byName].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)),
    );
  });

  test('an unknown sort column or direction is refused', async () => {
    assert.equal((await list('csr', { orderBy: 'password' })).error?.code, GQL_ERROR_CODES.badInput);
    assert.equal((await list('csr', { order: 'sideways' })).error?.code, GQL_ERROR_CODES.badInput);
  });

  test('custNumb (several) and type filter in SQL, and the count follows them', async () => {
    const pairs = await db()
      .selectDistinct({ numb: orders.customerNumb })
      .from(templates)
      .innerJoin(orders, eq(orders.id, templates.orderId))
      .orderBy(asc(orders.customerNumb))
      .limit(3);
    const numbs = pairs.map((p) => p.numb);
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(templates)
      .innerJoin(orders, eq(orders.id, templates.orderId))
      .where(and(inArray(orders.customerNumb, numbs), eq(orders.type, 'SCR')));
    const answer = (await list('csr', { custNumb: numbs, type: ['SCR'] })).data!.templates;
    assert.equal(answer.total, n);
    assert.equal(answer.templates.length, n);
    assert.ok(answer.templates.every((r) => numbs.includes(r.customer) && r.type === 'SCR'));
    const customersOnly = (await list('csr', { custNumb: numbs })).data!.templates;
    assert.ok(customersOnly.total >= n && customersOnly.total >= numbs.length);
  });

  test('the filter text finds a template by its order number or its name', async () => {
    const [row] = await db()
      .select({ id: templates.id, name: templates.name, number: orders.number })
      .from(templates)
      .innerJoin(orders, eq(orders.id, templates.orderId))
      .orderBy(asc(templates.id))
      .limit(1);
    const byNumber = (await list('csr', { filter: String(row.number) })).data!.templates.templates;
    assert.ok(byNumber.some((r) => r.id === row.id));
    assert.ok(
      byNumber.every(
        (r) =>
          String(r.order).includes(String(row.number)) || r.name.includes(String(row.number)) || r.customer.includes(String(row.number)),
      ),
    );
    const byName = (await list('csr', { filter: row.name.toUpperCase() })).data!.templates.templates;
    assert.ok(byName.some((r) => r.id === row.id));
    assert.equal((await list('csr', { filter: 'no such template anywhere' })).data!.templates.total, 0);
  });

  test('a REP sees the templates of their own orders and those shared with them, nothing else', async () => {
    const expected = await rep101Templates();
    const answer = (await list('rep', { orderBy: 'id', order: 'asc' })).data!.templates;
    assert.equal(answer.total, expected.length);
    assert.deepEqual(
      answer.templates.map((r) => r.id),
      expected.slice(0, 50),
    );
    const shared = await db()
      .select({ id: templates.id })
      .from(templates)
      .innerJoin(orders, eq(orders.id, templates.orderId))
      .innerJoin(templateReps, eq(templateReps.templateId, templates.id))
      .where(and(ne(orders.repCode, '101'), eq(templateReps.repCode, '101')));
    assert.ok(shared.length > 0, 'some templates of other reps are shared with rep 101');
    assert.ok(shared.every((s) => expected.includes(s.id)));
    const [hidden] = await db().select({ id: templates.id }).from(templates).where(notInArray(templates.id, expected)).limit(1);
    assert.equal((await gql<{ template: null }>('rep', ONE, { id: hidden.id })).data!.template, null);
  });

  test('reps carry name and e-mail as stored', async () => {
    const rows = (await list('csr')).data!.templates.templates;
    const links = await db()
      .select({ templateId: templateReps.templateId, code: reps.code, name: reps.name, email: reps.email })
      .from(templateReps)
      .innerJoin(reps, eq(reps.code, templateReps.repCode))
      .where(
        inArray(
          templateReps.templateId,
          rows.map((r) => r.id),
        ),
      );
    for (const row of rows) {
      const mine = links.filter((l) => l.templateId === row.id).map(({ code, name, email }) => ({ code, name, email }));
      assert.deepEqual(
        [...row.reps].sort((a, b) => a.code.localeCompare(b.code)),
        mine.sort((a, b) => a.code.localeCompare(b.code)),
      );
      assert.ok(row.reps.length >= 1);
    }
  });

  test(
    'a page of 50 templates with reps and items costs four queries, not one per row',
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
        const baseline = await cost(() => gql('csr', '{ me { id } }'));
        const page = await cost(async () => {
          const answer = await gql<{ templates: { templates: unknown[] } }>(
            'csr',
            '{ templates { total templates { id reps { name } lines { quantity } } } }',
          );
          assert.equal(answer.data!.templates.templates.length, 50);
        });
        // the page, the count, one loader query for the reps and one for the items
        assert.equal(page - baseline, 4);
      } finally {
        client.query = original;
      }
    },
  );

  test('templateFilters lists the customers and types of the templates the user may see', async () => {
    const answer = await gql<{ templateFilters: { customer: { numb: string; name: string }[]; type: string[] } }>(
      'rep',
      '{ templateFilters { customer { numb name } type } }',
    );
    const visible = await rep101Templates();
    const expected = await db()
      .selectDistinct({ numb: orders.customerNumb })
      .from(templates)
      .innerJoin(orders, eq(orders.id, templates.orderId))
      .where(inArray(templates.id, visible));
    assert.deepEqual(answer.data!.templateFilters.customer.map((c) => c.numb).sort(), expected.map((e) => e.numb).sort());
    assert.ok(answer.data!.templateFilters.type.length >= 1);
  });
});

describe('template(id | orderId)', () => {
  test('finds the template of an order, with its items and their quantities', async () => {
    const [row] = await db().select({ id: templates.id, orderId: templates.orderId }).from(templates).orderBy(asc(templates.id)).limit(1);
    const answer = await gql<{ template: { id: number; orderId: number; lines: { quantity: number }[] } }>('csr', ONE, {
      orderId: row.orderId,
    });
    assert.equal(answer.data!.template.id, row.id);
    const [{ qty }] = await db()
      .select({ qty: sql<number>`sum(${orderItemSizes.quantity})::int` })
      .from(orderItemSizes)
      .where(eq(orderItemSizes.orderId, row.orderId));
    assert.equal(
      answer.data!.template.lines.reduce((s, l) => s + l.quantity, 0),
      qty,
    );
    assert.equal((await gql<{ template: null }>('csr', ONE, { orderId: 999_999 })).data!.template, null);
  });
});

describe('deleteTemplateOrder (spec 000 §6: templateEdit or approve)', () => {
  test('a REP without templateEdit is FORBIDDEN, a customer user too, and nothing is deleted', async () => {
    const [mine] = await db()
      .select({ id: templates.id })
      .from(templates)
      .where(inArray(templates.id, await rep101Templates()))
      .limit(1);
    const rep = await gql('rep', DELETE, { id: mine.id });
    assert.equal(rep.error?.code, GQL_ERROR_CODES.forbidden);
    assert.equal(rep.error?.message, templateMessages.editForbidden);
    const customer = await gql('customer', DELETE, { id: mine.id });
    assert.equal(customer.error?.code, GQL_ERROR_CODES.forbidden);
    assert.equal(customer.error?.message, templateMessages.viewForbidden);
    assert.equal((await db().select({ id: templates.id }).from(templates).where(eq(templates.id, mine.id))).length, 1);
  });

  test('a CSR with templateEdit deletes it: then it is gone from the list and the detail; the order stays', async () => {
    const before = await templateCount();
    const [victim] = await db()
      .select({ id: templates.id, orderId: templates.orderId })
      .from(templates)
      .orderBy(desc(templates.createdAt))
      .limit(1);
    const answer = await gql<{ deleteTemplateOrder: number }>('csr', DELETE, { id: victim.id });
    assert.equal(answer.data!.deleteTemplateOrder, victim.id);
    assert.equal(await templateCount(), before - 1);
    assert.equal((await gql<{ template: null }>('csr', ONE, { id: victim.id })).data!.template, null);
    const first = (await list('csr')).data!.templates;
    assert.equal(first.total, before - 1);
    assert.ok(!first.templates.some((r) => r.id === victim.id));
    assert.equal((await db().select({ id: orders.id }).from(orders).where(eq(orders.id, victim.orderId))).length, 1);
    assert.equal((await db().select().from(templateReps).where(eq(templateReps.templateId, victim.id))).length, 0);
    const again = await gql('csr', DELETE, { id: victim.id });
    assert.equal(again.error?.code, GQL_ERROR_CODES.badInput);
    assert.equal(again.error?.message, templateMessages.notFound);
  });

  test('an approver (approve, no templateEdit) may delete too', async () => {
    const [victim] = await db().select({ id: templates.id }).from(templates).orderBy(asc(templates.createdAt)).limit(1);
    const answer = await gql<{ deleteTemplateOrder: number }>('manager', DELETE, { id: victim.id });
    assert.equal(answer.data!.deleteTemplateOrder, victim.id);
  });
});

describe('addTemplateOrder and editTemplateOrder', () => {
  /** A regular order that is not a template yet. */
  async function freeOrder(extra = sql`true`) {
    const [row] = await db()
      .select({ id: orders.id, number: orders.number, repCode: orders.repCode })
      .from(orders)
      .leftJoin(templates, eq(templates.orderId, orders.id))
      .where(and(isNull(templates.id), ne(orders.status, ORDER_STATUS.Cancelled), extra))
      .orderBy(asc(orders.id))
      .limit(1);
    return row;
  }

  test('a template is made from an order number; its reps default to the order rep', async () => {
    const order = await freeOrder();
    const answer = await gql<{ addTemplateOrder: { id: number; name: string; orderId: number; reps: { code: string }[] } }>('csr', ADD, {
      order: order.number,
      name: ' Staff Polo Program ',
    });
    assert.equal(answer.error, null);
    const made = answer.data!.addTemplateOrder;
    assert.equal(made.orderId, order.id);
    assert.equal(made.name, 'Staff Polo Program');
    assert.deepEqual(
      made.reps.map((r) => r.code),
      [order.repCode],
    );
    const detail = await gql<{ template: { id: number } }>('csr', ONE, { orderId: order.id });
    assert.equal(detail.data!.template.id, made.id);

    const again = await gql('csr', ADD, { order: order.number, name: 'Twice' });
    assert.equal(again.error?.code, GQL_ERROR_CODES.conflict);
    assert.equal(again.error?.message, fill(templateMessages.alreadyTemplate, { number: order.number }));
  });

  test('unknown and cancelled orders, blank names and unknown reps are refused with their messages', async () => {
    const unknown = await gql('csr', ADD, { order: 1, name: 'Nothing' });
    assert.equal(unknown.error?.message, fill(templateMessages.orderNotFound, { number: 1 }));
    // The seed never makes a template of a cancelled order, so any cancelled order is free.
    const [dead] = await db().select({ number: orders.number }).from(orders).where(eq(orders.status, ORDER_STATUS.Cancelled)).limit(1);
    const refused = await gql('csr', ADD, { order: dead.number, name: 'Dead' });
    assert.equal(refused.error?.code, GQL_ERROR_CODES.conflict);
    assert.equal(refused.error?.message, fill(templateMessages.cancelledOrder, { number: dead.number }));
    const order = await freeOrder();
    assert.equal((await gql('csr', ADD, { order: order.number, name: '  ' })).error?.message, templateMessages.nameRequired);
    assert.equal((await gql('csr', ADD, { order: order.number, name: 'x', reps: ['999'] })).error?.message, templateMessages.repsInvalid);
    assert.equal((await gql('csr', ADD, { order: order.number, name: 'x', reps: ['abc'] })).error?.message, templateMessages.repsInvalid);
  });

  test('a REP without templateEdit may not add or edit', async () => {
    const order = await freeOrder(eq(orders.repCode, '101'));
    const add = await gql('rep', ADD, { order: order.number, name: 'Mine' });
    assert.equal(add.error?.code, GQL_ERROR_CODES.forbidden);
    const [mine] = await db()
      .select({ id: templates.id })
      .from(templates)
      .where(inArray(templates.id, await rep101Templates()))
      .limit(1);
    const edit = await gql('rep', EDIT, { id: mine.id, name: 'Renamed', reps: ['101'] });
    assert.equal(edit.error?.code, GQL_ERROR_CODES.forbidden);
    assert.equal(edit.error?.message, templateMessages.editForbidden);
  });

  test('edit replaces the name and the reps', async () => {
    const [row] = await db().select({ id: templates.id }).from(templates).orderBy(asc(templates.id)).limit(1);
    const answer = await gql<{ editTemplateOrder: { name: string; reps: { code: string; name: string; email: string | null }[] } }>(
      'csr',
      EDIT,
      {
        id: row.id,
        name: 'Golf Day Polos',
        reps: ['102', '101', '101'],
      },
    );
    assert.equal(answer.error, null);
    assert.equal(answer.data!.editTemplateOrder.name, 'Golf Day Polos');
    assert.deepEqual(answer.data!.editTemplateOrder.reps.map((r) => r.code).sort(), ['101', '102']);
    assert.equal(answer.data!.editTemplateOrder.reps.find((r) => r.code === '101')!.email, 'rep@demo.local');
    const stored = await db().select({ code: templateReps.repCode }).from(templateReps).where(eq(templateReps.templateId, row.id));
    assert.deepEqual(stored.map((s) => s.code).sort(), ['101', '102']);
    const missing = await gql('csr', EDIT, { id: 999_999, name: 'x', reps: [] });
    assert.equal(missing.error?.message, templateMessages.notFound);
  });
});

describe('fields', () => {
  test('customer and customerName are those of the order', async () => {
    const [row] = (await list('csr', { orderBy: 'id', order: 'asc' })).data!.templates.templates;
    const [stored] = await db()
      .select({ numb: customers.numb, name: customers.name, number: orders.number })
      .from(templates)
      .innerJoin(orders, eq(orders.id, templates.orderId))
      .innerJoin(customers, eq(customers.numb, orders.customerNumb))
      .where(eq(templates.id, row.id));
    assert.deepEqual([row.customer, row.customerName, row.order], [stored.numb, stored.name, stored.number]);
  });
});
