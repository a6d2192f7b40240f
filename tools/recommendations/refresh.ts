/**
 * 'Refresh Recommendations' (product rules §2 /home empty state): runs the whole pipeline now and waits for
 * it, so the next feed read reflects everything the shopper did. Idempotent like the background run.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { userInfluencerPreferences } from '../../server/db/schema.js';
import { defineTool } from '../types.js';
import { schedulePipeline } from './pipeline.js';
import { storedTaste } from './taste.js';

export const recommendationsRefresh = defineTool({
  name: 'recommendations.refresh',
  description: 'Rebuild the shopper\'s style profile and recommendation scores from everything they follow, like and save.',
  auth: 'user',
  effect: 'change',
  input: z.strictObject({}),
  output: z.object({ learning_confidence: z.number(), has_taste: z.boolean() }),
  async execute(_input, ctx) {
    const followed = await ctx.db.select({ name: userInfluencerPreferences.influencerName }).from(userInfluencerPreferences)
      .where(and(eq(userInfluencerPreferences.userId, ctx.userId), eq(userInfluencerPreferences.isActive, true)));
    // Through the user's queue, so it never races a background run for the same rows.
    await schedulePipeline({ db: ctx.db, log: ctx.log, now: ctx.now }, { userId: ctx.userId, handles: followed.map((f) => f.name) }, { wait: true });
    const profile = await storedTaste(ctx.db, ctx.userId);
    return { learning_confidence: profile?.learningConfidence ?? 0, has_taste: !!profile?.styleVector };
  },
});
