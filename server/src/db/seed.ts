import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Area } from '../areas/area';
import { users } from './tables/platform';
import { auditOff } from '../platform/audit';
import { DEMO_PASSWORD, hashPassword } from '../platform/passwords';
import type { Db } from './client';
import type { FileStore } from '../platform/fileStore';

// Demo data on first start: when the users table is empty, every area's seed runs, in registry
// order, inside one transaction (all or nothing). Each area gets its own faker seeded from its
// name, so adding an area never changes another area's data.

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n === 0;
}

const SEED_LOCK = 7_300_301;

const seedOf = (name: string) => createHash('sha256').update(`portal-seed:${name}`).digest().readUInt32BE(0);

export interface SeedOptions {
  scale: number;
  now?: Date;
  /** Where the demo files go (the app's file store). */
  files: FileStore;
}

export async function seedAll(db: Db, areas: readonly Area[], options: SeedOptions): Promise<boolean> {
  // Loaded only when seeding: faker with its locales costs a few hundred ms at start-up.
  const { Faker, base, en, en_CA } = await import('@faker-js/faker');
  const demoPasswordHash = await hashPassword(DEMO_PASSWORD);
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // Two instances starting together on one PostgreSQL: the second waits here, then finds users.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(tx))) return false;
    // Demo data is not anyone's change: no audit trail for it (platform/audit.ts).
    await auditOff(tx);
    for (const area of areas) {
      if (!area.seed) continue;
      const faker = new Faker({ locale: [en_CA, en, base] });
      faker.seed(seedOf(area.seedKey ?? area.name));
      await area.seed(tx, { scale: options.scale, faker, now, demoPasswordHash, files: options.files });
    }
    // The seeds write order and invoice numbers themselves: move the sequences past them (0016).
    await tx.execute(sql`select sync_number_sequences()`);
    return true;
  });
}

/** Seeds when the database has no users; returns whether it did. */
export async function seedIfEmpty(db: Db, areas: readonly Area[], options: SeedOptions): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  return seedAll(db, areas, options);
}
