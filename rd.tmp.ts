import { buildLexicon, readMessage } from '/work/wt/trips/server/ai/nlu/index.js';
const lexicon = buildLexicon({ handles: [], brands: [] });
for (const t of process.argv.slice(2)) {
  const r = readMessage(t, { today: '2026-04-20', lexicon });
  console.log(t, '→', JSON.stringify(r.clauses.map((c) => ({ dates: c.slots.dates, dest: c.slots.destination }))));
}
