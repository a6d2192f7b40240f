import { read } from '../../server/ai/nlu/testing.js';
for (const t of process.argv.slice(2)) { const r = read(t); console.log(JSON.stringify(r.corrected), r.clauses.map((c) => c.text)); }
