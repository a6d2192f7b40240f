/**
 * `npx tsx evals/dev/run-dialogue.ts [--filter text] [--quiet]`: runs the dialogue worktree's dev set
 * (evals/dev/follow_ups.json, evals/dev/garment_words.json: fresh requests written to find patterns,
 * not gating) through the eval runner on atelier-local, and prints each case's turns — the calls made
 * with their arguments, the reply — and what did not match. A score to compare before and after a change.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createLocalModel } from '../../server/ai/local/model.js';
import { EVAL_INFLUENCER_STYLES, EVAL_PRODUCTS, evalClock } from '../fixtures.js';
import { parseHeldoutFile, type HeldoutCategory } from '../heldout.js';
import { casePassed, runEvals } from '../runner.js';

const { values } = parseArgs({ options: { filter: { type: 'string' }, quiet: { type: 'boolean', default: false } } });
const dir = fileURLToPath(new URL('.', import.meta.url));
const files: HeldoutCategory[] = ['follow_ups', 'garment_words'];
const cases = files.flatMap((f) => parseHeldoutFile(JSON.parse(readFileSync(join(dir, `${f}.json`), 'utf8')), f))
  .filter((c) => !values.filter || c.id.includes(values.filter));
const known = { handles: EVAL_INFLUENCER_STYLES.map((i) => i.handle), brands: [...new Set(EVAL_PRODUCTS.map((p) => p.brand))] };
const model = createLocalModel({ now: evalClock, known: () => known });
const results = await runEvals({ model, repeat: 1, cases });
for (const r of results) {
  const ok = casePassed(r);
  const trial = r.trials[0]!;
  if (values.quiet && ok) continue;
  console.log(`\n${ok ? '✓' : '✗'} ${r.id} — ${r.description}`);
  if (ok && values.quiet) continue;
  for (const t of trial.turns) {
    console.log(`   » ${t.user}`);
    for (const c of t.calls) console.log(`     ${c.name} ${JSON.stringify(c.input)}${c.result === 'ok' ? '' : ` → ${c.result}`}`);
    console.log(`   « ${t.reply.replace(/\n/g, '\n     ')}`);
  }
  for (const p of trial.problems) console.log(`   ! ${p}`);
}
const byCat = new Map<string, [number, number]>();
for (const r of results) {
  const [p, n] = byCat.get(r.category) ?? [0, 0];
  byCat.set(r.category, [p + (casePassed(r) ? 1 : 0), n + 1]);
}
console.log('');
for (const [cat, [p, n]] of byCat) console.log(`${cat}: ${p}/${n}`);
const all = results.filter(casePassed).length;
console.log(`dev set: ${all}/${results.length} (${((all / results.length) * 100).toFixed(1)}%)`);
