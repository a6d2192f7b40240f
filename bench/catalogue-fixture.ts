/**
 * Catalogue databases for the search and vector benchmarks: an in-memory PGlite, migrated, with the
 * demo and optionally a bulk catalogue. Building 100k products takes minutes in WASM, so each size is
 * built once and its data directory cached under node_modules/.cache, keyed by everything that shapes
 * the rows (migrations, generator, vocabulary); a changed generator builds afresh.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPglite, wrapPglite, type DatabaseHandle } from '../server/db/client.js';
import { migrateDatabase } from '../server/db/migrate.js';
import { seedBulk, seedDemoIfNeeded } from '../server/db/seed.js';
import { silentLogger } from '../server/log.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const CACHE_DIR = join(root, 'node_modules/.cache/atelier/bench');
const INPUTS = ['migrations', 'server/demo', 'server/db/seed.ts', 'tools/recommendations/style-vector.ts', 'tools/recommendations/vocabulary.ts'];

const inputsHash = (): string => {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    const full = join(root, path);
    if (!existsSync(full)) return;
    if (path.endsWith('.ts') || path.endsWith('.sql') || path.endsWith('.json')) {
      hash.update(path).update(readFileSync(full));
      return;
    }
    for (const entry of readdirSync(full).sort()) visit(join(path, entry));
  };
  INPUTS.forEach(visit);
  return hash.digest('hex').slice(0, 16);
};

export interface FixtureSize { products: number; influencers: number; posts: number }

export interface Fixture {
  handle: DatabaseHandle;
  /** How the database was obtained: built now (with timings) or loaded from the cache. */
  source: { built: boolean; ms: Record<string, number> };
}

export const openCatalogue = async (size: FixtureSize): Promise<Fixture> => {
  const key = `${inputsHash()}-p${size.products}-i${size.influencers}-po${size.posts}`;
  const file = join(CACHE_DIR, `${key}.tar`);
  if (existsSync(file)) {
    const started = performance.now();
    const pglite = await createPglite(undefined, new Blob([readFileSync(file)]));
    return { handle: wrapPglite(pglite), source: { built: false, ms: { load: Math.round(performance.now() - started) } } };
  }
  const handle = wrapPglite(await createPglite());
  await migrateDatabase(handle);
  await seedDemoIfNeeded(handle.db, silentLogger);
  let ms: Record<string, number> = {};
  if (size.products + size.influencers + size.posts > 0) {
    ms = (await seedBulk(handle.db, silentLogger, { ...size, influencers: Math.max(size.influencers, size.posts ? 1 : 0) })).ms;
  }
  mkdirSync(CACHE_DIR, { recursive: true });
  const dump = await handle.pglite!.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { handle, source: { built: true, ms } };
};

/** Peak resident memory of this process so far, in MB. */
export const peakRssMb = (): number => Math.round(process.resourceUsage().maxRSS / 1024);
