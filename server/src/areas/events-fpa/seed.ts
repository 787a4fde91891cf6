import type { Db } from '../../db/client';
import type { SeedContext } from '../area';
import { seedDrafted } from './drafted/seed';
import { seedCustomEvents } from './events/seed';
import { seedEmployees } from './fpa/seed';
import { addAccounts } from '../../platform/accounts';

// Demo data of the events and employee-pricing area (README.md "Demo accounts" and "Seeded data"),
// from one faker in this order: the accounts fpaadmin@ (FPA admin), employee@ (an employee without
// flags), drafted@ (draftedManager) and events@ (eventManager), then each group's data: employees
// and codes (fpa/seed.ts), drafted contests (drafted/seed.ts), custom events (events/seed.ts).

export const EVENTS_FPA_DEMO_ACCOUNTS = [
  { email: 'fpaadmin@demo.local', name: 'Robin Chen', access: ['fpaAdmin'] },
  { email: 'employee@demo.local', name: 'Casey Martin', access: [] },
  { email: 'drafted@demo.local', name: 'Drew Patel', access: ['draftedManager'] },
  { email: 'events@demo.local', name: 'Emery Santos', access: ['eventManager'] },
] as const;

export async function seedEventsFpa(tx: Db, context: SeedContext): Promise<void> {
  await addAccounts(
    tx,
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
