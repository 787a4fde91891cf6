import { asc, eq, inArray } from 'drizzle-orm';
import {
  defaultEmailAccess,
  EMAIL_FLAGS,
  newAltUser,
  emailFlagsProblem,
  messages,
  type AltUser,
  type EmailFlag,
  type EmailFlags,
  type EmailSettings,
  type EmailSettingsBody,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../db/client';
import { auditAs } from './audit';
import { badRequest } from './httpErrors';
import { emailAltUsers, emailSettings, users } from '../db/tables/platform';

// Email Settings (spec 002 §3, §4, §5, §7: GET/PUT /api/emailAccess): each signed-in user reads and
// changes their own. A save comes checked with the form's own rules (emailSettingsSchema: 400 with
// its messages); the rules that depend on the job title are checked here, then it is written in
// one transaction opened by auditAs: the settings row upserted, the extra addresses compared by
// address (case-insensitive) so that only what changed is written and audited.

const KNOWN = new Set<string>(EMAIL_FLAGS);
const flagsFrom = (stored: readonly string[]): EmailFlags =>
  Object.fromEntries(EMAIL_FLAGS.map((f) => [f, stored.includes(f)])) as EmailFlags;
const storedFlags = (flags: EmailFlags): EmailFlag[] => EMAIL_FLAGS.filter((f) => flags[f]);
const pickFlags = (value: EmailFlags): EmailFlags => Object.fromEntries(EMAIL_FLAGS.map((f) => [f, value[f]])) as EmailFlags;

export async function readEmailSettings(db: Db, userId: number): Promise<EmailSettings> {
  const [row] = await db.select().from(emailSettings).where(eq(emailSettings.userId, userId));
  const alts = await db
    .select({ email: emailAltUsers.email, flags: emailAltUsers.flags })
    .from(emailAltUsers)
    .where(eq(emailAltUsers.userId, userId))
    .orderBy(asc(emailAltUsers.position), asc(emailAltUsers.id));
  const access = row
    ? {
        ...flagsFrom(row.flags.filter((f) => KNOWN.has(f))),
        sellsheetTemplate: row.sellsheetTemplate,
        orderApprovalTemplate: row.orderApprovalTemplate,
      }
    : defaultEmailAccess();
  return {
    access,
    altUsers: alts.map((a): AltUser => ({ email: a.email, ...flagsFrom(a.flags) })),
    jobTitle: row?.jobTitle ?? null,
  };
}

export async function updateEmailSettings(db: Db, user: SessionUser, input: EmailSettingsBody, now: Date): Promise<EmailSettings> {
  if (input.altUsers.some((a) => a.email.toLowerCase() === user.email.toLowerCase())) throw badRequest(messages.emailAddressExists);
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const [current] = await tx
      .select({ jobTitle: emailSettings.jobTitle })
      .from(emailSettings)
      .where(eq(emailSettings.userId, user.id))
      .for('update');
    const jobTitle = current?.jobTitle ?? null;
    // The rules that depend on who is saving (the Corp shipped copy), for the user and each address.
    for (const flags of [input.access, ...input.altUsers]) {
      const problem = emailFlagsProblem(pickFlags(flags), jobTitle);
      if (problem) throw badRequest(problem);
    }
    const values = {
      flags: storedFlags(pickFlags(input.access)),
      sellsheetTemplate: input.access.sellsheetTemplate,
      orderApprovalTemplate: input.access.orderApprovalTemplate,
      updatedAt: now,
    };
    await tx
      .insert(emailSettings)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: emailSettings.userId, set: values });

    const existing = await tx.select().from(emailAltUsers).where(eq(emailAltUsers.userId, user.id));
    const byEmail = new Map(existing.map((row) => [row.email.toLowerCase(), row]));
    const kept = new Set<number>();
    for (const [position, alt] of input.altUsers.entries()) {
      const flags = storedFlags(pickFlags(alt));
      const row = byEmail.get(alt.email.toLowerCase());
      if (!row) {
        await tx.insert(emailAltUsers).values({ userId: user.id, email: alt.email, flags, position });
        continue;
      }
      kept.add(row.id);
      // spec 002 §5: the address cannot change when editing (only its flags and place do).
      if (row.position !== position || row.flags.join() !== flags.join()) {
        await tx.update(emailAltUsers).set({ flags, position }).where(eq(emailAltUsers.id, row.id));
      }
    }
    for (const row of existing) if (!kept.has(row.id)) await tx.delete(emailAltUsers).where(eq(emailAltUsers.id, row.id));
  });
  return readEmailSettings(db, user.id);
}

// ---- demo data (administration's seed, spec 002 §5 cases) -----------------------------------------

const on = (flags: EmailFlags) => EMAIL_FLAGS.filter((f) => flags[f]);

export async function seedEmailSettings(tx: Db, now: Date): Promise<void> {
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['rep@demo.local', 'rep2@demo.local', 'csr@demo.local']));
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
    {
      userId: id('rep2@demo.local'),
      flags: on({ ...base, betaSellsheet: true, confirmedCustomer: true }),
      sellsheetTemplate: null,
      orderApprovalTemplate: null,
      jobTitle: 'Corp',
      updatedAt: now,
    },
    {
      userId: id('csr@demo.local'),
      flags: on({ ...base, saved: false, confirmedCustomer: true }),
      sellsheetTemplate: null,
      orderApprovalTemplate: 'Please review and approve the attached art and order.',
      jobTitle: null,
      updatedAt: now,
    },
  ]);
  const assistant = newAltUser('assistant.riley@example.com');
  await tx.insert(emailAltUsers).values([
    { userId: id('rep@demo.local'), email: assistant.email, flags: on({ ...assistant, submitted: false }), position: 0 },
    { userId: id('rep@demo.local'), email: 'orders@fairwaygolf.example.com', flags: on(newAltUser('x')), position: 1 },
  ]);
}
