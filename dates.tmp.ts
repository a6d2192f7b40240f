import { slotsOf } from './server/ai/nlu/testing.js';
for (const t of process.argv.slice(2)) console.log(t, '→', JSON.stringify(slotsOf(t).dates), slotsOf(t).destination);
