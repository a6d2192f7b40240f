import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromCallback, fromPromise } from 'xstate';
import type { StyleAnalysis, Upload } from '../../tools/analysis/contracts.js';
import {
  PRODUCT_ANALYSIS_TIMEOUT_MS, PRODUCT_UPLOAD_TIMEOUT_MS, productUploadMachine, productUploadPhase,
  type LearnedProfile, type ProductUploadEmitted, type ProductUploadEvent, type PickedFile,
} from './upload-products.js';

const png = (name: string): PickedFile => ({ name, type: 'image/png', size: 1000 });
const upload = (i: number): Upload => ({
  id: `00000000-0000-4000-8000-00000000000${i}`, bucket: 'style-inspiration', path: `u/products/${i}.webp`, url: `/api/files/${i}`,
  width: 10, height: 10, contentType: 'image/webp', bytes: 100, sourceType: 'image/png', createdAt: new Date(0).toISOString(),
});
const analysis: StyleAnalysis = {
  aesthetic_category: 'minimalist', style_elements: ['minimalist'], color_palette: [{ name: 'black', hex: '#111111', share: 1 }],
  silhouettes: [], confidence_score: 0.5, matched_influencers: [],
};

/** A controllable run: the test decides when each network step answers. */
const start = () => {
  const clock = new SimulatedClock();
  let sendBack: ((e: ProductUploadEvent) => void) | null = null;
  let resolveAnalyze: ((a: StyleAnalysis) => void) | null = null;
  let rejectAnalyze: ((e: Error) => void) | null = null;
  let resolveLearn: ((p: LearnedProfile) => void) | null = null;
  const saved: { uploads: Upload[]; analysis: StyleAnalysis }[] = [];
  const machine = productUploadMachine.provide({
    actors: {
      upload: fromCallback<ProductUploadEvent, { files: PickedFile[] }>(({ sendBack: s }) => { sendBack = s; }),
      analyze: fromPromise<StyleAnalysis, { uploads: Upload[] }>(() => new Promise((res, rej) => { resolveAnalyze = res; rejectAnalyze = rej; })),
      learn: fromPromise<LearnedProfile, { uploads: Upload[]; analysis: StyleAnalysis }>(({ input }) => new Promise((res) => { saved.push(input); resolveLearn = res; })),
    },
  });
  const actor = createActor(machine, { clock });
  const toasts: ProductUploadEmitted[] = [];
  actor.on('toast', (t) => toasts.push(t));
  actor.start();
  const snap = () => actor.getSnapshot();
  return {
    clock, actor, toasts, saved, snap,
    phase: () => productUploadPhase(snap().value),
    sendBack: (e: ProductUploadEvent) => sendBack!(e),
    analyze: (a: StyleAnalysis) => resolveAnalyze!(a),
    failAnalyze: (e: Error) => rejectAnalyze!(e),
    learn: (p: LearnedProfile) => resolveLearn!(p),
  };
};
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('product upload machine (product rules §4, §5)', () => {
  it('goes idle → uploading (up to 50) → analyzing (60, 80) → done (100)', async () => {
    const run = start();
    run.actor.send({ type: 'SELECT', files: [png('a.png'), png('b.png')] });
    run.actor.send({ type: 'UPLOAD' });
    expect(run.phase()).toBe('uploading');
    expect(run.snap().context.progress).toBe(0);
    run.sendBack({ type: 'UPLOAD.PROGRESS', fraction: 0.5 });
    expect(run.snap().context.progress).toBe(25);
    run.sendBack({ type: 'UPLOAD.PROGRESS', fraction: 0.2 });
    expect(run.snap().context.progress).toBe(25);
    run.sendBack({ type: 'UPLOAD.PROGRESS', fraction: 3 });
    expect(run.snap().context.progress).toBe(50);
    run.sendBack({ type: 'UPLOAD.DONE', uploads: [upload(1), upload(2)] });
    expect(run.phase()).toBe('analyzing');
    expect(run.snap().context.progress).toBe(60);
    run.analyze(analysis);
    await tick();
    expect(run.snap().context.progress).toBe(80);
    expect(run.saved).toEqual([{ uploads: [upload(1), upload(2)], analysis }]);
    run.learn({ learning_confidence: 0.1, top_aesthetics: ['minimalist'] });
    await tick();
    expect(run.phase()).toBe('done');
    expect(run.snap().context).toMatchObject({ progress: 100, analysis, files: [], profile: { learning_confidence: 0.1 } });
    expect(run.toasts.at(-1)?.tone).toBe('success');
  });

  it('refuses a selection with a non-image, keeps at most 10, and needs one file to upload', () => {
    const run = start();
    run.actor.send({ type: 'UPLOAD' });
    expect(run.phase()).toBe('idle');
    expect(run.toasts).toEqual([{ type: 'toast', title: 'No files selected', description: 'Please select some product images to upload', tone: 'error' }]);
    run.actor.send({ type: 'SELECT', files: [png('a.png'), { name: 'notes.txt', type: 'text/plain', size: 5 }] });
    expect(run.snap().context.files).toEqual([]);
    expect(run.toasts.at(-1)).toEqual({ type: 'toast', title: 'Invalid files', description: 'Please select only image files', tone: 'error' });
    run.actor.send({ type: 'SELECT', files: Array.from({ length: 7 }, (_, i) => png(`${i}.png`)) });
    run.actor.send({ type: 'SELECT', files: Array.from({ length: 7 }, (_, i) => png(`x${i}.png`)) });
    expect(run.snap().context.files).toHaveLength(10);
    expect(run.snap().context.files.at(-1)?.name).toBe('x2.png');
    run.actor.send({ type: 'REMOVE', index: 0 });
    expect(run.snap().context.files).toHaveLength(9);
  });

  it('fails with the server\'s message, and Upload again retries the same files', () => {
    const run = start();
    run.actor.send({ type: 'SELECT', files: [png('a.png')] });
    run.actor.send({ type: 'UPLOAD' });
    run.sendBack({ type: 'UPLOAD.FAILED', message: 'a.png is over 10 MB' });
    expect(run.phase()).toBe('failed');
    expect(run.toasts.at(-1)).toEqual({ type: 'toast', title: 'Upload failed', description: 'a.png is over 10 MB', tone: 'error' });
    run.actor.send({ type: 'UPLOAD' });
    expect(run.phase()).toBe('uploading');
    expect(run.snap().context.files).toHaveLength(1);
  });

  it('falls back to the spec\'s text when the analysis fails without a message', async () => {
    const run = start();
    run.actor.send({ type: 'SELECT', files: [png('a.png')] });
    run.actor.send({ type: 'UPLOAD' });
    run.sendBack({ type: 'UPLOAD.DONE', uploads: [upload(1)] });
    run.failAnalyze(new Error(''));
    await tick();
    expect(run.phase()).toBe('failed');
    expect(run.toasts.at(-1)?.description).toBe('Failed to upload and analyze products');
  });

  it('gives up on a stalled upload or analysis after its timeout (simulated clock)', () => {
    const run = start();
    run.actor.send({ type: 'SELECT', files: [png('a.png')] });
    run.actor.send({ type: 'UPLOAD' });
    run.clock.increment(PRODUCT_UPLOAD_TIMEOUT_MS - 1);
    expect(run.phase()).toBe('uploading');
    run.clock.increment(1);
    expect(run.phase()).toBe('failed');
    expect(run.snap().context.error).toBe('The upload took too long. Please try again.');

    run.actor.send({ type: 'UPLOAD' });
    run.sendBack({ type: 'UPLOAD.DONE', uploads: [upload(1)] });
    run.clock.increment(PRODUCT_ANALYSIS_TIMEOUT_MS);
    expect(run.phase()).toBe('failed');
    expect(run.snap().context.error).toBe('The analysis took too long. Please try again.');
  });
});
