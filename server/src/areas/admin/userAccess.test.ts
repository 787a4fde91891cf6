import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { ACCESS_FLAGS, ADMIN_MESSAGES, messages, noAccess, type AccessFlag, type AccessFlags } from '@portal/shared/core';
import { changesMadeBy } from '../../../test/dbChanges';
import { createTestApp, signIn, type TestApp } from '../../../test/harness';
import { enableSessionCache } from '../../platform/sessions';
import { users } from '../../db/tables/platform';

// User Access on the server (spec 002 §5, §6, §7: POST /api/users, body user, access): the right
// before the input, the form's own rules with their messages, one transaction with its audit
// entry, and the new flags counting from the user's next call (even with the session cache on).

let t: TestApp;
const cookies = new Map<string, string>();
before(async () => {
  t = await createTestApp();
  // As main.ts runs it (2 s there): a minute here, so only an explicit forget can explain a change.
  enableSessionCache(t.database.db, 60_000);
});
after(() => t.close());

const db = () => t.database.db;
async function cookieOf(email: string): Promise<string> {
  if (!cookies.has(email)) cookies.set(email, await signIn(t.app, email));
  return cookies.get(email)!;
}
const post = async (as: string | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/users', headers: as ? { cookie: await cookieOf(as) } : {}, payload: payload as object });
async function idOf(email: string): Promise<number> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}
const flagsOf = async (email: string) => (await db().select({ access: users.access }).from(users).where(eq(users.email, email)))[0].access;
const access = (...flags: AccessFlag[]): AccessFlags => ({ ...noAccess(), ...Object.fromEntries(flags.map((f) => [f, true])) });
const auditRowsOf = async (id: number) =>
  (
    (await db().execute(
      sql`select actor_id, action, changes, at from audit_log where subject = 'user' and subject_id = ${id} order by id`,
    )) as unknown as {
      rows: { actor_id: number | null; action: string; changes: Record<string, unknown> | string; at: Date | string }[];
    }
  ).rows;

describe('POST /api/users: who may', () => {
  test('refuses a caller without a session (401) and one without userAdmin (403), before reading the body', async () => {
    assert.equal((await post(null, {})).statusCode, 401);
    for (const who of ['csr@demo.local', 'manager@demo.local', 'viewer@demo.local', 'customer@demo.local']) {
      const response = await post(who, { user: 'nonsense' });
      assert.equal(response.statusCode, 403, who);
      assert.equal(response.json().message, ADMIN_MESSAGES.userAdminRequired);
    }
  });

  test('lets the user administrators in (admin@ and useradmin@)', async () => {
    const target = await idOf('newhire@demo.local');
    for (const who of ['admin@demo.local', 'useradmin@demo.local']) {
      const response = await post(who, { user: target, access: access('products') });
      assert.equal(response.statusCode, 200, `${who}: ${response.body}`);
    }
  });
});

describe('POST /api/users: the form’s rules (spec 002 §5), each a 400 with its message that changes nothing', () => {
  const refused = async (payload: unknown, status: number, message: string) => {
    const call = await changesMadeBy(db(), () => post('useradmin@demo.local', payload));
    assert.equal(call.result.statusCode, status, call.result.body);
    assert.equal(call.result.json().message, message);
    assert.deepEqual(call.committed, [], await call.describe());
  };

  test("'Please select a user.' without a user", async () => {
    await refused({ access: access('order') }, 400, messages.userRequired);
    await refused({ user: null, access: access('order') }, 400, messages.userRequired);
    await refused({ user: 'rep@demo.local', access: access('order') }, 400, messages.userRequired);
  });

  test('at least one flag must be on', async () => {
    await refused({ user: await idOf('csr@demo.local'), access: noAccess() }, 400, ADMIN_MESSAGES.flagRequired);
    assert.ok((await flagsOf('csr@demo.local')).includes('orderEdit'));
  });

  test('Preline and Take All need View Products', async () => {
    await refused({ user: await idOf('csr@demo.local'), access: access('order', 'takeAll') }, 400, ADMIN_MESSAGES.subProductsNeedProducts);
  });

  test('unknown flag names (snake_case too) and non-boolean values', async () => {
    const user = await idOf('csr@demo.local');
    await refused({ user, access: { order_edit: true } }, 400, 'Unknown access level: order_edit.');
    await refused({ user, access: { order: 1 } }, 400, ADMIN_MESSAGES.flagNotBoolean);
  });

  test('a user that does not exist is 404', async () => {
    await refused({ user: 999_999, access: access('order') }, 404, ADMIN_MESSAGES.userNotFound);
  });

  test('an external (CUSTOMER) user is managed under External users', async () => {
    await refused({ user: await idOf('customer@demo.local'), access: access('order', 'userAdmin') }, 400, ADMIN_MESSAGES.externalUser);
    assert.deepEqual([...(await flagsOf('customer@demo.local'))].sort(), ['order', 'products']);
  });

  test('nobody changes their own access (no self-lock-out)', async () => {
    await refused({ user: await idOf('useradmin@demo.local'), access: access('bda') }, 403, ADMIN_MESSAGES.ownAccess);
  });
});

describe('POST /api/users: saving', () => {
  test('replaces the whole set of flags and answers the user as GET /api/users lists it', async () => {
    const target = await idOf('rep2@demo.local');
    const response = await post('useradmin@demo.local', {
      user: target,
      access: { order: true, products: true, preLine: true, fpaAdmin: true },
    });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), ['access', 'email', 'id', 'name', 'repCode', 'userType']);
    assert.equal(body.email, 'rep2@demo.local');
    assert.deepEqual(Object.keys(body.access).sort(), [...ACCESS_FLAGS].sort());
    assert.deepEqual(
      ACCESS_FLAGS.filter((f) => body.access[f]),
      ['products', 'preLine', 'order', 'fpaAdmin'],
    );
    // licenseOrder was granted before and is not in the body: withdrawn.
    assert.deepEqual([...(await flagsOf('rep2@demo.local'))].sort(), ['fpaAdmin', 'order', 'preLine', 'products']);
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: await cookieOf('useradmin@demo.local') } })
    ).json() as { id: number; access: AccessFlags }[];
    assert.deepEqual(listed.find((u) => u.id === target)!.access, body.access);
  });

  test('leaves an audit entry: who, when (the app clock) and the flags before and after; never the password hash', async () => {
    const target = await idOf('artist@demo.local');
    t.clock.advance(60_000);
    const at = t.clock.now();
    const response = await post('admin@demo.local', { user: target, access: access('artist', 'licenseArtist') });
    assert.equal(response.statusCode, 200, response.body);
    const rows = await auditRowsOf(target);
    assert.equal(rows.length, 1);
    const [row] = rows;
    assert.equal(row.actor_id, await idOf('admin@demo.local'));
    assert.equal(row.action, 'update');
    assert.equal(new Date(row.at).getTime(), at.getTime());
    const changes = typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes;
    assert.deepEqual(changes, { access: [['artist'], ['artist', 'licenseArtist']] });
    assert.ok(!JSON.stringify(rows).includes('argon2'));
  });

  test('the same flags again change nothing and record nothing', async () => {
    const target = await idOf('artist@demo.local');
    const before = (await auditRowsOf(target)).length;
    const response = await post('admin@demo.local', { user: target, access: access('licenseArtist', 'artist') });
    assert.equal(response.statusCode, 200);
    assert.equal((await auditRowsOf(target)).length, before);
  });
});

describe('the new flags count from the user’s next call', () => {
  test('a signed-in user gains a screen’s calls at once, and loses them at once', async () => {
    const cookie = await cookieOf('newhire@demo.local');
    const target = await idOf('newhire@demo.local');
    const codes = () => t.app.inject({ method: 'GET', url: '/api/return/codes', headers: { cookie } });
    const me = async () => (await t.app.inject({ method: 'POST', url: '/api/auth', headers: { cookie } })).json().access as AccessFlags;
    assert.equal((await codes()).statusCode, 403);
    assert.equal((await me()).orderView, false);

    assert.equal((await post('useradmin@demo.local', { user: target, access: access('products', 'orderView') })).statusCode, 200);
    assert.equal((await codes()).statusCode, 200, 'returns need order access: granted');
    assert.equal((await me()).orderView, true);
    const gql = await t.app.inject({
      method: 'POST',
      url: '/gql',
      headers: { cookie },
      payload: { query: '{ me { access { orderView } } }' },
    });
    assert.equal(gql.json().data.me.access.orderView, true);

    assert.equal((await post('useradmin@demo.local', { user: target, access: access('products') })).statusCode, 200);
    assert.equal((await codes()).statusCode, 403, 'withdrawn');
    assert.equal((await me()).orderView, false);
  });
});
