/**
 * What a shopper said about the occasion, the weather and the budget, as the outfit tools'
 * constraints (outfits.compose, outfits.suggest, looks.complete): the outfits and looks skills read
 * them the same way, so a reply never names an occasion the call did not apply.
 */
import type { OutfitConstraints } from '../../../../tools/outfits/constraints.js';
import { occasionFormality } from '../../../../tools/outfits/judgement.js';
import type { Slots } from '../../nlu/types.js';

/** Weather words and what they ask of an outfit. */
const WEATHER_WORDS: Readonly<Record<string, Pick<OutfitConstraints, 'rain' | 'season'>>> = {
  rain: { rain: true }, raining: { rain: true }, rainy: { rain: true }, showers: { rain: true }, drizzle: { rain: true }, wet: { rain: true },
  rains: { rain: true }, pour: { rain: true }, pouring: { rain: true }, downpour: { rain: true }, showery: { rain: true }, drizzly: { rain: true },
  stormy: { rain: true }, storm: { rain: true }, thunderstorms: { rain: true }, boiling: { season: 'summer' }, baking: { season: 'summer' },
  humid: { season: 'summer' }, sweltering: { season: 'summer' }, frosty: { season: 'winter' }, snowy: { season: 'winter' },
  cold: { season: 'winter' }, freezing: { season: 'winter' }, chilly: { season: 'autumn' }, snow: { season: 'winter' }, snowing: { season: 'winter' },
  hot: { season: 'summer' }, heatwave: { season: 'summer' }, scorching: { season: 'summer' }, sunny: { season: 'summer' },
  winter: { season: 'winter' }, summer: { season: 'summer' }, spring: { season: 'spring' }, autumn: { season: 'autumn' }, fall: { season: 'autumn' },
};

/**
 * The season of a month, by the northern hemisphere's calendar (where the shopper is, the stylist
 * does not know; a trip is judged by its destination's climate instead, in trips.plan).
 */
const SEASON_OF_MONTH: readonly NonNullable<OutfitConstraints['season']>[] = [
  'winter', 'winter', 'spring', 'spring', 'spring', 'summer', 'summer', 'summer', 'autumn', 'autumn', 'autumn', 'winter',
];

/** "a wedding in June", "a party on 12 December": the season of the month named, when the weather is not. */
const seasonOfDates = (slots: Slots): Pick<OutfitConstraints, 'season'> => {
  const day = slots.dates?.start ?? slots.dates?.month;
  const month = day ? Number(day.slice(5, 7)) : NaN;
  const season = Number.isInteger(month) ? SEASON_OF_MONTH[month - 1] : undefined;
  return season ? { season } : {};
};

/** A temperature said with its unit ("8 degrees", "5°C", "40F"); Celsius unless Fahrenheit is said. */
const TEMPERATURE = /(-?\d{1,3})\s*(?:(?:°|º|degrees?|degs?\b)\s*(c\b|f\b|celsius|centigrade|fahrenheit)?|(c|f)\b)/i;

/** The temperature a clause dresses for, in °C, within what the outfit tools take. */
export const temperatureOf = (text: string): Pick<OutfitConstraints, 'temperature_c'> => {
  const said = TEMPERATURE.exec(text);
  if (!said) return {};
  const n = Number(said[1]);
  const celsius = /^f/i.test(said[2] ?? said[3] ?? '') ? Math.round(((n - 32) * 5) / 9) : n;
  return celsius >= -50 && celsius <= 55 ? { temperature_c: celsius } : {};
};

/**
 * The clause's occasion, weather and budget as outfits.compose's constraints (prices in dollars, as
 * the catalogue's). Of several occasions the dressiest leads: a beach wedding is dressed as a wedding.
 */
export const constraintsOf = (slots: Slots, text: string): OutfitConstraints => {
  const price = slots.price?.usd;
  const occasion = [...slots.occasions].sort((a, b) => occasionFormality(b)[0] - occasionFormality(a)[0])[0];
  const weather = Object.assign({}, ...text.toLowerCase().split(/[^a-z]+/).map((w) => WEATHER_WORDS[w] ?? {})) as Pick<OutfitConstraints, 'rain' | 'season'>;
  return {
    ...(occasion ? { occasion } : {}),
    ...(weather.season ? {} : seasonOfDates(slots)),
    ...weather,
    ...temperatureOf(text),
    ...(price?.max !== undefined ? { max_price: Math.round(price.max) } : {}),
    ...(price?.min !== undefined ? { min_price: Math.round(price.min) } : {}),
  };
};


/** The constraints as a call's argument: present only when the shopper named any. */
export const constraintsArg = (c: OutfitConstraints | undefined): { constraints?: OutfitConstraints } =>
  (c && Object.keys(c).length ? { constraints: c } : {});

/** Seasons from the warmest to the coldest dressed for: "warmer" steps towards winter, "lighter" towards summer. */
const SEASON_STEPS: readonly NonNullable<OutfitConstraints['season']>[] = ['summer', 'spring', 'autumn', 'winter'];
const WARMER = 'warmer|cosier|cozier|heavier|thicker|snugger|for the cold|for colder weather';
const LIGHTER = 'lighter|breezier|thinner|airier|for the heat|for warmer weather';

/**
 * A degree of warmth asked of an outfit ("something warmer", "a lighter top") as the season it is
 * dressed for: one step colder or warmer than the season it was built for (none: the far end).
 */
export const relativeWeather = (lower: string, season: OutfitConstraints['season']): Pick<OutfitConstraints, 'season'> => {
  const step = new RegExp(`\\b(?:${WARMER})\\b`).test(lower) ? 1 : new RegExp(`\\b(?:${LIGHTER})\\b`).test(lower) ? -1 : 0;
  if (!step) return {};
  if (!season) return { season: step > 0 ? 'winter' : 'summer' };
  const at = SEASON_STEPS.indexOf(season);
  // Spring and autumn dress alike: a step from either goes past the other.
  const next = at + step + (step > 0 && season === 'spring' ? 1 : step < 0 && season === 'autumn' ? -1 : 0);
  return { season: SEASON_STEPS[Math.max(0, Math.min(SEASON_STEPS.length - 1, next))]! };
};
