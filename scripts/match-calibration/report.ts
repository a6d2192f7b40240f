/**
 * The calibration the app ships and the held-out measurements behind it: fitted on one population
 * of simulated shoppers, checked on another (a different seed: different shoppers, different
 * browsing orders). Pure; the CLI (scripts/match-calibration.ts) prints it and writes the table.
 */
import { MATCH_MIN_CONFIDENCE, calibratedPercent } from '../../tools/recommendations/match.js';
import { auc, calibrationError, fitIsotonic, reliability, type Knots, type ReliabilityRow } from './fit.js';
import { demoVectors, simulate, type Observation } from './simulate.js';

export const FIT = { shoppers: 300, seed: 1 } as const;
export const HELD_OUT = { shoppers: 300, seed: 2 } as const;

/** The table the app ships: fitted on the shoppers at or above the confidence gate. */
export const fitCalibration = (observations: readonly Observation[]): Knots =>
  fitIsotonic(observations.filter((o) => o.confidence >= MATCH_MIN_CONFIDENCE));

export interface GapRow { confidence: string; snapshots: number; medianGap: number; p90Gap: number }

/**
 * Per shopper and moment: how far the mean percent shown on their held-out pieces scoring 30 % or
 * more is from the share of those they kept. Pooled calibration can hide a taste that is wrong for
 * one shopper; this is what the confidence gate is chosen on.
 */
export const perShopperGaps = (observations: readonly Observation[], percentOf: (o: Observation) => number): GapRow[] => {
  const snaps = new Map<string, Observation[]>();
  for (const o of observations) {
    const key = `${o.shopper}:${o.saves}`;
    const list = snaps.get(key);
    if (list) list.push(o); else snaps.set(key, [o]);
  }
  const groups = new Map<number, number[]>();
  for (const obs of snaps.values()) {
    const top = obs.filter((o) => percentOf(o) >= 30);
    if (top.length < 3) continue;
    const shown = top.reduce((s, o) => s + percentOf(o), 0) / top.length;
    const kept = (100 * top.filter((o) => o.kept).length) / top.length;
    const band = Math.min(0.3, Math.round(obs[0]!.confidence * 20) / 20);
    groups.set(band, [...(groups.get(band) ?? []), Math.abs(shown - kept)]);
  }
  return [...groups].sort((a, b) => a[0] - b[0]).map(([band, gaps]) => {
    const s = [...gaps].sort((a, b) => a - b);
    return {
      confidence: band >= 0.3 ? '≥ 30 %' : `${Math.round(band * 100)} %`, snapshots: s.length,
      medianGap: Math.round(s[Math.floor(s.length / 2)]! * 10) / 10, p90Gap: Math.round(s[Math.floor(s.length * 0.9)]! * 10) / 10,
    };
  });
};

export interface CalibrationReport {
  knots: Knots;
  heldOut: { observations: number; keptShare: number; reliability: ReliabilityRow[]; error: number; auc: number };
  /** What the old percentile badge said on the same held-out pieces. */
  before: { reliability: ReliabilityRow[]; error: number };
  gaps: GapRow[];
}

export const calibrationReport = (): CalibrationReport => {
  const vectors = demoVectors();
  const knots = fitCalibration(simulate(FIT, vectors));
  const all = simulate(HELD_OUT, vectors);
  const gated = all.filter((o) => o.confidence >= MATCH_MIN_CONFIDENCE);
  const shown = (o: Observation) => calibratedPercent(o.closeness, knots);
  const rows = reliability(gated, shown);
  const before = reliability(gated, (o) => o.closeness);
  return {
    knots,
    heldOut: {
      observations: gated.length, keptShare: Math.round((1000 * gated.filter((o) => o.kept).length) / gated.length) / 10,
      reliability: rows, error: calibrationError(rows), auc: auc(gated, (o) => o.closeness),
    },
    before: { reliability: before, error: calibrationError(before) },
    gaps: perShopperGaps(all, shown),
  };
};
