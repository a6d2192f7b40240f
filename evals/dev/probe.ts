/**
 * `npx tsx evals/dev/probe.ts "message" "turn one || turn two" …`: what atelier-local does with each
 * argument on the eval world (turns split at " || "): every call with its input and result, and the
 * reply. For writing a development case's expected calls; `npm run evals -- --dev` scores the cases.
 * PROBE_SETUP='{"saved":[…],"cart":[…]}' starts every conversation from that world (a case's `setup`).
 */
import { createLocalModel } from '../../server/ai/local/model.js';
import { evalClock, evalKnownNames } from '../fixtures.js';
import type { HeldoutCase } from '../heldout.js';
import { runEvals, validateCase } from '../runner.js';

const evalNames = evalKnownNames();
const model = createLocalModel({ now: evalClock, known: () => evalNames });
const cases: HeldoutCase[] = process.argv.slice(2).map((message, i) => ({
  ...validateCase({ description: 'probe', ...(process.env.PROBE_SETUP ? { setup: JSON.parse(process.env.PROBE_SETUP) } : {}), turns: message.replace(/\\n/g, '\n').split(' || ').map((user) => ({ user, calls: [] })) }, `probe-${i}`),
  id: `probe-${i}`, category: 'small_talk' as const, endUnstated: true,
}));
for (const r of await runEvals({ model, repeat: 1, cases })) {
  for (const turn of r.trials[0]!.turns) {
    console.log(`» ${turn.user}`);
    for (const call of turn.calls) console.log(`  ${call.name} ${JSON.stringify(call.input)} → ${call.result}${call.error ? ` (${call.error.slice(0, 160)})` : ''}`);
    const reply = turn.reply.replace(/\n/g, ' ⏎ ');
    // PROBE_FULL=1 prints whole replies (a trip's plan runs long).
    console.log(`« ${process.env.PROBE_FULL ? reply : reply.slice(0, 400)}`);
  }
}
process.exit(0);
