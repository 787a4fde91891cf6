import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyPluginAsync } from 'fastify';
import { API_MESSAGES, LOGIN_MAX_PER_ADDRESS_PER_MINUTE, messages } from '@portal/shared/core';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import type { Area } from '../areas';
import { requireAccess, sessionUser } from './auth';

// A test-only area using the guards the next areas will use.
const guardedRoutes: FastifyPluginAsync = async (app) => {
  app.get('/test/user-admin', { preHandler: requireAccess('userAdmin') }, async (request) => ({
    ok: true,
    email: (await sessionUser(request)).email,
  }));
  app.post('/test/echo', async (request) => ({ body: request.body }));
};
const testArea: Area = { name: 'guard-test', routes: guardedRoutes };

let t: TestApp;
let admin: string;
let viewer: string;
before(async () => {
  t = await createTestApp({ extraAreas: [testArea] });
  admin = await signIn(t.app, 'admin@demo.local');
  viewer = await signIn(t.app, 'viewer@demo.local');
});
after(() => t.close());

describe('requireAccess', () => {
  test('lets a user with the flag through', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/user-admin', headers: { cookie: admin } });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { ok: true, email: 'admin@demo.local' });
  });

  test('answers 403 with a message to a signed-in user without it, 401 to nobody', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/test/user-admin', headers: { cookie: viewer } });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), { message: API_MESSAGES.forbidden });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/test/user-admin' });
    assert.equal(anonymous.statusCode, 401);
  });
});

describe('CSRF defence', () => {
  const echo = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { cookie: admin, host: 'portal.example.com', ...headers },
      payload: { a: 1 },
    });

  test('refuses a state-changing call from another origin', async () => {
    const response = await echo({ origin: 'https://evil.example.net' });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { message: API_MESSAGES.crossSite });
  });

  test('refuses a call the browser marks as cross-site', async () => {
    const response = await echo({ 'sec-fetch-site': 'cross-site' });
    assert.equal(response.statusCode, 403);
  });

  test('refuses a cross-site login too (no session involved)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example.net', host: 'portal.example.com' },
      payload: { email: 'admin@demo.local', password: 'demo1234' },
    });
    assert.equal(response.statusCode, 403);
  });

  test('accepts same-origin calls, also behind a proxy that sets X-Forwarded-Host', async () => {
    const same = await echo({ origin: 'https://portal.example.com', 'sec-fetch-site': 'same-origin' });
    assert.equal(same.statusCode, 200);
    assert.deepEqual(same.json(), { body: { a: 1 } });
    const proxied = await echo({ origin: 'https://portal.example.org', 'x-forwarded-host': 'portal.example.org' });
    assert.equal(proxied.statusCode, 200);
  });

  test('judges calls without Origin or Sec-Fetch-Site by their cookie alone', async () => {
    assert.equal((await echo({})).statusCode, 200);
  });

  test('accepts only JSON bodies on state-changing calls', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { cookie: admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    assert.equal(form.statusCode, 415);
    assert.deepEqual(form.json(), { message: API_MESSAGES.jsonOnly });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { cookie: admin, 'content-type': 'text/plain' },
      payload: '{"a":1}',
    });
    assert.equal(text.statusCode, 415);
  });
});

describe('security headers', () => {
  test('every answer carries the CSP, nosniff, frame and referrer policies', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/systemMessages', headers: { cookie: viewer } });
    const csp = String(response.headers['content-security-policy']);
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /script-src 'self'/);
    assert.match(csp, /style-src 'self' 'unsafe-inline'/);
    assert.match(csp, /img-src 'self' data: blob:/);
    assert.match(csp, /object-src 'none'/);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['x-frame-options'], 'SAMEORIGIN');
    assert.equal(response.headers['referrer-policy'], 'no-referrer');
  });
});

describe('per-address login limit', () => {
  test(`answers 429 { message } after ${LOGIN_MAX_PER_ADDRESS_PER_MINUTE} attempts a minute from one address`, async () => {
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '192.0.2.77', payload: { email: '', password: '' } });
    for (let i = 0; i < LOGIN_MAX_PER_ADDRESS_PER_MINUTE; i++) {
      assert.equal((await attempt()).statusCode, 400);
    }
    const refused = await attempt();
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), { message: API_MESSAGES.tooManyRequests });
    // Another address is unaffected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '192.0.2.78',
      payload: { email: '', password: '' },
    });
    assert.deepEqual(other.json(), { message: messages.loginRequired });
  });
});
