import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { NETWORK_DEBOUNCE_MS, RECONNECT_TIMEOUT_MS, connectionMachine, connectionStatusOf, type ConnectionEvent } from './connection.js';

const DEBOUNCE_EVENT = { type: 'xstate.after.debounce.connection.goingOffline' } as unknown as ConnectionEvent;
const TIMEOUT_EVENT = { type: 'xstate.after.reconnectTimeout.connection.reconnecting' } as unknown as ConnectionEvent;

const EVENTS: ConnectionEvent[] = [
  { type: 'OFFLINE' },
  { type: 'ONLINE' },
  { type: 'REFRESH_SETTLED' },
  { type: 'SIGNED_IN', value: true },
  { type: 'SIGNED_IN', value: false },
  DEBOUNCE_EVENT,
  TIMEOUT_EVENT,
];

const start = (input: { online?: boolean; signedIn?: boolean } = { signedIn: true }) => {
  const clock = new SimulatedClock();
  const requestRefresh = vi.fn();
  const actor = createActor(connectionMachine.provide({ actions: { requestRefresh } }), { clock, input }).start();
  return { clock, actor, requestRefresh, state: () => String(actor.getSnapshot().value) };
};

/** Replays a path's events on a real actor, turning the delay events into clock time. */
const replay = (events: readonly ConnectionEvent[], input: { signedIn: boolean }) => {
  const run = start(input);
  for (const event of events) {
    if (event.type === DEBOUNCE_EVENT.type) run.clock.increment(NETWORK_DEBOUNCE_MS);
    else if (event.type === TIMEOUT_EVENT.type) run.clock.increment(RECONNECT_TIMEOUT_MS);
    else run.actor.send(event);
  }
  return run;
};

describe('connection machine', () => {
  it('goes offline only 1 s after the offline event', () => {
    const { clock, actor, state } = start();
    actor.send({ type: 'OFFLINE' });
    clock.increment(NETWORK_DEBOUNCE_MS - 1);
    expect(connectionStatusOf(state())).toBe('online');
    clock.increment(1);
    expect(state()).toBe('offline');
  });

  it('ignores a blip shorter than the debounce', () => {
    const { clock, actor, state } = start();
    actor.send({ type: 'OFFLINE' });
    clock.increment(500);
    actor.send({ type: 'ONLINE' });
    clock.increment(5_000);
    expect(state()).toBe('online');
  });

  it('reconnects through a session refresh when signed in', () => {
    const { clock, actor, state, requestRefresh } = start();
    actor.send({ type: 'OFFLINE' });
    clock.increment(NETWORK_DEBOUNCE_MS);
    actor.send({ type: 'ONLINE' });
    expect(state()).toBe('reconnecting');
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    actor.send({ type: 'REFRESH_SETTLED' });
    expect(state()).toBe('online');
  });

  it('goes straight back online for a guest, without a refresh', () => {
    const { clock, actor, state, requestRefresh } = start({ signedIn: false });
    actor.send({ type: 'OFFLINE' });
    clock.increment(NETWORK_DEBOUNCE_MS);
    actor.send({ type: 'ONLINE' });
    expect(state()).toBe('online');
    expect(requestRefresh).not.toHaveBeenCalled();
  });

  it('never sticks in reconnecting', () => {
    const run = replay([{ type: 'OFFLINE' }, DEBOUNCE_EVENT, { type: 'ONLINE' }, TIMEOUT_EVENT], { signedIn: true });
    expect(run.state()).toBe('online');
  });

  it('starts offline when the browser says so', () => {
    expect(start({ online: false }).state()).toBe('offline');
  });

  for (const signedIn of [true, false]) {
    it(`every shortest path reaches its state on a real actor (signedIn=${signedIn})`, () => {
      const paths = getShortestPaths(connectionMachine, { events: EVENTS, input: { signedIn } });
      const reached = new Set(paths.map((p) => String(p.state.value)));
      expect(reached).toEqual(new Set(['online', 'goingOffline', 'offline', 'reconnecting']));
      for (const path of paths) {
        const run = replay(path.steps.map((s) => s.event), { signedIn });
        expect(run.state()).toBe(String(path.state.value));
      }
    });

    it(`every simple path agrees with a real actor (signedIn=${signedIn})`, () => {
      const paths = getSimplePaths(connectionMachine, { events: EVENTS, input: { signedIn }, serializeState: (s) => `${String(s.value)}|${s.context.signedIn}` });
      expect(paths.length).toBeGreaterThan(4);
      for (const path of paths) {
        const run = replay(path.steps.map((s) => s.event), { signedIn });
        expect(run.state()).toBe(String(path.state.value));
        expect(run.actor.getSnapshot().context.signedIn).toBe(path.state.context.signedIn);
      }
    });
  }
});
