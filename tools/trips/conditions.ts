/**
 * Weather conditions as a shopper reads them, the icon for each, and °C → °F. Pure and tiny, so the
 * web can import it without the climate table.
 */

export const WEATHER_CONDITIONS_LIST = ['Sunny', 'Partly Cloudy', 'Cloudy', 'Fog', 'Showers', 'Rain', 'Thunderstorms', 'Snow'] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS_LIST)[number];

/** lucide-react icon names, so the web draws the same icon the tool names. */
export const CONDITION_ICONS: Readonly<Record<WeatherCondition, string>> = {
  Sunny: 'sun',
  'Partly Cloudy': 'cloud-sun',
  Cloudy: 'cloud',
  Fog: 'cloud-fog',
  Showers: 'cloud-drizzle',
  Rain: 'cloud-rain',
  Thunderstorms: 'cloud-lightning',
  Snow: 'snowflake',
};

/** Conditions that call for something against rain. */
export const WET_CONDITIONS: ReadonlySet<WeatherCondition> = new Set(['Showers', 'Rain', 'Thunderstorms']);

export const toFahrenheit = (celsius: number): number => Math.round((celsius * 9) / 5 + 32);
export const toCelsius = (fahrenheit: number): number => Math.round(((fahrenheit - 32) * 5) / 9);

/**
 * WMO weather interpretation codes (as Open-Meteo's `weather_code` sends them) → a condition:
 * 0 clear, 1–2 partly cloudy, 3 overcast, 45/48 fog, 51–57 drizzle, 61–67 rain, 71–77 snow,
 * 80–82 rain showers, 85–86 snow showers, 95–99 thunderstorms.
 */
export const conditionOfWmoCode = (code: number): WeatherCondition => {
  if (code === 0) return 'Sunny';
  if (code <= 2) return 'Partly Cloudy';
  if (code === 3) return 'Cloudy';
  if (code === 45 || code === 48) return 'Fog';
  if (code >= 51 && code <= 57) return 'Showers';
  if (code >= 61 && code <= 67) return 'Rain';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'Snow';
  if (code >= 80 && code <= 82) return 'Showers';
  if (code >= 95) return 'Thunderstorms';
  return 'Cloudy';
};
