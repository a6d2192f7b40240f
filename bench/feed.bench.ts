/**
 * The personalised feed through real HTTP (a listening server, fetch with a session cookie) at 10k
 * and 100k products: p50/p95 of `recommendations.feed` per section and with a tier filter, plus, for
 * the same taste vector, recall@20 of the indexed query against an exact scan and their speeds side
 * by side. Prints figures; asserts nothing.
 */
import { serve, type ServerType } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { createApp } from '../server/app.js';
import { createAuth } from '../server/auth/auth.js';
import { loadConfig } from '../server/config.js';
import { influencerAccounts, influencerPosts, products, users } from '../server/db/schema.js';
import { silentLogger } from '../server/log.js';
import { nearestProducts } from '../tools/recommendations/nearest.js';
import { whenIdle } from '../tools/recommendations/pipeline.js';
import { parsePgVector } from '../tools/recommendations/style-vector.js';
import { storedTaste } from '../tools/recommendations/taste.js';
import { measure, round, type BenchModule } from './lib.js';
import { openCatalogue } from './catalogue-fixture.js';

const SIZES = [10_000, 100_000] as const;
const ITERATIONS = 200;
/** Feed requests rotate over this many shoppers with different histories. */
const SHOPPERS = 4;
const ORIGIN = 'http://localhost:3000';

const listen = (fetch: (req: Request) => Response | Promise<Response>) =>
  new Promise<{ server: ServerType; base: string }>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve({ server, base: `http://127.0.0.1:${info.port}` }));
  });

const post = (base: string, path: string, body: unknown, cookie = '') =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

const runAt = async (size: number) => {
  // The catalogue comes from the fixture cache: seeding 100k products takes minutes in WASM.
  const fixture = await openCatalogue({ products: size, influencers: 300, posts: 3000 });
  const { handle } = fixture;
  const { db } = handle;

  const config = loadConfig({
    NODE_ENV: 'test', BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-1', PUBLIC_URL: ORIGIN,
    DATA_DIR: '/tmp/atelier-bench-unused', LOG_LEVEL: 'silent',
  });
  const auth = createAuth({ config, db, log: silentLogger });
  const app = createApp({ config, db, auth, log: silentLogger });
  const { server, base } = await listen(app.fetch);
  try {
    // Shoppers with some history each (three follows, saves, likes and feedback entries), chosen
    // deterministically and different per shopper, so figures repeat and no single taste decides them.
    const shoppers: { cookie: string; id: string }[] = [];
    for (let k = 0; k < SHOPPERS; k++) {
      const email = `bench-${size}-${k}@example.com`;
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
      shoppers.push({ cookie, id: user!.id });
    }
    await whenIdle();

    let turn = 0;
    const feed = (input: Record<string, unknown>) => async () => {
      const res = await post(base, '/api/tools/recommendations.feed', input, shoppers[turn++ % SHOPPERS]!.cookie);
      if (res.status !== 200) throw new Error(`feed answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };
    const http = {
      recommended_all: await measure(feed({ section: 'recommended' }), ITERATIONS),
      recommended_budget: await measure(feed({ section: 'recommended', tier: 'budget' }), ITERATIONS),
      recommended_luxury: await measure(feed({ section: 'recommended', tier: 'luxury' }), ITERATIONS),
      similar_all: await measure(feed({ section: 'similar' }), ITERATIONS / 2),
      trending_all: await measure(feed({ section: 'trending' }), ITERATIONS / 2),
      discover_all: await measure(feed({ section: 'discover' }), ITERATIONS / 2),
    };

    // The same query the Recommended section runs, indexed against exact, side by side.
    const taste = parsePgVector((await storedTaste(db, shoppers[0]!.id))!.styleVector!);
    const recall = async (tier?: 'budget') => {
      const [indexed, exact] = await Promise.all([
        nearestProducts(db, taste, { limit: 20, tier }),
        nearestProducts(db, taste, { limit: 20, tier, exact: true }),
      ]);
      const truth = new Set(exact.map((e) => e.product.id));
      // Generated products share vectors, so the 20th place is often a tie: a hit as close as the
      // exact 20th is as good an answer as the id the exact scan happened to pick.
      const cutoff = (exact.at(-1)?.similarity ?? 1) - 1e-6;
      return {
        recall_at_20: round(indexed.filter((i) => truth.has(i.product.id)).length / Math.max(1, exact.length), 3),
        recall_at_20_ties: round(indexed.filter((i) => i.similarity >= cutoff).length / Math.max(1, exact.length), 3),
        returned: indexed.length,
      };
    };
    const indexedAll = await measure(() => nearestProducts(db, taste, { limit: 20 }), 100);
    const exactAll = await measure(() => nearestProducts(db, taste, { limit: 20, exact: true }), 20, 2);
    return {
      products: size,
      fixture: fixture.source,
      http_ms: http,
      taste_query: {
        all: await recall(),
        budget: await recall('budget'),
        indexed_ms: indexedAll,
        exact_ms: exactAll,
        speed_up: round(exactAll.p50 / indexedAll.p50, 1),
      },
    };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await handle.close();
  }
};

export default {
  name: 'feed',
  async run() {
    const out: Record<string, unknown> = {};
    for (const size of SIZES) out[`p${size / 1000}k`] = await runAt(size);
    return out;
  },
} satisfies BenchModule;
