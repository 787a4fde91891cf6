import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// Passwords are hashed with argon2id at the library's defaults (19 MiB, 2 passes, 1 lane: the
// OWASP recommendation); verify() compares in constant time.

export const hashPassword = (password: string) => hash(password);

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail) it still spends the
 * same argon2 time against a throw-away hash, so the answer time does not reveal who exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash(randomBytes(24).toString('base64url'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** The password of every demo account (README "Demo accounts"); db/seed.ts hashes it once per seed run. */
export const DEMO_PASSWORD = 'demo1234';
