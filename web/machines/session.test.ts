import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { ACTIVITY_THROTTLE_MS, WARNING_MS, sessionMachine, warningVisible } from './session.js';

const MIN = 60_000;

const start = (expiresInMs: number, refresh?: () => Promise<{ expiresAt: number }>) => {
  const clock = new SimulatedClock();
  const onExpired = vi.fn();
  const logRefreshFailure = vi.fn();
  const machine = sessionMachine.provide({
    actions: { onExpired, logRefreshFailure },
    actors: { refreshSession: fromPromise(refresh ?? (async () => ({ expiresAt: clock.now() + 60 * MIN }))) },
  });
  const actor = createActor(machine, { clock, input: { expiresAt: clock.now() + expiresInMs, now: () => clock.now() } }).start();
  const snap = () => actor.getSnapshot();
  const warning = () => warningVisible(snap().context, snap().matches({ status: 'active' }));
  return { clock, actor, snap, warning, onExpired, logRefreshFailure };
};

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('session machine', () => {
  it('is active with time left, and ticks every second', () => {
    const { clock, snap } = start(10 * MIN);
    expect(snap().matches({ status: 'active' })).toBe(true);
    expect(snap().context.remainingMs).toBe(10 * MIN);
    clock.increment(1_000);
    expect(snap().context.remainingMs).toBe(10 * MIN - 1_000);
  });

  it('warns when 5 minutes or less remain', () => {
    const { clock, warning } = start(WARNING_MS + 3_000);
    expect(warning()).toBe(false);
    clock.increment(2_000);
    expect(warning()).toBe(false);
    clock.increment(1_000);
    expect(warning()).toBe(true);
  });

  it('the warning can be dismissed, and is cleared on expiry', () => {
    const { clock, actor, snap, warning, onExpired } = start(2 * MIN);
    expect(warning()).toBe(true);
    actor.send({ type: 'DISMISS_WARNING' });
    expect(warning()).toBe(false);
    clock.increment(2 * MIN);
    expect(snap().matches({ status: 'inactive' })).toBe(true);
    expect(snap().context.warningDismissed).toBe(false);
    expect(warning()).toBe(false);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('an expired session starts inactive', () => {
    const { snap } = start(-1);
    expect(snap().matches({ status: 'inactive' })).toBe(true);
  });

  it('refresh: idle → refreshing → success, extending the expiry and re-arming the warning', async () => {
    const { clock, actor, snap, warning } = start(2 * MIN);
    actor.send({ type: 'DISMISS_WARNING' });
    expect(snap().matches({ refresh: 'idle' })).toBe(true);
    actor.send({ type: 'REFRESH' });
    expect(snap().matches({ refresh: 'refreshing' })).toBe(true);
    await flush();
    expect(snap().matches({ refresh: 'success' })).toBe(true);
    expect(snap().context.remainingMs).toBe(60 * MIN);
    expect(warning()).toBe(false);
    clock.increment(55 * MIN);
    expect(warning()).toBe(true);
  });

  it('refresh failure only logs and leaves the session as it was', async () => {
    const { actor, snap, logRefreshFailure } = start(2 * MIN, async () => {
      throw new Error('offline');
    });
    actor.send({ type: 'REFRESH' });
    await flush();
    expect(snap().matches({ refresh: 'failed' })).toBe(true);
    expect(snap().matches({ status: 'active' })).toBe(true);
    expect(snap().context.remainingMs).toBe(2 * MIN);
    expect(logRefreshFailure).toHaveBeenCalledTimes(1);
    actor.send({ type: 'REFRESH' });
    expect(snap().matches({ refresh: 'refreshing' })).toBe(true);
  });

  it('a new expiry from the server brings an inactive session back', () => {
    const { clock, actor, snap } = start(1_000);
    clock.increment(1_000);
    expect(snap().matches({ status: 'inactive' })).toBe(true);
    actor.send({ type: 'EXPIRES_AT', expiresAt: clock.now() + 10 * MIN });
    expect(snap().matches({ status: 'active' })).toBe(true);
  });

  it('records activity at most every 30 s', () => {
    const { clock, actor, snap } = start(60 * MIN);
    actor.send({ type: 'ACTIVITY' });
    expect(snap().context.lastActivityAt).toBe(0);
    clock.increment(ACTIVITY_THROTTLE_MS - 1_000);
    actor.send({ type: 'ACTIVITY' });
    expect(snap().context.lastActivityAt).toBe(0);
    clock.increment(1_000);
    actor.send({ type: 'ACTIVITY' });
    expect(snap().context.lastActivityAt).toBe(ACTIVITY_THROTTLE_MS);
  });
});
