import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  ANALYSIS_TIMEOUT_MS, FINISH_TIMEOUT_MS, NothingToAnalyseError, analysisProgress, analysisSummary, onboardingMachine, onboardingStep,
  type FeedResult, type OnboardingEvent, type ScanResult,
} from './onboarding.js';

const scanResult: ScanResult = {
  following_count: 4,
  fashion_accounts: [{ handle: 'aimeesong' }, { handle: 'cos' }, { handle: 'zara' }],
  style_genome: {
    aesthetic_dna: { minimalist: 0.6, classic: 0.3, boho: 0, streetwear: 0.1 },
    color_gravitational_pull: { black: 0.5, camel: 0.4, cream: 0.4, red: 0.05 },
    confidence_score: 0.734,
  },
  confidence_band: 'Medium',
  personalized_recommendations: [{}, {}, {}, {}, {}, {}],
};
const feedResult: FeedResult = { learning_confidence: 0.4, has_taste: true };

interface Deferred<T> { resolve: (v: T) => void; reject: (e: Error) => void }
const tick = () => new Promise((r) => setTimeout(r, 0));

const start = (input: { preview?: boolean } = {}) => {
  const clock = new SimulatedClock();
  const pending = { scan: [] as Deferred<ScanResult>[], tuneFeed: [] as Deferred<FeedResult>[], complete: [] as Deferred<unknown>[] };
  const announceComplete = vi.fn();
  const finished = vi.fn();
  const machine = onboardingMachine.provide({
    actors: {
      scan: fromPromise<ScanResult>(() => new Promise((resolve, reject) => pending.scan.push({ resolve, reject }))),
      tuneFeed: fromPromise<FeedResult>(() => new Promise((resolve, reject) => pending.tuneFeed.push({ resolve, reject }))),
      complete: fromPromise<unknown>(() => new Promise((resolve, reject) => pending.complete.push({ resolve, reject }))),
    },
    actions: { announceComplete, finished },
  });
  const actor = createActor(machine, { clock, input }).start();
  const snap = () => actor.getSnapshot();
  return { clock, actor, pending, announceComplete, finished, snap, step: () => onboardingStep(snap().value), ctx: () => snap().context };
};

describe('onboarding machine (product rules §4 Onboarding)', () => {
  it('Welcome → Connect Accounts opens the dialog → closing it runs the real analysis → toast and Ready → finish completes and goes home', async () => {
    const run = start();
    expect(run.snap().value).toBe('welcome');
    expect(run.step()).toBe(0);
    run.actor.send({ type: 'NEXT' });
    expect(run.snap().value).toEqual({ connect: 'choosing' });
    run.actor.send({ type: 'CONNECT' });
    expect(run.snap().value).toEqual({ connect: 'dialogOpen' });
    expect(run.step()).toBe(1);
    // Nothing runs while the shopper is in the dialog, however long (no 3-second timer).
    run.clock.increment(10 * ANALYSIS_TIMEOUT_MS);
    expect(run.pending.scan).toHaveLength(0);
    run.actor.send({ type: 'DIALOG_CLOSED' });
    expect(run.snap().value).toEqual({ analyzing: { working: 'scanning' } });
    expect(run.step()).toBe(2);
    expect(analysisProgress(run.snap().value)).toBe(0);
    run.pending.scan[0]!.resolve(scanResult);
    await tick();
    expect(run.snap().value).toEqual({ analyzing: { working: 'tuning' } });
    expect(analysisProgress(run.snap().value)).toBe(50);
    expect(run.announceComplete).not.toHaveBeenCalled();
    run.pending.tuneFeed[0]!.resolve(feedResult);
    await tick();
    expect(run.snap().value).toBe('ready');
    expect(run.step()).toBe(3);
    expect(analysisProgress(run.snap().value)).toBe(100);
    expect(run.announceComplete).toHaveBeenCalledTimes(1);
    // The toast is told what was learned: the results are in context before it runs.
    expect((run.announceComplete.mock.calls[0]![0] as { context: { scan: unknown; feed: unknown } }).context).toMatchObject({ scan: scanResult, feed: feedResult });
    expect(run.ctx()).toMatchObject({ scan: scanResult, feed: feedResult, skipped: false, error: null });

    run.actor.send({ type: 'FINISH' });
    expect(run.snap().value).toBe('finishing');
    expect(run.finished).not.toHaveBeenCalled();
    run.pending.complete[0]!.resolve({ completed: true });
    await tick();
    expect(run.snap().status).toBe('done');
    expect(run.finished).toHaveBeenCalledTimes(1);
  });

  it("'Skip for now' jumps to step 3 without any analysis; Back returns to Welcome", async () => {
    const run = start();
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'BACK' });
    expect(run.snap().value).toBe('welcome');
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'SKIP' });
    expect(run.snap().value).toBe('ready');
    expect(run.ctx().skipped).toBe(true);
    expect(run.pending.scan).toHaveLength(0);
    expect(run.pending.tuneFeed).toHaveLength(0);
    expect(run.announceComplete).not.toHaveBeenCalled();
    expect(analysisSummary(run.ctx().scan, run.ctx().feed)).toBeNull();
  });

  it('nothing picked: the error says so, and the shopper can connect again', async () => {
    const run = start();
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'CONNECT' });
    run.actor.send({ type: 'DIALOG_CLOSED' });
    run.pending.scan[0]!.reject(new NothingToAnalyseError());
    await tick();
    expect(run.snap().value).toEqual({ analyzing: 'failed' });
    expect(run.ctx().error).toEqual({ message: new NothingToAnalyseError().message, nothingToAnalyse: true });
    run.actor.send({ type: 'CONNECT' });
    expect(run.snap().value).toEqual({ connect: 'dialogOpen' });
    run.actor.send({ type: 'DIALOG_CLOSED' });
    expect(run.ctx().error).toBeNull();
    expect(run.pending.scan).toHaveLength(2);
  });

  it('a failed feed update retries only that step; a failed scan retries the scan', async () => {
    const run = start();
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'CONNECT' });
    run.actor.send({ type: 'DIALOG_CLOSED' });
    run.pending.scan[0]!.reject(new Error('Server is busy'));
    await tick();
    expect(run.ctx().error).toEqual({ message: 'Server is busy', nothingToAnalyse: false });
    run.actor.send({ type: 'RETRY' });
    expect(run.snap().value).toEqual({ analyzing: { working: 'scanning' } });
    run.pending.scan[1]!.resolve(scanResult);
    await tick();
    run.pending.tuneFeed[0]!.reject(new Error(''));
    await tick();
    expect(run.ctx().error?.message).toBe('Updating your feed failed.');
    run.actor.send({ type: 'RETRY' });
    expect(run.snap().value).toEqual({ analyzing: { working: 'tuning' } });
    expect(run.pending.scan).toHaveLength(2);
    run.pending.tuneFeed[1]!.resolve(feedResult);
    await tick();
    expect(run.snap().value).toBe('ready');
    expect(run.announceComplete).toHaveBeenCalledTimes(1);
  });

  it('a stalled analysis fails after the timeout, and each retry gets its own full timeout', async () => {
    const run = start();
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'CONNECT' });
    run.actor.send({ type: 'DIALOG_CLOSED' });
    run.clock.increment(ANALYSIS_TIMEOUT_MS - 1);
    expect(run.snap().value).toEqual({ analyzing: { working: 'scanning' } });
    run.clock.increment(1);
    expect(run.snap().value).toEqual({ analyzing: 'failed' });
    expect(run.ctx().error?.message).toMatch(/taking too long/);
    run.actor.send({ type: 'RETRY' });
    run.clock.increment(ANALYSIS_TIMEOUT_MS - 1);
    expect(run.snap().value).toEqual({ analyzing: { working: 'scanning' } });
    // The stalled first request answering late changes nothing.
    run.pending.scan[0]!.resolve(scanResult);
    await tick();
    expect(run.snap().value).toEqual({ analyzing: { working: 'scanning' } });
    run.clock.increment(1);
    expect(run.snap().value).toEqual({ analyzing: 'failed' });
    run.actor.send({ type: 'SKIP' });
    expect(run.snap().value).toBe('ready');
    expect(run.ctx()).toMatchObject({ skipped: true, error: null, scan: null });
  });

  it('a failed completion stays on step 3 with the message; finishing again works; a stalled one times out', async () => {
    const run = start();
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'SKIP' });
    run.actor.send({ type: 'FINISH' });
    run.pending.complete[0]!.reject(new Error('Network error: check your connection and try again.'));
    await tick();
    expect(run.snap().value).toBe('ready');
    expect(run.ctx().finishError).toBe('Network error: check your connection and try again.');
    run.actor.send({ type: 'FINISH' });
    expect(run.ctx().finishError).toBeNull();
    run.clock.increment(FINISH_TIMEOUT_MS);
    expect(run.snap().value).toBe('ready');
    expect(run.ctx().finishError).toMatch(/took too long/);
    run.actor.send({ type: 'FINISH' });
    run.pending.complete[2]!.resolve({});
    await tick();
    expect(run.finished).toHaveBeenCalledTimes(1);
  });

  it('the preview calls nothing: Connect explains the dialog, the analysis explains itself, finishing only goes home', async () => {
    const run = start({ preview: true });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'CONNECT' });
    expect(run.snap().value).toEqual({ analyzing: 'preview' });
    expect(run.step()).toBe(2);
    run.clock.increment(10 * ANALYSIS_TIMEOUT_MS);
    expect(run.snap().value).toEqual({ analyzing: 'preview' });
    run.actor.send({ type: 'BACK' });
    expect(run.snap().value).toEqual({ connect: 'choosing' });
    run.actor.send({ type: 'CONNECT' });
    run.actor.send({ type: 'NEXT' });
    expect(run.snap().value).toBe('ready');
    run.actor.send({ type: 'FINISH' });
    expect(run.snap().status).toBe('done');
    expect(run.finished).toHaveBeenCalledTimes(1);
    expect(run.announceComplete).not.toHaveBeenCalled();
    expect([run.pending.scan, run.pending.tuneFeed, run.pending.complete].map((p) => p.length)).toEqual([0, 0, 0]);
  });
});

describe('analysisSummary', () => {
  it('reports the real numbers: accounts, top aesthetics and colours (ties by name), confidence, picks', () => {
    expect(analysisSummary(scanResult, feedResult)).toEqual({
      followingCount: 4,
      fashionAccounts: 3,
      aesthetics: ['minimalist', 'classic', 'streetwear'],
      colours: ['black', 'camel', 'cream'],
      // The profile's learning confidence (the one figure), not the scan genome's 0.73.
      confidence: { score: 0.4, percent: 40, band: 'Low', text: '40% · Low' },
      picks: 6,
      feedPersonal: true,
    });
  });

  it('says nothing it does not know: no genome → no aesthetics, no feed → no confidence', () => {
    expect(analysisSummary({ ...scanResult, style_genome: null, fashion_accounts: [], personalized_recommendations: [] }, null)).toMatchObject({
      fashionAccounts: 0, aesthetics: [], colours: [], confidence: null, picks: 0, feedPersonal: false,
    });
  });
});

// ───────────── every path of the graph, replayed on a real actor with a simulated clock ─────────────

const DONE = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as OnboardingEvent;
const ERROR = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as OnboardingEvent;
const ANALYSIS_TIMEOUT = { type: 'xstate.after.analysisTimeout.onboarding.analyzing.working' } as unknown as OnboardingEvent;
const FINISH_TIMEOUT = { type: 'xstate.after.finishTimeout.onboarding.finishing' } as unknown as OnboardingEvent;

const EVENTS: OnboardingEvent[] = [
  { type: 'NEXT' }, { type: 'BACK' }, { type: 'CONNECT' }, { type: 'DIALOG_CLOSED' }, { type: 'SKIP' }, { type: 'RETRY' }, { type: 'FINISH' },
  DONE('scan', scanResult), ERROR('scan', new Error('scan failed')), ERROR('scan', new NothingToAnalyseError()),
  DONE('tuneFeed', feedResult), ERROR('tuneFeed', new Error('tune failed')),
  DONE('complete', {}), ERROR('complete', new Error('complete failed')),
  ANALYSIS_TIMEOUT, FINISH_TIMEOUT,
];

/** Replays a path: actor events become promise settlements, delay events become clock time. */
const replay = async (events: readonly OnboardingEvent[], preview: boolean) => {
  const run = start({ preview });
  for (const event of events) {
    const match = /^xstate\.(done|error)\.actor\.(scan|tuneFeed|complete)$/.exec(event.type);
    if (match) {
      const queue = run.pending[match[2] as 'scan' | 'tuneFeed' | 'complete'];
      const settle = queue[queue.length - 1]!;
      const e = event as unknown as { output?: unknown; error?: Error };
      if (match[1] === 'done') (settle.resolve as (v: unknown) => void)(e.output);
      else settle.reject(e.error!);
      await tick();
    } else if (event.type === ANALYSIS_TIMEOUT.type) run.clock.increment(ANALYSIS_TIMEOUT_MS);
    else if (event.type === FINISH_TIMEOUT.type) run.clock.increment(FINISH_TIMEOUT_MS);
    else run.actor.send(event);
  }
  return run;
};

const serializeState = (s: { value: unknown; context: { scan: unknown; skipped: boolean; error: unknown; finishError: unknown } }) =>
  `${JSON.stringify(s.value)}|${s.context.scan !== null}|${s.context.skipped}|${s.context.error !== null}|${s.context.finishError !== null}`;

describe('onboarding machine: every path', () => {
  for (const preview of [false, true]) {
    it(`every shortest path reaches its state on a real actor (preview=${preview})`, async () => {
      const paths = getShortestPaths(onboardingMachine, { events: EVENTS, input: { preview } });
      const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
      const expected = preview
        ? ['"welcome"', '{"connect":"choosing"}', '{"analyzing":"preview"}', '"ready"', '"done"']
        : ['"welcome"', '{"connect":"choosing"}', '{"connect":"dialogOpen"}', '{"analyzing":{"working":"scanning"}}',
          '{"analyzing":{"working":"tuning"}}', '{"analyzing":"failed"}', '"ready"', '"finishing"', '"done"'];
      expect([...reached].sort()).toEqual([...expected].sort());
      for (const path of paths) {
        const run = await replay(path.steps.map((s) => s.event), preview);
        expect(run.snap().value).toEqual(path.state.value);
      }
    });

    it(`every simple path agrees with a real actor (preview=${preview})`, async () => {
      const paths = getSimplePaths(onboardingMachine, { events: EVENTS, input: { preview }, serializeState });
      expect(paths.length).toBeGreaterThan(preview ? 4 : 20);
      for (const path of paths) {
        const run = await replay(path.steps.map((s) => s.event), preview);
        expect(serializeState(run.snap())).toBe(serializeState(path.state));
        // The only way to 'done' outside a preview is through a stored completion.
        if (path.state.status === 'done') {
          expect(run.finished).toHaveBeenCalledTimes(1);
          if (!preview) expect(path.steps.some((s) => (s.event.type as string) === 'xstate.done.actor.complete')).toBe(true);
        }
      }
    });
  }
});
