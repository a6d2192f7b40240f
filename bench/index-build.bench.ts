/**
 * Times building the catalogue's vector and search indexes, apart from generating and inserting the
 * rows: on a catalogue built by this run, the build's own index phase; on a cached one, the indexes are
 * dropped and built again, so it can be measured again on a quiet machine without a million new rows. `BENCH_INDEX_SIZE` picks the catalogue (100000 by
 * default; 1000000 for the million); with BENCH_DATABASE_URL the catalogue lives on PostgreSQL.
 * Asserts nothing.
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { createVectorIndexes, dropVectorIndexes } from '../server/db/seed.js';
import { executedRows } from '../tools/db-rows.js';
import { benchEngine, openCatalogue } from './catalogue-fixture.js';
import { round, type BenchModule } from './lib.js';

const size = Number(process.env.BENCH_INDEX_SIZE ?? 100_000);

const bench: BenchModule = {
  name: 'index-build',
  async run() {
    if (!Number.isInteger(size) || size <= 0) throw new Error(`BENCH_INDEX_SIZE must be a whole number of products, not ${process.env.BENCH_INDEX_SIZE}`);
    const fixture = await openCatalogue({ products: size, influencers: 300, posts: 3000 });
    const { db } = fixture.handle;
    try {
      const [loadBefore = 0] = loadavg();
      let buildMs = fixture.source.built ? fixture.source.build_ms?.index : undefined;
      if (buildMs === undefined) {
        await dropVectorIndexes(db);
        const started = performance.now();
        await createVectorIndexes(db);
        buildMs = Math.round(performance.now() - started);
      }
      const sizes = executedRows<{ index: string; mb: number }>(await db.execute(sql`
        select indexname as index, round(pg_relation_size(format('%I', indexname)::regclass) / 1048576.0)::int as mb
        from pg_indexes where tablename = 'products' and (indexname like 'products_vector%' or indexname = 'products_search_idx')
        order by indexname`));
      return {
        engine: benchEngine(),
        products: size,
        build_ms: buildMs,
        measured: fixture.source.built ? 'the index phase of building this catalogue' : 'dropped and built again on the cached catalogue',
        target_ms: 15 * 60_000,
        index_mb: Object.fromEntries(sizes.map((row) => [row.index, row.mb])),
        index_mb_total: sizes.reduce((sum, row) => sum + row.mb, 0),
        load_average_1m_before: round(loadBefore, 2),
        load_average_1m_after: round(loadavg()[0] ?? 0, 2),
        catalogue_build_ms: fixture.source.build_ms ?? null,
      };
    } finally {
      await fixture.handle.close();
    }
  },
};

export default bench;
