import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import {
  SCAN_REFRESH_DELAY_MS, SCAN_STEP_TIMEOUT_MS, SCANNER_MESSAGES, scannerMachine, scannerPhase, type ScannerEmitted,
} from './scanner.js';
import { engagement, following, genome, scan } from './scanner.fixtures.js';


type Step = 'following' | 'engagement' | 'genome' | 'scan';

/** A run whose four steps answer when the test says so. */
const start = (connected = false) => {
  const clock = new SimulatedClock();
  const pending = new Map<Step, { resolve: (v: unknown) => void; reject: (e: unknown) => void; input: { handle: string | undefined } }>();
  const step = <T>(name: Step) => fromPromise<T, { handle: string | undefined }>(({ input }) =>
    new Promise<T>((resolve, reject) => { pending.set(name, { resolve: resolve as (v: unknown) => void, reject, input }); }));
  const actor = createActor(scannerMachine.provide({
    actors: { following: step('following'), engagement: step('engagement'), genome: step('genome'), scan: step('scan') },
  }), { clock, input: { connected } });
  const emitted: ScannerEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  const snap = () => actor.getSnapshot();
  const answer = async (name: Step, value: unknown) => {
    pending.get(name)!.resolve(value);
    await tick();
  };
  const fail = async (name: Step, error: unknown) => {
    pending.get(name)!.reject(error);
    await tick();
  };
  return { clock, actor, emitted, snap, pending, answer, fail, phase: () => scannerPhase(snap().value) };
};
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('scanner machine (product rules §4 Smart analysis, §9 progress 15/35/60/85/100)', () => {
  it('refuses to scan without a handle unless connected (product rules §5), calling nothing', () => {
    const run = start(false);
    for (const handle of ['', '   ']) {
      run.actor.send({ type: 'SCAN', handle });
      expect(run.phase()).toBe('idle');
      expect(run.snap().context.error).toMatch(/Enter an Instagram handle/);
    }
    expect(run.pending.size).toBe(0);
  });

  it('walks the four steps at 15, 35, 60 and 85, finishes at 100 and asks for a refresh 2 s later', async () => {
    const run = start(false);
    run.actor.send({ type: 'SCAN', handle: ' @boho.meadow ' });
    expect(run.phase()).toBe('scanning');
    expect(run.snap().context).toMatchObject({ progress: 15, message: SCANNER_MESSAGES.following });
    expect(run.pending.get('following')!.input).toEqual({ handle: '@boho.meadow' });
    await run.answer('following', following);
    expect(run.snap().context).toMatchObject({ progress: 35, message: SCANNER_MESSAGES.engagement, following });
    await run.answer('engagement', engagement);
    expect(run.snap().context).toMatchObject({ progress: 60, message: SCANNER_MESSAGES.genome, engagement });
    await run.answer('genome', genome);
    expect(run.snap().context).toMatchObject({ progress: 85, message: SCANNER_MESSAGES.recommending, genome });
    await run.answer('scan', scan);
    expect(run.phase()).toBe('done');
    expect(run.snap().context).toMatchObject({ progress: 100, result: scan, error: null });
    expect(run.emitted.map((e) => e.type)).toEqual(['toast']);
    run.clock.increment(SCAN_REFRESH_DELAY_MS - 1);
    expect(run.emitted.some((e) => e.type === 'refresh')).toBe(false);
    run.clock.increment(1);
    expect(run.emitted.at(-1)).toEqual({ type: 'refresh' });
  });

  it('scans a connected shopper without a handle (no seed sent)', async () => {
    const run = start(true);
    run.actor.send({ type: 'SCAN', handle: '' });
    expect(run.pending.get('following')!.input).toEqual({ handle: undefined });
    const later = start(false);
    later.actor.send({ type: 'CONNECTED', value: true });
    later.actor.send({ type: 'SCAN', handle: '' });
    expect(later.phase()).toBe('scanning');
  });

  it('a failing step ends in "Scanning failed" with the server\'s message, or the spec\'s fallback', async () => {
    const run = start(false);
    run.actor.send({ type: 'SCAN', handle: 'noir.minimal' });
    await run.answer('following', following);
    await run.fail('engagement', new Error('Too many requests'));
    expect(run.phase()).toBe('failed');
    expect(run.snap().context).toMatchObject({ progress: 0, error: 'Too many requests' });
    expect(run.emitted.at(-1)).toEqual({ type: 'toast', title: 'Scanning failed', description: 'Too many requests', tone: 'error' });
    expect(run.pending.has('genome')).toBe(false);

    run.actor.send({ type: 'SCAN', handle: 'noir.minimal' });
    expect(run.snap().context).toMatchObject({ progress: 15, error: null, following: null });
    await run.fail('following', 'not an error object');
    expect(run.emitted.at(-1)).toMatchObject({ title: 'Scanning failed', description: 'Failed to analyze Instagram data. Please try again.' });
  });

  it('a step that never answers fails after its timeout', async () => {
    const run = start(false);
    run.actor.send({ type: 'SCAN', handle: 'noir.minimal' });
    await run.answer('following', following);
    await run.answer('engagement', engagement);
    run.clock.increment(SCAN_STEP_TIMEOUT_MS);
    expect(run.phase()).toBe('failed');
    expect(run.snap().context.error).toMatch(/took too long/);
  });

  it('scans again from done, and resets to idle', async () => {
    const run = start(false);
    run.actor.send({ type: 'SCAN', handle: 'a.b' });
    for (const [name, value] of [['following', following], ['engagement', engagement], ['genome', genome], ['scan', scan]] as const) await run.answer(name, value);
    expect(run.phase()).toBe('done');
    run.actor.send({ type: 'SCAN', handle: 'c.d' });
    expect(run.snap().context).toMatchObject({ progress: 15, result: null, handle: 'c.d' });
    await run.fail('following', new Error('x'));
    run.actor.send({ type: 'RESET' });
    expect(run.phase()).toBe('idle');
    expect(run.snap().context.error).toBeNull();
  });
});
