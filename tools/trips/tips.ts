/**
 * Styling tips for one trip day, written from what the plan really holds: the weather, the activity
 * and the pieces chosen (by name), never generic filler when something specific can be said. Pure.
 */
import type { OutfitSlot } from '../outfits/rules.js';
import type { TripActivity, TripWeather } from './contracts.js';
import type { TripPiece } from './rules.js';
import { sentence } from '../text/phrase.js';

export const MAX_TIPS = 3;

/**
 * A piece's name inside a sentence after "the": sentence-case names read lower-case ("grey merino
 * sweater"), product names in title case keep their capitals, and a leading "The" is not doubled.
 */
export const inSentence = (name: string): string => {
  const bare = name.trim().replace(/^the\s+/i, '');
  const rest = bare.split(/\s+/).slice(1);
  const sentenceCase = rest.every((w) => w === w.toLowerCase());
  return sentenceCase ? bare.charAt(0).toLowerCase() + bare.slice(1) : bare;
};

const degrees = (c: number, f: number) => `${c}°C (${f}°F)`;

/** Sun advice (sunscreen, sunglasses) only for a dry day this warm or warmer. */
export const SUN_TIP_MIN_C = 20;
const SUNNY: ReadonlySet<TripWeather['condition']> = new Set(['Sunny', 'Partly Cloudy']);
export const isSunnyDay = (w: TripWeather): boolean => SUNNY.has(w.condition) && w.high_c >= SUN_TIP_MIN_C;

const SKIES: Readonly<Record<TripWeather['condition'], string>> = {
  Sunny: 'sun', 'Partly Cloudy': 'sun and cloud', Cloudy: 'cloud', Fog: 'fog', Showers: 'showers', Rain: 'rain', Thunderstorms: 'storms', Snow: 'snow',
};

/** What a tip may say about the day: its weather, and which of its pieces the shopper owns. */
interface TipDay {
  named: (slot: OutfitSlot) => string | null;
  owns: (slot: OutfitSlot) => boolean;
  weather: TripWeather;
}

const ACTIVITY_TIPS: Readonly<Record<TripActivity, (d: TipDay) => string>> = {
  Business: ({ named: n }) => `Hang the ${n('top') ?? n('dress') ?? 'meeting outfit'} as soon as you arrive so it stays crisp for the meeting.`,
  Casual: ({ named: n }) => `Keep it easy: the ${n('bottom') ?? n('dress') ?? 'base'} goes with everything else in your case.`,
  Evening: ({ named: n }) => `Dress the ${n('dress') ?? n('top') ?? 'look'} up with one statement piece of jewellery.`,
  Beach: ({ weather }) => (isSunnyDay(weather)
    ? 'Pack sunscreen and a light cover-up; salt and sun are hard on delicate fabrics.'
    : `A beach day at ${degrees(weather.high_c, weather.high_f)} with ${SKIES[weather.condition]}: bring a layer for the wind off the water.`),
  // Only a pair the shopper owns (and has worn in) is praised over anything new.
  'City Walk': ({ named: n, owns }) => (n('shoes')
    ? owns('shoes')
      ? `Cobbles and long days: the ${n('shoes')} will carry you further than anything new.`
      : `Cobbles and long days: wear the ${n('shoes')} in for a few days before you travel.`
    : 'Cobbles and long days: pack the most comfortable shoes you own.'),
  Restaurant: ({ named: n }) => `Smart but relaxed: tuck the ${n('top') ?? n('dress') ?? 'top'} in and add a belt for a finished look.`,
  Formal: ({ named: n }) => `Check the dress code, and bring a travel steamer for the ${n('dress') ?? n('top') ?? 'outfit'}.`,
  Active: () => 'Pack the workout set in a separate bag so it never touches the clean clothes.',
};

export interface TipContext {
  city: string;
  /** Wet days in the month (normals), for "12 wet days in November" style advice. */
  wetDays: number | null;
  month: string;
  /** Pieces worn on an earlier day, with the first day they were worn. */
  wornBefore: ReadonlyMap<string, number>;
}

export const stylingTips = (
  activity: TripActivity,
  weather: TripWeather,
  pieces: readonly { slot: OutfitSlot; piece: TripPiece }[],
  missing: readonly OutfitSlot[],
  ctx: TipContext,
): string[] => {
  const named = (slot: OutfitSlot) => {
    const name = pieces.find((p) => p.slot === slot)?.piece.name;
    return name ? inSentence(name) : null;
  };
  const owns = (slot: OutfitSlot) => pieces.find((p) => p.slot === slot)?.piece.source === 'wardrobe';
  const tips: string[] = [];
  if (missing.length) tips.push(`Nothing in your wardrobe or our catalogue suits the ${missing.join(' and ')} for this day; add one to your wardrobe and plan again.`);
  const high = degrees(weather.high_c, weather.high_f);
  if (weather.condition === 'Snow') tips.push(`Snow is likely in ${ctx.city}: waterproof boots and a warm layer under the ${named('outerwear') ?? 'coat'}.`);
  else if (weather.condition === 'Rain' || weather.condition === 'Thunderstorms' || weather.condition === 'Showers') {
    tips.push(weather.source === 'forecast'
      ? `Rain is forecast: pack a compact umbrella${named('outerwear') ? ` and wear the ${named('outerwear')}` : ''}.`
      : `Expect some rain (about ${ctx.wetDays ?? 'several'} wet days in ${ctx.month} on average): a compact umbrella earns its space.`);
  } else if (weather.high_c >= 28) {
    tips.push(isSunnyDay(weather) ? `Highs around ${high}: breathable fabrics, sunglasses and water in your bag.` : `Highs around ${high}: breathable fabrics and water in your bag.`);
  }
  if (weather.high_c - weather.low_c >= 9 && weather.low_c <= 16) {
    const outer = named('outerwear');
    tips.push(`Evenings drop to ${degrees(weather.low_c, weather.low_f)}: ${outer ? `keep the ${outer} with you after dark` : 'a light layer helps after dark'}.`);
  } else if (weather.high_c <= 5) tips.push(`Highs of only ${high}: layer a knit under the coat and cover your hands and ears.`);
  tips.push(ACTIVITY_TIPS[activity]({ named, owns, weather }));
  const again = pieces.find((p) => ctx.wornBefore.has(`${p.piece.source}:${p.piece.id}`) && p.slot !== 'shoes' && p.slot !== 'bag');
  if (again) tips.push(`Wearing the ${inSentence(again.piece.name)} again from day ${ctx.wornBefore.get(`${again.piece.source}:${again.piece.id}`)} keeps your case light.`);
  // A piece's name can repeat a word the sentence already says ("Cropped Denim Denim Jacket"): said once.
  return tips.slice(0, MAX_TIPS).map(sentence);
};
