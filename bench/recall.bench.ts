/**
 * `npm run bench -- recall`: what each HNSW candidate list (ef_search) buys, per query the app runs,
 * at each catalogue size — recall@20 against the same statement scanning exactly, and the indexed
 * statement's p50/p95 — so the catalogue-grown ef of tools/recommendations/nearest.ts can be chosen
 * from a measured curve. The queries: the feed's recommended, similar and Discover statements and
 * the Budget tab (a tier's own graph); a category's own graph three ways: with the shopper's taste as
 * it is (`category`, the hardest query such a graph gets), with the look re-aimed at an outfit slot
 * as outfits.suggest and looks.complete send it (`outfit_slot`, and `outfit_slot_filtered` with an
 * outfit's constraints as SQL and the relaxed rung's scan bound), and a product's own vector as
 * products.similar sends it (`similar_products`); and find_similar_influencers_by_handle. Each ladder step fixes ef;
 * the `grown` row is the app's own choice at that size. Exact answers are read first, then every
 * indexed run (interleaved, every index search would follow a full scan that pushed the graph out of
 * the cache). Prints, never asserts.
 *
 * BENCH_RECALL_SIZES (default 10000,100000, and 300000 on PostgreSQL), BENCH_RECALL_EF (default
 * 100,200,300,400,600,800), BENCH_RECALL_SHOPPERS (default 24), BENCH_RECALL_QUERIES (default all: a
 * comma-separated list of the query names above, to time a few at 1M). Catalogues are the feed bench's.
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { fittingRoomItems, userStyleProfiles, users } from '../server/db/schema.js';
import { SECTIONS, type SectionQuery } from '../tools/recommendations/feed-sections.js';
import { efSearchForBlend, efSearchForCategory, efSearchForDiscover, efSearchForSeeds, grownEfSearch, nearestProducts, withExactScan, type EfSearch } from '../tools/recommendations/nearest.js';
import { blendVectors, parsePgVector, type StyleVector } from '../tools/recommendations/style-vector.js';
import { CATEGORIES } from '../tools/recommendations/vocabulary.js';
import { SCAN_TUPLES, catalogueConditions } from '../tools/outfits/engine.js';
import { STRICT, judgementOf, priceBandFor } from '../tools/outfits/judgement.js';
import type { OutfitConstraints } from '../tools/outfits/constraints.js';
import { OUTFIT_SLOTS, SLOT_CATEGORIES } from '../tools/outfits/rules.js';
import { queryVectorForSlot } from '../tools/outfits/vectors.js';
import { executedRows } from '../tools/db-rows.js';
import type { Database } from '../tools/types.js';
import { createRandom } from '../server/demo/prng.js';
import { mean, percentile, recallAt, round, type BenchModule } from './lib.js';
import { benchEngine, openCatalogue } from './catalogue-fixture.js';
import { catalogueRows } from './catalogue-size.js';

const numbers = (value: string | undefined): number[] | undefined => {
  const list = value?.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  return list?.length ? list : undefined;
};
const sizes = () => numbers(process.env.BENCH_RECALL_SIZES) ?? (benchEngine() === 'postgres' ? [10_000, 100_000, 300_000] : [10_000, 100_000]);
const ladder = () => numbers(process.env.BENCH_RECALL_EF) ?? [100, 200, 300, 400, 600, 800];
const shopperCount = () => numbers(process.env.BENCH_RECALL_SHOPPERS)?.[0] ?? 24;
/** Rows Discover reads from the index before keeping its 20 (`discover_read<N>` queries): BENCH_RECALL_READ, default 1500,2000,3000. */
const reads = () => numbers(process.env.BENCH_RECALL_READ) ?? [1_500, 2_000, 3_000];
const queries = () => process.env.BENCH_RECALL_QUERIES?.split(',').map((q) => q.trim()).filter(Boolean);
/** Occasion × temperature × budget as outfits.suggest receives them (the outfits bench's), cycled shopper by shopper. */
const CONSTRAINTS: readonly OutfitConstraints[] = [
  { occasion: 'wedding-guest', temperature_c: 24, max_price: 300 },
  { occasion: 'office', temperature_c: 8, rain: true },
  { occasion: 'beach', temperature_c: 31, max_price: 80 },
  { occasion: 'date', temperature_c: 14, min_price: 100, max_price: 400 },
  { occasion: 'interview', temperature_c: 2, max_price: 250 },
];
/** Each slot's graph in turn: a slot with two categories (accessories) searches both, here one per shopper. */
const SLOT_SEARCHES = OUTFIT_SLOTS.flatMap((slot) => SLOT_CATEGORIES[slot].map((category) => ({ slot, category })));
/** Timed runs of each indexed query per step. */
const REPEATS = 3;
const K = 20;

interface Ranked { similarity: number }
type Probe = (db: Database, ef: { fixed: number } | undefined) => Promise<Ranked[]>;

/**
 * Shoppers written straight into the tables (no HTTP): a taste blended from six products, three of
 * them saved (Similar's seeds, Discover's exclusions). Deterministic per size.
 */
const makeShoppers = async (db: Database, size: number, count: number) => {
  const run = Date.now().toString(36);
  const rng = createRandom(size);
  const shoppers: { id: string; taste: StyleVector; product: { id: string; category: string; vector: StyleVector } }[] = [];
  for (let k = 0; k < count; k++) {
    // A random id, and the first product from it: an OFFSET into a million rows walks them all (15 s a pick at 1M).
    const starts = Array.from({ length: 6 }, () => rng.uuid());
    const picks = [];
    for (const start of starts) {
      const [row] = executedRows<{ id: string; style_vector: string; product_name: string; category: string }>(await db.execute(
        sql`select id, style_vector::text as style_vector, product_name, category from products where style_vector is not null and id >= ${start}::uuid order by id limit 1`));
      if (row) picks.push(row);
    }
    const taste = blendVectors(picks.map((p) => ({ vector: parsePgVector(p.style_vector), weight: 1 })));
    const id = `recall-${size}-${k}-${run}`;
    await db.insert(users).values({ id, name: 'recall bench', email: `${id}@example.com` });
    await db.insert(userStyleProfiles).values({ userId: id, styleVector: taste, learningConfidence: 0.5 });
    await db.insert(fittingRoomItems).values(picks.slice(0, 3).map((p) => ({ userId: id, itemName: p.product_name, externalProductId: p.id })));
    const last = picks.at(-1)!;
    shoppers.push({ id, taste, product: { id: last.id, category: last.category, vector: parsePgVector(last.style_vector) } });
  }
  return shoppers;
};

const section = (name: keyof typeof SECTIONS, extra: Partial<SectionQuery> = {}) =>
  (userId: string): Probe => async (db, ef) => {
    const answer = await SECTIONS[name]({ db, userId, limit: K, favoriteIds: [], ...extra, ...(ef ? { efSearch: ef } : {}) });
    return answer.candidates.map((c) => ({ similarity: c.similarity ?? 0 }));
  };

const recallAtSize = async (size: number) => {
  const fixture = await openCatalogue({ products: size, influencers: 300, posts: 3000 });
  const { db } = fixture.handle;
  try {
    const rows = await catalogueRows(db);
    const shoppers = await makeShoppers(db, size, shopperCount());
    const handles = executedRows<{ handle: string }>(await db.execute(sql`select handle from influencer_accounts where style_vector is not null order by handle limit ${shopperCount()}`)).map((r) => r.handle);
    const all: Record<string, { probe: Probe; base: EfSearch }[]> = {
      recommended: shoppers.map((s) => ({ probe: section('recommended')(s.id), base: efSearchForBlend(K) })),
      similar: shoppers.map((s) => ({ probe: section('similar')(s.id), base: efSearchForSeeds(K) })),
      discover: shoppers.map((s) => ({ probe: section('discover')(s.id), base: efSearchForDiscover(K) })),
      // Discover reading more rows than its list from the index (the iterative scan resumes the walk), the nearest 20 kept.
      ...Object.fromEntries(reads().map((read) => [`discover_read${read}`,
        shoppers.map((s) => ({ probe: section('discover', { read })(s.id), base: efSearchForDiscover(K) }))])),
      budget_tab: shoppers.map((s) => ({ probe: section('recommended', { tier: 'budget' })(s.id), base: efSearchForBlend(K, 'budget') })),
      // outfits.suggest and looks.complete search one category's own graph (limit 8–24 there; 20 here).
      category: shoppers.map((s, i) => ({
        base: efSearchForCategory(K),
        probe: async (d: Database, ef: { fixed: number } | undefined) =>
          (await nearestProducts(d, s.taste, { category: CATEGORIES[i % CATEGORIES.length]!, limit: K, ...(ef ? { efSearch: ef } : {}) })),
      })),
      // What they really send a category's graph: the look with its garment dimensions replaced by the slot's.
      outfit_slot: shoppers.map((s, i) => {
        const { slot, category } = SLOT_SEARCHES[i % SLOT_SEARCHES.length]!;
        return {
          base: efSearchForCategory(K),
          probe: async (d: Database, ef: { fixed: number } | undefined) =>
            nearestProducts(d, queryVectorForSlot(s.taste, slot), { category, limit: K, ...(ef ? { efSearch: ef } : {}) }),
        };
      }),
      // The same with an outfit's constraints as SQL (price band, occasion, warmth, season): the iterative scan
      // passes over what fails them, up to the relaxed rung's bound (SCAN_TUPLES.relaxed), as the engine searches.
      outfit_slot_filtered: shoppers.map((s, i) => {
        const { slot, category } = SLOT_SEARCHES[i % SLOT_SEARCHES.length]!;
        const constraints = CONSTRAINTS[i % CONSTRAINTS.length]!;
        const where = catalogueConditions(slot, judgementOf(constraints, priceBandFor(constraints, null, []), []), STRICT);
        return {
          base: efSearchForCategory(K),
          probe: async (d: Database, ef: { fixed: number } | undefined) => nearestProducts(d, queryVectorForSlot(s.taste, slot), {
            category, limit: K, where, maxScanTuples: SCAN_TUPLES.relaxed, ...(ef ? { efSearch: ef } : {}),
          }),
        };
      }),
      // products.similar: a product's own vector in its own category's graph, itself left out.
      similar_products: shoppers.map((s) => ({
        base: efSearchForCategory(K + 1),
        probe: async (d: Database, ef: { fixed: number } | undefined) => nearestProducts(d, s.product.vector, {
          category: s.product.category, limit: K, excludeIds: [s.product.id], ...(ef ? { efSearch: ef } : {}),
        }),
      })),
    };
    const chosen = queries();
    const probes = chosen ? Object.fromEntries(Object.entries(all).filter(([name]) => chosen.includes(name))) : all;
    const exactAnswers: Record<string, Ranked[][]> = {};
    for (const [name, list] of Object.entries(probes)) {
      // Reading more rows changes nothing in an exact scan: Discover's own exact answers serve its reads.
      if (name.startsWith('discover_read') && exactAnswers.discover) {
        exactAnswers[name] = exactAnswers.discover;
        continue;
      }
      exactAnswers[name] = [];
      for (const { probe } of list) exactAnswers[name]!.push(await withExactScan(db, (tx) => probe(tx, undefined)));
    }
    const out: Record<string, unknown> = {};
    for (const [name, list] of Object.entries(probes)) {
      const steps: Record<string, unknown> = {};
      const efs: ({ fixed: number } | undefined)[] = [undefined, ...ladder().map((fixed) => ({ fixed }))];
      for (const ef of efs) {
        const recalls: number[] = [];
        const ms: number[] = [];
        for (let r = 0; r < REPEATS; r++) {
          for (const [i, { probe }] of list.entries()) {
            const started = performance.now();
            const answer = await probe(db, ef);
            ms.push(performance.now() - started);
            if (r === 0) recalls.push(recallAt(answer, exactAnswers[name]![i]!));
          }
        }
        const label = ef ? `ef${ef.fixed}` : `grown_ef${grownEfSearch(list[0]!.base, rows)}`;
        steps[label] = { recall_at_20: round(mean(recalls), 3), min: round(Math.min(...recalls), 2), p50: round(percentile(ms, 50)), p95: round(percentile(ms, 95)) };
      }
      out[name] = steps;
    }
    // Influencer accounts: a table of their own (300 in this catalogue), fixed ef in the function.
    const influencerRecall: number[] = [];
    for (const handle of chosen && !chosen.includes('similar_influencers') ? [] : handles) {
      const indexed = executedRows<{ similarity_score: number }>(await db.execute(sql`select * from find_similar_influencers_by_handle(${handle}, 0, 20)`));
      const exact = await withExactScan(db, async (tx) => executedRows<{ similarity_score: number }>(await tx.execute(sql`select * from find_similar_influencers_by_handle(${handle}, 0, 20)`)));
      influencerRecall.push(recallAt(indexed.map((r) => ({ similarity: Number(r.similarity_score) })), exact.map((r) => ({ similarity: Number(r.similarity_score) }))));
    }
    if (influencerRecall.length) out.similar_influencers = { recall_at_20: round(mean(influencerRecall), 3), accounts: handles.length };
    return { products: rows, engine: fixture.handle.kind, load_average_1m_at_start: round(loadavg()[0]!, 2), ...out };
  } finally {
    await db.execute(sql`delete from ${users} where ${users.id} like 'recall-%'`).catch(() => undefined);
    await fixture.handle.close();
  }
};

export default {
  name: 'recall',
  async run() {
    const out: Record<string, unknown> = { target_recall_at_20: 0.98 };
    for (const size of sizes()) out[`p${size / 1000}k`] = await recallAtSize(size);
    return out;
  },
} satisfies BenchModule;
