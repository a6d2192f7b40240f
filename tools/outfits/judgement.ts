/**
 * A stylist's judgement as rules: which pieces an occasion, the weather and a budget allow, what is
 * relaxed (and in what order) when nothing fits, and why a chosen piece was chosen. Every tool that
 * builds an outfit (outfits.suggest, outfits.compose, looks.complete, trips.plan) and the outfit
 * sanity suite read these same rules, so what the tools choose and what the suite checks cannot drift.
 * Pure. docs/stylist-judgement.md lays the tables out.
 */
import { pieceWords } from '../garments/attributes.js';
import {
  type GarmentAttributes, type GarmentOccasion, type GarmentSeason,
} from '../garments/contracts.js';
import { OCCASION_BANDS } from '../garments/lexicon.js';
import type { OutfitSlot, PieceSource } from './rules.js';
import type { BudgetSource, OutfitConstraints, PieceReason, Relaxation, TemperatureBand } from './constraints.js';

// ───────────────────────────── occasion ─────────────────────────────

/**
 * The formality band each occasion takes (1 athleisure … 5 black tie): the garment table's bands,
 * with gym and lounge (which the table leaves to what a piece says it is for) at athleisure.
 */
export const occasionFormality = (occasion: GarmentOccasion): readonly [number, number] => {
  const band = OCCASION_BANDS[occasion];
  return band ? [band.from, band.to] : [1, 1];
};

/**
 * Whether a piece suits an occasion: it names the occasion (its derived or corrected occasions), or,
 * once formality is relaxed by `step`, its formality lies within the occasion's band widened by that
 * step. A piece inside the unwidened band that does not name the occasion avoids it on purpose
 * (stilettos at a festival, sleepwear anywhere but home) and never suits it.
 */
export const suitsOccasion = (a: Pick<GarmentAttributes, 'formality' | 'occasions'>, occasion: GarmentOccasion, step = 0): boolean => {
  if (a.occasions.includes(occasion)) return true;
  const [from, to] = occasionFormality(occasion);
  if (a.formality >= from && a.formality <= to) return false;
  return step > 0 && a.formality >= from - step && a.formality <= to + step;
};

/**
 * Shoes an occasion rules out by name, whatever their formality reads: never relaxed. Gym takes
 * only shoes made to move in.
 */
const NO_CASUAL_SHOES = ['sneaker', 'trainer', 'running', 'flip-flop', 'slide', 'slipper', 'clog', 'espadrille'];
export const SHOES_RULED_OUT: Readonly<Record<GarmentOccasion, readonly string[]>> = {
  'black-tie': [...NO_CASUAL_SHOES, 'sandal', 'boot', 'wedge'],
  'wedding-guest': NO_CASUAL_SHOES,
  interview: [...NO_CASUAL_SHOES, 'sandal'],
  funeral: [...NO_CASUAL_SHOES, 'sandal', 'stiletto'],
  office: [...NO_CASUAL_SHOES, 'stiletto'],
  party: ['trainer', 'running', 'flip-flop', 'slide', 'slipper', 'clog'],
  date: ['trainer', 'running', 'flip-flop', 'slide', 'slipper'],
  beach: ['boot', 'pump', 'stiletto', 'heel', 'oxford', 'brogue', 'loafer', 'derby'],
  festival: ['stiletto', 'pump', 'heel', 'mule', 'oxford'],
  travel: ['stiletto'],
  gym: [],
  brunch: ['slipper'],
  casual: [],
  lounge: [],
};
export const GYM_SHOES = ['sneaker', 'trainer', 'running'];

export const shoesSuitOccasion = (nameOrWords: string | readonly string[], occasion: GarmentOccasion): boolean => {
  const words = typeof nameOrWords === 'string' ? pieceWords(nameOrWords) : nameOrWords;
  if (occasion === 'gym') return words.some((w) => GYM_SHOES.includes(w));
  return !words.some((w) => SHOES_RULED_OUT[occasion].includes(w));
};

// ───────────────────────────── weather ─────────────────────────────

/** The day's temperature band (°C): ≤ 0 freezing, 1–9 cold, 10–15 cool, 16–22 mild, 23–27 warm, ≥ 28 hot. */
export const temperatureBand = (celsius: number): TemperatureBand =>
  celsius <= 0 ? 'freezing' : celsius < 10 ? 'cold' : celsius < 16 ? 'cool' : celsius < 23 ? 'mild' : celsius < 28 ? 'warm' : 'hot';

/** A season alone, read as its usual band (a season says less than a temperature, so it is the milder guess). */
export const SEASON_BANDS: Readonly<Record<GarmentSeason, TemperatureBand>> = { winter: 'cold', autumn: 'cool', spring: 'mild', summer: 'warm' };

type Range = readonly [number, number];
/** Warmth (1 sun-wear … 5 winter coat) each kind of piece may have in each band. */
export const WARMTH_BANDS: Readonly<Record<TemperatureBand, { outerwear: Range; clothes: Range; shoes: Range; accessories: Range }>> = {
  freezing: { outerwear: [4, 5], clothes: [2, 5], shoes: [3, 5], accessories: [1, 5] },
  cold: { outerwear: [3, 5], clothes: [2, 5], shoes: [2, 5], accessories: [1, 5] },
  cool: { outerwear: [2, 4], clothes: [2, 4], shoes: [2, 5], accessories: [1, 5] },
  mild: { outerwear: [1, 3], clothes: [1, 4], shoes: [1, 4], accessories: [1, 4] },
  warm: { outerwear: [1, 2], clothes: [1, 3], shoes: [1, 3], accessories: [1, 3] },
  hot: { outerwear: [1, 2], clothes: [1, 3], shoes: [1, 3], accessories: [1, 3] },
};

/** Outerwear words that read as a light or cropped layer: never the coat below 10 °C. */
export const LIGHT_LAYER_WORDS = ['cropped', 'lightweight', 'sleeveless', 'windbreaker', 'gilet', 'vest', 'shacket', 'linen', 'kimono', 'blazer'];
/**
 * Occasions spent indoors: below 10 °C the coat carries the cold, so the clothes under it are judged
 * only against heat (a slip dress under an overcoat at a winter wedding).
 */
export const INDOOR_OCCASIONS: ReadonlySet<GarmentOccasion> = new Set(['black-tie', 'wedding-guest', 'party', 'date', 'interview', 'office', 'funeral']);
/** Shoes that rain ruins or soaks. */
export const NOT_IN_RAIN = ['suede', 'satin', 'velvet'];
const OPEN_SHOES = ['sandal', 'flip-flop', 'slide', 'espadrille'];

/** Whether a coat belongs in the outfit: required, worn if one fits, or left out. */
export type CoatNeed = 'required' | 'optional' | 'none';
export const coatNeed = (band: TemperatureBand | null, rain: boolean): CoatNeed => {
  if (band === null) return rain ? 'required' : 'optional';
  if (band === 'freezing' || band === 'cold' || band === 'cool') return 'required';
  if (band === 'mild') return rain ? 'required' : 'none';
  return rain ? 'optional' : 'none';
};

const kindOf = (slot: OutfitSlot): 'outerwear' | 'clothes' | 'shoes' | 'accessories' | null =>
  slot === 'outerwear' ? 'outerwear' : slot === 'shoes' ? 'shoes' : slot === 'accessories' ? 'accessories'
    : slot === 'bag' ? null : 'clothes';

// ───────────────────────────── budget ─────────────────────────────

export interface PriceBand { min: number | null; max: number | null; source: BudgetSource }

/** Without a stated budget, pieces stay within this factor of the anchor piece's price, either way. */
export const ANCHOR_BAND_FACTOR = 2.5;
/** The shopper's usual range: from half their lower-quartile price to twice their upper-quartile one, once 3 prices are known. */
export const USUAL_BAND = { minPrices: 3, below: 0.5, above: 2 } as const;
/** One step of price relaxation: the floor halves and the ceiling grows by half. */
export const PRICE_WIDENING = { min: 0.5, max: 1.5 } as const;

const quartile = (sorted: readonly number[], q: number): number => {
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  return sorted[lo]! + (sorted[Math.ceil(at)]! - sorted[lo]!) * (at - lo);
};
const down = (x: number) => Math.floor(x);
const up = (x: number) => Math.ceil(x);

export const anchorBand = (price: number): PriceBand =>
  ({ min: down(price / ANCHOR_BAND_FACTOR), max: up(price * ANCHOR_BAND_FACTOR), source: 'anchor' });

export const usualBand = (prices: readonly number[]): PriceBand | null => {
  const known = prices.filter((p) => Number.isFinite(p) && p > 0).sort((a, b) => a - b);
  if (known.length < USUAL_BAND.minPrices) return null;
  return { min: down(quartile(known, 0.25) * USUAL_BAND.below), max: up(quartile(known, 0.75) * USUAL_BAND.above), source: 'usual' };
};

/** The band a stated budget gives; else the anchor's; else the shopper's usual range; else none. */
export const priceBandFor = (c: Pick<OutfitConstraints, 'min_price' | 'max_price'>, anchorPrice: number | null, usualPrices: readonly number[]): PriceBand => {
  if (c.min_price !== undefined || c.max_price !== undefined) return { min: c.min_price ?? null, max: c.max_price ?? null, source: 'stated' };
  if (anchorPrice !== null && anchorPrice > 0) return anchorBand(anchorPrice);
  return usualBand(usualPrices) ?? { min: null, max: null, source: 'none' };
};

export const widenedBand = (band: PriceBand): PriceBand => ({
  ...band,
  min: band.min === null ? null : down(band.min * PRICE_WIDENING.min),
  max: band.max === null ? null : up(band.max * PRICE_WIDENING.max),
});

export const inBand = (price: number, band: Pick<PriceBand, 'min' | 'max'>): boolean =>
  (band.min === null || price >= band.min) && (band.max === null || price <= band.max);

// ───────────────────────────── palette ─────────────────────────────

/** Colours that go with anything; an outfit's palette is its other colours. */
export const NEUTRALS: ReadonlySet<string> = new Set(['black', 'white', 'grey', 'beige', 'cream', 'navy', 'brown', 'camel']);
/** An outfit keeps to neutrals plus this many accent colours (more only when the pieces it started from bring them). */
export const PALETTE_ACCENTS = 1;

export const accentsOf = (colours: readonly (string | null)[]): string[] =>
  [...new Set(colours.filter((c): c is string => !!c && !NEUTRALS.has(c)))];

/** A colour fits a palette when it is neutral, unknown, already in it, or the palette still has room for an accent. */
export const fitsPalette = (colour: string | null, palette: readonly string[]): boolean =>
  !colour || NEUTRALS.has(colour) || palette.includes(colour) || palette.length < PALETTE_ACCENTS;

// ───────────────────────────── the whole judgement ─────────────────────────────

/** The constraints as the rules read them. */
export interface Judgement {
  occasion: GarmentOccasion | null;
  band: TemperatureBand | null;
  season: GarmentSeason | null;
  rain: boolean;
  price: PriceBand;
  palette: string[];
}

export const judgementOf = (c: OutfitConstraints, price: PriceBand, palette: readonly string[]): Judgement => ({
  occasion: c.occasion ?? null,
  band: c.temperature_c !== undefined ? temperatureBand(c.temperature_c) : c.season ? SEASON_BANDS[c.season] : null,
  season: c.season ?? null,
  rain: c.rain ?? false,
  price,
  palette: [...palette],
});

/** How far the rules are relaxed: each step keeps the ones before it (RELAXATION_ORDER). */
export interface Leniency { price: boolean; palette: boolean; formality: number }
export const STRICT: Leniency = { price: false, palette: false, formality: 0 };
/** The ladder tried in turn when nothing fits: strict, then price widened, then palette dropped too, then formality ±1 too. */
export const LADDER: readonly { leniency: Leniency; relaxed: Relaxation | null }[] = [
  { leniency: STRICT, relaxed: null },
  { leniency: { price: true, palette: false, formality: 0 }, relaxed: 'price' },
  { leniency: { price: true, palette: true, formality: 0 }, relaxed: 'palette' },
  { leniency: { price: true, palette: true, formality: 1 }, relaxed: 'formality' },
];

/** A piece as the rules see it. */
export interface JudgedPiece {
  source: PieceSource;
  name: string;
  price: number | null;
  attributes: GarmentAttributes;
  colour: string | null;
}

/** Named rules a piece or an outfit can break; the sanity suite counts each. */
export const PIECE_RULES = [
  'occasion_formality', 'shoes_vs_occasion', 'coat_vs_temperature', 'clothes_vs_temperature', 'season', 'rain', 'budget', 'palette',
] as const;
export type PieceRule = (typeof PIECE_RULES)[number];

/** A name's words, kept: the trip planner judges the same pieces day after day. */
const WORDS = new Map<string, string[]>();
const wordsOf = (name: string): string[] => {
  let words = WORDS.get(name);
  if (!words) {
    if (WORDS.size > 20_000) WORDS.clear();
    words = pieceWords(name);
    WORDS.set(name, words);
  }
  return words;
};

/** Which rules this piece breaks in this slot under this judgement, at this leniency. Empty: it may be worn. */
export const pieceViolations = (piece: JudgedPiece, slot: OutfitSlot, j: Judgement, leniency: Leniency = STRICT): PieceRule[] => {
  const broken: PieceRule[] = [];
  const a = piece.attributes;
  const words = wordsOf(piece.name);
  if (j.occasion && !suitsOccasion(a, j.occasion, leniency.formality)) broken.push('occasion_formality');
  if (j.occasion && slot === 'shoes' && !shoesSuitOccasion(words, j.occasion)) broken.push('shoes_vs_occasion');
  const kind = kindOf(slot);
  if (j.band && kind) {
    const [bandLo, hi] = WARMTH_BANDS[j.band][kind];
    const underACoat = kind === 'clothes' && (j.band === 'freezing' || j.band === 'cold') && j.occasion !== null && INDOOR_OCCASIONS.has(j.occasion);
    const lo = underACoat ? 1 : bandLo;
    const wrongWarmth = a.warmth < lo || a.warmth > hi;
    if (kind === 'outerwear') {
      const tooLight = (j.band === 'freezing' || j.band === 'cold') && words.some((w) => LIGHT_LAYER_WORDS.includes(w));
      if (wrongWarmth || tooLight) broken.push('coat_vs_temperature');
    } else if (wrongWarmth) broken.push('clothes_vs_temperature');
  }
  if (j.season && kind && kind !== 'accessories' && !a.seasons.includes(j.season)) broken.push('season');
  if (j.rain && slot === 'shoes') {
    const open = j.band !== 'hot' && j.band !== 'warm' && words.some((w) => OPEN_SHOES.includes(w));
    if (open || words.some((w) => NOT_IN_RAIN.includes(w))) broken.push('rain');
  }
  // What the shopper owns is already paid for.
  if (piece.source !== 'wardrobe' && piece.price !== null) {
    const band = leniency.price ? widenedBand(j.price) : j.price;
    if (!inBand(piece.price, band)) broken.push('budget');
  }
  if (!leniency.palette && !fitsPalette(piece.colour, j.palette)) broken.push('palette');
  return broken;
};

/**
 * Why a piece that passed was chosen, in the order a reply reads them. A reason is given only when
 * it holds unrelaxed: a piece let in by a widened price band is not "within your budget", one let in
 * by a wider formality band does not "suit the occasion" (the answer says what was relaxed instead).
 */
export const reasonsFor = (piece: JudgedPiece, j: Judgement, { anchor = false, leniency = STRICT } = {}): PieceReason[] => {
  const why: PieceReason[] = [];
  if (anchor) why.push('anchor');
  if (piece.source === 'wardrobe') why.push('owned');
  if (j.occasion && suitsOccasion(piece.attributes, j.occasion)) why.push('occasion');
  if (j.band || j.season || j.rain) why.push('weather');
  if (!leniency.palette && piece.colour && (j.palette.includes(piece.colour) || NEUTRALS.has(piece.colour))) why.push('palette');
  if (piece.source !== 'wardrobe' && j.price.source !== 'none' && piece.price !== null && inBand(piece.price, j.price)) why.push('budget');
  return why;
};
