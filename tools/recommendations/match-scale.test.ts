import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_COUNTS, generateCatalogue } from '../../server/demo/catalogue.js';
import { DEMO_SEED } from '../../server/demo/prng.js';
import { DEMO_SHOPPER_FOLLOWS } from '../../server/demo/shopper.js';
import {
  MATCH_BEST_SAMPLED_PERCENT, MATCH_TOP_DECILE_PERCENT, matchPercent, matchScaleFor, matchScaleFromCosines,
} from './match-scale.js';
import { blendVectors, cosineSimilarity } from './style-vector.js';

const cosines = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 200 });

describe('matchPercent', () => {
  it('is a whole number from 0 to 100 and never falls as the cosine rises', () => {
    fc.assert(fc.property(cosines, fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }), (sample, a, b) => {
      const scale = matchScaleFromCosines(sample);
      const [low, high] = a <= b ? [a, b] : [b, a];
      const p = matchPercent(scale, low)!;
      const q = matchPercent(scale, high)!;
      expect(Number.isInteger(p) && p >= 0 && p <= 100).toBe(true);
      expect(Number.isInteger(q) && q >= 0 && q <= 100).toBe(true);
      expect(p).toBeLessThanOrEqual(q);
    }));
  });

  it('reads a percentile of the shopper\'s own distribution, the closest sampled piece as 97 and only an identical one as 100', () => {
    // 0.00, 0.01, ..., 0.60: an evenly spread sample whose best piece is far from identical.
    const sample = Array.from({ length: 61 }, (_, i) => i / 100);
    const scale = matchScaleFromCosines(sample);
    expect(matchPercent(scale, 0)).toBe(0);
    expect(matchPercent(scale, 0.15)).toBe(25);
    expect(matchPercent(scale, 0.3)).toBe(50);
    expect(matchPercent(scale, 0.54)).toBe(MATCH_TOP_DECILE_PERCENT);
    expect(matchPercent(scale, 0.6)).toBe(MATCH_BEST_SAMPLED_PERCENT);
    expect(matchPercent(scale, 0.8)).toBe(99);
    expect(matchPercent(scale, 1)).toBe(100);
    expect(matchPercent(scale, -0.5)).toBe(0);
  });

  it('keeps ties and a one-piece sample monotonic', () => {
    const flat = matchScaleFromCosines([0.4, 0.4, 0.4]);
    expect([0.39, 0.4, 0.7, 1].map((c) => matchPercent(flat, c))).toEqual([0, 97, 99, 100]);
    expect(matchPercent(matchScaleFromCosines([1]), 1)).toBe(100);
  });

  it('is null when there is nothing to match against', () => {
    expect(matchPercent(null, 0.8)).toBeNull();
    expect(matchPercent(matchScaleFromCosines([0.2, 0.5]), null)).toBeNull();
    expect(matchPercent(matchScaleFromCosines([0.2, 0.5]), Number.NaN)).toBeNull();
    expect(matchScaleFromCosines([])).toBeNull();
    expect(matchScaleFor(null, [[1, 0]])).toBeNull();
    expect(matchScaleFor([1, 0], [])).toBeNull();
  });
});

describe('on the demo catalogue', () => {
  const catalogue = generateCatalogue({ seed: DEMO_SEED, now: new Date('2026-02-01T09:00:00Z'), ...DEMO_COUNTS });
  const vectors = catalogue.products.map((p) => p.styleVector as number[]);
  const accounts = new Map(catalogue.influencers.map((i) => [i.handle, i.styleVector as number[]]));
  // The demo shopper's taste after its three follows, and a one-follow taste for contrast.
  const tastes = {
    demo: blendVectors(DEMO_SHOPPER_FOLLOWS.map((h) => ({ vector: accounts.get(h)!, weight: 1 }))),
    one: accounts.get('zara')!,
  };

  it.each(Object.entries(tastes))('turns %s\'s raw cosines (best well under 0.8) into best ~90-97, median ~50', (_, taste) => {
    const scale = matchScaleFor(taste, vectors);
    const raw = vectors.map((v) => cosineSimilarity(taste, v)).sort((a, b) => b - a);
    expect(raw[0]).toBeLessThan(0.8);
    const best20 = raw.slice(0, 20).map((c) => matchPercent(scale, c)!);
    expect(best20[0]).toBe(MATCH_BEST_SAMPLED_PERCENT);
    for (const p of best20) expect(p).toBeGreaterThanOrEqual(MATCH_TOP_DECILE_PERCENT);
    expect(matchPercent(scale, raw[Math.floor(raw.length / 2)]!)).toBeGreaterThanOrEqual(48);
    expect(matchPercent(scale, raw[Math.floor(raw.length / 2)]!)).toBeLessThanOrEqual(52);
  });
});
