/**
 * Catalogue databases for the search and vector benchmarks: an in-memory PGlite, migrated, with the
 * demo and optionally a bulk catalogue. Building 100k products takes minutes in WASM, so each size is
 * built once and its data directory cached under node_modules/.cache, keyed by everything that shapes
 * the rows (generator, seed, vocabulary); a changed generator builds afresh. Migrations are not part of
 * the key: a cached database is migrated on load (a new index or function needs no rebuild of the rows)
 * and written back when that applied anything.
 *
 * BENCH_CATALOGUE_KEY=<16 hex digits> opens the catalogues kept under an earlier key instead (a
 * generator change that only renamed rows, a 1M catalogue that takes too long to build again on a
 * loaded machine): the run says which key it used, and its figures are of those rows.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { createPglite, openPostgres, wrapPglite, type DatabaseHandle } from '../server/db/client.js';
import { databaseUrl } from '../server/test/engine.js';
import { executedRows } from '../tools/db-rows.js';
import { migrateDatabase } from '../server/db/migrate.js';
import { seedBulk, seedDemoIfNeeded } from '../server/db/seed.js';
import { checkBulkCapacity, postgresStorage } from '../server/db/bulk-capacity.js';
import { silentLogger } from '../server/log.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const CACHE_DIR = join(root, 'node_modules/.cache/atelier/bench');
const INPUTS = ['server/demo', 'server/db/seed.ts', 'tools/recommendations/style-vector.ts', 'tools/recommendations/vocabulary.ts'];

/**
 * seed.ts also names the indexes a bulk load drops and rebuilds; those shape no row, and a cached
 * database gets new indexes from its migrations, so that block is left out of the key.
 */
const rowShaping = (path: string, text: string): string =>
  path === 'server/db/seed.ts'
    ? text.replace(/\/\*\* The HNSW indexes[\s\S]*?(?=export interface BulkOptions)/, '')
    : text;

const inputsHash = (): string => {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    const full = join(root, path);
    if (!existsSync(full)) return;
    if (path.endsWith('.ts') || path.endsWith('.sql') || path.endsWith('.json')) {
      hash.update(path).update(rowShaping(path, readFileSync(full, 'utf8')));
      return;
    }
    for (const entry of readdirSync(full).sort()) visit(join(path, entry));
  };
  INPUTS.forEach(visit);
  return hash.digest('hex').slice(0, 16);
};

const appliedMigrations = async (handle: DatabaseHandle): Promise<number> => {
  const result = await handle.pglite!.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return result.rows[0]?.n ?? 0;
};

const writeCache = async (handle: DatabaseHandle, file: string) => {
  mkdirSync(CACHE_DIR, { recursive: true });
  const dump = await handle.pglite!.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
};

export interface FixtureSize { products: number; influencers: number; posts: number }

export interface Fixture {
  handle: DatabaseHandle;
  /**
   * How the database was obtained: built now (with timings) or loaded from the cache (`ms`: opening
   * it), and how long the catalogue took to build when it was (`build_ms`: generate, insert, index),
   * kept with the cached database.
   */
  source: { built: boolean; ms: Record<string, number>; build_ms?: Record<string, number> };
}

/**
 * With BENCH_DATABASE_URL (an admin URL of a PostgreSQL server with pgvector, e.g. from
 * `scripts/postgres-pgvector start`), catalogues live on that server instead, one database
 * per key, kept between runs: the production engine, and sizes (300k) that take too long to build
 * in WASM.
 */
export const benchEngine = (): 'pglite' | 'postgres' => (process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite');

const openOnPostgres = async (adminUrl: string, key: string, size: FixtureSize): Promise<Fixture> => {
  const name = `atelier_bench_${key.replace(/-/g, '_')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    const started = performance.now();
    const exists = (await admin`select 1 from pg_database where datname = ${name}`).length > 0;
    // A half-built database (a run stopped while seeding) has no seed run recorded: build it afresh.
    if (exists) {
      const handle = openPostgres(databaseUrl(adminUrl, name));
      await migrateDatabase(handle);
      const runs = await handle.db.execute(sql`select count(*)::int as n from seed_runs where name like 'bulk:%'`);
      if (size.products + size.influencers + size.posts === 0 || executedRows<{ n: number }>(runs)[0]!.n > 0) {
        const [comment] = await admin<{ c: string | null }[]>`select shobj_description(oid, 'pg_database') as c from pg_database where datname = ${name}`;
        const buildMs = comment?.c ? JSON.parse(comment.c) as Record<string, number> : undefined;
        return { handle, source: { built: false, ms: { open: Math.round(performance.now() - started) }, ...(buildMs ? { build_ms: buildMs } : {}) } };
      }
      await handle.close();
      await admin.unsafe(`drop database "${name}" with (force)`);
    }
    await admin.unsafe(`create database "${name}"`);
    const handle = openPostgres(databaseUrl(adminUrl, name));
    let ms: Record<string, number> = {};
    try {
      await migrateDatabase(handle);
      await seedDemoIfNeeded(handle.db, silentLogger);
      if (size.products + size.influencers + size.posts > 0) {
        const counts = { ...size, influencers: Math.max(size.influencers, size.posts ? 1 : 0) };
        await checkBulkCapacity(counts, await postgresStorage(handle.db));
        ms = (await seedBulk(handle.db, silentLogger, counts)).ms;
      }
    } catch (error) {
      // A catalogue refused for want of room (or failing midway) leaves no half-built database behind.
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      throw error;
    }
    await handle.db.execute(sql`vacuum analyze`);
    await admin.unsafe(`comment on database "${name}" is '${JSON.stringify(ms)}'`);
    return { handle, source: { built: true, ms, build_ms: ms } };
  } finally {
    await admin.end();
  }
};

/** The key catalogues are kept under: the generator's inputs, or BENCH_CATALOGUE_KEY (see the top of this file). */
export const catalogueKey = (): string => {
  const asked = process.env.BENCH_CATALOGUE_KEY;
  if (asked === undefined || asked === '') return inputsHash();
  if (!/^[0-9a-f]{16}$/.test(asked)) throw new Error(`BENCH_CATALOGUE_KEY must be 16 hex digits (a key of catalogue-fixture.ts), not ${asked}`);
  return asked;
};

export const openCatalogue = async (size: FixtureSize): Promise<Fixture> => {
  const key = `${catalogueKey()}-p${size.products}-i${size.influencers}-po${size.posts}`;
  if (process.env.BENCH_DATABASE_URL) return openOnPostgres(process.env.BENCH_DATABASE_URL, key, size);
  const file = join(CACHE_DIR, `${key}.tar`);
  if (existsSync(file)) {
    const started = performance.now();
    const handle = wrapPglite(await createPglite(undefined, new Blob([readFileSync(file)])));
    const loaded = performance.now();
    const applied = await appliedMigrations(handle);
    await migrateDatabase(handle);
    if ((await appliedMigrations(handle)) !== applied) await writeCache(handle, file);
    const ms = { load: Math.round(loaded - started), migrate: Math.round(performance.now() - loaded) };
    const timings = file.replace(/\.tar$/, '.json');
    const buildMs = existsSync(timings) ? JSON.parse(readFileSync(timings, 'utf8')) as Record<string, number> : undefined;
    return { handle, source: { built: false, ms, ...(buildMs ? { build_ms: buildMs } : {}) } };
  }
  const handle = wrapPglite(await createPglite());
  await migrateDatabase(handle);
  await seedDemoIfNeeded(handle.db, silentLogger);
  let ms: Record<string, number> = {};
  if (size.products + size.influencers + size.posts > 0) {
    const counts = { ...size, influencers: Math.max(size.influencers, size.posts ? 1 : 0) };
    await checkBulkCapacity(counts, { kind: 'memory' });
    ms = (await seedBulk(handle.db, silentLogger, counts)).ms;
  }
  await writeCache(handle, file);
  writeFileSync(file.replace(/\.tar$/, '.json'), JSON.stringify(ms));
  return { handle, source: { built: true, ms, build_ms: ms } };
};

/** Peak resident memory of this process so far, in MB. */
export const peakRssMb = (): number => Math.round(process.resourceUsage().maxRSS / 1024);
