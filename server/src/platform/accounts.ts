import { asc, eq } from 'drizzle-orm';
import type { SessionUser } from '@portal/shared/core';
import type { Db } from '../db/client';
import { sessions, users } from '../db/tables/platform';
import { bulkInsert } from './bulkInsert';
import { sessionUserColumns, toSessionUser } from './sessions';

// The accounts people sign in with (the users table): the machinery's, because every request's
// session check reads them. Areas read them through usersView (db/tables/platform.views.ts: names, e-mails, types, rep codes,
// flags; never the password hash) and change them only through the commands below, inside their
// own transaction (after auditAs: migration 0017 records users' changes). A changed account's
// cached sessions are the caller's to drop afterwards (forgetUserSessions, sessions.ts).

export type NewAccount = Omit<typeof users.$inferInsert, 'id'>;

/** Adds accounts (a manager creating an external user, the seeds' demo accounts): their ids by e-mail. */
export function addAccounts(tx: Db, rows: NewAccount[]): Promise<{ id: number; email: string }[]> {
  return tx.insert(users).values(rows).returning({ id: users.id, email: users.email });
}

/** Adds many accounts in one statement (the seeds' thousands of external users): their ids, in order. */
export function addAccountsInBulk(tx: Db, rows: NewAccount[]): Promise<number[]> {
  return bulkInsert(tx, users, rows);
}

/** The account's type and flags, locked for the rest of the caller's transaction; undefined when there is none. */
export async function lockAccount(tx: Db, id: number): Promise<{ userType: SessionUser['userType']; access: string[] } | undefined> {
  const [row] = await tx.select({ userType: users.userType, access: users.access }).from(users).where(eq(users.id, id)).for('update');
  return row;
}

export interface AccountChange {
  name?: string;
  access?: string[];
  /** A new password ends the account's sessions at once. */
  passwordHash?: string;
}

/** Changes an account's name, flags or password; answers the account as a session sees it. */
export async function changeAccount(tx: Db, id: number, change: AccountChange) {
  const [row] = Object.keys(change).length
    ? await tx.update(users).set(change).where(eq(users.id, id)).returning(sessionUserColumns)
    : await tx.select(sessionUserColumns).from(users).where(eq(users.id, id));
  if (change.passwordHash) await tx.delete(sessions).where(eq(sessions.userId, id));
  return row;
}

/** Deletes an account with its sessions, links and settings (cascade); what other records say of it stays, without it (set null). */
export async function deleteAccount(tx: Db, id: number): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
}

export interface UserListItem {
  id: number;
  email: string;
  name: string;
  userType: SessionUser['userType'];
  repCode: string | null;
  access: SessionUser['access'];
}

/** Every user with their flags: user administration's list (GET /api/users, userAdmin only). */
export async function listUsers(db: Db): Promise<UserListItem[]> {
  const rows = await db.select(sessionUserColumns).from(users).orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => {
    const { id, email, name, userType, repCode, access } = toSessionUser(row);
    return { id, email, name, userType, repCode, access };
  });
}
