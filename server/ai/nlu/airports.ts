/**
 * Airport codes travellers write for where they fly ("LHR → BCN", "flying into JFK"): read from the
 * trip planner's climate table, where each city lists its busiest airports beside its name and
 * aliases (one table of place knowledge). A code counts only after a word of arriving ("to", "into",
 * an arrow), or opening a dated clause (places.ts), so "from JFK" is where the shopper leaves from;
 * codes that are also English words ("MAD", "SIN", "MAN") are not in the table.
 */
import { climateTable } from '../../../tools/trips/climate.js';
import { normalisePlace } from '../../../tools/trips/destinations.js';

let byCode: ReadonlyMap<string, string> | undefined;

/** The city (its normalised name, a key of the lexicon's places) an airport code (any case) is in, if we know it. */
export const airportCity = (code: string): string | undefined => {
  byCode ??= new Map(climateTable().cities.flatMap((city) => (city.airports ?? []).map((c) => [c.toLowerCase(), normalisePlace(city.name)] as const)));
  return byCode.get(code.toLowerCase());
};

/** Words after which an airport code is where the shopper arrives. */
export const ARRIVAL_CUES = new Set(['to', 'into', '→', '->', '>', '⇒', '✈', '✈️', 'landing', 'arriving']);
