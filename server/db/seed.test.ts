import { count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, PRICE_TIERS, priceTierOf } from '../../tools/recommendations/vocabulary.js';
import { QUICK_PICK_HANDLES } from '../../tools/sources/quick-pick.js';
import { DEMO_COUNTS, generateCatalogue } from '../demo/catalogue.js';
import { DEMO_SEED } from '../demo/prng.js';
import { silentLogger } from '../log.js';
import { createTestDatabase } from '../test/db.js';
import type { DatabaseHandle } from './client.js';
import { influencerAccounts, influencerPosts, products, seedRuns, sessions, users } from './schema.js';
import { seedDemoIfNeeded, seedDemoShopper } from './seed.js';
import { createAuth, type Auth } from '../auth/auth.js';
import { DEMO_SHOPPER } from '../auth/demo-shopper.js';
import { loadConfig } from '../config.js';
import { executedRows } from '../../tools/db-rows.js';

const now = new Date('2026-02-01T09:00:00Z');
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const total = async (table: typeof products | typeof influencerPosts | typeof influencerAccounts) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

describe('generateCatalogue', () => {
  it('is deterministic for a seed and clock, and differs for another seed', () => {
    const a = generateCatalogue({ seed: DEMO_SEED, now, ...DEMO_COUNTS });
    const b = generateCatalogue({ seed: DEMO_SEED, now, ...DEMO_COUNTS });
    expect(b).toEqual(a);
    const c = generateCatalogue({ seed: DEMO_SEED + 1, now, ...DEMO_COUNTS });
    expect(c.products[0]!.id).not.toBe(a.products[0]!.id);
  });

  it('keeps every product in the price tier its price implies', () => {
    const { products: rows } = generateCatalogue({ seed: DEMO_SEED, now, ...DEMO_COUNTS });
    for (const p of rows) expect(priceTierOf(p.price)).toBe(p.priceTier);
  });
});

describe('seedDemoIfNeeded', () => {
  it('seeds the demo catalogue once', async () => {
    expect(await seedDemoIfNeeded(database.db, silentLogger, now)).toBe(true);
    const before = { products: await total(products), posts: await total(influencerPosts), accounts: await total(influencerAccounts) };
    expect(await seedDemoIfNeeded(database.db, silentLogger, now)).toBe(false);
    expect({ products: await total(products), posts: await total(influencerPosts), accounts: await total(influencerAccounts) }).toEqual(before);
    const runs = await database.db.select().from(seedRuns);
    expect(runs.map((r) => r.name)).toEqual(['demo']);
    expect(runs[0]!.counts).toEqual({ influencers: 27, posts: 270, products: 630 });
  });

  it('stores exactly the generated rows', async () => {
    const generated = generateCatalogue({ seed: DEMO_SEED, now, ...DEMO_COUNTS });
    const ids = (await database.db.select({ id: products.id }).from(products)).map((r) => r.id).sort();
    expect(ids).toEqual(generated.products.map((p) => p.id).sort());
  });

  it('has every Quick Pick account with display name, category, avatar and vector', async () => {
    const accounts = await database.db.select().from(influencerAccounts);
    expect(accounts.map((a) => a.handle).sort()).toEqual([...QUICK_PICK_HANDLES].sort());
    for (const a of accounts) {
      expect(a.displayName).not.toBe('');
      expect(a.category).not.toBe('');
      expect(a.profileImageUrl).toMatch(/^\/media\/avatars\/.+\.svg/);
      expect(a.styleVector).toHaveLength(75);
    }
  });

  it('gives each account at least 8 posts over 60 days, with top-liked flags and links on about half', async () => {
    const posts = await database.db.select().from(influencerPosts);
    const perAccount = new Map<string, number>();
    for (const p of posts) perAccount.set(p.influencerId, (perAccount.get(p.influencerId) ?? 0) + 1);
    expect(perAccount.size).toBe(27);
    for (const n of perAccount.values()) expect(n).toBeGreaterThanOrEqual(8);
    const sixtyDays = 60 * 24 * 3600 * 1000;
    for (const p of posts) {
      expect(now.getTime() - p.postedAt.getTime()).toBeLessThanOrEqual(sixtyDays);
      expect(p.postedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(p.caption.length).toBeGreaterThan(40);
      expect(p.commentCount).toBeLessThan(p.likeCount);
      expect(p.imageUrl).toMatch(/^\/media\/posts\/.+\.svg\?/);
    }
    const linked = posts.filter((p) => p.linkUrl).length / posts.length;
    expect(linked).toBeGreaterThan(0.3);
    expect(linked).toBeLessThan(0.7);
    expect(posts.filter((p) => p.topLiked).length).toBe(27 * 3);
  });

  it('has at least 600 products over every category and price tier, some tied to influencers', async () => {
    expect(await total(products)).toBeGreaterThanOrEqual(600);
    const cells = await database.db.select({ category: products.category, tier: products.priceTier, n: count() })
      .from(products).groupBy(products.category, products.priceTier);
    expect(cells).toHaveLength(CATEGORIES.length * PRICE_TIERS.length);
    const sample = await database.db.select().from(products).limit(50);
    for (const p of sample) {
      expect(p.brand && p.retailerName && p.productDescription && p.color && p.productUrl && p.affiliateUrl).toBeTruthy();
      expect(p.imageUrl).toMatch(/^\/media\/products\/.+\.svg\?/);
    }
    expect((await database.db.select({ n: count() }).from(products).where(isNotNull(products.influencerId)))[0]!.n).toBeGreaterThan(100);
    expect((await database.db.select({ n: count() }).from(products).where(isNull(products.styleVector)))[0]!.n).toBe(0);
  });

  it('leaves the vector indexes in place after the load', async () => {
    const result = await database.db.execute(sql`select indexname from pg_indexes where indexname like '%vector%idx' or indexname = 'products_search_idx'`);
    const names = executedRows<{ indexname: string }>(result).map((r) => r.indexname).sort();
    expect(names).toEqual(expect.arrayContaining(['influencer_accounts_vector_idx', 'influencer_posts_vector_idx', 'products_search_idx', 'products_vector_idx']));
    expect(names).toEqual(expect.arrayContaining(['products_vector_budget_idx', 'products_vector_cat_shoes_idx', 'products_vector_cat_sleepwear_idx']));
  });

  it('re-uses an account that already exists for a Quick Pick handle', async () => {
    const fresh = await createTestDatabase();
    try {
      const [existing] = await fresh.db.insert(influencerAccounts).values({ handle: 'zara', displayName: 'zara', category: 'Unknown' }).returning();
      await seedDemoIfNeeded(fresh.db, silentLogger, now);
      const [zara] = await fresh.db.select().from(influencerAccounts).where(eq(influencerAccounts.handle, 'zara'));
      expect(zara!.id).toBe(existing!.id);
      expect(zara!.displayName).toBe('Zara');
      const posts = await fresh.db.select({ n: count() }).from(influencerPosts).where(eq(influencerPosts.influencerId, existing!.id));
      expect(posts[0]!.n).toBeGreaterThanOrEqual(8);
    } finally {
      await fresh.close();
    }
  });
});

describe('seedDemoShopper', () => {
  const configFor = (env: Record<string, string>) => loadConfig({
    BETTER_AUTH_SECRET: 'seed-test-secret-seed-test-secret-1234', DATA_DIR: '/tmp/atelier-test-unused', LOG_LEVEL: 'silent', ...env,
  });
  const production = configFor({ NODE_ENV: 'production' });
  const ownPassword = 'Quiet-Linen-Morning-7';

  /** A fresh database and its auth, as boot builds them. */
  const withDatabase = async (run: (db: DatabaseHandle['db'], auth: Auth) => Promise<void>) => {
    const fresh = await createTestDatabase();
    try {
      await run(fresh.db, createAuth({ config: production, db: fresh.db, log: silentLogger }));
    } finally {
      await fresh.close();
    }
  };
  const demoUsers = (db: DatabaseHandle['db']) => db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SHOPPER.email));
  const signsIn = async (auth: Auth, password: string) => {
    try {
      await auth.api.signInEmail({ body: { email: DEMO_SHOPPER.email, password } });
      return true;
    } catch {
      return false;
    }
  };

  it('creates no demo shopper in production by default', async () => {
    await withDatabase(async (db, auth) => {
      expect(await seedDemoShopper(db, auth, production, silentLogger)).toBe('none');
      expect(await demoUsers(db)).toHaveLength(0);
    });
  });

  it('creates one in production only with a password of its own, never the published one', async () => {
    await withDatabase(async (db, auth) => {
      expect(await seedDemoShopper(db, auth, configFor({ NODE_ENV: 'production', DEMO_SHOPPER_PASSWORD: ownPassword }), silentLogger)).toBe('created');
      expect(await demoUsers(db)).toHaveLength(1);
      expect(await signsIn(auth, ownPassword)).toBe(true);
      expect(await signsIn(auth, DEMO_SHOPPER.password)).toBe(false);
    });
  });

  it('creates the published demo shopper outside production, once', async () => {
    await withDatabase(async (db, auth) => {
      const development = configFor({ NODE_ENV: 'development' });
      expect(await seedDemoShopper(db, auth, development, silentLogger)).toBe('created');
      expect(await seedDemoShopper(db, auth, development, silentLogger)).toBe('kept');
      expect(await demoUsers(db)).toHaveLength(1);
      expect(await signsIn(auth, DEMO_SHOPPER.password)).toBe(true);
    });
  });

  it('takes the published password, and its sessions, from a demo shopper an earlier start left in production', async () => {
    await withDatabase(async (db, auth) => {
      await seedDemoShopper(db, auth, configFor({ NODE_ENV: 'development' }), silentLogger);
      expect(await signsIn(auth, DEMO_SHOPPER.password)).toBe(true);
      const [demo] = await demoUsers(db);
      expect(await db.select().from(sessions).where(eq(sessions.userId, demo!.id))).not.toHaveLength(0);
      expect(await seedDemoShopper(db, auth, production, silentLogger)).toBe('revoked');
      expect(await signsIn(auth, DEMO_SHOPPER.password)).toBe(false);
      expect(await db.select().from(sessions).where(eq(sessions.userId, demo!.id))).toHaveLength(0);
      expect(await seedDemoShopper(db, auth, production, silentLogger)).toBe('none');
    });
  });

  it('moves an existing demo shopper to the configured password and signs out the old sessions', async () => {
    await withDatabase(async (db, auth) => {
      await seedDemoShopper(db, auth, configFor({ NODE_ENV: 'development' }), silentLogger);
      expect(await signsIn(auth, DEMO_SHOPPER.password)).toBe(true);
      expect(await seedDemoShopper(db, auth, configFor({ NODE_ENV: 'production', DEMO_SHOPPER_PASSWORD: ownPassword }), silentLogger)).toBe('kept');
      expect(await db.select().from(sessions)).toHaveLength(0);
      expect(await signsIn(auth, ownPassword)).toBe(true);
      expect(await signsIn(auth, DEMO_SHOPPER.password)).toBe(false);
    });
  });
});
