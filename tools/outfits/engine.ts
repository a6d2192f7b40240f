/**
 * The outfit engine under constraints: for one slot, the pieces the rules (./judgement.ts) allow —
 * the shopper's wardrobe first, then their dressing room, then the catalogue's nearest products —
 * relaxing price, then palette, then formality by one step only when nothing fits, and saying what
 * it relaxed. The catalogue is asked with the constraints as SQL (a superset: rows the backfill has
 * not reached pass) and every row is then judged by the same rules in TypeScript.
 */
import { and, between, eq, isNotNull, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { fittingRoomItems, products, wardrobeItems } from '../../server/db/schema.js';
import { nearestProducts, productColumns, type NearestProductRow } from '../recommendations/nearest.js';
import { cosineSimilarity, parsePgVector, toPgVector, type StyleVector } from '../recommendations/style-vector.js';
import { limitLiteral } from '../sql-literal.js';
import type { Category } from '../recommendations/vocabulary.js';
import type { Database } from '../types.js';
import type { Relaxation } from './constraints.js';
import {
  LADDER, STRICT, WARMTH_BANDS, occasionFormality, pieceViolations, widenedBand, type Judgement, type Leniency, type PriceBand,
} from './judgement.js';
import { EXACT_AMONG, catalogueKinds, catalogueReach } from './catalogue-stats.js';
import { productPiece, type Piece } from './pieces.js';
import { SLOT_CATEGORIES, pieceKey, type OutfitSlot } from './rules.js';
import { queryVectorForSlot } from './vectors.js';

/** Catalogue rows read per category for every piece wanted: names are judged after the read (shoes at black tie). */
export const POOL_PER_PIECE = 2;
export const MIN_POOL = 8;

/** The categories searched for a slot: gym and lounge kit lives under Activewear and Sleepwear. */
export const categoriesFor = (slot: OutfitSlot, j: Judgement): Category[] => {
  const base: Category[] = [...SLOT_CATEGORIES[slot]];
  if ((slot === 'top' || slot === 'bottom' || slot === 'dress') && j.occasion === 'gym') base.push('Activewear');
  if ((slot === 'top' || slot === 'bottom' || slot === 'dress') && j.occasion === 'lounge') base.push('Sleepwear');
  return base;
};

const warmthKind = (slot: OutfitSlot) =>
  slot === 'outerwear' ? 'outerwear' as const : slot === 'shoes' ? 'shoes' as const : slot === 'accessories' ? 'accessories' as const
    : slot === 'bag' ? null : 'clothes' as const;

/** The constraints as SQL over products: loose enough that no row the rules allow is left out. */
export const catalogueConditions = (slot: OutfitSlot, j: Judgement, leniency: Leniency): SQL[] => {
  const where: SQL[] = [];
  const band: PriceBand = leniency.price ? widenedBand(j.price) : j.price;
  if (band.min !== null) where.push(sql`${products.price} >= ${band.min}`);
  if (band.max !== null) where.push(sql`${products.price} <= ${band.max}`);
  if (j.occasion) {
    const [from, to] = occasionFormality(j.occasion);
    where.push(or(
      isNull(products.formality),
      sql`${products.occasions} @> array[${j.occasion}]::text[]`,
      leniency.formality ? between(products.formality, from - leniency.formality, to + leniency.formality) : sql`false`,
    )!);
  }
  const kind = warmthKind(slot);
  if (j.band && kind) {
    const [bandLo, hi] = WARMTH_BANDS[j.band][kind];
    const lo = kind === 'clothes' ? 1 : bandLo;
    where.push(or(isNull(products.warmth), between(products.warmth, lo, hi))!);
  }
  if (j.season && kind && kind !== 'accessories') where.push(or(isNull(products.seasons), sql`${products.seasons} @> array[${j.season}]::text[]`)!);
  return where;
};

/** A piece with how near it is to the look; catalogue pieces keep their product row (retailer, links). */
export interface Ranked { piece: Piece; similarity: number; row?: NearestProductRow }

/** The shopper's own pieces the outfit can still take. */
export interface OwnPieces {
  wardrobe: readonly Piece[];
  dressingRoom: readonly Piece[];
  /** Catalogue products already in the dressing room (not news as suggestions). */
  dressingRoomProductIds: readonly string[];
}

export interface SlotSearch {
  db: Database;
  slot: OutfitSlot;
  judgement: Judgement;
  /** The look the pieces should go with (the outfit so far, the anchor, or the shopper's taste). */
  look: StyleVector;
  own: OwnPieces;
  /** Pieces (by pieceKey) and product ids that must not come back. */
  taken: ReadonlySet<string>;
  limit: number;
  /** Whether the shopper's own pieces may answer (false: catalogue only, as for look alternatives). */
  includeOwn?: boolean;
}

export interface SlotAnswer {
  picks: Ranked[];
  /** The leniency of the picks and what was relaxed to reach it (in order); empty when nothing was. */
  leniency: Leniency;
  relaxed: Relaxation[];
}

const allowed = (p: Piece, slot: OutfitSlot, j: Judgement, leniency: Leniency) =>
  p.naturalSlot === slot && pieceViolations(p, slot, j, leniency).length === 0;

/**
 * Tuples an iterative HNSW scan visits before giving up: the strict search fails fast (the relaxed
 * one follows); the relaxed one walks at most ~60 % of a category's graph (~10k at 100k products).
 * Each visited tuple costs a heap read to test the conditions, so a search for what the catalogue
 * barely holds is bounded; what lies beyond is reported as unfilled rather than searched for longer.
 */
export const SCAN_TUPLES = { strict: 2_000, relaxed: 6_000 } as const;

/** What one slot can be filled from: the shopper's pieces and the catalogue's, strict and (once needed) relaxed. */
export interface SlotPool {
  own: Ranked[];
  strict: Ranked[];
  relaxed: Ranked[] | null;
}

const LOOSEST = LADDER.at(-1)!.leniency;

/**
 * The nearest of a few known products, exactly: read by primary key and ordered by distance. The
 * ORDER BY is written so no HNSW index can serve it (`+ 0`): the planner reads the ids and sorts them.
 */
export const nearestAmong = async (
  db: Database, vector: StyleVector, ids: readonly string[], { limit, excludeIds = [], where = [] }: { limit: number; excludeIds?: readonly string[]; where?: SQL[] },
): Promise<{ product: NearestProductRow; similarity: number; vector: StyleVector }[]> => {
  if (!ids.length) return [];
  const distance = sql<number>`(${products.styleVector} <=> ${toPgVector(vector)}::vector)`;
  const rows = await db.select({ ...productColumns, styleVector: products.styleVector, distance })
    .from(products)
    .where(and(sql`${products.id} = any(${`{${ids.join(',')}}`}::uuid[])`, isNotNull(products.styleVector), ...where,
      ...(excludeIds.length ? [notInArray(products.id, [...excludeIds])] : [])))
    .orderBy(sql`${distance} + 0`, products.id)
    .limit(limitLiteral(limit));
  return rows.map(({ styleVector, distance: d, ...product }) => ({ product, similarity: 1 - Number(d), vector: parsePgVector(styleVector!) }));
};

/** Ids a search may take: UUIDs only (a product's id is one; anything else is no product). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const catalogueAt = async (s: SlotSearch, leniency: Leniency, limit: number, maxScanTuples: number): Promise<Ranked[]> => {
  const categories = categoriesFor(s.slot, s.judgement);
  const kinds = await catalogueKinds(s.db);
  const query = queryVectorForSlot(s.look, s.slot);
  const excludeIds = [...new Set([...s.own.dressingRoomProductIds, ...[...s.taken].flatMap((k) => (k.startsWith('product:') ? [k.slice(8)] : []))])]
    .filter((id) => UUID.test(id));
  const where = catalogueConditions(s.slot, s.judgement, leniency);
  const pool = Math.max(MIN_POOL, limit * POOL_PER_PIECE);
  const found = (await Promise.all(categories.map((category) => {
    // Nothing of the kind in the catalogue: no search. A few, all known: exactly among them. More: HNSW.
    const reach = catalogueReach(kinds, [category], s.slot, s.judgement, leniency);
    if (reach.count === 0) return [];
    if (reach.ids && reach.ids.length <= EXACT_AMONG) return nearestAmong(s.db, query, reach.ids, { limit: pool, excludeIds, where });
    return nearestProducts(s.db, query, { category, limit: pool, excludeIds, where, maxScanTuples });
  }))).flat();
  return found
    .map((f): Ranked => ({ piece: productPiece({ ...f.product, styleVector: f.vector }), similarity: f.similarity, row: f.product }))
    .filter((r) => r.piece.naturalSlot === s.slot)
    .sort((a, b) => b.similarity - a.similarity || a.piece.id.localeCompare(b.piece.id));
};

/** The shopper's own pieces for the slot, nearest the look first: the wardrobe, then the dressing room. */
const ownFor = (s: SlotSearch): Ranked[] => {
  if (s.includeOwn === false) return [];
  const query = queryVectorForSlot(s.look, s.slot);
  const rank = (list: readonly Piece[]) => list.filter((p) => p.naturalSlot === s.slot)
    .map((piece) => ({ piece, similarity: cosineSimilarity(query, piece.vector) }))
    .sort((a, b) => b.similarity - a.similarity || a.piece.id.localeCompare(b.piece.id));
  return [...rank(s.own.wardrobe), ...rank(s.own.dressingRoom)];
};

/**
 * The pieces for one slot at the strictest rung that answers, from a pool already read: own pieces
 * first, each rung judged in TypeScript. Relaxing never crosses the rules that are never relaxed
 * (shoes and coats against the occasion and the weather, seasons, rain).
 */
export const pickFrom = (pool: SlotPool, s: SlotSearch): SlotAnswer => {
  const relaxed: Relaxation[] = [];
  const catalogue = pool.relaxed
    ? [...new Map([...pool.strict, ...pool.relaxed].map((r) => [r.piece.id, r])).values()].sort((a, b) => b.similarity - a.similarity || a.piece.id.localeCompare(b.piece.id))
    : pool.strict;
  for (const rung of LADDER) {
    if (rung.relaxed) {
      // A rung that relaxes nothing this judgement holds is skipped rather than searched twice.
      const moot = (rung.relaxed === 'price' && s.judgement.price.source === 'none')
        || (rung.relaxed === 'palette' && s.judgement.palette.length === 0)
        || (rung.relaxed === 'formality' && s.judgement.occasion === null);
      if (moot) continue;
      relaxed.push(rung.relaxed);
    }
    const fits = (r: Ranked) => !s.taken.has(pieceKey(r.piece)) && allowed(r.piece, s.slot, s.judgement, rung.leniency);
    const own = pool.own.filter(fits).slice(0, s.limit);
    const picks = [...own, ...catalogue.filter(fits).slice(0, s.limit - own.length)];
    if (picks.length) return { picks, leniency: rung.leniency, relaxed };
  }
  return { picks: [], leniency: LOOSEST, relaxed };
};

/**
 * Reads the pool for a slot: own pieces, the strict catalogue search, and the relaxed one only if
 * nothing strict fits (and `relax` allows it: a piece the outfit can do without is never relaxed for).
 */
export const gatherSlot = async (s: SlotSearch, { relax = true } = {}): Promise<SlotPool> => {
  const own = ownFor(s);
  const strict = await catalogueAt(s, STRICT, s.limit, SCAN_TUPLES.strict);
  const pool: SlotPool = { own, strict, relaxed: null };
  // Only a slot the strict search could not fill (some rung had to be relaxed) reads the relaxed search.
  return relax && pickFrom(pool, s).relaxed.length ? withRelaxed(pool, s) : pool;
};

/** The pool with the relaxed catalogue search read too (idempotent). */
export const withRelaxed = async (pool: SlotPool, s: SlotSearch): Promise<SlotPool> =>
  (pool.relaxed ? pool : { ...pool, relaxed: await catalogueAt(s, LOOSEST, Math.max(s.limit, MIN_POOL), SCAN_TUPLES.relaxed) });

/** One slot, start to end: at most two catalogue searches (strict, then relaxed). */
export const searchSlot = async (s: SlotSearch): Promise<SlotAnswer> => pickFrom(await gatherSlot(s), s);

/** Prices the shopper has shown they pay: their wardrobe's purchase prices and their dressing room's. */
export const usualPrices = async (db: Database, userId: string): Promise<number[]> => {
  const [owned, saved] = await Promise.all([
    db.select({ price: wardrobeItems.purchasePrice }).from(wardrobeItems)
      .where(and(eq(wardrobeItems.userId, userId), isNotNull(wardrobeItems.purchasePrice))).limit(500),
    db.select({ price: fittingRoomItems.price }).from(fittingRoomItems)
      .where(and(eq(fittingRoomItems.userId, userId), isNotNull(fittingRoomItems.price))).limit(500),
  ]);
  return [...owned, ...saved].map((r) => r.price!).filter((p) => p > 0);
};

