// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { scannerMachine, scannerPhase } from '../../machines/scanner.js';
import { engagement, following, genome, scan } from '../../machines/scanner.fixtures.js';
import { useStepNotices } from './machine-notices.js';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const answered = <T,>(value: T) => fromPromise<T, { handle: string | undefined }>(async () => value);
const machine = scannerMachine.provide({
  actors: {
    following: answered(following), engagement: answered(engagement), genome: answered(genome), scan: answered(scan),
  },
});

/** Runs a whole scan in a mounted screen; returns the query client's invalidation spy and the screen. */
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
  return { invalidate, view };
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
