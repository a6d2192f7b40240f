/**
 * Styling tips for one trip day, written from what the plan really holds: the weather, the activity
 * and the pieces chosen (by name), never generic filler when something specific can be said. Pure.
 */
import type { OutfitSlot } from '../outfits/rules.js';
import type { TripActivity, TripWeather } from './contracts.js';
import type { TripPiece } from './rules.js';

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

const ACTIVITY_TIPS: Readonly<Record<TripActivity, (named: (slot: OutfitSlot) => string | null) => string>> = {
  Business: (n) => `Hang the ${n('top') ?? n('dress') ?? 'meeting outfit'} as soon as you arrive so it stays crisp for the meeting.`,
  Casual: (n) => `Keep it easy: the ${n('bottom') ?? n('dress') ?? 'base'} goes with everything else in your case.`,
  Evening: (n) => `Dress the ${n('dress') ?? n('top') ?? 'look'} up with one statement piece of jewellery.`,
  Beach: () => 'Pack sunscreen and a light cover-up; salt and sun are hard on delicate fabrics.',
  'City Walk': (n) => `Cobbles and long days: the ${n('shoes') ?? 'most comfortable shoes you own'} will carry you further than anything new.`,
  Restaurant: (n) => `Smart but relaxed: tuck the ${n('top') ?? n('dress') ?? 'top'} in and add a belt for a finished look.`,
  Formal: (n) => `Check the dress code, and bring a travel steamer for the ${n('dress') ?? n('top') ?? 'outfit'}.`,
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
  const tips: string[] = [];
  if (missing.length) tips.push(`Nothing in your wardrobe or our catalogue suits the ${missing.join(' and ')} for this day; add one to your wardrobe and plan again.`);
  const high = degrees(weather.high_c, weather.high_f);
  if (weather.condition === 'Snow') tips.push(`Snow is likely in ${ctx.city}: waterproof boots and a warm layer under the ${named('outerwear') ?? 'coat'}.`);
  else if (weather.condition === 'Rain' || weather.condition === 'Thunderstorms' || weather.condition === 'Showers') {
    tips.push(weather.source === 'forecast'
      ? `Rain is forecast: pack a compact umbrella${named('outerwear') ? ` and wear the ${named('outerwear')}` : ''}.`
      : `Expect some rain (about ${ctx.wetDays ?? 'several'} wet days in ${ctx.month} on average): a compact umbrella earns its space.`);
  } else if (weather.high_c >= 28) tips.push(`Highs around ${high}: breathable fabrics, sunglasses and water in your bag.`);
  if (weather.high_c - weather.low_c >= 9 && weather.low_c <= 16) {
    const outer = named('outerwear');
    tips.push(`Evenings drop to ${degrees(weather.low_c, weather.low_f)}: ${outer ? `keep the ${outer} with you after dark` : 'a light layer helps after dark'}.`);
  } else if (weather.high_c <= 5) tips.push(`Highs of only ${high}: layer a knit under the coat and cover your hands and ears.`);
  tips.push(ACTIVITY_TIPS[activity](named));
  const again = pieces.find((p) => ctx.wornBefore.has(`${p.piece.source}:${p.piece.id}`) && p.slot !== 'shoes' && p.slot !== 'bag');
  if (again) tips.push(`Wearing the ${inSentence(again.piece.name)} again from day ${ctx.wornBefore.get(`${again.piece.source}:${again.piece.id}`)} keeps your case light.`);
  return tips.slice(0, MAX_TIPS);
};
