/**
 * The feed card's Save (spec §7): a fitting_room_items row plus a user_product_interactions 'save'.
 * The interaction is a log; a failed write is tolerated. Guests' saves silently do nothing (§6).
 */
import { z } from 'zod';
import { userProductInteractions } from '../../server/db/schema.js';
import { addToDressingRoom, dressingRoomItemSchema, productAsItem } from '../dressing-room/store.js';
import { defineTool } from '../types.js';
import { schedulePipeline } from './pipeline.js';

export const recommendationsSave = defineTool({
  name: 'recommendations.save',
  description: 'Save a recommended product to the shopper\'s dressing room. Saving twice keeps one copy.',
  auth: 'public',
  input: z.strictObject({
    productId: z.uuid(),
    /** Where the card was (section, tier), kept with the interaction. */
    context: z.strictObject({ section: z.string().max(40).optional(), tier: z.string().max(20).optional() }).optional(),
  }),
  output: z.object({ saved: z.boolean(), added: z.boolean(), item: dressingRoomItemSchema.nullable() }),
  async execute({ productId, context }, ctx) {
    const piece = await productAsItem(ctx.db, productId);
    if (!ctx.userId) return { saved: false, added: false, item: null };
    const { item, added } = await addToDressingRoom(ctx.db, ctx.userId, ctx.now(), piece);
    try {
      await ctx.db.insert(userProductInteractions).values({
        userId: ctx.userId, recommendationId: productId, interactionType: 'save', interactionData: { ...context, added }, createdAt: ctx.now(),
      });
    } catch (error) {
      ctx.log.warn({ err: error, productId }, 'save interaction not recorded');
    }
    if (added) await schedulePipeline({ db: ctx.db, log: ctx.log, now: ctx.now }, { userId: ctx.userId });
    return { saved: true, added, item };
  },
});
