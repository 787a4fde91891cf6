import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { EXCLUDED_EXTERNAL_CUSTOMER, SALES_CATEGORIES, salesDisplayName } from '@portal/shared/core';
import { bulkInsert } from '../../platform/bulkInsert';
import { seedDocumentText, SEED_KEY_PREFIX } from './salesResources';
import { seedTradeShows } from './seedTradeShows';
import { seedStyles } from './styles/seed';
import { seedMarketingResources } from './marketing/seed';
import type { Db } from '../../db/client';
import type { SeedContext } from '../area';
import { externalUsers, licenseSkus, salesResources, setupRequests, signupRequests } from '../../db/tables/admin';
import { addAccounts, addAccountsInBulk } from '../../platform/accounts';
import { usersView } from '../../db/tables/platform.views';
import { seedEmailSettings } from '../../platform/emailSettings';
import { setUserCustomers } from '../directory';
import { customersView, leaguesView, playersView, teamsView } from '../../db/tables/directory.views';

// Administration demo data: the accounts of the area's roles (README.md "Demo accounts"), password
// demo1234 like every demo account. Seeded after the other areas, so no other area's ids move.
// - useradmin@: a user administrator (User Access and External users) and nothing else;
// - newhire@: a new staff member with View Products only, waiting to be given access (the e2e
//   test grants a flag and sees them gain the screen).
// E-mail settings for some demo accounts, so the screen shows each case: rep@ (Golf) with an
// assistant's address and a sell-sheet template, rep2@ (Corp: no shipped customer copy), csr@ with
// customer copies on. Everyone else has the defaults until they save.

export const ADMIN_DEMO_ACCOUNTS = [
  { email: 'useradmin@demo.local', name: 'Jamie Ortiz', access: ['userAdmin', 'externalUserAdmin'] },
  { email: 'newhire@demo.local', name: 'Morgan Lee', access: ['products'] },
] as const;

export async function seedAdmin(tx: Db, { now, demoPasswordHash, scale, faker }: SeedContext): Promise<void> {
  await addAccounts(
    tx,
    ADMIN_DEMO_ACCOUNTS.map((a) => ({
      email: a.email,
      name: a.name,
      passwordHash: demoPasswordHash,
      userType: 'INTERNAL' as const,
      repCode: null,
      repManagerCode: null,
      access: [...a.access],
      createdAt: now,
    })),
  );
  await seedEmailSettings(tx, now);
  await seedExternalUsers(tx, now, demoPasswordHash);
  await seedMoreExternalUsers(tx, now, demoPasswordHash, scale, faker);
  await seedSalesResources(tx, now, scale, faker);
  await seedLicenseSkus(tx, now, scale, faker);
  await seedTradeShows(tx, now, scale, faker);
  await seedStyles(tx, { now, scale });
  await seedMarketingResources(tx, now, scale);
}

const SKU_COLOURS = [
  ['Black', 'BLK', '111111'],
  ['White', 'WHT', 'F5F5F5'],
  ['Navy', 'NVY', '1B2A4A'],
  ['Red', 'RED', 'C8102E'],
  ['Royal', 'ROY', '1E4FB4'],
  ['Heather Grey', 'HGR', '9EA2A2'],
  ['Forest', 'FOR', '1F4D2B'],
  ['Gold', 'GLD', 'D4A017'],
] as const;
const SKU_GARMENTS = ['Tee', 'Hoodie', 'Crewneck', 'Long Sleeve Tee', 'Cap', 'Polo', 'Quarter Zip'];

/**
 * License SKUs (mfe-admin/README.md "License SKU approval"): 60 × SEED_SCALE styles of the seeded
 * leagues' teams (some with a player), each in one to three colours; about a third approved, a few
 * disabled, the rest waiting for approval.
 */
export async function seedLicenseSkus(tx: Db, now: Date, scale: number, faker: SeedContext['faker']): Promise<void> {
  const teamRows = await tx
    .select({ team: teamsView.name, league: leaguesView.name, teamId: teamsView.id })
    .from(teamsView)
    .innerJoin(leaguesView, eq(leaguesView.id, teamsView.leagueId))
    .orderBy(asc(teamsView.id));
  const playerRows = await tx
    .select({ teamId: playersView.teamId, name: playersView.name, number: playersView.number })
    .from(playersView)
    .where(ne(playersView.number, '00'))
    .orderBy(asc(playersView.id));
  const admin = (await tx.select({ id: usersView.id }).from(usersView).where(eq(usersView.email, 'admin@demo.local')))[0];
  const rows: (typeof licenseSkus.$inferInsert)[] = [];
  const styles = Math.max(1, Math.round(60 * scale));
  for (let i = 0; i < styles; i++) {
    const team = teamRows[i % teamRows.length];
    const player = i % 3 === 0 ? playerRows.find((p) => p.teamId === team.teamId) : undefined;
    const garment = SKU_GARMENTS[i % SKU_GARMENTS.length];
    const styleCode = `L${String(1000 + i).padStart(5, '0')}`;
    const colours = faker.helpers.arrayElements(SKU_COLOURS, { min: 1, max: 3 });
    const price = faker.number.int({ min: 18, max: 75 }) * 100 - 1;
    const created = new Date(now.getTime() - faker.number.int({ min: 1, max: 400 }) * 86_400_000);
    for (const [color, code, hex] of colours) {
      const approved = i % 3 === 1;
      rows.push({
        styleCode,
        name: `${team.team} ${player ? `${player.name} #${player.number} ` : ''}${garment}`,
        color,
        colorCode: code,
        hex,
        priceC: price,
        priceU: Math.round(price * 0.74),
        team: team.team,
        league: team.league,
        player: player ? `${player.name} #${player.number}` : null,
        createdAt: created,
        approved,
        approvedAt: approved ? now : null,
        approvedBy: approved ? admin.id : null,
        active: i % 11 !== 5,
      });
    }
  }
  await bulkInsert(tx, licenseSkus, rows);
}

/** 30 × SEED_SCALE more external users of the reps that have customers (the list's paging and the bench). */
export async function seedMoreExternalUsers(
  tx: Db,
  now: Date,
  passwordHash: string,
  scale: number,
  faker: SeedContext['faker'],
): Promise<void> {
  const owned = await tx
    .select({ numb: customersView.numb, repCode: customersView.repCode })
    .from(customersView)
    .where(and(ne(customersView.numb, EXCLUDED_EXTERNAL_CUSTOMER), sql`${customersView.repCode} is not null`))
    .orderBy(asc(customersView.numb))
    .limit(2000);
  if (!owned.length) return;
  const count = Math.round(30 * scale);
  const people = Array.from({ length: count }, (_, i) => {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const customer = owned[i % owned.length];
    return { first, last, email: `${first}.${last}.${i}@buyers.example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, ''), customer };
  });
  const ids = await addAccountsInBulk(
    tx,
    people.map((p, i) => ({
      email: p.email,
      name: `${p.first} ${p.last}`,
      passwordHash,
      userType: 'CUSTOMER' as const,
      repCode: null,
      repManagerCode: null,
      access: i % 4 === 0 ? ['products', 'order'] : ['products'],
      createdAt: now,
    })),
  );
  // These tables have no id column (bulkInsert answers ids): plain inserts, 1,000 rows at a time.
  for (let start = 0; start < people.length; start += 1000) {
    const batch = people.slice(start, start + 1000);
    await tx.insert(externalUsers).values(
      batch.map((p, j) => ({
        userId: ids[start + j],
        firstName: p.first,
        lastName: p.last,
        country: ((start + j) % 3 === 0 ? 'U' : 'C') as 'C' | 'U',
        repCode: p.customer.repCode!,
        company: null,
        createdAt: now,
      })),
    );
    for (const [j, p] of batch.entries()) await setUserCustomers(tx, ids[start + j], [p.customer.numb]);
  }
}

const SALES_TITLES = [
  'Price List',
  'Catalogue',
  'Size Chart',
  'Order Form',
  'Decoration Guide',
  'Care Instructions',
  'Lead Times',
  'Fabric Guide',
];

/**
 * Sales resources (mfe-admin/README.md "Sales resources"): 24 × SEED_SCALE documents over the
 * seven categories, uploaded by admin@ and csr@ over the last two years; text and CSV files whose
 * contents the server makes on first use (salesResources.ts seedDocumentText).
 */
export async function seedSalesResources(tx: Db, now: Date, scale: number, faker: SeedContext['faker']): Promise<void> {
  const uploaders = (
    await tx
      .select({ id: usersView.id })
      .from(usersView)
      .where(inArray(usersView.email, ['admin@demo.local', 'csr@demo.local']))
  ).map((u) => u.id);
  const count = Math.max(1, Math.round(24 * scale));
  const rows: (typeof salesResources.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const category = SALES_CATEGORIES[i % SALES_CATEGORIES.length];
    const title = `${category.label} ${SALES_TITLES[Math.floor(i / SALES_CATEGORIES.length) % SALES_TITLES.length]}${i >= 56 ? ` ${Math.floor(i / 56) + 1}` : ''}`;
    const ext = i % 3 === 1 ? 'csv' : 'txt';
    const path = `${category.group}/${title}.${ext}`;
    const categories = i % 5 === 0 && category.id !== 7 ? [category.id, 7] : [category.id];
    rows.push({
      path,
      sortName: salesDisplayName(path).toLowerCase(),
      key: `${SEED_KEY_PREFIX}${i + 1}.${ext}`,
      mime: ext === 'csv' ? 'text/csv' : 'text/plain',
      size: Buffer.byteLength(seedDocumentText(path)),
      categories,
      uploadedBy: uploaders[i % uploaders.length],
      createdAt: new Date(now.getTime() - faker.number.int({ min: 1, max: 730 }) * 86_400_000 - i * 60_000),
    });
  }
  await bulkInsert(tx, salesResources, rows);
}

/**
 * External users (mfe-admin/README.md "External users"): customer@ gets its profile (rep 101, its
 * two seeded customers); two more external users of rep 101 and 102; two signup requests waiting
 * for a manager; three open setup requests (two for rep@, one for rep2@) and one completed.
 */
export async function seedExternalUsers(tx: Db, now: Date, passwordHash: string): Promise<void> {
  const customerUser = (await tx.select({ id: usersView.id }).from(usersView).where(eq(usersView.email, 'customer@demo.local')))[0];
  await tx.insert(externalUsers).values({
    userId: customerUser.id,
    firstName: 'Dana',
    lastName: 'Fraser',
    country: 'C',
    repCode: '101',
    company: null,
    createdAt: now,
  });
  const ofRep = async (rep: string, n: number) =>
    (
      await tx
        .select({ numb: customersView.numb })
        .from(customersView)
        .where(and(eq(customersView.repCode, rep), ne(customersView.numb, EXCLUDED_EXTERNAL_CUSTOMER)))
        .orderBy(asc(customersView.numb))
        .limit(n)
    ).map((c) => c.numb);
  const people = [
    {
      email: 'buyer@lakeside.example.com',
      first: 'Priya',
      last: 'Shah',
      country: 'C' as const,
      rep: '101',
      access: ['products', 'order', 'artist'],
      customers: await ofRep('101', 1),
    },
    {
      email: 'orders@summitgear.example.com',
      first: 'Tom',
      last: 'Becker',
      country: 'U' as const,
      rep: '102',
      access: ['products'],
      customers: await ofRep('102', 2),
    },
  ];
  for (const p of people) {
    const [row] = await addAccounts(tx, [
      {
        email: p.email,
        name: `${p.first} ${p.last}`,
        passwordHash,
        userType: 'CUSTOMER',
        repCode: null,
        repManagerCode: null,
        access: p.access,
        createdAt: now,
      },
    ]);
    await tx
      .insert(externalUsers)
      .values({ userId: row.id, firstName: p.first, lastName: p.last, country: p.country, repCode: p.rep, company: null, createdAt: now });
    await setUserCustomers(tx, row.id, p.customers);
  }
  const day = (n: number) => new Date(now.getTime() - n * 86_400_000);
  await tx.insert(signupRequests).values([
    {
      email: 'jo.martin@northbay.example.com',
      firstName: 'Jo',
      lastName: 'Martin',
      passwordHash,
      company: 'North Bay Golf Club',
      repCode: '101',
      createdAt: day(3),
    },
    {
      email: 'sam.lee@riverside.example.com',
      firstName: 'Sam',
      lastName: 'Lee',
      passwordHash,
      company: 'Riverside Schools',
      repCode: null,
      createdAt: day(1),
    },
  ]);
  const manager = (await tx.select({ id: usersView.id }).from(usersView).where(eq(usersView.email, 'useradmin@demo.local')))[0];
  // A manager's 'Send Request to Rep' carries no password (the user sets one from the link e-mailed on
  // completion); one that answered a signup request carries the password chosen there.
  const request = (email: string, first: string, last: string, company: string, rep: string, created: number, chosen = false) => ({
    email,
    firstName: first,
    lastName: last,
    passwordHash: chosen ? passwordHash : null,
    company,
    country: 'C' as const,
    repCode: rep,
    flags: ['products', 'order'],
    createdBy: manager.id,
    createdAt: day(created),
  });
  await tx
    .insert(setupRequests)
    .values([
      request('alex.kim@maplewood.example.com', 'Alex', 'Kim', 'Maplewood Golf', '101', 5),
      request('casey.ng@harbourfc.example.com', 'Casey', 'Ng', 'Harbour FC', '101', 2, true),
      request('lee.park@westend.example.com', 'Lee', 'Park', 'West End Corporate', '102', 4),
    ]);
  await tx.insert(setupRequests).values({
    ...request('done@oldtown.example.com', 'Robin', 'Hill', 'Old Town Club', '101', 30),
    completedAt: day(20),
    completedBy: manager.id,
  });
}
