import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { SeedContext } from '../area';
import { csrs, customers, leagues, orderTypes, players, reps, teams, userCustomers } from '../../db/tables/directory';
import { addAccounts } from '../../platform/accounts';
import { ensureDefaultPlayers } from './service';
import { BUYING_GROUPS, DEMO_ACCOUNTS, DEMO_CSR, FIXED_REPS, HOUSE_CUSTOMER, LEAGUES, ORDER_TYPES, PROVINCES, STATES } from './seedData';

// The directory's demo data: the demo accounts (through the machinery's addAccounts), reps, CSRs,
// customers (300 × SEED_SCALE), leagues with teams and players, order types. Deterministic: the faker is seeded by the
// caller, and nothing depends on the clock except timestamps.

const BATCH = 1000;

/** Multi-row inserts of at most BATCH rows each. */
export async function insertInBatches<T extends PgTable>(tx: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx.insert(table).values(rows.slice(i, i + BATCH));
  }
}

function customerName(faker: SeedContext['faker']): string {
  const kind = faker.number.int({ min: 1, max: 10 });
  const city = faker.location.city();
  const last = faker.person.lastName();
  switch (kind) {
    case 1:
    case 2:
      return `${city} Golf Club`;
    case 3:
      return `${last} Sports Ltd.`;
    case 4:
      return `${city} Minor Hockey Association`;
    case 5:
      return `${last} & ${faker.person.lastName()} Outfitters`;
    case 6:
      return `${city} ${faker.helpers.arrayElement(['Pro Shop', 'Fan Store', 'Athletics', 'Soccer Club'])}`;
    case 7:
      return `${faker.company.name()} Promotions`;
    default:
      return faker.company.name();
  }
}

export async function seedDirectory(tx: Db, { scale, faker, now, demoPasswordHash }: SeedContext): Promise<void> {
  // People. Extra staff (artists, CSRs) give assignment pickers something to choose from.
  const staff = Array.from({ length: 6 }, (_, i) => {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    return {
      email: `${first}.${last}.${i}@demo.local`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
      name: `${first} ${last}`,
      userType: 'INTERNAL' as const,
      repCode: null,
      repManagerCode: null,
      access: i < 3 ? ['artist'] : ['order', 'orderView', 'orderEdit'],
    };
  });
  const insertedUsers = await addAccounts(
    tx,
    [...DEMO_ACCOUNTS, ...staff].map((a) => ({
      email: a.email,
      name: a.name,
      passwordHash: demoPasswordHash,
      userType: a.userType,
      repCode: a.repCode,
      repManagerCode: a.repManagerCode,
      access: [...a.access],
      createdAt: now,
    })),
  );

  // Reps: the fixed ones, then ~15 more (103…), some managed by head office.
  const repRows: (typeof reps.$inferInsert)[] = FIXED_REPS.map((r) => ({ ...r }));
  for (let code = 103; code < 118; code++) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    repRows.push({
      code: String(code),
      name: `${first} ${last}`,
      email: `${first}.${last}@reps.demo.local`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
      managerCode: code < 110 ? '100' : null,
    });
  }
  await tx.insert(reps).values(repRows);

  const csrRows: (typeof csrs.$inferInsert)[] = [DEMO_CSR];
  for (let i = 2; i <= 8; i++) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    csrRows.push({
      code: `C0${i}`,
      name: `${first} ${last}`,
      email: `${first}.${last}@demo.local`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
    });
  }
  await tx.insert(csrs).values(csrRows);

  // Customers: 5-digit numbers, CA and US, a rep and a CSR each; some billed to a parent account,
  // some in a buying group. Reps 101 and 102 get a fair share so the demo reps have data.
  const count = Math.max(20, Math.round(300 * scale));
  const repCodes = repRows.map((r) => r.code);
  const csrCodes = csrRows.map((c) => c.code);
  const customerRows: (typeof customers.$inferInsert)[] = [
    { numb: HOUSE_CUSTOMER.numb, name: HOUSE_CUSTOMER.name, repCode: '000', csrCode: DEMO_CSR.code, country: 'C', province: 'ON' },
  ];
  const parents: string[] = [];
  for (let i = 0; i < count; i++) {
    let numb = 10_000 + i * 7 + faker.number.int({ min: 0, max: 5 });
    if (numb === 90_000) numb += 6;
    const canadian = faker.number.float() < 0.6;
    const repCode = faker.helpers.weightedArrayElement([
      { value: '101', weight: 8 },
      { value: '102', weight: 5 },
      { value: '000', weight: 3 },
      { value: 'other', weight: 84 },
    ]);
    const row: typeof customers.$inferInsert = {
      numb: String(numb),
      name: customerName(faker),
      billToNumb: null,
      buyingGroup: faker.number.float() < 0.25 ? faker.helpers.arrayElement(BUYING_GROUPS) : null,
      repCode: repCode === 'other' ? faker.helpers.arrayElement(repCodes.slice(3)) : repCode,
      csrCode: faker.helpers.arrayElement(csrCodes),
      country: canadian ? 'C' : 'U',
      province: canadian ? faker.helpers.weightedArrayElement(PROVINCES) : faker.helpers.arrayElement(STATES),
    };
    // A parent is always an earlier customer without a parent of its own.
    if (parents.length >= 5 && faker.number.float() < 0.15) row.billToNumb = faker.helpers.arrayElement(parents);
    else if (parents.length < Math.max(5, count / 20)) parents.push(row.numb);
    customerRows.push(row);
  }
  await insertInBatches(tx, customers, customerRows);
  // The planner's statistics of the names (the search box's trigram index is chosen by them).
  await tx.execute(sql`analyze customers`);

  // customer@demo.local orders for two accounts of rep 101.
  const customerUser = insertedUsers.find((u) => u.email === 'customer@demo.local')!;
  const ofRep101 = customerRows.filter((c) => c.repCode === '101').slice(0, 2);
  await tx.insert(userCustomers).values(ofRep101.map((c) => ({ userId: customerUser.id, customerNumb: c.numb })));

  // Leagues, teams, a few players per team, then the Default Player '00' wherever it is missing.
  const leagueRows = await tx
    .insert(leagues)
    .values(Object.keys(LEAGUES).map((name) => ({ name })))
    .returning({ id: leagues.id, name: leagues.name });
  const teamRows = await tx
    .insert(teams)
    .values(leagueRows.flatMap((l) => LEAGUES[l.name].map(([name, abbreviation]) => ({ leagueId: l.id, name, abbreviation }))))
    .returning({ id: teams.id });
  const playerRows: (typeof players.$inferInsert)[] = [];
  for (const team of teamRows) {
    const numbers = faker.helpers.arrayElements(
      Array.from({ length: 98 }, (_, n) => String(n + 1)),
      faker.number.int({ min: 3, max: 5 }),
    );
    for (const number of numbers) playerRows.push({ teamId: team.id, number, name: faker.person.fullName() });
  }
  await insertInBatches(tx, players, playerRows);
  await ensureDefaultPlayers(tx);

  await tx.insert(orderTypes).values(ORDER_TYPES.map((t, i) => ({ ...t, sortOrder: i })));
}
