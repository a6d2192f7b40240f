/**
 * The four /home sections, each a different real query over the style vectors:
 * - recommended: nearest products to the taste vector;
 * - similar: nearest to the saved and hearted products (those themselves left out);
 * - trending: the most liked recent posts near the taste vector, and their influencers' products;
 * - discover: good matches on colour, category and occasion whose aesthetic is outside the shopper's
 *   top aesthetics.
 * Plus the product-matcher fallback for a shopper with no taste yet.
 */
import { and, desc, eq, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  fittingRoomItems, influencerAccounts, influencerPosts, products, userInfluencerPreferences,
} from '../../server/db/schema.js';
import { ToolError, type Database } from '../types.js';
import { nearestProducts, type NearestProductRow } from './nearest.js';
import {
  blendVectors, cosineSimilarity, explainMatch, parsePgVector, topDimensions, toPgVector, type StyleVector,
} from './style-vector.js';
import { DIMENSIONS, type PriceTier } from './vocabulary.js';

export interface Candidate {
  product: NearestProductRow;
  similarity: number;
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

const productVectors = async (db: Database, ids: readonly string[]) => {
  if (!ids.length) return [];
  const rows = await db.select({ id: products.id, vector: products.styleVector }).from(products)
    .where(and(inArray(products.id, [...ids]), isNotNull(products.styleVector)));
  return rows.map((r) => ({ id: r.id, vector: parsePgVector(r.vector!) }));
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Catalogue products the shopper saved to the dressing room (custom and post items have no vector). */
export const savedProductIds = async (db: Database, userId: string): Promise<string[]> => {
  const rows = await db.select({ id: fittingRoomItems.externalProductId }).from(fittingRoomItems)
    .where(eq(fittingRoomItems.userId, userId)).orderBy(desc(fittingRoomItems.createdAt)).limit(100);
  return rows.map((r) => r.id).filter((id) => UUID.test(id));
};

export const similarSection = async (q: SectionQuery): Promise<Candidate[]> => {
  const favourites = await productVectors(q.db, q.favoriteIds);
  if (favourites.length < new Set(q.favoriteIds).size) throw new ToolError('not_found', 'A favourite product does not exist.');
  const seeds = [...favourites, ...(await productVectors(q.db, await savedProductIds(q.db, q.userId)))];
  if (!seeds.length) return [];
  const query = blendVectors(seeds.map((s) => ({ vector: s.vector, weight: 1 })));
  const hits = await nearestProducts(q.db, query, { tier: q.tier, limit: q.limit, excludeIds: [...new Set(seeds.map((s) => s.id))] });
  return toCandidates(hits, query);
};

export const trendingSection = async (q: SectionQuery): Promise<Candidate[]> => {
  // On a tier tab, only posts whose influencer sells in that tier can lead to products; without this
  // the most liked posts (often luxury houses) leave the Budget tab's Trending empty.
  const sellsInTier = q.tier
    ? [sql`exists (select 1 from ${products} where ${products.influencerId} = ${influencerPosts.influencerId}
        and ${products.priceTier} = ${q.tier} and ${products.styleVector} is not null)`]
    : [];
  const recent = q.db.$with('recent').as(
    q.db.select({
      id: influencerPosts.id, influencerId: influencerPosts.influencerId, likeCount: influencerPosts.likeCount,
      vector: influencerPosts.styleVector,
    }).from(influencerPosts)
      .where(and(isNotNull(influencerPosts.styleVector), ...sellsInTier))
      .orderBy(desc(influencerPosts.postedAt))
      .limit(TRENDING_RECENT_POSTS),
  );
  const posts = await q.db.with(recent).select().from(recent);
  if (!posts.length) return [];
  const withSimilarity = posts.map((p) => {
    const vector = parsePgVector(p.vector!);
    return { ...p, vector, similarity: q.taste ? cosineSimilarity(q.taste, vector) : 1 };
  });
  // "Near the taste": the closer half of the recent posts; of those, the most liked.
  const near = [...withSimilarity].sort((a, b) => b.similarity - a.similarity).slice(0, Math.max(1, Math.ceil(posts.length / 2)));
  const top = near.sort((a, b) => b.likeCount - a.likeCount || b.similarity - a.similarity).slice(0, TRENDING_POSTS);
  const influencerIds = [...new Set(top.map((p) => p.influencerId))];
  const query = q.taste ?? blendVectors(top.map((p) => ({ vector: p.vector, weight: 1 })));
  const filters: SQL[] = [inArray(products.influencerId, influencerIds), isNotNull(products.styleVector)];
  if (q.tier) filters.push(eq(products.priceTier, q.tier));
  const distance = sql<number>`(${products.styleVector} <=> ${toPgVector(query)}::vector)`;
  const rows = await q.db.select({ product: products, handle: influencerAccounts.handle, distance }).from(products)
    .innerJoin(influencerAccounts, eq(influencerAccounts.id, products.influencerId))
    .where(and(...filters))
    .orderBy(distance, products.id)
    .limit(q.limit);
  return rows.map(({ product: { styleVector, searchDocument: _doc, ...product }, handle, distance: d }) => {
    const vector = parsePgVector(styleVector!);
    return { product, similarity: 1 - Number(d), vector, reason: `Trending with @${handle}: ${reasonFor(query, vector)}` };
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
  const query = blendVectors([{
    vector: DIMENSIONS.map((d) => (d.group !== 'aesthetic' ? (q.taste![d.index] ?? 0) : avoid.has(d.word) ? 0 : aestheticWeight)),
    weight: 1,
  }]);
  const exclude = await savedProductIds(q.db, q.userId);
  const hits = await nearestProducts(q.db, query, { tier: q.tier, limit: q.limit * 4, excludeIds: exclude });
  return hits
    .filter((h) => {
      const own = topDimensions(h.vector, 1, 'aesthetic')[0]?.word;
      return !!own && !avoid.has(own);
    })
    .slice(0, q.limit)
    .map((h) => {
      const own = topDimensions(h.vector, 1, 'aesthetic')[0]!.word;
      // The new aesthetic is the point of the card, so it is not repeated as a shared one.
      const shared = explainMatch(q.taste!, h.vector, 3).split(', ').filter((w) => w && w !== own).slice(0, 2).join(', ');
      return { ...h, reason: shared ? `New for you: ${own}, with your ${shared}` : `New for you: ${own}` };
    });
};

/**
 * Spec §7 product-matcher get_personalized_feed, the fallback when personalised recommendations
 * are empty: the looks of followed influencers first, then the rest of the catalogue.
 */
export const productMatcherFeed = async (q: SectionQuery): Promise<Candidate[]> => {
  const followed = q.db.select({ id: influencerAccounts.id }).from(influencerAccounts)
    .innerJoin(userInfluencerPreferences, and(
      eq(userInfluencerPreferences.userId, q.userId),
      eq(userInfluencerPreferences.isActive, true),
      eq(influencerAccounts.handle, sql`lower(ltrim(${userInfluencerPreferences.influencerName}, '@'))`),
    ));
  const tierFilter = q.tier ? [eq(products.priceTier, q.tier)] : [];
  const fromFollowed = await q.db.select().from(products)
    .where(and(inArray(products.influencerId, followed), isNotNull(products.styleVector), ...tierFilter))
    .orderBy(desc(products.createdAt), products.id)
    .limit(q.limit);
  const rest = fromFollowed.length < q.limit
    ? await q.db.select().from(products)
      .where(and(isNotNull(products.styleVector), ...tierFilter,
        ...(fromFollowed.length ? [notInArray(products.id, fromFollowed.map((p) => p.id))] : [])))
      .orderBy(products.id)
      .limit(q.limit - fromFollowed.length)
    : [];
  return [...fromFollowed, ...rest].map(({ styleVector, searchDocument: _doc, ...product }) => {
    const vector = parsePgVector(styleVector!);
    const similarity = q.taste ? cosineSimilarity(q.taste, vector) : 0.5;
    return { product, similarity, vector, reason: q.taste ? reasonFor(q.taste, vector) : describe(vector) || 'A fresh pick' };
  });
};
