import { asc } from 'drizzle-orm';
import {
  allowanceYear,
  codeExpiry,
  defaultDiscountCode,
  DISCOUNT_STATUS,
  submissionStartOf,
  torontoDay,
  votingInstant,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { bulkInsert } from '../../platform/bulkInsert';
import type { SeedContext } from '../area';
import { leagues, teams, users } from '../platform/schema';
import { seedCustomEvents } from './customEventSeed';
import { newCode, newPassword } from './fpa';
import { draftedContests, draftedOrganizations, draftedSponsors, fpaAllowances, fpaDiscounts, fpaEmployees } from './schema';

// Demo data of the events and employee-pricing area (README.md "Demo accounts" and "Seeded data").
// Accounts: fpaadmin@ (FPA admin), employee@ (an employee without flags), drafted@ (draftedManager).
// Employees: the demo staff (admin@, csr@, manager@, artmanager@, fpaadmin@, employee@), artist@
// disabled (so Disabled codes show), and generated staff scaled by SEED_SCALE; viewer@ has no
// employee record (the screen's 'Email has not been set up yet…'). Codes in every status:
// Active, Used (with an order), Disabled, and last year's Used and Expired ones.
// Drafted: organizations, sponsors and four contests (upcoming, taking submissions, voting, over),
// their logos and agreement built-in files (drafted.ts SEED_FILES) so a fresh start needs no upload.

export const EVENTS_FPA_DEMO_ACCOUNTS = [
  { email: 'fpaadmin@demo.local', name: 'Robin Chen', access: ['fpaAdmin'] },
  { email: 'employee@demo.local', name: 'Casey Martin', access: [] },
  { email: 'drafted@demo.local', name: 'Drew Patel', access: ['draftedManager'] },
  { email: 'events@demo.local', name: 'Emery Santos', access: ['eventManager'] },
] as const;

const DAY = 24 * 60 * 60_000;

export async function seedEventsFpa(tx: Db, context: SeedContext): Promise<void> {
  await tx.insert(users).values(
    EVENTS_FPA_DEMO_ACCOUNTS.map((a) => ({
      email: a.email,
      name: a.name,
      passwordHash: context.demoPasswordHash,
      userType: 'INTERNAL' as const,
      repCode: null,
      repManagerCode: null,
      access: [...a.access],
      createdAt: context.now,
    })),
  );
  await seedEmployees(tx, context);
  await seedDrafted(tx, context);
  await seedCustomEvents(tx, context);
}

async function seedEmployees(tx: Db, { now, scale, faker }: SeedContext): Promise<void> {
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

async function seedDrafted(tx: Db, { now }: SeedContext): Promise<void> {
  const leagueRows = await tx.select({ id: leagues.id }).from(leagues).orderBy(asc(leagues.id)).limit(2);
  const teamRows = await tx.select({ id: teams.id, leagueId: teams.leagueId }).from(teams).orderBy(asc(teams.id));
  const teamOf = (leagueId: number | undefined) => teamRows.find((t) => t.leagueId === leagueId)?.id ?? null;
  const [l1, l2] = leagueRows.map((l) => l.id);
  const orgs = await tx
    .insert(draftedOrganizations)
    .values([
      {
        name: 'Harbour City Hockey Club',
        logo: 'seed-harbour.svg',
        primaryColorHex: '0B3D91',
        secondaryColorHex: 'C8102E',
        primaryTextColorHex: 'FFFFFF',
        secondaryTextColorHex: '000000',
        leagueId: l1 ?? null,
        teamId: teamOf(l1),
        updatedAt: now,
      },
      {
        name: 'Northern Lights FC',
        logo: 'seed-northern.svg',
        primaryColorHex: '006847',
        secondaryColorHex: 'F2C500',
        primaryTextColorHex: 'FFFFFF',
        secondaryTextColorHex: '000000',
        leagueId: l2 ?? null,
        teamId: teamOf(l2),
        updatedAt: now,
      },
      {
        name: 'Maple Valley Minor Ball',
        logo: null,
        primaryColorHex: null,
        secondaryColorHex: null,
        primaryTextColorHex: 'FFFFFF',
        secondaryTextColorHex: '000000',
        leagueId: null,
        teamId: null,
        updatedAt: now,
      },
    ])
    .returning({ id: draftedOrganizations.id });
  const sponsors = await tx
    .insert(draftedSponsors)
    .values([
      { name: 'Lakeside Credit Union', logo: 'seed-lakeside.svg', updatedAt: now },
      { name: 'Trailhead Outfitters', logo: null, updatedAt: now },
    ])
    .returning({ id: draftedSponsors.id });
  const day = (offset: number) => torontoDay(new Date(now.getTime() + offset * DAY));
  const contest = (
    name: string,
    handle: string,
    org: number,
    sponsor: number | null,
    sub: number,
    vs: number,
    ve: number,
    colors: [string, string, string, string],
    logo: string,
  ) => ({
    name,
    handle,
    details: `${name}: design the jersey fans will wear next season. Submissions are judged on originality and how well they carry the club's colours.`,
    logo,
    organizationId: org,
    sponsorId: sponsor,
    primaryColorHex: colors[0],
    secondaryColorHex: colors[1],
    primaryTextColorHex: colors[2],
    secondaryTextColorHex: colors[3],
    submissionStart: submissionStartOf(day(sub)),
    voteStart: votingInstant(day(vs), '09:00:00'),
    voteEnd: votingInstant(day(ve), '21:00:00'),
    agreement: 'seed-agreement.html',
    createdAt: now,
    updatedAt: now,
  });
  await tx
    .insert(draftedContests)
    .values([
      contest(
        'Harbour City Third Jersey',
        'harbour-city-third-jersey',
        orgs[0].id,
        sponsors[0].id,
        10,
        30,
        40,
        ['0B3D91', 'C8102E', 'FFFFFF', '000000'],
        'seed-harbour.svg',
      ),
      contest(
        'Northern Lights Away Kit',
        'northern-lights-away-kit',
        orgs[1].id,
        null,
        -5,
        14,
        21,
        ['006847', 'F2C500', 'FFFFFF', '000000'],
        'seed-northern.svg',
      ),
      contest(
        'Harbour City Retro Night',
        'harbour-city-retro-night',
        orgs[0].id,
        sponsors[1].id,
        -30,
        -3,
        4,
        ['C8102E', '0B3D91', 'FFFFFF', '000000'],
        'seed-harbour.svg',
      ),
      contest(
        'Maple Valley Team Logo',
        'maple-valley-team-logo',
        orgs[2].id,
        sponsors[0].id,
        -90,
        -60,
        -45,
        ['8B0000', 'F5DEB3', 'FFFFFF', '000000'],
        'seed-lakeside.svg',
      ),
    ]);
}
