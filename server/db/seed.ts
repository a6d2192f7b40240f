/**
 * Seeds the demo catalogue on first start (idempotent: a `seed_runs` row says it ran), the demo
 * shopper where config allows one, and, for benchmarks, bulk catalogues of any size. Rows come from
 * the deterministic generator in server/demo.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client.js';
import type { Logger } from '../log.js';
import { influencerAccounts, influencerPosts, products, seedRuns } from './schema.js';
import { DEMO_COUNTS, generateCatalogue, type Catalogue } from '../demo/catalogue.js';
import { DEMO_SEED } from '../demo/prng.js';
import { giveDemoShopperATaste } from '../demo/shopper.js';
import { demoUserId, ensureDemoShopper, revokePublishedDemoPassword } from '../auth/demo-shopper.js';
import { DEMO_ROOMS_SEED_RUN, furnishDemoRooms, type DemoRoomCounts } from '../demo/rooms.js';
import { createPhotoIngest, type PhotoIngest } from '../uploads/ingest.js';
import { createStorage } from '../storage/index.js';
import type { Auth } from '../auth/auth.js';
import type { Config } from '../config.js';
import { CATEGORIES, categoryVectorIndexName } from '../../tools/recommendations/vocabulary.js';
import { executedRows } from '../../tools/db-rows.js';

export const DEMO_SEED_RUN = 'demo';
/** Rows per INSERT: large enough to be fast, small enough for Postgres' 65,535-parameter limit. */
const BATCH = 500;

type Executor = Pick<Database, 'insert' | 'execute' | 'select'>;

const chunks = <T>(rows: readonly T[], size = BATCH): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
};

/**
 * Inserts a generated catalogue. Accounts are upserted by handle (one may already exist, e.g. from a
 * follow), and posts and products are re-pointed at whichever id the database kept.
 */
export const insertCatalogue = async (db: Executor, catalogue: Catalogue): Promise<Record<string, number>> => {
  const idMap = new Map<string, string>();
  for (const batch of chunks(catalogue.influencers)) {
    const kept = await db.insert(influencerAccounts).values(batch)
      .onConflictDoUpdate({
        target: influencerAccounts.handle,
        set: {
          displayName: sql`excluded.display_name`,
          profileImageUrl: sql`coalesce(${influencerAccounts.profileImageUrl}, excluded.profile_image_url)`,
          category: sql`excluded.category`,
          styleVector: sql`excluded.style_vector`,
          aestheticUpdatedAt: sql`excluded.aesthetic_updated_at`,
        },
      })
      .returning({ id: influencerAccounts.id, handle: influencerAccounts.handle });
    const byHandle = new Map(kept.map((k) => [k.handle, k.id]));
    for (const row of batch) idMap.set(row.id, byHandle.get(row.handle) ?? row.id);
  }
  const remap = (id: string | null | undefined) => (id ? idMap.get(id) ?? id : id);
  let productCount = 0;
  for (const batch of chunks(catalogue.products)) {
    const rows = await db.insert(products).values(batch.map((p) => ({ ...p, influencerId: remap(p.influencerId) ?? null })))
      .onConflictDoNothing().returning({ id: products.id });
    productCount += rows.length;
  }
  let postCount = 0;
  for (const batch of chunks(catalogue.posts)) {
    const rows = await db.insert(influencerPosts).values(batch.map((p) => ({ ...p, influencerId: remap(p.influencerId)! })))
      .onConflictDoNothing().returning({ id: influencerPosts.id });
    postCount += rows.length;
  }
  return { influencers: catalogue.influencers.length, posts: postCount, products: productCount };
};

const hasRun = async (db: Executor, name: string) =>
  (await db.select({ name: seedRuns.name }).from(seedRuns).where(eq(seedRuns.name, name)).limit(1)).length > 0;

/**
 * First start: the Quick Pick accounts with 10 posts each and 630 products, in one transaction so a
 * crash never leaves half a catalogue. Later starts find the seed_runs row and do nothing.
 */
export const seedDemoIfNeeded = async (db: Database, log: Logger, now: Date = new Date()): Promise<boolean> => {
  if (await hasRun(db, DEMO_SEED_RUN)) return false;
  const started = performance.now();
  const catalogue = generateCatalogue({ seed: DEMO_SEED, now, ...DEMO_COUNTS });
  const seeded = await db.transaction(async (tx) => {
    const scope = tx as unknown as Database;
    // Another process may have seeded between the check and the transaction (Postgres, several servers).
    await scope.execute(sql`select pg_advisory_xact_lock(${0x5eed})`);
    if (await hasRun(scope, DEMO_SEED_RUN)) return undefined;
    // Building the HNSW graphs once after the load is 2-3x faster than growing them row by row,
    // which keeps a first start well under its 10 s budget.
    await dropVectorIndexes(scope);
    const counts = await insertCatalogue(scope, catalogue);
    await createVectorIndexes(scope);
    await scope.insert(seedRuns).values({ name: DEMO_SEED_RUN, seed: DEMO_SEED, counts }).onConflictDoNothing();
    return counts;
  });
  if (seeded) log.info({ ...seeded, ms: Math.round(performance.now() - started) }, 'seeded the demo catalogue');
  return seeded !== undefined;
};

/**
 * The demo shopper, as config says: created (with three follows, so /home is personal on the first
 * visit) when `demoShopperPassword` is set, which outside production it is by default and in
 * production only through DEMO_SHOPPER_PASSWORD. In production without it, a demo shopper left by an
 * earlier start loses the published password. Answers what it did.
 */
export const seedDemoShopper = async (
  db: Database, auth: Auth, config: Pick<Config, 'demoShopperPassword' | 'isProduction'>, log: Logger,
): Promise<'created' | 'kept' | 'revoked' | 'none'> => {
  if (config.demoShopperPassword) {
    const shopper = await ensureDemoShopper(auth, db, config.demoShopperPassword);
    if (!shopper.created) return 'kept';
    await giveDemoShopperATaste(db, shopper.id, log);
    return 'created';
  }
  if (config.isProduction && await revokePublishedDemoPassword(auth, db)) {
    log.warn('removed the demo shopper\'s published password: set DEMO_SHOPPER_PASSWORD to keep a demo account in production');
    return 'revoked';
  }
  return 'none';
};

/**
 * The demo shopper's rooms (server/demo/rooms.ts), furnished once through the tools and the upload
 * pipeline. Never in production, even where an operator keeps a demo account with a password of their
 * own: its rooms are theirs to fill. `photos` opens the upload pipeline only when there is work.
 */
export const seedDemoRooms = async (
  db: Database, config: Pick<Config, 'demoShopperPassword' | 'isProduction'>, log: Logger,
  photos: () => Pick<PhotoIngest, 'ingest' | 'close'>, opts: { now?: () => Date; signal?: AbortSignal } = {},
): Promise<DemoRoomCounts | null> => {
  if (config.isProduction || !config.demoShopperPassword) return null;
  if (await hasRun(db, DEMO_ROOMS_SEED_RUN)) return null;
  const userId = await demoUserId(db);
  if (!userId) return null;
  const pipeline = photos();
  try {
    return await furnishDemoRooms({ db, log, photos: pipeline, ...opts }, userId);
  } finally {
    await pipeline.close();
  }
};

/**
 * The demo rooms after the server is listening: ten-odd seconds of photo decoding and taste
 * refreshes, kept off the first start's path. Under the start-up lock, so of several servers on one
 * PostgreSQL one furnishes and the others find it done. Never rejects: a failure is logged and the
 * next start resumes where this one stopped; `signal` (shutdown) stops it between tool calls.
 */
export const seedDemoRoomsAfterStart = async (
  deps: { config: Config; database: Pick<DatabaseHandle, 'db' | 'exclusive'>; log: Logger }, signal?: AbortSignal,
): Promise<void> => {
  const { config, database, log } = deps;
  if (config.isProduction || !config.demoShopperPassword || !config.SEED_DEMO_ROOMS) return;
  try {
    if (await hasRun(database.db, DEMO_ROOMS_SEED_RUN)) return;
    const photos = () => createPhotoIngest({
      db: database.db, storage: createStorage(config), decoding: { workers: config.IMAGE_WORKERS, timeoutMs: config.IMAGE_DECODE_TIMEOUT_MS },
    });
    await database.exclusive(() => seedDemoRooms(database.db, config, log, photos, signal ? { signal } : {}));
  } catch (error) {
    if (signal?.aborted) log.info('stopped furnishing the demo shopper\'s rooms for the shutdown; the next start finishes them');
    else log.error({ err: error }, 'could not furnish the demo shopper\'s rooms; the next start tries again');
  }
};

/** The HNSW indexes, exactly as migration 0001 creates them; loads drop and rebuild them. */
const VECTOR_INDEXES = [
  ['products_vector_idx', 'products'],
  ['influencer_posts_vector_idx', 'influencer_posts'],
  ['influencer_accounts_vector_idx', 'influencer_accounts'],
] as const;

/** The full-text index is rebuilt too: GIN inserts row by row are as slow as HNSW ones. */
const SEARCH_INDEX = 'CREATE INDEX IF NOT EXISTS "products_search_idx" ON "products" USING gin ("search_document")';

const partialVectorIndex = (name: string, where: string) =>
  [name, `CREATE INDEX IF NOT EXISTS "${name}" ON "products" USING hnsw ("style_vector" vector_cosine_ops) WHERE ${where}`] as const;

/** The partial HNSW indexes on products, per price tier (migration 0010) and per category (0011), rebuilt the same way. */
const PARTIAL_VECTOR_INDEXES = [
  ...(['budget', 'mid', 'luxury'] as const).map((tier) => partialVectorIndex(`products_vector_${tier}_idx`, `price_tier = '${tier}'`)),
  ...CATEGORIES.map((category) => partialVectorIndex(categoryVectorIndexName(category), `category = '${category}'`)),
];

export const dropVectorIndexes = async (db: Executor) => {
  for (const [index] of [...VECTOR_INDEXES, ...PARTIAL_VECTOR_INDEXES]) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${index}"`));
  await db.execute(sql.raw('DROP INDEX IF EXISTS "products_search_idx"'));
};

/**
 * Working memory an in-memory HNSW build needs per row of the whole catalogue's graph (a 75-dimension
 * vector and its neighbour lists, about 1 KB with pgvector 0.8.1), with headroom: 1.4 GB for 1M products.
 */
export const HNSW_BUILD_BYTES_PER_ROW = 1_500;
/** At least 512 MB (what every catalogue up to 300k products had), at most 4 GB. */
export const maintenanceWorkMemMb = (rows: number): number =>
  Math.min(4_096, Math.max(512, Math.ceil((rows * HNSW_BUILD_BYTES_PER_ROW) / 2 ** 20)));

/**
 * Builds the indexes dropVectorIndexes dropped, in a transaction of its own (a savepoint inside
 * another): the working memory is set for it alone, and on a pool a plain SET could reach another
 * connection than the one that builds.
 */
export const createVectorIndexes = (db: Pick<Database, 'transaction'>) => db.transaction(async (tx) => {
  // Building a graph in one go is far faster than growing it row by row, given working memory: a
  // graph that outgrows it is finished on disk page by page, several times slower. The whole
  // catalogue's graph is the largest (HNSW_BUILD_BYTES_PER_ROW each), so the memory follows the catalogue.
  const [count] = executedRows<{ n: number }>(await tx.execute(sql`select count(*)::int as n from products`));
  await tx.execute(sql`select set_config('maintenance_work_mem', ${`${maintenanceWorkMemMb(count?.n ?? 0)}MB`}, true)`);
  for (const [index, table] of VECTOR_INDEXES) {
    await tx.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "${index}" ON "${table}" USING hnsw ("style_vector" vector_cosine_ops)`));
  }
  for (const [, create] of PARTIAL_VECTOR_INDEXES) await tx.execute(sql.raw(create));
  await tx.execute(sql.raw(SEARCH_INDEX));
  for (const [, table] of VECTOR_INDEXES) await tx.execute(sql.raw(`ANALYZE "${table}"`));
});

export interface BulkOptions {
  products: number;
  influencers: number;
  posts: number;
  seed?: number;
  now?: Date;
  /** Drop the HNSW indexes during the load and rebuild them after (default: for more than 1,000 rows). */
  rebuildIndexes?: boolean;
}

/**
 * Adds a bulk catalogue (`npm run seed -- --products 100000`). Its handles and ids come from their
 * own stream, so it sits beside the demo; the same options twice seed once.
 */
export const seedBulk = async (db: Database, log: Logger, options: BulkOptions) => {
  const seed = options.seed ?? DEMO_SEED + 1;
  const name = `bulk:p${options.products}:i${options.influencers}:po${options.posts}:s${seed}`;
  if (await hasRun(db, name)) {
    log.info({ name }, 'bulk catalogue already seeded');
    return { name, skipped: true as const, counts: {} as Record<string, number>, ms: {} as Record<string, number> };
  }
  const t0 = performance.now();
  const catalogue = generateCatalogue({
    seed, now: options.now ?? new Date(), label: `b${seed % 1000}`,
    products: options.products, influencers: options.influencers, posts: options.posts,
  });
  const t1 = performance.now();
  const rebuild = options.rebuildIndexes ?? options.products + options.posts + options.influencers > 1_000;
  if (rebuild) await dropVectorIndexes(db);
  const counts = await insertCatalogue(db, catalogue);
  const t2 = performance.now();
  if (rebuild) await createVectorIndexes(db);
  else for (const table of ['products', 'influencer_posts', 'influencer_accounts']) await db.execute(sql.raw(`ANALYZE "${table}"`));
  const t3 = performance.now();
  await db.insert(seedRuns).values({ name, seed, counts }).onConflictDoNothing();
  const ms = { generate: Math.round(t1 - t0), insert: Math.round(t2 - t1), index: Math.round(t3 - t2) };
  log.info({ name, ...counts, ...ms }, 'seeded a bulk catalogue');
  return { name, skipped: false as const, counts, ms };
};
