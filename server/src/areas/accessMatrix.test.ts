import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import type { SessionUser } from '@portal/shared/core';
import { CALLERS, resolve, type Answer, type AreaMatrix, type Caller, type MatrixContext } from '../../test/accessMatrix';
import { cookiesFrom, createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { SCHEMA_FILE } from '../platform/schemaFile';
import { ordersMatrix } from './orders/access.matrix';
import { platformMatrix } from './platform/access.matrix';
import { returnsMatrix } from './returns/access.matrix';

// Issue 8 §7: every REST route and every GraphQL root field, for every demo account and an
// anonymous caller, answers as its area's access.matrix.ts says; a route or field without a row
// fails. (The rows and the answer classes: test/accessMatrix.ts.)

const MATRICES: Record<string, AreaMatrix> = { platform: platformMatrix, orders: ordersMatrix, returns: returnsMatrix };
/** Routes that are the GraphQL endpoint itself: covered field by field. */
const GRAPHQL_ENDPOINT = ['GET /gql', 'POST /gql'];

const rows = Object.values(MATRICES);
const restRows = rows.flatMap((m) => m.rest);
const gqlRows = rows.flatMap((m) => m.graphql);

function classify(status: number, body: string): Answer {
  if (status === 401 || status === 403 || status === 404) return status;
  try {
    const code = (JSON.parse(body) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
    if (code === 'UNAUTHENTICATED' || code === 'TOKEN_EXPIRED') return 401;
    if (code === 'FORBIDDEN') return 403;
    if (code === 'NOT_FOUND') return 404;
  } catch {
    // not JSON: a file, a PDF
  }
  return 'ok';
}

describe('authorization matrix', () => {
  let t: TestApp;
  const cookies = {} as Record<Caller, string>;
  const users = {} as Record<Caller, SessionUser | null>;
  let ctx: MatrixContext;
  before(async () => {
    t = await createTestApp();
    await t.app.ready();
    ctx = { db: t.app.platform.db, app: t.app };
    for (const caller of CALLERS) {
      if (caller === 'anon') {
        cookies.anon = '';
        users.anon = null;
        continue;
      }
      const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: `${caller}@demo.local`, password: DEMO_PASSWORD } });
      assert.equal(response.statusCode, 200, `sign-in of ${caller}`);
      cookies[caller] = cookiesFrom(response);
      users[caller] = response.json() as SessionUser;
    }
  });
  after(() => t.close());

  it('has a row for every route the server serves and every GraphQL root field', () => {
    const served = [...new Set(t.app.routeList)].filter((r) => !GRAPHQL_ENDPOINT.includes(r)).sort();
    const listed = new Set(restRows.map((r) => r.route));
    assert.deepEqual(served.filter((r) => !listed.has(r)), [], 'routes without a row in an access.matrix.ts');
    assert.deepEqual([...listed].filter((r) => !served.includes(r)), [], 'rows for routes the server does not serve');

    const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
    const fields = ['Query', 'Mutation'].flatMap((root) => Object.keys(schema.getType(root) && 'getFields' in schema.getType(root)! ? (schema.getType(root) as { getFields(): Record<string, unknown> }).getFields() : {}).map((f) => `${root}.${f}`));
    const covered = new Set(gqlRows.map((r) => r.field));
    assert.deepEqual(fields.filter((f) => !covered.has(f)).sort(), [], 'GraphQL root fields without a row');
  });

  it('answers each route and field to each caller as its row says', async () => {
    const wrong: string[] = [];
    // Logout ends the caller's session: last.
    const ordered = [...restRows.filter((r) => r.route !== 'POST /api/logout'), ...restRows.filter((r) => r.route === 'POST /api/logout')];
    for (const row of gqlRows) {
      const variables = await resolve(row.variables, ctx, {});
      for (const caller of CALLERS) {
        const response = await t.app.inject({ method: 'POST', url: '/gql', headers: caller === 'anon' ? {} : { cookie: cookies[caller] }, payload: { query: row.query, variables } });
        const got = classify(response.statusCode, response.body);
        const want = row.expect(caller, users[caller]);
        if (got !== want) wrong.push(`${row.field} as ${caller}: ${got} (expected ${want}) ${response.body.slice(0, 160)}`);
      }
    }
    for (const row of ordered) {
      const [method, path] = row.route.split(' ');
      const url = await resolve(row.url, ctx, path);
      for (const caller of CALLERS) {
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: caller === 'anon' ? {} : { cookie: cookies[caller] },
          ...(row.payload !== undefined ? { payload: row.payload as object } : {}),
        });
        const got = classify(response.statusCode, response.body);
        const want = row.expect(caller, users[caller]);
        if (got !== want) wrong.push(`${row.route} as ${caller}: ${got} (expected ${want}) ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    const checks = (restRows.length + gqlRows.length) * CALLERS.length;
    console.log(`authorization matrix: ${restRows.length} routes and ${gqlRows.length} GraphQL fields × ${CALLERS.length} callers = ${checks} answers`);
    assert.deepEqual(wrong, []);
  });
});
