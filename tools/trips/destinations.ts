/**
 * Destination lookup over the climate table: forgiving about case, accents, punctuation, aliases
 * (Lisboa → Lisbon, NYC → New York) and a trailing country or state ("Paris, France", "Austin, TX"),
 * strict about everything else. A place we have no normals for is never guessed: the caller gets the
 * nearest known names instead (fuse.js), so no forecast is ever made up.
 */
import Fuse from 'fuse.js';
import { areaSuggestions, findArea, type Area } from './areas.js';
import { climateTable, cityLabel, type ClimateCity } from './climate.js';

/** Lower case, accents and punctuation gone, one space between words: "Québec!" → "quebec". */
export const normalisePlace = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase()
    .replace(/['’`]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** What shoppers write for a country instead of its table name. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  usa: 'united states', us: 'united states', 'united states of america': 'united states', america: 'united states',
  uk: 'united kingdom', england: 'united kingdom', scotland: 'united kingdom', britain: 'united kingdom', 'great britain': 'united kingdom', gb: 'united kingdom',
  uae: 'united arab emirates', emirates: 'united arab emirates', holland: 'netherlands', 'the netherlands': 'netherlands',
  'czech republic': 'czechia', korea: 'south korea', 'republic of korea': 'south korea', turkiye: 'turkey',
  prc: 'china', 'peoples republic of china': 'china', 'viet nam': 'vietnam', burma: 'myanmar', espana: 'spain', italia: 'italy',
  deutschland: 'germany', osterreich: 'austria', schweiz: 'switzerland', suisse: 'switzerland', brasil: 'brazil', mexique: 'mexico',
  hellas: 'greece', nippon: 'japan', nihon: 'japan',
};

interface Entry {
  /** The normalised text a shopper might type for this city. */
  key: string;
  city: ClimateCity;
}

const namesOf = (city: ClimateCity): string[] => [city.name, ...city.aliases];

interface PlaceIndex {
  entries: readonly Entry[];
  exact: ReadonlyMap<string, ClimateCity[]>;
  byLabel: ReadonlyMap<string, ClimateCity>;
  fuse: Fuse<Entry>;
}

const buildIndex = (): PlaceIndex => {
  const entries = climateTable().cities.flatMap((city) =>
    [...new Set([...namesOf(city), cityLabel(city)].map(normalisePlace))].map((key) => ({ key, city })));
  const exact = entries.reduce((map, { key, city }) => {
    const list = map.get(key) ?? [];
    if (!list.includes(city)) list.push(city);
    return map.set(key, list);
  }, new Map<string, ClimateCity[]>());
  const fuse = new Fuse(entries, { keys: ['key'], includeScore: true, ignoreLocation: true, threshold: 0.4, minMatchCharLength: 2 });
  const byLabel = new Map(climateTable().cities.map((city) => [cityLabel(city), city]));
  return { entries, exact, byLabel, fuse };
};
let built: PlaceIndex | undefined;
/** Built at the first lookup rather than at start-up, which it would cost ~30 ms. */
const placeIndex = (): PlaceIndex => (built ??= buildIndex());

/** The city a label ("Lisbon, Portugal") names. */
export const cityByLabel = (label: string): ClimateCity | undefined => placeIndex().byLabel.get(label);

/** Whether one part after a comma names this city's country or region ("France", "TX", "Oregon"). */
const qualifierFits = (city: ClimateCity, qualifier: string): boolean => {
  const wanted = COUNTRY_ALIASES[qualifier] ?? qualifier;
  if (wanted === normalisePlace(city.country)) return true;
  return !!city.region && (qualifier === normalisePlace(city.region) || qualifier === city.region_code?.toLowerCase());
};

export type DestinationMatch =
  | { found: true; city: ClimateCity; label: string }
  /** area: the text names a country or region (its cities are the suggestions), not a city we lack. */
  | { found: false; suggestions: string[]; area?: string };

/** Up to `limit` city labels nearest to free text, best first (for suggestions and for unknown places). */
export const nearestDestinations = (text: string, limit = 3): string[] => {
  const query = normalisePlace(text).slice(0, 100);
  if (!query) return [];
  const labels: string[] = [];
  const add = (city: ClimateCity) => {
    const label = cityLabel(city);
    if (!labels.includes(label) && labels.length < limit) labels.push(label);
  };
  // Names that start with what was typed come first, so "lis" offers Lisbon before "Salvador da Bahia".
  const { entries, fuse } = placeIndex();
  for (const { key, city } of entries) if (key.startsWith(query)) add(city);
  if (labels.length < limit) for (const hit of fuse.search(query, { limit: limit * 4 })) add(hit.item.city);
  // Nothing near at all: the first word alone still tells something ("Parris France" → Paris).
  const first = query.split(' ')[0]!;
  if (labels.length < limit && first !== query) for (const hit of fuse.search(first, { limit: limit * 4 })) add(hit.item.city);
  return labels;
};

/** Whether a text is exactly a known city's name or alias ("lisbon", "nyc"): a map lookup, no fuzzy search. */
export const isKnownPlaceName = (text: string): boolean => placeIndex().exact.has(normalisePlace(text));

/** The city a shopper meant, or the nearest known names. */
export const findDestination = (text: string): DestinationMatch => {
  const query = normalisePlace(text);
  const { exact: byName } = placeIndex();
  const exact = byName.get(query);
  if (exact?.length === 1) return { found: true, city: exact[0]!, label: cityLabel(exact[0]!) };
  const comma = text.indexOf(',');
  if (comma > 0) {
    const place = normalisePlace(text.slice(0, comma));
    // "Portland, Oregon, USA": every part after the name must fit the same city.
    const qualifiers = text.slice(comma + 1).split(',').map(normalisePlace).filter(Boolean);
    const fitting = (byName.get(place) ?? []).filter((city) => qualifiers.every((q) => qualifierFits(city, q)));
    if (fitting.length === 1) return { found: true, city: fitting[0]!, label: cityLabel(fitting[0]!) };
  }
  // A country or region: its own cities (or the nearest ones) rather than names that merely look alike.
  const area = areaOf(query);
  if (area) return { found: false, suggestions: areaSuggestions(area), area: area.name };
  return { found: false, suggestions: nearestDestinations(text) };
};

const areaOf = (query: string): Area | null => findArea(query) ?? findArea(COUNTRY_ALIASES[query] ?? '');

/** Whose weather a trip to a country or region uses, and why, in words a shopper reads. */
export interface WeatherFrom {
  /** The city's label ("Lisbon, Portugal"). */
  name: string;
  reason: string;
}

export type TripPlace =
  /** destination: what the trip is saved as; weather_from: set when the place is an area, planned with its first city's weather. */
  | { found: true; city: ClimateCity; destination: string; weather_from: WeatherFrom | null }
  | { found: false; suggestions: string[] };

/**
 * The place a trip is planned for: a city, or a country or region planned with the weather of its
 * best-known city in the table (areas.ts lists them best known first). The area keeps the name the
 * shopper gave it ("Trip to Portugal"), written as the table writes it when she named it by its own
 * name or a country's other name ("uk" → "United Kingdom"); a place inside a region ("Positano")
 * stays as she typed it.
 */
export const tripPlace = (text: string): TripPlace => {
  const match = findDestination(text);
  if (match.found) return { found: true, city: match.city, destination: match.label, weather_from: null };
  const query = normalisePlace(text);
  const area = areaOf(query);
  const city = area?.cities[0];
  if (!area || !city) return { found: false, suggestions: match.suggestions };
  const byName = normalisePlace(area.name).replace(/^the /, '') === query.replace(/^the /, '') || query in COUNTRY_ALIASES;
  const destination = byName ? area.name : text.trim();
  const where = area.inside ? `the best-known city of ${area.name}` : `the best-known city in or near ${area.name}`;
  return {
    found: true, city, destination,
    weather_from: { name: cityLabel(city), reason: `We have climate data for cities, not for ${destination} as a whole; ${city.name} is ${where} that we have.` },
  };
};

/** The message for a place we have no normals for, naming the nearest known ones. */
export const unknownDestinationMessage = (text: string, suggestions: readonly string[]): string => {
  const shown = text.trim().length > 60 ? `${text.trim().slice(0, 57)}…` : text.trim();
  const nearest = suggestions.length ? ` Nearest known: ${suggestions.join('; ')}.` : '';
  return `We have no climate data for "${shown}".${nearest}`;
};
