import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import { API_MESSAGES } from '@portal/shared/core';
import { createTestApp, signInAll, type TestApp } from '../../test/harness';
import { errorReports, users } from '../db/tables/platform';
import { SYSTEM_MESSAGES } from './platformArea';

let t: TestApp;
let cookies: Record<string, string>;
before(async () => {
  t = await createTestApp();
  cookies = await signInAll(t.app, ['admin', 'rep', 'rep2', 'csr', 'customer', 'viewer', 'artist']);
});
after(() => t.close());

const get = (url: string, who?: string) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookies[who] } : {} });

describe('session guard', () => {
  test('every guarded /api route answers 401 { message } without a session', async () => {
    for (const url of [
      '/api/systemMessages',
      '/api/users',
      '/api/reps',
      '/api/customers',
      '/api/customer/101',
      '/api/leagueTeam',
      '/api/leagueTeamPlayer',
      '/api/gql_token',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 401, url);
      assert.deepEqual(response.json(), { message: API_MESSAGES.signInRequired }, url);
    }
  });

  test('an unknown /api path is a JSON 404', async () => {
    const response = await get('/api/no-such-thing', 'admin');
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: API_MESSAGES.notFound });
  });
});

describe('GET /api/systemMessages', () => {
  test('lists the active messages as {id, message}', async () => {
    const response = await get('/api/systemMessages', 'viewer');
    assert.equal(response.statusCode, 200);
    const list = response.json() as { id: number; message: string }[];
    assert.deepEqual(
      list.map((m) => m.message),
      SYSTEM_MESSAGES.filter((m) => m.active).map((m) => m.message),
    );
    assert.ok(list.every((m) => typeof m.id === 'number' && Object.keys(m).length === 2));
  });
});

describe('POST /api/notifyError', () => {
  test('stores the report with the user, page, user agent and time', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifyError',
      headers: { cookie: cookies.rep, 'user-agent': 'TestBrowser/1.0' },
      payload: { message: 'TypeError: x is undefined', info: 'at Orders (orders.js:10)', page: '/saved' },
    });
    assert.equal(response.statusCode, 204);
    const [row] = await t.database.db.select().from(errorReports).orderBy(desc(errorReports.id)).limit(1);
    const [rep] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'rep@demo.local'));
    assert.equal(row.message, 'TypeError: x is undefined');
    assert.equal(row.info, 'at Orders (orders.js:10)');
    assert.equal(row.page, '/saved');
    assert.equal(row.userAgent, 'TestBrowser/1.0');
    assert.equal(row.userId, rep.id);
    assert.ok(Math.abs(row.createdAt.getTime() - t.clock.now().getTime()) < 1000);
  });

  test('works without a session (a crash on a public page)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifyError',
      payload: { message: 'boom', page: '/order_approval/1/2/approve' },
    });
    assert.equal(response.statusCode, 204);
    const [row] = await t.database.db.select().from(errorReports).orderBy(desc(errorReports.id)).limit(1);
    assert.equal(row.userId, null);
    assert.equal(row.page, '/order_approval/1/2/approve');
  });

  test('refuses a report without a page with 400 and a message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/notifyError', payload: { message: 'boom' } });
    assert.equal(response.statusCode, 400);
    assert.equal(typeof response.json().message, 'string');
  });
});

describe('GET /api/errorReports', () => {
  test('lets administrators read the stored reports, newest first, with who sent them', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/notifyError',
      headers: { cookie: cookies.rep },
      payload: { message: 'RangeError: newest crash', page: '/returns' },
    });
    const response = await get('/api/errorReports', 'admin');
    assert.equal(response.statusCode, 200);
    const [newest] = response.json() as { message: string; page: string; userEmail: string }[];
    assert.equal(newest.message, 'RangeError: newest crash');
    assert.equal(newest.page, '/returns');
    assert.equal(newest.userEmail, 'rep@demo.local');
  });

  test('refuses everyone else with 403', async () => {
    assert.equal((await get('/api/errorReports', 'csr')).statusCode, 403);
    assert.equal((await get('/api/errorReports')).statusCode, 401);
  });
});

describe('GET /api/users', () => {
  test("is user administration's alone: a CUSTOMER, a user with no flags, a CSR and a rep get 403 and no names", async () => {
    for (const who of ['customer', 'viewer', 'csr', 'rep']) {
      const response = await get('/api/users', who);
      assert.equal(response.statusCode, 403, who);
      assert.doesNotMatch(response.body, /@demo\.local/, who);
    }
  });

  test('lists every user with their flags for user admins', async () => {
    const list = (await get('/api/users', 'admin')).json() as Record<string, unknown>[];
    assert.ok(list.length >= 9);
    const rep = list.find((u) => u.email === 'rep@demo.local')!;
    assert.deepEqual(Object.keys(rep).sort(), ['access', 'email', 'id', 'name', 'repCode', 'userType']);
    assert.equal(rep.repCode, '101');
  });

  test('adds the access flags for user admins', async () => {
    const list = (await get('/api/users', 'admin')).json() as { email: string; access: Record<string, boolean> }[];
    const csr = list.find((u) => u.email === 'csr@demo.local')!;
    assert.equal(csr.access.orderEdit, true);
    assert.equal(csr.access.approve, false);
  });
});
