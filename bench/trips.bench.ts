/**
 * trips.plan through the code door (validation, planning, saving) at 100k products: a 14-day trip
 * for a shopper with a 200-piece wardrobe (target p95 < 50 ms), and the worst case of a shopper who
 * owns nothing, where every outfit slot is a gap filled by filtered HNSW queries. Asserts nothing.
 */
import { findTool } from '../tools/registry.js';
import { runTool } from '../tools/run.js';
import type { ToolContext } from '../tools/types.js';
import { userStyleProfiles, users, wardrobeItems } from '../server/db/schema.js';
import { eq } from 'drizzle-orm';
import { silentLogger } from '../server/log.js';
import { deriveAttributes } from '../tools/garments/attributes.js';
import { attributeColumns } from '../tools/garments/columns.js';
import { blendVectors, vectorFromText } from '../tools/recommendations/style-vector.js';
import { addDays, todayIso } from '../tools/trips/dates.js';
import type { TripPlan } from '../tools/trips/contracts.js';
import { mean, measure, percentile, round, type BenchModule } from './lib.js';
import { openCatalogue, peakRssMb } from './catalogue-fixture.js';

const ITERATIONS = 60;
const WARDROBE_SIZE = 200;

/** A varied wardrobe: every slot, warm and cool pieces, casual to formal, deterministic. */
const GARMENTS: readonly [string, string][] = [
  ['linen shirt', 'Tops'], ['merino sweater', 'Tops'], ['silk blouse', 'Tops'], ['cotton tee', 'Tops'], ['cashmere turtleneck', 'Tops'],
  ['tank top', 'Tops'], ['tailored trousers', 'Bottoms'], ['straight jeans', 'Bottoms'], ['linen shorts', 'Bottoms'],
  ['wool trousers', 'Bottoms'], ['pleated midi skirt', 'Bottoms'], ['silk slip gown', 'Dresses'], ['floral sundress', 'Dresses'],
  ['knit midi dress', 'Dresses'], ['wool coat', 'Outerwear'], ['trench coat', 'Outerwear'], ['denim jacket', 'Outerwear'],
  ['tailored blazer', 'Outerwear'], ['leather sneakers', 'Shoes'], ['leather loafers', 'Shoes'], ['strappy sandals', 'Shoes'],
  ['stiletto heels', 'Shoes'], ['ankle boots', 'Shoes'], ['leather tote bag', 'Bags'], ['evening clutch', 'Bags'],
  ['performance leggings', 'Activewear'], ['running sports top', 'Activewear'],
];
const COLOURS = ['black', 'white', 'navy', 'cream', 'grey', 'camel', 'olive', 'burgundy'];

const TRIPS = [
  { destination: 'Lisbon', activities: ['City Walk', 'Restaurant'] },
  { destination: 'Tokyo', activities: ['Business', 'Evening', 'City Walk'] },
  { destination: 'Cape Town', activities: ['Beach', 'Casual', 'Active'] },
  { destination: 'Reykjavik', activities: ['Casual', 'Formal'] },
] as const;

const addShopper = async (ctx: Omit<ToolContext, 'userId'>, id: string, wardrobe: number) => {
  await ctx.db.insert(users).values({ id, name: id, email: `${id}@bench.example.com`, emailVerified: true }).onConflictDoNothing();
  // A kept catalogue (BENCH_DATABASE_URL) has the shopper from an earlier run: their wardrobe is written afresh, never doubled.
  await ctx.db.delete(wardrobeItems).where(eq(wardrobeItems.userId, id));
  const rows = Array.from({ length: wardrobe }, (_, i) => {
    const [garment, category] = GARMENTS[i % GARMENTS.length]!;
    const colour = COLOURS[Math.floor(i / GARMENTS.length) % COLOURS.length]!;
    const price = 40 + ((i * 37) % 260);
    const itemName = `${colour} ${garment}`;
    // Stored with their garment attributes, as wardrobe.add writes them.
    return {
      userId: id, itemName, category, color: colour, purchasePrice: price, styleVector: vectorFromText(itemName, { category, colour, price }),
      ...attributeColumns(deriveAttributes({ category, name: itemName })),
    };
  });
  if (rows.length) await ctx.db.insert(wardrobeItems).values(rows);
  const taste = blendVectors(rows.slice(0, 30).map((r) => ({ vector: r.styleVector, weight: 1 })));
  if (rows.length) await ctx.db.insert(userStyleProfiles).values({ userId: id, styleVector: taste }).onConflictDoNothing();
};

const runFor = async (ctx: ToolContext, days: number) => {
  const tool = findTool('trips.plan');
  if (!tool) throw new Error('trips.plan is not registered');
  let i = 0;
  const pieces: number[] = [];
  const toBuy: number[] = [];
  // CPU time of this process per call as well as wall time: on a shared, busy machine the wall clock
  // also counts waiting for a core, while the CPU time is close to what a quiet machine would take
  // (PGlite runs in this process, on this thread).
  const cpu: number[] = [];
  const timing = await measure(async () => {
    const before = process.cpuUsage();
    const trip = TRIPS[i % TRIPS.length]!;
    // Start dates move through the year so the weather (and so the outfits) change; outside any forecast.
    const start = addDays(todayIso(new Date()), 30 + ((i * 23) % 300));
    i++;
    const result = await runTool(tool, { destination: trip.destination, start_date: start, end_date: addDays(start, days - 1), activities: [...trip.activities] }, ctx);
    if (!result.ok) throw result.error;
    const plan = (result.output as { trip: TripPlan }).trip;
    if (plan.fallback) throw new Error('the bench plan fell back to the basic plan');
    pieces.push(plan.packing.pieces);
    toBuy.push(plan.packing.to_buy);
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
  }, ITERATIONS, 10);
  const measured = cpu.slice(-ITERATIONS);
  const avg = (xs: number[]) => round(mean(xs), 1);
  return {
    ...timing,
    cpu_p50: round(percentile(measured, 50)),
    cpu_p95: round(percentile(measured, 95)),
    load_average_1m: round((await import('node:os')).loadavg()[0]!, 1),
    avg_pieces_packed: avg(pieces),
    avg_pieces_to_buy: avg(toBuy),
  };
};

export default {
  name: 'trips',
  async run() {
    // The feed bench's catalogue, so the cached 100k database is shared.
    const fixture = await openCatalogue({ products: 100_000, influencers: 300, posts: 3000 });
    const base = { db: fixture.handle.db, now: () => new Date(), log: silentLogger };
    try {
      await addShopper(base, 'bench-trips-wardrobe', WARDROBE_SIZE);
      await addShopper(base, 'bench-trips-empty', 0);
      const withWardrobe = await runFor({ ...base, userId: 'bench-trips-wardrobe' }, 14);
      const ownsNothing = await runFor({ ...base, userId: 'bench-trips-empty' }, 14);
      return {
        products: 100_000,
        wardrobe_200_pieces_14_days: withWardrobe,
        empty_wardrobe_14_days_all_gaps: ownsNothing,
        target_p95_ms: 50,
        fixture: fixture.source,
        peak_rss_mb: peakRssMb(),
      };
    } finally {
      await fixture.handle.close();
    }
  },
} satisfies BenchModule;
