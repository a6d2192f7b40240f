/**
 * A trip day's weather: the month's climate normals for the destination, or a forecast day when one
 * was fetched (./forecast.ts). Pure.
 */
import type { ClimateCity } from './climate.js';
import { CONDITION_ICONS, toFahrenheit, type WeatherCondition } from './conditions.js';
import type { TripWeather } from './contracts.js';
import { monthOf } from './dates.js';

export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
] as const;

const daysInMonth = (iso: string): number => {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

export interface DayReading {
  high_c: number;
  low_c: number;
  condition: WeatherCondition;
  rain_chance: number | null;
  source: TripWeather['source'];
}

export const weatherOf = (r: DayReading): TripWeather => ({
  temp_c: Math.round(r.high_c),
  temp_f: toFahrenheit(r.high_c),
  high_c: Math.round(r.high_c),
  low_c: Math.round(r.low_c),
  high_f: toFahrenheit(r.high_c),
  low_f: toFahrenheit(r.low_c),
  condition: r.condition,
  icon: CONDITION_ICONS[r.condition],
  rain_chance: r.rain_chance === null ? null : Math.max(0, Math.min(100, Math.round(r.rain_chance))),
  source: r.source,
});

/** The normals of the date's month: its mean high and low, typical condition, share of wet days. */
export const normalsFor = (city: ClimateCity, iso: string): TripWeather => {
  const m = monthOf(iso);
  return weatherOf({
    high_c: city.high[m]!,
    low_c: city.low[m]!,
    condition: city.condition[m]!,
    rain_chance: (100 * city.wet[m]!) / daysInMonth(iso),
    source: 'normals',
  });
};

/** Wet days in the date's month, for tips ("12 wet days in November"). */
export const wetDaysFor = (city: ClimateCity, iso: string): number => city.wet[monthOf(iso)]!;

/** What a shopper reads about where the weather came from. */
export const weatherNote = (city: ClimateCity, days: readonly { date: string; weather: TripWeather }[], forecastFailed = false): string => {
  const forecastDays = days.filter((d) => d.weather.source === 'forecast').length;
  const months = [...new Set(days.filter((d) => d.weather.source === 'normals').map((d) => MONTH_NAMES[monthOf(d.date)]))];
  const normals = `average ${months.join(' and ')} weather in ${city.name} (approximate 1991–2020 climate normals, not a forecast)`;
  if (forecastDays === days.length && days.length) return `Forecast for ${city.name}.`;
  if (forecastDays > 0) return `Forecast for the first ${forecastDays === 1 ? 'day' : `${forecastDays} days`}; after that, ${normals}.`;
  const reason = forecastFailed ? 'The forecast could not be reached, so this uses ' : 'Based on ';
  return `${reason}${normals}.`;
};
