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
    'budget, mid and luxury alternatives from the catalogue that fit the look\'s palette and aesthetic, and style notes.',
  auth: 'user',
  effect: 'read',
  input: looksCompleteInputSchema,
  output: lookAnalysisSchema,
  async execute(input, ctx) {
    return completeLook(ctx.db, await startLook(ctx.db, ctx.userId, input, ctx.now()));
  },
});

export const lookTools = [looksComplete];
