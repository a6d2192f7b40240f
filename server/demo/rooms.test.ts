/**
 * The demo shopper's rooms: seeded once through the tools and the upload pipeline, every room's own
 * read tool answers something for the demo shopper, a second start changes nothing, a start that
 * stopped half-way adds nothing twice, production never gets them, and a tool that refuses stops
 * the seed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveryLatest } from '../../tools/discovery/tools.js';
import { dressingRoomList } from '../../tools/dressing-room/tools.js';
import { onboardingStatus } from '../../tools/onboarding/tools.js';
import { outfitsList } from '../../tools/outfits/tools.js';
import { postsFeed } from '../../tools/posts/tools.js';
import { recommendationsFeed } from '../../tools/recommendations/feed.js';
import { runTool } from '../../tools/run.js';
import { todayIso } from '../../tools/trips/dates.js';
import { tripsGet, tripsList } from '../../tools/trips/tools.js';
import type { AnyTool } from '../../tools/types.js';
import { wardrobeList } from '../../tools/wardrobe/tools.js';
import { createAuth } from '../auth/auth.js';
import { DEMO_SHOPPER, ensureDemoShopper } from '../auth/demo-shopper.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import {
  fittingRoomItems, influencerPostFeedback, outfits, seedRuns, tripPlans, uploads, userFeedbackDetailed, users, wardrobeItems,
} from '../db/schema.js';
import { seedDemoIfNeeded, seedDemoRooms, seedDemoRoomsAfterStart, seedDemoShopper } from '../db/seed.js';
import { createLogger, silentLogger } from '../log.js';
import { createDiskStorage } from '../storage/disk.js';
import type { Storage } from '../storage/index.js';
import { createTestDatabase } from '../test/db.js';
import { createPhotoIngest } from '../uploads/ingest.js';
import { DEMO_ROOMS, DEMO_ROOMS_SEED_RUN } from './rooms.js';
import { DEMO_WARDROBE, demoPhoto } from './wardrobe.js';

const configFor = (env: Record<string, string>) => loadConfig({
  BETTER_AUTH_SECRET: 'rooms-test-secret-rooms-test-secret-1234', DATA_DIR: '/tmp/atelier-test-unused', LOG_LEVEL: 'silent', ...env,
});
const development = configFor({ NODE_ENV: 'development' });
const decoding = { workers: 2, timeoutMs: 20_000 };

let database: DatabaseHandle;
let storage: Storage;
let storageDir: string;
let demoId: string;
let firstRun: Awaited<ReturnType<typeof seedDemoRooms>>;
let seedMs = 0;
const photos = () => createPhotoIngest({ db: database.db, storage, decoding });

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'atelier-demo-rooms-'));
  storage = createDiskStorage(storageDir);
  database = await createTestDatabase();
  await seedDemoIfNeeded(database.db, silentLogger);
  const auth = createAuth({ config: development, db: database.db, log: silentLogger });
  expect(await seedDemoShopper(database.db, auth, development, silentLogger)).toBe('created');
  const [demo] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SHOPPER.email));
  demoId = demo!.id;
  const started = performance.now();
  firstRun = await seedDemoRooms(database.db, development, process.env.DEMO_ROOMS_LOG ? createLogger('info') : silentLogger, photos);
  seedMs = performance.now() - started;
}, 300_000);

afterAll(async () => {
  await database?.close();
  rmSync(storageDir, { recursive: true, force: true });
});

/** A room's read tool, as the demo shopper. */
const read = async <T extends AnyTool>(tool: T, input: unknown = {}) => {
  const result = await runTool(tool, input, { db: database.db, userId: demoId, now: () => new Date(), log: silentLogger });
  if (!result.ok) throw result.error;
  return result.output as import('zod').output<T['output']>;
};

const rowCounts = async () => {
  const n = async (table: typeof wardrobeItems | typeof uploads | typeof outfits | typeof fittingRoomItems | typeof tripPlans | typeof userFeedbackDetailed | typeof influencerPostFeedback) =>
    (await database.db.select({ n: count() }).from(table))[0]!.n;
  return {
    wardrobe: await n(wardrobeItems), uploads: await n(uploads), outfits: await n(outfits), dressingRoom: await n(fittingRoomItems),
    trips: await n(tripPlans), feedback: await n(userFeedbackDetailed), likes: await n(influencerPostFeedback),
  };
};

describe('seedDemoRooms', () => {
  it('furnishes every room once, with the counts it promises', () => {
    expect(firstRun).toEqual({
      wardrobe: DEMO_ROOMS.wardrobe, outfits: DEMO_ROOMS.outfits, likes: DEMO_ROOMS.likes, saves: DEMO_ROOMS.saves,
      inCart: DEMO_ROOMS.inCart, feedback: DEMO_ROOMS.feedback, trips: DEMO_ROOMS.trips, scans: 1,
    });
    // Reported by the test run: what the rooms add to a first start.
    console.info(`demo rooms seeded in ${Math.round(seedMs)} ms`);
  });

  it('fills the wardrobe with photographed pieces, each through the upload pipeline', async () => {
    const { items, total } = await read(wardrobeList);
    expect(total).toBe(DEMO_WARDROBE.length);
    expect(new Set(items.map((i) => i.item_name))).toEqual(new Set(DEMO_WARDROBE.map((p) => p.name)));
    const stored = await database.db.select().from(uploads).where(eq(uploads.userId, demoId));
    expect(stored).toHaveLength(DEMO_WARDROBE.length);
    for (const item of items) {
      // The photo is the shopper's own upload, analysed: its palette shaped the item.
      expect(item.image_url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      expect(item.style_analysis?.color_palette.length).toBeGreaterThan(0);
      const upload = stored.find((u) => item.image_url === `/api/files/${u.id}`);
      expect(upload?.bucket).toBe('wardrobe');
      expect((await storage.get(upload!.bucket, upload!.path))?.bytes).toBeGreaterThan(1000);
    }
  });

  it('gives each room its read tool something to show', async () => {
    const saved = await read(outfitsList);
    expect(saved.total).toBe(DEMO_ROOMS.outfits);
    for (const outfit of saved.outfits) expect(outfit.completion_score).toBeGreaterThan(0);

    const room = (await read(dressingRoomList)).items;
    expect(room).toHaveLength(DEMO_ROOMS.saves);
    expect(room.filter((i) => i.is_in_cart)).toHaveLength(DEMO_ROOMS.inCart);

    const planned = (await read(tripsList)).trips;
    expect(planned).toHaveLength(1);
    expect(planned[0]!.start_date > todayIso(new Date())).toBe(true);
    const trip = (await read(tripsGet, { id: planned[0]!.id })).trip;
    expect(trip.days).toHaveLength(DEMO_ROOMS.tripDays);
    expect(trip.fallback).toBe(false);

    const latest = await read(discoveryLatest);
    expect(latest.last_scan?.fashion_accounts.length).toBeGreaterThan(0);
    expect(latest.last_scan_stale).toBe(false);
    // Enough likes and saves for the scanner to measure its accuracy.
    expect(latest.last_scan?.accuracy).not.toBeNull();

    const feed = await read(recommendationsFeed, { section: 'recommended' });
    expect(feed.learned).toBe(true);
    expect(feed.feedback_count).toBe(DEMO_ROOMS.feedback);
    expect(feed.personalised).toBe(true);
    expect(feed.items.filter((i) => i.score_breakdown !== null).length).toBeGreaterThan(0);
    expect(feed.items.every((i) => i.style_match_reason.length > 0)).toBe(true);

    const liked = (await read(postsFeed, { view: 'following' })).posts.filter((p) => p.liked_by_me);
    expect(liked).toHaveLength(DEMO_ROOMS.likes);

    expect((await read(onboardingStatus)).completed).toBe(true);
  });

  it('changes nothing on a second start', async () => {
    const before = await rowCounts();
    expect(await seedDemoRooms(database.db, development, silentLogger, photos)).toBeNull();
    expect(await rowCounts()).toEqual(before);
  });

  it('adds nothing twice when a start stopped before marking the rooms done', async () => {
    const before = await rowCounts();
    await database.db.delete(seedRuns).where(eq(seedRuns.name, DEMO_ROOMS_SEED_RUN));
    const again = await seedDemoRooms(database.db, development, silentLogger, photos);
    expect(again).toEqual({ wardrobe: 0, outfits: 0, likes: 0, saves: 0, inCart: 0, feedback: 0, trips: 0, scans: 0 });
    expect(await rowCounts()).toEqual(before);
  }, 60_000);

  it('draws the same photo for a piece every time', async () => {
    const piece = DEMO_WARDROBE[0]!;
    expect((await demoPhoto(piece)).equals(await demoPhoto(piece))).toBe(true);
  });
});

describe('seedDemoRooms outside development', () => {
  const withShopper = async (run: (db: DatabaseHandle['db']) => Promise<void>) => {
    const fresh = await createTestDatabase();
    try {
      await ensureDemoShopper(createAuth({ config: development, db: fresh.db, log: silentLogger }), fresh.db);
      await run(fresh.db);
    } finally {
      await fresh.close();
    }
  };
  const untouched = () => { throw new Error('the upload pipeline must not be opened'); };

  it('never furnishes rooms in production, even for an operator\'s own demo account', async () => {
    await withShopper(async (db) => {
      const productions: Record<string, string>[] = [{ NODE_ENV: 'production' }, { NODE_ENV: 'production', DEMO_SHOPPER_PASSWORD: 'Quiet-Linen-Morning-7' }];
      for (const env of productions) {
        expect(await seedDemoRooms(db, configFor(env), silentLogger, untouched)).toBeNull();
      }
      expect(await seedDemoRooms(db, configFor({ NODE_ENV: 'development', SEED_DEMO: 'false' }), silentLogger, untouched)).toBeNull();
      expect((await db.select({ n: count() }).from(wardrobeItems))[0]!.n).toBe(0);
      expect(await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_ROOMS_SEED_RUN))).toHaveLength(0);
    });
  });

  it('leaves the rooms empty after start when SEED_DEMO_ROOMS=false or in production', async () => {
    await withShopper(async (db) => {
      const database = { db, exclusive: <T>(work: () => Promise<T>) => work() };
      const quiet: Record<string, string>[] = [{ NODE_ENV: 'development', SEED_DEMO_ROOMS: 'false' }, { NODE_ENV: 'production' }];
      for (const env of quiet) {
        await seedDemoRoomsAfterStart({ config: configFor(env), database, log: silentLogger });
      }
      expect((await db.select({ n: count() }).from(wardrobeItems))[0]!.n).toBe(0);
      expect(await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_ROOMS_SEED_RUN))).toHaveLength(0);
    });
  });

  it('stops, unmarked, when a tool refuses what the seed asks', async () => {
    await withShopper(async (db) => {
      // An upload id that is not the shopper's photo: wardrobe.add refuses it, as it would over HTTP.
      const broken = () => ({
        ingest: async () => DEMO_WARDROBE.map(() => ({ id: '00000000-0000-4000-8000-000000000000' }) as never),
        close: async () => undefined,
      });
      await expect(seedDemoRooms(db, development, silentLogger, broken)).rejects.toThrow(/wardrobe\.add/);
      expect(await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_ROOMS_SEED_RUN))).toHaveLength(0);
    });
  });
});
