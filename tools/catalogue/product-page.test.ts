/**
 * products.get and products.similar: public reads of one piece and the pieces most like it. A guest
 * gets no match; a signed-in shopper gets the one match scale's figure and the feed's reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStyleProfiles } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified } from '../../server/test/users.js';
import { insertFeedFixture, type FeedFixture } from '../recommendations/feed.fixtures.js';
import { vectorFromText } from '../recommendations/style-vector.js';
import { PRODUCT_NOT_FOUND } from './product-page.js';

let t: TestApp;
let fixture: FeedFixture;
beforeAll(async () => {
  t = await createTestApp();
  fixture = await insertFeedFixture(t.database.db);
});
afterAll(async () => t.close());

interface Match { percent: number | null; label: string; reason: string | null }
interface Piece { id: string; product_name: string; category: string; similar_because?: string; match: Match | null }

const minimal = () => fixture.products.minimal[2]!.id;

describe('products.get', () => {
  it('answers a guest with the piece and no match', async () => {
    const res = await callTool(t, 'products.get', { id: minimal() });
    expect(res.status).toBe(200);
    const body = res.body as { product: Piece & Record<string, unknown>; match: Match | null };
    expect(body.product).toMatchObject({ id: minimal(), category: 'Outerwear', brand: 'minimal house', price: 150, price_tier: 'mid' });
    expect(body.product.product_url).toBe('https://shop.example.com/minimal/2');
    expect(body.match).toBeNull();
  });

  it('says a piece no one has is not in the catalogue, and refuses what is not an id', async () => {
    const missing = await callTool(t, 'products.get', { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
    expect(JSON.stringify(missing.body)).toContain(PRODUCT_NOT_FOUND);
    expect((await callTool(t, 'products.get', { id: 'not-an-id' })).status).toBe(400);
  });

  it('gives a shopper without a taste the label, and one with a taste the percent and the reason', async () => {
    const newcomer = await signUpVerified(t);
    const fresh = (await callTool(t, 'products.get', { id: minimal() }, newcomer)).body as { match: Match };
    expect(fresh.match).toEqual({ percent: null, label: 'New to you', reason: null });

    const shopper = await signUpVerified(t);
    await t.database.db.insert(userStyleProfiles).values({
      userId: shopper.id, learningConfidence: 0.5, styleVector: vectorFromText('minimalist black tailored blazer'),
    });
    const known = (await callTool(t, 'products.get', { id: minimal() }, shopper)).body as { match: Match };
    expect(known.match.percent).toEqual(expect.any(Number));
    expect(known.match.label).toBe(`${known.match.percent}% match`);
    expect(known.match.reason).toMatch(/minimalist|black|tailored/);
  });
});

describe('products.similar', () => {
  it('lists pieces of the same category, most alike first, never the piece itself', async () => {
    const res = await callTool(t, 'products.similar', { id: minimal(), limit: 4 });
    expect(res.status).toBe(200);
    const list = (res.body as { products: Piece[] }).products;
    expect(list).toHaveLength(4);
    expect(list.map((p) => p.id)).not.toContain(minimal());
    for (const p of list) {
      expect(p.category).toBe('Outerwear');
      expect(p.match).toBeNull();
      expect(p.similar_because).toMatch(/minimalist|black|tailored/);
    }
  });

  it('scores each piece for a signed-in shopper', async () => {
    const shopper = await signUpVerified(t);
    const list = ((await callTool(t, 'products.similar', { id: minimal(), limit: 2 }, shopper)).body as { products: Piece[] }).products;
    expect(list.every((p) => p.match?.label === 'New to you')).toBe(true);
  });

  it('keeps only the pieces that carry the differences asked: a price range, words to have and words to avoid', async () => {
    const like = async (input: Record<string, unknown>) =>
      ((await callTool(t, 'products.similar', { id: minimal(), limit: 8, ...input })).body as { products: (Piece & { price: number })[] }).products;
    const cheaper = await like({ maxPrice: 149 });
    expect(cheaper.map((p) => p.price).sort((a, b) => a - b)).toEqual([40, 80]);
    expect((await like({ minPrice: 600 })).map((p) => p.price).sort((a, b) => a - b)).toEqual([650, 1200]);
    expect((await like({ text: 'black blazer' })).length).toBe(5);
    expect(await like({ text: 'pink' })).toEqual([]);
    expect(await like({ exclude: ['black'] })).toEqual([]);
    expect((await callTool(t, 'products.similar', { id: minimal(), minPrice: 300, maxPrice: 100 })).status).toBe(400);
  });

  it('says an unknown piece is not in the catalogue', async () => {
    expect((await callTool(t, 'products.similar', { id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
  });
});
