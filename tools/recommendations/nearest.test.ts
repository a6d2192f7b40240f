/**
 * Filtered nearest-neighbour queries on a catalogue big enough that the planner uses the HNSW index
 * (below about 5k rows it scans sequentially and hides the post-filtering problem).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulk } from '../../server/db/seed.js';
import { createTestDatabase } from '../../server/test/db.js';
import { silentLogger } from '../../server/log.js';
import type { DatabaseHandle } from '../../server/db/client.js';
import { explainNearestProducts, nearestInfluencers, nearestPosts, nearestProducts } from './nearest.js';
import { toPgVector, vectorFromText } from './style-vector.js';
import { executedRows } from '../db-rows.js';
import { discoverStatement, recommendedStatement } from './feed-sections.js';

const PRODUCTS = 6_000;
let database: DatabaseHandle;
const query = vectorFromText('minimalist black tailored wool blazer for the office');

beforeAll(async () => {
  database = await createTestDatabase();
  await seedBulk(database.db, silentLogger, { products: PRODUCTS, influencers: 60, posts: 600, seed: 7, now: new Date('2026-01-15T12:00:00Z') });
}, 240_000);
afterAll(async () => database?.close());

describe('nearestProducts', () => {
  it('searches each price tier through its own partial HNSW index, and the whole catalogue through the full one', async () => {
    for (const tier of ['budget', 'mid', 'luxury'] as const) {
      const plan = await explainNearestProducts(database.db, query, { tier, limit: 20 });
      expect(plan, tier).toContain(`Index Scan using products_vector_${tier}_idx`);
      // The tier is the index's own predicate: nothing is left to filter after the scan.
      expect(plan, tier).not.toMatch(/Filter:.*price_tier/);
    }
    const all = await explainNearestProducts(database.db, query, { limit: 20 });
    expect(all).toContain('Index Scan using products_vector_idx');
  });

  it('searches a category (an outfit slot, a missing piece of a look) through that category\'s own partial index', async () => {
    for (const category of ['Shoes', 'Bags', 'Jewelry'] as const) {
      const plan = await explainNearestProducts(database.db, query, { category, limit: 12 });
      expect(plan, category).toContain(`Index Scan using products_vector_cat_${category.toLowerCase()}_idx`);
      expect(plan, category).not.toMatch(/Filter:.*category/);
    }
  });

  it('a category\'s own graph, at its smaller candidate list, finds what an exact scan finds', async () => {
    // Eight looks, so one unlucky graph walk (PostgreSQL seeds each build's levels at random) weighs little.
    const queries = [
      'black leather ankle boots', 'cream silk evening clutch', 'gold minimalist hoop earrings', 'camel wool coat',
      'white canvas sneakers', 'red satin party bag', 'silver statement necklace', 'navy tailored trench',
    ].map((t) => vectorFromText(t));
    let found = 0;
    let asked = 0;
    for (const q of queries) {
      for (const category of ['Shoes', 'Bags', 'Jewelry', 'Outerwear']) {
        // Generated products share vectors, so ties are counted by similarity, not by id.
        const approximate = await nearestProducts(database.db, q, { category, limit: 8 });
        const exact = await nearestProducts(database.db, q, { category, limit: 8, exact: true });
        const eighth = exact.at(-1)!.similarity;
        found += approximate.filter((r) => r.similarity >= eighth - 1e-9).length;
        asked += exact.length;
      }
    }
    expect(found / asked).toBeGreaterThanOrEqual(0.95);
  });

  it('the feed\'s one-statement section still walks the HNSW graph, a tier its own', async () => {
    const plan = async (tier?: 'budget' | 'luxury') => executedRows<Record<string, string>>(
      await database.db.execute(sql`EXPLAIN ${recommendedStatement({ userId: 'nobody', tier, limit: 20 })}`),
    ).map((r) => Object.values(r)[0]).join('\n');
    expect(await plan()).toContain('Index Scan using products_vector_idx');
    expect(await plan('budget')).toContain('Index Scan using products_vector_budget_idx');
    expect(await plan('luxury')).toContain('Index Scan using products_vector_luxury_idx');
  });

  it('Discover\'s statement runs one of its two searches, by a one-time test of the catalogue\'s size; below 500k the graph walk', async () => {
    const text = executedRows<Record<string, string>>(
      await database.db.execute(sql`EXPLAIN ${discoverStatement({ db: database.db, userId: 'nobody', limit: 20, favoriteIds: [] })}`),
    ).map((r) => Object.values(r)[0]).join('\n');
    // The narrow search (below 500k products) walks the graph; the wide one reads 1,500 rows, a quarter of this
    // 6k test catalogue, which the planner reads faster by a scan (at 1M it walks the graph: docs/PERFORMANCE.md).
    expect(text).toMatch(/One-Time Filter: [^\n]*< '500000'[^\n]*\n\s*->\s+Index Scan using products_vector_idx/);
    expect(text).toMatch(/One-Time Filter: [^\n]*>= '500000'/);
  });

  it('reading past the list keeps the nearest of what it read: never fewer found than the plain search', async () => {
    const plain = await nearestProducts(database.db, query, { limit: 20, efSearch: { fixed: 10 } });
    const wide = await nearestProducts(database.db, query, { limit: 20, efSearch: { fixed: 10 }, read: 400 });
    const exact = await nearestProducts(database.db, query, { limit: 20, exact: true });
    const kth = exact.at(-1)!.similarity;
    const found = (rows: typeof exact) => rows.filter((r) => r.similarity >= kth - 1e-9).length;
    expect(wide).toHaveLength(20);
    expect(found(wide)).toBeGreaterThanOrEqual(found(plain));
    expect(found(wide)).toBe(20);
  });

  it('returns the full limit for a filtered query, all matching the filter, best first', async () => {
    for (const options of [{ tier: 'luxury' as const }, { tier: 'budget' as const, category: 'Shoes' }, { category: 'Jewelry' }]) {
      const results = await nearestProducts(database.db, query, { ...options, limit: 20 });
      expect(results).toHaveLength(20);
      for (const r of results) {
        if ('tier' in options && options.tier) expect(r.product.priceTier).toBe(options.tier);
        if ('category' in options && options.category) expect(r.product.category).toBe(options.category);
        expect(r.vector).toHaveLength(query.length);
      }
      const similarities = results.map((r) => r.similarity);
      expect(similarities).toEqual([...similarities].sort((a, b) => b - a));
    }
  });

  it('without iterative scans the same filtered query comes back short (why the setting exists)', async () => {
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL hnsw.iterative_scan = off`);
      await tx.execute(sql`SET LOCAL hnsw.ef_search = 40`);
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      const result: unknown = await tx.execute(sql`
        SELECT id FROM products WHERE price_tier = 'luxury' AND category = 'Jewelry'
        ORDER BY style_vector <=> ${toPgVector(query)}::vector LIMIT 20`);
      return executedRows<unknown>(result);
    });
    expect(rows.length).toBeLessThan(20);
  });

  it('agrees with the exact scan on the best matches', async () => {
    const indexed = await nearestProducts(database.db, query, { tier: 'mid', limit: 20 });
    const exact = await nearestProducts(database.db, query, { tier: 'mid', limit: 20, exact: true });
    expect(exact).toHaveLength(20);
    // Ties are common with a named vocabulary, so compare by distance, not by id.
    const kth = exact[exact.length - 1]!.similarity;
    const hits = indexed.filter((r) => r.similarity >= kth - 1e-9).length;
    expect(hits / exact.length).toBeGreaterThanOrEqual(0.95);
    expect(indexed[0]!.similarity).toBeCloseTo(exact[0]!.similarity, 6);
  });

  it('leaves out excluded ids', async () => {
    const first = await nearestProducts(database.db, query, { limit: 5 });
    const excludeIds = first.slice(0, 3).map((r) => r.product.id);
    const next = await nearestProducts(database.db, query, { limit: 5, excludeIds });
    expect(next).toHaveLength(5);
    expect(next.map((r) => r.product.id)).not.toContain(excludeIds[0]);
  });
});

describe('nearestInfluencers and nearestPosts', () => {
  it('return the limit, best first, within the time window for posts', async () => {
    const influencers = await nearestInfluencers(database.db, query, { limit: 6 });
    expect(influencers).toHaveLength(6);
    const excluded = await nearestInfluencers(database.db, query, { limit: 6, excludeIds: [influencers[0]!.influencer.id] });
    expect(excluded.map((r) => r.influencer.id)).not.toContain(influencers[0]!.influencer.id);

    const since = new Date('2025-12-31T00:00:00Z');
    const posts = await nearestPosts(database.db, query, { limit: 10, since });
    expect(posts).toHaveLength(10);
    for (const p of posts) expect(p.post.postedAt.getTime()).toBeGreaterThanOrEqual(since.getTime());
  });
});
