/**
 * /home 'Your Style Feed' (spec §2, §5, §9): one section and one tier tab per call, at most 20 items.
 * Learned scores only from the third feedback entry (else every item scores 0.5); personalisation
 * shows above 0.3 learning confidence; an empty personalised answer falls back to the product matcher.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { fittingRoomItems, recommendationScores, userFeedbackDetailed, userStyleProfiles } from '../../server/db/schema.js';
import { defineTool, type Database } from '../types.js';
import {
  discoverSection, productMatcherFeed, recommendedSection, similarSection, trendingSection,
  type Candidate, type SectionQuery,
} from './feed-sections.js';
import {
  DEFAULT_ITEM_SCORE, FEED_LIMIT, FEED_SECTION_TITLES, FEED_SECTIONS, FEED_TIERS, LEARNED_SCORES_MIN_FEEDBACK,
  PERSONALISATION_MIN_CONFIDENCE, feedOutputSchema, type FeedItem, type FeedSection,
} from './feed-rules.js';
import { matchReferenceSample } from './match-reference.js';
import { matchPercent, matchScaleFor, type MatchScale } from './match-scale.js';
import { cosineSimilarity, parsePgVector, type StyleVector } from './style-vector.js';

const SECTIONS: Record<FeedSection, (q: SectionQuery) => Promise<Candidate[]>> = {
  recommended: recommendedSection,
  similar: similarSection,
  trending: trendingSection,
  discover: discoverSection,
};

type LearnedScores = Map<string, { score: number; breakdown: Record<string, number> }>;

/**
 * The taste vector, the learning confidence, the feedback count and, once learned scores apply, the
 * shopper's scores, in one round trip. The scores are few (one refresh writes at most 150 rows), so
 * all of them cost less than a second query for the candidates' own.
 */
const readProfile = async (db: Database, userId: string) => {
  const feedbackCount = sql`(select count(*) from ${userFeedbackDetailed} where ${userFeedbackDetailed.userId} = ${userId})`;
  const [row] = await db.select({
    vector: userStyleProfiles.styleVector,
    confidence: userStyleProfiles.learningConfidence,
    feedback: sql<number>`${feedbackCount}`.mapWith(Number),
    scores: sql<unknown>`case when ${feedbackCount} >= ${LEARNED_SCORES_MIN_FEEDBACK} then (
      select coalesce(json_object_agg(${recommendationScores.itemId}, json_build_array(${recommendationScores.score}, ${recommendationScores.scoreBreakdown})), '{}'::json)
      from ${recommendationScores} where ${recommendationScores.userId} = ${userId}) end`,
  }).from(sql`(select 1) as one`)
    .leftJoin(userStyleProfiles, eq(userStyleProfiles.userId, userId));
  const feedbackCountValue = row?.feedback ?? 0;
  return {
    taste: row?.vector ? parsePgVector(row.vector) : null,
    learningConfidence: row?.confidence ?? 0,
    feedbackCount: feedbackCountValue,
    learnedScores: feedbackCountValue >= LEARNED_SCORES_MIN_FEEDBACK ? learnedScoresFrom(row?.scores) : null,
  };
};

/** json_object_agg's { item_id: [score, breakdown] } (a string when the driver leaves json unparsed). */
const learnedScoresFrom = (value: unknown): LearnedScores => {
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value ?? {}) as Record<string, [number, Record<string, number>]>;
  return new Map(Object.entries(parsed).map(([id, [score, breakdown]]) => [id, { score: Number(score), breakdown }]));
};

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Which of these catalogue products are already in the shopper's dressing room (one indexed lookup). */
const savedAmong = async (db: Database, userId: string, ids: string[]): Promise<Set<string>> => {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: fittingRoomItems.externalProductId }).from(fittingRoomItems)
    .where(and(eq(fittingRoomItems.userId, userId), inArray(fittingRoomItems.externalProductId, ids)));
  return new Set(rows.map((r) => r.id));
};

interface Match {
  taste: StyleVector | null;
  scale: MatchScale | null;
}

/**
 * Every card's match is to the shopper's taste, whatever the section ranked by (Discover, for one,
 * ranks by a query built to lead away from it), so one badge means one thing across the page.
 */
const toItem = (c: Candidate, match: Match, saved: boolean, score: number, breakdown: Record<string, number> | null): FeedItem => {
  const cosine = match.taste ? Math.max(0, Math.min(1, cosineSimilarity(match.taste, c.vector))) : null;
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
    match_percent: matchPercent(match.scale, cosine),
    style_match_reason: c.reason,
    saved,
    score,
    score_breakdown: breakdown,
  };
};

export const recommendationsFeed = defineTool({
  name: 'recommendations.feed',
  description:
    'The shopper\'s personalised product feed. section: recommended (nearest their style), similar (to saved and ' +
    'favourite items), trending (in their aesthetic), discover (new styles outside their usual). tier: all, budget ' +
    '($0-100), mid ($100-500), luxury ($500+). Each item has a match reason, whether it is already saved, and, once ' +
    'the shopper has a taste, a percent match (50 = as close to their style as the median catalogue piece).',
  auth: 'user',
  input: z.strictObject({
    section: z.enum(FEED_SECTIONS).default('recommended'),
    tier: z.enum(FEED_TIERS).default('all'),
    limit: z.number().int().min(1).max(FEED_LIMIT).default(FEED_LIMIT),
    /** Product ids hearted on this device, for "Similar to Your Favorites". */
    favoriteIds: z.array(z.uuid()).max(50).default([]),
  }),
  output: feedOutputSchema,
  async execute({ section, tier, limit, favoriteIds }, ctx) {
    const [profile, sample] = await Promise.all([readProfile(ctx.db, ctx.userId), matchReferenceSample(ctx.db)]);
    const match: Match = { taste: profile.taste, scale: matchScaleFor(profile.taste, sample) };
    const query: SectionQuery = {
      db: ctx.db, userId: ctx.userId, taste: profile.taste, tier: tier === 'all' ? undefined : tier, limit, favoriteIds,
    };
    let candidates = await SECTIONS[section](query);
    let source: 'personalized' | 'product_matcher' = 'personalized';
    if (!candidates.length && section === 'recommended') {
      candidates = await productMatcherFeed(query);
      source = 'product_matcher';
    }
    const learned = profile.learnedScores !== null;
    const scores: LearnedScores = profile.learnedScores ?? new Map();
    const saved = await savedAmong(ctx.db, ctx.userId, candidates.map((c) => c.product.id));
    let ranked = candidates.map((c, position) => {
      const found = scores.get(c.product.id);
      const item = toItem(c, match, saved.has(c.product.id), found?.score ?? DEFAULT_ITEM_SCORE, found?.breakdown ?? null);
      return { item, position, similarity: c.similarity ?? 0 };
    });
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
