import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES, type LoginInput, type SessionUser } from '@portal/shared/core';
import type { Db } from '../db/client';
import { loginFailures, users } from '../db/tables/platform';
import { verifyPassword } from './passwords';
import { createSession, sessionUserColumns, toSessionUser } from './sessions';

// Sign-in with its rate limit, free of HTTP (POST /api/login, platformRoutes.ts).

export type LoginResult =
  | { ok: true; user: SessionUser; session: { id: string; hash: string; expiresAt: Date } }
  | { ok: false; reason: 'incorrect' | 'rateLimited' };

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Failed attempts for this e-mail from this address (client) inside the window ending now. */
async function recentFailures(db: Db, email: string, ip: string | null, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.email, email),
        sql`${loginFailures.ip} is not distinct from ${ip}`,
        gt(loginFailures.at, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)),
      ),
    );
  return row.n;
}

/**
 * Checks the credentials and opens a session. After LOGIN_MAX_FAILURES failures for one e-mail
 * from one address within LOGIN_FAILURE_WINDOW_MS, that address's attempts on that e-mail are
 * refused, right password or not, until the oldest of them leaves the window. Counted per e-mail
 * and address (client), so guessing from one place cannot lock the owner out everywhere else
 * (spec 002 is silent; issue: anyone could lock any account for 15 minutes). Refused attempts and
 * successes are not counted; failures are counted whether or not such a user exists (so a 429
 * says nothing about who has an account). The count lives in the database, so every API instance
 * agrees; the per-address limit on the route (LOGIN_MAX_PER_ADDRESS_PER_MINUTE) bounds guessing
 * across many e-mails.
 */
export async function login(db: Db, input: LoginInput, ip: string | null, now: Date): Promise<LoginResult> {
  const email = normalizeEmail(input.email);
  if ((await recentFailures(db, email, ip, now)) >= LOGIN_MAX_FAILURES) return { ok: false, reason: 'rateLimited' };

  const [row] = await db
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  const ok = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !ok) {
    await db.insert(loginFailures).values({ email, at: now, ip });
    return { ok: false, reason: 'incorrect' };
  }
  const session = await createSession(db, row.id, now);
  return { ok: true, user: toSessionUser(row), session };
}

/** Housekeeping: failures older than the window no longer count for anything. */
export async function deleteOldLoginFailures(db: Db, now: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)));
}
