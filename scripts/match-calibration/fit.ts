/**
 * Fitting and checking the match calibration: isotonic regression (pool adjacent violators) of
 * "kept" on the closeness rank, and the held-out checks — a reliability table, the expected
 * calibration error and the ranking quality (AUC). Pure.
 */
import type { Observation } from './simulate.js';

/** [closeness, percent] knots: closeness 0-100 increasing, percent non-decreasing. */
export type Knots = [number, number][];

/**
 * The calibrated percent for every closeness 0-100, fitted by pool-adjacent-violators so it never
 * falls as closeness rises. Closeness values no observation had take their neighbours' value.
 */
export const fitIsotonic = (observations: readonly Pick<Observation, 'closeness' | 'kept'>[]): Knots => {
  const sums = new Array<number>(101).fill(0);
  const counts = new Array<number>(101).fill(0);
  for (const o of observations) { sums[o.closeness]! += o.kept ? 1 : 0; counts[o.closeness]! += 1; }
  const blocks: { from: number; to: number; sum: number; n: number }[] = [];
  for (let c = 0; c <= 100; c++) {
    if (!counts[c]) continue;
    blocks.push({ from: c, to: c, sum: sums[c]!, n: counts[c]! });
    while (blocks.length > 1) {
      const b = blocks[blocks.length - 1]!;
      const a = blocks[blocks.length - 2]!;
      if (a.sum / a.n <= b.sum / b.n) break;
      blocks.splice(-2, 2, { from: a.from, to: b.to, sum: a.sum + b.sum, n: a.n + b.n });
    }
  }
  // One knot per block at its first closeness, plus the last: a step function read by interpolation
  // between knots, which keeps it monotonic.
  const knots: Knots = [];
  for (const b of blocks) {
    const percent = Math.round((100 * b.sum) / b.n);
    knots.push([b.from, percent]);
    if (b.to !== b.from) knots.push([b.to, percent]);
  }
  if (knots.length && knots[0]![0] !== 0) knots.unshift([0, knots[0]![1]]);
  if (knots.length && knots[knots.length - 1]![0] !== 100) knots.push([100, knots[knots.length - 1]![1]]);
  return knots;
};

export interface ReliabilityRow { shown: string; n: number; meanShown: number; kept: number }

/** Held-out pieces grouped by the percent they would show, with the share actually kept. */
export const reliability = (observations: readonly Observation[], percentOf: (o: Observation) => number, step = 10): ReliabilityRow[] => {
  const rows = new Map<number, { n: number; shown: number; kept: number }>();
  for (const o of observations) {
    const p = percentOf(o);
    const bin = Math.min(100 - step, Math.floor(p / step) * step);
    const r = rows.get(bin) ?? { n: 0, shown: 0, kept: 0 };
    r.n++; r.shown += p; r.kept += o.kept ? 1 : 0;
    rows.set(bin, r);
  }
  return [...rows].sort((a, b) => a[0] - b[0]).map(([bin, r]) => ({
    shown: `${bin}-${bin + step - 1 + (bin + step === 100 ? 1 : 0)} %`, n: r.n,
    meanShown: Math.round((r.shown / r.n) * 10) / 10, kept: Math.round((1000 * r.kept) / r.n) / 10,
  }));
};

/** Expected calibration error in percentage points: the n-weighted gap between shown and kept. */
export const calibrationError = (rows: readonly ReliabilityRow[]): number => {
  const n = rows.reduce((s, r) => s + r.n, 0);
  return n ? Math.round((rows.reduce((s, r) => s + r.n * Math.abs(r.meanShown - r.kept), 0) / n) * 10) / 10 : 0;
};

/** Probability that a kept piece outranks a piece not kept (ties count half): 0.5 is chance. */
export const auc = (observations: readonly Observation[], score: (o: Observation) => number): number => {
  const sorted = [...observations].sort((a, b) => score(a) - score(b));
  let rankSum = 0;
  let positives = 0;
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j < sorted.length && score(sorted[j]!) === score(sorted[i]!)) j++;
    const meanRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) if (sorted[k]!.kept) { rankSum += meanRank; positives++; }
    i = j;
  }
  const negatives = sorted.length - positives;
  if (!positives || !negatives) return 0.5;
  return Math.round(((rankSum - (positives * (positives + 1)) / 2) / (positives * negatives)) * 1000) / 1000;
};
