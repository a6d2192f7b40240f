/**
 * A small seeded PRNG (mulberry32) with the helpers the demo generators need. Same seed → same
 * catalogue on every machine, which keeps the demo, the tests and the benchmarks comparable.
 */
export const DEMO_SEED = 20_251_031;

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  float(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `n` distinct items (or all of them), in random order. */
  sample<T>(items: readonly T[], n: number): T[];
  chance(p: number): boolean;
  /** A random UUID (version 4 layout), reproducible from the seed. */
  uuid(): string;
  /** An independent stream, so adding draws in one generator does not shift another. */
  fork(label: string): Random;
}

/** FNV-1a: turns labels and paths into 32-bit seeds. */
export const hashString = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

export const createRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (n: number) => Array.from({ length: n }, () => int(0, 15).toString(16)).join('');
  const random: Random = {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    sample: <T>(items: readonly T[], n: number) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, Math.min(n, copy.length));
    },
    chance: (p) => next() < p,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
    fork: (label) => createRandom(hashString(`${seed}:${label}`)),
  };
  return random;
};
