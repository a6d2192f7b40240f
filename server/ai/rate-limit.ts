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
export const hitRateLimit = async (db: Database, key: string, rule: RateWindow, now: Date): Promise<boolean> => {
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
    .returning({ count: rateLimits.count });
  return (row?.count ?? 1) <= rule.max;
};
