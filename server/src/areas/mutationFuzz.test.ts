import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { cookiesFrom, createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { SCHEMA_FILE } from '../platform/schemaFile';
import { ordersMatrix } from './orders/access.matrix';
import { platformMatrix } from './platform/access.matrix';
import { returnsMatrix } from './returns/access.matrix';

// Issue 8 §7, mutation fuzzing: every GraphQL mutation (its arguments generated from
// schema.graphql) and every REST write route (bodies of any shape, and of the row's own fields
// with values of any type) gets generated bad input, as an administrator (so access passes and
// validation is what is tested). The answer is never a 5xx or an internal GraphQL error, and a
// refused call changes nothing: no audit_log row (every order, return, template and catalog write
// leaves one) and no row in the other tables a write may touch.

const RUNS = 25;
const SEED = 20261124;

/** Writes that are not fuzzed, and why. */
const EXEMPT: Record<string, string> = {
  'POST /api/login': 'a sign-in, not a write of data (its input rules: login.test.ts)',
  'POST /api/logout': 'ends the caller’s own session, takes no input',
  'POST /api/notifyError': 'stores what a crashing page sends; a refused report is not stored (routes.test.ts)',
  'POST /api/return/upload': 'multipart, not JSON: the file checks are returnCreate.test.ts’s',
};

/** Tables a write can touch besides the audited ones. */
const SIDE_TABLES = ['audit_log', 'outbox', 'saved_filters', 'order_status_history', 'return_events', 'return_files'];

const NASTY_STRINGS = ['', ' ', 'x'.repeat(5000), "'; drop table orders; --", '<script>alert(1)</script>', '\u0000', '😀', '-1', '1e309', 'null'];

function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType, depth);
  const nullable = (arb: fc.Arbitrary<unknown>) => fc.oneof({ weight: 4, arbitrary: arb }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) return nullable(fc.array(valueOf(type.ofType, depth + 1), { maxLength: depth > 1 ? 1 : 4 }));
  if (isEnumType(type)) return nullable(fc.constantFrom(...type.getValues().map((v) => v.value)));
  if (isInputObjectType(type)) {
    const fields = type.getFields();
    return nullable(fc.record(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, valueOf(field.type, depth + 1)])), { requiredKeys: [] }));
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return nullable(fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.constantFrom(0, -1, 1, 2 ** 31 - 1)));
      case 'Float':
        return nullable(fc.double({ noNaN: true, noDefaultInfinity: true }));
      case 'Boolean':
        return nullable(fc.boolean());
      default:
        return nullable(fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...NASTY_STRINGS)));
    }
  }
  return fc.constant(null);
}

/** The JSON value GraphQL accepts for a non-null type when a fuzzed value is null (so the request reaches the resolver). */
function nonNullFix(type: GraphQLInputType, value: unknown): unknown {
  if (!isNonNullType(type)) {
    if (isListType(type) && Array.isArray(value)) return value.map((item) => nonNullFix(type.ofType, item));
    return value;
  }
  if (isListType(type.ofType) && Array.isArray(value)) return value.map((item) => nonNullFix((type.ofType as { ofType: GraphQLInputType }).ofType, item));
  if (value !== null && value !== undefined) {
    const inner = type.ofType;
    if (isInputObjectType(inner) && typeof value === 'object') {
      const fields = inner.getFields();
      return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, nonNullFix(field.type, (value as Record<string, unknown>)[name] ?? null)]).filter(([, v]) => v !== undefined));
    }
    return value;
  }
  const named = getNamedType(type);
  if (isListType(type.ofType)) return [];
  if (isInputObjectType(named)) return nonNullFix(type, {});
  if (isEnumType(named)) return named.getValues()[0].value;
  return named.name === 'Int' || named.name === 'Float' ? 0 : named.name === 'Boolean' ? false : '';
}

function operationOf(field: GraphQLField<unknown, unknown>): string {
  const args = field.args;
  const variables = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `mutation${variables ? `(${variables})` : ''} { ${field.name}${call}${selection} }`;
}

describe('mutation fuzzing', () => {
  let t: TestApp;
  let cookie = '';
  before(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin@demo.local', password: DEMO_PASSWORD } });
    cookie = cookiesFrom(response);
  });
  after(() => t.close());

  const digest = async () => {
    const parts: string[] = [];
    for (const table of SIDE_TABLES) {
      const result = (await t.app.platform.db.execute(sql.raw(`select count(*)::text || ':' || coalesce(max(id)::text, '') as d from ${table}`))) as unknown as { rows: { d: string }[] };
      parts.push(`${table}=${result.rows[0].d}`);
    }
    return parts.join(' ');
  };

  const writeRoutes = [platformMatrix, ordersMatrix, returnsMatrix].flatMap((m) => m.rest).filter((r) => !r.route.startsWith('GET '));

  it('every write route is fuzzed or exempt with a reason', () => {
    assert.ok(writeRoutes.length > 20);
    console.log(`mutation fuzzing: ${writeRoutes.length - Object.keys(EXEMPT).length} REST write routes (${Object.keys(EXEMPT).length} exempt) and every GraphQL mutation, ${RUNS} runs each`);
    for (const route of Object.keys(EXEMPT)) assert.ok(writeRoutes.some((r) => r.route === route), `exemption for an unknown route ${route}`);
  });

  it('GraphQL mutations: never an internal error; a refused call changes nothing', async () => {
    const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
    const mutations = Object.values((schema.getMutationType() as GraphQLObjectType).getFields());
    assert.ok(mutations.length > 10, `only ${mutations.length} mutations in schema.graphql`);
    for (const field of mutations) {
      const query = operationOf(field);
      const variables = fc.record(Object.fromEntries(field.args.map((a) => [a.name, valueOf(a.type)])));
      await fc.assert(
        fc.asyncProperty(variables, async (generated) => {
          const fixed = Object.fromEntries(field.args.map((a) => [a.name, nonNullFix(a.type, generated[a.name])]));
          const before = await digest();
          const response = await t.app.inject({ method: 'POST', url: '/gql', headers: { cookie }, payload: { query, variables: fixed } });
          assert.ok(response.statusCode < 500, `${field.name}: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
          const body = response.json() as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
          for (const error of body.errors ?? []) {
            assert.notEqual(error.extensions?.code, 'INTERNAL_SERVER_ERROR', `${field.name}(${JSON.stringify(fixed).slice(0, 300)}): ${error.message}`);
            // A resolver's refusal always says what it is; only GraphQL's own checks (HTTP 400) may not.
            if (response.statusCode === 200) assert.ok(error.extensions?.code, `${field.name}(${JSON.stringify(fixed).slice(0, 300)}): an error without a code: ${error.message}`);
          }
          if (body.errors?.length) assert.equal(await digest(), before, `${field.name}: a refused call changed the database`);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }
  });

  it('REST writes: never a 5xx; a refused call changes nothing', async () => {
    for (const row of writeRoutes) {
      if (EXEMPT[row.route]) continue;
      const [method, path] = row.route.split(' ');
      const url = path.replace(/:[a-zA-Z]+/g, (param) => (param === ':kind' ? 'order' : '999999'));
      const fields = row.payload && typeof row.payload === 'object' ? Object.keys(row.payload) : [];
      const body = fc.oneof(
        fc.anything({ maxDepth: 2 }),
        fc.dictionary(fc.constantFrom('id', 'returnId', 'name', 'po', 'comment', 'type', 'collections', 'orderId', 'emails', ...fields), fc.anything({ maxDepth: 2 })),
      );
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const before = await digest();
          const response = await t.app.inject({
            method: method as 'POST',
            url,
            headers: { cookie, 'content-type': 'application/json' },
            payload: JSON.stringify(payload ?? null),
          });
          assert.ok(response.statusCode < 500, `${row.route} ${String(JSON.stringify(payload)).slice(0, 200)}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          if (response.statusCode >= 400) assert.equal(await digest(), before, `${row.route}: a refused call changed the database`);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }
  });
});
