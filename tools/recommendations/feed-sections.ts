/**
 * The four /home sections, each a different real query over the style vectors:
 * - recommended: nearest products to the taste vector;
 * - similar: nearest to the saved and hearted products (those themselves left out);
 * - trending: the most liked recent posts near the taste vector, and their influencers' products;
 * - discover: good matches on colour, category and occasion whose aesthetic is outside the shopper's
 *   top aesthetics.
 * Plus the product-matcher fallback for a shopper with no taste yet.
 *
 * Each section is ONE SQL statement (one round trip): the shopper's profile (taste vector, learning
 * confidence, feedback count), what the section ranks by (the taste, the seeds' blend, the trending
 * posts, Discover's query built from the taste), the nearest-neighbour search through the HNSW
 * index, and for every card whether it is already saved and its learned score, as CTEs of one
 * query. The query vector reaches the index scan through a scalar subquery (nearest.ts), so the
 * planner still walks the HNSW graph; a price tier is a literal so it walks that tier's own graph.
 * Discover passes over the pieces led by the shopper's own looks during the search itself. No section
 * ever shows a piece the shopper turned down (a "not for me" feedback entry): the searches pass over it.
 */
import { parse as parsePgArray } from 'postgres-array';
import { and, desc, eq, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  fittingRoomItems, influencerAccounts, products, recommendationScores, userFeedbackDetailed, userInfluencerPreferences,
} from '../../server/db/schema.js';
import { ToolError, type Database } from '../types.js';
import { executedRows } from '../db-rows.js';
import { efSearchForBlend, efSearchForDiscover, efSearchForSeeds, hnswQueryVector, productColumns, tierLiteral, type EfSearch, type NearestProductRow } from './nearest.js';
import {
  blendVectors, cosineSimilarity, explainMatch, parsePgVector, topDimensions, zeroVector, type StyleVector,
} from './style-vector.js';
import { DIMENSIONS, STYLE_VECTOR_DIMENSIONS, type PriceTier } from './vocabulary.js';
import { LEARNED_SCORES_MIN_FEEDBACK, type FeedSection } from './feed-rules.js';
import { followedHandle } from '../influencers/followed-handle.js';
import { integerLiteral, realLiteral, styleVectorLiteral } from '../sql-literal.js';

export interface LearnedScore {
  score: number;
  breakdown: Record<string, number>;
}

export interface Candidate {
  product: NearestProductRow;
  /** Cosine to what the section ranked by; null when it had nothing (the product matcher without a taste). */
  similarity: number | null;
  vector: StyleVector;
  reason: string;
  /** Already in the shopper's dressing room. */
  saved: boolean;
  /** The shopper's learned score for it, once learned scores apply (and it has one). */
  learned: LearnedScore | null;
}

export interface Profile {
  taste: StyleVector | null;
  learningConfidence: number;
  feedbackCount: number;
}

export interface SectionQuery {
  db: Database;
  userId: string;
  tier?: PriceTier;
  limit: number;
  /** Products hearted on this device (the local favourite heart). */
  favoriteIds: readonly string[];
  /** This HNSW candidate list exactly instead of the section's catalogue-grown one (the recall bench's ladder). */
  efSearch?: { fixed: number };
  /** Rows read from the index before the nearest `limit` are kept, instead of the section's own (the recall bench's ladder). */
  read?: number;
}

export interface SectionAnswer {
  profile: Profile;
  candidates: Candidate[];
  /** What Similar's and Discover's searches ranked by (the seeds' sum; Discover's query built from the taste); the feed bench times each search alone. */
  query?: StyleVector | null;
}

/** How many of the shopper's strongest aesthetics Discover stays away from. */
export const DISCOVER_AVOIDS_TOP = 2;
/** Recent posts Trending looks at, and how many of the best of them give products. */
const TRENDING_RECENT_POSTS = 200;
const TRENDING_POSTS = 8;
/** Latest dressing-room rows that seed Similar and that Discover leaves out. */
const SAVED_SEEDS = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const describe = (v: StyleVector) => topDimensions(v, 3).map((d) => d.word).join(', ');
/** The feed's reason for a piece: what it shares with the query, else its own strongest words. */
export const reasonFor = (query: StyleVector, v: StyleVector) => explainMatch(query, v) || describe(v) || 'A fresh pick';

// ───────────────────────────── SQL pieces ─────────────────────────────

/** Product columns a card needs (all but the wide search document and the vector). */
const CARD_COLUMNS = [
  'id', 'product_name', 'brand', 'price', 'price_tier', 'image_url', 'product_url', 'affiliate_url', 'retailer_name',
  'category', 'product_description', 'color', 'tags', 'influencer_id', 'created_at',
] as const;
const columnsOf = (alias: string) => CARD_COLUMNS.map((c) => `${alias}.${c}`).join(', ');
/** The card's columns and the vector, from alias p. */
const PRODUCT_COLUMNS = sql.raw(`${columnsOf('p')}, p.style_vector`);

const uuidArray = (ids: readonly string[]): SQL =>
  ids.length ? sql`array[${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}]` : sql`'{}'::uuid[]`;

/** The shopper's taste, learning confidence and feedback count: always exactly one row. */
const profileCte = (userId: string) => sql`profile as (
  select s.style_vector as taste, coalesce(s.learning_confidence, 0) as confidence,
    (select count(*)::int from user_feedback_detailed f where f.user_id = ${userId}) as feedback
  from (select 1) as one left join user_style_profiles s on s.user_id = ${userId})`;

/** The catalogue products the shopper said are not for her: no section shows them again. */
const dismissedCte = (userId: string) => sql`dismissed as (
  select d.id::uuid as id from (
    select f.item_id as id from user_feedback_detailed f where f.user_id = ${userId} and f.verdict = 'not_for_me') as d
  where d.id ~* ${UUID.source})`;

/** The latest dressing-room rows' catalogue product ids (custom and post items are not uuids). */
const savedIdsCte = (userId: string) => sql`saved_ids as (
  select s.id::uuid as id from (
    select f.external_product_id as id from fitting_room_items f where f.user_id = ${userId}
    order by f.created_at desc limit ${integerLiteral(SAVED_SEEDS)}) as s
  where s.id ~* ${UUID.source})`;

/** On alias p, as a literal (see tierIs): the tier's partial HNSW index serves it. */
const tierIsLiteral = (tier: PriceTier): SQL => sql.raw(`p.price_tier = '${tierLiteral(tier)}'`);
const tierFilter = (tier: PriceTier | undefined): SQL => (tier ? sql` and ${tierIsLiteral(tier)}` : sql``);

/**
 * `hits`: the products nearest `wanted.v` through the HNSW index (the tier's own graph on a tier
 * tab), minus `exclude` ids and rows failing `filter` (passed over during the search, which goes on
 * until it has `limit` of them), at most `limit`. Nothing at all when there is no query vector.
 * With `read`, once the catalogue holds `fromRows` products, `rows` rows are taken from the index and
 * the nearest `limit` of them kept: past the first `ef` rows the iterative scan resumes the walk from
 * the candidates it set aside, so this looks further than pgvector's largest list (1,000) allows.
 * The two searches are two branches with constant limits, each gated by a one-time filter on the
 * planner's row count, so only one runs; a LIMIT computed in the statement would make the planner
 * cost the scan at a tenth of the catalogue (and plan JIT for it).
 */
const nearestHits = ({ tier, limit, exclude, filter, efSearch, read }: {
  tier?: PriceTier; limit: number; exclude?: SQL; filter?: SQL; efSearch: EfSearch; read?: { rows: number; fromRows: number };
}) => {
  const search = (rows: number, gate?: SQL) => sql`
    select ${PRODUCT_COLUMNS}, (p.style_vector <=> (select v from wanted)) as distance, null::text as handle
    from products p
    where p.style_vector is not null${tierFilter(tier)} and p.id <> all(array(select id from dismissed))
      ${exclude ? sql` and p.id <> all(array(${exclude}))` : sql``}
      and (select v from wanted) is not null${filter ? sql` and ${filter}` : sql``}${gate ? sql` and ${gate}` : sql``}
    order by p.style_vector <=> ${hnswQueryVector(sql`(select v from wanted)`, efSearch)}
    limit ${integerLiteral(rows)}`;
  if (!read || read.rows <= limit) return sql`hits as (${search(limit)})`;
  const wide = sql`((select c.reltuples from pg_class c where c.oid = 'products'::regclass) >= ${integerLiteral(read.fromRows)})`;
  return sql`hits as (
    (${search(limit, sql`not ${wide}`)})
    union all
    (select * from (${search(read.rows, wide)}) as read order by read.distance, read.id limit ${integerLiteral(limit)}))`;
};

/**
 * Discover's query lands between the looks' clusters, the graph's hardest walk: at 1M products its
 * list, at pgvector's cap of 1,000, found 0.971 of its exact top 20 (24 shoppers), and reading 1,500
 * rows from the resumed scan 0.998 (at ef 427 as at 1,000). Below 500k it holds 0.99+ at its own list
 * (300k: 0.994), where a wider read would only add heap reads (docs/PERFORMANCE.md).
 */
export const DISCOVER_READ = { rows: 1_500, fromRows: 500_000 } as const;

/**
 * The one statement: the profile and the section's CTEs, then every hit with its saved flag and,
 * from the third feedback entry, its learned score. Always at least one row (the profile's), so a
 * section with no hits still answers who the shopper is.
 */
const sectionStatement = (userId: string, ctes: SQL): SQL => sql`
  with ${profileCte(userId)}, ${dismissedCte(userId)}, ${ctes}
  select case when row_number() over () = 1 then pr.taste::text end as taste, pr.confidence, pr.feedback,
    case when row_number() over () = 1 then w.v::text end as query, w.favourites,
    ${sql.raw(columnsOf('h'))}, h.style_vector::text as style_vector, h.distance, h.handle,
    (h.id is not null and exists (select 1 from fitting_room_items fr
      where fr.user_id = ${userId} and fr.external_product_id = h.id::text)) as saved,
    rs.score, rs.score_breakdown
  from profile pr cross join wanted w
  left join hits h on true
  left join recommendation_scores rs
    on pr.feedback >= ${LEARNED_SCORES_MIN_FEEDBACK} and rs.user_id = ${userId} and rs.item_id = h.id::text
  order by h.distance, h.id`;

interface StatementRow {
  taste: string | null;
  confidence: number;
  feedback: number;
  query: string | null;
  favourites: number;
  id: string | null;
  product_name: string;
  brand: string;
  price: number;
  price_tier: PriceTier;
  image_url: string | null;
  product_url: string;
  affiliate_url: string | null;
  retailer_name: string;
  category: string;
  product_description: string;
  color: string | null;
  tags: string[] | string;
  influencer_id: string | null;
  created_at: Date | string;
  style_vector: string;
  distance: number;
  handle: string | null;
  saved: boolean;
  score: number | null;
  score_breakdown: Record<string, number> | string | null;
}

/** A text[] the driver left as its literal (postgres.js without array parsing): {a,"b c"}. */
const textArray = (value: string[] | string): string[] =>
  (Array.isArray(value) ? value : parsePgArray(value).filter((tag): tag is string => tag !== null));

interface Hit {
  product: NearestProductRow;
  distance: number;
  vector: StyleVector;
  handle: string | null;
  saved: boolean;
  learned: LearnedScore | null;
}

const run = async (db: Database, statement: SQL) => {
  const rows = executedRows<StatementRow>(await db.execute(statement));
  const first = rows[0];
  // The taste and the query vector are sent on one row only, not repeated on every card's.
  const taste = rows.find((r) => r.taste !== null)?.taste ?? null;
  const query = rows.find((r) => r.query !== null)?.query ?? null;
  const profile: Profile = {
    taste: taste ? parsePgVector(taste) : null,
    learningConfidence: Number(first?.confidence ?? 0),
    feedbackCount: Number(first?.feedback ?? 0),
  };
  const hits: Hit[] = rows.filter((r) => r.id !== null).map((r) => ({
    product: {
      id: r.id!, productName: r.product_name, brand: r.brand, price: Number(r.price), priceTier: r.price_tier,
      imageUrl: r.image_url, productUrl: r.product_url, affiliateUrl: r.affiliate_url, retailerName: r.retailer_name,
      category: r.category, productDescription: r.product_description, color: r.color, tags: textArray(r.tags),
      influencerId: r.influencer_id, createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
    },
    distance: Number(r.distance),
    vector: parsePgVector(r.style_vector),
    handle: r.handle,
    saved: Boolean(r.saved),
    learned: r.score === null || r.score === undefined ? null : {
      score: Number(r.score),
      breakdown: (typeof r.score_breakdown === 'string' ? JSON.parse(r.score_breakdown) : r.score_breakdown ?? {}) as Record<string, number>,
    },
  }));
  return { profile, hits, query: query ? parsePgVector(query) : null, favourites: Number(first?.favourites ?? 0) };
};

const toCandidate = (h: Hit, reason: string): Candidate => ({
  product: h.product, similarity: 1 - h.distance, vector: h.vector, reason, saved: h.saved, learned: h.learned,
});

// ───────────────────────────── sections ─────────────────────────────

/** Recommended's one statement (exported for the EXPLAIN test: the planner must walk the HNSW graph). */
export const recommendedStatement = (q: Omit<SectionQuery, 'db' | 'favoriteIds'>): SQL => sectionStatement(q.userId, sql`
    wanted as (select taste as v, 0 as favourites from profile),
    ${nearestHits({ tier: q.tier, limit: q.limit, efSearch: q.efSearch ?? efSearchForBlend(q.limit, q.tier) })}`);

export const recommendedSection = async (q: SectionQuery): Promise<SectionAnswer> => {
  const { profile, hits } = await run(q.db, recommendedStatement(q));
  const taste = profile.taste;
  return { profile, candidates: taste ? hits.map((h) => toCandidate(h, reasonFor(taste, h.vector))) : [] };
};

export const similarSection = async (q: SectionQuery): Promise<SectionAnswer> => {
  const favourites = [...new Set(q.favoriteIds)];
  // = any(array(...)) runs the id list once and looks the products up by primary key; an OR of two
  // IN lists made the planner scan the whole catalogue.
  const { profile, hits, query, favourites: found } = await run(q.db, sectionStatement(q.userId, sql`
    ${savedIdsCte(q.userId)},
    seeds as (
      select p.id, p.style_vector, p.id = any(${uuidArray(favourites)}) as favourite from products p
      where p.id = any(array(select id from saved_ids union all select unnest(${uuidArray(favourites)})))
        and p.style_vector is not null),
    wanted as (select sum(style_vector) as v, (count(*) filter (where favourite))::int as favourites from seeds),
    ${nearestHits({ tier: q.tier, limit: q.limit, exclude: sql`select id from seeds`, efSearch: q.efSearch ?? efSearchForSeeds(q.limit) })}`));
  if (found < favourites.length) throw new ToolError('not_found', 'A favourite product does not exist.');
  if (!query) return { profile, candidates: [] };
  // The seeds' blend (what the search ranked by) explains each card.
  const blend = blendVectors([{ vector: query, weight: 1 }]);
  return { profile, query, candidates: hits.map((h) => toCandidate(h, reasonFor(blend, h.vector))) };
};

export const trendingSection = async (q: SectionQuery): Promise<SectionAnswer> => {
  // On a tier tab, only posts whose influencer sells in that tier can lead to products; without this
  // the most liked posts (often luxury houses) leave the Budget tab's Trending empty.
  const sellsInTier = q.tier
    ? sql` and exists (select 1 from products p where p.influencer_id = ip.influencer_id and ${tierIsLiteral(q.tier)}
        and p.style_vector is not null)`
    : sql``;
  // "Near the taste": the closer half of the recent posts; of those, the most liked. Their
  // influencers' products, nearest the taste (or, without one, the chosen posts' blend); the few
  // handles are joined after the limit, so the sort never carries the accounts' rows.
  // `recency` keeps the old stable-sort tie order.
  const { profile, hits, query } = await run(q.db, sectionStatement(q.userId, sql`
    recent as (
      select ip.influencer_id, ip.like_count, ip.style_vector as vector,
        coalesce(ip.style_vector <=> (select taste from profile), 0) as distance,
        row_number() over (order by ip.posted_at desc) as recency
      from influencer_posts ip
      where ip.style_vector is not null${sellsInTier}
      order by ip.posted_at desc limit ${integerLiteral(TRENDING_RECENT_POSTS)}),
    ranked as (
      select r.*, row_number() over (order by r.distance, r.recency) as nearness, count(*) over () as total from recent r),
    top_posts as (
      select influencer_id, vector from ranked where nearness <= greatest(1, ceil(total / 2.0))
      order by like_count desc, distance, recency limit ${integerLiteral(TRENDING_POSTS)}),
    wanted as (select coalesce((select taste from profile), (select sum(vector) from top_posts)) as v, 0 as favourites),
    picked as (
      select ${PRODUCT_COLUMNS}, (p.style_vector <=> (select v from wanted)) as distance from products p
      where p.influencer_id in (select influencer_id from top_posts) and p.style_vector is not null${tierFilter(q.tier)}
        and p.id <> all(array(select id from dismissed))
      order by distance, p.id limit ${integerLiteral(q.limit)}),
    hits as (select picked.*, a.handle from picked join influencer_accounts a on a.id = picked.influencer_id)`));
  if (!query) return { profile, candidates: [] };
  const ranking = profile.taste ?? blendVectors([{ vector: query, weight: 1 }]);
  return {
    profile,
    candidates: hits.map((h) => toCandidate(h, `Trending with @${h.handle}: ${reasonFor(ranking, h.vector)}`)),
  };
};

const AESTHETICS = DIMENSIONS.filter((d) => d.group === 'aesthetic');
const AESTHETIC_WEIGHT = 1 / Math.sqrt(AESTHETICS.length);
/**
 * The aesthetics in the order of their words under the "C" collation (the words are ASCII, so
 * code-unit order): between equal weights, the first word leads (as in lead_aesthetic(), migration 0012).
 */
const AESTHETICS_BY_WORD = [...AESTHETICS].sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
const AESTHETIC_INDEXES = sql.raw(`array[${AESTHETICS_BY_WORD.map((d) => d.index).join(',')}]::int[]`);
/** 1 on every dimension but the aesthetics (a taste times this keeps what it likes beyond the look). */
const NON_AESTHETIC_MASK = styleVectorLiteral(DIMENSIONS.map((d) => (d.group === 'aesthetic' ? 0 : 1)));
/** Every aesthetic equally, nothing else. */
const EVERY_AESTHETIC = styleVectorLiteral(DIMENSIONS.map((d) => (d.group === 'aesthetic' ? AESTHETIC_WEIGHT : 0)));
const ZERO = styleVectorLiteral(zeroVector());
/** Discover's query without a taste. */
const UNIFORM = styleVectorLiteral(blendVectors([]));

/**
 * Discover's query from the stored taste, in SQL (vector arithmetic: the taste without its look,
 * plus every aesthetic, minus twice each avoided one): what the shopper likes beyond the look
 * (colours, categories, occasions) kept, the look swapped for every other aesthetic equally, and
 * their own strongest looks weighted negatively, so products led by them rank low. The search itself then
 * passes over any piece led by one of those looks (or by no aesthetic at all), so it stops at the
 * section's size of cards. Without a taste: the uniform vector, nothing left out.
 */
export const discoverStatement = (q: SectionQuery) => sectionStatement(q.userId, sql`
  ${savedIdsCte(q.userId)},
  taste_arr as (select taste::real[] as a from profile where taste is not null),
  avoid as (
    select d.i from unnest(${AESTHETIC_INDEXES}) with ordinality as d(i, word_order), taste_arr t
    where t.a[d.i + 1] > 1e-9
    order by t.a[d.i + 1] desc, d.word_order limit ${integerLiteral(DISCOVER_AVOIDS_TOP)}),
  wanted as (
    select coalesce(
      (select pr.taste * ${NON_AESTHETIC_MASK} + ${EVERY_AESTHETIC} - coalesce(
          (select sum((array_fill(0::real, array[v.i]) || ${realLiteral(2 * AESTHETIC_WEIGHT)}
            || array_fill(0::real, array[${integerLiteral(STYLE_VECTOR_DIMENSIONS - 1)} - v.i]))::vector) from avoid v),
          ${ZERO})
        from profile pr where pr.taste is not null),
      ${UNIFORM}) as v, 0 as favourites),
  excluded as (select id from saved_ids where exists (select 1 from taste_arr)),
  ${nearestHits({
    tier: q.tier, limit: q.limit, exclude: sql`select id from excluded`, efSearch: q.efSearch ?? efSearchForDiscover(q.limit),
    read: q.read ? { rows: q.read, fromRows: 0 } : DISCOVER_READ,
    // A piece led by none (null) is never a card, even with nothing to avoid. The stored lead
    // (products.lead_aesthetic): computing it on each row the scan handed up cost about 0.1 ms of the
    // statement at p50 (100k products).
    filter: sql`((select a from taste_arr) is null
      or (p.lead_aesthetic is not null and p.lead_aesthetic <> all(array(select i from avoid))))`,
  })}`);

export const discoverSection = async (q: SectionQuery): Promise<SectionAnswer> => {
  const { profile, hits, query } = await run(q.db, discoverStatement(q));
  const taste = profile.taste;
  if (!taste) {
    const uniform = blendVectors([]);
    return { profile, query, candidates: hits.map((h) => toCandidate(h, reasonFor(uniform, h.vector))) };
  }
  return {
    profile,
    query,
    candidates: hits.map((h) => {
      const own = topDimensions(h.vector, 1, 'aesthetic')[0]!.word;
      // The new aesthetic is the point of the card, so it is not repeated as a shared one.
      const shared = explainMatch(taste, h.vector, 3).split(', ').filter((w) => w && w !== own).slice(0, 2).join(', ');
      return toCandidate(h, shared ? `New for you: ${own}, with your ${shared}` : `New for you: ${own}`);
    }),
  };
};

export const SECTIONS: Record<FeedSection, (q: SectionQuery) => Promise<SectionAnswer>> = {
  recommended: recommendedSection,
  similar: similarSection,
  trending: trendingSection,
  discover: discoverSection,
};

/** The product row and its vector, whether it is saved, and its learned score when those apply. */
const matcherColumns = (userId: string) => ({
  ...productColumns,
  styleVector: products.styleVector,
  saved: sql<boolean>`exists (select 1 from ${fittingRoomItems} where ${fittingRoomItems.userId} = ${userId}
    and ${fittingRoomItems.externalProductId} = ${products.id}::text)`,
  score: recommendationScores.score,
  breakdown: recommendationScores.scoreBreakdown,
});

/**
 * Product rules §7 product-matcher get_personalized_feed, the fallback when personalised recommendations
 * are empty: the looks of followed influencers first, then the rest of the catalogue.
 */
export const productMatcherFeed = async (q: SectionQuery, profile: Profile): Promise<Candidate[]> => {
  const followed = q.db.select({ id: influencerAccounts.id }).from(influencerAccounts)
    .innerJoin(userInfluencerPreferences, and(
      eq(userInfluencerPreferences.userId, q.userId),
      eq(userInfluencerPreferences.isActive, true),
      eq(influencerAccounts.handle, followedHandle),
    ));
  const dismissed = q.db.select({ id: userFeedbackDetailed.itemId }).from(userFeedbackDetailed)
    .where(and(eq(userFeedbackDetailed.userId, q.userId), eq(userFeedbackDetailed.verdict, 'not_for_me')));
  const tierFilters = [...(q.tier ? [eq(products.priceTier, q.tier)] : []), notInArray(sql`${products.id}::text`, dismissed)];
  const learned = profile.feedbackCount >= LEARNED_SCORES_MIN_FEEDBACK;
  const scoreJoin = and(
    eq(recommendationScores.userId, q.userId), sql`${recommendationScores.itemId} = ${products.id}::text`, sql`${learned}`,
  );
  const fromFollowed = await q.db.select(matcherColumns(q.userId)).from(products)
    .leftJoin(recommendationScores, scoreJoin)
    .where(and(inArray(products.influencerId, followed), isNotNull(products.styleVector), ...tierFilters))
    .orderBy(desc(products.createdAt), products.id)
    .limit(q.limit);
  const rest = fromFollowed.length < q.limit
    ? await q.db.select(matcherColumns(q.userId)).from(products)
      .leftJoin(recommendationScores, scoreJoin)
      .where(and(isNotNull(products.styleVector), ...tierFilters,
        ...(fromFollowed.length ? [notInArray(products.id, fromFollowed.map((p) => p.id))] : [])))
      .orderBy(products.id)
      .limit(q.limit - fromFollowed.length)
    : [];
  const taste = profile.taste;
  return [...fromFollowed, ...rest].map(({ styleVector, saved, score, breakdown, ...product }) => {
    const vector = parsePgVector(styleVector!);
    return {
      product,
      similarity: taste ? cosineSimilarity(taste, vector) : null,
      vector,
      reason: taste ? reasonFor(taste, vector) : describe(vector) || 'A fresh pick',
      saved,
      learned: score === null ? null : { score, breakdown: breakdown ?? {} },
    };
  });
};
