import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, tripPlans, wardrobeItems } from '../../server/db/schema.js';
import { ConfigError, loadConfig } from '../../server/config.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';
import { vectorFromText } from '../recommendations/style-vector.js';
import { priceTierOf } from '../recommendations/vocabulary.js';
import type { Database } from '../types.js';
import type { TripPlan, TripSummary } from './contracts.js';
import { addDays, todayIso } from './dates.js';
import { startFakeForecast, type FakeForecast } from './forecast.fake.js';

let t: TestApp;
let fake: FakeForecast;
beforeAll(async () => {
  fake = await startFakeForecast();
  t = await createTestApp({ WEATHER_URL: fake.url });
  await insertCatalogue(t.database.db);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A few products per slot in two tiers, enough for the planner's gaps. */
const insertCatalogue = async (db: Database) => {
  const rows: [string, string, number][] = [
    ['White canvas sneakers', 'Shoes', 65], ['Black leather loafers', 'Shoes', 180], ['Tan leather sandals', 'Shoes', 45],
    ['Striped cotton tee', 'Tops', 28], ['Ivory silk blouse', 'Tops', 160], ['Blue straight jeans', 'Bottoms', 70],
    ['Navy tailored trousers', 'Bottoms', 140], ['Black satin evening gown', 'Dresses', 320], ['Floral cotton sundress', 'Dresses', 60],
    ['Beige trench coat', 'Outerwear', 220], ['Camel wool coat', 'Outerwear', 90],
  ];
  await db.insert(products).values(rows.map(([productName, category, price], i) => ({
    productName, brand: 'Trip House', price, priceTier: priceTierOf(price), imageUrl: `/media/products/trip-${i}.svg`,
    productUrl: `https://shop.example.com/trip/${i}`, retailerName: 'Example Shop', category, productDescription: `${productName}.`,
    styleVector: vectorFromText(productName, { category, price }),
  })));
};

const addToWardrobe = async (user: TestUser, items: [string, string, number?][]) => {
  await t.database.db.insert(wardrobeItems).values(items.map(([itemName, category, price]) => ({
    userId: user.id, itemName, category, purchasePrice: price ?? null, styleVector: vectorFromText(itemName, { category, price }),
  })));
};

const tripsOf = async (user: TestUser) =>
  (await t.database.db.select({ n: count() }).from(tripPlans).where(eq(tripPlans.userId, user.id)))[0]!.n;

const plan = (input: unknown, user: TestUser) => callTool(t, 'trips.plan', input, user);
const today = () => todayIso(new Date());
/** A date outside the forecast horizon, so the climate normals answer. */
const farStart = () => addDays(today(), 60);

describe('trips.plan', () => {
  it('plans from the wardrobe first, fills only the gaps from the catalogue, and saves the trip', async () => {
    const user = await signUpVerified(t);
    await addToWardrobe(user, [
      ['White linen shirt', 'Tops', 60], ['Grey merino sweater', 'Tops', 90], ['Black silk blouse', 'Tops', 120],
      ['Blue straight jeans', 'Bottoms', 80], ['Navy tailored trousers', 'Bottoms', 110], ['Beige trench coat', 'Outerwear', 150],
      ['Leather tote bag', 'Bags', 95],
    ]);
    const start = farStart();
    const end = addDays(start, 6);
    const res = await plan({ destination: 'lisboa', start_date: start, end_date: end, activities: ['City Walk', 'Restaurant'] }, user);
    expect(res.status).toBe(200);
    const trip = res.body.trip as TripPlan;
    expect(trip).toMatchObject({ destination: 'Lisbon, Portugal', trip_name: 'Trip to Lisbon, Portugal', start_date: start, end_date: end, day_count: 7, fallback: false, notice: null, weather_from: null });
    expect(trip.days.map((d) => d.activity)).toEqual(['City Walk', 'Restaurant', 'City Walk', 'Restaurant', 'City Walk', 'Restaurant', 'City Walk']);
    expect(trip.days.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
    expect(trip.days.every((d) => d.weather.source === 'normals')).toBe(true);
    expect(trip.weather_note).toMatch(/climate normals, not a forecast/);
    expect(fake.requests).toHaveLength(0);

    // No shoes owned: shoes come from the catalogue, in the shopper's usual (budget) tier; everything else is theirs.
    const items = trip.days.flatMap((d) => d.items);
    expect(items.filter((i) => i.slot !== 'shoes').every((i) => i.from_wardrobe && !i.is_product)).toBe(true);
    const shoes = items.filter((i) => i.slot === 'shoes');
    expect(shoes.length).toBe(7);
    expect(shoes.every((i) => !i.from_wardrobe && i.is_product && i.shop_url?.startsWith('https://shop.example.com/'))).toBe(true);
    expect(trip.price_tier).toBe('budget');
    expect(trip.days.every((d) => d.styling_tips.length >= 1 && d.styling_tips.length <= 3)).toBe(true);

    // The packing list agrees with the days, and a week needs far fewer than 21 pieces.
    const distinct = new Set(items.map((i) => `${i.from_wardrobe}:${i.id}`));
    expect(trip.packing.pieces).toBe(distinct.size);
    expect(trip.packing.pieces).toBeLessThan(14);
    expect(trip.packing.items.reduce((n, i) => n + i.count, 0)).toBe(items.length);
    expect(trip.packing.to_buy).toBe(new Set(shoes.map((s) => s.id)).size);
    expect(trip.packing.total_to_buy).toBe(trip.packing.items.filter((i) => !i.from_wardrobe).reduce((s, i) => s + (i.price ?? 0), 0));

    // Saved: read back exactly, and listed.
    const got = await callTool(t, 'trips.get', { id: trip.id }, user);
    expect(got.status).toBe(200);
    expect(got.body.trip).toEqual(trip);
    const [row] = await t.database.db.select().from(tripPlans).where(eq(tripPlans.id, trip.id));
    expect((row!.plannedOutfits as { activities: string[] }).activities).toEqual(['City Walk', 'Restaurant']);
  });

  it('cycles Casual when no activity is chosen, and records a past trip', async () => {
    const user = await signUpVerified(t);
    const res = await plan({ destination: 'Paris, France', start_date: '2019-12-30', end_date: '2020-01-02' }, user);
    expect(res.status).toBe(200);
    const trip = res.body.trip as TripPlan;
    expect(trip.days.map((d) => [d.date, d.activity])).toEqual([['2019-12-30', 'Casual'], ['2019-12-31', 'Casual'], ['2020-01-01', 'Casual'], ['2020-01-02', 'Casual']]);
    // December and January in Paris: normals of about 7-8 °C, so a coat on every day.
    expect(trip.days[0]!.weather).toMatchObject({ high_c: 8, temp_c: 8, temp_f: 46, source: 'normals' });
    expect(trip.days.every((d) => d.items.some((i) => i.slot === 'outerwear'))).toBe(true);
    expect(trip.weather_note).toMatch(/December and January/);
  });

  it('uses the forecast for a trip starting within 16 days and says so, the normals after its horizon', async () => {
    const user = await signUpVerified(t);
    fake.mode = 'ok';
    fake.requests.length = 0;
    const start = addDays(today(), 12);
    const res = await plan({ destination: 'Tokyo', start_date: start, end_date: addDays(start, 5), activities: ['Business'] }, user);
    expect(res.status).toBe(200);
    const trip = res.body.trip as TripPlan;
    expect(trip.days.map((d) => d.weather.source)).toEqual(['forecast', 'forecast', 'forecast', 'forecast', 'normals', 'normals']);
    expect(trip.days[0]!.weather).toMatchObject({ condition: 'Rain', icon: 'cloud-rain', high_c: 15, low_c: 8, temp_f: 58, rain_chance: 80 });
    expect(trip.weather_note).toMatch(/^Forecast for the first 4 days/);
    expect(trip.days[0]!.styling_tips.join(' ')).toMatch(/Rain is forecast/);
    expect(fake.requests).toHaveLength(1);
    expect(Object.fromEntries(fake.requests[0]!)).toMatchObject({ latitude: '35.68', longitude: '139.69', start_date: start, end_date: addDays(today(), 15) });
  });

  it('falls back to the normals when the forecast cannot be reached', async () => {
    const user = await signUpVerified(t);
    fake.mode = 'error';
    const start = addDays(today(), 2);
    const res = await plan({ destination: 'Rome', start_date: start, end_date: addDays(start, 1) }, user);
    fake.mode = 'ok';
    expect(res.status).toBe(200);
    const trip = res.body.trip as TripPlan;
    expect(trip.days.every((d) => d.weather.source === 'normals')).toBe(true);
    expect(trip.weather_note).toMatch(/^The forecast could not be reached/);
  });

  it('refuses bad input with a 400 naming the field, and saves nothing', async () => {
    const user = await signUpVerified(t);
    const ok = { destination: 'Lisbon', start_date: farStart(), end_date: addDays(farStart(), 2), activities: ['Beach'] };
    const cases: [unknown, string, RegExp][] = [
      [{ ...ok, start_date: undefined }, 'start_date', /Enter the start date/],
      [{ ...ok, end_date: undefined }, 'end_date', /Enter the end date/],
      [{ ...ok, start_date: '2026-02-30' }, 'start_date', /real calendar date/],
      [{ ...ok, end_date: '05/03/2026' }, 'end_date', /real calendar date/],
      [{ ...ok, start_date: 20260503 }, 'start_date', /real calendar date/],
      [{ ...ok, activities: ['Skiing'] }, 'activities.0', /Choose activities from: Business, Casual/],
      [{ ...ok, activities: 'Beach' }, 'activities', /./],
      [{ ...ok, destination: '' }, 'destination', /Enter a destination/],
      [{ ...ok, destination: '   ' }, 'destination', /Enter a destination/],
      [{ ...ok, destination: 'x'.repeat(10_000) }, 'destination', /at most 120 characters/],
      [{ ...ok, destination: 'Atlantis' }, 'destination', /We have no climate data for "Atlantis"\. Nearest known: Atlanta, United States/],
      [{ ...ok, end_date: addDays(ok.start_date, -1) }, 'end_date', /^The trip ends before it starts\.$/],
      [{ ...ok, end_date: addDays(ok.start_date, 30) }, 'end_date', /at most 30 days/],
      [{ ...ok, start_date: addDays(today(), 800), end_date: addDays(today(), 801) }, 'start_date', /at most 2 years from today/],
      [{ ...ok, userId: 'someone-else' }, '', /Unrecognized key/],
    ];
    for (const [input, field, message] of cases) {
      const res = await plan(input, user);
      expect(res.status, JSON.stringify(input).slice(0, 80)).toBe(400);
      const issues = res.body.issues as { path: string; message: string }[];
      expect(issues.some((i) => i.path === field && message.test(i.message)), `${field}: ${JSON.stringify(issues)}`).toBe(true);
    }
    const unknown = await plan({ ...ok, destination: 'Lisbn' }, user);
    expect(unknown.body).toMatchObject({ error: 'invalid_input', suggestions: expect.arrayContaining(['Lisbon, Portugal']) });
    expect((await plan({ ...ok, end_date: addDays(ok.start_date, -3) }, user)).body.message).toBe('The trip ends before it starts.');
    expect(await tripsOf(user)).toBe(0);
  });

  it('plans a country or region with its best-known city\'s weather, keeps the place as named and says whose weather it is', async () => {
    const user = await signUpVerified(t);
    const start = farStart();
    const end = addDays(start, 2);
    const res = await plan({ destination: 'portugal', start_date: start, end_date: end }, user);
    expect(res.status).toBe(200);
    const trip = res.body.trip as TripPlan;
    expect(trip).toMatchObject({ destination: 'Portugal', trip_name: 'Trip to Portugal', day_count: 3, weather_from: { name: 'Lisbon, Portugal' } });
    expect(trip.weather_from?.reason).toMatch(/Lisbon/);
    const lisbon = (await plan({ destination: 'Lisbon', start_date: start, end_date: end }, user)).body.trip as TripPlan;
    expect(trip.days.map((d) => d.weather)).toEqual(lisbon.days.map((d) => d.weather));
    // Read back as saved, note included.
    const saved = (await callTool(t, 'trips.get', { id: trip.id }, user)).body.trip as TripPlan;
    expect(saved.weather_from).toEqual(trip.weather_from);
    const region = (await plan({ destination: 'the Amalfi coast', start_date: start, end_date: end }, user)).body.trip as TripPlan;
    expect(region).toMatchObject({ trip_name: 'Trip to the Amalfi Coast', weather_from: { name: 'Naples, Italy' } });
    // Neither a city nor a known area: still refused with suggestions, nothing saved.
    const before = await tripsOf(user);
    const refused = await plan({ destination: 'Middle Earth', start_date: start, end_date: end }, user);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'invalid_input', suggestions: expect.any(Array) });
    expect(await tripsOf(user)).toBe(before);
  });

  it('is for signed-in shoppers only', async () => {
    expect((await callTool(t, 'trips.plan', { destination: 'Lisbon', start_date: '2030-01-01', end_date: '2030-01-02' })).status).toBe(401);
    expect((await callTool(t, 'trips.list', {})).status).toBe(401);
  });
});

describe('trips.list, trips.get, trips.remove', () => {
  it('list newest first, read and remove only the owner\'s trips; another shopper\'s id reads as missing', async () => {
    const [a, b] = [await signUpVerified(t), await signUpVerified(t)];
    const make = async (user: TestUser, destination: string) =>
      ((await plan({ destination, start_date: addDays(today(), 100), end_date: addDays(today(), 102), activities: ['Casual'] }, user)).body.trip as TripPlan);
    const first = await make(a, 'Lisbon');
    const second = await make(a, 'Kyoto');
    const theirs = await make(b, 'NYC');

    const listed = (await callTool(t, 'trips.list', {}, a)).body.trips as TripSummary[];
    expect(listed.map((s) => s.trip_name)).toEqual(['Trip to Kyoto, Japan', 'Trip to Lisbon, Portugal']);
    expect(listed[0]).toMatchObject({ id: second.id, day_count: 3, activities: ['Casual'], pieces: second.packing.pieces, to_buy: second.packing.to_buy, fallback: false });
    expect(((await callTool(t, 'trips.list', { limit: 1 }, a)).body.trips as TripSummary[]).map((s) => s.id)).toEqual([second.id]);

    expect((await callTool(t, 'trips.get', { id: theirs.id }, a))).toMatchObject({ status: 404, body: { message: 'That trip does not exist.' } });
    expect((await callTool(t, 'trips.remove', { id: theirs.id }, a)).status).toBe(404);
    expect((await callTool(t, 'trips.get', { id: '00000000-0000-4000-8000-000000000000' }, a)).status).toBe(404);
    expect((await callTool(t, 'trips.get', { id: 'not-a-uuid' }, a)).status).toBe(400);
    expect(((await callTool(t, 'trips.get', { id: theirs.id }, b)).body.trip as TripPlan).destination).toBe('New York, United States');

    expect((await callTool(t, 'trips.remove', { id: first.id }, a)).body).toEqual({ removed: first.id });
    expect((await callTool(t, 'trips.get', { id: first.id }, a)).status).toBe(404);
    expect((await callTool(t, 'trips.remove', { id: first.id }, a)).status).toBe(404);
    expect(((await callTool(t, 'trips.list', {}, a)).body.trips as TripSummary[]).map((s) => s.id)).toEqual([second.id]);
    expect(((await callTool(t, 'trips.list', {}, b)).body.trips as TripSummary[]).map((s) => s.id)).toEqual([theirs.id]);
  });
});

describe('trips.destinations', () => {
  it('suggests known cities as a guest types, best first', async () => {
    const res = await callTool(t, 'trips.destinations', { query: 'lis' });
    expect(res.status).toBe(200);
    expect((res.body.destinations as { label: string }[])[0]).toEqual({ label: 'Lisbon, Portugal', name: 'Lisbon', country: 'Portugal' });
    expect(((await callTool(t, 'trips.destinations', { query: 'Lisboa' })).body.destinations as { label: string }[])[0]!.label).toBe('Lisbon, Portugal');
    expect((await callTool(t, 'trips.destinations', { query: '' })).body).toEqual({ destinations: [] });
    expect((await callTool(t, 'trips.destinations', { query: 'x'.repeat(10_000) })).status).toBe(400);
  });
});

describe('when generation fails', () => {
  it('saves the spec\'s basic plan and says so', async () => {
    const user = await signUpVerified(t);
    // Nothing owned means gaps to fill; with the catalogue table gone, filling them fails.
    await t.database.db.execute(sql`alter table products rename to products_away`);
    let res;
    try {
      res = await plan({ destination: 'Lisbon', start_date: addDays(today(), 90), end_date: addDays(today(), 92), activities: ['Beach', 'Evening'] }, user);
    } finally {
      await t.database.db.execute(sql`alter table products_away rename to products`);
    }
    expect(res.status).toBe(200);
    const trip = res.body.trip as TripPlan;
    expect(trip).toMatchObject({ fallback: true, notice: { title: 'Generated basic outfit plan', description: 'Using fallback suggestions' }, day_count: 3 });
    expect(trip.days.map((d) => d.activity)).toEqual(['Beach', 'Evening', 'Beach']);
    expect(trip.days.every((d) => d.weather.temp_f === 72 && d.weather.condition === 'Partly Cloudy')).toBe(true);
    expect(trip.days[0]!.items.map((i) => [i.slot, i.price])).toEqual([['top', 120], ['bottom', 80], ['shoes', 150]]);
    expect(((await callTool(t, 'trips.get', { id: trip.id }, user)).body.trip as TripPlan).fallback).toBe(true);
  });
});

describe('WEATHER_URL', () => {
  const env = { DATA_DIR: '/tmp/atelier-test-unused', BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-1234' };
  it('is optional, and when set must be an http(s) URL', () => {
    expect(loadConfig(env).WEATHER_URL).toBeUndefined();
    expect(loadConfig({ ...env, WEATHER_URL: 'https://api.open-meteo.com' }).WEATHER_URL).toBe('https://api.open-meteo.com');
    expect(() => loadConfig({ ...env, WEATHER_URL: 'ftp://weather.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, WEATHER_URL: 'not a url' })).toThrow(/WEATHER_URL/);
  });
});
