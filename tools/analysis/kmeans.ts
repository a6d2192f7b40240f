/**
 * k-means over OKLab points, seeded deterministically: the same pixels always give the same
 * clusters. Seeds are the centres of the most populated cells of a coarse OKLab grid, skipping
 * cells too close to a chosen seed, so seeds start on the colours that cover the most pixels.
 */
import { distance } from './oklab.js';

export interface Cluster {
  centre: [number, number, number];
  count: number;
}

const CELL = [0.06, 0.04, 0.04] as const;
const MIN_SEED_SEPARATION = 0.08;
const MAX_ITERATIONS = 20;

const seedsOf = (points: Float64Array, k: number): [number, number, number][] => {
  const cells = new Map<string, { sum: [number, number, number]; count: number; key: string }>();
  for (let i = 0; i < points.length; i += 3) {
    const key = `${Math.floor(points[i]! / CELL[0])},${Math.floor(points[i + 1]! / CELL[1])},${Math.floor(points[i + 2]! / CELL[2])}`;
    const cell = cells.get(key) ?? { sum: [0, 0, 0], count: 0, key };
    cell.sum[0] += points[i]!;
    cell.sum[1] += points[i + 1]!;
    cell.sum[2] += points[i + 2]!;
    cell.count++;
    cells.set(key, cell);
  }
  // Ties broken by the cell key so the order never depends on Map insertion order.
  const ranked = [...cells.values()].sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1));
  const seeds: [number, number, number][] = [];
  for (const cell of ranked) {
    const centre: [number, number, number] = [cell.sum[0] / cell.count, cell.sum[1] / cell.count, cell.sum[2] / cell.count];
    if (seeds.every((s) => distance(s, centre) >= MIN_SEED_SEPARATION)) seeds.push(centre);
    if (seeds.length === k) break;
  }
  return seeds;
};

/** Clusters `points` (flat [L, a, b, L, a, b, ...]) into at most k groups; empty groups are dropped. */
export const kMeans = (points: Float64Array, k: number): Cluster[] => {
  const n = points.length / 3;
  if (n === 0) return [];
  const centres = seedsOf(points, k);
  const assignment = new Int32Array(n).fill(-1);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    let changed = false;
    for (let p = 0; p < n; p++) {
      let best = 0;
      let bestDistance = Infinity;
      for (let c = 0; c < centres.length; c++) {
        const centre = centres[c]!;
        const d = (points[p * 3]! - centre[0]) ** 2 + (points[p * 3 + 1]! - centre[1]) ** 2 + (points[p * 3 + 2]! - centre[2]) ** 2;
        if (d < bestDistance) {
          bestDistance = d;
          best = c;
        }
      }
      if (assignment[p] !== best) {
        assignment[p] = best;
        changed = true;
      }
    }
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (let p = 0; p < n; p++) {
      const sum = sums[assignment[p]!]!;
      sum[0]! += points[p * 3]!;
      sum[1]! += points[p * 3 + 1]!;
      sum[2]! += points[p * 3 + 2]!;
      sum[3]!++;
    }
    sums.forEach((sum, c) => {
      if (sum[3]! > 0) centres[c] = [sum[0]! / sum[3]!, sum[1]! / sum[3]!, sum[2]! / sum[3]!];
    });
    if (!changed) break;
  }
  const counts = new Array<number>(centres.length).fill(0);
  for (let p = 0; p < n; p++) counts[assignment[p]!]!++;
  return centres.map((centre, c) => ({ centre, count: counts[c]! })).filter((c) => c.count > 0);
};
