/**
 * The climate normals table shipped in ./climate-normals.json, validated once at load so a bad edit to
 * the data fails start-up (and the test) with the city and field named, never a trip at run time.
 */
import { z } from 'zod';
import raw from './climate-normals.json' with { type: 'json' };
import { WEATHER_CONDITIONS_LIST } from './conditions.js';

const twelve = <T extends z.ZodType>(item: T) => z.array(item).length(12);
const celsius = z.number().int().min(-45).max(50);

const citySchema = z.strictObject({
  name: z.string().min(1),
  country: z.string().min(1),
  /** State, province or territory where a country's own places are told apart that way (US, CA, AU). */
  region: z.string().min(1).optional(),
  region_code: z.string().regex(/^[A-Z]{2,3}$/).optional(),
  aliases: z.array(z.string().min(1)),
  /** IATA codes of its busiest airports ("LHR"), which shoppers write for where they fly. */
  airports: z.array(z.string().regex(/^[A-Z]{3}$/)).optional(),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  high: twelve(celsius),
  low: twelve(celsius),
  wet: twelve(z.number().int().min(0).max(31)),
  condition: twelve(z.enum(WEATHER_CONDITIONS_LIST)),
}).refine((c) => c.high.every((h, i) => h >= c.low[i]!), { message: 'a month has its high below its low' });

export const climateTableSchema = z.strictObject({
  source: z.string().min(20),
  fields: z.record(z.string(), z.string()),
  cities: z.array(citySchema).min(200),
});

export type ClimateCity = z.infer<typeof citySchema>;
export type ClimateTable = z.infer<typeof climateTableSchema>;

const parseTable = (): ClimateTable => {
  const parsed = climateTableSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const [, index] = issue.path;
  const city = typeof index === 'number' ? (raw as { cities: { name?: string }[] }).cities[index]?.name : undefined;
  throw new Error(`climate-normals.json is invalid${city ? ` at ${city}` : ''} (${issue.path.join('.')}): ${issue.message}`);
};

/** How many cities the table holds (for the tool's description, read before the table is checked). */
export const CLIMATE_CITY_COUNT: number = (raw as { cities: unknown[] }).cities.length;

let table: ClimateTable | undefined;
/** The table, checked at first use rather than at start-up (~25 ms); a broken file fails that use and the tests. */
export const climateTable = (): ClimateTable => (table ??= parseTable());

/** What a shopper reads as the place: "Lisbon, Portugal". */
export const cityLabel = (city: Pick<ClimateCity, 'name' | 'country'>): string => `${city.name}, ${city.country}`;
