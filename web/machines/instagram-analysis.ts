/**
 * The Instagram style analysis card (product rules §4): none → connected (a stored Instagram connection
 * exists) → analyzing (on 'Extract Style Data' / 'Re-analyze') → connected again on completion or
 * failure ('Analysis failed'). Progress 10, 30, 60, 90, 100 (§9), each value one real step, so its
 * label (analysisProgressLabel) says what is happening: 10 check the connection, 30 read the
 * following data, 60 analyse the recent posts, 90 regenerate the style DNA (the smart scan), 100 done.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import {
  ANALYSIS_FAILED, ANALYSIS_PROGRESS,
  type FollowingOutput, type InstagramAnalysis, type InstagramRecentOutput, type ScanOutput,
} from '../../tools/discovery/contracts.js';
import { errorMessage, topState, type StepNotice } from './helpers.js';

export const ANALYSIS_STEP_TIMEOUT_MS = 30_000;
/** How long 100% stays on screen before the card is back to connected. */
export const ANALYSIS_DONE_HOLD_MS = 1_000;

export interface InstagramAnalysisContext {
  /** From the stored connection when the card mounted. */
  startConnected: boolean;
  progress: number;
  analysis: InstagramAnalysis | null;
  error: string | null;
}

export type InstagramAnalysisEvent =
  | { type: 'CONNECTION'; connected: boolean }
  | { type: 'ANALYZE' };

export type InstagramAnalysisEmitted = StepNotice;

const messageOf = (error: unknown) => errorMessage(error, ANALYSIS_FAILED.fallback);

/** Every step goes back to connected with a 'Analysis failed' toast when it fails or takes too long. */
const stepFailed = { target: '#instagramAnalysis.connected', actions: ['recordError', 'failedToast'] } as const;
const stepTooSlow = { stepTimeout: { target: '#instagramAnalysis.connected', actions: ['tooSlow', 'failedToast'] } } as const;

export const instagramAnalysisMachine = setup({
  types: {
    context: {} as InstagramAnalysisContext,
    events: {} as InstagramAnalysisEvent,
    emitted: {} as InstagramAnalysisEmitted,
    input: {} as { connected?: boolean },
  },
  actors: {
    verify: fromPromise<InstagramRecentOutput>(async () => { throw new Error('verify not provided'); }),
    following: fromPromise<FollowingOutput>(async () => { throw new Error('following not provided'); }),
    analyze: fromPromise<InstagramAnalysis>(async () => { throw new Error('analyze not provided'); }),
    styleDna: fromPromise<ScanOutput>(async () => { throw new Error('styleDna not provided'); }),
  },
  actions: {
    tooSlow: assign({ error: 'The analysis took too long. Please try again.' }),
    recordError: assign({ error: ({ event }) => messageOf((event as { error?: unknown }).error) }),
    failedToast: emit(({ context }) => ({ type: 'toast' as const, title: ANALYSIS_FAILED.title, description: context.error ?? ANALYSIS_FAILED.fallback, tone: 'error' as const })),
  },
  delays: { stepTimeout: ANALYSIS_STEP_TIMEOUT_MS, doneHold: ANALYSIS_DONE_HOLD_MS },
}).createMachine({
  id: 'instagramAnalysis',
  context: ({ input }) => ({ startConnected: input.connected ?? false, progress: 0, analysis: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: ({ context }) => context.startConnected, target: 'connected' }, { target: 'none' }],
    },
    none: {
      on: { CONNECTION: { guard: ({ event }) => event.connected, target: 'connected' } },
    },
    connected: {
      on: {
        ANALYZE: 'analyzing',
        CONNECTION: { guard: ({ event }) => !event.connected, target: 'none' },
      },
    },
    analyzing: {
      entry: assign({ error: null, analysis: null }),
      initial: 'verifying',
      states: {
        verifying: {
          entry: assign({ progress: ANALYSIS_PROGRESS[0] }),
          invoke: {
            src: 'verify',
            onDone: [
              { guard: ({ event }) => event.output.connected, target: 'following' },
              { target: '#instagramAnalysis.none', actions: [assign({ error: 'Instagram is no longer connected. Connect it again to analyze.' }), 'failedToast'] },
            ],
            onError: stepFailed,
          },
          after: stepTooSlow,
        },
        following: {
          entry: assign({ progress: ANALYSIS_PROGRESS[1] }),
          invoke: { src: 'following', onDone: 'posts', onError: stepFailed },
          after: stepTooSlow,
        },
        posts: {
          entry: assign({ progress: ANALYSIS_PROGRESS[2] }),
          invoke: { src: 'analyze', onDone: { target: 'styleDna', actions: assign({ analysis: ({ event }) => event.output }) }, onError: stepFailed },
          after: stepTooSlow,
        },
        styleDna: {
          entry: assign({ progress: ANALYSIS_PROGRESS[3] }),
          invoke: { src: 'styleDna', onDone: 'complete', onError: stepFailed },
          after: stepTooSlow,
        },
        complete: {
          entry: [
            assign({ progress: ANALYSIS_PROGRESS[4] }),
            emit({ type: 'refresh' } as const),
            emit({ type: 'toast', title: 'Analysis complete', description: 'Your Instagram style data is up to date.', tone: 'success' } as const),
          ],
          after: { doneHold: '#instagramAnalysis.connected' },
        },
      },
    },
  },
});

export type InstagramAnalysisPhase = 'checking' | 'none' | 'connected' | 'analyzing';
export const instagramAnalysisPhase = (value: unknown): InstagramAnalysisPhase => topState<InstagramAnalysisPhase>(value);
