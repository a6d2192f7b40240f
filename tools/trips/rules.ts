/**
 * How a piece suits a trip day: its formality (for the activity) and warmth (for the weather) read
 * from its words, what each activity asks for, and one score that also weighs the shopper's taste.
 * Pure; the planner (./planner.ts) decides which pieces to pack.
 */
import { slotForPiece, type OutfitSlot } from '../outfits/rules.js';
import { WET_CONDITIONS } from './conditions.js';
import type { TripActivity, TripWeather } from './contracts.js';

/** 0 active wear, 1 casual, 2 smart, 3 formal. */
export type Formality = number;
/** -2 made for heat … +2 made for cold. */
export type Warmth = number;

export interface ActivityProfile {
  formality: Formality;
  /** The occasion dimension of the style vocabulary this activity speaks to. */
  occasion: 'work' | 'evening' | 'weekend' | 'travel' | 'beach' | 'wedding' | 'active';
  /** Shoe words that suit the activity, and those that do not (heels on cobbles, boots on sand). */
  shoesPrefer: readonly string[];
  shoesAvoid: readonly string[];
  /** Words that rule a garment out for the activity whatever its formality (a gown to a meeting). */
  avoid: readonly string[];
  /** Whether a dress is a natural choice (never for Active). */
  dress: boolean;
  /** Whether a coat is worth carrying when it is only cool (not on the beach or a run). */
  layers: boolean;
}

const WALKING = ['sneaker', 'trainer', 'loafer', 'flat', 'boot', 'oxford', 'brogue'];
const DRESSY = ['heel', 'pump', 'stiletto', 'mule', 'loafer', 'oxford', 'flat', 'boot', 'brogue'];
const NOT_ON_SAND = ['boot', 'pump', 'stiletto', 'heel', 'oxford', 'brogue', 'loafer'];
const NOT_FOR_WALKING = ['stiletto', 'heel', 'pump', 'flip-flop'];
const EVENING_ONLY = ['gown', 'sequin', 'sequined', 'cocktail', 'tuxedo', 'tailcoat'];

export const ACTIVITY_PROFILES: Readonly<Record<TripActivity, ActivityProfile>> = {
  Business: { formality: 2.5, occasion: 'work', shoesPrefer: DRESSY, shoesAvoid: ['sneaker', 'sandal', 'flip-flop', 'slide', 'trainer'], avoid: [...EVENING_ONLY, 'slip', 'bikini', 'swim'], dress: true, layers: true },
  Casual: { formality: 1, occasion: 'weekend', shoesPrefer: ['sneaker', 'loafer', 'flat', 'sandal', 'boot'], shoesAvoid: ['stiletto'], avoid: [...EVENING_ONLY, 'bikini', 'swim'], dress: true, layers: true },
  Evening: { formality: 2.5, occasion: 'evening', shoesPrefer: DRESSY, shoesAvoid: ['trainer', 'flip-flop', 'slide'], avoid: ['bikini', 'swim', 'legging'], dress: true, layers: true },
  Beach: { formality: 0.5, occasion: 'beach', shoesPrefer: ['sandal', 'espadrille', 'slide', 'flip-flop'], shoesAvoid: NOT_ON_SAND, avoid: [...EVENING_ONLY, 'suit', 'wool', 'tailored'], dress: true, layers: false },
  'City Walk': { formality: 1, occasion: 'travel', shoesPrefer: WALKING, shoesAvoid: NOT_FOR_WALKING, avoid: [...EVENING_ONLY, 'bikini', 'swim'], dress: true, layers: true },
  Restaurant: { formality: 2, occasion: 'evening', shoesPrefer: DRESSY, shoesAvoid: ['trainer', 'flip-flop', 'slide'], avoid: ['gown', 'tuxedo', 'tailcoat', 'bikini', 'swim', 'legging'], dress: true, layers: true },
  Formal: { formality: 3, occasion: 'wedding', shoesPrefer: ['heel', 'pump', 'oxford', 'stiletto', 'loafer'], shoesAvoid: ['sneaker', 'trainer', 'sandal', 'flip-flop', 'slide', 'boot'], avoid: ['denim', 'jean', 'tee', 't-shirt', 'hoodie', 'legging'], dress: true, layers: true },
  Active: { formality: 0, occasion: 'active', shoesPrefer: ['sneaker', 'trainer', 'running'], shoesAvoid: ['heel', 'pump', 'stiletto', 'mule', 'loafer', 'oxford', 'sandal', 'flip-flop', 'boot'], avoid: [...EVENING_ONLY, 'silk', 'denim', 'jean'], dress: false, layers: false },
};

/** Words → formality. A piece's formality is the mean of its words', else its category's. */
const FORMALITY_WORDS: Readonly<Record<string, Formality>> = {
  gown: 3, tuxedo: 3, tux: 3, suit: 3, stiletto: 3, sequin: 3, sequined: 3, satin: 3, cocktail: 3, tailcoat: 3, formal: 3, pearl: 3, clutch: 3,
  evening: 2.5, heel: 2.5, pump: 2.5, velvet: 2.5, silk: 2.5, tailored: 2.5, blazer: 2.5, oxford: 2.5, tie: 2.5, suiting: 2.5,
  brogue: 2, loafer: 2, trouser: 2, slack: 2, blouse: 2, shirt: 2, pencil: 2, midi: 2, pleated: 2, cashmere: 2, wrap: 2, mule: 2,
  trench: 2, coat: 2, overcoat: 2, structured: 2, elegant: 2.5, polished: 2.5,
  ballet: 1.5, flat: 1.5, chino: 1.5, knit: 1.5, sweater: 1.5, cardigan: 1.5, jumper: 1.5, boot: 1.5, linen: 1.5, turtleneck: 1.5,
  tee: 1, 't-shirt': 1, tshirt: 1, denim: 1, jean: 1, sneaker: 1, short: 1, tank: 1, sandal: 1, tote: 1, canvas: 1, crop: 1,
  parka: 1, puffer: 1, espadrille: 1, straw: 1, casual: 1, relaxed: 1, sundress: 1, jersey: 1, sweatpant: 0.3,
  hoodie: 0.5, sweatshirt: 0.5, cargo: 0.5, backpack: 0.5, slide: 0.5, sarong: 0.5, kaftan: 0.5, trainer: 0.5,
  legging: 0, jogger: 0.3, sport: 0, sports: 0, running: 0, performance: 0, yoga: 0, track: 0.3, athletic: 0, gym: 0, sporty: 0.3,
  bikini: 0, swim: 0, swimsuit: 0, 'flip-flop': 0, 'sports-bra': 0,
};

const CATEGORY_FORMALITY: Readonly<Record<string, Formality>> = {
  tops: 1.5, bottoms: 1.5, dresses: 2, outerwear: 1.5, shoes: 1.5, accessories: 1.5, bags: 1.5, jewelry: 2, activewear: 0, sleepwear: 0,
};

/** Words → warmth; a piece's warmth is their sum, clamped to -2…+2. */
const WARMTH_WORDS: Readonly<Record<string, Warmth>> = {
  wool: 1.5, cashmere: 1.5, fleece: 1.5, shearling: 2, puffer: 2, parka: 2, overcoat: 2, thermal: 2, coat: 1.5, down: 1,
  merino: 1, knit: 1, knitted: 1, sweater: 1, jumper: 1, turtleneck: 1, boot: 1, corduroy: 1, tweed: 1, flannel: 1, quilted: 1,
  velvet: 0.5, leather: 0.5, jacket: 0.5, trench: -0.5, cardigan: 0.5, hoodie: 0.5, sweatshirt: 0.5, 'long-sleeve': 0.5, blazer: 0.3,
  linen: -1.5, short: -1.5, tank: -1.5, cami: -1.5, camisole: -1.5, sandal: -1.5, sundress: -1.5, seersucker: -1, sleeveless: -1,
  espadrille: -1, slide: -1, 'flip-flop': -2, swim: -2, swimsuit: -2, bikini: -2, mini: -0.5, crop: -0.5, tee: -0.5, 't-shirt': -0.5,
  silk: -0.3, mule: -0.5, straw: -1,
};

/** Lower-case words, plural -s dropped, so "Linen Shorts" reads as linen + short. */
export const pieceWords = (text: string): string[] =>
  (text.toLowerCase().match(/[a-z]+(?:-[a-z]+)*/g) ?? []).map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

export const formalityOf = (words: readonly string[], category: string): Formality => {
  const found = words.map((w) => FORMALITY_WORDS[w]).filter((v): v is number => v !== undefined);
  const byCategory = CATEGORY_FORMALITY[category.toLowerCase()] ?? 1.5;
  const level = found.length ? found.reduce((a, b) => a + b, 0) / found.length : byCategory;
  return category.toLowerCase() === 'activewear' ? Math.min(level, 0.5) : level;
};

export const warmthOf = (words: readonly string[], slot: OutfitSlot): Warmth => {
  const found = words.map((w) => WARMTH_WORDS[w]).filter((v): v is number => v !== undefined);
  // A coat that says nothing else about itself is still a layer of warmth.
  if (!found.length) return slot === 'outerwear' ? 1 : 0;
  return clamp(found.reduce((a, b) => a + b, 0), -2, 2);
};

/** A piece the planner can pack: the shopper's own (wardrobe) or a catalogue product to buy. */
export interface TripPiece {
  id: string;
  source: 'wardrobe' | 'product';
  name: string;
  category: string;
  slot: OutfitSlot;
  price: number | null;
  image_url: string | null;
  brand: string | null;
  shop_url: string | null;
  /** Cosine similarity of the piece's style vector to the shopper's taste, 0…1; null when either is unknown. */
  taste: number | null;
  words: readonly string[];
  formality: Formality;
  warmth: Warmth;
}

export type PieceFields = Omit<TripPiece, 'slot' | 'words' | 'formality' | 'warmth'> & { text: string };

/**
 * The piece with its slot and traits, or null when it has no place in a travel outfit: no slot can
 * be read from it, or it is sleepwear (nobody wears pyjamas to dinner).
 */
export const toTripPiece = (fields: PieceFields): TripPiece | null => {
  if (fields.category.toLowerCase() === 'sleepwear') return null;
  const slot = slotForPiece(fields.category, fields.name);
  if (!slot) return null;
  const words = pieceWords(`${fields.name} ${fields.category} ${fields.text}`);
  const { text: _text, ...rest } = fields;
  return { ...rest, slot, words, formality: formalityOf(words, fields.category), warmth: warmthOf(words, slot) };
};

/** What one day asks of each slot. */
export interface DayNeeds {
  activity: TripActivity;
  formality: Formality;
  /** Ideal warmth of the clothes worn all day (tops, bottoms, dresses). */
  baseWarmth: Warmth;
  shoeWarmth: Warmth;
  /** Ideal warmth of a coat or jacket, or null when none is needed. */
  outerWarmth: Warmth | null;
  wet: boolean;
}

/** Warmth for the day's high: ≥ 28 °C −2, 24–27 −1, 18–23 0, 12–17 +1, below 12 +2. */
export const warmthForTemperature = (highC: number): Warmth =>
  highC >= 28 ? -2 : highC >= 24 ? -1 : highC >= 18 ? 0 : highC >= 12 ? 1 : 2;

/** A coat's warmth for the day's low: ≥ 15 °C a light layer (0), 8–14 +1, 0–7 +1.5, below 0 +2. */
export const outerWarmthForLow = (lowC: number): Warmth => (lowC >= 15 ? 0 : lowC >= 8 ? 1 : lowC >= 0 ? 1.5 : 2);

export const needsFor = (activity: TripActivity, weather: TripWeather): DayNeeds => {
  const profile = ACTIVITY_PROFILES[activity];
  const wet = WET_CONDITIONS.has(weather.condition) || weather.condition === 'Snow';
  const cool = weather.high_c <= 19 || weather.low_c <= 12 || (wet && weather.high_c < 24);
  const needsLayer = profile.layers ? cool : weather.high_c <= 16;
  const ideal = warmthForTemperature(weather.high_c);
  return {
    activity,
    formality: profile.formality,
    // With a coat on top, the layer under it need not be the warmest piece in the case.
    baseWarmth: needsLayer ? Math.min(ideal, 1) : ideal,
    shoeWarmth: clamp(ideal, -1.5, 1.5),
    outerWarmth: needsLayer ? outerWarmthForLow(weather.low_c) : null,
    wet,
  };
};

/** Limits of "suits the day": further apart than this, a piece is not worn (a gap, if nothing else fits). */
export const FIT_LIMITS = { formality: 1.25, warmth: 2 } as const;

/** Words that say a piece was made for an occasion, by the occasion each activity speaks to. */
const OCCASION_WORDS: Readonly<Record<ActivityProfile['occasion'], readonly string[]>> = {
  work: ['office', 'work', 'workwear', 'business', 'meeting', 'suiting', 'suit'],
  evening: ['evening', 'cocktail', 'party', 'night', 'dinner', 'gala', 'date'],
  weekend: ['weekend', 'brunch', 'casual', 'everyday', 'relaxed'],
  travel: ['travel', 'trip', 'vacation', 'holiday', 'comfortable', 'walking'],
  beach: ['beach', 'swim', 'resort', 'pool', 'poolside', 'coastal', 'seaside'],
  wedding: ['wedding', 'bridal', 'ceremony', 'formal', 'gala'],
  active: ['gym', 'workout', 'yoga', 'running', 'active', 'sport', 'sports', 'training', 'performance'],
};

/** How well a piece suits a day, 0…~1.1, or null when it does not suit it at all. */
export const pieceScore = (piece: TripPiece, needs: DayNeeds): number | null => {
  const profile = ACTIVITY_PROFILES[needs.activity];
  const idealWarmth = piece.slot === 'outerwear' ? needs.outerWarmth ?? 0 : piece.slot === 'shoes' ? needs.shoeWarmth : needs.baseWarmth;
  const formalityGap = Math.abs(piece.formality - needs.formality);
  const warmthGap = Math.abs(piece.warmth - idealWarmth);
  // Bags and accessories go with anything; only clothes and shoes must suit the occasion and the weather.
  const judged = piece.slot !== 'bag' && piece.slot !== 'accessories';
  if (judged && (formalityGap > FIT_LIMITS.formality || warmthGap > FIT_LIMITS.warmth)) return null;
  let bonus = 0;
  if (piece.slot !== 'shoes' && piece.words.some((w) => profile.avoid.includes(w))) return null;
  if (piece.slot === 'shoes') {
    if (piece.words.some((w) => profile.shoesAvoid.includes(w))) return null;
    if (piece.words.some((w) => profile.shoesPrefer.includes(w))) bonus += 0.1;
    if (needs.wet && piece.words.some((w) => w === 'boot' || w === 'leather')) bonus += 0.05;
  }
  if (piece.slot === 'outerwear' && needs.wet && piece.words.some((w) => ['trench', 'raincoat', 'rain', 'waterproof', 'anorak', 'parka'].includes(w))) bonus += 0.1;
  if (piece.words.some((w) => OCCASION_WORDS[profile.occasion].includes(w))) bonus += 0.05;
  const tasteFit = piece.taste ?? 0.5;
  return 0.35 * (1 - formalityGap / 3) + 0.4 * (1 - warmthGap / 4) + 0.25 * tasteFit + bonus;
};
