/**
 * The reference sample the percent match is calibrated on (match-scale.ts): up to 1,024 product
 * vectors, the first by id. Ids are random UUIDs, so that is a uniform sample of the catalogue, and
 * the same one every time, so a card's percent does not jitter between requests.
 *
 * Loaded once per database and kept for a few minutes: at 100k products reading it costs a few
 * milliseconds, and scoring a taste against it in memory about a tenth of one, which keeps it off
 * the feed's per-request path. A catalogue that grows is picked up at the next reload.
 */
import { asc, isNotNull } from 'drizzle-orm';
import { products } from '../../server/db/schema.js';
import type { Database } from '../types.js';
import { parsePgVector, type StyleVector } from './style-vector.js';

export const MATCH_REFERENCE_SIZE = 1024;
const RELOAD_AFTER_MS = 5 * 60_000;

const cache = new WeakMap<Database, { at: number; sample: Promise<StyleVector[]> }>();

const load = async (db: Database): Promise<StyleVector[]> => {
  const rows = await db.select({ vector: products.styleVector }).from(products)
    .where(isNotNull(products.styleVector)).orderBy(asc(products.id)).limit(MATCH_REFERENCE_SIZE);
  return rows.map((r) => parsePgVector(r.vector!));
};

export const matchReferenceSample = (db: Database, now = Date.now()): Promise<StyleVector[]> => {
  const kept = cache.get(db);
  if (kept && now - kept.at < RELOAD_AFTER_MS) return kept.sample;
  const sample = load(db);
  cache.set(db, { at: now, sample });
  // A failed read or an empty catalogue is not kept: the next request reads again.
  const drop = () => { if (cache.get(db)?.sample === sample) cache.delete(db); };
  sample.then((vectors) => { if (!vectors.length) drop(); }, drop);
  return sample;
};

/** Forget the sample (tests that change the catalogue under one database). */
export const forgetMatchReference = (db: Database): void => { cache.delete(db); };
