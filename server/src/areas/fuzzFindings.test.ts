import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { API_MESSAGES } from '@portal/shared/core';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { orders } from '../db/tables/orders';
import { catalogs } from '../db/tables/orders/catalogs';
import { returns } from '../db/tables/returns';

// What mutation fuzzing (mutationFuzz.test.ts) found answering 500, kept as plain regression
// tests: a U+0000 in any text (PostgreSQL text cannot hold it) and a path id past int4.

const NUL = 'a\u0000b';

describe('fuzzing findings', () => {
  let t: TestApp;
  let cookie = '';
  let orderId = 0;
  let returnId = 0;
  let catalogId = 0;
  before(async () => {
    t = await createTestApp();
    cookie = await signIn(t.app, 'admin@demo.local');
    const db = t.app.platform.db;
    [{ id: orderId }] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.repCode, '101'), eq(orders.status, 0)))
      .orderBy(orders.id)
      .limit(1);
    [{ id: returnId }] = await db
      .select({ id: returns.id })
      .from(returns)
      .where(and(eq(returns.status, 1), eq(returns.subStatus, 0)))
      .orderBy(returns.id)
      .limit(1);
    [{ id: catalogId }] = await db.select({ id: catalogs.id }).from(catalogs).orderBy(catalogs.id).limit(1);
  });
  after(() => t.close());

  const rest = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const gql = async (query: string, variables: object) =>
    (await t.app.inject({ method: 'POST', url: '/gql', headers: { cookie }, payload: { query, variables } })).json() as {
      errors?: { message: string; extensions?: { code?: string } }[];
    };

  it('refuses a U+0000 in a REST body as bad input (400), not a 500', async () => {
    for (const [method, url, payload] of [
      ['PUT', '/api/rep', { returnId, rep: NUL }],
      ['PUT', '/api/comment', { returnId, comment: NUL }],
      ['POST', `/api/order/${orderId}/po`, { po: NUL }],
      ['POST', '/api/filters', { name: NUL, link: '/saved' }],
      ['POST', '/api/login', { email: NUL, password: NUL }],
    ] as const) {
      const response = await rest(method, url, payload);
      assert.equal(response.statusCode, 400, `${method} ${url}: ${response.body}`);
      assert.deepEqual(response.json(), { message: API_MESSAGES.nulCharacter });
    }
  });

  it('refuses a U+0000 in GraphQL arguments as BAD_USER_INPUT, not an internal error', async () => {
    const post = await gql('mutation($id: Int!, $c: String) { createReturnTimelinePost(id: $id, input: { comment: $c }) { id } }', {
      id: returnId,
      c: NUL,
    });
    assert.equal(post.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(post));
    const catalog = await gql('mutation($id: Int!, $n: String!) { updateCatalog(id: $id, name: $n) { id } }', { id: catalogId, n: NUL });
    assert.equal(catalog.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(catalog));
    const options = await gql('query($id: Int!, $s: String) { catalogOrderOptions(id: $id, search: $s) { orderId } }', {
      id: catalogId,
      s: NUL,
    });
    assert.equal(options.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(options));
  });

  it('refuses a rep code holding U+0000 in the path as bad input (400), as the route’s schema checks its parameters', async () => {
    const response = await rest('GET', '/api/customer/%00');
    assert.deepEqual([response.statusCode, response.json()], [400, { message: API_MESSAGES.nulCharacter }]);
  });

  it('answers a path id past int4 as not found, not a 500', async () => {
    const response = await rest('DELETE', `/api/return/${returnId}/comment/2147483648`);
    assert.equal(response.statusCode, 404, response.body);
    const cancel = await rest('POST', '/api/return/9999999999/cancel');
    assert.equal(cancel.statusCode, 404, cancel.body);
  });
});
