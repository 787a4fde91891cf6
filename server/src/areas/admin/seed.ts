import { inArray } from 'drizzle-orm';
import { defaultEmailAccess, EMAIL_FLAGS, newAltUser, type EmailFlags } from '@portal/shared/core';
import type { Db } from '../../db/client';
import type { SeedContext } from '../area';
import { emailAltUsers, emailSettings, users } from '../platform/schema';

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

export async function seedAdmin(tx: Db, { now, demoPasswordHash }: SeedContext): Promise<void> {
  await tx.insert(users).values(
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
}

const on = (flags: EmailFlags) => EMAIL_FLAGS.filter((f) => flags[f]);

export async function seedEmailSettings(tx: Db, now: Date): Promise<void> {
  const rows = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['rep@demo.local', 'rep2@demo.local', 'csr@demo.local']));
  const id = (email: string) => rows.find((r) => r.email === email)!.id;
  const base = defaultEmailAccess();
  await tx.insert(emailSettings).values([
    {
      userId: id('rep@demo.local'),
      flags: on({ ...base, sellsheetCustomer: true, confirmedCustomer: true, shippedCustomer: true }),
      sellsheetTemplate: 'Hi {name}, please find the sell sheet for your upcoming order attached. Let me know of any changes.',
      orderApprovalTemplate: null,
      jobTitle: 'Golf',
      updatedAt: now,
    },
    { userId: id('rep2@demo.local'), flags: on({ ...base, betaSellsheet: true, confirmedCustomer: true }), sellsheetTemplate: null, orderApprovalTemplate: null, jobTitle: 'Corp', updatedAt: now },
    { userId: id('csr@demo.local'), flags: on({ ...base, saved: false, confirmedCustomer: true }), sellsheetTemplate: null, orderApprovalTemplate: 'Please review and approve the attached art and order.', jobTitle: null, updatedAt: now },
  ]);
  const assistant = newAltUser('assistant.riley@example.com');
  await tx.insert(emailAltUsers).values([
    { userId: id('rep@demo.local'), email: assistant.email, flags: on({ ...assistant, submitted: false }), position: 0 },
    { userId: id('rep@demo.local'), email: 'orders@fairwaygolf.example.com', flags: on(newAltUser('x')), position: 1 },
  ]);
}
