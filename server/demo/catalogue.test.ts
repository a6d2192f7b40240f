/** The demo catalogue reads like a shop's: plausible prices, brands in one tier, varied unique names. */
import { describe, expect, it } from 'vitest';
import { CATEGORIES, PRICE_TIERS, priceTierOf, type Category, type PriceTier } from '../../tools/recommendations/vocabulary.js';
import { vectorFromText } from '../../tools/recommendations/style-vector.js';
import { itemKind } from '../media/items.js';
import { DEMO_COUNTS, generateCatalogue, type ProductInsert } from './catalogue.js';
import { DEMO_SEED } from './prng.js';
import { BRANDS, FABRICS, GARMENTS, MODEL_NAMES, PLAIN_FABRICS, PREMIUM_FABRICS, PRICE_BANDS } from './words.js';

const now = new Date('2026-02-01T09:00:00Z');
const { products } = generateCatalogue({ seed: DEMO_SEED, now, ...DEMO_COUNTS });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const cell = (category: Category, tier: PriceTier) => products.filter((p) => p.category === category && p.priceTier === tier);
/** The fabric a description names ("… trench coat in camel recycled polyester, …"). */
const fabricOf = (p: ProductInsert) => {
  const clause = (p.productDescription ?? '').split(',')[0]!.toLowerCase();
  return Object.entries(FABRICS).filter(([, f]) => clause.endsWith(` ${f.prose ?? f.label.toLowerCase()}`)).map(([key]) => key)[0];
};
const garmentOf = (p: ProductInsert) => GARMENTS[p.category as Category].find((g) => p.productName.endsWith(g.name));

describe('demo catalogue prices', () => {
  it('puts each brand in exactly one tier, and every product of it there', () => {
    const tierOf = new Map<string, PriceTier>();
    for (const tier of PRICE_TIERS) {
      for (const { name } of BRANDS[tier]) {
        expect(tierOf.has(name), name).toBe(false);
        tierOf.set(name, tier);
      }
    }
    for (const p of products) expect(p.priceTier, `${p.brand}: ${p.productName} $${p.price}`).toBe(tierOf.get(p.brand));
  });

  it('keeps every price inside its category\'s band, and every band inside its tier', () => {
    for (const category of CATEGORIES) {
      for (const tier of PRICE_TIERS) {
        const [min, max] = PRICE_BANDS[category][tier];
        expect([priceTierOf(min), priceTierOf(max)]).toEqual([tier, tier]);
        for (const p of cell(category, tier)) {
          expect(p.price, `${p.productName} $${p.price}`).toBeGreaterThanOrEqual(min);
          expect(p.price, `${p.productName} $${p.price}`).toBeLessThanOrEqual(max);
        }
      }
    }
  });

  it('has none of the prices a shopper laughed at', () => {
    for (const p of products) {
      const name = `${p.productName} $${p.price}`;
      if (p.productName.endsWith('Trench Coat')) expect(p.price, name).toBeGreaterThan(45);
      if (p.productName.endsWith('Tote') && ['cotton', 'canvas', 'nylon'].includes(fabricOf(p) ?? '')) expect(p.price, name).toBeLessThan(500);
      if (p.productName.endsWith('Joggers')) expect(p.price, name).toBeLessThan(1500);
    }
  });

  it('prices cashmere, leather, suede and silk above cotton, canvas, nylon and polyester in the same tier and category', () => {
    let compared = 0;
    for (const category of CATEGORIES) {
      for (const tier of PRICE_TIERS) {
        const prices = (fabrics: readonly string[]) => cell(category, tier).filter((p) => fabrics.includes(fabricOf(p) ?? '')).map((p) => p.price);
        const [premium, plain] = [prices(PREMIUM_FABRICS), prices(PLAIN_FABRICS)];
        if (!premium.length || !plain.length) continue;
        compared++;
        expect(median(premium), `${category} ${tier}`).toBeGreaterThan(median(plain));
      }
    }
    expect(compared).toBeGreaterThan(15);
  });

  it('prices a coat above a top and a designer bag above a designer belt or scarf', () => {
    for (const tier of PRICE_TIERS) {
      expect(median(cell('Outerwear', tier).map((p) => p.price)), tier).toBeGreaterThan(median(cell('Tops', tier).map((p) => p.price)));
    }
    expect(median(cell('Bags', 'luxury').map((p) => p.price))).toBeGreaterThan(median(cell('Accessories', 'luxury').map((p) => p.price)));
  });
});

describe('demo catalogue names', () => {
  it('never repeats a product name, so no /home section shows two alike', () => {
    const names = products.map((p) => p.productName);
    expect(new Set(names).size).toBe(names.length);
    // Larger (benchmark) catalogues too, where style names run out and lines are numbered.
    const big = generateCatalogue({ seed: 7, now, products: 6_000, influencers: 0, posts: 0, label: 't' }).products.map((p) => p.productName);
    expect(new Set(big).size).toBe(big.length);
  });

  it('never says a word twice side by side ("Cropped Denim Denim Jacket"), nor leaves a double space', () => {
    const big = generateCatalogue({ seed: 7, now, products: 6_000, influencers: 0, posts: 0, label: 't' }).products.map((p) => p.productName);
    const said = [...products.map((p) => p.productName), ...big];
    expect(said.filter((name) => /\b(\w+) \1\b/i.test(name) || /\s{2}/.test(name))).toEqual([]);
    expect(said.filter((name) => name.includes('Denim Jacket')).length).toBeGreaterThan(0);
  });

  it('varies the names: many garments per category, style names and plain descriptions', () => {
    for (const category of CATEGORIES) {
      const garments = new Set(products.filter((p) => p.category === category).map((p) => garmentOf(p)?.name));
      expect(garments.has(undefined), category).toBe(false);
      expect(garments.size, category).toBeGreaterThanOrEqual(4);
    }
    const styled = products.filter((p) => MODEL_NAMES.some((m) => p.productName.split(' ').includes(m))).length;
    expect(styled / products.length).toBeGreaterThan(0.5);
    expect(styled / products.length).toBeLessThan(0.9);
  });

  it('uses style names that say nothing about style, so names never move a vector', () => {
    const blank = vectorFromText('');
    for (const name of MODEL_NAMES) expect(vectorFromText(name), name).toEqual(blank);
  });

  it('draws each product as the garment it names', () => {
    for (const p of products) {
      const drawn = new URL(p.imageUrl!, 'http://x').searchParams.get('i')!;
      expect(itemKind(drawn, p.category), p.productName).toBe(itemKind(garmentOf(p)!.name, p.category));
    }
  });
});
