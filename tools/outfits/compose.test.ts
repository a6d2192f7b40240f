import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arbitraryFor, bodyText, hostileVariantOf, useKnownIds, type JsonSchema } from '../../server/test/fuzz/arbitraries.js';
import { toolInputJsonSchema } from '../json-schema.js';
import { findTool } from '../registry.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';
import type { LookAnalysis } from '../looks/contracts.js';
import { whenIdle } from '../recommendations/pipeline.js';
import type { OutfitsComposeOutput, OutfitsSuggestOutput } from './contracts.js';
import { insertOutfitFixture, type OutfitFixture } from './outfits.fixtures.js';

let t: TestApp;
let fixture: OutfitFixture;
let shopper: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  fixture = await insertOutfitFixture(t.database.db);
  shopper = await signUpVerified(t);
});
afterAll(async () => {
  await whenIdle();
  await t.close();
});

const ok = async <T>(name: string, input: Record<string, unknown>, user = shopper): Promise<T> => {
  const res = await callTool(t, name, input, user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as T;
};
const product = (id: string) => ({ source: 'product' as const, id });

describe('outfits.compose', () => {
  it('builds one piece per slot around an anchor, every bought piece within the anchor\'s price band, each with why', async () => {
    const anchor = fixture.products.minimal.Dresses!.budget; // $60: band $24–$150
    const out = await ok<OutfitsComposeOutput>('outfits.compose', { anchor: product(anchor) });
    const slots = out.pieces.map((p) => p.slot);
    expect(new Set(slots).size).toBe(slots.length);
    expect(slots).toEqual(['dress', 'outerwear', 'shoes', 'bag', 'accessories']);
    expect(out.applied).toMatchObject({ budget_source: 'anchor', min_price: 24, max_price: 150 });
    expect(out.pieces[0]).toMatchObject({ id: anchor, chosen: false, why: ['anchor'] });
    for (const p of out.pieces.filter((x) => x.chosen)) {
      expect(p.price).toBeLessThanOrEqual(150);
      expect(p.why).toContain('budget');
    }
    expect(out.relaxed).toEqual([]);
    expect(out.summary).toBe('An outfit: 5 pieces.');
  });

  it('keeps the coat out of the heat and says what it relaxed and what it could not fill', async () => {
    const out = await ok<OutfitsComposeOutput>('outfits.compose', { constraints: { temperature_c: 30, max_price: 50 } });
    expect(out.pieces.some((p) => p.slot === 'outerwear')).toBe(false);
    // Nothing costs under $50 ($60 is the cheapest): the price is widened to under $75, and said so.
    expect(out.relaxed.every((r) => r.constraint === 'price' && r.detail === 'price widened to under $75')).toBe(true);
    expect(out.relaxed.length).toBeGreaterThan(0);
    expect(out.pieces.every((p) => p.price! <= 75)).toBe(true);
    expect(out.summary).toContain('price widened to under $75 for the');
  });

  it('leaves a place empty on request, even a coat the rain asks for, keeping the pieces sent, and says so', async () => {
    const first = await ok<OutfitsComposeOutput>('outfits.compose', { constraints: { rain: true } });
    const sent = first.pieces.filter((p) => p.slot !== 'outerwear' && p.slot !== 'accessories');
    const outfit = Object.fromEntries(sent.map((p) => [p.slot, { source: p.source, id: p.id }]));
    const out = await ok<OutfitsComposeOutput>('outfits.compose', { constraints: { rain: true }, outfit, leave_empty: ['outerwear', 'accessories'] });
    expect(out.pieces.some((p) => p.slot === 'outerwear' || p.slot === 'accessories')).toBe(false);
    expect(out.pieces.map((p) => p.id)).toEqual(sent.map((p) => p.id));
    expect(out.left_empty).toEqual(['outerwear', 'accessories']);
    expect(out.summary).toContain('No coat or accessory, as you asked.');
  });

  it('refuses bad constraints and an anchor that clashes with the outfit with 400, never 500', async () => {
    for (const input of [
      { constraints: { occasion: 'rave' } }, { constraints: { min_price: 500, max_price: 100 } }, { constraints: { temperature_c: 'warm' } },
      { constraints: { budget: 100 } }, { anchor: { source: 'product', id: 'nope' } },
      { anchor: product(fixture.products.minimal.Dresses!.mid), outfit: { dress: product(fixture.products.boho.Dresses!.mid) } },
    ]) {
      const res = await callTool(t, 'outfits.compose', input, shopper);
      expect(res.status, JSON.stringify(input)).toBe(400);
    }
    expect((await callTool(t, 'outfits.compose', { anchor: product('00000000-0000-4000-8000-000000000001') }, shopper)).status).toBe(404);
    expect((await callTool(t, 'outfits.compose', {})).status).toBe(401);
  });
});

describe('outfits.suggest and looks.complete under constraints', () => {
  it('"coats under $200" returns only coats under $200 and echoes the budget it applied', async () => {
    const out = await ok<OutfitsSuggestOutput>('outfits.suggest', { slot: 'outerwear', constraints: { max_price: 200 } });
    expect(out.suggestions.length).toBeGreaterThan(0);
    expect(out.suggestions.every((s) => s.price! <= 200)).toBe(true);
    expect(out.applied).toMatchObject({ max_price: 200, budget_source: 'stated' });
    expect(out.relaxed).toEqual([]);
  });

  it('keeps suggestions within the outfit\'s price band when no budget is stated', async () => {
    const out = await ok<OutfitsSuggestOutput>('outfits.suggest', { slot: 'shoes', outfit: { dress: product(fixture.products.minimal.Dresses!.luxury) } });
    // $800 dress: $320–$2,000, so neither the $60 nor the $250 shoes.
    expect(out.suggestions.map((s) => s.price)).toEqual([800, 800]);
    expect(out.applied).toMatchObject({ budget_source: 'anchor', min_price: 320, max_price: 2000 });
  });

  it('gives look alternatives within the anchor product\'s band, and none for a coat in the heat', async () => {
    const look = await ok<LookAnalysis>('looks.complete', { productId: fixture.products.minimal.Dresses!.budget, constraints: { temperature_c: 30 } });
    expect(look.applied).toMatchObject({ budget_source: 'anchor', min_price: 24, max_price: 150, temperature_band: 'hot' });
    expect(look.missingPieces.map((m) => m.slot)).not.toContain('outerwear');
    const prices = look.missingPieces.flatMap((m) => m.alternatives.map((a) => a.price));
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p <= 150)).toBe(true);
    expect((await callTool(t, 'looks.complete', { productId: fixture.products.minimal.Dresses!.budget, constraints: { rain: 'maybe' } }, shopper)).status).toBe(400);
    expect((await callTool(t, 'outfits.suggest', { slot: 'shoes', constraints: { season: 'monsoon' } }, shopper)).status).toBe(400);
  });
});

describe('the constrained tools at the HTTP door', () => {
  it('answer schema-shaped and hostile inputs (constraints included) without a 500', async () => {
    useKnownIds([fixture.products.minimal.Dresses!.budget, fixture.products.boho.Shoes!.mid]);
    for (const name of ['outfits.compose', 'outfits.suggest', 'looks.complete']) {
      const schema = toolInputJsonSchema(findTool(name)!) as JsonSchema;
      await fc.assert(fc.asyncProperty(fc.oneof(arbitraryFor(schema), hostileVariantOf(schema)), async (value) => {
        const res = await t.app.request(`/api/tools/${name}`, {
          method: 'POST', body: bodyText(value), headers: { 'content-type': 'application/json', origin: t.config.PUBLIC_URL, cookie: shopper.cookie },
        });
        const text = await res.text();
        if (res.status >= 500) throw new Error(`${name} answered ${res.status}: ${text.slice(0, 300)}`);
      }), { numRuns: 60, seed: 20261126 });
    }
  }, 120_000);
});
