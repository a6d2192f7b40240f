/** `npx tsx evals/dev/time.ts`: CPU milliseconds per atelier-local reading of pasted messages (after a warm-up). */
import { testBrain, understand } from '../skill-harness.js';

const messages = (JSON.parse(await import('node:fs').then((fs) => fs.readFileSync('evals/dev/pasted.json', 'utf8'))) as { turns: { user: string }[] }[])
  .flatMap((c) => c.turns.map((t) => t.user));
testBrain();
for (const m of messages) understand(m, '2026-04-20');
const times: number[] = [];
for (let k = 0; k < 3; k++) for (const m of messages) {
  const t0 = process.cpuUsage();
  understand(m, '2026-04-20');
  const d = process.cpuUsage(t0);
  times.push((d.user + d.system) / 1000);
}
times.sort((a, b) => a - b);
console.log(`n=${times.length} p50 ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`);
