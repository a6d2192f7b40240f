/**
 * Places bigger than a city that shoppers name for a trip — a country ("Portugal"), a state or
 * province ("California"), a well-known region ("the Amalfi coast", "Scotland", "the Alps") — and the
 * cities of the climate table in them or near them. The table has normals per city only, so a trip to
 * an area is planned with the weather of its first city here (the best known), and the plan says so
 * (trips.plan `weather_from`): a shopper going to Portugal expects a plan, not a question. Pure.
 */
import { climateTable, cityLabel, type ClimateCity } from './climate.js';

/**
 * Regions with no row of their own, each with the table's cities in it or within about 150 km of
 * it (none is listed where the nearest city is farther: its weather would say little of the region).
 * Countries, and the states and provinces the table records, come from the table itself.
 */
const REGIONS: readonly (readonly [name: string, aliases: readonly string[], cities: readonly string[]])[] = [
  ['Scotland', ['scottish highlands', 'the highlands'], ['Edinburgh', 'Glasgow']],
  ['England', [], ['London', 'Manchester']],
  ['Wales', [], ['Manchester', 'London']],
  ['the Lake District', ['lake district', 'the lakes'], ['Manchester']],
  ['the Cotswolds', ['cotswolds'], ['London']],
  ['Yorkshire', [], ['Manchester']],
  ['the Amalfi Coast', ['amalfi coast', 'amalfi', 'positano', 'sorrento', 'ravello'], ['Naples']],
  ['Tuscany', ['toscana', 'chianti', 'siena', 'pisa'], ['Florence']],
  ['Lake Como', ['lake garda', 'the italian lakes', 'italian lakes'], ['Milan']],
  ['the Dolomites', ['dolomites'], ['Venice', 'Milan']],
  ['the Alps', ['alps', 'swiss alps', 'french alps', 'austrian alps', 'chamonix', 'zermatt', 'st moritz'], ['Zurich', 'Geneva', 'Salzburg']],
  ['Bavaria', ['bayern'], ['Munich']],
  ['Provence', ['luberon', 'aix en provence'], ['Marseille', 'Nice']],
  ['the French Riviera', ['french riviera', 'cannes', 'antibes', 'saint tropez', 'st tropez'], ['Nice']],
  ['Normandy', ['normandie'], ['Paris']],
  ['Andalusia', ['andalucia'], ['Seville', 'Malaga', 'Granada']],
  ['the Costa Brava', ['costa brava', 'catalonia', 'catalunya'], ['Barcelona']],
  ['the Canary Islands', ['canary islands', 'canaries', 'lanzarote', 'fuerteventura'], ['Las Palmas', 'Santa Cruz de Tenerife']],
  ['the Balearic Islands', ['balearics', 'balearic islands', 'menorca', 'minorca'], ['Palma de Mallorca', 'Ibiza']],
  ['the Greek islands', ['greek islands', 'cyclades', 'paros', 'naxos'], ['Santorini', 'Mykonos', 'Heraklion']],
  ['the Dalmatian coast', ['dalmatia', 'dalmatian coast', 'hvar'], ['Split', 'Dubrovnik']],
  ['the Scottish islands', ['isle of skye', 'skye'], ['Glasgow']],
  ['Napa Valley', ['napa', 'sonoma', 'wine country'], ['San Francisco']],
  ['the Hamptons', ['hamptons'], ['New York']],
  ['the Florida Keys', ['florida keys', 'key west'], ['Miami']],
  ['Patagonia', [], ['Bariloche', 'Ushuaia']],
  ['the Caribbean', ['caribbean'], ['Nassau', 'Bridgetown', 'Montego Bay']],
];

/** Lower case, no accents or punctuation, the same rule as the destination lookup ("the" kept). */
const normal = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/['’`]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

export interface Area {
  /** How the area is written back to the shopper ("Portugal", "the Amalfi Coast"). */
  name: string;
  /** The table's cities in it or near it, the table's order (its best known first). */
  cities: readonly ClimateCity[];
  /** True when every city is inside the area (a country or state of the table); false for a region whose cities may only be near it. */
  inside: boolean;
}

interface AreaIndex {
  byKey: ReadonlyMap<string, Area>;
}

const buildAreas = (): AreaIndex => {
  const cities = climateTable().cities;
  const cityKeys = new Set(cities.flatMap((c) => [c.name, ...c.aliases].map(normal)));
  const byKey = new Map<string, Area>();
  const add = (names: readonly string[], area: Area) => {
    for (const n of names) {
      const key = normal(n).replace(/^the /, '');
      // A city's own name wins ("New York", "Washington", "Victoria", "Panama"): the area is not read.
      if (key && !cityKeys.has(key) && !byKey.has(key) && area.cities.length) byKey.set(key, area);
    }
  };
  for (const [name, aliases, wanted] of REGIONS) {
    add([name, ...aliases], { name, inside: false, cities: wanted.map((w) => cities.find((c) => c.name === w)).filter((c): c is ClimateCity => !!c) });
  }
  const countries = [...new Set(cities.map((c) => c.country))];
  for (const country of countries) add([country], { name: country, inside: true, cities: cities.filter((c) => c.country === country) });
  const regions = [...new Set(cities.flatMap((c) => (c.region ? [c.region] : [])))];
  for (const region of regions) add([region], { name: region, inside: true, cities: cities.filter((c) => c.region === region) });
  return { byKey };
};

let built: AreaIndex | undefined;
const areaIndex = (): AreaIndex => (built ??= buildAreas());

/** The area a text names exactly (a leading "the" is optional), or null. */
export const findArea = (text: string): Area | null => areaIndex().byKey.get(normal(text).replace(/^the /, '')) ?? null;

/** Every name an area is known by, normalised without "the" (for readers that look for places in a sentence). */
export const areaNames = (): ReadonlyMap<string, Area> => areaIndex().byKey;

/** Up to `limit` labels of the area's cities ("Lisbon, Portugal"), for the shopper to choose from. */
export const areaSuggestions = (area: Area, limit = 3): string[] => area.cities.slice(0, limit).map(cityLabel);
