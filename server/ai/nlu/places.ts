/**
 * The destination a clause names, from the trip planner's climate table (names and aliases). An
 * exact name counts anywhere unless it is also an everyday word ("nice", "split", "male"): those,
 * and near misses ("lisbn", "barcelonna": one edit, two for long names) count only after a travel cue
 * ("to", "in", "visiting", "trip to") so a typo is never turned into a trip. The edit distance is
 * ours (length-bucketed, early exit): fuse.js over the ~600 names cost ~0.5 ms a clause.
 */
import { normalisePlace } from '../../../tools/trips/destinations.js';
import { AIRPORT_CITIES, ARRIVAL_CUES } from './airports.js';
import type { LexiconIndex } from './lexicon.js';
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

const MONTHS = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$/;

const ARROWS = new Set(['→', '->', '>', '⇒', '✈', '✈️']);

/**
 * The city of an airport code after a word of arriving ("LHR → BCN", "into JFK", "to FCO"): in a
 * clause with trip dates, or after an arrow (a code alone after "to" may be a word).
 */
const arrivalAirport = (words: readonly string[], index: LexiconIndex, dated: boolean): string | null => {
  for (let i = 1; i < words.length; i++) {
    const cue = words[i - 1]!.toLowerCase();
    if (!ARRIVAL_CUES.has(cue) || !(dated || ARROWS.has(cue))) continue;
    const city = AIRPORT_CITIES[words[i]!.toLowerCase()];
    const place = city ? index.places.get(city)?.[0] : undefined;
    if (place) return place.label;
  }
  return null;
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
      const beforeDates = dated && n === 1 && (after === 'from' || after === 'between' || /^\d/.test(after)) && !MODIFIERS.has(normal[i - 1] ?? '');
      const cued = i > 0 && cue !== undefined && CUES.has(cue) || opening || beforeDates;
      // A country or region ("Portugal", "Tuscany") only as the place of a trip, never in a piece's description.
      if ((everyday || places[0]!.area) && !cued) continue;
      return places[0]!.label;
    }
  }
  // Near misses only right after a cue, one or two words, four letters or more.
  for (let i = 1; i < normal.length; i++) {
    if (!CUES.has(normal[i - 1]!)) continue;
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
      if (best) return best.label;
    }
  }
  return null;
};
