import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import {
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
import { resolve, type Exempt, type GqlFuzz, type GqlRow, type MatrixContext, type RestFuzz, type RestRow } from '../../test/accessMatrix';
import { changesMadeBy } from '../../test/dbChanges';
import { cookiesFrom, createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { MATRICES } from './accessMatrices';
import { invalidFrom, NASTY_STRINGS } from '../../test/zodArbitrary';

// Mutation fuzzing. Every GraphQL mutation and every REST write route (POST, PUT,
// PATCH, DELETE) gets generated bad input, as an administrator (so access passes and validation
// is what is tested). The targets are the `fuzz` entries of the areas' access.matrix.ts rows; a
// write or mutation without one (or without `fuzz: { exempt: 'why' }`) fails the first test.
//   REST: bodies derived from the shared zod schema the handler parses (test/zodArbitrary.ts:
//         values of the schema's shape around and past its bounds, one field broken, unknown
//         keys, or any JSON at all), path parameters of seeded records or nasty ('-1', 'abc', 2^31).
//   GraphQL: arguments generated from the field's types in the served schema (values GraphQL's own
//         type check lets through to the resolver, which then parses them with its zod schema),
//         half the time pointed at seeded records (`known`).
// Properties: never a 5xx, never an INTERNAL_SERVER_ERROR or an error without a code, and a refused
// call (4xx, or a GraphQL error) commits nothing anywhere in the database (test/dbChanges.ts: no
// transaction it opened committed). An accepted call may change things (a generated value can be
// valid); destructive targets (names with "delete") run last and use records of their own.

const RUNS = 25;
const SEED = 20261124;

const isExempt = (fuzz: RestFuzz | GqlFuzz | Exempt | undefined): fuzz is Exempt => !!fuzz && 'exempt' in fuzz;
const lastIfDeleting = <T>(items: T[], name: (item: T) => string) => [
  ...items.filter((i) => !/delete/i.test(name(i))),
  ...items.filter((i) => /delete/i.test(name(i))),
];

const rows = Object.values(MATRICES);
/** One target per write route: the row carrying its `fuzz` entry (a route may have several matrix rows). */
const writeRows: RestRow[] = [
  ...new Set(
    rows
      .flatMap((m) => m.rest)
      .filter((r) => !r.route.startsWith('GET '))
      .map((r) => r.route),
  ),
].map((route) => rows.flatMap((m) => m.rest).find((r) => r.route === route && r.fuzz) ?? { route, expect: () => 'ok' });
const mutationRows: GqlRow[] = rows.flatMap((m) => m.graphql).filter((r) => r.field.startsWith('Mutation.'));

function arbitraryOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return arbitraryOf(type.ofType, depth);
  const nullable = (arb: fc.Arbitrary<unknown>) => fc.oneof({ weight: 4, arbitrary: arb }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) return nullable(fc.array(arbitraryOf(type.ofType, depth + 1), { maxLength: depth > 1 ? 1 : 4 }));
  if (isEnumType(type)) return nullable(fc.constantFrom(...type.getValues().map((v) => v.value)));
  if (isInputObjectType(type)) {
    const fields = type.getFields();
    return nullable(
      fc.record(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, arbitraryOf(field.type, depth + 1)])), {
        requiredKeys: [],
      }),
    );
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
        return nullable(fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...NASTY_STRINGS), fc.emailAddress(), fc.uuid()));
    }
  }
  return fc.constant(null);
}

/** The JSON value GraphQL accepts for a non-null type when a fuzzed value is null (so the request reaches the resolver). */
function nonNullFix(type: GraphQLInputType, value: unknown): unknown {
  if (!isNonNullType(type)) {
    if (isListType(type) && Array.isArray(value)) return value.map((item) => nonNullFix(type.ofType, item));
    if (isInputObjectType(type) && value && typeof value === 'object') return fixFields(type, value as Record<string, unknown>);
    return value;
  }
  if (isListType(type.ofType) && Array.isArray(value))
    return value.map((item) => nonNullFix((type.ofType as { ofType: GraphQLInputType }).ofType, item));
  if (value !== null && value !== undefined) {
    const inner = type.ofType;
    if (isInputObjectType(inner) && typeof value === 'object') return fixFields(inner, value as Record<string, unknown>);
    return value;
  }
  const named = getNamedType(type);
  if (isListType(type.ofType)) return [];
  if (isInputObjectType(named)) return nonNullFix(type, {});
  if (isEnumType(named)) return named.getValues()[0].value;
  return named.name === 'Int' || named.name === 'Float' ? 0 : named.name === 'Boolean' ? false : '';
}
function fixFields(
  type: { getFields(): Record<string, { type: GraphQLInputType }> },
  value: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(type.getFields())
      .map(([name, field]) => [name, nonNullFix(field.type, value[name] ?? (isNonNullType(field.type) ? null : undefined))])
      .filter(([, v]) => v !== undefined),
  );
}

/** `known` laid over `generated`, nested objects merged. */
function overlay(generated: unknown, known: unknown): unknown {
  if (!known || typeof known !== 'object' || Array.isArray(known)) return known;
  const base = generated && typeof generated === 'object' && !Array.isArray(generated) ? (generated as Record<string, unknown>) : {};
  return { ...base, ...Object.fromEntries(Object.entries(known).map(([k, v]) => [k, overlay(base[k], v)])) };
}

function operationOf(field: GraphQLField<unknown, unknown>, kind: 'query' | 'mutation' = 'mutation'): string {
  const args = field.args;
  const variables = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind}${variables ? `(${variables})` : ''} { ${field.name}${call}${selection} }`;
}

/** Runs one target's property; a failure is collected (first line and counterexample), so one run reports every target that fails. */
async function check<T>(failures: string[], name: string, property: fc.IAsyncProperty<T>, numRuns = RUNS): Promise<void> {
  const details = await fc.check(property, { numRuns, seed: SEED });
  if (details.failed)
    failures.push(
      `${name}: ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)} (counterexample ${JSON.stringify(details.counterexample)?.slice(0, 300)})`,
    );
}

/** FUZZ_STATS=1 prints what each target answered (to see the calls get past "not found" to the input checks). */
const stats = new Map<string, Map<string, number>>();
const count = (target: string, answer: string) => {
  const seen = stats.get(target) ?? new Map<string, number>();
  seen.set(answer, (seen.get(answer) ?? 0) + 1);
  stats.set(target, seen);
};

const BAD_PARAMS = ['0', '-1', 'abc', '1.5', '2147483648', '99999999999999999999', '1e3', ' 1', 'null', '%', '😀', '\u0000'];
/** Reads: fewer runs; the query-string keys the list and export routes read. */
const READ_RUNS = 10;
const QUERY_KEYS = [
  'from',
  'search',
  'to',
  'page',
  'pageSize',
  'status',
  'rep',
  'customer',
  'order',
  'orderBy',
  'desc',
  'type',
  'filter',
  'po',
  'start',
  'end',
  'tags',
];
/** Static answers with no input. */
const SKIPPED_READS = ['GET /healthz', 'GET /readyz', 'GET /remotes.json'];

describe('mutation fuzzing', () => {
  let t: TestApp;
  let cookie = '';
  let ctx: MatrixContext;
  before(async () => {
    t = await createTestApp();
    ctx = { db: t.app.platform.db, app: t.app };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@demo.local', password: DEMO_PASSWORD },
    });
    assert.equal(response.statusCode, 200);
    cookie = cookiesFrom(response);
  });
  after(async () => {
    if (process.env.FUZZ_STATS)
      for (const [target, seen] of stats) console.log(`${target}: ${[...seen].map(([a, n]) => `${a}×${n}`).join(' ')}`);
    await t.close();
  });

  it('has a fuzz entry (or a reasoned exemption) for every write route and every mutation', () => {
    const missing = [...writeRows.filter((r) => !r.fuzz).map((r) => r.route), ...mutationRows.filter((r) => !r.fuzz).map((r) => r.field)];
    assert.deepEqual(missing, [], 'writes without `fuzz` in their access.matrix.ts row');
    const served = Object.keys((t.app.graphql.schema.getMutationType() as GraphQLObjectType).getFields()).map((f) => `Mutation.${f}`);
    const listed = new Set(mutationRows.map((r) => r.field));
    assert.deepEqual(
      served.filter((f) => !listed.has(f)),
      [],
      'mutations without a row',
    );
    const restExempt = writeRows.filter((r) => isExempt(r.fuzz)).length;
    const gqlExempt = mutationRows.filter((r) => isExempt(r.fuzz)).length;
    console.log(
      `mutation fuzzing: ${writeRows.length - restExempt} REST write routes (${restExempt} exempt) and ${mutationRows.length - gqlExempt} GraphQL mutations (${gqlExempt} exempt), ${RUNS} runs each, seed ${SEED}`,
    );
  });

  it('sees a committed write, and sees none for a refused one (the change detector works)', async () => {
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/filters', headers: { cookie }, payload });
    const saved = await changesMadeBy(ctx.db, () => post({ name: 'fuzz probe', link: '/saved' }));
    assert.equal(saved.result.statusCode, 200, saved.result.body);
    assert.ok(saved.committed.length > 0, 'a saved filter committed nothing?');
    assert.match(await saved.describe(), /saved_filters/);
    const refused = await changesMadeBy(ctx.db, () => post({ name: '', link: '/saved' }));
    assert.equal(refused.result.statusCode, 400);
    assert.deepEqual(refused.committed, []);
  });

  it('GraphQL mutations: never an internal error; a refused call changes nothing', async () => {
    const fields = (t.app.graphql.schema.getMutationType() as GraphQLObjectType).getFields();
    const failures: string[] = [];
    for (const row of lastIfDeleting(mutationRows, (r) => r.field)) {
      if (isExempt(row.fuzz)) continue;
      const field = fields[row.field.slice('Mutation.'.length)];
      const query = operationOf(field);
      const known = await resolve(row.fuzz?.known, ctx, {});
      const generatedArgs = fc.record(Object.fromEntries(field.args.map((a) => [a.name, arbitraryOf(a.type)])));
      const variables = fc.tuple(generatedArgs, fc.boolean()).map(([generated, useKnown]) => {
        const args = (useKnown ? overlay(generated, known) : generated) as Record<string, unknown>;
        return Object.fromEntries(field.args.map((a) => [a.name, nonNullFix(a.type, args[a.name] ?? null)]));
      });
      await check(
        failures,
        row.field,
        fc.asyncProperty(variables, async (vars) => {
          const call = await changesMadeBy(ctx.db, () =>
            t.app.inject({ method: 'POST', url: '/gql', headers: { cookie }, payload: { query, variables: vars } }),
          );
          const response = call.result;
          const what = `${row.field}(${JSON.stringify(vars).slice(0, 300)})`;
          assert.ok(response.statusCode < 500, `${what}: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
          const body = response.json() as { errors?: { message: string; extensions?: { code?: string } }[] };
          count(
            row.field,
            body.errors?.length
              ? `${response.statusCode}:${body.errors[0].extensions?.code ?? body.errors[0].message.slice(0, 40)}`
              : 'accepted',
          );
          for (const error of body.errors ?? []) {
            assert.notEqual(error.extensions?.code, 'INTERNAL_SERVER_ERROR', `${what}: ${error.message}`);
            // A resolver's refusal always says what it is; only GraphQL's own checks (HTTP 400) may not.
            if (response.statusCode === 200) assert.ok(error.extensions?.code, `${what}: an error without a code: ${error.message}`);
          }
          if ((response.statusCode >= 400 || body.errors?.length) && call.committed.length)
            assert.fail(`${what}: refused (${body.errors?.[0]?.message ?? response.statusCode}) but ${await call.describe()}`);
        }),
      );
    }
    assert.deepEqual(failures, []);
  });

  // Beyond the brief of §7 (writes), reads get the same bad input, fewer runs, for one property:
  // never a 5xx (it found GET /api/customer/%00 and catalogOrderOptions(search: "\u0000")).
  it('reads (GraphQL queries, REST GETs): never a 5xx or an internal error', async () => {
    const failures: string[] = [];
    const queryFields = (t.app.graphql.schema.getQueryType() as GraphQLObjectType).getFields();
    for (const field of Object.values(queryFields)) {
      if (!field.args.length) continue;
      const query = operationOf(field, 'query');
      const variables = fc
        .record(Object.fromEntries(field.args.map((a) => [a.name, arbitraryOf(a.type)])))
        .map((args) => Object.fromEntries(field.args.map((a) => [a.name, nonNullFix(a.type, args[a.name] ?? null)])));
      await check(
        failures,
        `Query.${field.name}`,
        fc.asyncProperty(variables, async (vars) => {
          const response = await t.app.inject({ method: 'POST', url: '/gql', headers: { cookie }, payload: { query, variables: vars } });
          const what = `Query.${field.name}(${JSON.stringify(vars).slice(0, 300)})`;
          assert.ok(response.statusCode < 500, `${what}: HTTP ${response.statusCode}`);
          for (const error of (response.json() as { errors?: { message: string; extensions?: { code?: string } }[] }).errors ?? [])
            assert.notEqual(error.extensions?.code, 'INTERNAL_SERVER_ERROR', `${what}: ${error.message}`);
        }),
        READ_RUNS,
      );
    }
    const reads = [...new Set(rows.flatMap((m) => m.rest).map((r) => r.route))]
      .filter((r) => r.startsWith('GET ') && !SKIPPED_READS.includes(r))
      .map((route) => ({ route }));
    for (const row of reads) {
      const path = row.route.slice('GET '.length);
      const names = [...path.matchAll(/:([a-zA-Z]+)/g)].map((m) => m[1]);
      const params = fc.record(
        Object.fromEntries(
          names.map((name) => [
            name,
            fc.oneof(fc.constantFrom('999999', '101', 'CP90_GLD.png', ...BAD_PARAMS), fc.string({ maxLength: 12 })),
          ]),
        ),
      );
      const search = fc.dictionary(
        fc.constantFrom(...QUERY_KEYS),
        fc.oneof(fc.constantFrom(...NASTY_STRINGS, ...BAD_PARAMS), fc.string({ maxLength: 12 })),
        { maxKeys: 4 },
      );
      await check(
        failures,
        row.route,
        fc.asyncProperty(params, search, async (values, query) => {
          const url = `${path.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(values[name]))}?${new URLSearchParams(query)}`;
          const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
          assert.ok(response.statusCode < 500, `GET ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }),
        READ_RUNS,
      );
    }
    assert.deepEqual(failures, []);
  });

  it('REST writes: never a 5xx; a refused call changes nothing', async () => {
    const failures: string[] = [];
    for (const row of lastIfDeleting(writeRows, (r) => r.route)) {
      if (isExempt(row.fuzz) || !row.fuzz) continue;
      const fuzz = row.fuzz;
      const [method, path] = row.route.split(' ');
      const seeded = await resolve(fuzz.params, ctx, {});
      const names = [...path.matchAll(/:([a-zA-Z]+)/g)].map((m) => m[1]);
      const params = fc.record(
        Object.fromEntries(
          names.map((name) => [
            name,
            name in seeded
              ? fc.oneof(
                  { weight: 3, arbitrary: fc.constant(String(seeded[name])) },
                  { weight: 1, arbitrary: fc.constantFrom(...BAD_PARAMS) },
                )
              : fc.constantFrom('999999', ...BAD_PARAMS),
          ]),
        ),
      );
      const known = await resolve(fuzz.known, ctx, {});
      const body = fuzz.body
        ? invalidFrom(fuzz.body, known)
        : fc.oneof(fc.anything({ maxDepth: 2 }), fc.dictionary(fc.constantFrom('id', ...Object.keys(known)), fc.anything({ maxDepth: 2 })));
      await check(
        failures,
        row.route,
        fc.asyncProperty(params, body, async (values, payload) => {
          const url = path.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(values[name]));
          const call = await changesMadeBy(ctx.db, () =>
            t.app.inject({
              method: method as 'POST',
              url,
              headers: { cookie, 'content-type': 'application/json' },
              payload: JSON.stringify(payload ?? null),
            }),
          );
          const response = call.result;
          const what = `${method} ${url} ${String(JSON.stringify(payload)).slice(0, 300)}`;
          count(
            row.route,
            response.statusCode < 400
              ? `${response.statusCode}`
              : `${response.statusCode}:${String((response.json() as { message?: string }).message).slice(0, 40)}`,
          );
          assert.ok(response.statusCode < 500, `${what}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          if (response.statusCode >= 400 && call.committed.length)
            assert.fail(`${what}: refused (${response.statusCode} ${response.body.slice(0, 120)}) but ${await call.describe()}`);
        }),
      );
    }
    assert.deepEqual(failures, []);
  });
});
