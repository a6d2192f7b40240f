import { understand } from './evals/skill-harness.js';
for (const t of process.argv.slice(2)) console.log(t, '→', JSON.stringify(understand(t, '2026-04-20')));
