/** `npx tsx evals/dev/why.ts "message" […]`: the NLU reading (own words, quoted, clauses, slots) and the requests atelier-local makes of it. */
import { readMessage } from '../../server/ai/nlu/index.js';
import { testBrain, understand } from '../skill-harness.js';

for (const raw of process.argv.slice(2)) {
  const text = raw.replace(/\\n/g, '\n');
  const r = readMessage(text, { today: '2026-04-20', lexicon: testBrain().lexicon });
  console.log('────', JSON.stringify(text).slice(0, 200));
  console.log('own:', JSON.stringify(r.own), '\nquoted:', JSON.stringify(r.quoted), '\nflags:', JSON.stringify(r.flags));
  for (const c of r.clauses) {
    const s = Object.fromEntries(Object.entries(c.slots).filter(([, v]) => v !== null && v !== false && !(Array.isArray(v) && !v.length)));
    console.log('  clause:', JSON.stringify(c.text), JSON.stringify(s));
  }
  console.log('requests:', JSON.stringify(understand(text, '2026-04-20')));
}
