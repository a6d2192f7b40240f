/**
 * How long atelier-local's own work takes: training the skill classifier once, then one model
 * decision (read → classify → slots → dialogue → plan) for every gating and held-out-free eval
 * message, on a cold and a warm brain. Tool time is not included (see `npm run evals`).
 * Usage: npx tsx scripts/skills-latency.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createBrain, decide } from '../server/ai/skills/pipeline.js';
import { skillClassifier } from '../server/ai/skills/pipeline.js';
import { toolCatalogue } from '../tools/registry.js';
import { chatToolName } from '../tools/types.js';
import { deniedReply } from '../server/ai/skills/lib/reply-approval.js';
import { EVAL_INFLUENCER_STYLES, EVAL_PRODUCTS } from '../evals/fixtures.js';
import { z } from 'zod';

const started = performance.now();
const classifier = skillClassifier();
const firstLoad = performance.now() - started;
const brain = createBrain({ handles: EVAL_INFLUENCER_STYLES.map((i) => i.handle), brands: [...new Set(EVAL_PRODUCTS.map((p) => p.brand))] });
const tools = toolCatalogue.map((t) => ({ name: chatToolName(t.name), properties: Object.keys((z.toJSONSchema(t.input, { io: 'input' }) as { properties?: object }).properties ?? {}) }));
const root = 'evals/cases';
const messages = readdirSync(root).flatMap((dir) => readdirSync(join(root, dir)).flatMap((f) => {
  const c = JSON.parse(readFileSync(join(root, dir, f), 'utf8')) as { turns: { user: string }[] };
  return c.turns.map((t) => t.user);
}));
const times: number[] = [];
for (const text of messages) {
  const t0 = performance.now();
  decide({ userText: text, earlierUserTexts: [], turn: 1, rounds: 0, current: [], earlier: [] }, tools, true, '2026-04-20', brain, deniedReply);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
console.log(`classifier: ${classifier.labels.length} labels, trained in ${classifier.trainedMs.toFixed(0)} ms (module load + training ${firstLoad.toFixed(0)} ms)`);
console.log(`decide over ${times.length} eval messages: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${times.at(-1)!.toFixed(2)} ms`);
