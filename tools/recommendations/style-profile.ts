/** styleProfile.get: the shopper's learned style (product rules §3 user_style_profiles) and where it stands. */
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outfits, userFeedbackDetailed, wardrobeItems } from '../../server/db/schema.js';
import { defineTool } from '../types.js';
import { LEARNED_SCORES_MIN_FEEDBACK, PERSONALISATION_MIN_CONFIDENCE } from './feed-rules.js';
import { parsePgVector, topDimensions } from './style-vector.js';
import { styleConfidence } from './style-confidence.js';
import { storedTaste } from './taste.js';

const weights = z.record(z.string(), z.number());

export const styleProfileGet = defineTool({
  name: 'styleProfile.get',
  description:
    'The shopper\'s learned style profile: style, colour and brand preferences (0-1), learning confidence (and ' +
    'style_confidence, the same figure as every screen shows it), the top ' +
    'aesthetics of their taste, and whether the feed is personalised yet.',
  auth: 'user',
  effect: 'read',
  input: z.strictObject({}),
  output: z.object({
    style_preferences: weights,
    color_preferences: weights,
    brand_preferences: weights,
    learning_confidence: z.number(),
    /** The style-confidence figure every screen shows for learning_confidence (style-confidence.ts): "21% · Low". */
    style_confidence: z.string(),
    personalised: z.boolean(),
    learned: z.boolean(),
    feedback_count: z.number().int(),
    top_aesthetics: z.array(z.string()),
    last_updated: z.string().nullable(),
    /** Items in the shopper's wardrobe (the /style "Wardrobe items" stat). */
    wardrobe_item_count: z.number().int(),
    /** Outfits the shopper saved (the /style "Outfits created" stat). */
    outfit_count: z.number().int(),
  }),
  async execute(_input, ctx) {
    const [profile, [feedback], [wardrobe], [saved]] = await Promise.all([
      storedTaste(ctx.db, ctx.userId),
      ctx.db.select({ n: count() }).from(userFeedbackDetailed).where(eq(userFeedbackDetailed.userId, ctx.userId)),
      ctx.db.select({ n: count() }).from(wardrobeItems).where(eq(wardrobeItems.userId, ctx.userId)),
      ctx.db.select({ n: count() }).from(outfits).where(eq(outfits.userId, ctx.userId)),
    ]);
    const feedbackCount = feedback?.n ?? 0;
    const confidence = profile?.learningConfidence ?? 0;
    return {
      style_preferences: profile?.stylePreferences ?? {},
      color_preferences: profile?.colorPreferences ?? {},
      brand_preferences: profile?.brandPreferences ?? {},
      learning_confidence: confidence,
      style_confidence: styleConfidence(confidence).text,
      personalised: confidence > PERSONALISATION_MIN_CONFIDENCE,
      learned: feedbackCount >= LEARNED_SCORES_MIN_FEEDBACK,
      feedback_count: feedbackCount,
      top_aesthetics: profile?.styleVector ? topDimensions(parsePgVector(profile.styleVector), 3, 'aesthetic').map((d) => d.word) : [],
      last_updated: profile?.lastUpdated.toISOString() ?? null,
      wardrobe_item_count: wardrobe?.n ?? 0,
      outfit_count: saved?.n ?? 0,
    };
  },
});
