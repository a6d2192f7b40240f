/**
 * The per-account limit on failed sign-ins, beside better-auth's per-client one: counted in the
 * shared rate_limits table under a one-way hash of the email typed (existing or not, so a lock
 * tells nothing about which accounts exist, and the table never holds the address itself).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import { hitRateLimit } from '../ai/rate-limit.js';
import { FAILED_SIGN_IN_LIMIT } from './rate-limits.js';

const WINDOW_MS = FAILED_SIGN_IN_LIMIT.window * 1000;

const keyFor = (email: string) => `sign-in-failures:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

/** Seconds until the account may be tried again, or 0 while it is under its limit. */
export const failedSignInLock = async (db: Database, email: string, now: Date): Promise<number> => {
  const [row] = await db.select({ count: rateLimits.count, since: rateLimits.lastRequest }).from(rateLimits).where(eq(rateLimits.key, keyFor(email)));
  if (!row || row.count < FAILED_SIGN_IN_LIMIT.max) return 0;
  const left = row.since + WINDOW_MS - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
};

export const countFailedSignIn = async (db: Database, email: string, now: Date): Promise<void> => {
  await hitRateLimit(db, keyFor(email), { max: FAILED_SIGN_IN_LIMIT.max, windowMs: WINDOW_MS }, now);
};

/** A successful sign-in starts the count afresh. */
export const clearFailedSignIns = async (db: Database, email: string): Promise<void> => {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyFor(email)));
};
