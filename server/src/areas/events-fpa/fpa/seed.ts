import { allowanceYear, codeExpiry, defaultDiscountCode, DISCOUNT_STATUS } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { bulkInsert } from '../../../platform/bulkInsert';
import type { SeedContext } from '../../area';
import { newCode, newPassword } from './service';
import { fpaAllowances, fpaDiscounts, fpaEmployees } from '../../../db/tables/events-fpa';

// The employee-pricing demo data (../README.md "Demo accounts"): the demo staff as employees (admin@,
// csr@, manager@, artmanager@, fpaadmin@, employee@), artist@ disabled (so Disabled codes show), and
// generated staff scaled by SEED_SCALE; viewer@ has no employee record (the screen's 'Email has not
// been set up yet…'). Codes in every status: Active, Used (with an order), Disabled, and last year's
// Used and Expired ones.

const DAY = 24 * 60 * 60_000;

export async function seedEmployees(tx: Db, { now, scale, faker }: SeedContext): Promise<void> {
  const year = allowanceYear(now);
  const lastYearStart = new Date(codeExpiry(year - 2).getTime() + DAY);
  const staff = [
    { email: 'fpaadmin@demo.local', first: 'Robin', last: 'Chen', number: 'E1001', total: 500_00, active: true },
    { email: 'employee@demo.local', first: 'Casey', last: 'Martin', number: 'E1002', total: 400_00, active: true },
    { email: 'admin@demo.local', first: 'Alex', last: 'Morgan', number: 'E1000', total: 750_00, active: true },
    { email: 'csr@demo.local', first: 'Chris', last: 'Lalonde', number: 'E1003', total: 300_00, active: true },
    { email: 'manager@demo.local', first: 'Pat', last: 'Sinclair', number: 'E1004', total: 300_00, active: true },
    { email: 'artmanager@demo.local', first: 'Taylor', last: 'Brooks', number: 'E1005', total: 300_00, active: true },
    { email: 'artist@demo.local', first: 'Sam', last: 'Nguyen', number: 'E1006', total: 250_00, active: false },
  ];
  for (let i = 0; i < 12 * scale; i++) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    staff.push({
      email: `${first}.${last}.${i}@staff.example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
      first,
      last,
      number: `E${2000 + i}`,
      total: faker.helpers.arrayElement([200_00, 300_00, 400_00]),
      active: i % 9 !== 8,
    });
  }
  const ids = await bulkInsert(
    tx,
    fpaEmployees,
    staff.map((s) => ({
      email: s.email,
      firstName: s.first,
      lastName: s.last,
      employeeNumber: s.number,
      active: s.active,
      password: newPassword(),
      defaultDiscount: defaultDiscountCode(s.number),
      createdAt: lastYearStart,
      updatedAt: now,
    })),
  );
  // Last year's allowance for everyone; this year's only for some (the others carry last year's: the rollover).
  await tx
    .insert(fpaAllowances)
    .values([
      ...staff.map((s, i) => ({ employeeId: ids[i], year: year - 1, totalCents: s.total })),
      ...staff.flatMap((s, i) => (i % 2 === 0 ? [{ employeeId: ids[i], year, totalCents: s.total }] : [])),
    ]);
  const created = (daysAgo: number) => new Date(Math.max(now.getTime() - daysAgo * DAY, codeExpiry(year - 1).getTime() + 60_000));
  let order = 51000;
  const codes: (typeof fpaDiscounts.$inferInsert)[] = [];
  const allowanceCode = (employeeId: number, y: number, amount: number, status: number, daysAgo: number) => {
    const used = status === DISCOUNT_STATUS.used;
    codes.push({
      employeeId,
      year: y,
      kind: 'allowance',
      code: newCode('allowance'),
      amountCents: amount,
      status,
      createdAt: y === year ? created(daysAgo) : new Date(lastYearStart.getTime() + daysAgo * DAY),
      expiresAt: codeExpiry(y),
      orderId: used ? ++order : null,
      orderNumber: used ? `EMP${order}` : null,
      // bulkInsert takes its columns from the first row: every row names them all.
      firstName: null,
      lastName: null,
      email: null,
      country: null,
    });
  };
  const friendsCode = (
    employeeId: number,
    y: number,
    status: number,
    daysAgo: number,
    who: { first: string; last: string; email: string; country: 'C' | 'U' },
  ) => {
    const used = status === DISCOUNT_STATUS.used;
    codes.push({
      employeeId,
      year: y,
      kind: 'friendsFamily',
      code: newCode('friendsFamily'),
      amountCents: null,
      status,
      createdAt: created(daysAgo),
      expiresAt: codeExpiry(y),
      orderId: used ? ++order : null,
      orderNumber: used ? `EMP${order}` : null,
      firstName: who.first,
      lastName: who.last,
      email: who.email,
      country: who.country,
    });
  };
  staff.forEach((s, i) => {
    const id = ids[i];
    // Last year: one used, one expired unused (stored as expired by the year-end sweep).
    allowanceCode(id, year - 1, 75_00, DISCOUNT_STATUS.used, 100);
    allowanceCode(id, year - 1, 50_00, DISCOUNT_STATUS.expired, 200);
    if (i % 3 === 2 && i > 6) return;
    // This year: a used code with its order, and an active one (Disabled when the employee is).
    allowanceCode(id, year, 60_00, DISCOUNT_STATUS.used, 40);
    allowanceCode(id, year, 25_00, s.active ? DISCOUNT_STATUS.active : DISCOUNT_STATUS.disabled, 5);
    friendsCode(id, year, s.active ? DISCOUNT_STATUS.active : DISCOUNT_STATUS.disabled, 3, {
      first: 'Jamie',
      last: s.last,
      email: `jamie.${s.last}@example.com`.toLowerCase(),
      country: 'C',
    });
    if (i % 2 === 1)
      friendsCode(id, year, DISCOUNT_STATUS.used, 30, {
        first: 'Morgan',
        last: 'Reyes',
        email: `morgan.reyes.${i}@example.com`,
        country: 'U',
      });
  });
  await bulkInsert(tx, fpaDiscounts, codes);
}
