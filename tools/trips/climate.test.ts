import { describe, expect, it } from 'vitest';
import raw from './climate-normals.json' with { type: 'json' };
import { climateTable, climateTableSchema } from './climate.js';

const CLIMATE = climateTable();
import { normalisePlace } from './destinations.js';

const mean = (c: { high: number[]; low: number[] }, month: number) => (c.high[month]! + c.low[month]!) / 2;

describe('the climate normals table', () => {
  it('names its source honestly and covers at least 200 cities', () => {
    expect(CLIMATE.source).toMatch(/1991–2020/);
    expect(CLIMATE.source).toMatch(/not a live forecast/i);
    expect(CLIMATE.cities.length).toBeGreaterThanOrEqual(200);
  });

  it('has twelve plausible months for every city, highs never below lows', () => {
    for (const city of CLIMATE.cities) {
      for (const series of [city.high, city.low, city.wet, city.condition]) expect(series, city.name).toHaveLength(12);
      city.high.forEach((high, m) => {
        const low = city.low[m]!;
        expect(high, `${city.name} month ${m + 1}`).toBeGreaterThanOrEqual(low);
        expect(high - low, `${city.name} daily range`).toBeLessThanOrEqual(25);
        expect(high).toBeGreaterThanOrEqual(-30);
        expect(high).toBeLessThanOrEqual(48);
        expect(low).toBeGreaterThanOrEqual(-40);
        expect(low).toBeLessThanOrEqual(35);
        expect(city.wet[m]).toBeLessThanOrEqual(28);
      });
    }
  });

  it('is warmer in January than July south of the tropics, and the other way round north of them', () => {
    const south = CLIMATE.cities.filter((c) => c.lat <= -20);
    const north = CLIMATE.cities.filter((c) => c.lat >= 20);
    expect(south.length).toBeGreaterThan(20);
    for (const c of south) expect(mean(c, 0), c.name).toBeGreaterThan(mean(c, 6));
    for (const c of north) expect(mean(c, 6), c.name).toBeGreaterThan(mean(c, 0));
  });

  it('gives snow only to cold months and no rain to months without wet days', () => {
    for (const c of CLIMATE.cities) {
      c.condition.forEach((cond, m) => {
        if (cond === 'Snow') expect(c.low[m], `${c.name} month ${m + 1}`).toBeLessThanOrEqual(0);
        if (c.wet[m] === 0) expect(['Sunny', 'Partly Cloudy']).toContain(cond);
      });
    }
  });

  it('spot-checks well-known climates', () => {
    const city = (name: string) => CLIMATE.cities.find((c) => c.name === name)!;
    expect(city('Dubai').high[6]).toBeGreaterThanOrEqual(38);
    expect(city('Reykjavik').high[6]).toBeLessThanOrEqual(16);
    expect(city('Singapore').high.every((h) => h >= 29 && h <= 33)).toBe(true);
    expect(city('Lima').wet.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(6);
    expect(city('Mumbai').wet[6]).toBeGreaterThanOrEqual(18);
  });

  it('never lets one name or alias point at two cities', () => {
    const keys = new Map<string, string>();
    for (const c of CLIMATE.cities) {
      for (const name of [c.name, ...c.aliases]) {
        const key = normalisePlace(name);
        expect(keys.get(key) ?? c.name, `"${name}" names two cities`).toBe(c.name);
        keys.set(key, c.name);
      }
    }
  });

  it('refuses a table with a broken month at load', () => {
    const broken = structuredClone(raw) as { cities: { high: number[] }[] };
    broken.cities[0]!.high = broken.cities[0]!.high.slice(0, 11);
    expect(climateTableSchema.safeParse(broken).success).toBe(false);
  });
});
