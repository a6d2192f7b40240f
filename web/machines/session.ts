/**
 * Product rules §4 Session: active / inactive by expiry; a warning when 5 minutes or less remain (dismissable,
 * cleared on expiry); the remaining time ticks every second; refresh status idle → refreshing →
 * success | failed (a failure is only logged); user activity recorded at most every 30 s.
 */
import { assign, fromPromise, setup } from 'xstate';

export const WARNING_MS = 5 * 60_000;
export const TICK_MS = 1_000;
export const ACTIVITY_THROTTLE_MS = 30_000;

export interface SessionInput {
  /** Epoch ms; null means no session. */
  expiresAt: number | null;
  now?: () => number;
}

export interface SessionContext {
  expiresAt: number | null;
  remainingMs: number;
  /** The user closed the warning for the current expiry. */
  warningDismissed: boolean;
  lastActivityAt: number | null;
  now: () => number;
}

export type SessionEvent =
  | { type: 'DISMISS_WARNING' }
  | { type: 'REFRESH' }
  | { type: 'ACTIVITY' }
  /** The server told us a new expiry some other way (e.g. a get-session re-read). */
  | { type: 'EXPIRES_AT'; expiresAt: number | null };

const remaining = (expiresAt: number | null, now: number) => (expiresAt === null ? 0 : Math.max(0, expiresAt - now));

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    // Provided by the app: POST /api/session/extend.
    refreshSession: fromPromise<{ expiresAt: number }>(async () => {
      throw new Error('refreshSession not provided');
    }),
  },
  actions: {
    tick: assign({ remainingMs: ({ context }) => remaining(context.expiresAt, context.now()) }),
    logRefreshFailure: (_, params: { error: unknown }) => {
      console.warn('Session refresh failed', params.error);
    },
    // Provided by the app: re-read the session so guards send the user to /auth.
    onExpired: () => {},
    // A new expiry re-arms the warning: the user is warned again as it nears.
    acceptExpiry: assign(({ context }, params: { expiresAt: number | null }) => ({
      expiresAt: params.expiresAt,
      remainingMs: remaining(params.expiresAt, context.now()),
      warningDismissed: params.expiresAt === context.expiresAt ? context.warningDismissed : false,
    })),
  },
  guards: {
    expired: ({ context }) => remaining(context.expiresAt, context.now()) <= 0,
    activityDue: ({ context }) => context.lastActivityAt === null || context.now() - context.lastActivityAt >= ACTIVITY_THROTTLE_MS,
  },
  delays: { tick: TICK_MS },
}).createMachine({
  id: 'session',
  type: 'parallel',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    return { expiresAt: input.expiresAt, remainingMs: remaining(input.expiresAt, now()), warningDismissed: false, lastActivityAt: null, now };
  },
  on: {
    ACTIVITY: { guard: 'activityDue', actions: assign({ lastActivityAt: ({ context }) => context.now() }) },
  },
  states: {
    status: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'expired', target: 'inactive' }, { target: 'active' }],
        },
        active: {
          after: { tick: { target: 'active', reenter: true, actions: 'tick' } },
          always: { guard: 'expired', target: 'inactive' },
          on: {
            DISMISS_WARNING: { actions: assign({ warningDismissed: true }) },
            EXPIRES_AT: { target: 'checking', actions: { type: 'acceptExpiry', params: ({ event }) => ({ expiresAt: event.expiresAt }) } },
          },
        },
        inactive: {
          // The warning is cleared on expiry.
          entry: [assign({ remainingMs: 0, warningDismissed: false }), 'onExpired'],
          on: {
            EXPIRES_AT: { target: 'checking', actions: { type: 'acceptExpiry', params: ({ event }) => ({ expiresAt: event.expiresAt }) } },
          },
        },
      },
    },
    refresh: {
      initial: 'idle',
      states: {
        idle: { on: { REFRESH: 'refreshing' } },
        refreshing: {
          invoke: {
            src: 'refreshSession',
            onDone: { target: 'success', actions: [{ type: 'acceptExpiry', params: ({ event }) => ({ expiresAt: event.output.expiresAt }) }, 'tick'] },
            onError: { target: 'failed', actions: { type: 'logRefreshFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        success: { on: { REFRESH: 'refreshing' } },
        failed: { on: { REFRESH: 'refreshing' } },
      },
    },
  },
});

/** The warning shows when 5 minutes or less remain, the session is active, and it was not dismissed. */
export const warningVisible = (context: Pick<SessionContext, 'remainingMs' | 'warningDismissed'>, active: boolean): boolean =>
  active && context.remainingMs > 0 && context.remainingMs <= WARNING_MS && !context.warningDismissed;
