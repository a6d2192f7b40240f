import { and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client.js';
import { products } from '../../server/db/schema.js';
import { createTestDatabase } from '../../server/test/db.js';
import { deriveAttributes } from '../garments/attributes.js';
import { attributeColumns } from '../garments/columns.js';
import { nearestProducts } from '../recommendations/nearest.js';
import { vectorFromText } from '../recommendations/style-vector.js';
import { priceTierOf } from '../recommendations/vocabulary.js';
import {
  CATALOGUE_STATS_TTL_MS, catalogueKinds, catalogueMayHold, catalogueReach, forgetCatalogueKinds, type KindOfProduct,
} from './catalogue-stats.js';
import { catalogueConditions, nearestAmong } from './engine.js';
import { STRICT, judgementOf, type Leniency } from './judgement.js';

const kind = (over: Partial<KindOfProduct>): KindOfProduct => ({
  category: 'Shoes', formality: 3, warmth: 3, seasons: ['spring', 'autumn'], occasions: ['office', 'date'], prices: [], ids: [], ...over,
});
const none = { min: null, max: null, source: 'none' as const };
const band = (min: number | null, max: number | null) => ({ min, max, source: 'stated' as const });

describe('catalogueReach', () => {
  const kinds = [
    kind({ prices: [20, 50, 50, 90, 300], ids: ['a', 'b', 'c', 'd', 'e'] }),
    kind({ formality: 5, occasions: ['black-tie'], prices: [400, 900], ids: ['f', 'g'] }),
    kind({ category: 'Bags', formality: 3, prices: [60, 70], ids: null }),
  ];

  it('counts the products in the price band, ceiling and floor included, with their ids in price order', () => {
    const j = judgementOf({}, band(50, 90), []);
    expect(catalogueReach(kinds, ['Shoes'], 'shoes', j, STRICT)).toEqual({ count: 3, ids: ['b', 'c', 'd'] });
    expect(catalogueReach(kinds, ['Shoes'], 'shoes', judgementOf({}, none, []), STRICT)).toEqual({ count: 7, ids: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] });
  });

  it('widens the band when price is relaxed, and reads nothing of a kind the occasion or the weather rules out', () => {
    const j = judgementOf({ occasion: 'black-tie' }, band(100, 300), []);
    expect(catalogueReach(kinds, ['Shoes'], 'shoes', j, STRICT)).toEqual({ count: 0, ids: [] });
    const priceRelaxed: Leniency = { price: true, palette: false, formality: 0 };
    expect(catalogueReach(kinds, ['Shoes'], 'shoes', j, priceRelaxed)).toEqual({ count: 1, ids: ['f'] });
    const boots = [kind({ warmth: 5, prices: [100], ids: ['h'] })];
    expect(catalogueMayHold(boots, ['Shoes'], 'shoes', judgementOf({ temperature_c: 32 }, none, []), STRICT)).toBe(false);
    expect(catalogueMayHold(boots, ['Shoes'], 'shoes', judgementOf({ temperature_c: -5 }, none, []), STRICT)).toBe(true);
  });

  it('has no ids when a kind that passes kept none (too large): the caller searches the index', () => {
    expect(catalogueReach(kinds, ['Bags'], 'bag', judgementOf({}, none, []), STRICT)).toEqual({ count: 2, ids: null });
    expect(catalogueReach(kinds, ['Bags', 'Shoes'], 'bag', judgementOf({}, band(65, 75), []), STRICT)).toEqual({ count: 1, ids: null });
  });

  it('counts a kind whose attributes are not stored yet as anything', () => {
    const unknown = [kind({ formality: null, warmth: null, seasons: null, occasions: null, prices: [10], ids: ['x'] })];
    expect(catalogueReach(unknown, ['Shoes'], 'shoes', judgementOf({ occasion: 'black-tie', temperature_c: -5 }, none, []), STRICT).count).toBe(1);
  });
});

describe('the catalogue table and the exact search among ids', () => {
  let database: DatabaseHandle;
  const NAMES = [
    ['black leather loafers', 'Shoes', 120], ['black patent pumps', 'Shoes', 180], ['white canvas sneakers', 'Shoes', 60],
    ['black satin heels', 'Shoes', 240], ['brown suede ankle boots', 'Shoes', 150], ['black leather tote bag', 'Bags', 200],
  ] as const;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(products).values(NAMES.map(([name, category, price]) => ({
      productName: name, brand: 'House', price, priceTier: priceTierOf(price), productUrl: `https://shop.example.com/${name.replace(/ /g, '-')}`,
      retailerName: 'Shop', category, productDescription: name, styleVector: vectorFromText(name, { category, price }),
      ...attributeColumns(deriveAttributes({ category, name })),
    })));
  });
  afterAll(async () => { await database.close(); });

  it('reads every product once, prices ascending beside their ids, and the exact search equals an exact scan', async () => {
    forgetCatalogueKinds(database.db);
    const kinds = await catalogueKinds(database.db);
    expect(kinds.reduce((n, k) => n + k.prices.length, 0)).toBe(NAMES.length);
    for (const k of kinds) {
      expect([...k.prices].sort((a, b) => a - b)).toEqual(k.prices);
      expect(k.ids).toHaveLength(k.prices.length);
    }
    const j = judgementOf({ occasion: 'office' }, band(50, 200), []);
    const reach = catalogueReach(kinds, ['Shoes'], 'shoes', j, STRICT);
    expect(reach.ids).not.toBeNull();
    const query = vectorFromText('black leather shoes', { category: 'Shoes' });
    const where = catalogueConditions('shoes', j, STRICT);
    const among = await nearestAmong(database.db, query, reach.ids!, { limit: 8, where });
    const scanned = await nearestProducts(database.db, query, { category: 'Shoes', limit: 8, where: [and(...where)!], exact: true });
    expect(among.map((r) => r.product.id)).toEqual(scanned.map((r) => r.product.id));
    expect(among.length).toBeGreaterThan(0);
    const [first] = among;
    expect(await nearestAmong(database.db, query, reach.ids!, { limit: 8, where, excludeIds: [first!.product.id] }))
      .not.toContainEqual(expect.objectContaining({ product: expect.objectContaining({ id: first!.product.id }) }));
  });

  it('answers from the old table while a stale one is read again, then from the new one', async () => {
    forgetCatalogueKinds(database.db);
    const t0 = Date.now();
    const before = await catalogueKinds(database.db, t0);
    await database.db.insert(products).values({
      productName: 'red leather belt', brand: 'House', price: 40, priceTier: 'budget', productUrl: 'https://shop.example.com/belt', retailerName: 'Shop',
      category: 'Accessories', productDescription: 'belt', styleVector: vectorFromText('red leather belt', { category: 'Accessories' }),
    });
    expect(await catalogueKinds(database.db, t0 + 1)).toBe(before);
    // Stale: the old table answers at once, and a read starts.
    expect(await catalogueKinds(database.db, t0 + CATALOGUE_STATS_TTL_MS + 1)).toBe(before);
    await expect.poll(async () => (await catalogueKinds(database.db)).some((k) => k.category === 'Accessories')).toBe(true);
  });
});
