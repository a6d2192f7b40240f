/**
 * products.search latency on the demo catalogue and on 100k products, side by side, round-robin:
 * through real HTTP (a listening server, as the web calls it), through the code door (runTool, as
 * the chat calls it) and the tool's own query with its row mapping (execute, no validation) — with
 * the ratio of the HTTP p95 to the query's p95 (target ≤ 1.5 at 100k; p95 < 20 ms). Peak RSS too.
 */
import { loadavg } from 'node:os';
import { findTool } from '../tools/registry.js';
import { runTool } from '../tools/run.js';
import { productsSearch } from '../tools/catalogue/tools.js';
import type { ToolContext } from '../tools/types.js';
import { silentLogger } from '../server/log.js';
import { round, sideBySide, type BenchModule } from './lib.js';
import { openCatalogue, peakRssMb } from './catalogue-fixture.js';
import { ORIGIN, serveApp } from './app-server.js';
import { benchHttpClient } from './http-client.js';

const QUERIES = [
  { text: 'black dress' },
  { text: 'linen', category: 'Bottoms' },
  { text: 'tailored wool blazer', maxPrice: 500 },
  { category: 'Shoes', minPrice: 100, maxPrice: 300 },
  { text: 'silk' },
  { text: 'minimalist cream', category: 'Tops', limit: 10 },
  { minPrice: 500 },
  { text: 'bohemian flowing maxi' },
] as const;

export const searchAt = async (products: number) => {
  // At 100k the feed bench's catalogue (its influencers and posts do not touch the search): one build serves both.
  const fixture = await openCatalogue(products ? { products, influencers: 300, posts: 3000 } : { products: 0, influencers: 0, posts: 0 });
  const db = fixture.handle.db;
  const tool = findTool('products.search');
  if (!tool) throw new Error('products.search is not registered');
  const ctx: ToolContext = { db, userId: null, now: () => new Date(), log: silentLogger };
  const server = await serveApp(db);
  const client = benchHttpClient(server.base);
  try {
    const turns = { http: 0, door: 0, query: 0 };
    const load = loadavg()[0]!;
    const figures = await sideBySide({
      http: async () => {
        const res = await client.post('/api/tools/products.search', QUERIES[turns.http++ % QUERIES.length], { origin: ORIGIN });
        if (res.status !== 200) throw new Error(`products.search answered ${res.status}: ${res.body}`);
        return res.ms;
      },
      code_door: async () => {
        const result = await runTool(tool, QUERIES[turns.door++ % QUERIES.length], ctx);
        if (!result.ok) throw result.error;
      },
      query: () => productsSearch.execute(productsSearch.input.parse(QUERIES[turns.query++ % QUERIES.length]), ctx),
    }, 400, 40);
    return {
      engine: fixture.handle.kind, fixture: fixture.source, load_average_1m_at_start: round(load, 2),
      http_ms: figures.http, code_door_ms: figures.code_door, query_ms: figures.query,
      http_p95_over_query_p95: round(figures.http!.p95 / figures.query!.p95, 2),
    };
  } finally {
    await client.close();
    await server.close();
    await fixture.handle.close();
  }
};

export default {
  name: 'search',
  async run() {
    const demo = await searchAt(0);
    const large = await searchAt(100_000);
    return { demo_630: demo, products_100k: large, targets: { p95_ms_at_100k: 20, http_p95_over_query_p95_at_100k: 1.5 }, peak_rss_mb: peakRssMb() };
  },
} satisfies BenchModule;
