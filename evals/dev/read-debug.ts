/** `npx tsx evals/dev/read-debug.ts "message" …`: the slots the NLU layer reads from each clause (what is set only). */
import { testBrain } from '../skill-harness.js';
import { readMessage } from '../../server/ai/nlu/index.js';
const b = testBrain();
for (const t of process.argv.slice(2)) {
  const r = readMessage(t, { today: '2026-05-06', lexicon: b.lexicon });
  for (const c of r.clauses) {
    const s = Object.fromEntries(Object.entries(c.slots).filter(([, v]) => v !== null && v !== false && !(Array.isArray(v) && !v.length)));
    console.log(JSON.stringify(c.text), JSON.stringify(s));
  }
}
