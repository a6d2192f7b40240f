/**
 * Nearest-neighbour queries over style vectors (HNSW, cosine).
 *
 * pgvector applies WHERE filters after the index scan, so a plain filtered top-k query returns
 * fewer rows than asked once the filter is selective. Each query therefore sets
 * `hnsw.iterative_scan = relaxed_order` (pgvector 0.8): the scan keeps going until the limit is met.
 * relaxed_order may return rows slightly out of order, so rows are re-sorted here.
 *
 * The settings travel inside the query itself, in the scalar subquery that hands the HNSW scan its
 * query vector: the executor evaluates that subquery before the scan starts, which is when pgvector
 * reads its settings, and set_config(..., true) ends with the statement's own transaction. One round
 * trip instead of BEGIN, SET, SELECT, COMMIT, and nothing leaks to other queries on a pooled
 * connection (postgres.js).
 */
import { and, eq, gte, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { influencerAccounts, influencerPosts, products } from '../../server/db/schema.js';
import { executedRows } from '../db-rows.js';
import type { Database } from '../types.js';
import { CATEGORIES, PRICE_TIERS, type PriceTier } from './vocabulary.js';
import { parsePgVector, toPgVector, type StyleVector } from './style-vector.js';
import { limitLiteral } from '../sql-literal.js';

/**
 * Candidate list size of the HNSW search (index built with the defaults m=16, ef_construction=64),
 * by query, at 100k products: a filtered query needs more candidates for the same recall. Limit 20:
 * unfiltered ef 60 measured recall@20 0.993 (ef 40: 0.988), tier-filtered ef 100 0.984 (ef 60: 0.978)
 * on the whole-catalogue graph. A tier alone is no longer a filter: it searches its own partial
 * graph (migration 0010) with the unfiltered settings. Larger answers get 3 candidates per row asked.
 * The lists of the feed's searches and a category's graph are set for recall@20 ≥ 0.98 with room
 * (`npm run bench -- recall`, 24 shoppers, PostgreSQL, docs/PERFORMANCE.md): at 100k a taste found
 * 0.996 of its exact top 20 at ef 200; the seeds' sum (Similar) 0.979 at 200, 0.996 at 300; Discover's
 * query 0.933 at 200, 0.977 at 400, 0.990 at 600; a category's graph 0.981 at 60, 0.996 at 100.
 */
export const HNSW_EF_SEARCH = {
  unfiltered: 60, filtered: 100, blended: 200, seeds: 300, discover: 600, ownCategory: 100, perRow: 3, max: 1_000,
} as const;
/** At least `floor` candidates, 3 per row asked, never above the maximum. */
const candidateList = (floor: number, limit: number): number =>
  Math.min(HNSW_EF_SEARCH.max, Math.max(floor, HNSW_EF_SEARCH.perRow * limit));
export const efSearchFor = (limit: number, filtered: boolean): number =>
  candidateList(filtered ? HNSW_EF_SEARCH.filtered : HNSW_EF_SEARCH.unfiltered, limit);
/**
 * ef for a blended query vector, a shopper's taste (Recommended, the tier tabs, the scanner, learned
 * scores). A blend spreads over many dimensions and sits between the graph's clusters, so the search
 * must look wider than for one product's vector: at 100k, limit 20, blended tastes found 0.87 of the
 * exact top 20 at ef 60, 0.94 at 100, 0.98–0.996 at 200 (0.99–1 on a tier's graph). On a tier's graph
 * (a third of the catalogue) that list, grown with the catalogue, holds; on the whole catalogue's graph
 * the taste searches with TASTE_EF instead.
 */
export const efSearchForBlend = (limit: number, tier?: PriceTier): EfSearch =>
  (tier ? candidateList(HNSW_EF_SEARCH.blended, limit) : { base: candidateList(TASTE_EF.base, limit), exponent: TASTE_EF.exponent });
/**
 * The taste's list on the whole catalogue's graph: 800 up to 100k products, pgvector's maximum (1,000)
 * from about 300k. Smaller lists left some tastes far short: one taste of 24 found none of its exact
 * top 20 at 300k below ef 900 (a region of the graph a shorter walk never enters), another set found
 * 0.983 at 1M at ef 854 and 0.973 at 100k at ef 300. Graphs per look and the category graphs did worse
 * for more time, and denser graphs did not lift 1M (docs/PERFORMANCE.md). A list that wide at 100k
 * costs there about 2.5 × the old 200's time; it keeps the query's time at 1M within 1.3–1.4 × its time
 * at 100k, where the old curve (200 growing to 854) cost 3–3.7 ×.
 */
export const TASTE_EF = { base: 800, exponent: 0.21 } as const;
/** ef for Similar's query, the sum of the saved pieces: a wider blend than a taste, a wider search. */
export const efSearchForSeeds = (limit: number): number => candidateList(HNSW_EF_SEARCH.seeds, limit);
/**
 * ef for Discover's query, which weighs every look alike (the shopper's strongest two negatively) and
 * so lands between the looks' clusters, where the graph is hardest to walk: three times a taste's list
 * for the same recall, at about 1.6–2 times its time (docs/PERFORMANCE.md weighs it).
 */
export const efSearchForDiscover = (limit: number): number => candidateList(HNSW_EF_SEARCH.discover, limit);
/**
 * ef for a search in one category's partial graph (~9k of 100k products): outfits.suggest,
 * looks.complete, products.similar. Its list grows in proportion to the catalogue (exponent 1, not
 * 0.63): 100 at 100k, 300 at 300k, 1,000 at 1M. At 1M the 0.63 curve's 427 found 0.869 of the exact
 * top 20 on one build of the graphs and 0.988 on the next (the slot's outfit query with its
 * constraints 0.963), where 1,000 found 0.994 on both; at 300k 300 found 0.994 (docs/PERFORMANCE.md).
 */
export const efSearchForCategory = (limit: number): EfSearch =>
  ({ base: candidateList(HNSW_EF_SEARCH.ownCategory, limit), exponent: CATEGORY_EF_EXPONENT });
/** How fast a category graph's list grows with the catalogue (see efSearchForCategory). */
export const CATEGORY_EF_EXPONENT = 1;
/**
 * The candidate lists above were measured at 100k products; a larger catalogue's graph needs a wider
 * search for the same recall: at 300k a taste found 0.917 of its exact top 20 at ef 200 and 0.992 at
 * 400, the seeds' sum 0.983 at 400 and 0.998 at 600, a category's graph 0.917 at 105 and 0.992 at 200,
 * a tier's graph 0.948 at 200 and 0.992 at 300. The list needed doubled as the catalogue tripled, so
 * every HNSW search grows its ef with the catalogue: ef × (products ÷ 100k)^0.63 (3^0.63 = 2), never
 * below the base, never above pgvector's maximum (1,000). The size is the planner's row count of
 * products (pg_class.reltuples, kept by ANALYZE and autovacuum), read inside the statement: no round
 * trip, the same on PGlite, and it follows the catalogue without a restart.
 */
export const EF_GROWTH = { referenceRows: 100_000, exponent: 0.63, max: 1_000 } as const;
/**
 * A candidate list: grown with the catalogue (a number: the base at 100k, grown by EF_GROWTH's
 * exponent; or a base with its own exponent) or exactly this (`fixed`, the recall bench's ladder).
 */
export type EfSearch = number | { base: number; exponent: number } | { fixed: number };
const growthOf = (ef: number | { base: number; exponent: number }) => {
  const { base, exponent } = typeof ef === 'number' ? { base: ef, exponent: EF_GROWTH.exponent } : ef;
  if (!Number.isFinite(exponent) || exponent < 0 || exponent > 2) throw new Error(`Not a growth exponent: ${String(exponent)}`);
  return { base: integerOf(base), exponent };
};
/** ef as the statement computes it for a catalogue of `rows` products (the same formula as efSearchSql, for benches and tests). */
export const grownEfSearch = (ef: EfSearch, rows: number): number => {
  if (typeof ef !== 'number' && 'fixed' in ef) return ef.fixed;
  const { base, exponent } = growthOf(ef);
  const grown = Math.ceil(base * Math.max(1, rows / EF_GROWTH.referenceRows) ** exponent);
  return Math.min(EF_GROWTH.max, Math.max(base, grown));
};
/** ef_search as SQL text: a literal for a fixed list, else grown from the catalogue's row count (literals only, see tools/sql-literal.ts). */
export const efSearchSql = (ef: EfSearch): SQL => {
  if (typeof ef !== 'number' && 'fixed' in ef) return sql.raw(`'${integerOf(ef.fixed)}'`);
  const { base, exponent } = growthOf(ef);
  return sql.raw(`least(${EF_GROWTH.max}, greatest(${base}, ceil(${base} * power(greatest(1, `
    + `(select c.reltuples from pg_class c where c.oid = 'products'::regclass) / ${EF_GROWTH.referenceRows}), ${exponent}))))::int::text`);
};
const integerOf = (n: number): number => {
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`Not a candidate list size: ${String(n)}`);
  return n;
};

/** Upper bound of tuples an iterative scan visits before giving up (pgvector default 20,000). */
export const HNSW_MAX_SCAN_TUPLES = 40_000;

/** Every product column a caller reads back: all but the vector and the wide search document. */
export const productColumns = {
  id: products.id, productName: products.productName, brand: products.brand, price: products.price,
  priceTier: products.priceTier, imageUrl: products.imageUrl, productUrl: products.productUrl,
  affiliateUrl: products.affiliateUrl, retailerName: products.retailerName, category: products.category,
  productDescription: products.productDescription, color: products.color, tags: products.tags,
  influencerId: products.influencerId, createdAt: products.createdAt,
  formality: products.formality, warmth: products.warmth, seasons: products.seasons, occasions: products.occasions,
};

type GarmentAttributeColumn = 'formality' | 'warmth' | 'seasons' | 'occasions';
/** A product row; its garment attributes (tools/garments) are read by nearestProducts, not by the feed's own statements. */
export type NearestProductRow = Omit<typeof products.$inferSelect, 'styleVector' | 'searchDocument' | 'leadAesthetic' | GarmentAttributeColumn>
  & Partial<Pick<typeof products.$inferSelect, GarmentAttributeColumn>>;
export type NearestInfluencerRow = Omit<typeof influencerAccounts.$inferSelect, 'styleVector'>;
export type NearestPostRow = Omit<typeof influencerPosts.$inferSelect, 'styleVector'>;

type VectorColumn = typeof products.styleVector | typeof influencerAccounts.styleVector | typeof influencerPosts.styleVector;

interface SearchPlan {
  /** Sequential exact scan instead of the index. */
  exact: boolean;
  /** hnsw.ef_search for this query (see efSearchFor), grown with the catalogue unless fixed. */
  efSearch: EfSearch;
  /** hnsw.max_scan_tuples for this query; HNSW_MAX_SCAN_TUPLES unless the caller bounds it. */
  maxScanTuples?: number;
}

/**
 * The query vector for ORDER BY. For an index search it comes through a scalar subquery that first
 * applies this query's HNSW settings (see the top of this file); the planner still sees
 * `column <=> (InitPlan)`, which the HNSW index serves.
 */
const queryVector = (vector: StyleVector, plan: SearchPlan): SQL => {
  const literal = sql`${toPgVector(vector)}::vector`;
  if (plan.exact) return literal;
  return hnswQueryVector(literal, plan.efSearch, plan.maxScanTuples);
};

/**
 * Any vector expression (a literal, or a scalar subquery over a CTE such as the shopper's stored
 * taste) as the ORDER BY operand of an HNSW scan with this query's settings applied first.
 */
export const hnswQueryVector = (vector: SQL, efSearch: EfSearch, maxScanTuples: number = HNSW_MAX_SCAN_TUPLES): SQL =>
  sql`(select ${vector} from (select set_config('hnsw.ef_search', ${efSearchSql(efSearch)}, true),
    set_config('hnsw.iterative_scan', 'relaxed_order', true),
    set_config('hnsw.max_scan_tuples', ${String(maxScanTuples)}, true)) as hnsw_settings)`;

/**
 * The price-tier filter as a literal, never a bound parameter: the planner can only pick a tier's
 * partial HNSW index (products_vector_<tier>_idx, migration 0010) when it can prove the index's
 * `price_tier = '<tier>'` from the query text, and a generic plan of a prepared statement cannot.
 */
export const tierIs = (tier: PriceTier): SQL => sql`${products.priceTier} = ${sql.raw(`'${tierLiteral(tier)}'`)}`;

/** A known tier name, safe to inline (the enum is closed; anything else is a programming error). */
export const tierLiteral = (tier: PriceTier): PriceTier => {
  if (!PRICE_TIERS.includes(tier)) throw new Error(`Unknown price tier ${String(tier)}`);
  return tier;
};

/**
 * A known category as a literal, for the same reason as the tier: each category has its own
 * partial HNSW index (migration 0011), which the planner can only use when it can read the value.
 * Anything else (a category no index holds) stays a bound parameter and an ordinary filter.
 */
export const categoryIs = (category: string): { sql: SQL; indexed: boolean } =>
  (CATEGORIES as readonly string[]).includes(category)
    ? { sql: sql`${products.category} = ${sql.raw(`'${category}'`)}`, indexed: true }
    : { sql: eq(products.category, category), indexed: false };

/** Cosine distance (pgvector `<=>`), the operator the HNSW vector_cosine_ops indexes serve. */
const distanceTo = (column: VectorColumn, vector: SQL): SQL<number> => sql<number>`(${column} <=> ${vector})`;

/**
 * Runs `query` in a transaction with index scans off: an exact answer. Each statement is planned
 * afresh there: statements are prepared (postgres.js, pglite-statements.ts), and a generic plan the
 * same text cached outside would walk the index whatever enable_indexscan says.
 */
export const withExactScan = <T>(db: Database, query: (tx: Database) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    const scope = tx as unknown as Database;
    await scope.execute(sql`select set_config('enable_indexscan', 'off', true), set_config('plan_cache_mode', 'force_custom_plan', true)`);
    return query(scope);
  });

/** Runs `query` as it is, or, for an exact answer, with index scans off (withExactScan). */
const withSearchSettings = async <T>(db: Database, exact: boolean, query: (tx: Database) => Promise<T>): Promise<T> =>
  (exact ? withExactScan(db, query) : query(db));

const finish = <Row extends { styleVector: unknown; distance: number }>(rows: Row[]) =>
  rows
    .map(({ styleVector, distance, ...row }) => ({
      row,
      similarity: 1 - Number(distance),
      vector: parsePgVector(styleVector as string | number[]),
    }))
    .sort((a, b) => b.similarity - a.similarity);

export interface NearestProductsOptions {
  tier?: PriceTier;
  category?: string;
  limit: number;
  excludeIds?: string[];
  /** Sequential exact scan instead of the index (recall benchmarks, tests). */
  exact?: boolean;
  /** The query is a blend (a taste): searched wider, see efSearchForBlend. */
  blended?: boolean;
  /** Further conditions (an outfit's price band, formality, warmth): the iterative scan keeps going until enough rows pass. */
  where?: SQL[];
  /** Stop the iterative scan after visiting this many tuples (a selective filter that matches little fails fast). */
  maxScanTuples?: number;
  /** Another candidate list than the query's own (a base grown with the catalogue, or `fixed`: the benches). */
  efSearch?: EfSearch;
  /** Rows read from the index before the nearest `limit` are kept (past `ef`, the iterative scan walks on): Discover's own search in the feed bench. */
  read?: number;
}

const nearestProductsQuery = (tx: Database, vector: StyleVector, { tier, category, limit, excludeIds = [], exact = false, blended = false, where = [], maxScanTuples, efSearch, read }: NearestProductsOptions) => {
  const filters: SQL[] = [isNotNull(products.styleVector), ...where];
  // A tier is served by its own partial index, so it does not count as a filter on the scan.
  if (tier) filters.push(tierIs(tier));
  // A known category is served by its own partial index too; with a tier as well, one of the two is a filter.
  const categoryFilter = category ? categoryIs(category) : null;
  if (categoryFilter) filters.push(categoryFilter.sql);
  if (excludeIds.length) filters.push(notInArray(products.id, excludeIds));
  const filtered = categoryFilter !== null && (!categoryFilter.indexed || tier !== undefined);
  // A category's own graph is a tenth of the catalogue: fewer candidates reach the same recall there.
  const ownGraph = categoryFilter?.indexed === true && !filtered;
  // Excluded ids (a few owned pieces) cost only their own places in the candidate list.
  const asked = limit + excludeIds.length;
  const plan = {
    exact, efSearch: efSearch ?? (ownGraph ? efSearchForCategory(asked) : blended ? efSearchForBlend(asked, tier) : efSearchFor(asked, filtered)),
    ...(maxScanTuples !== undefined ? { maxScanTuples } : {}),
  };
  const search = tx.select({ ...productColumns, styleVector: products.styleVector, distance: distanceTo(products.styleVector, sql`${toPgVector(vector)}::vector`).as('distance') })
    .from(products)
    .where(and(...filters))
    .orderBy(distanceTo(products.styleVector, queryVector(vector, plan)));
  if (!read || read <= limit) return search.limit(limitLiteral(limit));
  // Read past the list (the iterative scan resumes its walk), keep the nearest: see DISCOVER_READ in feed-sections.ts.
  const candidates = search.limit(limitLiteral(read)).as('candidates');
  return tx.select().from(candidates).orderBy(candidates.distance, candidates.id).limit(limitLiteral(limit));
};

export const nearestProducts = async (
  db: Database,
  vector: StyleVector,
  options: NearestProductsOptions,
): Promise<{ product: NearestProductRow; similarity: number; vector: StyleVector }[]> => {
  const rows = await withSearchSettings(db, options.exact ?? false, (tx) => nearestProductsQuery(tx, vector, options));
  return finish(rows).map(({ row, similarity, vector: v }) => ({ product: row, similarity, vector: v }));
};

/** The query plan nearestProducts gets, under the same settings (tests and benchmarks check index use). */
export const explainNearestProducts = async (db: Database, vector: StyleVector, options: NearestProductsOptions): Promise<string> =>
  withSearchSettings(db, options.exact ?? false, async (tx) => {
    const rows = executedRows<Record<string, string>>(await tx.execute(sql`EXPLAIN ${nearestProductsQuery(tx, vector, options)}`));
    return rows.map((r) => r['QUERY PLAN'] ?? Object.values(r)[0]).join('\n');
  });

export const nearestInfluencers = async (
  db: Database,
  vector: StyleVector,
  { limit, excludeIds = [], exact = false }: { limit: number; excludeIds?: string[]; exact?: boolean },
): Promise<{ influencer: NearestInfluencerRow; similarity: number; vector: StyleVector }[]> => {
  const filters: SQL[] = [isNotNull(influencerAccounts.styleVector), eq(influencerAccounts.isActive, true)];
  if (excludeIds.length) filters.push(notInArray(influencerAccounts.id, excludeIds));
  const distance = distanceTo(influencerAccounts.styleVector, sql`${toPgVector(vector)}::vector`);
  // Accounts and posts are tables of their own that do not grow with the product catalogue: their lists stay fixed.
  const order = distanceTo(influencerAccounts.styleVector, queryVector(vector, { exact, efSearch: { fixed: efSearchFor(limit, true) } }));
  const rows = await withSearchSettings(db, exact, (tx) =>
    tx.select({
      id: influencerAccounts.id, handle: influencerAccounts.handle, displayName: influencerAccounts.displayName,
      profileImageUrl: influencerAccounts.profileImageUrl, category: influencerAccounts.category,
      isActive: influencerAccounts.isActive, aestheticUpdatedAt: influencerAccounts.aestheticUpdatedAt,
      createdAt: influencerAccounts.createdAt, styleVector: influencerAccounts.styleVector, distance,
    })
      .from(influencerAccounts)
      .where(and(...filters))
      .orderBy(order)
      .limit(limitLiteral(limit)));
  return finish(rows).map(({ row, similarity, vector: v }) => ({ influencer: row, similarity, vector: v }));
};

export const nearestPosts = async (
  db: Database,
  vector: StyleVector,
  { limit, since, exact = false }: { limit: number; since?: Date; exact?: boolean },
): Promise<{ post: NearestPostRow; similarity: number; vector: StyleVector }[]> => {
  const filters: SQL[] = [isNotNull(influencerPosts.styleVector)];
  if (since) filters.push(gte(influencerPosts.postedAt, since));
  const distance = distanceTo(influencerPosts.styleVector, sql`${toPgVector(vector)}::vector`);
  const order = distanceTo(influencerPosts.styleVector, queryVector(vector, { exact, efSearch: { fixed: efSearchFor(limit, !!since) } }));
  const rows = await withSearchSettings(db, exact, (tx) =>
    tx.select({
      id: influencerPosts.id, influencerId: influencerPosts.influencerId, platformPostId: influencerPosts.platformPostId,
      imageUrl: influencerPosts.imageUrl, caption: influencerPosts.caption, likeCount: influencerPosts.likeCount,
      commentCount: influencerPosts.commentCount, postedAt: influencerPosts.postedAt, topLiked: influencerPosts.topLiked,
      linkUrl: influencerPosts.linkUrl, createdAt: influencerPosts.createdAt, styleVector: influencerPosts.styleVector, distance,
    })
      .from(influencerPosts)
      .where(and(...filters))
      .orderBy(order)
      .limit(limitLiteral(limit)));
  return finish(rows).map(({ row, similarity, vector: v }) => ({ post: row, similarity, vector: v }));
};
