/**
 * Nearest-neighbour queries over style vectors (HNSW, cosine).
 *
 * pgvector applies WHERE filters after the index scan, so a plain filtered top-k query returns
 * fewer rows than asked once the filter is selective. Each query therefore runs in a transaction
 * that sets `hnsw.iterative_scan = relaxed_order` (pgvector 0.8): the scan keeps going until the
 * limit is met. relaxed_order may return rows slightly out of order, so rows are re-sorted here.
 * SET LOCAL keeps the settings on this transaction's connection (postgres.js pools connections).
 */
import { and, eq, gte, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { influencerAccounts, influencerPosts, products } from '../../server/db/schema.js';
import type { Database } from '../types.js';
import type { PriceTier } from './vocabulary.js';
import { parsePgVector, toPgVector, type StyleVector } from './style-vector.js';

/**
 * Candidate list size of the HNSW search (index built with the defaults m=16, ef_construction=64).
 * ef_search 100 measured recall@20 0.996 unfiltered and 0.988 with a price-tier filter at 100k
 * products, 33× faster than the exact scan (bench/vectors.bench.ts).
 */
export const HNSW_EF_SEARCH = 100;
/** Upper bound of tuples an iterative scan visits before giving up (pgvector default 20,000). */
export const HNSW_MAX_SCAN_TUPLES = 40_000;

const productColumns = {
  id: products.id, productName: products.productName, brand: products.brand, price: products.price,
  priceTier: products.priceTier, imageUrl: products.imageUrl, productUrl: products.productUrl,
  affiliateUrl: products.affiliateUrl, retailerName: products.retailerName, category: products.category,
  productDescription: products.productDescription, color: products.color, tags: products.tags,
  influencerId: products.influencerId, createdAt: products.createdAt,
};

export type NearestProductRow = Omit<typeof products.$inferSelect, 'styleVector' | 'searchDocument'>;
export type NearestInfluencerRow = Omit<typeof influencerAccounts.$inferSelect, 'styleVector'>;
export type NearestPostRow = Omit<typeof influencerPosts.$inferSelect, 'styleVector'>;

type VectorColumn = typeof products.styleVector | typeof influencerAccounts.styleVector | typeof influencerPosts.styleVector;

/** Cosine distance (pgvector `<=>`), the operator the HNSW vector_cosine_ops indexes serve. */
const distanceTo = (column: VectorColumn, vector: StyleVector): SQL<number> =>
  sql<number>`(${column} <=> ${toPgVector(vector)}::vector)`;

/** Runs `query` with the index settings above, or with index scans off for an exact answer. */
const withSearchSettings = async <T>(db: Database, exact: boolean, query: (tx: Database) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    const scope = tx as unknown as Database;
    // One statement instead of three SETs: each round trip costs a WASM call in PGlite.
    if (exact) {
      await scope.execute(sql`select set_config('enable_indexscan', 'off', true)`);
    } else {
      await scope.execute(sql`select set_config('hnsw.ef_search', ${String(HNSW_EF_SEARCH)}, true),
        set_config('hnsw.iterative_scan', 'relaxed_order', true),
        set_config('hnsw.max_scan_tuples', ${String(HNSW_MAX_SCAN_TUPLES)}, true)`);
    }
    return query(scope);
  });

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
}

const nearestProductsQuery = (tx: Database, vector: StyleVector, { tier, category, limit, excludeIds = [] }: NearestProductsOptions) => {
  const filters: SQL[] = [isNotNull(products.styleVector)];
  if (tier) filters.push(eq(products.priceTier, tier));
  if (category) filters.push(eq(products.category, category));
  if (excludeIds.length) filters.push(notInArray(products.id, excludeIds));
  const distance = distanceTo(products.styleVector, vector);
  return tx.select({ ...productColumns, styleVector: products.styleVector, distance })
    .from(products)
    .where(and(...filters))
    .orderBy(distance)
    .limit(limit);
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
    const result: unknown = await tx.execute(sql`EXPLAIN ${nearestProductsQuery(tx, vector, options)}`);
    // PGlite answers { rows }, postgres.js an array of rows.
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
    return rows.map((r) => r['QUERY PLAN'] ?? Object.values(r)[0]).join('\n');
  });

export const nearestInfluencers = async (
  db: Database,
  vector: StyleVector,
  { limit, excludeIds = [], exact = false }: { limit: number; excludeIds?: string[]; exact?: boolean },
): Promise<{ influencer: NearestInfluencerRow; similarity: number; vector: StyleVector }[]> => {
  const filters: SQL[] = [isNotNull(influencerAccounts.styleVector), eq(influencerAccounts.isActive, true)];
  if (excludeIds.length) filters.push(notInArray(influencerAccounts.id, excludeIds));
  const distance = distanceTo(influencerAccounts.styleVector, vector);
  const rows = await withSearchSettings(db, exact, (tx) =>
    tx.select({
      id: influencerAccounts.id, handle: influencerAccounts.handle, displayName: influencerAccounts.displayName,
      profileImageUrl: influencerAccounts.profileImageUrl, category: influencerAccounts.category,
      isActive: influencerAccounts.isActive, aestheticUpdatedAt: influencerAccounts.aestheticUpdatedAt,
      createdAt: influencerAccounts.createdAt, styleVector: influencerAccounts.styleVector, distance,
    })
      .from(influencerAccounts)
      .where(and(...filters))
      .orderBy(distance)
      .limit(limit));
  return finish(rows).map(({ row, similarity, vector: v }) => ({ influencer: row, similarity, vector: v }));
};

export const nearestPosts = async (
  db: Database,
  vector: StyleVector,
  { limit, since, exact = false }: { limit: number; since?: Date; exact?: boolean },
): Promise<{ post: NearestPostRow; similarity: number; vector: StyleVector }[]> => {
  const filters: SQL[] = [isNotNull(influencerPosts.styleVector)];
  if (since) filters.push(gte(influencerPosts.postedAt, since));
  const distance = distanceTo(influencerPosts.styleVector, vector);
  const rows = await withSearchSettings(db, exact, (tx) =>
    tx.select({
      id: influencerPosts.id, influencerId: influencerPosts.influencerId, platformPostId: influencerPosts.platformPostId,
      imageUrl: influencerPosts.imageUrl, caption: influencerPosts.caption, likeCount: influencerPosts.likeCount,
      commentCount: influencerPosts.commentCount, postedAt: influencerPosts.postedAt, topLiked: influencerPosts.topLiked,
      linkUrl: influencerPosts.linkUrl, createdAt: influencerPosts.createdAt, styleVector: influencerPosts.styleVector, distance,
    })
      .from(influencerPosts)
      .where(and(...filters))
      .orderBy(distance)
      .limit(limit));
  return finish(rows).map(({ row, similarity, vector: v }) => ({ post: row, similarity, vector: v }));
};
