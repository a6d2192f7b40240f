import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionOfWmoCode, toCelsius, toFahrenheit } from './conditions.js';
import { fetchForecast, forecastUrl, forecastWindow } from './forecast.js';
import { startFakeForecast, type FakeForecast } from './forecast.fake.js';

let fake: FakeForecast;
beforeAll(async () => { fake = await startFakeForecast(); });
afterAll(async () => { await fake.close(); });

const lisbon = { lat: 38.72, lon: -9.14 };

describe('the forecast window', () => {
  const today = '2026-05-01';
  it('covers trips starting today up to 15 days ahead, clipped to the horizon', () => {
    expect(forecastWindow('2026-05-01', '2026-05-03', today)).toEqual({ from: '2026-05-01', to: '2026-05-03' });
    expect(forecastWindow('2026-05-10', '2026-05-25', today)).toEqual({ from: '2026-05-10', to: '2026-05-16' });
    expect(forecastWindow('2026-05-16', '2026-05-18', today)).toEqual({ from: '2026-05-16', to: '2026-05-16' });
  });
  it('leaves past trips and trips starting beyond 16 days to the normals', () => {
    expect(forecastWindow('2026-05-17', '2026-05-20', today)).toBeNull();
    expect(forecastWindow('2026-04-28', '2026-05-03', today)).toBeNull();
  });
});

describe('WMO codes and units', () => {
  it('maps the code table to conditions', () => {
    expect([0, 1, 2, 3, 45, 48, 51, 55, 61, 65, 71, 77, 80, 82, 85, 95, 99].map(conditionOfWmoCode)).toEqual([
      'Sunny', 'Partly Cloudy', 'Partly Cloudy', 'Cloudy', 'Fog', 'Fog', 'Showers', 'Showers', 'Rain', 'Rain', 'Snow', 'Snow',
      'Showers', 'Showers', 'Snow', 'Thunderstorms', 'Thunderstorms',
    ]);
  });
  it('converts °C and °F both ways (72F is the spec fallback)', () => {
    expect(toFahrenheit(22)).toBe(72);
    expect(toCelsius(72)).toBe(22);
    expect(toFahrenheit(-40)).toBe(-40);
  });
});

describe('fetching a forecast from an Open-Meteo-shaped API', () => {
  it('asks with the documented parameters and reads every day', async () => {
    fake.mode = 'ok';
    const result = await fetchForecast(`${fake.url}/`, lisbon, { from: '2026-05-03', to: '2026-05-05' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect([...result.days.keys()]).toEqual(['2026-05-03', '2026-05-04', '2026-05-05']);
    expect(result.days.get('2026-05-04')).toEqual({ high_c: 14.6, low_c: 8.2, condition: 'Rain', rain_chance: 80, source: 'forecast' });
    const asked = fake.requests.at(-1)!;
    expect(Object.fromEntries(asked)).toEqual({
      latitude: '38.72', longitude: '-9.14', start_date: '2026-05-03', end_date: '2026-05-05', timezone: 'auto',
      daily: 'weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max',
    });
    expect(forecastUrl('https://api.open-meteo.com', lisbon, '2026-05-03', '2026-05-03')).toMatch(/^https:\/\/api\.open-meteo\.com\/v1\/forecast\?latitude=38\.72&/);
  });

  it('reports an error status, an unexpected shape, a timeout and an unreachable server as failures', async () => {
    const window = { from: '2026-05-03', to: '2026-05-04' };
    fake.mode = 'error';
    expect(await fetchForecast(fake.url, lisbon, window)).toEqual({ ok: false, reason: 'forecast answered 500' });
    fake.mode = 'garbage';
    expect(await fetchForecast(fake.url, lisbon, window)).toEqual({ ok: false, reason: 'forecast answer has an unexpected shape' });
    fake.mode = 'slow';
    expect((await fetchForecast(fake.url, lisbon, window, { timeoutMs: 50 })).ok).toBe(false);
    fake.mode = 'ok';
    expect((await fetchForecast('http://127.0.0.1:9', lisbon, window)).ok).toBe(false);
  });
});
