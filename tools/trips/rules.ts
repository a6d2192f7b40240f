/**
 * How a piece suits a trip day: its formality (for the activity) and warmth (for the weather) from
 * its garment attributes, what each activity asks for, and one score that also weighs the shopper's taste.
 * Pure; the planner (./planner.ts) decides which pieces to pack.
 */
import { deriveAttributes, pieceWords } from '../garments/attributes.js';
import type { GarmentAttributes } from '../garments/contracts.js';
import type { GarmentOccasion } from '../garments/contracts.js';
import { judgementOf, pieceViolations, type Judgement, type Leniency } from '../outfits/judgement.js';
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

/**
 * A piece's formality and warmth on the planner's scales, from its garment attributes (tools/garments:
 * 1 athleisure … 5 black tie and 1 sun-wear … 5 winter coat), so the trip planner reads a piece
 * exactly as every other tool does, the shopper's corrections included.
 */
export const tripFormality = (formality: number): Formality => (formality - 1) * 0.75;
export const tripWarmth = (warmth: number): Warmth => warmth - 3;

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

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
  /** The garment attributes as stored (or derived): what the outfit rules judge. */
  attributes: GarmentAttributes;
}

export type PieceFields = Omit<TripPiece, 'slot' | 'words' | 'formality' | 'warmth' | 'attributes'> & {
  text: string;
  /** The stored attributes (with any correction of the shopper's); derived from the words when absent. */
  attributes?: GarmentAttributes | null;
};

/**
 * The piece with its slot and traits, or null when it has no place in a travel outfit: no slot can
 * be read from it, or it is sleepwear (nobody wears pyjamas to dinner).
 */
export const toTripPiece = (fields: PieceFields): TripPiece | null => {
  if (fields.category.toLowerCase() === 'sleepwear') return null;
  const slot = slotForPiece(fields.category, fields.name);
  if (!slot) return null;
  const words = pieceWords(`${fields.name} ${fields.category} ${fields.text}`);
  const { text, attributes, ...rest } = fields;
  const garment = attributes ?? deriveAttributes({ category: fields.category, name: fields.name, details: text });
  return { ...rest, slot, words, formality: tripFormality(garment.formality), warmth: tripWarmth(garment.warmth), attributes: garment };
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
  /** The outfit rules for the day: clothes, shoes and bag by the day's high; the coat by its low (it is worn after dark). */
  rules: Judgement;
  coatRules: Judgement;
}

/** The occasion each trip activity is judged as (docs/stylist-judgement.md). */
export const ACTIVITY_OCCASIONS: Readonly<Record<TripActivity, GarmentOccasion>> = {
  Business: 'office', Casual: 'casual', Evening: 'date', Beach: 'beach', 'City Walk': 'travel', Restaurant: 'date', Formal: 'wedding-guest', Active: 'gym',
};

/**
 * A trip day allows one step of formality either side of its occasion's band (a holiday's casual day
 * takes the shopper's smart-casual pieces); price and palette are the planner's own business (the
 * shopper's usual tier, their own pieces). Shoes, coats, clothes against the weather and rain are never relaxed.
 */
export const TRIP_LENIENCY: Leniency = { price: true, palette: true, formality: 1 };

/** The day's rules as outfits.compose would apply them to the same occasion and weather. */
export const dayRules = (activity: TripActivity, weather: TripWeather): { rules: Judgement; coatRules: Judgement } => {
  const rain = WET_CONDITIONS.has(weather.condition);
  const none = { min: null, max: null, source: 'none' as const };
  const occasion = ACTIVITY_OCCASIONS[activity];
  return {
    rules: judgementOf({ occasion, temperature_c: weather.high_c, rain }, none, []),
    coatRules: judgementOf({ occasion, temperature_c: Math.min(weather.high_c, weather.low_c), rain }, none, []),
  };
};

/** Warmth for the day's high: ≥ 28 °C −2, 24–27 −1, 18–23 0, 12–17 +1, below 12 +2. */
export const warmthForTemperature = (highC: number): Warmth =>
  highC >= 28 ? -2 : highC >= 24 ? -1 : highC >= 18 ? 0 : highC >= 12 ? 1 : 2;

/** A coat's warmth for the day's low: ≥ 15 °C a light layer (0), 8–14 +1, 0–7 +1.5, below 0 +2. */
export const outerWarmthForLow = (lowC: number): Warmth => (lowC >= 15 ? 0 : lowC >= 8 ? 1 : lowC >= 0 ? 1.5 : 2);

export const needsFor = (activity: TripActivity, weather: TripWeather): DayNeeds => {
  const profile = ACTIVITY_PROFILES[activity];
  const wet = WET_CONDITIONS.has(weather.condition) || weather.condition === 'Snow';
  const cool = weather.high_c <= 19 || weather.low_c <= 12 || (wet && weather.high_c < 24);
  // Below 10 °C by day or at freezing by night a coat is never optional, whatever the activity.
  const needsLayer = (profile.layers ? cool : weather.high_c <= 16) || weather.high_c < 10 || weather.low_c <= 0;
  const ideal = warmthForTemperature(weather.high_c);
  return {
    ...dayRules(activity, weather),
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
  // The same rules every outfit keeps: shoes for the occasion, a coat for the night's cold, clothes for the day's heat.
  const rules = piece.slot === 'outerwear' ? needs.coatRules : needs.rules;
  if (pieceViolations({ source: piece.source, name: piece.name, price: piece.price, attributes: piece.attributes, colour: null }, piece.slot, rules, TRIP_LENIENCY).length) return null;
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
