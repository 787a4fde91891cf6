import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { EXTERNAL_MESSAGES as M, fill, PASSWORD_LINK_MESSAGES as L } from '@portal/shared/core';
import { changesMadeBy } from '../../../test/dbChanges';
import { createTestApp, gqlAs, signIn, type TestApp } from '../../../test/harness';
import { hashPassword } from '../../platform/passwords';
import { PASSWORD_LINK_TTL_MS } from '../../platform/passwordLinks';
import { outbox, passwordLinks, users } from '../../db/tables/platform';
import { customers, userCustomers } from '../../db/tables/directory';
import { setupRequests, signupRequests } from '../../db/tables/admin';

// External users on the server (spec 002 §2, §3, §4, §5, §6, §7): the manager view's lists and
// writes (externalUserAdmin), the rep view's setup requests (their own), every rule with its
// message and nothing changed when refused, the signup e-mail in the outbox, and every way a new
// user comes to sign in: the password they chose in their signup request, or their own set from the
// one-time link e-mailed to them (never a password typed by someone else, never one in a mail).

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const db = () => t.database.db;
const gql = gqlAs(() => t);
const MANAGER = 'useradmin@demo.local';
const FLAGS = { products: true, order: true, artist: false, licenseOrder: false, customLocation: false, preLine: false, takeAll: false };
const customersOf = async (rep: string, n: number) =>
  (
    await db()
      .select({ numb: customers.numb })
      .from(customers)
      .where(and(eq(customers.repCode, rep), sql`${customers.numb} <> '90000'`))
      .limit(n)
  ).map((c) => c.numb);
const CREATE =
  'mutation($input: ExternalUserInput!) { createExternalUser(input: $input) { id email firstName rep { number } customers { number } products order artist } }';
const SEND = 'mutation($input: SetupRequestInput!) { createSetupRequest(input: $input) }';

/** The newest mail to `to`. */
async function lastMailTo(to: string) {
  const [mail] = await db().select().from(outbox).where(sql`${outbox.to} @> array[${to}]::text[]`).orderBy(desc(outbox.id)).limit(1);
  return mail;
}
/** The set-your-password link's token in a mail. */
function tokenIn(text: string): string {
  const found = /\/set-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  assert.ok(found, `a set-your-password link in: ${text}`);
  return found[1];
}
const loginStatus = async (email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } })).statusCode;
const setPassword = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/set_password', payload: { token, password } });
const checkLink = (token: string) => t.app.inject({ method: 'POST', url: '/api/set_password/check', payload: { token } });
/** A signup request as a person sends it: their chosen password, stored hashed. */
async function signupRequest(email: string, chosen: string): Promise<number> {
  const [row] = await db()
    .insert(signupRequests)
    .values({
      email,
      firstName: 'Lee',
      lastName: 'Chosen',
      passwordHash: await hashPassword(chosen),
      company: 'Chosen Co',
      repCode: '101',
      createdAt: t.clock.now(),
    })
    .returning({ id: signupRequests.id });
  return row.id;
}

const COMPLETE =
  'mutation($id: Int!, $customers: [String!]!) { completeSetupRequest(id: $id, customers: $customers) { id email customers { number } products order } }';

describe('lists', () => {
  test('externalUsers: 10 a page by name, search, each with rep and customers; externalUserAdmin only', async () => {
    const { data, errors } = await gql<{
      externalUsers: {
        total: number;
        pageSize: number;
        users: { email: string; rep: { number: string }; customers: { number: string }[] }[];
      };
    }>(MANAGER, '{ externalUsers(page: 1) { total pageSize users { email rep { number } customers { number } } } }');
    assert.equal(errors, undefined);
    assert.equal(data!.externalUsers.pageSize, 10);
    assert.ok(data!.externalUsers.total >= 3);
    const dana = data!.externalUsers.users.find((u) => u.email === 'customer@demo.local')!;
    assert.equal(dana.rep.number, '101');
    assert.equal(dana.customers.length, 2);
    const found = await gql<{ externalUsers: { users: { email: string }[] } }>(
      MANAGER,
      '{ externalUsers(search: "summitgear") { users { email } } }',
    );
    assert.deepEqual(
      found.data!.externalUsers.users.map((u) => u.email),
      ['orders@summitgear.example.com'],
    );
    for (const who of ['rep@demo.local', 'customer@demo.local', 'viewer@demo.local']) {
      assert.equal((await gql(who, '{ externalUsers { total } }')).errors?.[0].extensions?.code, 'FORBIDDEN', who);
    }
  });

  test('externalUsers pages follow last name, first name across pages; a search counts its matches; customers by name; createdAt an instant', async () => {
    const all = await db().execute(
      sql`select u.email from external_users e join users u on u.id = e.user_id order by e.last_name, e.first_name, e.user_id`,
    );
    const emails = (all as unknown as { rows: { email: string }[] }).rows.map((r) => r.email);
    type Page = {
      externalUsers: { total: number; page: number; users: { email: string; createdAt: string; customers: { name: string }[] }[] };
    };
    const listed: string[] = [];
    for (let page = 1; page <= Math.ceil(emails.length / 10); page++) {
      const { data, errors } = await gql<Page>(
        MANAGER,
        'query($p: Int) { externalUsers(page: $p) { total page users { email createdAt customers { name } } } }',
        { p: page },
      );
      assert.equal(errors, undefined);
      assert.equal(data!.externalUsers.total, emails.length);
      assert.equal(data!.externalUsers.page, page);
      for (const u of data!.externalUsers.users) {
        assert.ok(!Number.isNaN(Date.parse(u.createdAt)), u.createdAt);
        const names = u.customers.map((c) => c.name);
        assert.deepEqual(
          names,
          [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
        );
      }
      listed.push(...data!.externalUsers.users.map((u) => u.email));
    }
    assert.deepEqual(listed, emails);
    const past = await gql<Page>(MANAGER, '{ externalUsers(page: 999) { total users { email } } }');
    assert.deepEqual(past.data!.externalUsers, { total: emails.length, users: [] });
    const searched = await gql<Page>(MANAGER, '{ externalUsers(search: "DEMO.LOCAL") { total users { email } } }');
    const demo = emails.filter((e) => e.toLowerCase().includes('demo.local'));
    assert.equal(searched.data!.externalUsers.total, demo.length);
    assert.deepEqual(
      searched.data!.externalUsers.users.map((u) => u.email),
      demo.slice(0, 10),
    );
  });

  test('setupRequests: every open one for a manager, only their own for a rep; signupRequests for managers', async () => {
    const all = await gql<{ setupRequests: { email: string; rep: { number: string } }[] }>(
      MANAGER,
      '{ setupRequests { email rep { number } } }',
    );
    assert.deepEqual(all.data!.setupRequests.map((r) => r.rep.number).sort(), ['101', '101', '102']);
    const mine = await gql<{ setupRequests: { rep: { number: string } }[] }>(
      'rep2@demo.local',
      '{ setupRequests { email rep { number } } }',
    );
    assert.deepEqual(
      mine.data!.setupRequests.map((r) => r.rep.number),
      ['102'],
    );
    const signups = await gql<{ signupRequests: { email: string }[] }>(MANAGER, '{ signupRequests { email } }');
    assert.equal(signups.data!.signupRequests.length, 2);
    assert.equal((await gql('rep@demo.local', '{ signupRequests { id } }')).errors?.[0].extensions?.code, 'FORBIDDEN');
  });
});

describe('create, sign in, edit, resend, delete', () => {
  const email = 'new.buyer@lakeside.example.com';

  test('the rules, each refused with its message and nothing changed', async () => {
    const customers101 = await customersOf('101', 1);
    const good = {
      email,
      firstName: 'Nia',
      lastName: 'Cole',
      country: 'C',
      rep: '101',
      customers: customers101,
      ...FLAGS,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, email: 'nope' }, M.emailRequired],
      [{ ...good, firstName: ' ' }, M.firstNameRequired],
      [{ ...good, lastName: 'x'.repeat(51) }, M.nameTooLong],
      [{ ...good, password: 'longenough1' }, L.notByManager],
      [{ ...good, rep: '' }, M.repRequired],
      [{ ...good, customers: [] }, M.customersRequired],
      [{ ...good, customers: ['90000'] }, M.excludedCustomer],
      [{ ...good, customers: await customersOf('102', 1) }, fill(M.customerNotOfRep, { numb: (await customersOf('102', 1))[0] })],
      [{ ...good, country: 'X' }, M.countryInvalid],
      [{ ...good, email: 'customer@demo.local' }, M.emailTaken],
    ];
    for (const [input, message] of cases) {
      const call = await changesMadeBy(db(), () => gql(MANAGER, CREATE, { input }));
      assert.equal(call.result.errors?.[0].message, message, JSON.stringify(input));
      assert.deepEqual(call.committed, [], message);
    }
    assert.equal((await gql('rep@demo.local', CREATE, { input: good })).errors?.[0].extensions?.code, 'FORBIDDEN');
  });

  test('a manager creates a user with customers: no password until they set theirs from the e-mailed link, then they sign in', async () => {
    const customers101 = await customersOf('101', 2);
    const { data, errors } = await gql<{
      createExternalUser: { id: number; customers: { number: string }[]; products: boolean; order: boolean; artist: boolean };
    }>(MANAGER, CREATE, {
      input: {
        email,
        firstName: 'Nia',
        lastName: 'Cole',
        country: 'U',
        rep: '101',
        customers: customers101,
        ...FLAGS,
      },
    });
    assert.equal(errors, undefined, errors?.[0].message);
    assert.deepEqual(data!.createExternalUser.customers.map((c) => c.number).sort(), [...customers101].sort());
    assert.deepEqual(
      [data!.createExternalUser.products, data!.createExternalUser.order, data!.createExternalUser.artist],
      [true, true, false],
    );
    const [user] = await db().select().from(users).where(eq(users.email, email));
    assert.equal(user.userType, 'CUSTOMER');
    assert.deepEqual(user.access, ['products', 'order']);
    assert.equal(user.passwordHash, null, 'no usable password yet');
    const [mail] = await db().select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    assert.deepEqual(mail.to, [email]);
    assert.equal(mail.subject, 'Your portal account is ready: set your password');
    assert.ok(mail.bodyText.includes('The link works once, for 72 hours'));
    const token = tokenIn(mail.bodyText);
    assert.ok(mail.bodyHtml?.includes(`/set-password?token=${token}`));
    assert.equal(await loginStatus(email, 'longenough1'), 401);
    assert.equal((await setPassword(token, 'longenough1')).statusCode, 200);
    assert.equal(await loginStatus(email, 'longenough1'), 200);
    const audit = (await db().execute(
      sql`select count(*)::int as n from audit_log where subject = 'user' and subject_id = ${user.id}`,
    )) as unknown as { rows: { n: number }[] };
    assert.ok(audit.rows[0].n >= 3, 'user, profile and customers audited');
  });

  test('edit: the e-mail is fixed, the fields given change, an access toggle; a new password ends the sessions', async () => {
    const cookie = await signIn(t.app, email, 'longenough1');
    const { errors, data } = await gql<{ updateExternalUser: { firstName: string; artist: boolean; order: boolean } }>(
      MANAGER,
      'mutation($input: ExternalUserInput!) { updateExternalUser(input: $input) { firstName artist order } }',
      { input: { email: email.toUpperCase(), firstName: 'Nina', artist: true } },
    );
    assert.equal(errors, undefined, errors?.[0].message);
    assert.deepEqual(data!.updateExternalUser, { firstName: 'Nina', artist: true, order: true });
    await gql(MANAGER, 'mutation($input: ExternalUserInput!) { updateExternalUser(input: $input) { id } }', {
      input: { email, password: 'anotherpass2' },
    });
    const me = await t.app.inject({ method: 'POST', url: '/api/auth', headers: { cookie } });
    assert.notEqual(me.statusCode, 200, 'the old session ended');
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'anotherpass2' } })).statusCode, 200);
    const unknown = await gql(MANAGER, 'mutation { updateExternalUser(input: { email: "nobody@example.com", artist: true }) { id } }');
    assert.equal(unknown.errors?.[0].message, M.userNotFound);
    // A new rep without a new customer list: the user's customers (rep 101's) are not rep 102's, so it is refused.
    const moved = await changesMadeBy(db(), () =>
      gql(MANAGER, 'mutation($input: ExternalUserInput!) { updateExternalUser(input: $input) { id } }', { input: { email, rep: '102' } }),
    );
    const theirs = (await db().execute(
      sql`select uc.customer_numb as numb from user_customers uc join users u on u.id = uc.user_id where u.email = ${email}`,
    )) as unknown as { rows: { numb: string }[] };
    assert.ok(
      theirs.rows.some((r) => moved.result.errors?.[0].message === fill(M.customerNotOfRep, { numb: r.numb })),
      moved.result.errors?.[0].message,
    );
    assert.deepEqual(moved.committed, []);
    // With the new rep's customers, it moves.
    const withCustomers = await gql(MANAGER, 'mutation($input: ExternalUserInput!) { updateExternalUser(input: $input) { id } }', {
      input: { email, rep: '102', customers: await customersOf('102', 1) },
    });
    assert.equal(withCustomers.errors, undefined, withCustomers.errors?.[0].message);
  });

  test('resend the signup e-mail; delete the user with their customers and sessions', async () => {
    const before = (await db().select({ n: sql<number>`count(*)::int` }).from(outbox))[0].n;
    assert.equal((await gql(MANAGER, `mutation { resendSignupEmail(email: "${email}") }`)).errors, undefined);
    assert.equal((await db().select({ n: sql<number>`count(*)::int` }).from(outbox))[0].n, before + 1);
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    assert.equal(
      (await gql('rep@demo.local', `mutation { deleteExternalUser(email: "${email}") }`)).errors?.[0].extensions?.code,
      'FORBIDDEN',
    );
    assert.equal((await gql(MANAGER, `mutation { deleteExternalUser(email: "${email}") }`)).errors, undefined);
    assert.equal((await db().select().from(users).where(eq(users.email, email))).length, 0);
    assert.equal((await db().select().from(userCustomers).where(eq(userCustomers.userId, row.id))).length, 0);
    // Staff accounts are not external users.
    assert.equal((await gql(MANAGER, 'mutation { deleteExternalUser(email: "rep@demo.local") }')).errors?.[0].message, M.userNotFound);
  });

  test('delete a signup request', async () => {
    const [row] = await db().select({ id: signupRequests.id }).from(signupRequests).limit(1);
    assert.equal(
      (await gql('rep@demo.local', `mutation { deleteSignupRequest(id: ${row.id}) }`)).errors?.[0].extensions?.code,
      'FORBIDDEN',
    );
    assert.equal((await gql(MANAGER, `mutation { deleteSignupRequest(id: ${row.id}) }`)).errors, undefined);
    assert.equal((await gql(MANAGER, `mutation { deleteSignupRequest(id: ${row.id}) }`)).errors?.[0].message, M.requestNotFound);
  });
});

describe('setup requests: Send Request to Rep, then the rep completes it', () => {
  const email = 'pat.owner@eastview.example.com';
  const input = {
    email,
    firstName: 'Pat',
    lastName: 'Owner',
    country: 'C',
    rep: '101',
    company: 'Eastview Golf',
    ...FLAGS,
  };

  test('a company is needed, no password; the rep is e-mailed a link to /user_admin/external/{id}', async () => {
    assert.equal((await gql(MANAGER, SEND, { input: { ...input, company: ' ' } })).errors?.[0].message, M.companyRequired);
    assert.equal((await gql(MANAGER, SEND, { input: { ...input, password: 'eastview123' } })).errors?.[0].message, L.notByManager);
    const { data, errors } = await gql<{ createSetupRequest: number }>(MANAGER, SEND, { input });
    assert.equal(errors, undefined, errors?.[0].message);
    const [mail] = await db().select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    assert.deepEqual(mail.to, ['rep@demo.local']);
    assert.ok(mail.bodyText.includes(`/user_admin/external/${data!.createSetupRequest}`));
    assert.equal((await gql(MANAGER, SEND, { input })).errors?.[0].message, M.emailTaken, 'one open request per address');
  });

  test("another rep cannot complete it; its rep assigns customers (not 90000, not another rep's), the user is created, sets a password from the link and signs in", async () => {
    const [request] = await db()
      .select()
      .from(setupRequests)
      .where(and(eq(setupRequests.email, email), isNull(setupRequests.completedAt)));
    const mine = await customersOf('101', 1);
    assert.equal(
      (await gql('rep2@demo.local', COMPLETE, { id: request.id, customers: await customersOf('102', 1) })).errors?.[0].message,
      M.notYourRequest,
    );
    assert.equal((await gql('rep@demo.local', COMPLETE, { id: request.id, customers: [] })).errors?.[0].message, M.customersRequired);
    assert.equal((await gql('rep@demo.local', COMPLETE, { id: request.id, customers: ['90000'] })).errors?.[0].message, M.excludedCustomer);
    const { data, errors } = await gql<{
      completeSetupRequest: { email: string; customers: { number: string }[]; products: boolean; order: boolean };
    }>('rep@demo.local', COMPLETE, {
      id: request.id,
      customers: mine,
    });
    assert.equal(errors, undefined, errors?.[0].message);
    assert.deepEqual(
      data!.completeSetupRequest.customers.map((c) => c.number),
      mine,
    );
    assert.deepEqual([data!.completeSetupRequest.products, data!.completeSetupRequest.order], [true, true]);
    const [done] = await db().select().from(setupRequests).where(eq(setupRequests.id, request.id));
    assert.ok(done.completedAt && done.userId);
    assert.equal((await db().select().from(userCustomers).where(eq(userCustomers.userId, done.userId!))).length, 1);
    const mail = await lastMailTo(email);
    assert.equal(mail.subject, 'Your portal account is ready: set your password');
    assert.equal(await loginStatus(email, 'eastview123'), 401, 'no password before the link is used');
    assert.equal((await setPassword(tokenIn(mail.bodyText), 'eastview123')).statusCode, 200);
    assert.equal(await loginStatus(email, 'eastview123'), 200);
    assert.equal((await gql('rep@demo.local', COMPLETE, { id: request.id, customers: mine })).errors?.[0].message, M.requestNotFound);
  });
});

describe("passwords: the signup request's chosen one, or a one-time link", () => {
  test('a signup request answered by the manager: the user keeps the password they chose and signs in with it; the mail says so and holds no password', async () => {
    const email = 'lee.chosen@signup.example.com';
    const id = await signupRequest(email, 'MyOwnChoice9');
    const input = {
      email,
      firstName: 'Lee',
      lastName: 'Chosen',
      country: 'C',
      rep: '101',
      customers: await customersOf('101', 1),
      ...FLAGS,
    };
    // The chosen password is its sender's: the request's e-mail cannot be swapped for another.
    const swapped = await changesMadeBy(db(), () =>
      gql(MANAGER, CREATE, { input: { ...input, email: 'other@signup.example.com', signupRequest: id } }),
    );
    assert.equal(swapped.result.errors?.[0].message, M.signupEmailFixed);
    assert.deepEqual(swapped.committed, []);
    const { errors } = await gql(MANAGER, CREATE, { input: { ...input, signupRequest: id } });
    assert.equal(errors, undefined, errors?.[0].message);
    assert.equal((await db().select().from(signupRequests).where(eq(signupRequests.id, id))).length, 0, 'the request is answered');
    const mail = await lastMailTo(email);
    assert.equal(mail.subject, 'Your portal account is ready');
    assert.ok(mail.bodyText.includes('the password you chose'));
    assert.ok(!mail.bodyText.includes('MyOwnChoice9') && !mail.bodyText.includes('set-password'));
    const [user] = await db().select().from(users).where(eq(users.email, email));
    assert.ok(user.passwordHash?.startsWith('$argon2id$'), 'stored hashed');
    assert.equal((await db().select().from(passwordLinks).where(eq(passwordLinks.userId, user.id))).length, 0, 'no link needed');
    assert.equal(await loginStatus(email, 'MyOwnChoice9'), 200);
  });

  test("a setup request answering a signup request keeps the chosen password through the rep's completion", async () => {
    const email = 'kim.chosen@signup.example.com';
    const id = await signupRequest(email, 'KimsChoice77');
    const sent = await gql<{ createSetupRequest: number }>(MANAGER, SEND, {
      input: { email, firstName: 'Kim', lastName: 'Chosen', country: 'U', rep: '101', company: 'Chosen Co', signupRequest: id, ...FLAGS },
    });
    assert.equal(sent.errors, undefined, sent.errors?.[0].message);
    const done = await gql('rep@demo.local', COMPLETE, { id: sent.data!.createSetupRequest, customers: await customersOf('101', 1) });
    assert.equal(done.errors, undefined, done.errors?.[0].message);
    const mail = await lastMailTo(email);
    assert.equal(mail.subject, 'Your portal account is ready');
    assert.ok(!mail.bodyText.includes('KimsChoice77'));
    assert.equal(await loginStatus(email, 'KimsChoice77'), 200);
  });

  test('the link: only its sha256 is stored; it works once; the page can check it first; refusals change nothing', async () => {
    const email = 'one.time@link.example.com';
    const created = await gql(MANAGER, CREATE, {
      input: { email, firstName: 'One', lastName: 'Time', country: 'C', rep: '101', customers: await customersOf('101', 1), ...FLAGS },
    });
    assert.equal(created.errors, undefined, created.errors?.[0].message);
    const token = tokenIn((await lastMailTo(email)).bodyText);
    const [link] = await db()
      .select()
      .from(passwordLinks)
      .where(eq(passwordLinks.tokenHash, createHash('sha256').update(token).digest('hex')));
    assert.ok(link, 'stored as its sha256');
    assert.equal((await db().select().from(passwordLinks).where(eq(passwordLinks.tokenHash, token))).length, 0, 'never in clear');
    assert.equal(link.expiresAt.getTime() - link.createdAt.getTime(), 72 * 60 * 60_000);

    const check = await checkLink(token);
    assert.deepEqual([check.statusCode, check.json()], [200, { email }]);
    for (const [body, status, message] of [
      [{ token, password: 'short' }, 400, M.passwordRequired],
      [{ token, password: 'x'.repeat(129) }, 400, M.passwordTooLong],
      [{ token: 'no such token', password: 'longenough1' }, 400, L.unknown],
      [{ token: 'A'.repeat(43), password: 'longenough1' }, 404, L.unknown],
      [{}, 400, L.unknown],
    ] as const) {
      const call = await changesMadeBy(db(), () => t.app.inject({ method: 'POST', url: '/api/set_password', payload: body }));
      assert.deepEqual([call.result.statusCode, call.result.json().message], [status, message], JSON.stringify(body));
      assert.deepEqual(call.committed, [], message);
    }

    assert.deepEqual([(await setPassword(token, 'FirstPick123')).statusCode], [200]);
    const again = await changesMadeBy(db(), () => setPassword(token, 'SecondPick456'));
    assert.deepEqual([again.result.statusCode, again.result.json().message], [410, L.used]);
    assert.deepEqual(again.committed, []);
    assert.deepEqual([(await checkLink(token)).statusCode, (await checkLink(token)).json().message], [410, L.used]);
    assert.equal(await loginStatus(email, 'SecondPick456'), 401);
    assert.equal(await loginStatus(email, 'FirstPick123'), 200);
    const [used] = await db().select().from(passwordLinks).where(eq(passwordLinks.userId, link.userId));
    assert.ok(used.usedAt, 'the link records when it was used (the password hash itself is never audited)');
  });

  test('a new link (resend) replaces the older one; a link expires after 72 hours', async () => {
    const email = 'late.comer@link.example.com';
    await gql(MANAGER, CREATE, {
      input: { email, firstName: 'Late', lastName: 'Comer', country: 'C', rep: '101', customers: await customersOf('101', 1), ...FLAGS },
    });
    const first = tokenIn((await lastMailTo(email)).bodyText);
    assert.equal((await gql(MANAGER, `mutation { resendSignupEmail(email: "${email}") }`)).errors, undefined);
    const second = tokenIn((await lastMailTo(email)).bodyText);
    assert.notEqual(second, first);
    assert.deepEqual([(await setPassword(first, 'longenough1')).statusCode, (await checkLink(first)).json().message], [404, L.unknown]);
    const start = t.clock.now();
    try {
      t.clock.advance(PASSWORD_LINK_TTL_MS - 1);
      assert.equal((await checkLink(second)).statusCode, 200, 'still works just before the end');
      t.clock.advance(1);
      const late = await changesMadeBy(db(), () => setPassword(second, 'longenough1'));
      assert.deepEqual([late.result.statusCode, late.result.json().message], [410, L.expired]);
      assert.deepEqual(late.committed, []);
    } finally {
      t.clock.set(start);
    }
    assert.equal(await loginStatus(email, 'longenough1'), 401);
    // The manager sends a fresh link; that one works.
    await gql(MANAGER, `mutation { resendSignupEmail(email: "${email}") }`);
    assert.equal((await setPassword(tokenIn((await lastMailTo(email)).bodyText), 'longenough1')).statusCode, 200);
    assert.equal(await loginStatus(email, 'longenough1'), 200);
  });
});
