/** Helpers for benchmarks. Benchmarks print figures and never assert. */
import { createRandom } from '../server/demo/prng.js';

export const percentile = (samples: readonly number[], p: number): number => {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
};

export const round = (n: number, digits = 2): number => Math.round(n * 10 ** digits) / 10 ** digits;

/** p50 and p95 of samples in milliseconds, to two decimals. */
export const p50p95 = (samples: readonly number[]) => ({ p50: round(percentile(samples, 50)), p95: round(percentile(samples, 95)) });

/** The arithmetic mean (NaN for no samples). */
export const mean = (samples: readonly number[]): number => samples.reduce((a, b) => a + b, 0) / samples.length;

/**
 * Share of the exact top-k an indexed search found. A named vocabulary makes exact ties common, so a
 * hit is any indexed row at least as close as the exact k-th row (ids of tied rows may legitimately differ).
 */
export const recallAt = (indexed: readonly { similarity: number }[], exact: readonly { similarity: number }[]): number => {
  if (exact.length === 0) return 1;
  const kth = exact[exact.length - 1]!.similarity;
  return Math.min(exact.length, indexed.filter((r) => r.similarity >= kth - 1e-6).length) / exact.length;
};

/** Times `fn` `iterations` times after `warmup` untimed runs; returns p50/p95 in milliseconds. */
export const measure = async (fn: () => Promise<unknown>, iterations = 200, warmup = 20) => {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return { ...p50p95(samples), n: iterations };
};

/**
 * Every probe once per round, so all of them see the same machine: a busy moment slows them alike
 * and the ratios between them hold. Each round runs them in a different order (seeded, so every run uses the same orders): in a fixed
 * order a probe always follows the same one, and one that follows a probe asking the database the
 * same thing finds its pages and the CPU's caches warm where the others do not. A probe that
 * measures its own time (an HTTP call timed in the client's thread) returns it in ms; otherwise it
 * is timed here. p50/p95 per probe, in ms.
 */
export const sideBySide = async (probes: Record<string, () => Promise<unknown>>, rounds: number, warmup: number) => {
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(probes).map((k) => [k, []]));
  const entries = Object.entries(probes);
  for (let i = 0; i < warmup + rounds; i++) {
    for (const [name, probe] of createRandom(i + 1).sample(entries, entries.length)) {
      const started = performance.now();
      const answer = await probe();
      const ms = typeof answer === 'number' ? answer : performance.now() - started;
      if (i >= warmup) samples[name]!.push(ms);
    }
  }
  return Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, p50p95(v)]));
};

export interface BenchModule {
  /** Section name in bench/results.json. */
  name: string;
  run(): Promise<Record<string, unknown>>;
}
