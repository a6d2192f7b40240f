// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { EngagementOutput, FollowingOutput, GenomeOutput, ScanOutput } from '../../../tools/discovery/contracts.js';
import { scannerMachine, scannerPhase } from '../../machines/scanner.js';
import { useStepNotices } from './machine-notices.js';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const answered = <T,>(value: T) => fromPromise<T, { handle: string | undefined }>(async () => value);
const machine = scannerMachine.provide({
  actors: {
    following: answered<FollowingOutput>({ connected: false, seed_handle: 'boho.meadow', following_count: 1, fashion_accounts: [], unmatched: [], unmatched_count: 0 }),
    engagement: answered<EngagementOutput>({ insights: [], patterns_analyzed: 1 }),
    genome: answered<GenomeOutput>({ genome: null, confidence_score: 0, confidence_band: 'Low', accuracy: null, signals: { follows: 1, likes: 0, saves: 0, feedback: 0 } }),
    scan: answered<ScanOutput>({ scanned_at: new Date(0).toISOString() } as ScanOutput),
  },
});

/** Runs a whole scan in a mounted screen; returns the query client's invalidation spy and the actor. */
const scanInScreen = async () => {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  let actor: ReturnType<typeof useActorRef<typeof machine>> | undefined;
  const Screen = () => {
    actor = useActorRef(machine, { input: { connected: false } });
    useStepNotices(actor);
    return null;
  };
  const view = render(<QueryClientProvider client={client}><Screen /></QueryClientProvider>);
  await act(async () => {
    actor!.send({ type: 'SCAN', handle: '@boho.meadow' });
    for (let i = 0; i < 10 && scannerPhase(actor!.getSnapshot().value) !== 'done'; i++) await vi.advanceTimersByTimeAsync(0);
  });
  expect(scannerPhase(actor!.getSnapshot().value)).toBe('done');
  return { invalidate, view, actor: actor! };
};

describe('useStepNotices', () => {
  it('refreshes the cached queries 2 s after a scan while the screen stays open, once', async () => {
    vi.useFakeTimers();
    const { invalidate, view } = await scanInScreen();
    expect(invalidate).not.toHaveBeenCalled();
    await act(async () => { await vi.advanceTimersByTimeAsync(2_000); });
    expect(invalidate).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('refreshes at once when the screen closes before the delayed refresh', async () => {
    vi.useFakeTimers();
    const { invalidate, view } = await scanInScreen();
    view.unmount();
    expect(invalidate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
