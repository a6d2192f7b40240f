/**
 * `npx tsx evals/dev/run-dev.ts evals/dev/pasted.json [--filter text] [--quiet]`: runs a dev set (an
 * array of cases in the held-out format: `id`, `category`, then a case) through atelier-local on the
 * eval world and prints, per case, pass or fail, the calls made with their arguments and the reply.
 * For engineers tuning against their own requests; never the held-out file.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createLocalModel } from '../../server/ai/local/model.js';
import { EVAL_INFLUENCER_STYLES, EVAL_PRODUCTS, evalClock } from '../fixtures.js';
import { casePassed, runEvals, validateCase } from '../runner.js';
import type { EvalCase } from '../case.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { filter: { type: 'string' }, quiet: { type: 'boolean', default: false } } });
const cases: EvalCase<string>[] = positionals.flatMap((file) =>
  (JSON.parse(readFileSync(file, 'utf8')) as { id: string; category: string }[]).map(({ id, category, ...body }) => ({
    ...validateCase(body, id), id: `${category}/${id}`, category,
  }))).filter((c) => !values.filter || c.id.includes(values.filter));
const evalNames = { handles: EVAL_INFLUENCER_STYLES.map((i) => i.handle), brands: [...new Set(EVAL_PRODUCTS.map((p) => p.brand))] };
const model = createLocalModel({ now: evalClock, known: () => evalNames });
const results = await runEvals({ model, repeat: 1, cases });
const byCategory = new Map<string, { pass: number; total: number }>();
for (const r of results) {
  const ok = casePassed(r);
  const tally = byCategory.get(r.category) ?? { pass: 0, total: 0 };
  tally.total++;
  if (ok) tally.pass++;
  byCategory.set(r.category, tally);
  if (values.quiet && ok) continue;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${r.id}`);
  const trial = r.trials[0]!;
  for (const t of trial.turns) {
    console.log(`   > ${JSON.stringify(t.user).slice(0, 300)}`);
    for (const c of t.calls) console.log(`     ${c.name} ${JSON.stringify(c.input)} ${c.result === 'ok' ? '' : c.result}`);
    console.log(`     « ${t.reply.replace(/\n+/g, ' ⏎ ').slice(0, 400)}`);
  }
  if (!ok) for (const p of trial.problems) console.log(`     ! ${p}`);
}
for (const [category, { pass, total }] of byCategory) console.log(`${category}: ${pass}/${total}`);
console.log(`all: ${results.filter(casePassed).length}/${results.length}`);
