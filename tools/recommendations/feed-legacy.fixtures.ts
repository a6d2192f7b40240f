/**
 * Test support: the feed as it was before each section became one SQL statement (several round
 * trips: profile, section query, seed vectors, saved lookup). feed-statements.test.ts compares the
 * new statements against it on a fixed catalogue. Not used by the app.
 */
import { and, desc, eq, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  fittingRoomItems, influencerAccounts, influencerPosts, products, recommendationScores, userFeedbackDetailed,
  userInfluencerPreferences, userStyleProfiles,
} from '../../server/db/schema.js';
import { ToolError, type Database } from '../types.js';
import { nearestProducts, productColumns, type NearestProductRow } from './nearest.js';
import {
  blendVectors, cosineSimilarity, explainMatch, parsePgVector, topDimensions, toPgVector, type StyleVector,
} from './style-vector.js';
import { DIMENSIONS, type PriceTier } from './vocabulary.js';
import { followedHandle } from '../influencers/followed-handle.js';
import {
  DEFAULT_ITEM_SCORE, FEED_SECTION_TITLES, LEARNED_SCORES_MIN_FEEDBACK,
  PERSONALISATION_MIN_CONFIDENCE, type FeedItem, type FeedOutput, type FeedSection, type FeedTier,
} from './feed-rules.js';
import { matchReferenceSample } from './match-reference.js';
import { matchScaleFor, type MatchScale } from './match-scale.js';
import { matchOf, type MatchLabelKind } from './match.js';

export interface Candidate {
  product: NearestProductRow;
  /** Cosine to what the section ranked by; null when it had nothing (the product matcher without a taste). */
  similarity: number | null;
  vector: StyleVector;
  reason: string;
}

export interface SectionQuery {
  db: Database;
  userId: string;
  taste: StyleVector | null;
  tier?: PriceTier;
  limit: number;
  /** Products hearted on this device (the local favourite heart). */
  favoriteIds: readonly string[];
}

/** How many of the shopper's strongest aesthetics Discover stays away from. */
export const DISCOVER_AVOIDS_TOP = 2;
/** Recent posts Trending looks at, and how many of the best of them give products. */
const TRENDING_RECENT_POSTS = 200;
const TRENDING_POSTS = 8;

const describe = (v: StyleVector) => topDimensions(v, 3).map((d) => d.word).join(', ');

const reasonFor = (query: StyleVector, v: StyleVector) => explainMatch(query, v) || describe(v) || 'A fresh pick';

const toCandidates = (
  hits: Awaited<ReturnType<typeof nearestProducts>>, query: StyleVector, prefix = '',
): Candidate[] => hits.map((h) => ({ ...h, reason: `${prefix}${reasonFor(query, h.vector)}` }));

export const recommendedSection = async (q: SectionQuery): Promise<Candidate[]> => {
  if (!q.taste) return [];
  const hits = await nearestProducts(q.db, q.taste, { tier: q.tier, limit: q.limit });
  return toCandidates(hits, q.taste);
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Catalogue products the shopper saved to the dressing room (custom and post items have no vector). */
export const savedProductIds = async (db: Database, userId: string): Promise<string[]> => {
  const rows = await db.select({ id: fittingRoomItems.externalProductId }).from(fittingRoomItems)
    .where(eq(fittingRoomItems.userId, userId)).orderBy(desc(fittingRoomItems.createdAt)).limit(100);
  return rows.map((r) => r.id).filter((id) => UUID.test(id));
};

/**
 * The seeds' vectors in one round trip: the favourites (all must exist) and the saved catalogue
 * products (the same latest 100 dressing-room rows savedProductIds reads).
 */
const seedVectors = async (db: Database, userId: string, favoriteIds: readonly string[]) => {
  const latestSaved = sql`(select ${fittingRoomItems.externalProductId} as id from ${fittingRoomItems}
    where ${fittingRoomItems.userId} = ${userId} order by ${fittingRoomItems.createdAt} desc limit 100)`;
  const savedIds = sql`select s.id::uuid from ${latestSaved} as s where s.id ~* ${UUID.source}`;
  const ids = favoriteIds.length
    ? sql`${savedIds} union all select unnest(array[${sql.join(favoriteIds.map((id) => sql`${id}::uuid`), sql`, `)}])`
    : savedIds;
  const favourite = favoriteIds.length ? inArray(products.id, [...favoriteIds]) : sql`false`;
  // = any(array(...)) runs the id list once and looks the products up by primary key; an OR of two
  // IN lists made the planner scan the whole catalogue.
  const rows = await db.select({ id: products.id, vector: products.styleVector, favourite: sql<boolean>`${favourite}` })
    .from(products)
    .where(and(sql`${products.id} = any(array(${ids}))`, isNotNull(products.styleVector)));
  return rows.map((r) => ({ id: r.id, favourite: r.favourite, vector: parsePgVector(r.vector!) }));
};

export const similarSection = async (q: SectionQuery): Promise<Candidate[]> => {
  const seeds = await seedVectors(q.db, q.userId, q.favoriteIds);
  if (seeds.filter((s) => s.favourite).length < new Set(q.favoriteIds).size) throw new ToolError('not_found', 'A favourite product does not exist.');
  if (!seeds.length) return [];
  const query = blendVectors(seeds.map((s) => ({ vector: s.vector, weight: 1 })));
  const hits = await nearestProducts(q.db, query, { tier: q.tier, limit: q.limit, excludeIds: [...new Set(seeds.map((s) => s.id))] });
  return toCandidates(hits, query);
};

/** The product row and its vector: the sections rank and explain by it. */
const productRowColumns = { ...productColumns, styleVector: products.styleVector };

export const trendingSection = async (q: SectionQuery): Promise<Candidate[]> => {
  // On a tier tab, only posts whose influencer sells in that tier can lead to products; without this
  // the most liked posts (often luxury houses) leave the Budget tab's Trending empty.
  const sellsInTier = q.tier
    ? [sql`exists (select 1 from ${products} where ${products.influencerId} = ${influencerPosts.influencerId}
        and ${products.priceTier} = ${q.tier} and ${products.styleVector} is not null)`]
    : [];
  // The ranking runs in SQL so only the chosen posts come back (with vectors only when there is no
  // taste to rank by and their blend becomes the query). `recency` keeps JS's stable-sort tie order.
  const distance = q.taste
    ? sql<number>`(${influencerPosts.styleVector} <=> ${toPgVector(q.taste)}::vector)`
    : sql<number>`0::float8`;
  const recent = q.db.$with('recent').as(
    q.db.select({
      id: influencerPosts.id, influencerId: influencerPosts.influencerId, likeCount: influencerPosts.likeCount,
      vector: influencerPosts.styleVector,
      distance: distance.as('distance'),
      recency: sql<number>`row_number() over (order by ${influencerPosts.postedAt} desc)`.as('recency'),
    }).from(influencerPosts)
      .where(and(isNotNull(influencerPosts.styleVector), ...sellsInTier))
      .orderBy(desc(influencerPosts.postedAt))
      .limit(TRENDING_RECENT_POSTS),
  );
  const ranked = q.db.$with('ranked').as((qb) => qb.select({
    influencerId: recent.influencerId, likeCount: recent.likeCount, vector: recent.vector, distance: recent.distance,
    recency: recent.recency,
    nearness: sql<number>`row_number() over (order by ${recent.distance}, ${recent.recency})`.as('nearness'),
    total: sql<number>`count(*) over ()`.as('total'),
  }).from(recent));
  // "Near the taste": the closer half of the recent posts; of those, the most liked.
  const top = await q.db.with(recent, ranked).select({
    influencerId: ranked.influencerId,
    vector: q.taste ? sql<string | null>`null` : ranked.vector,
  }).from(ranked)
    .where(sql`${ranked.nearness} <= greatest(1, ceil(${ranked.total} / 2.0))`)
    .orderBy(desc(ranked.likeCount), ranked.distance, ranked.recency)
    .limit(TRENDING_POSTS);
  if (!top.length) return [];
  const influencerIds = [...new Set(top.map((p) => p.influencerId))];
  const query = q.taste ?? blendVectors(top.map((p) => ({ vector: parsePgVector(p.vector!), weight: 1 })));
  const filters: SQL[] = [inArray(products.influencerId, influencerIds), isNotNull(products.styleVector)];
  if (q.tier) filters.push(eq(products.priceTier, q.tier));
  const productDistance = sql<number>`(${products.styleVector} <=> ${toPgVector(query)}::vector)`;
  // No join here: joining the accounts made the planner walk the influencer index in order and carry
  // every wide row through the sort; the few handles come separately.
  const [rows, accounts] = await Promise.all([
    q.db.select({ product: productRowColumns, distance: productDistance }).from(products)
      .where(and(...filters))
      .orderBy(productDistance, products.id)
      .limit(q.limit),
    q.db.select({ id: influencerAccounts.id, handle: influencerAccounts.handle }).from(influencerAccounts)
      .where(inArray(influencerAccounts.id, influencerIds)),
  ]);
  const handles = new Map(accounts.map((a) => [a.id, a.handle]));
  return rows.flatMap(({ product: { styleVector, ...product }, distance: d }) => {
    const handle = product.influencerId ? handles.get(product.influencerId) : undefined;
    if (handle === undefined) return [];
    const vector = parsePgVector(styleVector!);
    return [{ product, similarity: 1 - Number(d), vector, reason: `Trending with @${handle}: ${reasonFor(query, vector)}` }];
  });
};

export const discoverSection = async (q: SectionQuery): Promise<Candidate[]> => {
  if (!q.taste) {
    const uniform = blendVectors([]);
    return toCandidates(await nearestProducts(q.db, uniform, { tier: q.tier, limit: q.limit }), uniform);
  }
  const avoid = new Set(topDimensions(q.taste, DISCOVER_AVOIDS_TOP, 'aesthetic').map((d) => d.word));
  // Keep what the shopper likes beyond the look (colours, categories, occasions), swap the look
  // for every other aesthetic equally, then drop anything whose own look is one of theirs.
  const aestheticWeight = 1 / Math.sqrt(DIMENSIONS.filter((d) => d.group === 'aesthetic').length);
  // The shopper's own looks get a negative weight, so products led by them rank low instead of
  // filling the nearest neighbours only to be filtered out below.
  const raw = DIMENSIONS.map((d) => (d.group !== 'aesthetic' ? (q.taste![d.index] ?? 0) : avoid.has(d.word) ? -aestheticWeight : aestheticWeight));
  const length = Math.hypot(...raw);
  const query = raw.map((x) => x / length);
  const exclude = await savedProductIds(q.db, q.userId);
  const outsideTaste = (h: { vector: StyleVector }) => {
    const own = topDimensions(h.vector, 1, 'aesthetic')[0]?.word;
    return !!own && !avoid.has(own);
  };
  // With the shopper's looks weighted away, twice the section's size almost always fills it; a wider
  // (slower: ef_search grows with it) search tops up only when the filter leaves it short.
  const search = (limit: number) => nearestProducts(q.db, query, { tier: q.tier, limit, excludeIds: exclude });
  let kept = (await search(q.limit * 2)).filter(outsideTaste);
  if (kept.length < q.limit) kept = (await search(q.limit * 4)).filter(outsideTaste);
  return kept
    .slice(0, q.limit)
    .map((h) => {
      const own = topDimensions(h.vector, 1, 'aesthetic')[0]!.word;
      // The new aesthetic is the point of the card, so it is not repeated as a shared one.
      const shared = explainMatch(q.taste!, h.vector, 3).split(', ').filter((w) => w && w !== own).slice(0, 2).join(', ');
      return { ...h, reason: shared ? `New for you: ${own}, with your ${shared}` : `New for you: ${own}` };
    });
};

/**
 * Product rules §7 product-matcher get_personalized_feed, the fallback when personalised recommendations
 * are empty: the looks of followed influencers first, then the rest of the catalogue.
 */
export const productMatcherFeed = async (q: SectionQuery): Promise<Candidate[]> => {
  const followed = q.db.select({ id: influencerAccounts.id }).from(influencerAccounts)
    .innerJoin(userInfluencerPreferences, and(
      eq(userInfluencerPreferences.userId, q.userId),
      eq(userInfluencerPreferences.isActive, true),
      eq(influencerAccounts.handle, followedHandle),
    ));
  const tierFilter = q.tier ? [eq(products.priceTier, q.tier)] : [];
  const fromFollowed = await q.db.select(productRowColumns).from(products)
    .where(and(inArray(products.influencerId, followed), isNotNull(products.styleVector), ...tierFilter))
    .orderBy(desc(products.createdAt), products.id)
    .limit(q.limit);
  const rest = fromFollowed.length < q.limit
    ? await q.db.select(productRowColumns).from(products)
      .where(and(isNotNull(products.styleVector), ...tierFilter,
        ...(fromFollowed.length ? [notInArray(products.id, fromFollowed.map((p) => p.id))] : [])))
      .orderBy(products.id)
      .limit(q.limit - fromFollowed.length)
    : [];
  return [...fromFollowed, ...rest].map(({ styleVector, ...product }) => {
    const vector = parsePgVector(styleVector!);
    const similarity = q.taste ? cosineSimilarity(q.taste, vector) : null;
    return { product, similarity, vector, reason: q.taste ? reasonFor(q.taste, vector) : describe(vector) || 'A fresh pick' };
  });
};

export const LEGACY_SECTIONS: Record<FeedSection, (q: SectionQuery) => Promise<Candidate[]>> = {
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
export const readProfile = async (db: Database, userId: string) => {
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
  confidence: number;
  otherwise: MatchLabelKind;
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
    ...((m) => ({ match_percent: m.percent, match_label: m.label }))(
      matchOf({ similarity: cosine, scale: match.scale, confidence: match.confidence, otherwise: match.otherwise })),
    style_match_reason: c.reason,
    saved,
    score,
    score_breakdown: breakdown,
  };
};

export const legacyFeed = async (
{ section, tier, limit, favoriteIds }: { section: FeedSection; tier: FeedTier; limit: number; favoriteIds: string[] },
ctx: { db: Database; userId: string },
): Promise<FeedOutput> => {
  const [profile, sample] = await Promise.all([readProfile(ctx.db, ctx.userId), matchReferenceSample(ctx.db)]);
  const match: Match = {
    taste: profile.taste, scale: matchScaleFor(profile.taste, sample),
    confidence: profile.learningConfidence, otherwise: section === 'trending' ? 'popular' : 'new',
  };
  const query: SectionQuery = {
    db: ctx.db, userId: ctx.userId, taste: profile.taste, tier: tier === 'all' ? undefined : tier, limit, favoriteIds,
  };
  let candidates = await LEGACY_SECTIONS[section](query);
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
};
