/**
 * The outfit-sanity suite's scenarios, generated from the catalogue's attributes and run through
 * the tools' code door: occasions × temperatures × budgets × anchor pieces (outfits.compose,
 * outfits.suggest, looks.complete), and trips over the real climate table (trips.plan). Used by
 * ./sanity.test.ts (fails on any violation) and by `npm run evals` (prints the violation table).
 */
import { asc, count, eq, inArray } from 'drizzle-orm';
import { products, users, wardrobeItems } from '../../server/db/schema.js';
import { findTool } from '../registry.js';
import { runTool } from '../run.js';
import type { Database, ToolContext, ToolLogger } from '../types.js';
import type { LookAnalysis } from '../looks/contracts.js';
import { GARMENT_SEASONS } from '../garments/contracts.js';
import { climateTable } from '../trips/climate.js';
import { TRIP_ACTIVITIES, type TripActivity, type TripPlan } from '../trips/contracts.js';
import type { OutfitConstraints } from './constraints.js';
import type { OutfitsComposeOutput, OutfitsSuggestOutput } from './contracts.js';
import { findPieces } from './pieces.js';
import { SCENARIO_OCCASIONS, SanityTally, checkCompose, checkLook, checkSuggest, checkTripDay, type KnownPiece, type Scenario } from './sanity.js';
import { pieceKey, slotForPiece, type OutfitSlot, type PieceSource } from './rules.js';

/** Temperatures the scenarios cycle through: one per band but hot and mild share the summer. */
export const SCENARIO_TEMPERATURES = [-3, 8, 14, 20, 25, 31] as const;
/** Budgets: none (the anchor's or usual band), a ceiling, and a range. */
export const SCENARIO_BUDGETS: readonly Pick<OutfitConstraints, 'min_price' | 'max_price'>[] = [{}, { max_price: 150 }, { min_price: 100, max_price: 400 }];
export const TRIP_COUNT = 20;

/** A wardrobe with every slot, warm and light pieces, casual to formal, and prices (so a usual range exists). */
const WARDROBE: readonly [string, string, string, number][] = [
  ['White cotton tee', 'Tops', 'white', 25], ['Grey merino sweater', 'Tops', 'grey', 90], ['Black silk blouse', 'Tops', 'black', 120],
  ['Navy tailored trousers', 'Bottoms', 'navy', 110], ['Blue straight jeans', 'Bottoms', 'blue', 80], ['Linen shorts', 'Bottoms', 'beige', 45],
  ['Black satin evening gown', 'Dresses', 'black', 260], ['Floral cotton sundress', 'Dresses', 'pink', 70],
  ['Camel wool coat', 'Outerwear', 'camel', 240], ['Beige trench coat', 'Outerwear', 'beige', 180], ['Cropped denim jacket', 'Outerwear', 'blue', 85],
  ['White leather sneakers', 'Shoes', 'white', 95], ['Black leather pumps', 'Shoes', 'black', 130], ['Tan leather sandals', 'Shoes', 'brown', 60],
  ['Black leather ankle boots', 'Shoes', 'black', 150], ['Black leather tote bag', 'Bags', 'black', 140], ['Gold evening clutch', 'Bags', 'yellow', 95],
  ['Performance leggings', 'Activewear', 'black', 55], ['Running sports top', 'Activewear', 'black', 40], ['Running trainers', 'Shoes', 'white', 110],
];

const silent: ToolLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

const call = async <T>(name: string, input: unknown, ctx: ToolContext): Promise<T> => {
  const tool = findTool(name);
  if (!tool) throw new Error(`${name} is not registered`);
  const result = await runTool(tool, input, ctx);
  if (!result.ok) throw new Error(`${name} ${JSON.stringify(input)} failed: ${result.error.message}`);
  return result.output as T;
};

/** Anchor candidates per occasion: catalogue clothes and shoes that name it, in a fixed order. */
const anchorsFor = async (db: Database): Promise<Map<string, { id: string; price: number; slot: OutfitSlot }[]>> => {
  const rows = await db.select({ id: products.id, price: products.price, category: products.category, name: products.productName, occasions: products.occasions })
    .from(products).where(inArray(products.category, ['Dresses', 'Tops', 'Bottoms', 'Shoes', 'Bags'])).orderBy(asc(products.id));
  const by = new Map<string, { id: string; price: number; slot: OutfitSlot }[]>();
  for (const r of rows) {
    const slot = slotForPiece(r.category, r.name);
    if (!slot) continue;
    for (const o of r.occasions ?? []) by.set(o, [...(by.get(o) ?? []), { id: r.id, price: r.price, slot }]);
  }
  return by;
};

/** ≥ 50 scenarios: every occasion (but lounge) at several temperatures, budgets and anchors cycling. */
export const buildScenarios = async (db: Database): Promise<Scenario[]> => {
  const anchors = await anchorsFor(db);
  const scenarios: Scenario[] = [];
  let i = 0;
  for (const occasion of SCENARIO_OCCASIONS) {
    for (const temperature of [SCENARIO_TEMPERATURES[i % 6]!, SCENARIO_TEMPERATURES[(i + 2) % 6]!, SCENARIO_TEMPERATURES[(i + 4) % 6]!, SCENARIO_TEMPERATURES[(i + 5) % 6]!]) {
      const budget = SCENARIO_BUDGETS[i % SCENARIO_BUDGETS.length]!;
      const pool = anchors.get(occasion) ?? [];
      // Every other scenario builds around a catalogue piece that suits the occasion.
      const anchor = i % 2 === 1 && pool.length ? pool[(i * 7) % pool.length]! : null;
      const rain = i % 5 === 0;
      // Every seventh scenario names a season instead of a temperature.
      const season = i % 7 === 3 ? GARMENT_SEASONS[i % GARMENT_SEASONS.length]! : null;
      const weather = season ? { season } : { temperature_c: temperature };
      scenarios.push({
        id: `${occasion}@${season ?? `${temperature}°C`}${rain ? '+rain' : ''}${budget.max_price ? ` ≤$${budget.max_price}` : ''}${budget.min_price ? ` ≥$${budget.min_price}` : ''}${anchor ? ' anchored' : ''}`,
        constraints: { occasion, ...weather, ...(rain ? { rain } : {}), ...budget },
        anchor,
      });
      i++;
    }
  }
  return scenarios;
};

/** 20 trips over the climate table: cities spread through it, months through the year, activities cycling. */
export const buildTrips = (): { destination: string; start_date: string; end_date: string; activities: TripActivity[] }[] => {
  const cities = climateTable().cities;
  const pinned = [{ name: 'Lisbon', month: 12 }, { name: 'New York', month: 1 }];
  const trips = pinned.map((p) => ({ name: p.name, month: p.month }));
  for (let k = 0; trips.length < TRIP_COUNT; k++) {
    const city = cities[(k * 37) % cities.length]!;
    trips.push({ name: `${city.name}, ${city.country}`, month: ((k * 5) % 12) + 1 });
  }
  return trips.map((t, k) => {
    const mm = String(t.month).padStart(2, '0');
    const activities = [TRIP_ACTIVITIES[k % TRIP_ACTIVITIES.length]!, TRIP_ACTIVITIES[(k + 3) % TRIP_ACTIVITIES.length]!, TRIP_ACTIVITIES[(k + 6) % TRIP_ACTIVITIES.length]!];
    return { destination: t.name, start_date: `2026-${mm}-10`, end_date: `2026-${mm}-14`, activities };
  });
};

export interface SanityReport {
  scenarios: number;
  trips: number;
  tripDays: number;
  rows: ReturnType<SanityTally['rows']>;
  violations: SanityTally['violations'];
  relaxedOutfits: number;
}

/**
 * Runs every scenario for two shoppers (one who owns nothing, one with the wardrobe above) and the
 * trips for the one with a wardrobe. The database must hold a catalogue (the demo seed will do).
 */
export const runSanity = async (db: Database, now: Date = new Date('2026-01-05T12:00:00Z')): Promise<SanityReport> => {
  const tally = new SanityTally();
  const ids = ['sanity-empty', 'sanity-wardrobe'];
  for (const id of ids) await db.insert(users).values({ id, name: id, email: `${id}@sanity.example.com`, emailVerified: true }).onConflictDoNothing();
  const ctxFor = (userId: string): ToolContext => ({ db, userId, now: () => now, log: silent });
  const dressed = ctxFor('sanity-wardrobe');
  const [owned] = await db.select({ n: count() }).from(wardrobeItems).where(eq(wardrobeItems.userId, 'sanity-wardrobe'));
  if (!owned?.n) {
    for (const [item_name, category, color, purchase_price] of WARDROBE) await call('wardrobe.add', { item_name, category, color, purchase_price }, dressed);
  }

  const known = new Map<string, KnownPiece>();
  const remember = async (userId: string, refs: { source: PieceSource; id: string }[]) => {
    const missing = refs.filter((r) => !known.has(pieceKey(r)));
    if (!missing.length) return;
    for (const [key, piece] of await findPieces(db, userId, missing)) known.set(key, piece);
  };
  const lookup = (source: PieceSource, id: string) => known.get(`${source}:${id}`);

  const scenarios = await buildScenarios(db);
  let relaxedOutfits = 0;
  for (const [n, s] of scenarios.entries()) {
    const ctx = ctxFor(ids[n % 2]!);
    const userId = ctx.userId!;
    const anchorRef = s.anchor ? { source: 'product' as const, id: s.anchor.id } : undefined;
    const composed = await call<OutfitsComposeOutput>('outfits.compose', { constraints: s.constraints, ...(anchorRef ? { anchor: anchorRef } : {}) }, ctx);
    await remember(userId, [...composed.pieces, ...composed.also_consider].map((p) => ({ source: p.source, id: p.id })));
    checkCompose(tally, s, composed, lookup);
    if (composed.relaxed.length) relaxedOutfits++;

    // The same constraints one slot at a time: shoes (or a bag when the anchor is the shoes) beside the anchor.
    const slot: OutfitSlot = s.anchor?.slot === 'shoes' ? 'bag' : 'shoes';
    const outfit = s.anchor ? { [s.anchor.slot]: anchorRef } : {};
    const suggested = await call<OutfitsSuggestOutput>('outfits.suggest', { slot, outfit, constraints: s.constraints }, ctx);
    await remember(userId, [...suggested.suggestions.map((p) => ({ source: p.source, id: p.id })), ...(anchorRef ? [anchorRef] : [])]);
    const given = anchorRef ? [lookup('product', anchorRef.id)?.colour ?? null] : [];
    checkSuggest(tally, s, suggested, lookup, given);

    if (s.anchor) {
      const look = await call<LookAnalysis>('looks.complete', { productId: s.anchor.id, constraints: s.constraints }, ctx);
      await remember(userId, look.missingPieces.flatMap((m) => m.alternatives.map((a) => ({ source: 'product' as const, id: a.productId }))));
      const owned = look.ownedPieces.map((p) => ({ source: p.source, id: p.id }));
      await remember(userId, owned);
      checkLook(tally, s, look, lookup, [...given, ...owned.map((o) => lookup(o.source, o.id)?.colour ?? null)]);
    }
  }

  const trips = buildTrips();
  let tripDays = 0;
  for (const t of trips) {
    const { trip } = await call<{ trip: TripPlan }>('trips.plan', t, dressed);
    await remember('sanity-wardrobe', trip.days.flatMap((d) => d.items.map((i) => ({ source: i.from_wardrobe ? 'wardrobe' as const : 'product' as const, id: i.id }))));
    for (const day of trip.days) checkTripDay(tally, `${t.destination} ${t.start_date}`, day, lookup);
    tripDays += trip.days.length;
  }
  return { scenarios: scenarios.length, trips: trips.length, tripDays, rows: tally.rows(), violations: tally.violations, relaxedOutfits };
};
