/**
 * The Outfit Builder and look completion over the 100k-product catalogue (the same cached fixture
 * as the feed bench): p50/p95 of `outfits.suggest` per slot and of `looks.complete` from pieces, a
 * product and a post, through the code door (runTool: validation, execution, output check). The
 * shopper owns tops, bottoms and one pair of shoes, so most slots reach the catalogue's HNSW index.
 * Prints figures; asserts nothing.
 */
import { sql } from 'drizzle-orm';
import { influencerPosts, products, users } from '../server/db/schema.js';
import { findTool } from '../tools/registry.js';
import { runTool } from '../tools/run.js';
import type { ToolContext } from '../tools/types.js';
import { OUTFIT_SLOTS } from '../tools/outfits/rules.js';
import { whenIdle } from '../tools/recommendations/pipeline.js';
import { measure, type BenchModule } from './lib.js';
import { openCatalogue } from './catalogue-fixture.js';

const SIZE = { products: 100_000, influencers: 300, posts: 3000 } as const;
const ITERATIONS = 100;

const WARDROBE: [string, string, string][] = [
  ['Minimalist black tailored wool trousers', 'Bottoms', 'black'], ['Cream silk blouse', 'Tops', 'cream'],
  ['Relaxed linen shirt', 'Tops', 'white'], ['Wide-leg denim jeans', 'Bottoms', 'blue'], ['Cashmere turtleneck', 'Tops', 'camel'],
  ['Pleated navy midi skirt', 'Bottoms', 'navy'], ['Black leather loafers', 'Shoes', 'black'], ['Striped cotton tee', 'Tops', 'white'],
];

export default {
  name: 'wardrobe',
  async run() {
    const fixture = await openCatalogue(SIZE);
    const { db } = fixture.handle;
    try {
      const userId = 'bench-wardrobe-shopper';
      await db.insert(users).values({ id: userId, name: 'bench', email: 'bench-wardrobe@example.com', emailVerified: true }).onConflictDoNothing();
      const ctx: ToolContext = { db, userId, now: () => new Date(), log: { info() {}, warn() {}, error() {} } };
      const call = async (name: string, input: unknown) => {
        const result = await runTool(findTool(name)!, input, ctx);
        if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
        return result.output as Record<string, unknown>;
      };

      // A dressing room of ten products, chosen deterministically; half the wardrobe was added by
      // link, three of them to catalogue products (which looks.complete must then never offer).
      const picks = await db.select({ id: products.id, url: products.productUrl }).from(products).orderBy(sql`md5(${products.id}::text)`).limit(13);
      const items: { id: string; category: string }[] = [];
      for (const [index, [item_name, category, color]] of WARDROBE.entries()) {
        const link = index % 2 === 0 ? picks[10 + index / 2]?.url ?? `https://shop.example.com/own/${index}` : undefined;
        items.push((await call('wardrobe.add', { item_name, category, color, ...(link ? { link } : {}) })).item as { id: string; category: string });
      }
      for (const p of picks.slice(0, 10)) await call('dressingRoom.add', { productId: p.id });
      await whenIdle();

      const top = items.find((i) => i.category === 'Tops')!;
      const bottom = items.find((i) => i.category === 'Bottoms')!;
      const outfit = { top: { source: 'wardrobe', id: top.id }, bottom: { source: 'wardrobe', id: bottom.id } };

      const suggest: Record<string, unknown> = {};
      for (const slot of OUTFIT_SLOTS) suggest[slot] = await measure(() => call('outfits.suggest', { slot, outfit }), ITERATIONS);
      let turn = 0;
      const rotating = [...OUTFIT_SLOTS];
      suggest.any_slot = await measure(() => call('outfits.suggest', { slot: rotating[turn++ % rotating.length], outfit }), ITERATIONS);

      const anchors = await db.select({ id: products.id }).from(products).orderBy(sql`md5(${products.id}::text || 'look')`).limit(50);
      const posts = await db.select({ id: influencerPosts.id }).from(influencerPosts).orderBy(sql`md5(${influencerPosts.id}::text)`).limit(50);
      let p = 0;
      let q = 0;
      const complete = {
        from_pieces: await measure(() => call('looks.complete', { pieces: [outfit.top, outfit.bottom] }), ITERATIONS),
        from_one_piece: await measure(() => call('looks.complete', { pieces: [outfit.top] }), ITERATIONS),
        from_product: await measure(() => call('looks.complete', { productId: anchors[p++ % anchors.length]!.id }), ITERATIONS),
        from_post: await measure(() => call('looks.complete', { postId: posts[q++ % posts.length]!.id }), ITERATIONS),
      };
      const sample = await call('looks.complete', { pieces: [outfit.top] }) as { missingPieces: { alternatives: unknown[] }[] };
      return {
        products: SIZE.products,
        fixture: fixture.source,
        wardrobe_items: WARDROBE.length,
        dressing_room_items: 10,
        load_average: (await import('node:os')).loadavg().map((l) => Math.round(l * 10) / 10),
        outfits_suggest_ms: suggest,
        looks_complete_ms: complete,
        looks_complete_sample: {
          missing_pieces: sample.missingPieces.length,
          alternatives: sample.missingPieces.reduce((n, m) => n + m.alternatives.length, 0),
        },
      };
    } finally {
      await whenIdle();
      await fixture.handle.close();
    }
  },
} satisfies BenchModule;
