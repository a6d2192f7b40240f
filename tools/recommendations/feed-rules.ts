/** Product rules §5 and §9 feed constants, shared by the feed, the feedback tool and the web. Pure. */
import { z } from 'zod';
import { productSchema } from '../catalogue/contracts.js';
import { PRICE_TIER_LABELS, PRICE_TIERS } from './vocabulary.js';

/** Recommendation request limit. */
export const FEED_LIMIT = 20;
/** Every item scores this until the shopper has given enough feedback for learned scores. */
export const DEFAULT_ITEM_SCORE = 0.5;
/** Learned scores (recommendation_scores) are used from this many user_feedback_detailed entries. */
export const LEARNED_SCORES_MIN_FEEDBACK = 3;
/** Personalisation shows when learning_confidence is above this. */
export const PERSONALISATION_MIN_CONFIDENCE = 0.3;

export const FEED_TIERS = ['all', ...PRICE_TIERS] as const;
export type FeedTier = (typeof FEED_TIERS)[number];

export const FEED_TIER_LABELS: Record<FeedTier, string> = { all: 'All Items', ...PRICE_TIER_LABELS };

export const FEED_SECTIONS = ['recommended', 'similar', 'trending', 'discover'] as const;
export type FeedSection = (typeof FEED_SECTIONS)[number];

export const FEED_SECTION_TITLES: Record<FeedSection, string> = {
  recommended: 'Recommended For Your Style',
  similar: 'Similar to Your Favorites',
  trending: 'Trending in Your Aesthetic',
  discover: 'Discover New Styles',
};

export const feedItemSchema = productSchema.extend({
  /** Cosine similarity to the shopper's taste vector, 0-1; null before the shopper has a taste. */
  similarity_score: z.number().min(0).max(1).nullable(),
  /**
   * The calibrated percent match (match.ts: the share of such pieces shoppers went on to like or
   * save). Null, and no percent anywhere, before the shopper has enough signal.
   */
  match_percent: z.number().int().min(0).max(100).nullable(),
  /** What the card's badge says: "72% match", or "New to you" / "Popular" without a percent. */
  match_label: z.string(),
  style_match_reason: z.string(),
  /** Already in the shopper's dressing room: the card's Save shows Saved. */
  saved: z.boolean(),
  /** Learned score, or 0.5 before enough feedback. */
  score: z.number(),
  score_breakdown: z.record(z.string(), z.number()).nullable(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedOutputSchema = z.object({
  section: z.enum(FEED_SECTIONS),
  title: z.string(),
  tier: z.enum(FEED_TIERS),
  items: z.array(feedItemSchema),
  /** 'personalized' from the taste vector, or the product-matcher fallback when that came back empty. */
  source: z.enum(['personalized', 'product_matcher']),
  /** learning_confidence above 0.3. */
  personalised: z.boolean(),
  learning_confidence: z.number(),
  /** At least 3 feedback entries: scores are learned. */
  learned: z.boolean(),
  feedback_count: z.number().int(),
});
export type FeedOutput = z.infer<typeof feedOutputSchema>;
