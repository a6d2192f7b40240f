/** A fixed-window counter in the shared rate_limits table, so every app server sees the same count. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

export interface RateWindow {
  max: number;
  windowMs: number;
}

/** The chat: 20 messages a minute is well above typing speed and well below abuse. */
export const CHAT_RATE: RateWindow = { max: 20, windowMs: 60_000 };

/** Counts one hit; true while the key is within its limit. */
export const hitRateLimit = async (db: Database, key: string, rule: RateWindow, now: Date): Promise<boolean> =>
  (await countRateLimit(db, key, rule, now)).allowed;

/**
 * Counts one hit: whether the key is within its limit and, when it is not, the whole seconds until
 * its window ends (a 429's Retry-After).
 */
export const countRateLimit = async (db: Database, key: string, rule: RateWindow, now: Date): Promise<{ allowed: boolean; retryAfterSeconds: number }> => {
  const at = now.getTime();
  const windowStart = at - rule.windowMs;
  const [row] = await db.insert(rateLimits)
    .values({ id: key, key, count: 1, lastRequest: at })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${at} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  const windowEnds = Number(row?.windowStart ?? at) + rule.windowMs;
  return { allowed: (row?.count ?? 1) <= rule.max, retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - at) / 1000)) };
};
