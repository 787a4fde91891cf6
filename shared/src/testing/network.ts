import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentNode, ExecutionResult, GraphQLError, GraphQLFieldResolver, GraphQLSchema, GraphQLTypeResolver } from 'graphql';
import { cleanup } from '@testing-library/react';
import type { ResultOf, TypedDocument, VariablesOf } from '@portal/shared/core';

// The mocked network of screen tests: the screen's real api.ts functions, the shared
// client (ky) and the generated documents run; msw (msw/node) catches every request at fetch and
// answers it from what the test declared (jsdom's XMLHttpRequest goes past msw: uploads are answered
// by xhrUploads.ts):
// - POST /gql: the document is parsed and validated against the root schema.graphql, then executed
//   against it with the declared answer as the data, so the answer is checked too (a missing field, a
//   null in a non-null field, a wrong scalar or an answer field the document does not select fail the
//   test). Errors the server would send (extensions.code) are declared with gqlError().
// - anything else: declared per method and path (REST under /api).
// A request nobody declared, an invalid document or a wrong answer fails the test (afterEach), even
// when the screen swallowed the failure. The calls are recorded, for assertions on what was sent.
// Test-only: never imported by a screen.

type GraphqlModule = typeof import('graphql');

/** graphql-js and the schema built from schema.graphql. */
interface GraphqlEngine {
  graphql: GraphqlModule;
  schema: GraphQLSchema;
}

// jest.environment.cjs builds the schema once per worker (outside the per-file module registry) and
// hands it over under this key; elsewhere (another environment) the schema is built here, once per file.
const ENGINE_KEY = Symbol.for('@portal/shared/testing graphql engine');
let localEngine: GraphqlEngine | undefined;

function graphqlEngine(): GraphqlEngine {
  const injected = (globalThis as Record<symbol, unknown>)[ENGINE_KEY] as (() => GraphqlEngine) | undefined;
  if (injected) return injected();
  if (!localEngine) {
    const graphql = require('graphql') as GraphqlModule;
    localEngine = { graphql, schema: graphql.buildSchema(readFileSync(join(__dirname, '..', '..', '..', 'schema.graphql'), 'utf8')) };
  }
  return localEngine;
}

const FAILURE = Symbol('declared failure');

/** An error the GraphQL server answers (extensions.code), declared by the test. */
export interface GqlFailure {
  readonly [FAILURE]: { kind: 'graphql'; code: string; message: string };
}
/** The request never gets an answer: fetch rejects, as when the server cannot be reached. */
export interface NetworkFailure {
  readonly [FAILURE]: { kind: 'network' };
}
/** An HTTP answer with this status and JSON body. */
export interface HttpReply {
  readonly [FAILURE]: { kind: 'http'; status: number; body: unknown; headers?: Record<string, string> };
}

/**
 * A GraphQL error as the server sends it: `{ message, extensions: { code } }`. As a whole answer, every
 * root field of the operation fails with it (data null); as the value of one root field, that field.
 */
export function gqlError(code: string, message = `${code} (declared by the test)`): GqlFailure {
  return { [FAILURE]: { kind: 'graphql', code, message } };
}

/** fetch rejects (a TypeError, as when the network is down). */
export function networkError(): NetworkFailure {
  return { [FAILURE]: { kind: 'network' } };
}

/** An answer with this HTTP status and JSON body (no body: empty), and any headers (a Link header). */
export function reply(status: number, body?: unknown, headers?: Record<string, string>): HttpReply {
  return { [FAILURE]: { kind: 'http', status, body, headers } };
}

const marked = (value: unknown): value is GqlFailure | NetworkFailure | HttpReply =>
  typeof value === 'object' && value !== null && FAILURE in value;

/** What a declared failure (gqlError, networkError, reply) stands for; null for a plain answer. */
export function declaredFailureOf(value: unknown): (GqlFailure | NetworkFailure | HttpReply)[typeof FAILURE] | null {
  return marked(value) ? value[FAILURE] : null;
}

/** A GraphQL answer: the data (any root field may be a gqlError), or a failure. */
export type GqlData<T> = T extends object ? { [K in keyof T]: T[K] | GqlFailure } : T;
type GqlOutcome<T> = GqlData<T> | GqlFailure | NetworkFailure | HttpReply;
export type GqlAnswer<T, V> = GqlOutcome<T> | ((variables: V) => GqlOutcome<T> | Promise<GqlOutcome<T>>);

export interface RestRequest {
  /** The JSON body (or the text when it is not JSON; null when empty). */
  body: unknown;
  /** The query string. */
  search: URLSearchParams;
  /** The values of the path's :name segments. */
  params: Record<string, string>;
}
type RestOutcome = HttpReply | NetworkFailure | unknown;
/** A REST answer: a JSON body (status 200), reply(status, body), networkError(), or a function of the request. */
export type RestAnswer = RestOutcome | ((request: RestRequest) => RestOutcome | Promise<RestOutcome>);

export interface GqlCall {
  kind: 'graphql';
  operationName: string;
  variables: Record<string, unknown>;
  /** The request's signal: aborted when the screen cancelled the call (a query left behind). */
  signal: AbortSignal;
}
export interface RestCall extends RestRequest {
  kind: 'rest';
  method: string;
  path: string;
  /** The request's signal: aborted when the screen cancelled the call. */
  signal: AbortSignal;
}

/** Any generated document (its variables type is contravariant: `never` accepts them all). */
type AnyDocument = TypedDocument<unknown, never>;

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface MockNetwork {
  /** Answers every call of the document's operation (replacing an earlier declaration). */
  graphql<D extends AnyDocument>(document: D, answer: GqlAnswer<ResultOf<D>, VariablesOf<D>>): void;
  /** Answers the next call of the operation only (before what graphql() declared). */
  graphqlOnce<D extends AnyDocument>(document: D, answer: GqlAnswer<ResultOf<D>, VariablesOf<D>>): void;
  /** Answers every `method path` call; the path may hold `:name` segments ('/api/order/:id/delete'). */
  rest(method: Method, path: string, answer: (request: RestRequest) => unknown): void;
  rest(method: Method, path: string, answer: RestOutcome): void;
  /** Answers the next matching call only. */
  restOnce(method: Method, path: string, answer: (request: RestRequest) => unknown): void;
  restOnce(method: Method, path: string, answer: RestOutcome): void;
  /** Every call made in this test, in order. */
  readonly calls: readonly (GqlCall | RestCall)[];
  /** The variables of each call of the document's operation, in order. */
  variables<D extends AnyDocument>(document: D): VariablesOf<D>[];
  /** The calls of the document's operation, in order. */
  graphqlCalls(document: AnyDocument): GqlCall[];
  /** The calls matching `method path` (same patterns as rest()), in order. */
  restCalls(method: Method, path: string): RestCall[];
}

interface Answers<A> {
  every?: A;
  once: A[];
}

// biome-ignore lint/complexity/noBannedTypes: a generated document is a TypedDocumentString, a String object (it extends String)
const operationNameOf = (document: string | String): string => {
  const match = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(document.toString());
  if (!match) throw new Error(`mockNetwork: no named operation in ${document.toString().slice(0, 80)}`);
  return match[1];
};

function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `(?<${segment.slice(1)}>[^/]+)` : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

const readBody = async (request: Request): Promise<unknown> => {
  const text = await request.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
    status,
    headers: body === undefined || status === 204 ? headers : { 'content-type': 'application/json', ...headers },
  });

/**
 * Mocks the network for the test file: call once at its top level. Answers are declared per test
 * (in beforeEach or the test) and forgotten after it, with the recorded calls; a problem (an
 * undeclared call, an invalid document, a wrong answer) fails the test after it ran.
 */
export function mockNetwork(): MockNetwork {
  const mock = createMockNetwork();
  beforeAll(() => mock.listen());
  afterEach(() => {
    // Unmount first (Testing Library's own cleanup may run after this hook): a screen still mounted
    // would go on calling, against answers already forgotten.
    cleanup();
    const seen = mock.reset();
    if (seen.length) throw new Error(`The mocked network saw ${seen.length} problem(s):\n- ${seen.join('\n- ')}`);
  });
  afterAll(() => mock.close());
  return mock.network;
}

export interface MockNetworkControl {
  network: MockNetwork;
  listen(): void;
  close(): void;
  /** Forgets answers and calls, settles answers still pending, and answers the problems seen since the last reset. */
  reset(): string[];
}

/** The mocked network without the Jest hooks (mockNetwork() adds them): for tests of the mock itself. */
export function createMockNetwork(): MockNetworkControl {
  // Loaded here, not at import: most tests that use @portal/shared/testing never touch the network.
  const { http, HttpResponse } = require('msw') as typeof import('msw');
  const { setupServer } = require('msw/node') as typeof import('msw/node');

  const gqlAnswers = new Map<string, Answers<GqlAnswer<unknown, unknown>>>();
  const restAnswers: { method: string; path: string; pattern: RegExp; answers: Answers<RestAnswer> }[] = [];
  const calls: (GqlCall | RestCall)[] = [];
  const problems: string[] = [];
  /** Answers still being computed (a test's promise): settled with a network failure when the test ends. */
  const pending = new Set<(outcome: NetworkFailure) => void>();

  const problem = (text: string) => {
    problems.push(text);
    // Also at once: the screen may be waiting for this answer when the test times out.
    console.error(`mockNetwork: ${text}`);
  };

  const take = <A>(answers: Answers<A> | undefined): A | undefined => (answers?.once.length ? answers.once.shift() : answers?.every);

  async function settle<A, I>(answer: A, input: I): Promise<unknown> {
    if (typeof answer !== 'function') return answer;
    return new Promise((resolve, reject) => {
      pending.add(resolve);
      Promise.resolve()
        .then(() => (answer as (input: I) => unknown)(input))
        .then(resolve, reject)
        .finally(() => pending.delete(resolve));
    });
  }

  function failureResponse(outcome: NetworkFailure | HttpReply) {
    const failure = outcome[FAILURE];
    return failure.kind === 'network' ? HttpResponse.error() : json(failure.status, failure.body, failure.headers);
  }

  async function answerGraphql(request: Request): Promise<Response> {
    const { graphql, schema } = graphqlEngine();
    const body = (await readBody(request)) as {
      query?: unknown;
      variables?: Record<string, unknown> | null;
      operationName?: string;
    } | null;
    const query = typeof body?.query === 'string' ? body.query : '';
    let document: DocumentNode;
    try {
      document = graphql.parse(query);
    } catch (error) {
      problem(`a /gql request whose query does not parse (${(error as Error).message}): ${query.slice(0, 120)}`);
      return json(400, { errors: [{ message: (error as Error).message }] });
    }
    const operation = graphql.getOperationAST(document, body?.operationName);
    const name = operation?.name?.value ?? '(anonymous)';
    const invalid = graphql.validate(schema, document);
    if (invalid.length) {
      problem(`${name}: the document does not validate against schema.graphql: ${invalid.map((e) => e.message).join('; ')}`);
      return json(400, { errors: invalid.map((e) => e.toJSON()) });
    }
    const variables = body?.variables ?? {};
    calls.push({ kind: 'graphql', operationName: name, variables, signal: request.signal });
    const answer = take(gqlAnswers.get(name));
    if (answer === undefined) {
      problem(`no answer declared for ${operation?.operation ?? 'operation'} ${name} (variables ${JSON.stringify(variables)})`);
      return json(500, { data: null, errors: [{ message: `mockNetwork: no answer for ${name}` }] });
    }
    const outcome = await settle(answer, variables);
    if (marked(outcome) && outcome[FAILURE].kind !== 'graphql') return failureResponse(outcome as NetworkFailure | HttpReply);

    // Execute the document against the schema, reading each field from the declared answer (by its
    // response name, as the client sees it): graphql-js checks nullability, scalars and enums.
    const declaredErrors = new WeakSet<object>();
    const fail = (failure: GqlFailure[typeof FAILURE]): GraphQLError => {
      const error = new graphql.GraphQLError(failure.message, { extensions: { code: failure.code } });
      declaredErrors.add(error);
      return error;
    };
    const fieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, _args, _context, info) => {
      if (marked(source)) throw fail((source as GqlFailure)[FAILURE]);
      const key = info.path.key as string;
      const holder = source as Record<string, unknown>;
      if (typeof holder !== 'object' || holder === null) {
        throw new graphql.GraphQLError(`the answer has ${JSON.stringify(holder)} where ${info.parentType.name} (an object) belongs`);
      }
      if (!(key in holder)) {
        throw new graphql.GraphQLError(
          `the answer has no "${key}" (${info.parentType.name}.${info.fieldName}: ${String(info.returnType)})`,
        );
      }
      const value = holder[key];
      if (marked(value)) throw fail((value as GqlFailure)[FAILURE]);
      return value;
    };
    const typeResolver: GraphQLTypeResolver<unknown, unknown> = (value) => (value as { __typename?: string }).__typename;
    const result = (await graphql.execute({
      schema,
      document,
      operationName: body?.operationName,
      rootValue: outcome,
      variableValues: variables,
      fieldResolver,
      typeResolver,
    })) as ExecutionResult;
    for (const error of result.errors ?? []) {
      if (!declaredErrors.has(error.originalError ?? error) && !declaredErrors.has(error)) {
        problem(`${name}: ${error.message}${error.path ? ` at ${error.path.join('.')}` : ''}`);
      }
    }
    if (!marked(outcome)) unselected(outcome, result.data, name);
    return json(
      200,
      result.errors?.length ? { data: result.data ?? null, errors: result.errors.map((e) => e.toJSON()) } : { data: result.data },
    );
  }

  /** Fields of the declared answer that the document does not select: the test describes another query. */
  function unselected(declared: unknown, sent: unknown, path: string) {
    if (declared === null || typeof declared !== 'object' || marked(declared) || sent === null || typeof sent !== 'object') return;
    if (Array.isArray(declared)) {
      if (Array.isArray(sent)) declared.forEach((item, i) => unselected(item, sent[i], `${path}[${i}]`));
      return;
    }
    for (const [key, value] of Object.entries(declared)) {
      if (!(key in (sent as object))) problem(`${path}: the answer has "${key}", which the document does not select`);
      else unselected(value, (sent as Record<string, unknown>)[key], `${path}.${key}`);
    }
  }

  async function answerRest(request: Request, url: URL): Promise<Response> {
    const method = request.method.toUpperCase();
    const body = method === 'GET' || method === 'HEAD' ? null : await readBody(request);
    const route = restAnswers.find((r) => r.method === method && r.pattern.test(url.pathname));
    const params = { ...(route ? url.pathname.match(route.pattern)?.groups : {}) };
    const call: RestCall = { kind: 'rest', method, path: url.pathname, search: url.searchParams, body, params, signal: request.signal };
    calls.push(call);
    const answer = take(route?.answers);
    if (answer === undefined) {
      problem(`no answer declared for ${method} ${url.pathname}${url.search}`);
      return json(501, { message: `mockNetwork: no answer for ${method} ${url.pathname}` });
    }
    const outcome = await settle(answer, { body, search: url.searchParams, params });
    if (marked(outcome)) {
      if (outcome[FAILURE].kind === 'graphql') {
        problem(`${method} ${url.pathname}: gqlError() is a GraphQL answer; a REST failure is reply(status, body)`);
        return json(500, null);
      }
      return failureResponse(outcome as NetworkFailure | HttpReply);
    }
    return outcome === undefined ? new Response(null, { status: 204 }) : json(200, outcome);
  }

  const server = setupServer(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      try {
        if (url.pathname === '/gql' && request.method === 'POST') return await answerGraphql(request);
        return await answerRest(request, url);
      } catch (error) {
        problem(`${request.method} ${url.pathname}: the declared answer threw: ${(error as Error).stack ?? error}`);
        return json(500, { message: 'mockNetwork: the declared answer threw' });
      }
    }),
  );

  const declareGraphql = (once: boolean) => (document: AnyDocument, answer: GqlAnswer<unknown, unknown>) => {
    const name = operationNameOf(document);
    const answers = gqlAnswers.get(name) ?? { once: [] };
    if (once) answers.once.push(answer);
    else answers.every = answer;
    gqlAnswers.set(name, answers);
  };
  const declareRest = (once: boolean) => (method: Method, path: string, answer: RestAnswer) => {
    let route = restAnswers.find((r) => r.method === method && r.path === path);
    if (!route) {
      route = { method, path, pattern: pathPattern(path), answers: { once: [] } };
      restAnswers.push(route);
    }
    if (once) route.answers.once.push(answer);
    else route.answers.every = answer;
  };

  const graphqlCalls = (document: AnyDocument) => {
    const name = operationNameOf(document);
    return calls.filter((c): c is GqlCall => c.kind === 'graphql' && c.operationName === name);
  };

  const network: MockNetwork = {
    graphql: declareGraphql(false) as MockNetwork['graphql'],
    graphqlOnce: declareGraphql(true) as MockNetwork['graphqlOnce'],
    rest: declareRest(false) as MockNetwork['rest'],
    restOnce: declareRest(true) as MockNetwork['restOnce'],
    calls,
    variables: ((document: AnyDocument) => graphqlCalls(document).map((c) => c.variables)) as MockNetwork['variables'],
    graphqlCalls,
    restCalls: (method, path) => {
      const pattern = pathPattern(path);
      return calls.filter((c): c is RestCall => c.kind === 'rest' && c.method === method && pattern.test(c.path));
    },
  };

  return {
    network,
    listen: () => server.listen({ onUnhandledRequest: 'error' }),
    close: () => server.close(),
    reset: () => {
      for (const settleNow of pending) settleNow(networkError());
      pending.clear();
      gqlAnswers.clear();
      restAnswers.length = 0;
      calls.length = 0;
      return problems.splice(0);
    },
  };
}
