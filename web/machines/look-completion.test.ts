import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type { Upload } from '../../tools/analysis/contracts.js';
import { LOOK_ANALYSIS_TIMEOUT_MS, lookCompletionMachine, lookCompletionPhase, type LookPhoto } from './look-completion.js';

const photo: LookPhoto = { name: 'look.jpg', type: 'image/jpeg', size: 2000 };
const stored = { id: '00000000-0000-4000-8000-000000000001', url: '/api/files/00000000-0000-4000-8000-000000000001' } as Upload;

const start = () => {
  const clock = new SimulatedClock();
  const pending = { upload: [] as { resolve: (u: Upload) => void; reject: (e: Error) => void }[], complete: [] as { input: Upload; resolve: (r: unknown) => void; reject: (e: Error) => void }[] };
  const machine = lookCompletionMachine.provide({
    actors: {
      upload: fromPromise<Upload, { photo: LookPhoto }>(() => new Promise((resolve, reject) => pending.upload.push({ resolve, reject }))),
      complete: fromPromise<unknown, { upload: Upload }>(({ input }) => new Promise((resolve, reject) => pending.complete.push({ input: input.upload, resolve, reject }))),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { clock, actor, pending, phase: () => lookCompletionPhase(actor.getSnapshot().value), ctx: () => actor.getSnapshot().context };
};
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('look completion machine (product rules §4)', () => {
  it('no image → analyzing (upload, then looks.complete on it) → result', async () => {
    const run = start();
    expect(run.phase()).toBe('noImage');
    run.actor.send({ type: 'PHOTO', photo });
    expect(run.actor.getSnapshot().value).toEqual({ analyzing: 'uploading' });
    run.pending.upload[0]!.resolve(stored);
    await tick();
    expect(run.actor.getSnapshot().value).toEqual({ analyzing: 'completing' });
    expect(run.pending.complete[0]!.input).toBe(stored);
    run.pending.complete[0]!.resolve({ completionScore: 70 });
    await tick();
    expect(run.phase()).toBe('result');
    expect(run.ctx().result).toEqual({ completionScore: 70 });
    run.actor.send({ type: 'RESET' });
    expect(run.phase()).toBe('noImage');
    expect(run.ctx()).toEqual({ photo: null, upload: null, result: null, error: null });
  });

  it('a failed upload says the spec\'s words; a retry after a failed analysis skips the upload', async () => {
    const run = start();
    run.actor.send({ type: 'PHOTO', photo });
    run.pending.upload[0]!.reject(new Error(''));
    await tick();
    expect(run.phase()).toBe('failed');
    expect(run.ctx().error).toBe("We couldn't upload your image. Please try again.");
    run.actor.send({ type: 'RETRY' });
    run.pending.upload[1]!.resolve(stored);
    await tick();
    run.pending.complete[0]!.reject(new Error('Nothing to match yet'));
    await tick();
    expect(run.ctx().error).toBe('Nothing to match yet');
    run.actor.send({ type: 'RETRY' });
    expect(run.actor.getSnapshot().value).toEqual({ analyzing: 'completing' });
    expect(run.pending.upload).toHaveLength(2);
  });

  it('refuses a non-image, and a new photo replaces the last result', async () => {
    const run = start();
    run.actor.send({ type: 'PHOTO', photo: { name: 'a.pdf', type: 'application/pdf', size: 10 } });
    expect(run.phase()).toBe('failed');
    run.actor.send({ type: 'PHOTO', photo });
    run.pending.upload[0]!.resolve(stored);
    await tick();
    run.pending.complete[0]!.resolve({ completionScore: 50 });
    await tick();
    run.actor.send({ type: 'PHOTO', photo: { ...photo, name: 'other.jpg' } });
    expect(run.ctx()).toMatchObject({ result: null, upload: null, photo: { name: 'other.jpg' } });
  });

  it('gives up after the timeout (simulated clock)', () => {
    const run = start();
    run.actor.send({ type: 'PHOTO', photo });
    run.clock.increment(LOOK_ANALYSIS_TIMEOUT_MS - 1);
    expect(run.phase()).toBe('analyzing');
    run.clock.increment(1);
    expect(run.phase()).toBe('failed');
    expect(run.ctx().error).toBe('The analysis took too long. Please try again.');
  });
});
