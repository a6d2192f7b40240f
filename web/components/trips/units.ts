/**
 * °C or °F by the shopper's locale: Fahrenheit where it is the everyday scale (the United States and
 * its territories, Liberia, Myanmar, a few Pacific states), Celsius everywhere else.
 */
import type { TripWeather } from '../../../tools/trips/contracts.js';

export type TemperatureUnit = 'C' | 'F';

const FAHRENHEIT_REGIONS = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM', 'LR', 'MM', 'BS', 'BZ', 'KY', 'PW', 'FM', 'MH']);

/** The unit for a BCP 47 locale such as 'en-US' or 'pt-PT'; a locale without a region reads as Celsius. */
export const unitForLocale = (locale: string | undefined): TemperatureUnit => {
  if (!locale) return 'C';
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    region = locale.split(/[-_]/)[1];
  }
  return region && FAHRENHEIT_REGIONS.has(region.toUpperCase()) ? 'F' : 'C';
};

/** The browser's unit (navigator.language), Celsius outside a browser. */
export const browserUnit = (): TemperatureUnit =>
  unitForLocale(typeof navigator === 'undefined' ? undefined : navigator.language);

export const formatTemperature = (w: Pick<TripWeather, 'temp_c' | 'temp_f'>, unit: TemperatureUnit): string =>
  unit === 'F' ? `${w.temp_f}°F` : `${w.temp_c}°C`;

export const formatRange = (w: Pick<TripWeather, 'high_c' | 'low_c' | 'high_f' | 'low_f'>, unit: TemperatureUnit): string =>
  unit === 'F' ? `${w.high_f}° / ${w.low_f}°F` : `${w.high_c}° / ${w.low_c}°C`;
