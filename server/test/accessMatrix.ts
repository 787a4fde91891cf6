import type { FastifyInstance } from 'fastify';
import { allows, type AccessRuleName, type SessionUser } from '@portal/shared/core';
import type { Db } from '../src/db/client';
import type { ZodSchema } from './zodArbitrary';

// The authorization matrix: every REST route and every GraphQL root field, for every
// demo account and an anonymous caller, with the answer expected. Each area keeps its rows in an
// `access.matrix.ts` beside its code; src/areas/accessMatrix.test.ts runs them all and fails when a
// route or field has no row. An answer is classed as the caller sees it:
//   401 / 403 / 404  refused (REST status; GraphQL error code UNAUTHENTICATED / FORBIDDEN / NOT_FOUND)
//   'ok'             let through: anything else below 500, including a 400 (BAD_USER_INPUT) or 409
//                    for the deliberately empty or invalid input writes are sent with (so no
//                    allowed row changes the database; the test checks nothing committed)
//   a 5xx or an INTERNAL_SERVER_ERROR fails the row whatever it expects.

export const CALLERS = ['anon', 'admin', 'csr', 'manager', 'rep', 'rep2', 'artist', 'artmanager', 'viewer', 'customer'] as const;
export type Caller = (typeof CALLERS)[number];
export type Answer = 'ok' | 401 | 403 | 404;
export type Expectation = (caller: Caller, user: SessionUser | null) => Answer;

export interface MatrixContext {
  db: Db;
  app: FastifyInstance;
}

type Value<T> = T | ((ctx: MatrixContext) => Promise<T> | T);

// Mutation fuzzing (src/areas/mutationFuzz.test.ts) reads its targets from the same rows: every
// write route (POST/PUT/PATCH/DELETE) and every Mutation field must carry a `fuzz` entry, or
// `fuzz: { exempt: 'why' }`. Fuzzing runs as an administrator, so access passes and validation
// is what is tested; `known` values point at seeded records so calls get past "not found".

/** A write route's fuzzing. */
export interface RestFuzz {
  /** The shared zod schema the handler parses the body with (parseOr400): bad bodies derive from it. Bodies of any shape when absent. */
  body?: ZodSchema;
  /** Path parameters of seeded records (fuzzed too: '-1', 'abc', 2^31, …). Unknown ids when omitted. */
  params?: Value<Record<string, string | number>>;
  /** Body fields of seeded records ({ returnId }), mixed into the generated bodies. */
  known?: Value<Record<string, unknown>>;
}
/** A mutation's fuzzing: arguments are generated from its GraphQL types (schema.graphql); `known` (nested like the arguments) points them at seeded records. */
export interface GqlFuzz {
  known?: Value<Record<string, unknown>>;
}
export type Exempt = { exempt: string };

export interface RestRow {
  /** 'GET /api/reps' exactly as the route is registered (parameters as :name). */
  route: string;
  /** The URL called (parameters filled in); the route's path when omitted. */
  url?: Value<string>;
  payload?: unknown;
  expect: Expectation;
  /** Why, when the expectation is not a plain rule: the spec or README decision it follows. */
  why?: string;
  /** Write routes: how mutation fuzzing calls it. */
  fuzz?: RestFuzz | Exempt;
}

export interface GqlRow {
  /** 'Query.orders' or 'Mutation.moveOrder'. */
  field: string;
  query: string;
  variables?: Value<Record<string, unknown>>;
  expect: Expectation;
  why?: string;
  /** Mutations: how mutation fuzzing calls it. */
  fuzz?: GqlFuzz | Exempt;
}

export interface AreaMatrix {
  rest: RestRow[];
  graphql: GqlRow[];
}

/** Public: everyone, signed in or not, gets `answer`. */
export const anyone =
  (answer: Answer = 'ok'): Expectation =>
  () =>
    answer;

/** Any signed-in user; 401 without a session. */
export const signedIn =
  (answer: Answer = 'ok'): Expectation =>
  (caller) =>
    caller === 'anon' ? 401 : answer;

/** The access rule of @portal/shared/core: 401 without a session, `denied` for users it refuses. */
export const byRule =
  (rule: AccessRuleName, denied: Answer = 403): Expectation =>
  (caller, user) =>
    caller === 'anon' ? 401 : allows(rule, user) ? 'ok' : denied;

/** A record that does not exist, behind a rule: whoever the rule lets through learns it does not exist (404). */
export const unknownRecordBehind =
  (rule: AccessRuleName): Expectation =>
  (caller, user) =>
    caller === 'anon' ? 401 : allows(rule, user) ? 404 : 403;

/** Let through when any of these rules allows (401 without a session, else 403). */
export const anyRule =
  (...rules: AccessRuleName[]): Expectation =>
  (caller, user) =>
    caller === 'anon' ? 401 : rules.some((rule) => allows(rule, user)) ? 'ok' : 403;

/** Per caller, for record-dependent answers; `others` for the rest (anonymous callers get 401 unless listed). */
export const answers =
  (given: Partial<Record<Caller, Answer>>, others: Answer): Expectation =>
  (caller) =>
    given[caller] ?? (caller === 'anon' ? 401 : others);

export const resolve = async <T>(value: Value<T> | undefined, ctx: MatrixContext, fallback: T): Promise<T> =>
  value === undefined ? fallback : typeof value === 'function' ? await (value as (ctx: MatrixContext) => Promise<T> | T)(ctx) : value;
