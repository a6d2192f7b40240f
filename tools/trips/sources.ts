/**
 * Where a trip's pieces come from: the shopper's wardrobe (read directly, each row compared with
 * their taste in SQL), their usual price tier, and — only for the gaps — the catalogue products
 * nearest their taste in that tier (HNSW, ../recommendations/nearest.ts).
 */
import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { fittingRoomItems, userStyleProfiles, wardrobeItems } from '../../server/db/schema.js';
import { SLOT_CATEGORIES, type OutfitSlot } from '../outfits/rules.js';
import { nearestProducts } from '../recommendations/nearest.js';
import { cosineSimilarity, normalise, parsePgVector, type StyleVector } from '../recommendations/style-vector.js';
import { DIMENSIONS, dimensionIndex, priceTierOf, type Category, type PriceTier } from '../recommendations/vocabulary.js';
import type { Database } from '../types.js';
import type { TripActivity } from './contracts.js';
import { catalogueKinds, catalogueMayHold } from '../outfits/catalogue-stats.js';
import { SCAN_TUPLES, catalogueConditions } from '../outfits/engine.js';
import type { Judgement } from '../outfits/judgement.js';
import { ACTIVITY_PROFILES, TRIP_LENIENCY, toTripPiece, type TripPiece } from './rules.js';
import { executedRows } from '../db-rows.js';
import { productGarmentText, storedOrDerived } from '../garments/columns.js';
import { wardrobeGarmentText } from '../wardrobe/store.js';

/** The most wardrobe rows one plan reads (the wardrobe list's own limit). */
export const WARDROBE_LIMIT = 500;
/** Catalogue candidates fetched per gap slot and category; the planner picks among them per day. */
export const CANDIDATES_PER_SLOT = 12;

export interface ShopperPieces {
  pieces: TripPiece[];
  /** What they paid for their pieces, for their usual price tier. */
  prices: number[];
}

/**
 * The shopper's taste as SQL: the stored taste vector, else the mean of what they own. Kept in the
 * database so a 200-piece wardrobe is compared without sending 200 vectors to the server and back.
 */
const tasteSql = (userId: string) => sql`coalesce(
  (select ${userStyleProfiles.styleVector} from ${userStyleProfiles} where ${userStyleProfiles.userId} = ${userId}),
  (select avg(${wardrobeItems.styleVector}) from ${wardrobeItems} where ${wardrobeItems.userId} = ${userId}))`;

/** Every wardrobe piece that can travel, each with its similarity to the shopper's taste. */
export const loadWardrobe = async (db: Database, userId: string): Promise<ShopperPieces> => {
  const rows = await db.select({
    id: wardrobeItems.id, itemName: wardrobeItems.itemName, category: wardrobeItems.category, brand: wardrobeItems.brand,
    color: wardrobeItems.color, purchasePrice: wardrobeItems.purchasePrice, tags: wardrobeItems.tags, notes: wardrobeItems.notes,
    imageUrl: wardrobeItems.imageUrl,
    formality: wardrobeItems.formality, warmth: wardrobeItems.warmth, seasons: wardrobeItems.seasons, occasions: wardrobeItems.occasions,
    taste: sql<number | null>`1 - (${wardrobeItems.styleVector} <=> (select ${tasteSql(userId)}))`.mapWith((v: unknown) => (v === null ? null : Number(v))),
  }).from(wardrobeItems).where(eq(wardrobeItems.userId, userId))
    .orderBy(desc(wardrobeItems.createdAt), desc(wardrobeItems.id)).limit(WARDROBE_LIMIT);
  const pieces: TripPiece[] = [];
  const prices: number[] = [];
  for (const row of rows) {
    if (row.purchasePrice !== null) prices.push(row.purchasePrice);
    const piece = toTripPiece({
      id: row.id, source: 'wardrobe', name: row.itemName, category: row.category, price: row.purchasePrice,
      image_url: row.imageUrl, brand: row.brand, shop_url: null,
      taste: row.taste !== null && Number.isFinite(row.taste) ? row.taste : null,
      text: [row.color, ...row.tags, row.notes?.replace(/^Link: \S+$/m, '')].filter(Boolean).join(' '),
      // Read as wardrobe.list reads it: stored, else derived from the same words (not the colour).
      attributes: storedOrDerived(row, wardrobeGarmentText(row)),
    });
    if (piece) pieces.push(piece);
  }
  return { pieces, prices };
};

/** The taste vector itself (stored, else the mean of the wardrobe), for catalogue queries; null when there is none. */
export const loadTaste = async (db: Database, userId: string): Promise<StyleVector | null> => {
  const result: unknown = await db.execute(sql`select (${tasteSql(userId)})::text as taste`);
  const rows = executedRows<{ taste: string | null }>(result);
  const taste = rows[0]?.taste;
  return taste ? parsePgVector(taste) : null;
};

const median = (values: readonly number[]): number | null => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The shopper's usual price tier: the tier of the median price of what they own and what they saved
 * to the dressing room; Mid-Range when nothing has a price yet.
 */
export const usualPriceTier = async (db: Database, userId: string, ownedPrices: readonly number[]): Promise<{ tier: PriceTier; known: boolean }> => {
  const saved = await db.select({ price: fittingRoomItems.price }).from(fittingRoomItems)
    .where(and(eq(fittingRoomItems.userId, userId), isNotNull(fittingRoomItems.price))).limit(200);
  const mid = median([...ownedPrices, ...saved.map((s) => s.price!)]);
  return mid === null ? { tier: 'mid', known: false } : { tier: priceTierOf(mid), known: true };
};

const CATEGORY_DIMS = DIMENSIONS.filter((d) => d.group === 'category').map((d) => d.index);

/** Season words by how warm the trip is, not the calendar: a July trip to Sydney packs for winter. */
export const seasonForHigh = (highC: number): 'summer' | 'spring' | 'fall' | 'winter' =>
  highC >= 24 ? 'summer' : highC >= 16 ? 'spring' : highC >= 8 ? 'fall' : 'winter';

/**
 * The query for one gap slot: the shopper's taste with the trip's occasions and seasons added, and
 * its garment categories replaced by the slot's (so shoes are found by the look, not by "tops").
 */
export const slotQueryVector = (taste: StyleVector | null, category: Category, occasions: readonly string[], seasons: readonly string[]): StyleVector => {
  const v = taste ? [...taste] : new Array<number>(DIMENSIONS.length).fill(0);
  for (const i of CATEGORY_DIMS) v[i] = 0;
  const rest = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
  for (const o of occasions) v[dimensionIndex('occasion', o)]! += rest * 0.5 / occasions.length;
  for (const s of seasons) v[dimensionIndex('season', s)]! += rest * 0.3 / seasons.length;
  v[dimensionIndex('category', category)] = rest;
  return normalise(v);
};

export interface Gap {
  slot: OutfitSlot;
  activities: ReadonlySet<TripActivity>;
  /** The rules of the days with this gap (./rules.ts dayRules): the catalogue is asked within them. */
  rules?: readonly Judgement[];
}

/** Catalogue pieces for the gaps, nearest to the shopper's taste within their usual tier. */
export const catalogueCandidates = async (
  db: Database,
  gaps: readonly Gap[],
  { taste, tier, seasons }: { taste: StyleVector | null; tier: PriceTier; seasons: readonly string[] },
): Promise<TripPiece[]> => {
  const found = new Map<string, TripPiece>();
  for (const gap of gaps) {
    const categories: Category[] = [...SLOT_CATEGORIES[gap.slot]];
    // Leggings and sports tops live under Activewear in a catalogue.
    if (gap.activities.has('Active') && (gap.slot === 'top' || gap.slot === 'bottom')) categories.push('Activewear');
    const occasions = [...new Set([...gap.activities].map((a) => ACTIVITY_PROFILES[a].occasion))];
    // One search per category for pieces that suit any of the gap's days (occasion, temperature band,
    // rain): each day's rules as one alternative, those the catalogue cannot hold left out.
    const kinds = gap.rules ? await catalogueKinds(db) : [];
    const distinct = [...new Map((gap.rules ?? []).map((r) => [`${r.occasion}|${r.band}|${r.rain}`, r])).values()];
    for (const category of categories) {
      const possible = distinct.filter((r) => catalogueMayHold(kinds, [category], gap.slot, r, TRIP_LENIENCY));
      if (gap.rules && !possible.length) continue;
      const where = gap.rules ? [or(...possible.map((r) => and(...catalogueConditions(gap.slot, r, TRIP_LENIENCY))))!] : [];
      const hits = await nearestProducts(db, slotQueryVector(taste, category, occasions, seasons), {
        tier, category, limit: CANDIDATES_PER_SLOT, where, maxScanTuples: SCAN_TUPLES.relaxed,
      });
      for (const { product, vector } of hits) {
        const piece = toTripPiece({
          id: product.id, source: 'product', name: product.productName, category: product.category, price: product.price,
          image_url: product.imageUrl, brand: product.brand, shop_url: product.affiliateUrl ?? product.productUrl,
          taste: taste ? cosineSimilarity(vector, taste) : null,
          text: [product.productDescription, product.color, ...product.tags].filter(Boolean).join(' '),
          attributes: storedOrDerived({
            formality: product.formality ?? null, warmth: product.warmth ?? null, seasons: product.seasons ?? null, occasions: product.occasions ?? null,
          }, productGarmentText(product)),
        });
        if (piece && piece.slot === gap.slot) found.set(piece.id, piece);
      }
    }
  }
  return [...found.values()];
};
