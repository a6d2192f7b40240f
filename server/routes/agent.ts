/**
 * The style-discovery agent's log (product rules §7 ai_usage_logs): POST /api/agent/log records one of the
 * agent's actions and answers how many applies happened in the last 60 s (the rate hint, §9).
 * The changes themselves go through the influencer tools.
 */
import { and, count, eq, gte } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { aiUsageLogs } from '../db/schema.js';
import type { AppEnv } from '../http/env.js';
import { readJsonBody } from '../http/json.js';

export const AGENT_LOG_ACTIONS = ['agent_intent', 'agent_preview', 'agent_apply', 'agent_undo', 'agent_list', 'agent_error'] as const;
export const AGENT_RATE_WINDOW_MS = 60_000;
export const AGENT_RATE_HINT_AT = 5;
/** An action name and at most 20,000 characters of meta, with room for escapes. */
const AGENT_LOG_BODY_BYTES = 64 * 1024;

const logBody = z.strictObject({
  action: z.enum(AGENT_LOG_ACTIONS),
  meta: z.record(z.string(), z.unknown()).refine((m) => JSON.stringify(m).length <= 20_000, 'meta is too large').default({}),
});

export const agentRoutes = () => {
  const app = new Hono<AppEnv>();

  app.post('/log', async (c) => {
    const ctx = await c.get('toolContext')();
    if (!ctx.userId) return c.json({ error: 'unauthorized', message: 'Please sign in to use the agent.' }, 401);
    const parsed = logBody.safeParse(await readJsonBody(c, { maxBytes: AGENT_LOG_BODY_BYTES }));
    if (!parsed.success) {
      return c.json({ error: 'invalid_input', message: 'The log entry is not valid.', issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) }, 400);
    }
    const now = ctx.now();
    await ctx.db.insert(aiUsageLogs).values({ userId: ctx.userId, action: parsed.data.action, meta: parsed.data.meta, createdAt: now });
    const [row] = await ctx.db.select({ n: count() }).from(aiUsageLogs).where(and(
      eq(aiUsageLogs.userId, ctx.userId),
      eq(aiUsageLogs.action, 'agent_apply'),
      gte(aiUsageLogs.createdAt, new Date(now.getTime() - AGENT_RATE_WINDOW_MS)),
    ));
    const recentApplies = row?.n ?? 0;
    return c.json({ logged: parsed.data.action, recentApplies, goingFast: recentApplies >= AGENT_RATE_HINT_AT });
  });

  return app;
};
