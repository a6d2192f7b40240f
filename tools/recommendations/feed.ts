/**
 * /home 'Your Style Feed' (product rules §2, §5, §9): one section and one tier tab per call, at most 20 items.
 * Learned scores only from the third feedback entry (else every item scores 0.5); personalisation
 * shows above 0.3 learning confidence; an empty personalised answer falls back to the product matcher.
 */
import { z } from 'zod';
import { defineTool } from '../types.js';
import { productMatcherFeed, SECTIONS, type Candidate, type SectionQuery } from './feed-sections.js';
import {
  DEFAULT_ITEM_SCORE, FEED_LIMIT, FEED_SECTION_TITLES, FEED_SECTIONS, FEED_TIERS, LEARNED_SCORES_MIN_FEEDBACK,
  PERSONALISATION_MIN_CONFIDENCE, feedOutputSchema, type FeedItem,
} from './feed-rules.js';
import { cachedMatchScale } from './match-reference.js';
import type { MatchScale } from './match-scale.js';
import { matchOf, type MatchLabelKind } from './match.js';
import { cosineSimilarity, type StyleVector } from './style-vector.js';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

interface Match {
  taste: StyleVector | null;
  scale: MatchScale | null;
  /** The shopper's style confidence: no percent below the gate (match.ts). */
  confidence: number;
  /** What a card says without a percent. */
  otherwise: MatchLabelKind;
}

/**
 * Every card's match is to the shopper's taste, whatever the section ranked by (Discover, for one,
 * ranks by a query built to lead away from it), so one badge means one thing across the page.
 */
const toItem = (c: Candidate, match: Match): FeedItem => {
  const cosine = match.taste ? Math.max(0, Math.min(1, cosineSimilarity(match.taste, c.vector))) : null;
  const shown = matchOf({ similarity: cosine, scale: match.scale, confidence: match.confidence, otherwise: match.otherwise });
  return {
    id: c.product.id,
    product_name: c.product.productName,
    brand: c.product.brand,
    price: c.product.price,
    price_tier: c.product.priceTier,
    image_url: c.product.imageUrl,
    product_url: c.product.productUrl,
    affiliate_url: c.product.affiliateUrl,
    retailer_name: c.product.retailerName,
    category: c.product.category,
    product_description: c.product.productDescription,
    color: c.product.color,
    similarity_score: cosine === null ? null : round3(cosine),
    match_percent: shown.percent,
    match_label: shown.label,
    style_match_reason: c.reason,
    saved: c.saved,
    score: c.learned?.score ?? DEFAULT_ITEM_SCORE,
    score_breakdown: c.learned?.breakdown ?? null,
  };
};

export const recommendationsFeed = defineTool({
  name: 'recommendations.feed',
  description:
    'The shopper\'s personalised product feed. section: recommended (nearest their style), similar (to saved and ' +
    'favourite items), trending (in their aesthetic), discover (new styles outside their usual). tier: all, budget ' +
    '($0-100), mid ($100-500), luxury ($500+). Each item has a match reason, whether it is already saved, and, once ' +
    'the shopper has enough signal, a calibrated percent match (80 = about 4 in 5 such pieces are liked or saved); ' +
    'otherwise match_label says "New to you" or "Popular".',
  auth: 'user',
  effect: 'read',
  input: z.strictObject({
    section: z.enum(FEED_SECTIONS).default('recommended'),
    tier: z.enum(FEED_TIERS).default('all'),
    limit: z.number().int().min(1).max(FEED_LIMIT).default(FEED_LIMIT),
    /** Product ids hearted on this device, for "Similar to Your Favorites". */
    favoriteIds: z.array(z.uuid()).max(50).default([]),
  }),
  output: feedOutputSchema,
  async execute({ section, tier, limit, favoriteIds }, ctx) {
    const query: SectionQuery = { db: ctx.db, userId: ctx.userId, tier: tier === 'all' ? undefined : tier, limit, favoriteIds };
    // One statement for the section (profile, seeds, search, saved flags, learned scores); the
    // percent-match scale is kept in memory between requests (match-reference.ts).
    const { profile, candidates: found } = await SECTIONS[section](query);
    const match: Match = {
      taste: profile.taste, scale: await cachedMatchScale(ctx.db, profile.taste),
      confidence: profile.learningConfidence, otherwise: section === 'trending' ? 'popular' : 'new',
    };
    let candidates = found;
    let source: 'personalized' | 'product_matcher' = 'personalized';
    if (!candidates.length && section === 'recommended') {
      candidates = await productMatcherFeed(query, profile);
      source = 'product_matcher';
    }
    const learned = profile.feedbackCount >= LEARNED_SCORES_MIN_FEEDBACK;
    let ranked = candidates.map((c, position) => ({ item: toItem(c, match), position, similarity: c.similarity ?? 0 }));
    if (learned && section === 'recommended' && source === 'personalized') {
      // Learned scores re-rank the nearest items; similarity keeps half the say so the look still leads.
      const key = (x: (typeof ranked)[number]) => (x.similarity + x.item.score) / 2;
      ranked = ranked.sort((a, b) => key(b) - key(a) || a.position - b.position);
    }
    const items = ranked.map((x) => x.item);
    return {
      section,
      title: FEED_SECTION_TITLES[section],
      tier,
      items,
      source,
      personalised: profile.learningConfidence > PERSONALISATION_MIN_CONFIDENCE,
      learning_confidence: profile.learningConfidence,
      learned,
      feedback_count: profile.feedbackCount,
    };
  },
});
