/**
 * The destination a clause names, from the trip planner's climate table (names and aliases). An
 * exact name counts anywhere unless it is also an everyday word ("nice", "split", "male"): those,
 * and near misses ("lisbn", "barcelonna": one edit, two for long names) count only after a travel cue
 * ("to", "in", "visiting", "trip to") so a typo is never turned into a trip. The edit distance is
 * ours (length-bucketed, early exit): fuse.js over the ~600 names cost ~0.5 ms a clause.
 */
import { normalisePlace } from '../../../tools/trips/destinations.js';
import { airportCity, ARRIVAL_CUES } from './airports.js';
import type { LexiconIndex } from './lexicon.js';
import { soundKey } from './sound.js';
import { editDistance } from './text.js';

/** Words after which a place name is expected. */
const CUES = new Set(['to', 'in', 'at', 'visiting', 'visit', 'for', 'from', 'around', 'near', 'towards', 'flying', 'heading', 'off', 'going', 'trip', 'doing']);

/**
 * Words after which a clause-opening place that is also an everyday word is the place, in a clause
 * with trip dates: "Nice next weekend", "Split in August", "Nice, the first weekend of June" (and
 * never "nice dresses for the weekend", where a noun follows).
 */
const AFTER_OPENING_PLACE = new Set([
  'in', 'on', 'for', 'from', 'over', 'this', 'next', 'at', 'during', 'until', 'till', 'between', 'tomorrow', 'starting', 'after', 'around',
  'trip', 'holiday', 'weekend', 'break', 'getaway', 'again', 'early', 'late', 'mid', 'end', '', ',', '.', '!', '?', '-', ':',
]);

/** Words before an everyday word that make it the word ("a nice …", "so nice"), never the place. */
const MODIFIERS = new Set(['a', 'an', 'the', 'some', 'very', 'so', 'how', 'really', 'too', 'quite', 'pretty', 'super', 'more', 'most', 'less', 'not']);

/** Verbs of planning a trip, before its place ("plan Florence for next week"). */
const PLAN_VERBS = new Set(['plan', 'planning', 'pack', 'packing', 'sort', 'do', 'doing']);

const MONTHS = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$/;

/** Verbs of travelling before "to <code>". */
const TRAVEL_VERBS = new Set(['flying', 'fly', 'flight', 'heading', 'going', 'off', 'travelling', 'traveling', 'jetting', 'landing', 'arriving', 'back']);

const ARROWS = new Set(['→', '->', '>', '⇒', '✈', '✈️']);

/**
 * The city of an airport code after a word of arriving ("LHR → BCN", "into JFK", "to FCO"): in a
 * clause with trip dates, or after an arrow (a code alone after "to" may be a word).
 */
const arrivalAirport = (words: readonly string[], index: LexiconIndex, dated: boolean): string | null =>
  (dated ? routeAirport(words, index) : null) ?? airportAt(words, index, dated, false) ?? airportAt(words, index, dated, true);

/** "JFK-LIS fri 5 jun", "LGW–FCO 02JUN26": a booking's route as two codes joined by a dash; the first leg's second code is where the trip goes. */
const routeAirport = (words: readonly string[], index: LexiconIndex): string | null => {
  for (const w of words) {
    const route = /^([a-z]{3})[-–]([a-z]{3})$/i.exec(w);
    if (!route || !airportCity(route[1]!)) continue;
    const city = airportCity(route[2]!);
    const place = city ? index.places.get(city)?.[0] : undefined;
    if (place) return place.label;
  }
  return null;
};

/** `openingToo`: also a code opening a dated clause (tried after every code after a word of arriving: "LHR → FCO" goes to Rome). */
const airportAt = (words: readonly string[], index: LexiconIndex, dated: boolean, openingToo: boolean): string | null => {
  for (let i = 0; i < words.length; i++) {
    const cue = words[i - 1]?.toLowerCase() ?? '';
    // A code after a verb of flying and a word of arriving ("flying to BCN") is one even with no dates
    // yet; a code opening a dated clause ("CDG 12-15 june") is where the trip goes, unless it is a word.
    const code = words[i]!.toLowerCase();
    const flown = i >= 2 && TRAVEL_VERBS.has(words[i - 2]!.toLowerCase());
    const arriving = ARRIVAL_CUES.has(cue) && (dated || ARROWS.has(cue) || flown);
    const next = words[i + 1]?.toLowerCase() ?? '';
    const opening = openingToo && dated && !index.speller.englishWords.has(code) && (i === 0 || /^[^\p{L}\p{N}]+$/u.test(words[i - 1]!))
      && (/^\d/.test(next) || MONTHS.test(next));
    if (!arriving && !opening) continue;
    const city = airportCity(words[i]!);
    const place = city ? index.places.get(city)?.[0] : undefined;
    if (place) return place.label;
  }
  return null;
};

/** A place whose name sounds like the word typed and is at most three letters longer or shorter. */
const soundAlike = (key: string, index: LexiconIndex): { label: string; d: number } | undefined => {
  const sound = soundKey(key);
  for (let length = key.length - 3; length <= key.length + 3; length++) {
    const place = (index.placesByLength.get(length) ?? []).find((p) => p.key[0] === key[0] && !p.key.includes(' ') && soundKey(p.key) === sound);
    if (place) return { label: place.label, d: 3 };
  }
  return undefined;
};

/** `dated`: the clause names trip dates, so a place that is also an everyday word may open it ("Nice in June"). */
export const readDestination = (words: readonly string[], index: LexiconIndex, dated = false): string | null => {
  const normal = words.map((w) => normalisePlace(w));
  const flown = arrivalAirport(words, index, dated);
  if (flown) return flown;
  // Longest names first, left to right.
  for (let i = 0; i < normal.length; i++) {
    for (let n = Math.min(index.placeWords, normal.length - i); n >= 1; n--) {
      const key = normal.slice(i, i + n).join(' ');
      const places = index.places.get(key);
      if (!places) continue;
      const after = words[i + n]?.toLowerCase() ?? '';
      const opening = dated && (i === 0 || (i === 1 && normal[0] === 'the') || /^[^\p{L}\p{N}]+$/u.test(words[i - 1]!)) && (AFTER_OPENING_PLACE.has(after) || /^\d/.test(after) || MONTHS.test(after));
      const everyday = n === 1 && index.speller.englishWords.has(key) && !index.speller.placeWords.has(key);
      // "to the Alps", "in the Maldives": the article between the cue and the place is skipped (never
      // before an everyday word: "for the nice weather" names no place).
      const cue = normal[i - 1] === 'the' && !everyday ? normal[i - 2] : normal[i - 1];
      // "doing Split from the 20th", "Nice 3-7 June": a place-and-everyday word right before the trip's dates.
      const beforeDates = dated && n === 1 && (after === 'from' || after === 'between' || /^\d/.test(after) || MONTHS.test(after)) && !MODIFIERS.has(normal[i - 1] ?? '');
      // "Split, Croatia": a city followed by its own country is the city, whatever else the word means.
      const country = normalisePlace(places[0]!.label.split(',').at(-1) ?? '');
      const withCountry = !places[0]!.area && !!country && normal.slice(i + n, i + n + 4).filter((w) => /\p{L}/u.test(w)).join(' ').startsWith(country);
      // "plan Florence for next week", "pack for Nice this weekend": after a verb of planning, with dates, before words of when.
      const planned = dated && PLAN_VERBS.has(normal[i - 1] ?? '') && (AFTER_OPENING_PLACE.has(after) || /^\d/.test(after) || MONTHS.test(after));
      const cued = i > 0 && cue !== undefined && CUES.has(cue) || opening || beforeDates || withCountry || planned;
      // A country or region ("Portugal", "Tuscany") only as the place of a trip, never in a piece's description.
      if ((everyday || places[0]!.area) && !cued) continue;
      // "3 weeks in thailand, bangkok -> chiang mai": a city of the table named after the country is where the planner can go.
      if (places[0]!.area) {
        const city = readDestination(words.slice(i + n), index, dated);
        if (city && !index.places.get(normalisePlace(city.split(',')[0]!))?.[0]?.area) return city;
      }
      return places[0]!.label;
    }
  }
  // Near misses only right after a cue (or opening a dated clause: "copenhagan 1st-3rd june"), one or
  // two words, four letters or more; a long name spelt by ear ("Edinborough") by the sound of it.
  for (let i = 0; i < normal.length; i++) {
    if (i === 0 ? !dated : !CUES.has(normal[i - 1]!)) continue;
    for (const n of [2, 1]) {
      const key = normal.slice(i, i + n).join(' ');
      if (key.length < 4 || index.speller.englishWords.has(key) || index.speller.vocabulary.has(key) || i + n > normal.length) continue;
      const max = key.length >= 7 ? 2 : 1;
      let best: { label: string; d: number } | undefined;
      for (let length = key.length - max; length <= key.length + max; length++) {
        for (const place of index.placesByLength.get(length) ?? []) {
          const d = editDistance(key, place.key, best ? best.d - 1 : max);
          if (d <= max && (!best || d < best.d)) best = { label: place.label, d };
        }
      }
      if (!best && key.length >= 8) best = soundAlike(key, index);
      if (best) return best.label;
    }
  }
  return null;
};

/**
 * Whether what the shopper typed for a place is that city's name mistyped or coded: an airport code
 * of it, one letter off, or spelt by ear ("JFK", "Lisbn", "Napels", "Edinborough" for Edinburgh) — not
 * another name two letters away ("Atlantis" is no typo of Atlanta).
 */
export const typedForCity = (typed: string, city: string): boolean => {
  const a = normalisePlace(typed);
  const b = normalisePlace(city);
  if (a.length === 3 && airportCity(a) === b) return true;
  return editDistance(a, b, 1) <= 1 || (a[0] === b[0] && soundKey(a.replace(/\s+/g, '')) === soundKey(b.replace(/\s+/g, '')));
};
