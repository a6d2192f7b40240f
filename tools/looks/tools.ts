/** looks.complete: the look analysis of product rules §3, computed from the shopper's data instead of simulated. */
import { defineTool } from '../types.js';
import { completeLook } from './complete.js';
import { lookAnalysisSchema, looksCompleteInputSchema } from './contracts.js';
import { startLook } from './start.js';

export const looksComplete = defineTool({
  name: 'looks.complete',
  description:
    'Complete a look. Start from the shopper\'s pieces (wardrobe or dressing-room ids), an inspiration postId, a ' +
    'catalogue productId, or an uploaded photo (uploadId). Returns the completion score, the pieces they own ' +
    '(for a post, product or photo: their nearest wardrobe items, never detected garments), the missing pieces with ' +
    'alternatives from the catalogue that fit the look\'s palette and aesthetic (budget, mid and luxury when no price band ' +
    'applies; otherwise within the anchor product\'s price band, the stated budget or the shopper\'s usual range), and style ' +
    'notes. Optional constraints (occasion, temperature_c, season, rain, min_price, max_price) are enforced on the ' +
    'alternatives; `applied` and `relaxed` say what was used and what had to be relaxed.',
  auth: 'user',
  effect: 'read',
  input: looksCompleteInputSchema,
  output: lookAnalysisSchema,
  async execute(input, ctx) {
    return completeLook(ctx.db, await startLook(ctx.db, ctx.userId, input, ctx.now()), { constraints: input.constraints ?? {}, userId: ctx.userId });
  },
});

export const lookTools = [looksComplete];
