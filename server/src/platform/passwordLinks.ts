import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PASSWORD_LINK_MESSAGES as M, PASSWORD_LINK_TTL_HOURS, SET_PASSWORD_PATH, type SetPasswordInput } from '@portal/shared/core';
import type { Db } from '../db/client';
import { passwordLinks, sessions, users } from '../db/tables/platform';
import { auditAs } from './audit';
import { HttpError, notFound } from './httpErrors';
import { hashPassword } from './passwords';
import { forgetUserSessions } from './sessions';

// One-time set-your-password links (mfe-admin/README.md "External users' passwords"). The e-mailed
// link carries a random 32-byte token; the table keeps only its sha256, as sessions do, so a leaked
// table cannot be used. A link works once, for PASSWORD_LINK_TTL_HOURS; issuing a new one for the
// same user deletes the older one. Using it sets the password, stamps used_at and ends the user's
// sessions, in one transaction.

export const PASSWORD_LINK_TTL_MS = PASSWORD_LINK_TTL_HOURS * 60 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link's address in the mail: the shell's public page with the token. */
export const passwordLinkUrl = (origin: string, token: string) => `${origin}${SET_PASSWORD_PATH}?token=${token}`;

/** A new link for the user, in the caller's transaction (with the mail that carries it); answers the token and its end. */
export async function issuePasswordLink(tx: Db, userId: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_LINK_TTL_MS);
  await tx.delete(passwordLinks).where(eq(passwordLinks.userId, userId));
  await tx.insert(passwordLinks).values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The link's user, or the refusal a person can act on: unknown (404), used or expired (410). */
async function liveLink(tx: Db, token: string, now: Date, lock: boolean): Promise<{ userId: number; email: string }> {
  const query = tx
    .select({ userId: passwordLinks.userId, email: users.email, expiresAt: passwordLinks.expiresAt, usedAt: passwordLinks.usedAt })
    .from(passwordLinks)
    .innerJoin(users, eq(users.id, passwordLinks.userId))
    .where(eq(passwordLinks.tokenHash, hashToken(token)))
    .limit(1);
  const [link] = lock ? await query.for('update', { of: passwordLinks }) : await query;
  if (!link) throw notFound(M.unknown);
  if (link.usedAt) throw new HttpError(410, M.used);
  if (link.expiresAt.getTime() <= now.getTime()) throw new HttpError(410, M.expired);
  return { userId: link.userId, email: link.email };
}

/** POST /api/set_password/check: whether the link still works, and whose it is (the page shows the e-mail). */
export async function checkPasswordLink(db: Db, token: string, now: Date): Promise<{ email: string }> {
  const { email } = await liveLink(db, token, now, false);
  return { email };
}

/**
 * POST /api/set_password: sets the link's user's password and uses the link up. The row lock makes
 * two simultaneous uses of one link one success and one 'already used'. The user is the audit's
 * actor (the link proves who they are); the hash itself is never audited (migration 0017).
 */
export async function setPasswordWithLink(db: Db, input: SetPasswordInput, now: Date): Promise<{ email: string }> {
  const passwordHash = await hashPassword(input.password);
  const link = await db.transaction(async (tx) => {
    const link = await liveLink(tx, input.token, now, true);
    await auditAs(tx, { id: link.userId }, now);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, link.userId));
    await tx
      .update(passwordLinks)
      .set({ usedAt: now })
      .where(eq(passwordLinks.tokenHash, hashToken(input.token)));
    // A new password ends any session the account had.
    await tx.delete(sessions).where(eq(sessions.userId, link.userId));
    return link;
  });
  await forgetUserSessions(db, link.userId);
  return { email: link.email };
}
