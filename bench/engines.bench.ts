/**
 * The same 100k catalogue on both engines, one after the other in one run: the feed's four sections
 * (HTTP, statement, raw taste query) and `products.search` (HTTP, code door, query) on the embedded
 * PGlite and on the PostgreSQL server of BENCH_DATABASE_URL, with the PostgreSQL ÷ PGlite ratio of
 * each p95. Needs BENCH_DATABASE_URL; prints figures, asserts nothing.
 */
import { round, type BenchModule } from './lib.js';
import { feedAt } from './feed.bench.js';
import { searchAt } from './search.bench.js';

const SIZE = 100_000;

/** Runs `work` with BENCH_DATABASE_URL set (PostgreSQL) or unset (PGlite), then puts it back. */
const onEngine = async <T>(url: string | undefined, work: () => Promise<T>): Promise<T> => {
  const saved = process.env.BENCH_DATABASE_URL;
  if (url) process.env.BENCH_DATABASE_URL = url;
  else delete process.env.BENCH_DATABASE_URL;
  try {
    return await work();
  } finally {
    if (saved) process.env.BENCH_DATABASE_URL = saved;
    else delete process.env.BENCH_DATABASE_URL;
  }
};

type P95 = { p95: number };
const ratio = (postgres: P95 | undefined, pglite: P95 | undefined) => (postgres && pglite ? round(postgres.p95 / pglite.p95, 2) : null);

export default {
  name: 'engines',
  async run() {
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) return { skipped: 'set BENCH_DATABASE_URL to a PostgreSQL admin URL (see the feed bench)' };
    const pglite = { feed: await onEngine(undefined, () => feedAt(SIZE)), search: await onEngine(undefined, () => searchAt(SIZE)) };
    const postgres = { feed: await onEngine(url, () => feedAt(SIZE)), search: await onEngine(url, () => searchAt(SIZE)) };
    const sections = Object.keys(pglite.feed.sections) as (keyof typeof pglite.feed.sections)[];
    return {
      products: SIZE,
      pglite, postgres,
      postgres_over_pglite_p95: {
        raw_taste_query: ratio(postgres.feed.raw_taste_query_ms, pglite.feed.raw_taste_query_ms),
        ...Object.fromEntries(sections.map((s) => [`feed_http_${s}`, ratio(postgres.feed.sections[s]?.http_ms, pglite.feed.sections[s]?.http_ms)])),
        search_http: ratio(postgres.search.http_ms, pglite.search.http_ms),
        search_query: ratio(postgres.search.query_ms, pglite.search.query_ms),
      },
    };
  },
} satisfies BenchModule;
