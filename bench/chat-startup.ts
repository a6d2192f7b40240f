/**
 * Run in a fresh process by chat.bench.ts: what atelier-local costs at start-up, printed as one
 * JSON line. Run through tsx, so each load includes transpiling its files (the server's esbuild
 * bundle does not): an upper bound.
 *
 * The intent classifier: with the skills rebuild (server/ai/skills/pipeline.ts), its training is
 * the first `skillClassifier()` call (trained once, then shared) and `createBrain()` adds the
 * lexicon; before it, server/ai/local/intents.ts trains ten small-talk intents when it loads, so
 * its training is that module's load less the nlp.js libraries' (loaded first, apart).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const started = performance.now();
await import('@nlpjs/neural');
await import('@nlpjs/lang-en-min');
const librariesMs = performance.now() - started;

const PIPELINE = fileURLToPath(new URL('../server/ai/skills/pipeline.ts', import.meta.url));
let trainer: string;
let trainerLoadMs = 0;
let trainMs: number;
let brainMs: number | null = null;
if (existsSync(PIPELINE)) {
  trainer = 'server/ai/skills/pipeline.ts skillClassifier()';
  const loadStarted = performance.now();
  // A path in a variable: before the rebuild merges there is no such module to name.
  const pipeline = (await import(/* @vite-ignore */ PIPELINE)) as { skillClassifier?: () => unknown; createBrain?: () => unknown };
  trainerLoadMs = performance.now() - loadStarted;
  if (typeof pipeline.skillClassifier !== 'function' || typeof pipeline.createBrain !== 'function') {
    throw new Error('server/ai/skills/pipeline.ts no longer exports skillClassifier and createBrain: update bench/chat-startup.ts');
  }
  const trainStarted = performance.now();
  pipeline.skillClassifier();
  trainMs = performance.now() - trainStarted;
  const brainStarted = performance.now();
  pipeline.createBrain();
  brainMs = performance.now() - brainStarted;
} else {
  trainer = 'server/ai/local/intents.ts (trains on load)';
  const trainStarted = performance.now();
  await import('../server/ai/local/intents.js');
  trainMs = performance.now() - trainStarted;
}

// The model's module graph loads apart from creating the model, which is what each chat request does.
const loadStarted = performance.now();
const { createLocalModel } = await import('../server/ai/local/model.js');
const modelModuleLoadMs = performance.now() - loadStarted;
const createStarted = performance.now();
const model = createLocalModel();
const createMs = performance.now() - createStarted;

const replyStarted = performance.now();
await model.doGenerate({ prompt: [{ role: 'user', content: [{ type: 'text', text: 'hello!' }] }], tools: [] });
const firstReplyMs = performance.now() - replyStarted;

console.log(JSON.stringify({ librariesMs, trainerLoadMs, trainMs, brainMs, modelModuleLoadMs, createMs, firstReplyMs, trainer }));
