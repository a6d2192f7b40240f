/**
 * Product rules §4 Connection: online → offline (1 s after the browser's offline event, so a blip is
 * ignored) → reconnecting (network back and signed in; this asks for a session refresh) → online.
 */
import { assign, setup } from 'xstate';

export const NETWORK_DEBOUNCE_MS = 1_000;
/** Reconnecting never sticks: if the refresh never answers, we are online anyway. */
export const RECONNECT_TIMEOUT_MS = 10_000;

export type ConnectionEvent =
  | { type: 'OFFLINE' }
  | { type: 'ONLINE' }
  /** The session refresh asked for on reconnect finished (either way). */
  | { type: 'REFRESH_SETTLED' }
  | { type: 'SIGNED_IN'; value: boolean };

export interface ConnectionInput {
  online?: boolean;
  signedIn?: boolean;
}

export type ConnectionStatus = 'online' | 'offline' | 'reconnecting';

export const connectionMachine = setup({
  types: {
    context: {} as { signedIn: boolean; startOffline: boolean },
    events: {} as ConnectionEvent,
    input: {} as ConnectionInput,
  },
  actions: {
    // Provided by the app: sends REFRESH to the session machine.
    requestRefresh: () => {},
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
  },
  delays: {
    debounce: NETWORK_DEBOUNCE_MS,
    reconnectTimeout: RECONNECT_TIMEOUT_MS,
  },
}).createMachine({
  id: 'connection',
  context: ({ input }) => ({ signedIn: input.signedIn ?? false, startOffline: input.online === false }),
  initial: 'checking',
  on: {
    SIGNED_IN: { actions: assign({ signedIn: ({ event }) => event.value }) },
  },
  states: {
    checking: {
      always: [{ guard: ({ context }) => context.startOffline, target: 'offline' }, { target: 'online' }],
    },
    online: {
      on: { OFFLINE: 'goingOffline' },
    },
    goingOffline: {
      after: { debounce: 'offline' },
      on: { ONLINE: 'online' },
    },
    offline: {
      on: {
        ONLINE: [{ guard: 'signedIn', target: 'reconnecting' }, { target: 'online' }],
      },
    },
    reconnecting: {
      entry: 'requestRefresh',
      after: { reconnectTimeout: 'online' },
      on: {
        REFRESH_SETTLED: 'online',
        OFFLINE: 'goingOffline',
      },
    },
  },
});

/** What the dialog shows: the debounce window still counts as online. */
export const connectionStatusOf = (value: string): ConnectionStatus =>
  value === 'offline' ? 'offline' : value === 'reconnecting' ? 'reconnecting' : 'online';
