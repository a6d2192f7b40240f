/**
 * The demo shopper's rooms, furnished: a photographed wardrobe, saved outfits, a dressing room with a
 * piece in the cart, likes and feedback (enough for learned scores), an upcoming trip and a Smart
 * Analysis result. Everything is made by calling the registered tools as the shopper, exactly as the
 * HTTP, chat and MCP doors do, and the photos go through the upload pipeline: a tool that breaks
 * breaks the seed, and the seed's test with it.
 *
 * Deterministic (the demo seed's PRNG picks prices, likes, saves and feedback; the rest is fixed) and
 * idempotent: a `seed_runs` row marks it done, and each step reads the room first and adds only what
 * is missing, so a start that stopped half-way finishes the job next time without doubling anything.
 * Dates are relative to the clock at seed time (the trip starts three weeks later).
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { discoveryLatest, discoveryScan } from '../../tools/discovery/tools.js';
import { dressingRoomList, dressingRoomToggleCart } from '../../tools/dressing-room/tools.js';
import { feedbackSubmit } from '../../tools/feedback/tools.js';
import { onboardingComplete } from '../../tools/onboarding/tools.js';
import { outfitsList, outfitsSave } from '../../tools/outfits/tools.js';
import { postsFeed, postsLike } from '../../tools/posts/tools.js';
import { LEARNED_SCORES_MIN_FEEDBACK } from '../../tools/recommendations/feed-rules.js';
import { recommendationsFeed } from '../../tools/recommendations/feed.js';
import { whenIdle } from '../../tools/recommendations/pipeline.js';
import { recommendationsSave } from '../../tools/recommendations/save.js';
import { findTool } from '../../tools/registry.js';
import { runTool } from '../../tools/run.js';
import { addDays, todayIso } from '../../tools/trips/dates.js';
import { tripsList, tripsPlan } from '../../tools/trips/tools.js';
import type { AnyTool, Database, ToolContext } from '../../tools/types.js';
import { wardrobeAdd, wardrobeList } from '../../tools/wardrobe/tools.js';
import { FEEDBACK_REASONS, seedRuns } from '../db/schema.js';
import type { Logger } from '../log.js';
import type { PhotoIngest } from '../uploads/ingest.js';
import { createRandom, DEMO_SEED } from './prng.js';
import { DEMO_WARDROBE, demoPhoto, demoPrice } from './wardrobe.js';

export const DEMO_ROOMS_SEED_RUN = 'demo-rooms';

/** How much of each room the demo fills; the seed test holds the rooms to these. */
export const DEMO_ROOMS = {
  wardrobe: DEMO_WARDROBE.length,
  outfits: 3,
  likes: 8,
  saves: 4,
  inCart: 1,
  /** More than the learned scores need, so the feed's learned ranking is plainly on. */
  feedback: LEARNED_SCORES_MIN_FEEDBACK + 1,
  trips: 1,
  /** The trip starts this many days after the seed and lasts `tripDays`. */
  tripStartsIn: 21,
  tripDays: 5,
} as const;

const TRIP = { destination: 'Lisbon', activities: ['City Walk', 'Restaurant', 'Casual'] } as const;

/** Three outfits of the wardrobe's own pieces, by item name. */
const OUTFITS = [
  { name: 'Monday at the office', slots: { top: 'White Poplin Shirt', bottom: 'Black Tailored Trousers', outerwear: 'Navy Blazer', shoes: 'Black Leather Loafers', bag: 'Black Leather Tote' } },
  { name: 'Saturday in the city', slots: { top: 'Navy Striped Tee', bottom: 'Blue Straight Jeans', outerwear: 'Beige Trench Coat', shoes: 'White Leather Sneakers', bag: 'Camel Crossbody Bag' } },
  { name: 'Dinner for two', slots: { dress: 'Black Slip Dress', outerwear: 'Black Leather Moto Jacket', shoes: 'Black Slingback Heels', accessories: ['Gold Hoop Earrings'] } },
] as const;

interface DemoRoomsDeps {
  db: Database;
  log: Logger;
  /** The upload pipeline (photo workers, storage, rows), as `POST /api/uploads` uses it. */
  photos: Pick<PhotoIngest, 'ingest'>;
  now?: () => Date;
  /** Stops the seed before its next tool call (the server is shutting down); the next start resumes it. */
  signal?: AbortSignal;
}

export type DemoRoomCounts = Record<'wardrobe' | 'outfits' | 'likes' | 'saves' | 'inCart' | 'feedback' | 'trips' | 'scans', number>;

type ToolInput<T extends AnyTool> = z.input<T['input']>;
type ToolOutput<T extends AnyTool> = z.output<T['output']>;

/** Runs the registered tool of `def`'s name as the shopper; a refusal stops the seed with the tool's name. */
const caller = (ctx: ToolContext, signal?: AbortSignal) => async <T extends AnyTool>(def: T, input: ToolInput<T>): Promise<ToolOutput<T>> => {
  signal?.throwIfAborted();
  const tool = findTool(def.name);
  if (!tool) throw new Error(`the demo seed needs the tool ${def.name}, which is not registered`);
  const result = await runTool(tool, input, ctx);
  if (!result.ok) throw new Error(`the demo seed's call to ${def.name} failed: ${result.error.message}`, { cause: result.error });
  return result.output as ToolOutput<T>;
};

const hasRun = async (db: Database) =>
  (await db.select({ name: seedRuns.name }).from(seedRuns).where(eq(seedRuns.name, DEMO_ROOMS_SEED_RUN)).limit(1)).length > 0;

/**
 * Furnishes the demo shopper's rooms once. Answers what it added, or null when an earlier start
 * already did (one indexed read). The caller decides whether there may be a demo shopper at all.
 */
export const furnishDemoRooms = async (deps: DemoRoomsDeps, userId: string): Promise<DemoRoomCounts | null> => {
  if (await hasRun(deps.db)) return null;
  const started = performance.now();
  const now = deps.now ?? (() => new Date());
  const ctx: ToolContext = { db: deps.db, userId, now, log: deps.log };
  const call = caller(ctx, deps.signal);
  const rng = createRandom(DEMO_SEED).fork('demo-rooms');
  const added: DemoRoomCounts = { wardrobe: 0, outfits: 0, likes: 0, saves: 0, inCart: 0, feedback: 0, trips: 0, scans: 0 };
  // Where the time goes, per step, in the log line: the seed runs on a first start.
  const ms: Record<string, number> = {};
  let lap = performance.now();
  const mark = (step: string) => {
    const at = performance.now();
    ms[step] = Math.round(at - lap);
    lap = at;
  };

  await call(onboardingComplete, {});

  // The wardrobe: each piece's photo uploaded, then added in photo mode (its palette shapes the taste).
  const prices = DEMO_WARDROBE.map((piece) => demoPrice(piece, rng));
  const owned = new Map((await call(wardrobeList, { limit: 500 })).items.map((item) => [item.item_name, item.id]));
  const missing = DEMO_WARDROBE.map((piece, i) => ({ piece, price: prices[i]! })).filter(({ piece }) => !owned.has(piece.name));
  const photos = await Promise.all(missing.map(async ({ piece }) => ({ name: `${piece.name}.png`, bytes: await demoPhoto(piece) })));
  mark('photos');
  const uploads = photos.length ? await deps.photos.ingest(userId, 'wardrobe', photos, now()) : [];
  mark('uploads');
  for (const [i, { piece, price }] of missing.entries()) {
    const { item } = await call(wardrobeAdd, {
      mode: 'photo', uploadId: uploads[i]!.id, item_name: piece.name, category: piece.category, brand: piece.brand,
      color: piece.color, purchase_price: price, ...(piece.tags ? { tags: [...piece.tags] } : {}),
    });
    owned.set(item.item_name, item.id);
    added.wardrobe++;
  }

  mark('wardrobe');
  // Outfits of the shopper's own pieces.
  const savedOutfits = new Set((await call(outfitsList, {})).outfits.map((o) => o.name));
  const piece = (name: string) => ({ source: 'wardrobe' as const, id: owned.get(name)! });
  for (const outfit of OUTFITS.filter((o) => !savedOutfits.has(o.name))) {
    const { accessories = [], ...single } = outfit.slots as Record<string, string> & { accessories?: readonly string[] };
    const slots = Object.fromEntries(Object.entries(single).map(([slot, name]) => [slot, piece(name)]));
    await call(outfitsSave, { name: outfit.name, slots: { ...slots, accessories: accessories.map(piece) } });
    added.outfits++;
  }

  mark('outfits');
  // Likes on posts of the accounts the shopper follows (the taste moves with them).
  await whenIdle();
  mark('taste');
  const following = (await call(postsFeed, { view: 'following' })).posts;
  const likesWanted = DEMO_ROOMS.likes - following.filter((post) => post.liked_by_me).length;
  for (const post of rng.sample(following.filter((p) => !p.liked_by_me), likesWanted)) {
    if ((await call(postsLike, { postId: post.id })).changed) added.likes++;
  }

  mark('likes');
  // Saves from the feed into the dressing room, one moved to the cart; feedback on others.
  await whenIdle();
  const feed = await call(recommendationsFeed, { section: 'recommended', tier: 'all' });
  const unsaved = feed.items.filter((item) => !item.saved);
  const savesWanted = Math.max(0, DEMO_ROOMS.saves - (await call(dressingRoomList, {})).items.length);
  const feedbackWanted = Math.max(0, DEMO_ROOMS.feedback - feed.feedback_count);
  const picks = rng.sample(unsaved, savesWanted + feedbackWanted);
  for (const product of picks.slice(0, savesWanted)) {
    if ((await call(recommendationsSave, { productId: product.id, context: { section: 'recommended', tier: 'all' } })).added) added.saves++;
  }
  const room = (await call(dressingRoomList, {})).items;
  if (!room.some((item) => item.is_in_cart) && room.length) {
    // The first piece saved goes to the cart (the list is newest first).
    await call(dressingRoomToggleCart, { id: room[room.length - 1]!.id });
    added.inCart++;
  }
  for (const product of picks.slice(savesWanted)) {
    const reasons = rng.sample(FEEDBACK_REASONS, rng.int(1, 3));
    await call(feedbackSubmit, { itemId: product.id, reasons });
    added.feedback++;
  }

  mark('saves+feedback');
  // One trip, three weeks from now: upcoming whenever the demo is seeded.
  const trips = (await call(tripsList, {})).trips;
  const today = todayIso(now());
  if (!trips.some((t) => t.destination.startsWith(TRIP.destination) && t.start_date >= today)) {
    const start = addDays(today, DEMO_ROOMS.tripStartsIn);
    await call(tripsPlan, { destination: TRIP.destination, start_date: start, end_date: addDays(start, DEMO_ROOMS.tripDays - 1), activities: [...TRIP.activities] });
    added.trips++;
  }

  mark('trip');
  // Smart Analysis, read from everything above.
  await whenIdle();
  if (!(await call(discoveryLatest, {})).last_scan) {
    await call(discoveryScan, {});
    added.scans++;
  }
  await whenIdle();
  mark('scan');

  await deps.db.insert(seedRuns).values({ name: DEMO_ROOMS_SEED_RUN, seed: DEMO_SEED, counts: added }).onConflictDoNothing();
  deps.log.info({ ...added, ms: Math.round(performance.now() - started), steps: ms }, 'furnished the demo shopper\'s rooms');
  return added;
};
