import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES, GQL_ERROR_CODES, GQL_TOKEN_COOKIE, messages } from '@portal/shared/core';
import { cookiesFrom, createTestApp, sessionOnly, signIn, type TestApp } from '../../test/harness';
import type { Area } from '../areas';
import { badUserInput, requireRule } from './gqlErrors';
import { GQL_TOKEN_TTL_MS } from './sessions';

// A test-only area: one public query and one public mutation (like the order approval pages),
// and guarded fields that use the resolver helpers.
const testArea: Area = {
  name: 'gql-test',
  graphql: {
    typeDefs: `
      extend type Query {
        linkValid(id: Int!): Boolean!
        adminSecret: String
        broken: String
        databaseAway: String
      }
      extend type Mutation {
        confirmLink(id: Int!, name: String!): Boolean!
      }
    `,
    resolvers: {
      Query: {
        linkValid: (_root, args: { id: number }) => args.id === 7,
        adminSecret: (_root, _args, ctx) => {
          requireRule(ctx, 'userAdmin');
          return 'for admins';
        },
        broken: () => {
          throw new Error('relation "nope" does not exist');
        },
        // As drizzle wraps pg's error on an idle client whose server went away.
        databaseAway: () => {
          throw new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') });
        },
      },
      Mutation: {
        confirmLink: (_root, args: { id: number; name: string }) => {
          if (!args.name.trim()) throw badUserInput('Name is required');
          return args.id === 7;
        },
      },
    },
  },
  publicFields: ['linkValid', 'confirmLink'],
};

let t: TestApp;
before(async () => {
  t = await createTestApp({ extraAreas: [testArea] });
});
after(() => t.close());

const gql = (query: string, cookie?: string, variables?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/gql', headers: cookie ? { cookie } : {}, payload: { query, variables } });

describe('/gql access', () => {
  test('answers data with a session and its GraphQL token', async () => {
    const cookie = await signIn(t.app, 'rep@demo.local');
    const response = await gql('{ me { email userType repCode access { order orderEdit } } systemMessages { id message } }', cookie);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.errors, undefined);
    assert.deepEqual(body.data.me, { email: 'rep@demo.local', userType: 'REP', repCode: '101', access: { order: true, orderEdit: false } });
    assert.equal(body.data.systemMessages.length, 3);
  });

  test('without the token cookie: HTTP 200, data null and TOKEN_EXPIRED; /api/gql_token then makes the retry work', async () => {
    const cookie = sessionOnly(await signIn(t.app, 'csr@demo.local'));
    const response = await gql('{ me { email } }', cookie);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      data: null,
      errors: [{ message: API_MESSAGES.tokenExpired, extensions: { code: GQL_ERROR_CODES.tokenExpired } }],
    });
    const refreshed = await t.app.inject({ method: 'GET', url: '/api/gql_token', headers: { cookie } });
    assert.equal(refreshed.statusCode, 204);
    const retry = await gql('{ me { email } }', cookiesFrom(refreshed, cookie));
    assert.equal(retry.json().data.me.email, 'csr@demo.local');
  });

  test('an expired token, or one from another session, is TOKEN_EXPIRED', async () => {
    const cookie = await signIn(t.app, 'artist@demo.local');
    t.clock.advance(GQL_TOKEN_TTL_MS + 1000);
    assert.equal((await gql('{ me { email } }', cookie)).json().errors[0].extensions.code, GQL_ERROR_CODES.tokenExpired);

    const mine = sessionOnly(await signIn(t.app, 'viewer@demo.local'));
    const othersToken = (await signIn(t.app, 'manager@demo.local')).split('; ').find((c) => c.startsWith(`${GQL_TOKEN_COOKIE}=`))!;
    const response = await gql('{ me { email } }', `${mine}; ${othersToken}`);
    assert.equal(response.json().errors[0].extensions.code, GQL_ERROR_CODES.tokenExpired);
  });

  test('without a session: UNAUTHENTICATED', async () => {
    const response = await gql('{ me { email } }');
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.data, null);
    assert.equal(body.errors[0].extensions.code, GQL_ERROR_CODES.unauthenticated);
  });

  test('a public operation runs with neither session nor token', async () => {
    const query = await gql('query Check($id: Int!) { linkValid(id: $id) }', undefined, { id: 7 });
    assert.deepEqual(query.json(), { data: { linkValid: true } });
    const mutation = await gql('mutation { confirmLink(id: 7, name: "Pat") }');
    assert.deepEqual(mutation.json(), { data: { confirmLink: true } });
  });

  test('an operation mixing public and private fields is not public', async () => {
    const response = await gql('{ linkValid(id: 7) me { email } }');
    assert.equal(response.json().errors[0].extensions.code, GQL_ERROR_CODES.unauthenticated);
    const viaFragment = await gql('query { ...F } fragment F on Query { linkValid(id: 1) systemMessages { id } }');
    assert.equal(viaFragment.json().errors[0].extensions.code, GQL_ERROR_CODES.unauthenticated);
  });

  test('GET /gql is refused: POST only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/gql?query=%7Bme%7Bemail%7D%7D' });
    assert.equal(response.statusCode, 405);
  });
});

describe('resolver errors', () => {
  test('requireRule answers FORBIDDEN to a user without the flag', async () => {
    const viewer = await signIn(t.app, 'viewer@demo.local');
    const refused = (await gql('{ adminSecret }', viewer)).json();
    assert.equal(refused.data.adminSecret, null);
    assert.equal(refused.errors[0].extensions.code, GQL_ERROR_CODES.forbidden);
    assert.equal(refused.errors[0].message, API_MESSAGES.forbidden);
    const admin = await signIn(t.app, 'admin@demo.local');
    assert.equal((await gql('{ adminSecret }', admin)).json().data.adminSecret, 'for admins');
  });

  test('BAD_USER_INPUT carries the message', async () => {
    const body = (await gql('mutation { confirmLink(id: 7, name: " ") }')).json();
    assert.equal(body.errors[0].extensions.code, GQL_ERROR_CODES.badInput);
    assert.equal(body.errors[0].message, 'Name is required');
  });

  test('an unexpected failure is reported without its internals', async () => {
    const admin = await signIn(t.app, 'admin@demo.local');
    const body = (await gql('{ broken }', admin)).json();
    assert.equal(body.errors[0].message, messages.somethingWentWrong);
    assert.doesNotMatch(JSON.stringify(body), /relation/);
  });

  test('a database that cannot be reached is 503 with Retry-After, as on the REST routes', async () => {
    const admin = await signIn(t.app, 'admin@demo.local');
    const answer = await gql('{ databaseAway }', admin);
    assert.equal(answer.statusCode, 503);
    assert.equal(answer.headers['retry-after'], '5');
    assert.deepEqual(
      answer.json().errors.map((e: { message: string; extensions: { code: string } }) => [e.message, e.extensions.code]),
      [[API_MESSAGES.databaseUnavailable, GQL_ERROR_CODES.unavailable]],
    );
  });
});
