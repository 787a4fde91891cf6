import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import {
  allowanceFigures,
  allowanceYear,
  CODE_PATTERN,
  DISCOUNT_STATUS,
  FPA_MESSAGES,
  maxAvailableText,
  allowanceTooLowText,
  messages,
} from '@portal/shared/core';
import { changesMadeBy } from '../../../../test/dbChanges';
import { createTestApp, gqlAs, type TestApp } from '../../../../test/harness';
import { storedCodes } from './service';
import { fpaDiscounts } from '../../../db/tables/events-fpa';

// Employee Preferred Pricing Program on the server (spec 002 §4, §5, §6, §7, §8): who sees whom,
// the allowance arithmetic (property-tested against the shared rule), code statuses, delete rules,
// disable/enable cascading to the codes, friends and family by country, admin-only password,
// every write audited, every refusal changing nothing.

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const db = () => t.database.db;
const year = () => allowanceYear(t.clock.now());
const gql = gqlAs(() => t);
const EMPLOYEE = `query($email: String!, $year: Int) { employee(email: $email, year: $year) { email active year totalAllowance available maxAvailable minAllowance password defaultDiscount
  discounts { discountID discountAmount discountCode status { code description } order { id orderNumber url } expiryDate }
  friendsFamily { id discountCode country email status { code } order { url } } } }`;
const employee = async (as: string, email: string, y?: number) => {
  const r = await gql(as, EMPLOYEE, { email, year: y ?? null });
  if (r.error) throw new Error(`employee(${email}): ${r.error.message}`);
  return r.data.employee;
};
const CREATE =
  'mutation($email: String!, $year: Int!, $amount: Float!) { createEmployeeDiscount(email: $email, year: $year, amount: $amount) { discountID discountCode discountAmount } }';
const DELETE =
  'mutation($email: String!, $year: Int!, $id: Int!) { deleteEmployeeDiscountCode(email: $email, year: $year, discountID: $id) }';
const UPDATE =
  'mutation($email: String!, $year: Int!, $amount: Float!) { updateEmployeeAllowance(email: $email, year: $year, amount: $amount) { totalAllowance } }';
const ADD =
  'mutation($email: String!, $first: String!, $last: String!, $allowance: Float, $number: String!) { addEmployee(email: $email, firstName: $first, lastName: $last, allowance: $allowance, number: $number) { email password totalAllowance year } }';
const DISABLE = 'mutation($e: String!) { disableEmployee(employee: $e) { active } }';
const ENABLE = 'mutation($e: String!) { enableEmployee(employee: $e) { active } }';
const FF =
  'mutation($email: String!, $year: Int!, $employee: String!, $first: String!, $last: String, $country: String) { createEmployeeFriendsFamilyDiscount(email: $email, year: $year, employee: $employee, firstName: $first, lastName: $last, country: $country) { id discountCode country } }';

async function refused(as: string, query: string, variables: Record<string, unknown>, message: string, code = 'BAD_USER_INPUT') {
  const call = await changesMadeBy(db(), () => gql(as, query, variables));
  assert.deepEqual(call.result.error, { message, code });
  assert.deepEqual(call.committed, [], await call.describe());
}
const auditRows = async () =>
  ((await db().execute(sql`select count(*)::int as n from audit_log where subject = 'employee'`)) as unknown as { rows: { n: number }[] })
    .rows[0].n;

describe('who sees which employee (spec 002 §6)', () => {
  test('an employee sees their own allowance, codes and default discount, never the password', async () => {
    const me = await employee('employee@demo.local', 'employee@demo.local');
    assert.equal(me.email, 'employee@demo.local');
    assert.equal(me.year, year());
    assert.equal(me.password, null);
    assert.equal(me.defaultDiscount, 'EMP-E1002');
    assert.deepEqual([...new Set(me.discounts.map((d: any) => d.status.description))].sort(), ['Active', 'Used']);
    assert.ok(me.discounts.every((d: any) => CODE_PATTERN.test(d.discountCode)));
    const used = me.discounts.find((d: any) => d.status.code === 2);
    assert.match(used.order.url, /apparel-employee-ca\/orders\//, 'allowance order links use the Canada account');
  });

  test('an FPA admin sees anyone, with the password', async () => {
    const other = await employee('fpaadmin@demo.local', 'employee@demo.local');
    assert.match(other.password, /^[a-z2-9]{10}$/);
  });

  test('an INTERNAL user asking for someone else is refused; REP and CUSTOMER users are refused', async () => {
    assert.deepEqual((await gql('employee@demo.local', EMPLOYEE, { email: 'admin@demo.local' })).error, {
      message: FPA_MESSAGES.ownOnly,
      code: 'FORBIDDEN',
    });
    assert.equal((await gql('rep@demo.local', EMPLOYEE, { email: 'rep@demo.local' })).error?.code, 'FORBIDDEN');
    assert.equal((await gql('customer@demo.local', EMPLOYEE, { email: 'customer@demo.local' })).error?.code, 'FORBIDDEN');
  });

  test('a user without an employee record gets null (the screen says the e-mail is not set up), and cannot create codes', async () => {
    assert.equal(await employee('viewer@demo.local', 'viewer@demo.local'), null);
    await refused('viewer@demo.local', CREATE, { email: 'viewer@demo.local', year: year(), amount: 5 }, messages.employeeEmailNotSetUp);
  });

  test('employees(year) lists every employee of the year for FPA admins only', async () => {
    const list = (
      await gql('fpaadmin@demo.local', 'query($y: Int!) { employees(year: $y) { email active totalAllowance available } }', { y: year() })
    ).data.employees;
    assert.ok(list.length >= 7);
    assert.equal(list.find((e: any) => e.email === 'artist@demo.local').active, false);
    // Sorted by last name, then first name (the picker's order), and each row's figures are the
    // employee's own view of the year.
    const named = (
      await gql('fpaadmin@demo.local', 'query($y: Int!) { employees(year: $y) { email firstName lastName totalAllowance available } }', {
        y: year(),
      })
    ).data.employees;
    const key = (e: any) => `${e.lastName.toLowerCase()}\u0000${e.firstName.toLowerCase()}`;
    // (names of plain letters only: how punctuation sorts depends on the database's collation)
    const plain = named.map(key).filter((k: string) => /^[a-z]+\u0000[a-z]+$/.test(k));
    assert.ok(plain.length >= 5);
    assert.deepEqual(plain, [...plain].sort());
    const own = await employee('employee@demo.local', 'employee@demo.local');
    const row = named.find((e: any) => e.email === 'employee@demo.local');
    assert.deepEqual([row.totalAllowance, row.available], [own.totalAllowance, own.available]);
    // Nobody was on staff before the program began.
    assert.deepEqual((await gql('fpaadmin@demo.local', 'query { employees(year: 1990) { email } }')).data.employees, []);
    // Years no date can hold answer nobody, not an error (mutation fuzzing found year -1 a 500).
    for (const y of [-1, 0, 2147483647])
      assert.equal((await gql('fpaadmin@demo.local', `query { employees(year: ${y}) { email } }`)).error, null, String(y));
    assert.equal(
      (await gql('csr@demo.local', 'query($y: Int!) { employees(year: $y) { email } }', { y: year() })).error?.code,
      'FORBIDDEN',
    );
  });

  test('last year shows its used and expired codes; the year rollover carries the allowance', async () => {
    const last = await employee('employee@demo.local', 'employee@demo.local', year() - 1);
    assert.deepEqual(last.discounts.map((d: any) => d.status.description).sort(), ['Expired', 'Used']);
    // employee@ (odd position in the seed) has no row for this year: last year's total carries.
    const now = await employee('employee@demo.local', 'employee@demo.local');
    assert.equal(now.totalAllowance, last.totalAllowance);
  });
});

describe('allowance codes (spec 002 §4, §5)', () => {
  test('creating a code: the amount is not above the max available, non-zero, the figures follow; audited', async () => {
    const before = await employee('csr@demo.local', 'csr@demo.local');
    const audits = await auditRows();
    const { data } = await gql('csr@demo.local', CREATE, { email: 'csr@demo.local', year: year(), amount: 12.5 });
    assert.match(data.createEmployeeDiscount.discountCode, CODE_PATTERN);
    const after = await employee('csr@demo.local', 'csr@demo.local');
    assert.equal(after.maxAvailable, before.maxAvailable - 12.5);
    assert.equal(after.available, before.available, 'a pending code does not lower Available Amount');
    assert.equal(after.minAllowance, before.minAllowance + 12.5);
    assert.ok((await auditRows()) > audits);
    await refused(
      'csr@demo.local',
      CREATE,
      { email: 'csr@demo.local', year: year(), amount: after.maxAvailable + 0.01 },
      maxAvailableText(Math.round(after.maxAvailable * 100)),
    );
    await refused('csr@demo.local', CREATE, { email: 'csr@demo.local', year: year(), amount: 0 }, FPA_MESSAGES.amountRequired);
    await refused('csr@demo.local', CREATE, { email: 'csr@demo.local', year: year(), amount: 1.005 }, FPA_MESSAGES.amountInvalid);
    await refused('csr@demo.local', CREATE, { email: 'csr@demo.local', year: year() - 1, amount: 1 }, FPA_MESSAGES.currentYearOnly);
  });

  test('pending codes can be deleted; used and expired ones cannot', async () => {
    const me = await employee('manager@demo.local', 'manager@demo.local');
    const active = me.discounts.find((d: any) => d.status.code === 1);
    const used = me.discounts.find((d: any) => d.status.code === 2);
    await refused(
      'manager@demo.local',
      DELETE,
      { email: 'manager@demo.local', year: year(), id: used.discountID },
      FPA_MESSAGES.codeNotDeletable,
      'CONFLICT',
    );
    const last = await employee('manager@demo.local', 'manager@demo.local', year() - 1);
    const expired = last.discounts.find((d: any) => d.status.code === 3);
    await refused(
      'manager@demo.local',
      DELETE,
      { email: 'manager@demo.local', year: year() - 1, id: expired.discountID },
      FPA_MESSAGES.codeNotDeletable,
      'CONFLICT',
    );
    assert.equal(
      (await gql('manager@demo.local', DELETE, { email: 'manager@demo.local', year: year(), id: active.discountID })).data
        .deleteEmployeeDiscountCode,
      true,
    );
    const after = await employee('manager@demo.local', 'manager@demo.local');
    assert.equal(after.maxAvailable, me.maxAvailable + active.discountAmount);
    assert.ok(!after.discounts.some((d: any) => d.discountID === active.discountID));
  });

  test('an unused code past its expiry shows Expired and frees its amount', async () => {
    const me = await employee('artmanager@demo.local', 'artmanager@demo.local');
    const active = me.discounts.find((d: any) => d.status.code === 1);
    await db()
      .update(fpaDiscounts)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(sql`${fpaDiscounts.id} = ${active.discountID}`);
    const after = await employee('artmanager@demo.local', 'artmanager@demo.local');
    assert.equal(after.discounts.find((d: any) => d.discountID === active.discountID).status.description, 'Expired');
    assert.equal(after.maxAvailable, me.maxAvailable + active.discountAmount);
  });

  test('the allowance cannot go below the codes counted against it (FPA admins only)', async () => {
    const me = await employee('fpaadmin@demo.local', 'admin@demo.local');
    await refused(
      'fpaadmin@demo.local',
      UPDATE,
      { email: 'admin@demo.local', year: year(), amount: me.minAllowance - 0.01 },
      allowanceTooLowText(Math.round(me.minAllowance * 100)),
    );
    assert.equal(
      (await gql('fpaadmin@demo.local', UPDATE, { email: 'admin@demo.local', year: year(), amount: me.minAllowance })).data
        .updateEmployeeAllowance.totalAllowance,
      me.minAllowance,
    );
    const after = await employee('fpaadmin@demo.local', 'admin@demo.local');
    assert.equal(after.maxAvailable, 0);
    await refused(
      'employee@demo.local',
      UPDATE,
      { email: 'employee@demo.local', year: year(), amount: 1000 },
      FPA_MESSAGES.fpaAdminRequired,
      'FORBIDDEN',
    );
  });

  test('property: any sequence of creates, deletes, uses and allowance changes keeps the server equal to the shared arithmetic and never overspends', async () => {
    const email = 'prop.employee@example.com';
    await gql('fpaadmin@demo.local', ADD, { email, first: 'Prop', last: 'Erty', allowance: 100, number: 'P1' });
    const op = fc.oneof(
      fc.record({ kind: fc.constant('create' as const), cents: fc.integer({ min: -500, max: 12_000 }) }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('use' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('allowance' as const), cents: fc.integer({ min: 0, max: 20_000 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const o of ops) {
          const before = await employee('fpaadmin@demo.local', email);
          const model = allowanceFigures(
            Math.round(before.totalAllowance * 100),
            before.discounts.map((d: any) => ({ amountCents: Math.round(d.discountAmount * 100), status: d.status.code })),
          );
          assert.equal(Math.round(before.maxAvailable * 100), model.maxAvailableCents);
          assert.equal(Math.round(before.minAllowance * 100), model.minAllowanceCents);
          assert.ok(model.minAllowanceCents <= model.totalCents, 'codes never exceed the allowance');
          const pending = before.discounts.filter((d: any) => d.status.code < 2);
          if (o.kind === 'create') {
            const { error } = await gql('fpaadmin@demo.local', CREATE, { email, year: year(), amount: o.cents / 100 });
            assert.equal(
              error === null,
              o.cents > 0 && o.cents <= model.maxAvailableCents,
              `create ${o.cents} with max ${model.maxAvailableCents}: ${error?.message}`,
            );
          } else if (o.kind === 'allowance') {
            const { error } = await gql('fpaadmin@demo.local', UPDATE, { email, year: year(), amount: o.cents / 100 });
            assert.equal(error === null, o.cents >= model.minAllowanceCents, `allowance ${o.cents} with min ${model.minAllowanceCents}`);
          } else if (pending.length) {
            const code = pending[o.pick % pending.length];
            if (o.kind === 'delete')
              assert.equal((await gql('fpaadmin@demo.local', DELETE, { email, year: year(), id: code.discountID })).error, null);
            // An order placed with the code in the store (no screen does it): Used.
            else
              await db()
                .update(fpaDiscounts)
                .set({ status: DISCOUNT_STATUS.used, orderId: 1, orderNumber: 'EMP1' })
                .where(sql`${fpaDiscounts.id} = ${code.discountID}`);
          }
        }
      }),
      { numRuns: 12, seed: 1414 },
    );
  });
});

describe('disable and enable (spec 002 §4)', () => {
  test('disabling makes the employee inactive and disables their active codes; enabling brings back the unused ones', async () => {
    const email = 'employee@demo.local';
    await gql(email, FF, { email: 'friend@example.com', year: year(), employee: email, first: 'Fran', last: null, country: 'U' });
    const before = await storedCodes(db(), email);
    const activeIds = before.filter((c) => c.status === 1 && c.expiresAt > t.clock.now()).map((c) => c.id);
    assert.ok(activeIds.length >= 2);
    assert.deepEqual((await gql('fpaadmin@demo.local', DISABLE, { e: email })).data.disableEmployee, { active: false });
    const disabled = await storedCodes(db(), email);
    assert.deepEqual(
      disabled.filter((c) => activeIds.includes(c.id)).map((c) => c.status),
      activeIds.map(() => 0),
    );
    assert.deepEqual(
      disabled.filter((c) => c.status === 2).map((c) => c.id),
      before.filter((c) => c.status === 2).map((c) => c.id),
      'used codes stay used',
    );
    // Disabled: no new codes, no deletes.
    await refused(email, CREATE, { email, year: year(), amount: 1 }, FPA_MESSAGES.employeeInactive, 'CONFLICT');
    await refused(email, DELETE, { email, year: year(), id: activeIds[0] }, FPA_MESSAGES.employeeInactive, 'CONFLICT');
    const me = await employee(email, email);
    assert.equal(me.active, false);
    assert.ok(me.discounts.some((d: any) => d.status.description === 'Disabled'));
    assert.deepEqual((await gql('fpaadmin@demo.local', ENABLE, { e: email })).data.enableEmployee, { active: true });
    const enabled = await storedCodes(db(), email);
    assert.deepEqual(
      enabled.filter((c) => activeIds.includes(c.id)).map((c) => c.status),
      activeIds.map(() => 1),
    );
  });

  test('only FPA admins disable or enable', async () => {
    await refused('csr@demo.local', DISABLE, { e: 'employee@demo.local' }, FPA_MESSAGES.fpaAdminRequired, 'FORBIDDEN');
  });
});

describe('friends and family, adding employees (spec 002 §5, §8)', () => {
  test('a friends-and-family code has an id, its country (default C) and the country account for its order', async () => {
    const { data } = await gql('csr@demo.local', FF, { email: 'pal@example.com', year: year(), employee: 'csr@demo.local', first: 'Pal' });
    assert.ok(data.createEmployeeFriendsFamilyDiscount.id > 0);
    assert.equal(data.createEmployeeFriendsFamilyDiscount.country, 'C');
    assert.match(data.createEmployeeFriendsFamilyDiscount.discountCode, /^FF-/);
    await refused(
      'csr@demo.local',
      FF,
      { email: 'pal@example.com', year: year(), employee: 'csr@demo.local', first: 'Pal', country: 'X' },
      FPA_MESSAGES.countryInvalid,
    );
    await refused(
      'csr@demo.local',
      FF,
      { email: 'pal@example.com', year: year(), employee: 'csr@demo.local', first: ' ' },
      FPA_MESSAGES.firstNameRequired,
    );
    const us = (await employee('fpaadmin@demo.local', 'fpaadmin@demo.local')).friendsFamily;
    assert.ok(us.every((f: any) => !f.order || f.order.url.includes(f.country === 'U' ? 'apparel-employee-us' : 'apparel-employee-ca')));
  });

  test('adding an employee answers the password; e-mail and number are unique; names over 50 and numbers over 10 are cut', async () => {
    const { data } = await gql('fpaadmin@demo.local', ADD, {
      email: 'new.person@example.com',
      first: 'New',
      last: 'Person',
      allowance: null,
      number: 'E9999',
    });
    assert.match(data.addEmployee.password, /^[a-z2-9]{10}$/);
    assert.equal(data.addEmployee.totalAllowance, 0);
    await refused(
      'fpaadmin@demo.local',
      ADD,
      { email: 'NEW.person@example.com', first: 'N', last: 'P', number: 'E1' },
      FPA_MESSAGES.employeeExists,
      'CONFLICT',
    );
    await refused(
      'fpaadmin@demo.local',
      ADD,
      { email: 'other@example.com', first: 'N', last: 'P', number: 'e9999' },
      FPA_MESSAGES.employeeNumberExists,
      'CONFLICT',
    );
    // spec 002 §5: names are cut at 50 and the employee number at 10, never refused for their length.
    const long = await gql('fpaadmin@demo.local', ADD, {
      email: 'long.names@example.com',
      first: `${'F'.repeat(50)}xyz`,
      last: `${'L'.repeat(50)}xyz`,
      allowance: null,
      number: 'E123456789XYZ',
    });
    assert.equal(long.error, null);
    const added = (
      await gql('fpaadmin@demo.local', 'query($y: Int!) { employees(year: $y) { email firstName lastName employeeNumber } }', { y: year() })
    ).data.employees.find((e: { email: string }) => e.email === 'long.names@example.com');
    assert.deepEqual(added, {
      email: 'long.names@example.com',
      firstName: 'F'.repeat(50),
      lastName: 'L'.repeat(50),
      employeeNumber: 'E123456789',
    });
    await refused(
      'employee@demo.local',
      ADD,
      { email: 'other@example.com', first: 'N', last: 'P', number: 'E2' },
      FPA_MESSAGES.fpaAdminRequired,
      'FORBIDDEN',
    );
  });
});
