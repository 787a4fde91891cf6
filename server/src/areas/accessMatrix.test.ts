import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parse, validate, type GraphQLObjectType } from 'graphql';
import type { SessionUser } from '@portal/shared/core';
import { CALLERS, resolve, type Answer, type Caller, type MatrixContext } from '../../test/accessMatrix';
import { committedSince, nextXid, tablesWrittenBy } from '../../test/dbChanges';
import { cookiesFrom, createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { MATRICES } from './accessMatrices';

// The authorization matrix: every REST route and every GraphQL root field, for every demo account and an
// anonymous caller, answers as its area's access.matrix.ts says; a route or field without a row
// fails. (The rows and the answer classes: test/accessMatrix.ts.) Routes are the ones Fastify
// registered (app.routeList, an onRoute hook); fields are the root fields of the schema mercurius
// serves. GraphQL "allowed" = no error coded UNAUTHENTICATED / TOKEN_EXPIRED / FORBIDDEN / NOT_FOUND
// (a BAD_USER_INPUT or CONFLICT means access passed). A 5xx, or an INTERNAL_SERVER_ERROR, is never
// an answer: it fails the row whatever it expects.
//
// Independence: writes are sent with invalid input (empty bodies, too-long values, unknown ids),
// so a caller who is let through gets a 400/404/409 and nothing changes; POST /api/logout, which
// ends the caller's session, runs last. The test checks that: no transaction commits during the
// whole run except the sign-ins before it.
/** Routes that are the GraphQL endpoint itself: covered field by field. */
const GRAPHQL_ENDPOINT = ['GET /gql', 'POST /gql'];

const rows = Object.values(MATRICES);
const restRows = rows.flatMap((m) => m.rest);
const gqlRows = rows.flatMap((m) => m.graphql);

function classify(status: number, body: string): Answer | '5xx' {
  if (status >= 500) return '5xx';
  if (status === 401 || status === 403 || status === 404) return status;
  let codes: (string | undefined)[] = [];
  try {
    codes = ((JSON.parse(body) as { errors?: { extensions?: { code?: string } }[] }).errors ?? []).map((e) => e.extensions?.code);
  } catch {
    // not JSON: a file, a PDF
  }
  if (codes.includes('INTERNAL_SERVER_ERROR')) return '5xx';
  if (codes.includes('UNAUTHENTICATED') || codes.includes('TOKEN_EXPIRED')) return 401;
  if (codes.includes('FORBIDDEN')) return 403;
  if (codes.includes('NOT_FOUND')) return 404;
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
    cookies.anon = '';
    users.anon = null;
    // Each account signs in once; together, as password hashing runs off the main thread.
    await Promise.all(
      CALLERS.filter((caller) => caller !== 'anon').map(async (caller) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: `${caller}@demo.local`, password: DEMO_PASSWORD },
        });
        assert.equal(response.statusCode, 200, `sign-in of ${caller}`);
        cookies[caller] = cookiesFrom(response);
        users[caller] = response.json() as SessionUser;
      }),
    );
  });
  after(() => t.close());

  it('has a row for every route the server serves and every GraphQL root field', () => {
    const served = [...new Set(t.app.routeList)].filter((r) => !GRAPHQL_ENDPOINT.includes(r)).sort();
    const listed = new Set(restRows.map((r) => r.route));
    assert.deepEqual(
      served.filter((r) => !listed.has(r)),
      [],
      'routes without a row in an access.matrix.ts',
    );
    assert.deepEqual(
      [...listed].filter((r) => !served.includes(r)),
      [],
      'rows for routes the server does not serve',
    );

    const schema = t.app.graphql.schema;
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
      (r): r is GraphQLObjectType => !!r,
    );
    const fields = roots.flatMap((root) => Object.keys(root.getFields()).map((f) => `${root.name}.${f}`));
    const covered = new Set(gqlRows.map((r) => r.field));
    // A row whose document does not validate would be refused by GraphQL itself (HTTP 400) for
    // everyone, and would say nothing about access.
    const invalid = gqlRows.flatMap((r) => validate(schema, parse(r.query)).map((e) => `${r.field}: ${e.message}`));
    assert.deepEqual(invalid, [], 'rows whose operation does not validate against the served schema');
    assert.deepEqual(fields.filter((f) => !covered.has(f)).sort(), [], 'GraphQL root fields without a row');
  });

  it('answers each route and field to each caller as its row says', async () => {
    const wrong: string[] = [];
    const started = Date.now();
    const firstXid = await nextXid(ctx.db);
    // Logout ends the caller's session: last.
    const ordered = [...restRows.filter((r) => r.route !== 'POST /api/logout'), ...restRows.filter((r) => r.route === 'POST /api/logout')];
    for (const row of gqlRows) {
      const variables = await resolve(row.variables, ctx, {});
      for (const caller of CALLERS) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/gql',
          headers: caller === 'anon' ? {} : { cookie: cookies[caller] },
          payload: { query: row.query, variables },
        });
        const got = classify(response.statusCode, response.body);
        const want = row.expect(caller, users[caller]);
        if (got !== want) wrong.push(`${row.field} as ${caller}: ${got} (expected ${want}) ${response.body.slice(0, 160)}`);
      }
    }
    let committed: bigint[] | null = null;
    for (const row of ordered) {
      // Nothing may have committed before the sessions end (logout deletes them, last).
      if (row.route === 'POST /api/logout') committed = await committedSince(ctx.db, firstXid);
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
        if (got !== want)
          wrong.push(`${row.route} as ${caller}: ${got} (expected ${want}) ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    const checks = (restRows.length + gqlRows.length) * CALLERS.length;
    console.log(
      `authorization matrix: ${restRows.length} routes and ${gqlRows.length} GraphQL fields × ${CALLERS.length} callers = ${checks} answers in ${Date.now() - started} ms`,
    );
    assert.deepEqual(wrong, []);
    committed ??= await committedSince(ctx.db, firstXid);
    assert.deepEqual(committed, [], `rows changed the database: ${(await tablesWrittenBy(ctx.db, committed)).join(', ')}`);
  });
});
