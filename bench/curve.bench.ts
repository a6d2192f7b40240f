/**
 * `npm run bench -- curve`: the raw taste query's cost curve, every size in one run. The catalogues
 * (10k, 100k, 300k, 1M by default on PostgreSQL; 10k and 100k on PGlite) are open at once — with
 * BENCH_DATABASE_URL, one database each on the same server — and the same shoppers' tastes query every
 * size in turn, query by query (each shopper's queries in a shuffled order of sizes, many rounds), so a
 * busy moment on a shared machine slows every size alike and the ratio between sizes holds.
 *
 * The query is the feed's raw taste query (`nearestProducts` with a blended vector, limit 20, the
 * whole catalogue's graph, the app's own candidate list grown with the catalogue). Per size: p50/p95,
 * the ef used, recall@20 against an exact scan of the same catalogue (mean and lowest shopper), the
 * whole catalogue's graph size, and, on PostgreSQL, the shared-buffer hits and reads of the timed
 * rounds (reads are pages that were not in shared buffers). At the top: `raw_taste_query_p95_1m_over_100k`
 * (target ≤ 2), the p50 ratio, the load average, the server's shared_buffers and whether every open
 * catalogue's graphs fit in it: on one server the catalogues share the buffers, and a 1M catalogue
 * whose graphs do not fit evicts the 100k's pages too, which slows 100k and flatters the ratio.
 *
 * BENCH_CURVE_SIZES (comma-separated products), BENCH_CURVE_ROUNDS (default 20), BENCH_CURVE_SHOPPERS
 * (default 24), BENCH_CURVE_SEED (default 33: which products the tastes are blended from; another seed is
 * another set of tastes). BENCH_CURVE_EF (`100000:800,1000000:1000`) runs those sizes at a fixed
 * candidate list instead of the app's own, to weigh another list in one run (the output says so).
 * Catalogues are the feed bench's (catalogue-fixture.ts). Prints figures; asserts nothing.
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { efSearchForBlend, grownEfSearch, nearestProducts } from '../tools/recommendations/nearest.js';
import { blendVectors, parsePgVector, type StyleVector } from '../tools/recommendations/style-vector.js';
import { executedRows } from '../tools/db-rows.js';
import type { Database } from '../tools/types.js';
import { createRandom } from '../server/demo/prng.js';
import { BulkCapacityError } from '../server/db/bulk-capacity.js';
import { mean, p50p95, recallAt, round, type BenchModule } from './lib.js';
import { benchEngine, catalogueKey, openCatalogue, type Fixture } from './catalogue-fixture.js';
import { catalogueRows, storageFigures } from './catalogue-size.js';

const numbers = (value: string | undefined): number[] | undefined => {
  const list = value?.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  return list?.length ? list : undefined;
};
const sizes = () => numbers(process.env.BENCH_CURVE_SIZES) ?? (benchEngine() === 'postgres' ? [10_000, 100_000, 300_000, 1_000_000] : [10_000, 100_000]);
/** Rounds over every shopper: 20 × 24 = 480 samples per size, so a p95 rests on 24 beyond it. */
const ROUNDS = numbers(process.env.BENCH_CURVE_ROUNDS)?.[0] ?? 20;
const SHOPPERS = numbers(process.env.BENCH_CURVE_SHOPPERS)?.[0] ?? 24;
const SEED = numbers(process.env.BENCH_CURVE_SEED)?.[0] ?? 33;
/** Fixed lists per size (`size:ef`, comma-separated), where the run weighs another list than the app's. */
const fixedEf = (): Map<number, number> => {
  const entries = (process.env.BENCH_CURVE_EF ?? '').split(',').filter(Boolean).map((pair) => {
    const [size, ef] = pair.split(':').map(Number);
    if (!Number.isInteger(size) || !Number.isInteger(ef) || size! < 1 || ef! < 1 || ef! > 1_000) {
      throw new Error(`BENCH_CURVE_EF: "${pair}" is not size:ef with ef between 1 and 1,000`);
    }
    return [size!, ef!] as const;
  });
  return new Map(entries);
};
/** Untimed rounds first: every size's graph read once, so no size is timed from a cold cache. */
const WARMUP = 2;
const K = 20;

/**
 * Tastes as the recall bench makes them: six products blended, from one catalogue (the 100k when it
 * runs), the same vectors for every size. A random id and the first product from it (an OFFSET into
 * a million rows walks them all).
 */
const tastesFrom = async (db: Database, count: number, seed: number): Promise<StyleVector[]> => {
  const rng = createRandom(seed);
  const tastes: StyleVector[] = [];
  for (let k = 0; k < count; k++) {
    const picks: StyleVector[] = [];
    for (let j = 0; j < 6; j++) {
      const [row] = executedRows<{ v: string }>(await db.execute(
        sql`select style_vector::text as v from products where style_vector is not null and id >= ${rng.uuid()}::uuid order by id limit 1`));
      if (row) picks.push(parsePgVector(row.v));
    }
    tastes.push(blendVectors(picks.map((vector) => ({ vector, weight: 1 }))));
  }
  return tastes;
};

/** Shared-buffer hits and reads of this database so far (PostgreSQL; PGlite has no such statistics worth reading). */
const bufferCounts = async (db: Database): Promise<{ hit: number; read: number }> => {
  const [row] = executedRows<{ hit: string; read: string }>(await db.execute(
    sql`select blks_hit::text as hit, blks_read::text as read from pg_stat_database where datname = current_database()`));
  return { hit: Number(row?.hit ?? 0), read: Number(row?.read ?? 0) };
};

const setting = async (db: Database, name: string): Promise<string> =>
  executedRows<{ v: string }>(await db.execute(sql`select current_setting(${name}) as v`))[0]!.v;
const settingBytes = async (db: Database, name: string): Promise<number> =>
  Number(executedRows<{ b: string }>(await db.execute(sql`select pg_size_bytes(current_setting(${name}))::text as b`))[0]!.b);

interface Opened { size: number; fixture: Fixture; rows: number }

export default {
  name: 'curve',
  async run() {
    const out: Record<string, unknown> = { targets: { raw_taste_query_p95_1m_over_100k: 2, recall_at_20: 0.98 } };
    const opened: Opened[] = [];
    try {
      for (const size of sizes()) {
        try {
          const fixture = await openCatalogue({ products: size, influencers: 300, posts: 3000 });
          opened.push({ size, fixture, rows: await catalogueRows(fixture.handle.db) });
        } catch (error) {
          if (!(error instanceof BulkCapacityError)) throw error;
          console.error(`  ${size.toLocaleString('en-US')} products refused: ${error.message}`);
          out[`p${size / 1000}k`] = { refused: error.message };
        }
      }
      if (opened.length === 0) return out;
      const source = opened.find((o) => o.size === 100_000) ?? opened[0]!;
      const tastes = await tastesFrom(source.fixture.handle.db, SHOPPERS, SEED);
      const fixed = fixedEf();
      const postgresEngine = source.fixture.handle.kind === 'postgres';

      const search = (o: Opened, taste: StyleVector) => {
        const ef = fixed.get(o.size);
        return nearestProducts(o.fixture.handle.db, taste, { limit: K, blended: true, ...(ef ? { efSearch: { fixed: ef } } : {}) });
      };
      const exact = await Promise.all(opened.map((o) => Promise.all(tastes.map((t) => nearestProducts(o.fixture.handle.db, t, { limit: K, exact: true })))));
      const storage = await Promise.all(opened.map((o) => storageFigures(o.fixture.handle.db)));

      for (let r = 0; r < WARMUP; r++) for (const taste of tastes) for (const o of opened) await search(o, taste);
      const before = postgresEngine ? await Promise.all(opened.map((o) => bufferCounts(o.fixture.handle.db))) : [];
      const samples = opened.map(() => [] as number[]);
      const recall = opened.map(() => [] as number[]);
      const loadAtStart = loadavg()[0]!;
      const indexes = opened.map((_, i) => i);
      for (let r = 0; r < ROUNDS; r++) {
        for (let k = 0; k < tastes.length; k++) {
          // The sizes alternate query by query, in a seeded shuffled order (the same in every run).
          for (const i of createRandom(r * 10_007 + k + 1).sample(indexes, indexes.length)) {
            const started = performance.now();
            const found = await search(opened[i]!, tastes[k]!);
            samples[i]!.push(performance.now() - started);
            if (r === 0) recall[i]!.push(recallAt(found, exact[i]![k]!));
          }
        }
      }
      const loadAtEnd = loadavg()[0]!;
      const after = postgresEngine ? await Promise.all(opened.map((o) => bufferCounts(o.fixture.handle.db))) : [];

      const graphsMb = storage.reduce((sum, s) => sum + s.hnsw_mb.whole_catalogue + s.hnsw_mb.tiers + s.hnsw_mb.categories, 0);
      const db = source.fixture.handle.db;
      out.engine = source.fixture.handle.kind;
      out.catalogue_key = catalogueKey();
      out.rounds = ROUNDS;
      out.shoppers = tastes.length;
      out.taste_seed = SEED;
      if (fixed.size) out.fixed_ef_instead_of_the_apps = Object.fromEntries(fixed);
      out.load_average_1m = { start: round(loadAtStart), end: round(loadAtEnd) };
      if (postgresEngine) {
        const sharedBuffersMb = round((await settingBytes(db, 'shared_buffers')) / 2 ** 20, 0);
        out.server = {
          shared_buffers: await setting(db, 'shared_buffers'), effective_cache_size: await setting(db, 'effective_cache_size'),
          // Every open catalogue's 15 graphs together, against the buffers they share on this server.
          hnsw_graphs_mb_of_every_size: round(graphsMb, 0), graphs_fit_in_shared_buffers: graphsMb < sharedBuffersMb,
        };
      }
      const perSize: Record<string, { p95: number; p50: number }> = {};
      opened.forEach((o, i) => {
        const times = p50p95(samples[i]!);
        perSize[o.size] = times;
        out[`p${o.size / 1000}k`] = {
          products: o.rows,
          ef: fixed.get(o.size) ?? grownEfSearch(efSearchForBlend(K), o.rows),
          raw_taste_query_ms: times,
          recall_at_20: { mean: round(mean(recall[i]!), 3), lowest: round(Math.min(...recall[i]!), 3) },
          whole_catalogue_graph_mb: storage[i]!.hnsw_mb.whole_catalogue,
          ...(postgresEngine ? (() => {
            const hit = after[i]!.hit - before[i]!.hit;
            const read = after[i]!.read - before[i]!.read;
            return { shared_buffers_during_rounds: { hit, read, hit_ratio: round(hit / Math.max(1, hit + read), 4) } };
          })() : {}),
          fixture: o.fixture.source,
        };
      });
      const [at100k, at1m] = [perSize[100_000], perSize[1_000_000]];
      if (at100k && at1m) {
        out.raw_taste_query_p95_1m_over_100k = round(at1m.p95 / at100k.p95, 2);
        out.raw_taste_query_p50_1m_over_100k = round(at1m.p50 / at100k.p50, 2);
      }
      return out;
    } finally {
      await Promise.all(opened.map((o) => o.fixture.handle.close()));
    }
  },
} satisfies BenchModule;
