import { describe, expect, it } from 'vitest';
import { MATCH_CALIBRATION } from '../../tools/recommendations/match-calibration.js';
import { MATCH_MIN_CONFIDENCE, calibratedPercent } from '../../tools/recommendations/match.js';
import { auc, calibrationError, fitIsotonic, reliability } from './fit.js';
import { FIT, fitCalibration } from './report.js';
import { demoVectors, simulate, type Observation } from './simulate.js';

const vectors = demoVectors();
// A smaller held-out population than the report's keeps the test to a few seconds.
const heldOut = simulate({ shoppers: 120, seed: 7 }, vectors);
const gated = heldOut.filter((o) => o.confidence >= MATCH_MIN_CONFIDENCE);
const shown = (o: Observation) => calibratedPercent(o.closeness);

describe('the shipped calibration', () => {
  it('is what the simulation fits today (regenerate with scripts/match-calibration.ts --write)', () => {
    expect(MATCH_CALIBRATION).toEqual(fitCalibration(simulate(FIT, vectors)));
  });

  it('says on held-out shoppers what they went on to do: within 2 points overall, 8 in every band', () => {
    const rows = reliability(gated, shown);
    expect(calibrationError(rows)).toBeLessThanOrEqual(2);
    for (const r of rows.filter((row) => row.n >= 200)) expect(Math.abs(r.meanShown - r.kept)).toBeLessThanOrEqual(8);
  });

  it('fixes what the percentile badge got wrong: its 90-100 % pieces were kept well under half the time', () => {
    const before = reliability(gated, (o) => o.closeness);
    expect(calibrationError(before)).toBeGreaterThan(20);
    expect(before.at(-1)!.kept).toBeLessThan(60);
  });

  it('ranks kept pieces above the rest far better than chance', () => {
    expect(auc(gated, (o) => o.closeness)).toBeGreaterThan(0.75);
  });

  it('holds the pieces a shopper barely knows back: one signal misleads more than two', () => {
    const gap = (obs: readonly Observation[]) => {
      const top = obs.filter((o) => shown(o) >= 30);
      return Math.abs(top.reduce((s, o) => s + shown(o), 0) / top.length - (100 * top.filter((o) => o.kept).length) / top.length);
    };
    const perShopper = (keep: (o: Observation) => boolean) => {
      const byShopper = new Map<number, Observation[]>();
      for (const o of heldOut.filter(keep)) byShopper.set(o.shopper, [...(byShopper.get(o.shopper) ?? []), o]);
      const gaps = [...byShopper.values()].filter((obs) => obs.filter((o) => shown(o) >= 30).length >= 3).map(gap).sort((a, b) => a - b);
      return gaps[Math.floor(gaps.length / 2)]!;
    };
    const below = perShopper((o) => o.confidence < MATCH_MIN_CONFIDENCE);
    const above = perShopper((o) => o.confidence >= MATCH_MIN_CONFIDENCE && o.saves === 0);
    expect(below).toBeGreaterThan(above);
  });
});

describe('fitIsotonic', () => {
  it('never falls as closeness rises and reads the kept share', () => {
    const obs = [
      ...Array.from({ length: 10 }, (_, i) => ({ closeness: 10, kept: i < 2 })),
      ...Array.from({ length: 10 }, (_, i) => ({ closeness: 50, kept: i < 1 })),
      ...Array.from({ length: 10 }, (_, i) => ({ closeness: 90, kept: i < 8 })),
    ];
    const knots = fitIsotonic(obs);
    expect(calibratedPercent(10, knots)).toBe(15);
    expect(calibratedPercent(50, knots)).toBe(15);
    expect(calibratedPercent(90, knots)).toBe(80);
    for (let c = 1; c <= 100; c++) expect(calibratedPercent(c, knots)).toBeGreaterThanOrEqual(calibratedPercent(c - 1, knots));
  });
});
