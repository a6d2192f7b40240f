/**
 * The Smart Analysis scanner (product rules §2 Smart scanner, §4 Smart analysis, §9 progress 15, 35, 60, 85,
 * 100): idle → scanning (one real step per progress value: fashion accounts, engagement patterns,
 * style genome, then the stored scan with its recommendations) → done, or failed with 'Scanning
 * failed'. The spec reloads the page 2 s after a scan; this emits `refresh` after those 2 s and the
 * page invalidates its cached queries instead. The steps are actors the component provides.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import {
  HANDLE_REQUIRED_MESSAGE, SCAN_FAILED, SCANNER_PROGRESS,
  type EngagementOutput, type FollowingOutput, type GenomeOutput, type ScanOutput,
} from '../../tools/discovery/contracts.js';
import { errorMessage, REFRESH_PENDING_TAG, topState, type StepNotice } from './helpers.js';

export const SCAN_STEP_TIMEOUT_MS = 30_000;
/** Product rules §4: the page reloads 2 s after the analysis finishes. */
export const SCAN_REFRESH_DELAY_MS = 2_000;

export const SCANNER_MESSAGES = {
  following: 'Reading your following list...',
  engagement: 'Analyzing engagement patterns...',
  genome: 'Building your style genome...',
  recommending: 'Finding pieces for your genome...',
  done: 'Analysis complete',
} as const;

export interface ScannerContext {
  connected: boolean;
  handle: string;
  progress: number;
  message: string;
  following: FollowingOutput | null;
  engagement: EngagementOutput | null;
  genome: GenomeOutput | null;
  result: ScanOutput | null;
  error: string | null;
}

export type ScannerEvent =
  | { type: 'CONNECTED'; value: boolean }
  | { type: 'SCAN'; handle: string }
  | { type: 'RESET' };

export type ScannerEmitted = StepNotice;

interface StepInput { handle: string | undefined }

const messageOf = (error: unknown) => errorMessage(error, SCAN_FAILED.fallback);
/** Every step ends the scan the same way when it fails or takes too long. */
const stepFailed = { target: '#scanner.failed', actions: 'recordError' } as const;
const stepTooSlow = { stepTimeout: { target: '#scanner.failed', actions: 'tooSlow' } } as const;
const handleInput = ({ context }: { context: ScannerContext }): StepInput => ({ handle: context.handle.trim() || undefined });

export const scannerMachine = setup({
  types: {
    context: {} as ScannerContext,
    events: {} as ScannerEvent,
    emitted: {} as ScannerEmitted,
    input: {} as { connected?: boolean },
  },
  actors: {
    following: fromPromise<FollowingOutput, StepInput>(async () => { throw new Error('following not provided'); }),
    engagement: fromPromise<EngagementOutput, StepInput>(async () => { throw new Error('engagement not provided'); }),
    genome: fromPromise<GenomeOutput, StepInput>(async () => { throw new Error('genome not provided'); }),
    scan: fromPromise<ScanOutput, StepInput>(async () => { throw new Error('scan not provided'); }),
  },
  actions: {
    recordError: assign({ error: ({ event }) => messageOf((event as { error?: unknown }).error) }),
    tooSlow: assign({ error: 'The scan took too long. Please try again.' }),
  },
  guards: {
    // Product rules §5: the demo scan needs a non-empty handle unless connected.
    canScan: ({ context, event }) => event.type === 'SCAN' && (context.connected || event.handle.trim() !== ''),
  },
  delays: { stepTimeout: SCAN_STEP_TIMEOUT_MS, refreshDelay: SCAN_REFRESH_DELAY_MS },
}).createMachine({
  id: 'scanner',
  context: ({ input }) => ({
    connected: input.connected ?? false, handle: '', progress: 0, message: '',
    following: null, engagement: null, genome: null, result: null, error: null,
  }),
  initial: 'idle',
  on: { CONNECTED: { actions: assign({ connected: ({ event }) => event.value }) } },
  states: {
    idle: {
      on: {
        SCAN: [
          { guard: 'canScan', target: 'scanning', actions: assign({ handle: ({ event }) => event.handle }) },
          { actions: assign({ error: HANDLE_REQUIRED_MESSAGE }) },
        ],
      },
    },
    scanning: {
      entry: assign({ following: null, engagement: null, genome: null, result: null, error: null }),
      initial: 'following',
      states: {
        following: {
          entry: assign({ progress: SCANNER_PROGRESS[0], message: SCANNER_MESSAGES.following }),
          invoke: {
            src: 'following', input: handleInput,
            onDone: { target: 'engagement', actions: assign({ following: ({ event }) => event.output }) },
            onError: stepFailed,
          },
          after: stepTooSlow,
        },
        engagement: {
          entry: assign({ progress: SCANNER_PROGRESS[1], message: SCANNER_MESSAGES.engagement }),
          invoke: {
            src: 'engagement', input: handleInput,
            onDone: { target: 'genome', actions: assign({ engagement: ({ event }) => event.output }) },
            onError: stepFailed,
          },
          after: stepTooSlow,
        },
        genome: {
          entry: assign({ progress: SCANNER_PROGRESS[2], message: SCANNER_MESSAGES.genome }),
          invoke: {
            src: 'genome', input: handleInput,
            onDone: { target: 'recommending', actions: assign({ genome: ({ event }) => event.output }) },
            onError: stepFailed,
          },
          after: stepTooSlow,
        },
        recommending: {
          entry: assign({ progress: SCANNER_PROGRESS[3], message: SCANNER_MESSAGES.recommending }),
          invoke: {
            src: 'scan', input: handleInput,
            onDone: { target: '#scanner.done', actions: assign({ result: ({ event }) => event.output }) },
            onError: stepFailed,
          },
          after: stepTooSlow,
        },
      },
    },
    done: {
      entry: [
        assign({ progress: SCANNER_PROGRESS[4], message: SCANNER_MESSAGES.done }),
        emit({ type: 'toast', title: 'Analysis Complete!', description: 'Your style genome is ready.', tone: 'success' } as const),
      ],
      initial: 'waiting',
      states: {
        waiting: {
          tags: [REFRESH_PENDING_TAG],
          after: { refreshDelay: { target: 'refreshed', actions: emit({ type: 'refresh' } as const) } },
        },
        refreshed: {},
      },
      on: {
        SCAN: { guard: 'canScan', target: 'scanning', actions: assign({ handle: ({ event }) => event.handle }) },
        RESET: { target: 'idle', actions: assign({ progress: 0, message: '' }) },
      },
    },
    failed: {
      entry: [
        assign({ progress: 0, message: '' }),
        emit(({ context }) => ({ type: 'toast' as const, title: SCAN_FAILED.title, description: context.error ?? SCAN_FAILED.fallback, tone: 'error' as const })),
      ],
      on: {
        SCAN: [
          { guard: 'canScan', target: 'scanning', actions: assign({ handle: ({ event }) => event.handle }) },
          { target: 'idle', actions: assign({ error: HANDLE_REQUIRED_MESSAGE }) },
        ],
        RESET: { target: 'idle', actions: assign({ error: null }) },
      },
    },
  },
});

export type ScannerPhase = 'idle' | 'scanning' | 'done' | 'failed';
export const scannerPhase = (value: unknown): ScannerPhase => topState<ScannerPhase>(value);
