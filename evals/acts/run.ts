/**
 * `npm run evals:acts [-- --round dev|heldout --misses --filter text]`: whether the stylist does what shoppers
 * ask, turn by turn, on conversations written and labelled by writers who never saw the code
 * (evals/acts/README.md). Each conversation runs on atelier-local in the eval world; the acts of the calls
 * each turn made (labels.ts) are compared with the turn's labels. Only the acts are scored (not arguments
 * nor replies): a coarse measure that a few thousand turns make steady.
 *
 * `--misses` lists what was missed, for the development round only: the held-out round is measured and
 * never read, so it says how the stylist does on requests nobody tuned against.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createLocalModel } from '../../server/ai/local/model.js';
import type { EvalCase } from '../case.js';
import { evalClock, evalKnownNames } from '../fixtures.js';
import { runEvals, validateCase } from '../runner.js';
import { loadRound, type LabelledConversation } from './corpus.js';
import { actsOfCalls } from './labels.js';
import { stateOfWorld, WORLDS } from './world.js';

const { values } = parseArgs({
  options: {
    round: { type: 'string', default: 'dev' },
    misses: { type: 'boolean', default: false },
    filter: { type: 'string' },
    out: { type: 'string' },
    world: { type: 'string', default: 'furnished' },
  },
});
const world = WORLDS.find((w) => w === values.world);
if (!world) {
  console.error(`--world must be one of ${WORLDS.join(', ')}`);
  process.exit(2);
}
if (values.round !== 'dev' && values.round !== 'heldout') {
  console.error('--round must be dev or heldout');
  process.exit(2);
}
if (values.misses && values.round === 'heldout') {
  console.error('the held-out round is measured, never read: --misses is for --round dev');
  process.exit(2);
}

const dir = fileURLToPath(new URL(`./${values.round}`, import.meta.url));
const { conversations, refused } = loadRound(dir);
if (refused.length) console.log(`${refused.length} line(s) refused (not scored):\n  ${refused.slice(0, 20).join('\n  ')}`);
const chosen = conversations.filter((c) => !values.filter || c.id.includes(values.filter));

/** A conversation as an eval case whose expectations are not read: only the calls each turn made are. */
const asCase = (c: LabelledConversation): EvalCase<string> => ({
  ...validateCase(
    { description: `labelled conversation ${c.id}`, setup: stateOfWorld(world), turns: c.turns.map((t) => ({ user: t.user, calls: [] })) },
    c.id,
  ),
  id: c.id,
  category: c.file,
});

// One list of names for the whole run: the model builds one lexicon per list it is given.
const evalNames = evalKnownNames();
const model = createLocalModel({ now: evalClock, known: () => evalNames });
const started = performance.now();
const results = await runEvals({ model, repeat: 1, cases: chosen.map(asCase) });

interface Scored {
  id: string;
  file: string;
  turn: number;
  user: string;
  want: string;
  got: string;
}
const scored: Scored[] = [];
for (const [i, r] of results.entries()) {
  const conversation = chosen[i]!;
  for (const [n, outcome] of (r.trials[0]?.turns ?? []).entries()) {
    scored.push({
      id: conversation.id,
      file: conversation.file,
      turn: n + 1,
      user: outcome.user,
      want: conversation.turns[n]!.acts.join('+'),
      got: actsOfCalls(outcome.calls).join('+'),
    });
  }
}

const pct = (right: number, all: number) => (all ? `${((100 * right) / all).toFixed(1)}%` : '—');
const right = (rows: Scored[]) => rows.filter((s) => s.want === s.got).length;
console.log(
  `\nActs on the ${values.round} round (${world} world): ${chosen.length} conversations, ${scored.length} turns in ${Math.round(performance.now() - started)} ms\n`,
);
for (const file of [...new Set(scored.map((s) => s.file))]) {
  const rows = scored.filter((s) => s.file === file);
  console.log(`${file.padEnd(12)} ${String(rows.length).padStart(5)} turns  ${pct(right(rows), rows.length).padStart(6)}`);
}
console.log(`${'all'.padEnd(12)} ${String(scored.length).padStart(5)} turns  ${pct(right(scored), scored.length).padStart(6)}`);

// What was done instead of what was asked, most common first: the patterns to work on.
const confusion = new Map<string, number>();
for (const s of scored.filter((x) => x.want !== x.got))
  confusion.set(`${s.got} instead of ${s.want}`, (confusion.get(`${s.got} instead of ${s.want}`) ?? 0) + 1);
console.log('\nmost common misses (done instead of asked):');
for (const [k, n] of [...confusion].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${String(n).padStart(4)}  ${k}`);

if (values.misses) {
  console.log('\nmisses:');
  for (const s of scored.filter((x) => x.want !== x.got))
    console.log(`  ${s.id} turn ${s.turn}: ${s.got} instead of ${s.want} — ${JSON.stringify(s.user.slice(0, 200))}`);
}
const out = values.out ?? fileURLToPath(new URL(`../acts-${values.round}-report.json`, import.meta.url));
writeFileSync(
  out,
  `${JSON.stringify({ round: values.round, world, ranAt: new Date().toISOString(), turns: scored.length, right: right(scored), rows: values.round === 'dev' ? scored : undefined }, null, 1)}\n`,
);
