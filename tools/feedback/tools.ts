/**
 * "What do you love about this?" (product rules §9 feedback reasons): detailed feedback on a product, stored
 * in user_feedback_detailed. From the third entry on the feed uses the learned scores it feeds. An entry is
 * a love or a "not for me" (its reasons then say what is not for her): every entry counts toward learning,
 * and a piece turned down leaves her feed (tools/recommendations/taste.ts learns the other way).
 */
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { FEEDBACK_REASONS, FEEDBACK_VERDICTS, products, userFeedbackDetailed } from '../../server/db/schema.js';
import { schedulePipeline } from '../recommendations/pipeline.js';
import { LEARNED_SCORES_MIN_FEEDBACK } from '../recommendations/feed-rules.js';
import { defineTool, ToolError } from '../types.js';

export const feedbackSubmit = defineTool({
  name: 'feedback.submit',
  description:
    'Record what the shopper thinks of a product. verdict: love (default; reasons are what she loves about it) or ' +
    'not_for_me (reasons are what is not for her; the product leaves her feed and her taste moves away from it). ' +
    'reasons: one or more of color, style, brand, price, aspirational, occasion. Every entry tunes her recommendations.',
  auth: 'user',
  effect: 'change',
  input: z.strictObject({
    itemId: z.uuid(),
    reasons: z.array(z.enum(FEEDBACK_REASONS)).min(1).max(FEEDBACK_REASONS.length)
      .refine((r) => new Set(r).size === r.length, { message: 'Each reason at most once' }),
    verdict: z.enum(FEEDBACK_VERDICTS).default('love'),
    notes: z.string().trim().max(1000).optional(),
  }),
  output: z.object({ id: z.string(), verdict: z.enum(FEEDBACK_VERDICTS), feedback_count: z.number().int(), learned: z.boolean() }),
  async execute({ itemId, reasons, verdict, notes }, ctx) {
    const [product] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.id, itemId));
    if (!product) throw new ToolError('not_found', 'That product does not exist.');
    const [row] = await ctx.db.insert(userFeedbackDetailed)
      .values({ userId: ctx.userId, itemId, reasons, verdict, notes: notes || null, createdAt: ctx.now() })
      .returning({ id: userFeedbackDetailed.id });
    const [total] = await ctx.db.select({ n: count() }).from(userFeedbackDetailed).where(eq(userFeedbackDetailed.userId, ctx.userId));
    await schedulePipeline({ db: ctx.db, log: ctx.log, now: ctx.now }, { userId: ctx.userId });
    const feedbackCount = total?.n ?? 0;
    return { id: row!.id, verdict, feedback_count: feedbackCount, learned: feedbackCount >= LEARNED_SCORES_MIN_FEEDBACK };
  },
});

export const feedbackTools = [feedbackSubmit];
