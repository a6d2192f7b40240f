/**
 * Product rules §4 Product upload (My Products): idle → uploading (progress up to 50) → analyzing (60, 80)
 * → done (100). §5: only image files ('Invalid files'), at most 10 kept, at least one ('No files
 * selected'). Uploading reports the request's real progress scaled into 0..50; analyzing is 60 while
 * the photos are analysed and 80 while the updated style profile is read back (the analysis
 * itself feeds user_style_profiles on the server). The network steps are actors the page
 * provides, so tests drive every path; timeouts keep a stalled request from hanging the card.
 */
import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import { UPLOAD_LIMITS, type StyleAnalysis, type Upload } from '../../tools/analysis/contracts.js';
import { errorMessage, topState } from './helpers.js';

export const UPLOAD_PROGRESS = { uploadingMax: 50, analyzing: 60, learning: 80, done: 100 } as const;

/** The style profile after the upload, as the card reports it. */
export interface LearnedProfile {
  learning_confidence: number;
  top_aesthetics: string[];
}
export const PRODUCT_UPLOAD_TIMEOUT_MS = 120_000;
export const PRODUCT_ANALYSIS_TIMEOUT_MS = 60_000;

/** What the machine needs of a File (tests pass plain objects). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

export interface ProductUploadContext<F extends PickedFile = PickedFile> {
  files: F[];
  progress: number;
  uploads: Upload[];
  analysis: StyleAnalysis | null;
  profile: LearnedProfile | null;
  error: string | null;
}

export type ProductUploadEvent<F extends PickedFile = PickedFile> =
  | { type: 'SELECT'; files: F[] }
  | { type: 'REMOVE'; index: number }
  | { type: 'UPLOAD' }
  | { type: 'RESET' }
  | { type: 'UPLOAD.PROGRESS'; fraction: number }
  | { type: 'UPLOAD.DONE'; uploads: Upload[] }
  | { type: 'UPLOAD.FAILED'; message: string };

export type ProductUploadEmitted = { type: 'toast'; title: string; description: string; tone: 'error' | 'success' };

const isImage = (f: PickedFile) => f.type.startsWith('image/') || (!f.type && /\.(jpe?g|png|webp|avif|heic|heif)$/i.test(f.name));
const messageOf = (error: unknown) => errorMessage(error, 'Failed to upload and analyze products');

export const productUploadMachine = setup({
  types: {
    context: {} as ProductUploadContext,
    events: {} as ProductUploadEvent,
    emitted: {} as ProductUploadEmitted,
  },
  actors: {
    /** Sends UPLOAD.PROGRESS, then UPLOAD.DONE or UPLOAD.FAILED. */
    upload: fromCallback<ProductUploadEvent, { files: PickedFile[] }>(() => () => {}),
    analyze: fromPromise<StyleAnalysis, { uploads: Upload[] }>(async () => { throw new Error('analyze not provided'); }),
    learn: fromPromise<LearnedProfile, { uploads: Upload[]; analysis: StyleAnalysis }>(async () => { throw new Error('learn not provided'); }),
  },
  guards: {
    allImages: ({ event }) => event.type === 'SELECT' && event.files.every(isImage),
    hasFiles: ({ context }) => context.files.length > 0,
  },
  delays: {
    uploadTimeout: PRODUCT_UPLOAD_TIMEOUT_MS,
    analysisTimeout: PRODUCT_ANALYSIS_TIMEOUT_MS,
  },
  actions: {
    keepFiles: assign({
      // New picks join the ones already chosen; product rules §9: at most 10 photos kept.
      files: ({ context, event }) => (event.type === 'SELECT' ? [...context.files, ...event.files].slice(0, UPLOAD_LIMITS.maxFiles) : context.files),
      error: null,
    }),
    invalidFiles: emit({ type: 'toast', title: 'Invalid files', description: 'Please select only image files', tone: 'error' } as const),
    noFiles: emit({ type: 'toast', title: 'No files selected', description: 'Please select some product images to upload', tone: 'error' } as const),
    failedToast: emit(({ context }) => ({ type: 'toast' as const, title: 'Upload failed', description: context.error ?? 'Failed to upload and analyze products', tone: 'error' as const })),
  },
}).createMachine({
  id: 'productUpload',
  context: { files: [], progress: 0, uploads: [], analysis: null, profile: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SELECT: [{ guard: 'allImages', actions: 'keepFiles' }, { actions: 'invalidFiles' }],
        REMOVE: { actions: assign({ files: ({ context, event }) => context.files.filter((_, i) => i !== event.index) }) },
        UPLOAD: [{ guard: 'hasFiles', target: 'uploading' }, { actions: 'noFiles' }],
      },
    },
    uploading: {
      entry: assign({ progress: 0, uploads: [], analysis: null, profile: null, error: null }),
      invoke: { src: 'upload', input: ({ context }) => ({ files: context.files }) },
      after: { uploadTimeout: { target: 'failed', actions: assign({ error: 'The upload took too long. Please try again.' }) } },
      on: {
        'UPLOAD.PROGRESS': {
          // Never backwards, never past the uploading share.
          actions: assign({
            progress: ({ context, event }) =>
              Math.max(context.progress, Math.round(Math.min(1, Math.max(0, event.fraction)) * UPLOAD_PROGRESS.uploadingMax)),
          }),
        },
        'UPLOAD.DONE': { target: 'analyzing', actions: assign({ uploads: ({ event }) => event.uploads, progress: UPLOAD_PROGRESS.uploadingMax }) },
        'UPLOAD.FAILED': { target: 'failed', actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    analyzing: {
      initial: 'measuring',
      after: { analysisTimeout: { target: 'failed', actions: assign({ error: 'The analysis took too long. Please try again.' }) } },
      states: {
        measuring: {
          entry: assign({ progress: UPLOAD_PROGRESS.analyzing }),
          invoke: {
            src: 'analyze',
            input: ({ context }) => ({ uploads: context.uploads }),
            onDone: { target: 'learning', actions: assign({ analysis: ({ event }) => event.output }) },
            onError: { target: '#productUpload.failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
        learning: {
          entry: assign({ progress: UPLOAD_PROGRESS.learning }),
          invoke: {
            src: 'learn',
            input: ({ context }) => ({ uploads: context.uploads, analysis: context.analysis! }),
            onDone: { target: '#productUpload.done', actions: assign({ profile: ({ event }) => event.output }) },
            onError: { target: '#productUpload.failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
    done: {
      entry: [assign({ progress: UPLOAD_PROGRESS.done, files: [] }),
        emit({ type: 'toast', title: 'Products analyzed', description: 'Your style profile now includes these pieces.', tone: 'success' } as const)],
      on: {
        RESET: { target: 'idle', actions: assign({ progress: 0, uploads: [], analysis: null, profile: null }) },
        SELECT: [{ guard: 'allImages', target: 'idle', actions: [assign({ progress: 0, uploads: [], analysis: null, profile: null }), 'keepFiles'] }, { actions: 'invalidFiles' }],
      },
    },
    failed: {
      entry: ['failedToast', assign({ progress: 0 })],
      on: {
        UPLOAD: { target: 'uploading' },
        RESET: { target: 'idle', actions: assign({ error: null }) },
        SELECT: [{ guard: 'allImages', target: 'idle', actions: 'keepFiles' }, { actions: 'invalidFiles' }],
        REMOVE: { actions: assign({ files: ({ context, event }) => context.files.filter((_, i) => i !== event.index) }) },
      },
    },
  },
});

/** Where the card is, for its labels: the spec's four states plus a failure. */
export type ProductUploadPhase = 'idle' | 'uploading' | 'analyzing' | 'done' | 'failed';
export const productUploadPhase = (value: unknown): ProductUploadPhase => topState<ProductUploadPhase>(value);
