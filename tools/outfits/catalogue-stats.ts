/**
 * What the catalogue holds, kind by kind: one row per (category, formality, warmth, seasons,
 * occasions) — about 75 at 100k products — with its prices in order and, for the smaller kinds,
 * the product ids in the same order. Read once and kept per database. The engine asks it before any
 * vector search, and it answers how many products could pass a search's conditions (colour and
 * names aside):
 *
 * - none: no search at all. A filtered HNSW scan for what no product is (black-tie accessories,
 *   a beach bottom under $20) would otherwise walk thousands of tuples to find nothing;
 * - a few (EXACT_AMONG), all with their ids known: an exact search among those ids by primary key,
 *   cheaper than an HNSW scan that has to visit a hundred tuples for every one that passes;
 * - more: the HNSW search, whose filter then passes often enough to stop early.
 *
 * A product whose attributes are not stored yet counts as anything, so the answer errs towards
 * searching. The table is kept for CATALOGUE_STATS_TTL_MS and then refreshed in the background
 * while the old one still answers (reading it costs a few hundred ms at 100k products, which no
 * request should wait for); only the very first read is waited for.
 */
import { isNotNull, sql } from 'drizzle-orm';
import { products } from '../../server/db/schema.js';
import type { Database } from '../types.js';
import type { Judgement, Leniency } from './judgement.js';
import { WARMTH_BANDS, suitsOccasion, widenedBand } from './judgement.js';
import type { OutfitSlot } from './rules.js';

/** How long the table is trusted before a refresh starts: a product added since may be missed for this long. */
export const CATALOGUE_STATS_TTL_MS = 30_000;
/** A kind with at most this many products keeps their ids (a few hundred KB at 100k products). */
export const KIND_IDS_KEPT = 3_000;
/** At most this many candidates, all with known ids: searched exactly among them instead of through HNSW. */
export const EXACT_AMONG = 400;

export interface KindOfProduct {
  category: string;
  formality: number | null;
  warmth: number | null;
  seasons: string[] | null;
  occasions: string[] | null;
  /** Its products' prices, ascending. */
  prices: number[];
  /** Its products' ids in the order of `prices`; null for a kind larger than KIND_IDS_KEPT. */
  ids: string[] | null;
}

/** A Postgres array as it arrives: parsed by the driver, or as its text form on an engine that does not parse it. */
const arrayOf = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.length < 2) return [];
  const inner = value.slice(1, -1);
  return inner ? inner.split(',').map((s) => s.replace(/^"|"$/g, '')) : [];
};

const readKinds = async (db: Database): Promise<KindOfProduct[]> => {
  const rows = await db.select({
    category: products.category, formality: products.formality, warmth: products.warmth, seasons: products.seasons, occasions: products.occasions,
    prices: sql<unknown>`array_agg(${products.price} order by ${products.price}, ${products.id})`,
    ids: sql<unknown>`case when count(*) <= ${KIND_IDS_KEPT} then array_agg(${products.id} order by ${products.price}, ${products.id}) end`,
  }).from(products).where(isNotNull(products.styleVector))
    .groupBy(products.category, products.formality, products.warmth, products.seasons, products.occasions);
  return rows.map((r) => ({
    category: r.category, formality: r.formality, warmth: r.warmth, seasons: r.seasons, occasions: r.occasions,
    prices: arrayOf(r.prices).map(Number),
    ids: r.ids === null || r.ids === undefined ? null : arrayOf(r.ids),
  }));
};

interface Kept { at: number; kinds: Promise<KindOfProduct[]>; refreshing: boolean }
const cache = new WeakMap<Database, Kept>();

export const catalogueKinds = (db: Database, now = Date.now()): Promise<KindOfProduct[]> => {
  const kept = cache.get(db);
  if (kept && now - kept.at < CATALOGUE_STATS_TTL_MS) return kept.kinds;
  if (kept) {
    // Stale: answer from the old table while a new one is read; it replaces the old one once read.
    if (!kept.refreshing) {
      kept.refreshing = true;
      readKinds(db).then(
        (kinds) => { if (cache.get(db) === kept) cache.set(db, { at: Date.now(), kinds: Promise.resolve(kinds), refreshing: false }); },
        () => { kept.refreshing = false; },
      );
    }
    return kept.kinds;
  }
  const kinds = readKinds(db);
  const fresh: Kept = { at: now, kinds, refreshing: false };
  // A failed first read is not kept: the next call reads again.
  kinds.catch(() => { if (cache.get(db) === fresh) cache.delete(db); });
  cache.set(db, fresh);
  return kinds;
};

/** Forget the table (after writing products in bulk, or in tests). */
export const forgetCatalogueKinds = (db: Database): void => { cache.delete(db); };

/** The first index whose price is at least `price` (or, `above`, more than it); prices ascending. */
const firstFrom = (prices: readonly number[], price: number, above = false): number => {
  let lo = 0;
  let hi = prices.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (prices[mid]! < price || (above && prices[mid] === price)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

const kindOf = (slot: OutfitSlot) =>
  slot === 'outerwear' ? 'outerwear' as const : slot === 'shoes' ? 'shoes' as const : slot === 'accessories' ? 'accessories' as const
    : slot === 'bag' ? null : 'clothes' as const;

/** Whether a kind's attributes could pass the judgement at this leniency (price, colour and names aside). */
const kindMayPass = (k: KindOfProduct, slot: OutfitSlot, j: Judgement, leniency: Leniency): boolean => {
  if (k.formality === null || k.warmth === null || k.seasons === null || k.occasions === null) return true;
  if (j.occasion && !suitsOccasion({ formality: k.formality as 1, occasions: k.occasions as never }, j.occasion, leniency.formality)) return false;
  const kind = kindOf(slot);
  if (j.band && kind) {
    const [lo, hi] = WARMTH_BANDS[j.band][kind];
    if (k.warmth > hi || (kind !== 'clothes' && k.warmth < lo)) return false;
  }
  if (j.season && kind && kind !== 'accessories' && !k.seasons.includes(j.season)) return false;
  return true;
};

/** How many products of these categories could pass, and their ids when every one of them is known. */
export interface CatalogueReach { count: number; ids: string[] | null }

export const catalogueReach = (
  kinds: readonly KindOfProduct[], categories: readonly string[], slot: OutfitSlot, j: Judgement, leniency: Leniency,
): CatalogueReach => {
  const band = leniency.price ? widenedBand(j.price) : j.price;
  let count = 0;
  let ids: string[] | null = [];
  for (const k of kinds) {
    if (!categories.includes(k.category) || !kindMayPass(k, slot, j, leniency)) continue;
    const from = band.min === null ? 0 : firstFrom(k.prices, band.min);
    // The ceiling is inclusive: the first price above it ends the run.
    const to = band.max === null ? k.prices.length : firstFrom(k.prices, band.max, true);
    if (to <= from) continue;
    count += to - from;
    ids = ids && k.ids ? [...ids, ...k.ids.slice(from, to)] : null;
  }
  return { count, ids: count === 0 ? [] : ids };
};

/** Whether any product of these categories could pass the conditions at this leniency (palette aside: colour is not kept). */
export const catalogueMayHold = (
  kinds: readonly KindOfProduct[], categories: readonly string[], slot: OutfitSlot, j: Judgement, leniency: Leniency,
): boolean => catalogueReach(kinds, categories, slot, j, leniency).count > 0;
