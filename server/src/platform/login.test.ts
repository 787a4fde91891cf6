import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ACCESS_FLAGS, GQL_TOKEN_COOKIE, LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES, messages, SESSION_COOKIE } from '@portal/shared/core';
import { cookiesFrom, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../../test/harness';
import { SESSION_IDLE_MS, SESSION_MAX_MS, hashSessionId } from './sessions';
import { sessions } from '../db/tables/platform';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

// Each test signs in from its own address, so the per-address limit (100 a minute, tested in
// platform/security.test.ts) never interferes with the per-e-mail rules tested here.
let address = 0;
beforeEach(() => {
  address++;
});
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, headers, remoteAddress: `10.0.0.${address}` });
const auth = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/auth', headers: { cookie } });

describe('POST /api/login', () => {
  test('signs in with the right password, returning the user with camelCase flags and setting both cookies', async () => {
    const response = await login('rep@demo.local', DEMO_PASSWORD);
    assert.equal(response.statusCode, 200);
    const user = response.json();
    assert.equal(user.email, 'rep@demo.local');
    assert.equal(user.userType, 'REP');
    assert.equal(user.repCode, '101');
    assert.equal(user.repManagerCode, '101', 'rep@ manages the reps under manager code 101');
    assert.deepEqual(Object.keys(user.access).sort(), [...ACCESS_FLAGS].sort());
    assert.equal(user.access.licenseOrder, true);
    assert.equal(user.access.orderEdit, false);
    assert.equal('passwordHash' in user, false);

    const cookies = response.cookies as { name: string; httpOnly?: boolean; sameSite?: string; path?: string; secure?: boolean }[];
    for (const name of [SESSION_COOKIE, GQL_TOKEN_COOKIE]) {
      const cookie = cookies.find((c) => c.name === name);
      assert.ok(cookie, `${name} is set`);
      assert.equal(cookie.httpOnly, true);
      assert.equal(cookie.sameSite, 'Lax');
      assert.equal(cookie.path, '/');
      assert.notEqual(cookie.secure, true, 'plain http: not Secure');
    }
  });

  test('accepts the e-mail in any case and with spaces around it', async () => {
    const response = await login('  Manager@Demo.LOCAL ', DEMO_PASSWORD);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().email, 'manager@demo.local');
  });

  test('gives the admin every flag; rep@ manages under code 101 and rep2 (managed by 101) manages nobody', async () => {
    const admin = (await login('admin@demo.local', DEMO_PASSWORD)).json();
    assert.ok(ACCESS_FLAGS.every((flag) => admin.access[flag] === true));
    assert.equal(admin.repCode, '000');
    const rep2 = (await login('rep2@demo.local', DEMO_PASSWORD)).json();
    assert.equal(rep2.repCode, '102');
    assert.equal(rep2.repManagerCode, null);
    assert.equal((await login('rep@demo.local', DEMO_PASSWORD)).json().repManagerCode, '101');
  });

  test('marks the cookies Secure behind an https proxy', async () => {
    const response = await login('viewer@demo.local', DEMO_PASSWORD, { 'x-forwarded-proto': 'https' });
    const cookies = response.cookies as { name: string; secure?: boolean }[];
    assert.equal(cookies.find((c) => c.name === SESSION_COOKIE)?.secure, true);
    assert.equal(cookies.find((c) => c.name === GQL_TOKEN_COOKIE)?.secure, true);
  });

  test("answers 401 'Incorrect Email or Password' for a wrong password and for an unknown e-mail", async () => {
    for (const [email, password] of [
      ['artist@demo.local', 'wrong-password'],
      ['nobody@demo.local', DEMO_PASSWORD],
    ]) {
      const response = await login(email, password);
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { message: messages.loginIncorrect });
      assert.equal(response.cookies.length, 0);
    }
  });

  test("answers 400 'Please enter email and password' when a field is empty or missing", async () => {
    for (const payload of [{ email: '', password: 'x' }, { email: 'a@b.c', password: '' }, { email: 'a@b.c' }, {}]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/login', payload });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(response.json(), { message: messages.loginRequired });
    }
  });
});

describe('login rate limit per e-mail and address', () => {
  test('refuses the 11th attempt after 10 failures, even with the right password, until the window passes', async () => {
    const email = 'artmanager@demo.local';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      assert.equal((await login(email, `wrong-${i}`)).statusCode, 401);
    }
    const refused = await login(email, DEMO_PASSWORD);
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), { message: messages.loginRateLimited });
    // Other accounts are not affected, nor is this account from another address (client).
    assert.equal((await login('csr@demo.local', DEMO_PASSWORD)).statusCode, 200);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: DEMO_PASSWORD },
      remoteAddress: '10.0.1.1',
    });
    assert.equal(elsewhere.statusCode, 200, 'the owner signs in from another address');

    t.clock.advance(LOGIN_FAILURE_WINDOW_MS - 60_000);
    assert.equal((await login(email, DEMO_PASSWORD)).statusCode, 429, 'still inside the window');
    t.clock.advance(61_000);
    assert.equal((await login(email, DEMO_PASSWORD)).statusCode, 200, 'window passed');
  });

  test('does not count successful sign-ins', async () => {
    const email = 'customer@demo.local';
    for (let i = 0; i < LOGIN_MAX_FAILURES + 2; i++) {
      assert.equal((await login(email, DEMO_PASSWORD)).statusCode, 200);
    }
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) assert.equal((await login(email, 'nope')).statusCode, 401);
    assert.equal((await login(email, DEMO_PASSWORD)).statusCode, 200, '9 failures and many successes: still allowed');
    assert.equal((await login(email, 'nope')).statusCode, 401, 'the 10th failure is still an ordinary 401');
    assert.equal((await login(email, DEMO_PASSWORD)).statusCode, 429);
    t.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1000);
  });
});

describe('sessions', () => {
  test('POST /api/auth restores the session and refreshes the GraphQL token', async () => {
    const cookie = await signIn(t.app, 'artist@demo.local');
    const response = await auth(cookie);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().email, 'artist@demo.local');
    assert.equal(response.json().access.artist, true);
    assert.ok((response.cookies as { name: string }[]).some((c) => c.name === GQL_TOKEN_COOKIE));
  });

  test('POST /api/auth without a session is 401 with a message', async () => {
    const response = await auth('');
    assert.equal(response.statusCode, 401);
    assert.equal(typeof response.json().message, 'string');
    const forged = await auth(`${SESSION_COOKIE}=not-a-real-session`);
    assert.equal(forged.statusCode, 401);
  });

  test('an expired session row no longer signs anyone in', async () => {
    const cookie = await signIn(t.app, 'viewer@demo.local');
    const id = cookie
      .split('; ')
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
      .slice(SESSION_COOKIE.length + 1);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(sessions.idHash, hashSessionId(id)));
    assert.equal((await auth(cookie)).statusCode, 401);
  });

  test('a session ends after 12 idle hours, and use keeps it alive up to 7 days', async () => {
    const idle = await signIn(t.app, 'viewer@demo.local');
    t.clock.advance(SESSION_IDLE_MS + 1000);
    assert.equal((await auth(idle)).statusCode, 401, 'idle too long');

    const busy = await signIn(t.app, 'viewer@demo.local');
    const started = t.clock.now().getTime();
    while (t.clock.now().getTime() + SESSION_IDLE_MS / 2 < started + SESSION_MAX_MS) {
      t.clock.advance(SESSION_IDLE_MS / 2);
      assert.equal((await auth(busy)).statusCode, 200, 'used every 6 hours');
    }
    t.clock.advance(SESSION_IDLE_MS / 2);
    assert.equal((await auth(busy)).statusCode, 401, 'past the absolute limit');
  });

  test('logout deletes the session and clears both cookies', async () => {
    const cookie = await signIn(t.app, 'manager@demo.local');
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    assert.equal(response.statusCode, 204);
    const cleared = response.cookies as { name: string; value: string; maxAge?: number }[];
    for (const name of [SESSION_COOKIE, GQL_TOKEN_COOKIE]) {
      const c = cleared.find((x) => x.name === name);
      assert.ok(c && c.value === '', `${name} cleared`);
    }
    assert.equal(cookiesFrom(response, cookie), '');
    assert.equal((await auth(cookie)).statusCode, 401, 'the old cookie is dead');
  });

  test('GET /api/gql_token answers 204 with a fresh token cookie, 401 without a session', async () => {
    const cookie = await signIn(t.app, 'csr@demo.local');
    const response = await t.app.inject({ method: 'GET', url: '/api/gql_token', headers: { cookie } });
    assert.equal(response.statusCode, 204);
    const token = (response.cookies as { name: string; httpOnly?: boolean; sameSite?: string; maxAge?: number }[]).find(
      (c) => c.name === GQL_TOKEN_COOKIE,
    );
    assert.ok(token);
    assert.equal(token.httpOnly, true);
    assert.equal(token.sameSite, 'Lax');
    assert.ok(token.maxAge! > 0 && token.maxAge! <= 15 * 60);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/gql_token' });
    assert.equal(anonymous.statusCode, 401);
  });
});
