/**
 * Run in a fresh process by chat.bench.ts: what atelier-local costs at start-up, printed as one
 * JSON line. Run through tsx, so each load includes transpiling its files (the server's esbuild
 * bundle does not): an upper bound.
 */
export {};

const started = performance.now();
await import('@nlpjs/neural');
await import('@nlpjs/lang-en-min');
const librariesMs = performance.now() - started;

// The intent classifier's training is the first `skillClassifier()` call (trained once, then shared);
// `createBrain()` adds the lexicon of known names.
const trainer = 'server/ai/skills/pipeline.ts skillClassifier()';
const pipelineStarted = performance.now();
const pipeline = await import('../server/ai/skills/pipeline.js');
const trainerLoadMs = performance.now() - pipelineStarted;
const trainStarted = performance.now();
pipeline.skillClassifier();
const trainMs = performance.now() - trainStarted;
const brainStarted = performance.now();
pipeline.createBrain();
const brainMs = performance.now() - brainStarted;

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
