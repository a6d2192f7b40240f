/** `npx tsx evals/dev/route-debug.ts 'message' …`: the classifier's scores and the request each clause reads as, with no conversation before. */
import { emptyState } from '../../server/ai/skills/dialogue.js';
import { readMessage } from '../../server/ai/nlu/index.js';
import { routeClause } from '../../server/ai/skills/pipeline.js';
import { testBrain } from '../skill-harness.js';

const brain = testBrain();
for (const t of process.argv.slice(2)) {
  for (const c of readMessage(t, { today: '2026-04-20', lexicon: brain.lexicon }).clauses) {
    const r = routeClause(c.written, c.slots, brain, { today: '2026-04-20', state: emptyState(), offered: [] }, c.text);
    console.log(t, '→', r.skill.id, JSON.stringify(r.request).slice(0, 200), r.scores.slice(0, 3).map((s) => `${s.label}:${s.score.toFixed(2)}`).join(' '));
  }
}
