/**
 * Run in a fresh process by chat.bench.ts: what atelier-local costs at start-up, printed as one
 * JSON line. The intent classifier trains when its module loads, so its training time is the
 * module's load time less the libraries' (loaded first, apart). Run through tsx, so each load
 * includes transpiling its files (the server's esbuild bundle does not): an upper bound. When the
 * skills rebuild exports
 * its own trainer, time that in TRAINER below; until then it is today's classifier.
 */
const started = performance.now();
await import('@nlpjs/neural');
await import('@nlpjs/lang-en-min');
const librariesMs = performance.now() - started;

/** The module whose loading trains the intent classifier (server/ai/local/intents.ts today). */
const TRAINER = '../server/ai/local/intents.js';
const trainStarted = performance.now();
await import(TRAINER);
const trainMs = performance.now() - trainStarted;

// The model's module graph (the understanding rules, the tools' contracts it reads) loads apart
// from creating the model, which is what each chat request does.
const loadStarted = performance.now();
const { createLocalModel } = await import('../server/ai/local/model.js');
const modelModuleLoadMs = performance.now() - loadStarted;
const createStarted = performance.now();
const model = createLocalModel();
const createMs = performance.now() - createStarted;

const replyStarted = performance.now();
await model.doGenerate({ prompt: [{ role: 'user', content: [{ type: 'text', text: 'hello!' }] }], tools: [] });
const firstReplyMs = performance.now() - replyStarted;

console.log(JSON.stringify({ librariesMs, trainMs, modelModuleLoadMs, createMs, firstReplyMs, trainer: TRAINER.replace(/^\.\.\//, '').replace(/\.js$/, '.ts') }));

export {};
