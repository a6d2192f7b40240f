/**
 * The feed card's Save (product rules §7): a fitting_room_items row plus a user_product_interactions 'save'.
 * Guests' saves silently do nothing (product rules §6).
 *
 * The spec tolerates a failed interaction insert, so the two writes are not one transaction: the
 * shopper asked for the piece to be saved, and a log that cannot be written should not undo that.
 * Tolerating it must not mean hiding it, though: the answer says whether the interaction (which the
 * learned recommendations read) was recorded, so no caller is told more than what happened.
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
  effect: 'change',
  input: z.strictObject({
    productId: z.uuid(),
    /** Where the card was (section, tier), kept with the interaction. */
    context: z.strictObject({ section: z.string().max(40).optional(), tier: z.string().max(20).optional() }).optional(),
  }),
  output: z.object({
    saved: z.boolean(),
    added: z.boolean(),
    item: dressingRoomItemSchema.nullable(),
    /** Whether the save interaction was written; absent when nothing was saved (a guest). */
    interactionRecorded: z.boolean().optional(),
  }),
  async execute({ productId, context }, ctx) {
    const piece = await productAsItem(ctx.db, productId);
    if (!ctx.userId) return { saved: false, added: false, item: null };
    const { item, added } = await addToDressingRoom(ctx.db, ctx.userId, ctx.now(), piece);
    let interactionRecorded = true;
    try {
      await ctx.db.insert(userProductInteractions).values({
        userId: ctx.userId, recommendationId: productId, interactionType: 'save', interactionData: { ...context, added }, createdAt: ctx.now(),
      });
    } catch (error) {
      interactionRecorded = false;
      ctx.log.warn({ err: error, productId }, 'save interaction not recorded');
    }
    if (added) await schedulePipeline({ db: ctx.db, log: ctx.log, now: ctx.now }, { userId: ctx.userId });
    return { saved: true, added, item, interactionRecorded };
  },
});
