/**
 * "What do you love about this?" (product rules §9 feedback reasons): detailed feedback on a product, stored
 * in user_feedback_detailed. From the third entry on the feed uses the learned scores it feeds.
 */
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { FEEDBACK_REASONS, products, userFeedbackDetailed } from '../../server/db/schema.js';
import { schedulePipeline } from '../recommendations/pipeline.js';
import { LEARNED_SCORES_MIN_FEEDBACK } from '../recommendations/feed-rules.js';
import { defineTool, ToolError } from '../types.js';

export const feedbackSubmit = defineTool({
  name: 'feedback.submit',
  description:
    'Record what the shopper loves about a product: one or more of color, style, brand, price, aspirational, occasion. ' +
    'Tunes their recommendations.',
  auth: 'user',
  effect: 'change',
  input: z.strictObject({
    itemId: z.uuid(),
    reasons: z.array(z.enum(FEEDBACK_REASONS)).min(1).max(FEEDBACK_REASONS.length)
      .refine((r) => new Set(r).size === r.length, { message: 'Each reason at most once' }),
    notes: z.string().trim().max(1000).optional(),
  }),
  output: z.object({ id: z.string(), feedback_count: z.number().int(), learned: z.boolean() }),
  async execute({ itemId, reasons, notes }, ctx) {
    const [product] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.id, itemId));
    if (!product) throw new ToolError('not_found', 'That product does not exist.');
    const [row] = await ctx.db.insert(userFeedbackDetailed)
      .values({ userId: ctx.userId, itemId, reasons, notes: notes || null, createdAt: ctx.now() })
      .returning({ id: userFeedbackDetailed.id });
    const [total] = await ctx.db.select({ n: count() }).from(userFeedbackDetailed).where(eq(userFeedbackDetailed.userId, ctx.userId));
    await schedulePipeline({ db: ctx.db, log: ctx.log, now: ctx.now }, { userId: ctx.userId });
    const feedbackCount = total?.n ?? 0;
    return { id: row!.id, feedback_count: feedbackCount, learned: feedbackCount >= LEARNED_SCORES_MIN_FEEDBACK };
  },
});

export const feedbackTools = [feedbackSubmit];
