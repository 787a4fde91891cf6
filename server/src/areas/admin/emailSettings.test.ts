import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  defaultEmailAccess,
  EMAIL_FLAGS,
  messages,
  newAltUser,
  type EmailSettings,
  type EmailSettingsInput,
} from '@portal/shared/core';
import { changesMadeBy } from '../../../test/dbChanges';
import { createTestApp, signIn, type TestApp } from '../../../test/harness';
import { emailAltUsers, users } from '../../db/tables/platform';

// Email Settings on the server (spec 002 §3, §4, §5, §7: GET/PUT /api/emailAccess): each user's own
// settings, the defaults, every rule of §5 as a 400 with the form's message that changes nothing,
// the Corp job title, one transaction with its audit entries, extra addresses kept by address.

let t: TestApp;
const cookies = new Map<string, string>();
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const db = () => t.database.db;
async function cookieOf(email: string): Promise<string> {
  if (!cookies.has(email)) cookies.set(email, await signIn(t.app, email));
  return cookies.get(email)!;
}
const get = async (as: string | null) =>
  t.app.inject({ method: 'GET', url: '/api/emailAccess', headers: as ? { cookie: await cookieOf(as) } : {} });
const put = async (as: string | null, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/emailAccess', headers: as ? { cookie: await cookieOf(as) } : {}, payload: payload as object });
const settingsOf = async (as: string) => (await get(as)).json() as EmailSettings;
const bodyOf = ({ access, altUsers }: EmailSettings): EmailSettingsInput => ({ access, altUsers });
const idOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const auditCount = async (userId: number) =>
  (
    (await db().execute(sql`select count(*)::int as n from audit_log where subject = 'user' and subject_id = ${userId}`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0].n;

describe('GET /api/emailAccess', () => {
  test('401 without a session', async () => {
    assert.equal((await get(null)).statusCode, 401);
  });

  test('a user who never saved gets the defaults: all on but betaSellsheet and the customer copies, no templates, no addresses', async () => {
    const settings = await settingsOf('viewer@demo.local');
    assert.deepEqual(settings, { access: defaultEmailAccess(), altUsers: [], jobTitle: null });
    assert.deepEqual(
      EMAIL_FLAGS.filter((f) => !settings.access[f]),
      ['sellsheetCustomer', 'confirmedCustomer', 'betaSellsheet', 'shippedCustomer'],
    );
  });

  test('answers the seeded settings: flags, templates, extra addresses in order, job title', async () => {
    const rep = await settingsOf('rep@demo.local');
    assert.equal(rep.jobTitle, 'Golf');
    assert.equal(rep.access.shippedCustomer, true);
    assert.match(rep.access.sellsheetTemplate!, /sell sheet/);
    assert.equal(rep.access.orderApprovalTemplate, null);
    assert.deepEqual(
      rep.altUsers.map((a) => a.email),
      ['assistant.riley@example.com', 'orders@fairwaygolf.example.com'],
    );
    assert.equal(rep.altUsers[0].submitted, false);
    assert.equal((await settingsOf('rep2@demo.local')).jobTitle, 'Corp');
  });
});

describe('PUT /api/emailAccess: the rules (spec 002 §5), each a 400 with the form’s message that changes nothing', () => {
  const refused = async (as: string, payload: unknown, message: string) => {
    const call = await changesMadeBy(db(), () => put(as, payload));
    assert.equal(call.result.statusCode, 400, call.result.body);
    assert.equal(call.result.json().message, message);
    assert.deepEqual(call.committed, [], await call.describe());
  };

  test('mandatory e-mails cannot be turned off', async () => {
    const body = bodyOf(await settingsOf('csr@demo.local'));
    await refused('csr@demo.local', { ...body, access: { ...body.access, allocations: false } }, ADMIN_MESSAGES.mandatoryEmails);
    await refused('csr@demo.local', { ...body, altUsers: [{ ...newAltUser('a@b.co'), comment: false }] }, ADMIN_MESSAGES.mandatoryEmails);
  });

  test('a customer copy needs its e-mail on', async () => {
    const body = bodyOf(await settingsOf('csr@demo.local'));
    await refused(
      'csr@demo.local',
      { ...body, access: { ...body.access, confirmed: false, confirmedCustomer: true } },
      ADMIN_MESSAGES.customerCopyNeedsEmail,
    );
  });

  test('no shipped customer copy for the Corp job title (rep2@), for the user and their addresses', async () => {
    const body = bodyOf(await settingsOf('rep2@demo.local'));
    await refused('rep2@demo.local', { ...body, access: { ...body.access, shippedCustomer: true } }, ADMIN_MESSAGES.shippedCopyCorp);
    await refused(
      'rep2@demo.local',
      { ...body, altUsers: [{ ...newAltUser('a@b.co'), shippedCustomer: true }] },
      ADMIN_MESSAGES.shippedCopyCorp,
    );
  });

  test('an extra address must be valid, at most 255 characters, and there once whatever its case (the user’s own included)', async () => {
    const body = bodyOf(await settingsOf('rep@demo.local'));
    await refused('rep@demo.local', { ...body, altUsers: [newAltUser('not-an-address')] }, messages.invalidEmailAddress);
    await refused('rep@demo.local', { ...body, altUsers: [newAltUser(`${'a'.repeat(250)}@b.com`)] }, messages.invalidEmailAddress);
    await refused(
      'rep@demo.local',
      { ...body, altUsers: [...body.altUsers, newAltUser('Assistant.Riley@Example.com')] },
      messages.emailAddressExists,
    );
    await refused('rep@demo.local', { ...body, altUsers: [newAltUser('REP@demo.local')] }, messages.emailAddressExists);
  });

  test('every flag is required as true or false', async () => {
    const body = bodyOf(await settingsOf('rep@demo.local'));
    const { saved: _saved, ...access } = body.access;
    await refused('rep@demo.local', { ...body, access }, ADMIN_MESSAGES.emailFlagNotBoolean);
    await refused('rep@demo.local', { ...body, access: { ...body.access, saved: 'yes' } }, ADMIN_MESSAGES.emailFlagNotBoolean);
  });
});

describe('PUT /api/emailAccess: saving', () => {
  test('saves the user’s own settings, templates cut at 1000 (empty: null), and answers them', async () => {
    const before = bodyOf(await settingsOf('manager@demo.local'));
    const response = await put('manager@demo.local', {
      access: { ...before.access, saved: false, betaSellsheet: true, sellsheetTemplate: 'x'.repeat(1200), orderApprovalTemplate: '   ' },
      altUsers: [newAltUser('deputy@example.com')],
    });
    assert.equal(response.statusCode, 200, response.body);
    const saved = response.json() as EmailSettings;
    assert.deepEqual([saved.access.saved, saved.access.betaSellsheet], [false, true]);
    assert.equal(saved.access.sellsheetTemplate!.length, 1000);
    assert.equal(saved.access.orderApprovalTemplate, null);
    assert.deepEqual(saved.altUsers, [newAltUser('deputy@example.com')]);
    assert.deepEqual(await settingsOf('manager@demo.local'), saved);
    // Nobody else's changed.
    assert.deepEqual((await settingsOf('viewer@demo.local')).access, defaultEmailAccess());
  });

  test('keeps extra addresses by address: a flag change updates the row, a removed one is deleted, a new one added; all audited', async () => {
    const rep = await idOf('rep@demo.local');
    const before = await db().select().from(emailAltUsers).where(eq(emailAltUsers.userId, rep)).orderBy(emailAltUsers.position);
    const body = bodyOf(await settingsOf('rep@demo.local'));
    const auditBefore = await auditCount(rep);
    const response = await put('rep@demo.local', {
      access: body.access,
      altUsers: [{ ...body.altUsers[0], submitted: true }, newAltUser('new.assistant@example.com')],
    });
    assert.equal(response.statusCode, 200, response.body);
    const after = await db().select().from(emailAltUsers).where(eq(emailAltUsers.userId, rep)).orderBy(emailAltUsers.position);
    assert.deepEqual(
      after.map((a) => a.email),
      ['assistant.riley@example.com', 'new.assistant@example.com'],
    );
    assert.equal(after[0].id, before[0].id, 'the kept address is the same row');
    assert.ok(after[0].flags.includes('submitted'));
    // One update, one insert, one delete; the settings row itself unchanged (updated_at is not recorded).
    assert.equal((await auditCount(rep)) - auditBefore, 3);
  });

  test('saving unchanged settings records nothing', async () => {
    const rep = await idOf('rep@demo.local');
    const auditBefore = await auditCount(rep);
    assert.equal((await put('rep@demo.local', bodyOf(await settingsOf('rep@demo.local')))).statusCode, 200);
    assert.equal(await auditCount(rep), auditBefore);
  });

  test('turning an e-mail off with its customer copy is accepted (what the form sends after §4)', async () => {
    const body = bodyOf(await settingsOf('rep@demo.local'));
    const response = await put('rep@demo.local', { ...body, access: { ...body.access, shipped: false, shippedCustomer: false } });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual([response.json().access.shipped, response.json().access.shippedCustomer], [false, false]);
  });
});
