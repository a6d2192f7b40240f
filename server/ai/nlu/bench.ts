/**
 * How fast the readers are: `npx tsx server/ai/nlu/bench.ts`. CPU time per readMessage (wall time
 * misleads on a shared machine), after warmUp, for typical messages and for the bad inputs.
 */
import { buildLexicon, readMessage, warmUp, type Lexicon } from './index.js';

const cpuMs = (f: () => void): number => {
  const started = process.cpuUsage();
  f();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
};
const quantile = (sorted: number[], q: number) => sorted[Math.floor(q * (sorted.length - 1))]!;

let lexicon: Lexicon | undefined;
// The first build in a process reads the climate table and compromise's lexicon; later ones reuse them.
const build = cpuMs(() => {
  lexicon = buildLexicon({
    handles: [...Array.from({ length: 300 }, (_, i) => `creator_${i}`), 'camille.style', 'oslo_knits', 'street.atelier', 'lenaminimal'],
    brands: ['Arket', 'COS', 'Toteme', 'Massimo Dutti'],
  });
});
const rebuild = cpuMs(() => buildLexicon({ handles: lexicon!.handles as string[], brands: lexicon!.brands as string[] }));
const warm = cpuMs(() => warmUp(lexicon!));
const context = { today: '2026-05-06', lexicon: lexicon! };
const typical = [
  'blck jeens and a lether jaket under 90', 'unfollow camile.style and show me culottes in navy, no polyester', 'about sixty pounds for mules',
  'jeans, no more than 70', 'jeans between £120 and £70', 'somewhere warm in march', 'a trip the weekend after next',
  'ten days starting the 3rd', 'a fortnight from 1 july', 'away from thursday to sunday next week', 'add both of them to my cart',
  'follow oslo knits and street atelier', 'number 4 please', 'hi there', 'what can you do?', 'make it burgundy instead',
];
const times: number[] = [];
for (let round = 0; round < 30; round++) for (const text of typical) times.push(cpuMs(() => readMessage(text, context)));
times.sort((a, b) => a - b);
const bad = {
  '20,000 characters': `show me green dresses under 90 ${'and more words that go on '.repeat(800)}`.slice(0, 20_000),
  'JSON blob': JSON.stringify({ items: Array.from({ length: 500 }, (_, i) => ({ id: i, action: 'unfollow' })) }),
  'emoji only': '👗'.repeat(3000),
  '200-character handle': `follow @${'a'.repeat(200)}`,
};
const badTimes = Object.fromEntries(Object.entries(bad).map(([name, text]) => {
  const runs = Array.from({ length: 10 }, () => cpuMs(() => readMessage(text, context))).sort((a, b) => a - b);
  return [name, `median ${quantile(runs, 0.5).toFixed(2)} ms, max ${runs[runs.length - 1]!.toFixed(2)} ms`];
}));
console.log({
  firstBuildLexiconMs: +build.toFixed(0), laterBuildMs: +rebuild.toFixed(0), warmUpMs: +warm.toFixed(0),
  typical: { n: times.length, p50: +quantile(times, 0.5).toFixed(2), p95: +quantile(times, 0.95).toFixed(2), max: +quantile(times, 1).toFixed(2) },
  bad: badTimes,
});
