/**
 * outfits.suggest, outfits.compose and looks.complete at 100k products, each with and without
 * constraints (occasion, temperature, budget), measured side by side in one run through the code
 * door (validation, rules, queries), and beside them a chat turn that builds an outfit on atelier-local
 * (reading the message, planning, the tool calls, the reply). Target p95 < 30 ms for the constrained
 * calls, < 100 ms for the chat turn. Asserts nothing.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { asc, inArray, sql } from 'drizzle-orm';
import { executedRows } from '../tools/db-rows.js';
import type { Database } from '../tools/types.js';
import { products, users, wardrobeItems } from '../server/db/schema.js';
import { silentLogger } from '../server/log.js';
import { deriveAttributes } from '../tools/garments/attributes.js';
import { attributeColumns } from '../tools/garments/columns.js';
import type { OutfitConstraints } from '../tools/outfits/constraints.js';
import { findTool } from '../tools/registry.js';
import { runTool } from '../tools/run.js';
import type { ToolContext } from '../tools/types.js';
import { vectorFromText } from '../tools/recommendations/style-vector.js';
import { createLocalModel } from '../server/ai/local/model.js';
import { runStylistTurn } from '../server/ai/stylist.js';
import { p50p95, round, sideBySide, type BenchModule } from './lib.js';
import { openCatalogue, peakRssMb } from './catalogue-fixture.js';

const ROUNDS = 60;
const WARMUP = 10;
const ANCHORS = 24;

/** Occasion × temperature × budget, cycled call by call. */
const CONSTRAINTS: readonly OutfitConstraints[] = [
  { occasion: 'wedding-guest', temperature_c: 24, max_price: 300 },
  { occasion: 'office', temperature_c: 8, rain: true },
  { occasion: 'black-tie', temperature_c: -3 },
  { occasion: 'beach', temperature_c: 31, max_price: 80 },
  { occasion: 'date', temperature_c: 14, min_price: 100, max_price: 400 },
  { occasion: 'gym', temperature_c: 18 },
  { occasion: 'festival', season: 'summer' },
  { occasion: 'interview', temperature_c: 2, max_price: 250 },
];

/** Chat turns that build an outfit (atelier-local, end to end: reading, planning, the tool calls, the reply). */
const CHAT_TURNS = [
  'what should I wear to the office?',
  'put together a date outfit, nothing over $150 a piece',
  'I need an outfit for a beach wedding',
  'what goes with my white leather sneakers?',
  'what should I wear to an interview when it is cold?',
] as const;

const WARDROBE: readonly [string, string, number][] = [
  ['black wool coat', 'Outerwear', 240], ['beige trench coat', 'Outerwear', 180], ['white cotton tee', 'Tops', 25],
  ['grey merino sweater', 'Tops', 90], ['black silk blouse', 'Tops', 120], ['navy tailored trousers', 'Bottoms', 110],
  ['blue straight jeans', 'Bottoms', 80], ['black slip dress', 'Dresses', 150], ['white leather sneakers', 'Shoes', 95],
  ['black leather pumps', 'Shoes', 130], ['black ankle boots', 'Shoes', 150], ['black leather tote bag', 'Bags', 140],
];

/**
 * CPU time a call costs, in ms: this process's (PGlite runs here) plus, on PostgreSQL, the server's
 * backends' (children of its postmaster, read from /proc/<pid>/schedstat in nanoseconds). On a
 * shared, oversubscribed machine the wall clock also counts waiting for a core; the CPU time is close
 * to what a quiet machine would take.
 */
const cpuMeter = async (db: Database): Promise<() => number> => {
  let backends: string[] = [];
  try {
    const [row] = executedRows<{ pid: number }>(await db.execute(sql`select pg_backend_pid() as pid`));
    const postmaster = row ? readFileSync(`/proc/${row.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] : undefined;
    const scan = () => readdirSync('/proc').filter((d) => /^\d+$/.test(d)).filter((d) => {
      try { return readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === postmaster; } catch { return false; }
    });
    if (postmaster) backends = scan();
  } catch {
    backends = []; // PGlite: no server, everything runs in this process.
  }
  const serverNs = () => backends.reduce((sum, pid) => {
    try { return sum + Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]); } catch { return sum; }
  }, 0);
  return () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000 + serverNs() / 1e6;
  };
};

const addShopper = async (ctx: Omit<ToolContext, 'userId'>, id: string, withWardrobe: boolean) => {
  const added = await ctx.db.insert(users).values({ id, name: id, email: `${id}@bench.example.com`, emailVerified: true }).onConflictDoNothing().returning();
  // A kept catalogue (BENCH_DATABASE_URL) already has the shopper from an earlier run.
  if (!withWardrobe || !added.length) return;
  await ctx.db.insert(wardrobeItems).values(WARDROBE.map(([itemName, category, price]) => ({
    userId: id, itemName, category, purchasePrice: price, styleVector: vectorFromText(itemName, { category, price }),
    ...attributeColumns(deriveAttributes({ category, name: itemName })),
  })));
};

export default {
  name: 'outfits',
  async run() {
    const fixture = await openCatalogue({ products: 100_000, influencers: 300, posts: 3000 });
    const base = { db: fixture.handle.db, now: () => new Date(), log: silentLogger };
    try {
      const shopper = 'bench-outfits-wardrobe';
      await addShopper(base, shopper, true);
      const ctx: ToolContext = { ...base, userId: shopper };
      const anchors = (await base.db.select({ id: products.id }).from(products)
        .where(inArray(products.category, ['Tops'])).orderBy(asc(products.id)).limit(ANCHORS * 50))
        .filter((_, i) => i % 50 === 0).map((r) => r.id);
      const call = (name: string) => {
        const tool = findTool(name);
        if (!tool) throw new Error(`${name} is not registered`);
        return async (input: unknown) => {
          const result = await runTool(tool, input, ctx);
          if (!result.ok) throw result.error;
          return result.output as { relaxed?: unknown[] };
        };
      };
      const [suggest, compose, look] = [call('outfits.suggest'), call('outfits.compose'), call('looks.complete')];
      const counters: Record<string, number> = {};
      const next = (key: string) => (counters[key] = (counters[key] ?? -1) + 1);
      let relaxed = 0;
      let composed = 0;
      const anchorOf = (i: number) => ({ source: 'product' as const, id: anchors[i % anchors.length]! });
      const constraintsOf = (i: number) => CONSTRAINTS[i % CONSTRAINTS.length]!;
      // Every pooled connection is open before the server's backends are listed for the CPU meter.
      await Promise.all(Array.from({ length: 8 }, () => suggest({ slot: 'bag', outfit: { top: anchorOf(0) } })));
      const cpuNow = await cpuMeter(base.db);
      const cpu: Record<string, number[]> = {};
      /** Times a probe itself (wall and CPU), so reading the CPU meter is not counted as the call's time. */
      const timed = (name: string, probe: () => Promise<unknown>) => async () => {
        const c0 = cpuNow();
        const t0 = performance.now();
        await probe();
        const wall = performance.now() - t0;
        (cpu[name] ??= []).push(cpuNow() - c0);
        return wall;
      };
      const probes: Record<string, () => Promise<unknown>> = {
        suggest: () => { const i = next('s'); return suggest({ slot: 'shoes', outfit: { top: anchorOf(i) } }); },
        suggest_constrained: () => { const i = next('sc'); return suggest({ slot: 'shoes', outfit: { top: anchorOf(i) }, constraints: constraintsOf(i) }); },
        compose: () => { const i = next('c'); return compose({ anchor: anchorOf(i) }); },
        compose_constrained: async () => {
          const i = next('cc');
          const out = await compose({ anchor: anchorOf(i), constraints: constraintsOf(i) });
          composed++;
          if (out.relaxed?.length) relaxed++;
          return out;
        },
        looks_complete: () => { const i = next('l'); return look({ productId: anchorOf(i).id }); },
        looks_complete_constrained: () => { const i = next('lc'); return look({ productId: anchorOf(i).id, constraints: constraintsOf(i) }); },
        chat_outfit_turn: async () => {
          const i = next('chat');
          const turn = await runStylistTurn({ model: createLocalModel(), ctx, messages: [{ role: 'user', content: CHAT_TURNS[i % CHAT_TURNS.length]! }] });
          if (!turn.reply || !turn.calls.some((c) => c.name.startsWith('outfits.') && c.ok)) throw new Error(`no outfit for "${CHAT_TURNS[i % CHAT_TURNS.length]}"`);
          return turn;
        },
      };
      const figures = await sideBySide(Object.fromEntries(Object.entries(probes).map(([k, v]) => [k, timed(k, v)])), ROUNDS, WARMUP);
      const cpuFigures = Object.fromEntries(Object.entries(cpu).map(([k, v]) => [k, p50p95(v.slice(WARMUP))]));
      return {
        products: 100_000,
        rounds: ROUNDS,
        wall_ms: figures,
        cpu_ms: cpuFigures,
        target_p95_ms: 30,
        chat_turn_target_p95_ms: 100,
        compose_constrained_share_relaxed: round(relaxed / Math.max(1, composed)),
        load_average_1m: round((await import('node:os')).loadavg()[0]!, 1),
        engine: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
        fixture: fixture.source,
        peak_rss_mb: peakRssMb(),
      };
    } finally {
      await fixture.handle.close();
    }
  },
} satisfies BenchModule;
