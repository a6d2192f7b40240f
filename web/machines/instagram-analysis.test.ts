import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import {
  analysisProgressLabel, type FollowingOutput, type InstagramAnalysis, type InstagramRecentOutput, type ScanOutput,
} from '../../tools/discovery/contracts.js';
import {
  ANALYSIS_DONE_HOLD_MS, ANALYSIS_STEP_TIMEOUT_MS, instagramAnalysisMachine, instagramAnalysisPhase, type InstagramAnalysisEmitted,
} from './instagram-analysis.js';

type Step = 'verify' | 'following' | 'analyze' | 'styleDna';
const analysis: InstagramAnalysis = {
  id: 'a1', analyzed_at: new Date(0).toISOString(), source: 'instagram_media', handles: [], media_count: 5, aesthetic: 'coastal',
  style_elements: ['coastal', 'linen', 'relaxed', 'wide-leg'], colors: ['cream', 'beige', 'navy'], confidence_score: 0.3,
};
const connected: InstagramRecentOutput = { connected: true, username: 'me', results: [] };

const start = (isConnected: boolean) => {
  const clock = new SimulatedClock();
  const pending = new Map<Step, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const step = <T,>(name: Step) => fromPromise<T>(() => new Promise<T>((resolve, reject) => { pending.set(name, { resolve: resolve as (v: unknown) => void, reject }); }));
  const actor = createActor(instagramAnalysisMachine.provide({
    actors: {
      verify: step<InstagramRecentOutput>('verify'), following: step<FollowingOutput>('following'),
      analyze: step<InstagramAnalysis>('analyze'), styleDna: step<ScanOutput>('styleDna'),
    },
  }), { clock, input: { connected: isConnected } });
  const emitted: InstagramAnalysisEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  const snap = () => actor.getSnapshot();
  return {
    clock, actor, emitted, pending, snap,
    phase: () => instagramAnalysisPhase(snap().value),
    progress: () => snap().context.progress,
    answer: async (name: Step, value: unknown) => { pending.get(name)!.resolve(value); await tick(); },
    fail: async (name: Step, error: unknown) => { pending.get(name)!.reject(error); await tick(); },
  };
};
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('Instagram analysis card machine (product rules §4, §9 progress 10/30/60/90/100)', () => {
  it('is none without a stored connection and ignores ANALYZE until one appears', () => {
    const run = start(false);
    expect(run.phase()).toBe('none');
    run.actor.send({ type: 'ANALYZE' });
    expect(run.phase()).toBe('none');
    expect(run.pending.size).toBe(0);
    run.actor.send({ type: 'CONNECTION', connected: true });
    expect(run.phase()).toBe('connected');
    run.actor.send({ type: 'CONNECTION', connected: false });
    expect(run.phase()).toBe('none');
  });

  it('analyzes through 10, 30, 60, 90 and 100 with the spec\'s labels, then is connected again', async () => {
    const run = start(true);
    expect(run.phase()).toBe('connected');
    run.actor.send({ type: 'ANALYZE' });
    expect(run.phase()).toBe('analyzing');
    const seen: [number, string][] = [[run.progress(), analysisProgressLabel(run.progress())]];
    await run.answer('verify', connected);
    seen.push([run.progress(), analysisProgressLabel(run.progress())]);
    await run.answer('following', {});
    seen.push([run.progress(), analysisProgressLabel(run.progress())]);
    await run.answer('analyze', analysis);
    seen.push([run.progress(), analysisProgressLabel(run.progress())]);
    await run.answer('styleDna', {});
    seen.push([run.progress(), analysisProgressLabel(run.progress())]);
    expect(seen).toEqual([
      [10, 'Connecting to Instagram...'], [30, 'Fetching your following data...'], [60, 'Analyzing fashion influences...'],
      [90, 'Generating your style DNA...'], [100, 'Generating your style DNA...'],
    ]);
    expect(run.snap().context.analysis).toEqual(analysis);
    expect(run.emitted.map((e) => e.type)).toEqual(['refresh', 'toast']);
    run.clock.increment(ANALYSIS_DONE_HOLD_MS);
    expect(run.phase()).toBe('connected');
    // Re-analyze starts over.
    run.actor.send({ type: 'ANALYZE' });
    expect(run.progress()).toBe(10);
    expect(run.snap().context.analysis).toBeNull();
  });

  it('a failure anywhere says "Analysis failed" and returns to connected', async () => {
    const run = start(true);
    run.actor.send({ type: 'ANALYZE' });
    await run.answer('verify', connected);
    await run.answer('following', {});
    await run.fail('analyze', new Error('Connect Instagram first: no Instagram account is connected.'));
    expect(run.phase()).toBe('connected');
    expect(run.emitted.at(-1)).toEqual({
      type: 'toast', title: 'Analysis failed', description: 'Connect Instagram first: no Instagram account is connected.', tone: 'error',
    });
    run.actor.send({ type: 'ANALYZE' });
    await run.fail('verify', {});
    expect(run.emitted.at(-1)).toMatchObject({ title: 'Analysis failed', description: 'Failed to analyze Instagram style data' });
    expect(run.phase()).toBe('connected');
  });

  it('goes back to none when the connection turns out to be gone', async () => {
    const run = start(true);
    run.actor.send({ type: 'ANALYZE' });
    await run.answer('verify', { connected: false, username: null, results: [] });
    expect(run.phase()).toBe('none');
    expect(run.emitted.at(-1)).toMatchObject({ title: 'Analysis failed' });
    expect(run.pending.has('following')).toBe(false);
  });

  it('a step that never answers fails after its timeout', async () => {
    const run = start(true);
    run.actor.send({ type: 'ANALYZE' });
    await run.answer('verify', connected);
    run.clock.increment(ANALYSIS_STEP_TIMEOUT_MS);
    expect(run.phase()).toBe('connected');
    expect(run.emitted.at(-1)).toMatchObject({ title: 'Analysis failed', description: expect.stringMatching(/took too long/) });
  });
});
