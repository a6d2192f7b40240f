/**
 * An optional forecast provider with Open-Meteo's API shape (WEATHER_URL): used for trips that start
 * within its 16-day horizon. Every failure (timeout, non-2xx, an answer of another shape) is reported
 * as null so the plan falls back to the climate normals instead of failing.
 */
import { z } from 'zod';
import type { ClimateCity } from './climate.js';
import { conditionOfWmoCode } from './conditions.js';
import { addDays, daysBetween } from './dates.js';
import type { DayReading } from './weather.js';

/** Open-Meteo forecasts today and the next 15 days. */
export const FORECAST_HORIZON_DAYS = 16;
export const FORECAST_TIMEOUT_MS = 3000;

const series = z.array(z.number().nullable());
const forecastResponseSchema = z.object({
  daily: z.object({
    time: z.array(z.string()),
    weather_code: series,
    temperature_2m_max: series,
    temperature_2m_min: series,
    precipitation_probability_max: series.optional(),
  }),
});

/** The forecast days of a trip: from its start up to the horizon, or null when it starts outside it. */
export const forecastWindow = (start: string, end: string, today: string): { from: string; to: string } | null => {
  const lastForecastDay = addDays(today, FORECAST_HORIZON_DAYS - 1);
  if (daysBetween(today, start) < 0 || daysBetween(start, lastForecastDay) < 0) return null;
  return { from: start, to: daysBetween(end, lastForecastDay) >= 0 ? end : lastForecastDay };
};

/** GET <base>/v1/forecast as Open-Meteo documents it. */
export const forecastUrl = (base: string, city: Pick<ClimateCity, 'lat' | 'lon'>, from: string, to: string): string => {
  const url = new URL(`${base.replace(/\/+$/, '')}/v1/forecast`);
  url.search = new URLSearchParams({
    latitude: String(city.lat),
    longitude: String(city.lon),
    daily: 'weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max',
    start_date: from,
    end_date: to,
    timezone: 'auto',
  }).toString();
  return url.toString();
};

export type ForecastResult = { ok: true; days: Map<string, DayReading> } | { ok: false; reason: string };

export const fetchForecast = async (
  base: string,
  city: Pick<ClimateCity, 'lat' | 'lon'>,
  window: { from: string; to: string },
  { fetchImpl = fetch, timeoutMs = FORECAST_TIMEOUT_MS }: { fetchImpl?: typeof fetch; timeoutMs?: number } = {},
): Promise<ForecastResult> => {
  let body: unknown;
  try {
    const res = await fetchImpl(forecastUrl(base, city, window.from, window.to), {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!res.ok) return { ok: false, reason: `forecast answered ${res.status}` };
    body = await res.json();
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const parsed = forecastResponseSchema.safeParse(body);
  if (!parsed.success) return { ok: false, reason: 'forecast answer has an unexpected shape' };
  const d = parsed.data.daily;
  const days = new Map<string, DayReading>();
  d.time.forEach((date, i) => {
    const [high, low, code] = [d.temperature_2m_max[i], d.temperature_2m_min[i], d.weather_code[i]];
    // A day the provider has no numbers for is left to the normals.
    if (high == null || low == null || code == null) return;
    const rain = d.precipitation_probability_max?.[i];
    days.set(date, { high_c: high, low_c: Math.min(low, high), condition: conditionOfWmoCode(code), rain_chance: rain ?? null, source: 'forecast' });
  });
  return { ok: true, days };
};
