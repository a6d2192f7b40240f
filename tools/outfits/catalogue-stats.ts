/**
 * Which kinds of product the catalogue holds at all: one row per (category, formality, warmth,
 * seasons, occasions) with its price range, read once and kept for a short while per database. The
 * engine asks it before a filtered vector search: a search for what no product is (black-tie shoes,
 * a winter coat under $20) would otherwise walk a category's whole graph to find nothing.
 * A product whose attributes are not stored yet counts as anything, so the answer errs towards searching.
 */
import { count, max, min } from 'drizzle-orm';
import { products } from '../../server/db/schema.js';
import type { Database } from '../types.js';
import type { Judgement, Leniency } from './judgement.js';
import { WARMTH_BANDS, suitsOccasion, widenedBand } from './judgement.js';
import type { OutfitSlot } from './rules.js';

/** How long the table is trusted: a product added since may be missed for this long (its search then reads as relaxed). */
export const CATALOGUE_STATS_TTL_MS = 30_000;

export interface KindOfProduct {
  category: string;
  formality: number | null;
  warmth: number | null;
  seasons: string[] | null;
  occasions: string[] | null;
  minPrice: number;
  maxPrice: number;
}

const cache = new WeakMap<Database, { at: number; kinds: Promise<KindOfProduct[]> }>();

export const catalogueKinds = (db: Database, now = Date.now()): Promise<KindOfProduct[]> => {
  const hit = cache.get(db);
  if (hit && now - hit.at < CATALOGUE_STATS_TTL_MS) return hit.kinds;
  const kinds = db.select({
    category: products.category, formality: products.formality, warmth: products.warmth, seasons: products.seasons, occasions: products.occasions,
    minPrice: min(products.price), maxPrice: max(products.price), n: count(),
  }).from(products).groupBy(products.category, products.formality, products.warmth, products.seasons, products.occasions)
    .then((rows) => rows.map((r) => ({ ...r, minPrice: Number(r.minPrice ?? 0), maxPrice: Number(r.maxPrice ?? 0) })));
  // A failed read is not kept: the next call reads again.
  kinds.catch(() => cache.delete(db));
  cache.set(db, { at: now, kinds });
  return kinds;
};

/** Forget the table (after writing products in bulk, or in tests). */
export const forgetCatalogueKinds = (db: Database): void => { cache.delete(db); };

/** Whether any product of these categories could pass the conditions at this leniency (palette aside: colour is not kept). */
export const catalogueMayHold = (
  kinds: readonly KindOfProduct[], categories: readonly string[], slot: OutfitSlot, j: Judgement, leniency: Leniency,
): boolean => {
  const band = leniency.price ? widenedBand(j.price) : j.price;
  const kind = slot === 'outerwear' ? 'outerwear' : slot === 'shoes' ? 'shoes' : slot === 'accessories' ? 'accessories' : slot === 'bag' ? null : 'clothes';
  return kinds.some((k) => {
    if (!categories.includes(k.category)) return false;
    if (band.min !== null && k.maxPrice < band.min) return false;
    if (band.max !== null && k.minPrice > band.max) return false;
    if (k.formality === null || k.warmth === null || k.seasons === null || k.occasions === null) return true;
    if (j.occasion && !suitsOccasion({ formality: k.formality as 1, occasions: k.occasions as never }, j.occasion, leniency.formality)) return false;
    if (j.band && kind) {
      const [lo, hi] = WARMTH_BANDS[j.band][kind];
      if (k.warmth > hi || (kind !== 'clothes' && k.warmth < lo)) return false;
    }
    if (j.season && kind && kind !== 'accessories' && !k.seasons.includes(j.season)) return false;
    return true;
  });
};
