/**
 * The reference sample the percent match is calibrated on (match-scale.ts): up to 1,024 product
 * vectors, the first by id. Ids are random UUIDs, so that is a uniform sample of the catalogue, and
 * the same one every time, so a card's percent does not jitter between requests.
 *
 * Loaded once per database and kept for a few minutes: at 100k products reading it costs a few
 * milliseconds, and scoring a taste against it in memory about a tenth of one, which keeps it off
 * the feed's per-request path. A catalogue that grows is picked up at the next reload.
 *
 * The scale for one taste is kept with the sample it was measured on: a shopper's taste only changes
 * when they act, so their next feed requests reuse it (scoring 1,024 vectors was a tenth of a feed
 * request's time over HTTP). Keyed by the taste's values, a changed taste gets its own scale.
 */
import { asc, isNotNull } from 'drizzle-orm';
import { products } from '../../server/db/schema.js';
import type { Database } from '../types.js';
import { matchScaleFor, type MatchScale } from './match-scale.js';
import { parsePgVector, type StyleVector } from './style-vector.js';

export const MATCH_REFERENCE_SIZE = 1024;
const RELOAD_AFTER_MS = 5 * 60_000;

/** Scales kept per sample; the oldest is dropped past this (a few hundred KB at most). */
export const MATCH_SCALES_KEPT = 2_000;

interface Reference { at: number; sample: Promise<StyleVector[]>; scales: Map<string, MatchScale | null> }
const cache = new WeakMap<Database, Reference>();

const load = async (db: Database): Promise<StyleVector[]> => {
  const rows = await db.select({ vector: products.styleVector }).from(products)
    .where(isNotNull(products.styleVector)).orderBy(asc(products.id)).limit(MATCH_REFERENCE_SIZE);
  return rows.map((r) => parsePgVector(r.vector!));
};

const reference = (db: Database, now: number): Reference => {
  const kept = cache.get(db);
  if (kept && now - kept.at < RELOAD_AFTER_MS) return kept;
  const sample = load(db);
  const fresh: Reference = { at: now, sample, scales: new Map() };
  cache.set(db, fresh);
  // A failed read or an empty catalogue is not kept: the next request reads again.
  const drop = () => { if (cache.get(db)?.sample === sample) cache.delete(db); };
  sample.then((vectors) => { if (!vectors.length) drop(); }, drop);
  return fresh;
};

export const matchReferenceSample = (db: Database, now = Date.now()): Promise<StyleVector[]> => reference(db, now).sample;

/** The percent-match scale for a taste over this database's reference sample; null without a taste. */
export const cachedMatchScale = async (db: Database, taste: StyleVector | null, now = Date.now()): Promise<MatchScale | null> => {
  if (!taste) return null;
  const { sample, scales } = reference(db, now);
  const key = taste.join(',');
  if (scales.has(key)) return scales.get(key)!;
  const scale = matchScaleFor(taste, await sample);
  if (scales.size >= MATCH_SCALES_KEPT) scales.delete(scales.keys().next().value!);
  scales.set(key, scale);
  return scale;
};

/** Forget the sample (tests that change the catalogue under one database). */
export const forgetMatchReference = (db: Database): void => { cache.delete(db); };
