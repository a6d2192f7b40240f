/**
 * Runs a dev set (evals/dev/<area>.json: cases in the held-out format) on atelier-local and prints,
 * per case, pass or fail with each turn's calls, results and reply: for tuning against requests the
 * team wrote itself, never the held-out set. `npx tsx evals/dev/run.ts trips [filter]`.
 */
import { readFileSync } from 'node:fs';
import { createLocalModel } from '../../server/ai/local/model.js';
import { EVAL_INFLUENCER_STYLES, EVAL_PRODUCTS, evalClock } from '../fixtures.js';
import { parseHeldoutFile, type HeldoutCategory } from '../heldout.js';
import { casePassed, runEvals } from '../runner.js';

const [area = 'trips', filter] = process.argv.slice(2);
type Turn = { user: string; devReply?: string[] };
const raw = JSON.parse(readFileSync(new URL(`./${area}.json`, import.meta.url), 'utf8')) as { id: string; category: HeldoutCategory; turns: Turn[] }[];
// devReply: words the reply should hold (place names the eval schema does not count as facts); checked here, not by the runner.
const wanted = new Map(raw.map((c) => [`${c.category}/${c.id}`, c.turns.map((t) => t.devReply ?? [])]));
for (const c of raw) for (const t of c.turns) delete t.devReply;
const cases = parseHeldoutFile(raw, raw[0]!.category).filter((c) => !filter || c.id.includes(filter));
const evalNames = { handles: EVAL_INFLUENCER_STYLES.map((i) => i.handle), brands: [...new Set(EVAL_PRODUCTS.map((p) => p.brand))] };
const model = createLocalModel({ now: evalClock, known: () => evalNames });
const results = await runEvals({ model, repeat: 1, cases });
let passed = 0;
for (const r of results) {
  const words = wanted.get(r.id) ?? [];
  const missing = r.trials[0]!.turns.flatMap((t, i) => (words[i] ?? []).filter((w) => !t.reply.includes(w)).map((w) => `reply lacks "${w}"`));
  const ok = casePassed(r) && !missing.length;
  if (missing.length) r.trials[0]!.turns.at(-1)!.problems.push(...missing);
  if (ok) passed++;
  console.log(`${ok ? '✓' : '✗'} ${r.id}`);
  if (ok && !process.env.VERBOSE) continue;
  for (const t of r.trials[0]!.turns) {
    console.log(`    > ${t.user}`);
    for (const c of t.calls) console.log(`      ${c.name} ${JSON.stringify(c.input)} → ${c.result}${c.error ? ` (${c.error.slice(0, 160)})` : ''}`);
    console.log(`      « ${t.reply.replace(/\n/g, ' | ').slice(0, 300)}`);
    for (const p of t.problems) console.log(`      ! ${p}`);
  }
  for (const p of r.trials[0]!.problems) console.log(`    ! ${p}`);
}
console.log(`\n${passed}/${results.length} passed`);
