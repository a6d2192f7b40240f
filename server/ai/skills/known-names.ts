/**
 * The names the NLU layer matches against: the influencer handles and the brands in the database.
 * Read with two small queries and kept for a short while, so a turn costs no query most of the time
 * and a newly added influencer is known within `ttlMs`; the model rebuilds its lexicon only when
 * the names changed.
 */
import type { Database } from '../../../tools/types.js';
import { influencerAccounts, products } from '../../db/schema.js';
import type { KnownNames } from './pipeline.js';

export const loadKnownNames = async (db: Database): Promise<KnownNames> => {
  const handles = await db.select({ handle: influencerAccounts.handle, name: influencerAccounts.displayName, style: influencerAccounts.styleVector })
    .from(influencerAccounts).orderBy(influencerAccounts.handle).limit(5000);
  const brands = await db.selectDistinct({ brand: products.brand }).from(products).orderBy(products.brand).limit(5000);
  return {
    handles: handles.map((r) => r.handle.toLowerCase()),
    brands: brands.map((r) => r.brand),
    accounts: handles.map((r) => ({ handle: r.handle.toLowerCase(), name: r.name, ...(r.style ? { style: r.style } : {}) })),
  };
};

/** A loader that reads the names at most once per `ttlMs`; a failed read keeps the last names (or none). */
export const knownNamesSource = (db: Database, { ttlMs = 60_000, now = () => Date.now() } = {}): (() => Promise<KnownNames>) => {
  let cached: { at: number; names: KnownNames } | null = null;
  let pending: Promise<KnownNames> | null = null;
  return async () => {
    if (cached && now() - cached.at < ttlMs) return cached.names;
    pending ??= loadKnownNames(db)
      .then((names) => {
        // Same names as before: the same object, so the model keeps its lexicon.
        const same = cached && JSON.stringify(cached.names) === JSON.stringify(names);
        cached = { at: now(), names: same ? cached!.names : names };
        return cached.names;
      })
      .catch(() => cached?.names ?? { handles: [], brands: [] })
      .finally(() => { pending = null; });
    return pending;
  };
};
