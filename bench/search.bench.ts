/**
 * products.search latency (p50/p95, through the code door as the chat and HTTP use it) on the demo
 * catalogue and on 100k products, plus peak RSS. Target: p95 < 20 ms at 100k.
 */
import { findTool } from '../tools/registry.js';
import { runTool } from '../tools/run.js';
import type { ToolContext } from '../tools/types.js';
import { silentLogger } from '../server/log.js';
import { measure, type BenchModule } from './lib.js';
import { openCatalogue, peakRssMb } from './catalogue-fixture.js';

const QUERIES: unknown[] = [
  { text: 'black dress' },
  { text: 'linen', category: 'Bottoms' },
  { text: 'tailored wool blazer', maxPrice: 500 },
  { category: 'Shoes', minPrice: 100, maxPrice: 300 },
  { text: 'silk' },
  { text: 'minimalist cream', category: 'Tops', limit: 10 },
  { minPrice: 500 },
  { text: 'bohemian flowing maxi' },
];

const bench = async (products: number) => {
  const fixture = await openCatalogue({ products, influencers: 0, posts: 0 });
  const tool = findTool('products.search');
  if (!tool) throw new Error('products.search is not registered');
  const ctx: ToolContext = { db: fixture.handle.db, userId: null, now: () => new Date(), log: silentLogger };
  let i = 0;
  const timing = await measure(async () => {
    const result = await runTool(tool, QUERIES[i++ % QUERIES.length], ctx);
    if (!result.ok) throw result.error;
  }, 400, 40);
  await fixture.handle.close();
  return { ...timing, fixture: fixture.source };
};

export default {
  name: 'search',
  async run() {
    const demo = await bench(0);
    const large = await bench(100_000);
    return { demo_630: demo, products_100k: large, target_p95_ms_at_100k: 20, peak_rss_mb: peakRssMb() };
  },
} satisfies BenchModule;
