/**
 * The personalised feed's cost curve: at 10k, 100k, 300k and 1M products, p50/p95 of every
 * `recommendations.feed` section through real HTTP (a listening server; the client on its own
 * thread with keep-alive, bench/http-client.ts, so its work is not counted as the server's), the same section's single SQL statement run directly, and the raw indexed taste query
 * (the HNSW search alone), and each section's own raw query (the search it runs, alone: the taste's for
 * Recommended and the tier tabs on their tier, the seeds' sum for Similar, Discover's query for Discover;
 * Trending runs no HNSW search, so its own is its statement), measured side by side in one run (each
 * round in a shuffled order, bench/lib.ts) — with the ratio of each section's HTTP p95 to its own raw
 * query's p95 (target ≤ 1.5, `http_p95_over_own_raw_query_p95`, also gathered at the top of each size),
 * and to the raw taste query's, and each HTTP answer split into
 * the app's own time and the time outside it (Node's HTTP server, loopback, client). Also recall@20 of the indexed
 * taste query against an exact scan, unfiltered and on a tier, and of every section's statement
 * (and the two tier tabs) against the same statement scanning exactly; the database's size, the HNSW
 * graphs' sizes and how long the catalogue and its indexes took to build; the ef the searches used;
 * the resident memory of the process serving the app. Prints figures; asserts nothing.
 *
 * Sizes: BENCH_FEED_SIZES=10000,100000,300000,1000000. On the embedded database (the default) only
 * 10k and 100k run by default: building 300k in WASM takes over an hour. With BENCH_DATABASE_URL (see
 * catalogue-fixture.ts) the catalogues live on a real PostgreSQL server and all four run; a size whose
 * catalogue is not built yet and would not fit (disk, memory: server/db/bulk-capacity.ts) is refused
 * with what it needs, and the other sizes still run.
 */
import { loadavg } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { influencerAccounts, influencerPosts, products, users } from '../server/db/schema.js';
import { efSearchForBlend, efSearchForDiscover, efSearchForSeeds, grownEfSearch, nearestProducts, withExactScan } from '../tools/recommendations/nearest.js';
import { DISCOVER_READ, SECTIONS } from '../tools/recommendations/feed-sections.js';
import { FEED_SECTIONS, type FeedSection } from '../tools/recommendations/feed-rules.js';
import { whenIdle } from '../tools/recommendations/pipeline.js';
import { parsePgVector } from '../tools/recommendations/style-vector.js';
import { storedTaste } from '../tools/recommendations/taste.js';
import type { PriceTier } from '../tools/recommendations/vocabulary.js';
import { mean, p50p95, recallAt, round, sideBySide, type BenchModule } from './lib.js';
import { benchHttpClient } from './http-client.js';
import { benchEngine, openCatalogue, peakRssMb } from './catalogue-fixture.js';
import { catalogueRows, storageFigures } from './catalogue-size.js';
import { BulkCapacityError } from '../server/db/bulk-capacity.js';
import { ORIGIN, serveApp } from './app-server.js';

const sizes = (): number[] => {
  const asked = process.env.BENCH_FEED_SIZES?.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  if (asked?.length) return asked;
  return benchEngine() === 'postgres' ? [10_000, 100_000, 300_000, 1_000_000] : [10_000, 100_000];
};
/**
 * Enough rounds that a p95 rests on 50 samples beyond it (at 400 runs of one code it moved by ±0.1 in
 * ratio). BENCH_FEED_ROUNDS lowers it for a quick look (a 1M catalogue on a loaded machine).
 */
const ROUNDS = Number(process.env.BENCH_FEED_ROUNDS ?? 1000);
const WARMUP = 30;
/**
 * Feed requests rotate over this many shoppers with different histories. One HNSW walk can cost two
 * to three times another's, by where the query vector falls in the graph (at 100k: 1.4 to 4.7 ms for
 * Discover's query among four shoppers); with four, which section drew the costlier walks decided the
 * ratios more than any section's own work did.
 */
const SHOPPERS = 16;

/**
 * Each section's own raw query: the HNSW search its statement runs, alone, at the same candidate
 * list (the tabs: the taste's on the tier's own graph). Trending searches no graph (its products are
 * its posts' influencers', ranked exactly), so its own raw query is its statement.
 */
const OWN_RAW_QUERY = {
  recommended: 'raw_taste_query', similar: 'raw_similar_query', trending: 'statement_trending', discover: 'raw_discover_query',
  recommended_budget: 'raw_taste_query_budget', recommended_luxury: 'raw_taste_query_luxury',
} as const satisfies Record<FeedSection | 'recommended_budget' | 'recommended_luxury', string>;

const post = (base: string, path: string, body: unknown, cookie = '') =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  }).catch((error: unknown) => {
    // undici's "fetch failed" hides why; the cause says it.
    throw new Error(`POST ${path} failed: ${String((error as { cause?: unknown }).cause ?? error)}`);
  });

export const feedAt = async (size: number) => {
  const fixture = await openCatalogue({ products: size, influencers: 300, posts: 3000 });
  const { handle } = fixture;
  const { db } = handle;

  const server = await serveApp(db);
  const { base } = server;
  try {
    // Shoppers with some history each (three follows, saves, likes and feedback entries), chosen
    // deterministically and different per shopper, so figures repeat and no single taste decides them.
    // A cached PostgreSQL catalogue keeps them from an earlier run: each run signs up its own.
    const run = Date.now().toString(36);
    const shoppers: { cookie: string; id: string; saved: string[] }[] = [];
    for (let k = 0; k < SHOPPERS; k++) {
      const email = `bench-${size}-${k}-${run}@example.com`;
      const password = 'Velvet-Runway-42';
      await post(base, '/api/auth/sign-up/email', { email, password, name: 'bench' });
      await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
      const signIn = await post(base, '/api/auth/sign-in/email', { email, password });
      const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const handles = (await db.select({ handle: influencerAccounts.handle }).from(influencerAccounts)
        .orderBy(influencerAccounts.handle).offset(k * 3).limit(3)).map((r) => r.handle);
      await post(base, '/api/tools/influencers.follow', { handles }, cookie);
      const picks = await db.select({ id: products.id }).from(products).orderBy(sql`md5(${products.id}::text)`).offset(k * 6).limit(6);
      for (const p of picks.slice(0, 3)) await post(base, '/api/tools/recommendations.save', { productId: p.id }, cookie);
      for (const p of picks.slice(3)) await post(base, '/api/tools/feedback.submit', { itemId: p.id, reasons: ['style', 'color'] }, cookie);
      const likes = await db.select({ id: influencerPosts.id }).from(influencerPosts).orderBy(influencerPosts.platformPostId).offset(k * 3).limit(3);
      for (const p of likes) await post(base, '/api/tools/posts.like', { postId: p.id }, cookie);
      shoppers.push({ cookie, id: user!.id, saved: picks.slice(0, 3).map((p) => p.id) });
    }
    await whenIdle();
    const tastes = await Promise.all(shoppers.map(async (s) => parsePgVector((await storedTaste(db, s.id))!.styleVector!)));
    // Discover ranks by a query built from the taste, which lands elsewhere in the graph: its own search, timed alone too.
    const discoverQueries = await Promise.all(shoppers.map(async (s) =>
      (await SECTIONS.discover({ db, userId: s.id, limit: 20, favoriteIds: [] })).query!));
    // Similar ranks by the saved pieces' sum, its seeds left out of the search.
    const similarQueries = await Promise.all(shoppers.map(async (s) =>
      (await SECTIONS.similar({ db, userId: s.id, limit: 20, favoriteIds: [] })).query!));

    // Each probe rotates over the shoppers on its own counter.
    const rotating = (fn: (k: number) => Promise<unknown>) => {
      let turn = 0;
      return () => fn(turn++ % SHOPPERS);
    };
    const client = benchHttpClient(base);
    // Each HTTP answer's time split in two: the app's own (app.fetch, serveApp) and everything outside
    // it (Node's HTTP server, the loopback, the client thread), per probe.
    interface Split { app: number[]; outside: number[] }
    const split: Record<string, Split> = {};
    const http = (section: FeedSection, tier?: PriceTier) => {
      const parts: Split = { app: [], outside: [] };
      split[tier ? `${section}_${tier}` : section] = parts;
      return rotating(async (k) => {
        const res = await client.post('/api/tools/recommendations.feed', { section, ...(tier ? { tier } : {}) }, { origin: ORIGIN, cookie: shoppers[k]!.cookie });
        if (res.status !== 200) throw new Error(`feed answered ${res.status}: ${res.body}`);
        const appMs = server.lastAppMs();
        parts.app.push(appMs);
        parts.outside.push(res.ms - appMs);
        return res.ms;
      });
    };
    const statement = (section: FeedSection, tier?: PriceTier) =>
      rotating((k) => SECTIONS[section]({ db, userId: shoppers[k]!.id, tier, limit: 20, favoriteIds: [] }));
    const tasteQuery = (tier?: PriceTier) => rotating((k) => nearestProducts(db, tastes[k]!, { limit: 20, tier, blended: true }));

    const probes: Record<string, () => Promise<unknown>> = {
      raw_taste_query: tasteQuery(),
      raw_taste_query_budget: tasteQuery('budget'),
      raw_taste_query_luxury: tasteQuery('luxury'),
      // Similar's own search at its own candidate list (efSearchForSeeds), its seeds left out as its statement does.
      raw_similar_query: rotating((k) => nearestProducts(db, similarQueries[k]!, { limit: 20, excludeIds: shoppers[k]!.saved, efSearch: efSearchForSeeds(20) })),
      // Discover's own search at its own candidate list (efSearchForDiscover), as its statement runs it.
      // From DISCOVER_READ.fromRows products it reads DISCOVER_READ.rows rows and keeps the nearest 20, as its statement does.
      raw_discover_query: rotating((k) => nearestProducts(db, discoverQueries[k]!, {
        limit: 20, efSearch: efSearchForDiscover(20), ...(size >= DISCOVER_READ.fromRows ? { read: DISCOVER_READ.rows } : {}),
      })),
    };
    for (const section of FEED_SECTIONS) {
      probes[`http_${section}`] = http(section);
      probes[`statement_${section}`] = statement(section);
    }
    probes.http_recommended_budget = http('recommended', 'budget');
    probes.http_recommended_luxury = http('recommended', 'luxury');
    const load = loadavg()[0]!;
    const figures = await sideBySide(probes, ROUNDS, WARMUP).finally(() => client.close());
    const rawP95 = figures.raw_taste_query!.p95;
    const sections = Object.fromEntries(Object.entries(OWN_RAW_QUERY).map(([s, ownName]) => {
      const httpMs = figures[`http_${s}`]!;
      const statementMs = figures[`statement_${s}`];
      const ownMs = figures[ownName]!;
      // Each probe runs once a round, so its first WARMUP samples are the warm-up's.
      const { app, outside } = split[s]!;
      return [s, {
        http_ms: httpMs,
        own_raw_query: ownName, own_raw_query_ms: ownMs, http_p95_over_own_raw_query_p95: round(httpMs.p95 / ownMs.p95, 2),
        // The section's search next to a taste's (Similar's and Discover's lists are wider), and the answer next to the taste's.
        own_raw_query_p95_over_raw_taste_query_p95: round(ownMs.p95 / rawP95, 2),
        http_p95_over_raw_taste_query_p95: round(httpMs.p95 / rawP95, 2),
        ...(statementMs ? { statement_ms: statementMs, statement_p95_over_own_raw_query_p95: round(statementMs.p95 / ownMs.p95, 2) } : {}),
        app_ms: p50p95(app.slice(WARMUP)), outside_app_ms: p50p95(outside.slice(WARMUP)),
      }];
    }));
    const ownRatios = Object.fromEntries(Object.entries(sections).map(([s, f]) => [s, f.http_p95_over_own_raw_query_p95]));

    // The indexed taste query against an exact scan.
    const recall = async (tier?: PriceTier) => {
      const scores: number[] = [];
      for (const taste of tastes) {
        const [indexed, exact] = await Promise.all([
          nearestProducts(db, taste, { limit: 20, tier, blended: true }),
          nearestProducts(db, taste, { limit: 20, tier, exact: true }),
        ]);
        scores.push(recallAt(indexed, exact));
      }
      return round(mean(scores), 3);
    };
    // Every section's statement through the index against the same statement scanning exactly.
    const sectionRecall = async (section: FeedSection, tier?: PriceTier) => {
      const scores: number[] = [];
      for (const s of shoppers) {
        const asked = { userId: s.id, limit: 20, favoriteIds: [] as string[], ...(tier ? { tier } : {}) };
        const indexed = await SECTIONS[section]({ db, ...asked });
        const exact = await withExactScan(db, (tx) => SECTIONS[section]({ db: tx, ...asked }));
        const ranked = (answer: typeof indexed) => answer.candidates.map((c) => ({ similarity: c.similarity ?? 0 }));
        scores.push(recallAt(ranked(indexed), ranked(exact)));
      }
      return round(mean(scores), 3);
    };
    const rssAfterRounds = Math.round(process.memoryUsage().rss / 2 ** 20);
    const rows = await catalogueRows(db);
    const recallBySection: Record<string, number> = { taste_query: await recall(), taste_query_budget: await recall('budget') };
    for (const section of FEED_SECTIONS) recallBySection[section] = await sectionRecall(section);
    recallBySection.recommended_budget = await sectionRecall('recommended', 'budget');
    recallBySection.recommended_luxury = await sectionRecall('recommended', 'luxury');
    return {
      products: size,
      engine: handle.kind,
      fixture: fixture.source,
      storage: await storageFigures(db),
      ef_search: Object.fromEntries(Object.entries({ taste: efSearchForBlend(20), taste_on_a_tier: efSearchForBlend(20, 'budget'), similar: efSearchForSeeds(20), discover: efSearchForDiscover(20) })
        .map(([query, base]) => [query, grownEfSearch(base, rows)])),
      load_average_1m_at_start: round(load, 2),
      load_average_1m_at_end: round(loadavg()[0]!, 2),
      // The target, per section: its HTTP p95 over its own raw query's p95 (≤ 1.5).
      http_p95_over_own_raw_query_p95: { ...ownRatios, worst: Math.max(...Object.values(ownRatios)) },
      raw_taste_query_ms: figures.raw_taste_query,
      raw_taste_query_budget_ms: figures.raw_taste_query_budget,
      sections,
      recall_at_20: recallBySection,
      // The app serves from this process (and, on PGlite, so does the database): its resident memory after the rounds, and its peak.
      server_rss_mb: { after_rounds: rssAfterRounds, peak: peakRssMb() },
    };
  } finally {
    await server.close();
    await handle.close();
  }
};

export default {
  name: 'feed',
  async run() {
    const out: Record<string, unknown> = { targets: { http_p95_over_own_raw_query_p95: 1.5, recall_at_20: 0.98, raw_taste_query_p95_1m_over_100k: 2 } };
    for (const size of sizes()) {
      try {
        out[`p${size / 1000}k`] = await feedAt(size);
      } catch (error) {
        if (!(error instanceof BulkCapacityError)) throw error;
        console.error(`  ${size.toLocaleString('en-US')} products refused: ${error.message}`);
        out[`p${size / 1000}k`] = { refused: error.message };
      }
    }
    // The raw taste query's growth, when both sizes ran in this run (the same machine, one after the other).
    const taste = (key: string) => (out[key] as { raw_taste_query_ms?: { p95: number } } | undefined)?.raw_taste_query_ms?.p95;
    const [at100k, at1m] = [taste('p100k'), taste('p1000k')];
    if (at100k && at1m) out.raw_taste_query_p95_1m_over_100k = round(at1m / at100k, 2);
    return out;
  },
} satisfies BenchModule;
