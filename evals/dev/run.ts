/**
 * The NLU engineers' dev sets: `npx tsx evals/dev/run.ts [filter]` runs every case of every
 * `evals/dev/*.json` (the held-out format: an array of cases, each with its `id` and `category`)
 * on atelier-local and prints each case's verdict, and for a miss its problems, the calls made
 * and the reply. A case passes on its calls and arguments; end states are the gating suite's to state. `--probe "message" "turn one || turn two"…` runs each argument as a case (turns split at " || ") with no expectation and prints
 * what atelier-local did, to write a case's expected calls from.
 *
 * A dev set is written by the engineer tuning a category, in shoppers' words, before looking at what
 * the model does; it is never the held-out set (which is only ever scored, in summary).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalModel } from '../../server/ai/local/model.js';
import { EVAL_INFLUENCER_STYLES, EVAL_PRODUCTS, evalClock } from '../fixtures.js';
import { HELDOUT_CATEGORIES, parseHeldoutFile, type HeldoutCase, type HeldoutCategory } from '../heldout.js';
import { runEvals, validateCase } from '../runner.js';

const DEV_DIR = fileURLToPath(new URL('.', import.meta.url));
const evalNames = { handles: EVAL_INFLUENCER_STYLES.map((i) => i.handle), brands: [...new Set(EVAL_PRODUCTS.map((p) => p.brand))] };
const model = createLocalModel({ now: evalClock, known: () => evalNames });

/** Every .json file here, any name: its cases grouped by their own category tag, each group read as the held-out files are. */
const devCases = (): HeldoutCase[] => readdirSync(DEV_DIR).filter((f) => f.endsWith('.json')).sort().flatMap((file) => {
  const raw = JSON.parse(readFileSync(join(DEV_DIR, file), 'utf8')) as { category: HeldoutCategory }[];
  return HELDOUT_CATEGORIES.flatMap((category) => {
    const group = raw.filter((c) => c.category === category);
    return group.length ? parseHeldoutFile(group, category) : [];
  });
});

const args = process.argv.slice(2);
const probe = args[0] === '--probe';
const cases: HeldoutCase[] = probe
  ? args.slice(1).map((message, i) => ({
    ...validateCase({ description: 'probe', turns: message.split(' || ').map((user) => ({ user, calls: [] })) }, `typos/probe-${i}`), id: `typos/probe-${i}`, category: 'typos' as const,
  }))
  : devCases().filter((c) => !args[0] || c.id.includes(args[0]));

const results = await runEvals({ model, repeat: 1, cases });
const byCategory = new Map<string, [number, number]>();
for (const r of results) {
  // A dev case checks what was called and with what (the gating suite states end states).
  const pass = r.trials.every((t) => t.turns.length > 0 && t.problems.every((p) => !p.startsWith('turn ')));
  const [p, n] = byCategory.get(r.category) ?? [0, 0];
  byCategory.set(r.category, [p + (pass ? 1 : 0), n + 1]);
  if (!probe) console.log(`${pass ? '✓' : '✗'} ${r.id} — ${r.description}`);
  if (pass && !probe) continue;
  const trial = r.trials[0]!;
  if (!probe) for (const p of trial.problems.filter((x) => x.startsWith('turn '))) console.log(`    ${p}`);
  for (const turn of trial.turns) {
    console.log(`    » ${turn.user}`);
    for (const call of turn.calls) console.log(`      ${call.name} ${JSON.stringify(call.input)} → ${call.result}${call.error ? ` (${call.error.slice(0, 120)})` : ''}`);
    console.log(`    « ${turn.reply.replace(/\n/g, ' ⏎ ').slice(0, 400)}`);
  }
}
if (!probe) {
  let [pass, all] = [0, 0];
  for (const [category, [p, n]] of byCategory) {
    console.log(`${category.padEnd(12)} ${p}/${n}`);
    pass += p;
    all += n;
  }
  console.log(`${'all'.padEnd(12)} ${pass}/${all}`);
}
process.exit(0);
