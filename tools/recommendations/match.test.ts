import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCH_CALIBRATION } from './match-calibration.js';
import { MATCH_LABELS, MATCH_MIN_CONFIDENCE, calibratedPercent, hasEnoughSignal, matchOf } from './match.js';
import { matchScaleFromCosines } from './match-scale.js';

const scale = matchScaleFromCosines(Array.from({ length: 61 }, (_, i) => i / 100));

describe('matchOf', () => {
  it('shows a calibrated percent with enough signal', () => {
    const m = matchOf({ similarity: 0.6, scale, confidence: 0.5 });
    expect(m.percent).toBe(calibratedPercent(97));
    expect(m.label).toBe(`${m.percent}% match`);
  });

  it('never shows the closeness rank itself: the closest piece reads its kept share, not 97', () => {
    const m = matchOf({ similarity: 0.6, scale, confidence: 1 });
    expect(m.percent).toBe(MATCH_CALIBRATION.at(-1)![1]);
    expect(m.percent).toBeLessThan(97);
  });

  it('shows a label, never a percent, below the confidence gate or without a taste', () => {
    expect(matchOf({ similarity: 0.6, scale, confidence: MATCH_MIN_CONFIDENCE - 0.01 })).toEqual({ percent: null, label: MATCH_LABELS.new });
    expect(matchOf({ similarity: 0.6, scale, confidence: 0 , otherwise: 'popular' })).toEqual({ percent: null, label: 'Popular' });
    expect(matchOf({ similarity: null, scale, confidence: 1 })).toEqual({ percent: null, label: 'New to you' });
    expect(matchOf({ similarity: 0.5, scale: null, confidence: 1, otherwise: 'owned' })).toEqual({ percent: null, label: 'In your wardrobe' });
    expect(hasEnoughSignal(undefined)).toBe(false);
    expect(hasEnoughSignal(MATCH_MIN_CONFIDENCE)).toBe(true);
  });

  it('is whole, 0-100 and never falls as similarity rises (property)', () => {
    fc.assert(fc.property(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }), (a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      const p = matchOf({ similarity: lo, scale, confidence: 1 }).percent!;
      const q = matchOf({ similarity: hi, scale, confidence: 1 }).percent!;
      expect(Number.isInteger(p) && p >= 0 && q <= 100).toBe(true);
      expect(p).toBeLessThanOrEqual(q);
    }));
  });
});
