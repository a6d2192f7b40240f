/**
 * Product rules §4 Onboarding: steps 0 to 3 — Welcome; Connect Your Style Sources (Connect Accounts opens
 * the style-discovery dialog, 'Skip for now' jumps to step 3); AI Style Analysis; Ready to Style.
 * The spec's analysis is a 3-second timer; here closing the dialog starts a real analysis of what
 * was connected or picked, in two steps the page provides as actors: `scan` (discovery.scan: the
 * fashion accounts, the style genome and picks for the shopper, stored on the profile) and
 * `tuneFeed` (recommendations.refresh: the feed's taste rebuilt and awaited, so /home is personal
 * on arrival). Progress is the share of those steps done — nothing is simulated. Then the page
 * toasts 'Analysis Complete!' and shows step 3. Finishing records completion (`complete`:
 * onboarding.complete) and goes home.
 *
 * A preview (landing page 'Preview Onboarding', also for guests) runs the same steps without any
 * call: Connect shows what the dialog does, the analysis step explains itself, finishing only
 * goes home.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorMessage, topState } from './helpers.js';
import { styleConfidence, type StyleConfidence } from '../../tools/recommendations/style-confidence.js';

/** A stalled request never leaves the analysis spinning: after this it fails with retry/skip. */
export const ANALYSIS_TIMEOUT_MS = 60_000;
export const FINISH_TIMEOUT_MS = 20_000;

export const ONBOARDING_STEPS = ['Welcome', 'Connect Your Style Sources', 'AI Style Analysis', 'Ready to Style'] as const;
export type OnboardingStep = 0 | 1 | 2 | 3;

/** What the scan found, reduced to what step 3 says (the discovery.scan output satisfies it). */
export interface ScanResult {
  following_count: number;
  fashion_accounts: readonly { handle: string }[];
  style_genome: {
    aesthetic_dna: Record<string, number>;
    color_gravitational_pull: Record<string, number>;
    confidence_score: number;
  } | null;
  confidence_band: 'High' | 'Medium' | 'Low';
  personalized_recommendations: readonly unknown[];
}

/** recommendations.refresh's answer. */
export interface FeedResult {
  learning_confidence: number;
  has_taste: boolean;
}

/** Thrown by the scan actor when nothing was connected or picked: the shopper can connect again or skip. */
export class NothingToAnalyseError extends Error {
  override name = 'NothingToAnalyseError';
  constructor(message = 'Pick or connect at least one account whose style you like, or skip this for now.') {
    super(message);
  }
}

export interface OnboardingError {
  message: string;
  /** True when the scan found nothing connected or picked (offer Connect Accounts again). */
  nothingToAnalyse: boolean;
}

export interface OnboardingContext {
  preview: boolean;
  scan: ScanResult | null;
  feed: FeedResult | null;
  /** Step 3 reached through 'Skip for now' or skipping a failed analysis. */
  skipped: boolean;
  error: OnboardingError | null;
  finishError: string | null;
}

export type OnboardingEvent =
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'CONNECT' }
  /** The style-discovery dialog closed (however: Escape, its close button, the overlay). */
  | { type: 'DIALOG_CLOSED' }
  | { type: 'SKIP' }
  | { type: 'RETRY' }
  | { type: 'FINISH' };

export interface OnboardingInput {
  preview?: boolean;
}

const errorOf = (error: unknown, fallback: string): OnboardingError => ({
  message: errorMessage(error, fallback),
  nothingToAnalyse: error instanceof NothingToAnalyseError,
});

export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
  },
  actors: {
    scan: fromPromise<ScanResult>(async () => { throw new Error('scan not provided'); }),
    tuneFeed: fromPromise<FeedResult>(async () => { throw new Error('tuneFeed not provided'); }),
    complete: fromPromise<unknown>(async () => { throw new Error('complete not provided'); }),
  },
  actions: {
    // Provided by the page: the 'Analysis Complete!' toast; the local flag and /home on finishing.
    announceComplete: () => {},
    finished: () => {},
  },
  guards: {
    preview: ({ context }) => context.preview,
    scanned: ({ context }) => context.scan !== null,
  },
  delays: {
    analysisTimeout: ANALYSIS_TIMEOUT_MS,
    finishTimeout: FINISH_TIMEOUT_MS,
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({
    preview: input.preview ?? false, scan: null, feed: null, skipped: false, error: null, finishError: null,
  }),
  initial: 'welcome',
  states: {
    welcome: {
      on: { NEXT: 'connect' },
    },
    connect: {
      initial: 'choosing',
      on: {
        BACK: 'welcome',
        SKIP: { target: 'ready', actions: assign({ skipped: true }) },
      },
      states: {
        choosing: {
          on: {
            CONNECT: [
              { guard: 'preview', target: '#onboarding.analyzing.preview' },
              { target: 'dialogOpen' },
            ],
          },
        },
        dialogOpen: {
          on: { DIALOG_CLOSED: '#onboarding.analyzing' },
        },
      },
    },
    analyzing: {
      initial: 'working',
      entry: assign({ scan: null, feed: null, error: null, skipped: false }),
      states: {
        working: {
          initial: 'scanning',
          // Armed on each entry, so a retry gets its own full minute.
          after: {
            analysisTimeout: {
              target: 'failed',
              actions: assign({ error: { message: 'The analysis is taking too long. Try again, or skip it for now.', nothingToAnalyse: false } }),
            },
          },
          states: {
            scanning: {
              invoke: {
                id: 'scan',
                src: 'scan',
                onDone: { target: 'tuning', actions: assign({ scan: ({ event }) => event.output }) },
                onError: { target: '#onboarding.analyzing.failed', actions: assign({ error: ({ event }) => errorOf(event.error, 'The style analysis failed.') }) },
              },
            },
            tuning: {
              invoke: {
                id: 'tuneFeed',
                src: 'tuneFeed',
                onDone: { target: '#onboarding.ready', actions: [assign({ feed: ({ event }) => event.output }), 'announceComplete'] },
                onError: { target: '#onboarding.analyzing.failed', actions: assign({ error: ({ event }) => errorOf(event.error, 'Updating your feed failed.') }) },
              },
            },
          },
        },
        failed: {
          on: {
            // A retry after the scan succeeded only tunes the feed again.
            RETRY: [
              { guard: 'scanned', target: 'working.tuning', actions: assign({ error: null }) },
              { target: 'working.scanning', actions: assign({ error: null }) },
            ],
            CONNECT: '#onboarding.connect.dialogOpen',
            SKIP: { target: '#onboarding.ready', actions: assign({ skipped: true, error: null }) },
          },
        },
        /** Preview: what the analysis does, without doing it. */
        preview: {
          on: { NEXT: '#onboarding.ready', BACK: '#onboarding.connect' },
        },
      },
    },
    ready: {
      on: {
        FINISH: [
          { guard: 'preview', target: 'done' },
          { target: 'finishing' },
        ],
      },
    },
    finishing: {
      entry: assign({ finishError: null }),
      invoke: {
        id: 'complete',
        src: 'complete',
        onDone: 'done',
        onError: { target: 'ready', actions: assign({ finishError: ({ event }) => errorMessage(event.error, 'Could not save your progress. Please try again.') }) },
      },
      after: {
        finishTimeout: { target: 'ready', actions: assign({ finishError: 'Saving took too long. Please try again.' }) },
      },
    },
    done: {
      type: 'final',
      entry: 'finished',
    },
  },
});

/** The step (0-3) a state value shows. */
export const onboardingStep = (value: unknown): OnboardingStep => {
  const top = topState(value);
  switch (top) {
    case 'welcome': return 0;
    case 'connect': return 1;
    case 'analyzing': return 2;
    default: return 3;
  }
};

/** Honest progress of the analysis: the share of its two real steps that are done. */
export const analysisProgress = (value: unknown): number => {
  if (onboardingStep(value) === 3) return 100;
  const analyzing = (value as { analyzing?: unknown } | null)?.analyzing;
  const step = (analyzing as { working?: unknown } | undefined)?.working;
  return step === 'tuning' ? 50 : 0;
};

const topNames = (weights: Record<string, number> | undefined, n: number): string[] =>
  Object.entries(weights ?? {})
    .filter(([, w]) => w > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([name]) => name);

export interface AnalysisSummary {
  followingCount: number;
  fashionAccounts: number;
  aesthetics: string[];
  colours: string[];
  /** The one style-confidence figure (the stored profile's, after the feed was tuned); null when tuning failed. */
  confidence: StyleConfidence | null;
  picks: number;
  feedPersonal: boolean;
}

/** What step 3 says was learned, from the real results; null when nothing was analysed. */
export const analysisSummary = (scan: ScanResult | null, feed: FeedResult | null): AnalysisSummary | null => {
  if (!scan) return null;
  return {
    followingCount: scan.following_count,
    fashionAccounts: scan.fashion_accounts.length,
    aesthetics: topNames(scan.style_genome?.aesthetic_dna, 3),
    colours: topNames(scan.style_genome?.color_gravitational_pull, 3),
    confidence: feed ? styleConfidence(feed.learning_confidence) : null,
    picks: scan.personalized_recommendations.length,
    feedPersonal: feed?.has_taste ?? false,
  };
};
