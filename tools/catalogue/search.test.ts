import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool } from '../../server/test/users.js';

let t: TestApp;

const ROWS = [
  { productName: 'Black Slip Dress', category: 'Dresses', color: 'black', price: 90, productDescription: 'A black satin slip dress.' },
  { productName: 'Red Wrap Dress', category: 'Dresses', color: 'red', price: 140, productDescription: 'A red crepe wrap dress.' },
  { productName: 'Navy Shirt Dress', category: 'Dresses', color: 'navy', price: 110, productDescription: 'Looks good with black boots.' },
  { productName: 'Denim Midi Dress', category: 'Dresses', color: 'blue', price: 120, productDescription: 'A soft denim dress.' },
  { productName: 'Block Heel Pumps', category: 'Shoes', color: 'beige', price: 200, productDescription: 'Pumps with a block heel.' },
];

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(products).values(ROWS.map((r, i) => ({
    ...r, brand: 'Test', priceTier: 'mid' as const, productUrl: `https://shop.example/search-test/${i}`, retailerName: 'Test',
  })));
});
afterAll(async () => t.close());

const names = (body: Record<string, unknown>) => (body.products as { product_name: string }[]).map((p) => p.product_name);

describe('products.search exclude and offset', () => {
  it('leaves out products whose colour, name or description has an excluded word', async () => {
    const res = await callTool(t, 'products.search', { category: 'Dresses', exclude: ['black'] });
    expect(res.status).toBe(200);
    // The navy dress is left out too: its description names black boots.
    expect(names(res.body)).toEqual(['Denim Midi Dress', 'Red Wrap Dress']);
  });

  it('excludes by stem and by several words, with text too', async () => {
    const res = await callTool(t, 'products.search', { text: 'dress', exclude: ['denim', 'satin'] });
    expect(names(res.body).sort()).toEqual(['Navy Shirt Dress', 'Red Wrap Dress']);
    const shoes = await callTool(t, 'products.search', { category: 'Shoes', exclude: ['heels'] });
    expect(names(shoes.body)).toEqual([]);
  });

  it('skips `offset` results, in the same order', async () => {
    const all = names((await callTool(t, 'products.search', { category: 'Dresses' })).body);
    const rest = names((await callTool(t, 'products.search', { category: 'Dresses', offset: 2 })).body);
    expect(rest).toEqual(all.slice(2));
    const ranked = names((await callTool(t, 'products.search', { text: 'dress', limit: 2 })).body);
    const next = names((await callTool(t, 'products.search', { text: 'dress', limit: 2, offset: 2 })).body);
    expect(next).toHaveLength(2);
    expect(next.some((n) => ranked.includes(n))).toBe(false);
  });

  it('refuses bad exclusions and offsets with invalid_input', async () => {
    expect((await callTool(t, 'products.search', { exclude: [''] })).status).toBe(400);
    expect((await callTool(t, 'products.search', { exclude: Array(11).fill('x') })).status).toBe(400);
    expect((await callTool(t, 'products.search', { offset: -1 })).status).toBe(400);
  });
});
