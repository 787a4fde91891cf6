import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, lt, or, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { ACCESS_FLAGS, accessFrom, type AccessFlag, type SessionUser } from '@portal/shared/core';
import type { Db } from '../db/client';
import { sessions, settings, users } from '../db/tables/platform';

// Sessions live in the database so that any API instance can serve any request. The cookie holds
// a random 32-byte id; the table holds only its sha256, so a leaked table cannot be replayed.
// Expiry slides: a session ends after SESSION_IDLE_MS without use, and in any case
// SESSION_MAX_MS after sign-in. last_seen_at is written at most once a minute.

export const SESSION_IDLE_MS = 12 * 60 * 60_000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60_000;
export const LAST_SEEN_WRITE_MS = 60_000;
/** Lifetime of the GraphQL token cookie. */
export const GQL_TOKEN_TTL_MS = 15 * 60_000;

export interface Auth {
  user: SessionUser;
  /** sha256 of the cookie's id: the session's key, and what the GraphQL token is bound to. */
  sessionHash: string;
  expiresAt: Date;
}

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

type UserRow = Pick<typeof users.$inferSelect, 'id' | 'email' | 'name' | 'userType' | 'repCode' | 'repManagerCode' | 'access'>;

const KNOWN_FLAGS = new Set<string>(ACCESS_FLAGS);

/** The user as the API returns it: access as the full camelCase AccessFlags object. */
export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    userType: row.userType,
    repCode: row.repCode,
    repManagerCode: row.repManagerCode,
    access: accessFrom(row.access.filter((f): f is AccessFlag => KNOWN_FLAGS.has(f))),
  };
}

export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  userType: users.userType,
  repCode: users.repCode,
  repManagerCode: users.repManagerCode,
  access: users.access,
};

export async function createSession(db: Db, userId: number, now: Date): Promise<{ id: string; hash: string; expiresAt: Date }> {
  const id = randomBytes(32).toString('base64url');
  const hash = hashSessionId(id);
  const expiresAt = new Date(now.getTime() + SESSION_MAX_MS);
  await db.insert(sessions).values({ idHash: hash, userId, createdAt: now, expiresAt, lastSeenAt: now });
  return { id, hash, expiresAt };
}

// ---- Session cache ---------------------------------------------------------------------------
// The session check runs on every request; its database read dominates a small request (a quarter
// of the time on PostgreSQL, most of it on the embedded database). An instance may keep a session
// row it read for SESSION_CACHE_MS (main.ts: 2 s by default, env SESSION_CACHE_MS, 0 = off) and
// answer from it: expiry, idle end and the last_seen_at write are still judged on every request.
// A change that ends or alters sessions (a logout, a suspension, changed access flags, a new
// password) drops the entries on this instance and is announced on the PostgreSQL channel
// SESSIONS_CHANNEL; every other instance listens (sessionChanges.ts) and drops its entries at
// once. While an instance is not listening (its listening connection lost), it keeps nothing.

type SessionRow = UserRow & { expiresAt: Date; lastSeenAt: Date };

interface SessionCache {
  ttlMs: number;
  rows: LRUCache<string, { row: SessionRow | null; readAt: number }>;
  /** Whether this instance hears the others' changes now (always, on one instance alone). */
  hearing: boolean;
}

/** The PostgreSQL channel that carries session changes between instances: "s:<session hash>" or "u:<user id>". */
export const SESSIONS_CHANNEL = 'portal_sessions';

const sessionCaches = new WeakMap<Db, SessionCache>();

/** Lets this database handle's session reads be kept for ttlMs (real time); 0 turns it off. */
export function enableSessionCache(db: Db, ttlMs: number, max = 50_000): void {
  if (ttlMs <= 0) sessionCaches.delete(db);
  else sessionCaches.set(db, { ttlMs, rows: new LRUCache({ max }), hearing: true });
}

async function readSession(db: Db, hash: string): Promise<SessionRow | null> {
  const live = sessionCaches.get(db);
  const cache = live?.hearing ? live : undefined;
  const cached = cache?.rows.get(hash);
  if (cached && performance.now() - cached.readAt < cache!.ttlMs) return cached.row;
  const [row] = await db
    .select({ ...sessionUserColumns, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, hash))
    .limit(1);
  // Unknown ids are kept too (briefly): a flood of made-up cookies costs no database reads.
  cache?.rows.set(hash, { row: row ?? null, readAt: performance.now() });
  return row ?? null;
}

const forget = (db: Db, hash: string) => sessionCaches.get(db)?.rows.delete(hash);

function forgetUser(db: Db, userId: number): void {
  const cache = sessionCaches.get(db);
  if (!cache) return;
  const hashes = [...cache.rows.entries()].filter(([, entry]) => entry.row?.id === userId).map(([hash]) => hash);
  for (const hash of hashes) cache.rows.delete(hash);
}

/** Tells every instance (this one at once, the others through SESSIONS_CHANNEL) that a session or a user's sessions changed. */
async function announce(db: Db, change: `s:${string}` | `u:${number}`): Promise<void> {
  await db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${change})`);
}

/**
 * A change to a user that their sessions carry (access flags, a suspension, a new password,
 * mfe-admin/README.md) counts from that user's next call on every instance.
 */
export async function forgetUserSessions(db: Db, userId: number): Promise<void> {
  forgetUser(db, userId);
  await announce(db, `u:${userId}`);
}

/** What another instance announced: drops the entries it names; `null` (the channel was lost and found again) drops them all. */
export function sessionsChanged(db: Db, change: string | null): void {
  const cache = sessionCaches.get(db);
  if (!cache) return;
  if (change === null) cache.rows.clear();
  else if (change.startsWith('s:')) cache.rows.delete(change.slice(2));
  else if (change.startsWith('u:')) forgetUser(db, Number(change.slice(2)));
}

/** Whether this instance hears the others now: while it does not, it keeps no session. */
export function hearingSessionChanges(db: Db, hearing: boolean): void {
  const cache = sessionCaches.get(db);
  if (!cache) return;
  cache.hearing = hearing;
  if (!hearing) cache.rows.clear();
}

/** The live session behind a cookie value, or null. Refreshes last_seen_at (sliding expiry). */
export async function resolveSession(db: Db, cookieValue: string | undefined, now: Date): Promise<Auth | null> {
  if (!cookieValue || cookieValue.length > 200) return null;
  const hash = hashSessionId(cookieValue);
  const row = await readSession(db, hash);
  if (!row) return null;
  const idleEnd = row.lastSeenAt.getTime() + SESSION_IDLE_MS;
  if (row.expiresAt.getTime() <= now.getTime() || idleEnd <= now.getTime()) {
    forget(db, hash);
    await db.delete(sessions).where(eq(sessions.idHash, hash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_WRITE_MS) {
    row.lastSeenAt = now; // the cached row too: one write a minute per session, not per request
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, hash));
  }
  return { user: toSessionUser(row), sessionHash: hash, expiresAt: row.expiresAt };
}

export async function deleteSession(db: Db, cookieValue: string | undefined): Promise<void> {
  if (!cookieValue || cookieValue.length > 200) return;
  const hash = hashSessionId(cookieValue);
  forget(db, hash);
  await db.delete(sessions).where(eq(sessions.idHash, hash));
  await announce(db, `s:${hash}`);
}

/** Housekeeping: drops sessions that can no longer be used. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))));
}

// ---- GraphQL token --------------------------------------------------------------------------
// "<expiry ms>.<HMAC-SHA256(secret, sessionHash.expiry)>": bound to one session, short-lived,
// verifiable by every instance because the secret is in the settings table.

const SECRET_KEY = 'gql_token_secret';

/** The server secret, created on first start (the first instance to get there wins). */
export async function loadServerSecret(db: Db): Promise<string> {
  await db
    .insert(settings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SECRET_KEY));
  return row.value;
}

const mac = (secret: string, sessionHash: string, expiresMs: number) =>
  createHmac('sha256', secret).update(`${sessionHash}.${expiresMs}`).digest('base64url');

export function signGqlToken(secret: string, sessionHash: string, now: Date): { token: string; expiresAt: Date } {
  const expiresMs = now.getTime() + GQL_TOKEN_TTL_MS;
  return { token: `${expiresMs}.${mac(secret, sessionHash, expiresMs)}`, expiresAt: new Date(expiresMs) };
}

export function verifyGqlToken(secret: string, token: string | undefined, sessionHash: string, now: Date): boolean {
  if (!token || token.length > 200) return false;
  const dot = token.indexOf('.');
  const expiresMs = Number(token.slice(0, dot));
  if (dot < 1 || !Number.isSafeInteger(expiresMs) || expiresMs <= now.getTime()) return false;
  const given = Buffer.from(token.slice(dot + 1));
  const wanted = Buffer.from(mac(secret, sessionHash, expiresMs));
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
