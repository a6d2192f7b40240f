/**
 * Product rules §4 Look completion: no image → analyzing → result. The spec simulates 2 s; here analyzing is
 * real work in two steps: the photo is uploaded (wardrobe bucket, private), then looks.complete
 * reads it against the shopper's wardrobe and the catalogue. Both steps are actors the page
 * provides; a timeout keeps a stalled request from leaving the uploader spinning.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Upload } from '../../tools/analysis/contracts.js';
import { errorMessage, topState } from './helpers.js';

export const LOOK_ANALYSIS_TIMEOUT_MS = 60_000;

export interface LookPhoto {
  name: string;
  type: string;
  size: number;
}

export interface LookCompletionContext<R = unknown> {
  photo: LookPhoto | null;
  upload: Upload | null;
  result: R | null;
  error: string | null;
}

export type LookCompletionEvent =
  | { type: 'PHOTO'; photo: LookPhoto }
  | { type: 'RETRY' }
  | { type: 'RESET' };

const isImage = (f: LookPhoto) => f.type.startsWith('image/') || (!f.type && /\.(jpe?g|png|webp|avif|heic|heif)$/i.test(f.name));

export const lookCompletionMachine = setup({
  types: {
    context: {} as LookCompletionContext,
    events: {} as LookCompletionEvent,
  },
  actors: {
    upload: fromPromise<Upload, { photo: LookPhoto }>(async () => { throw new Error('upload not provided'); }),
    complete: fromPromise<unknown, { upload: Upload }>(async () => { throw new Error('complete not provided'); }),
  },
  guards: {
    isImage: ({ event }) => event.type === 'PHOTO' && isImage(event.photo),
    uploaded: ({ context }) => context.upload !== null,
  },
  delays: { analysisTimeout: LOOK_ANALYSIS_TIMEOUT_MS },
}).createMachine({
  id: 'lookCompletion',
  context: { photo: null, upload: null, result: null, error: null },
  initial: 'noImage',
  on: {
    PHOTO: [
      { guard: 'isImage', target: '.analyzing', actions: assign({ photo: ({ event }) => event.photo, upload: null, result: null, error: null }) },
      { target: '.failed', actions: assign({ error: 'Please choose an image file (JPEG, PNG, WebP, AVIF or HEIC).' }) },
    ],
    RESET: { target: '.noImage', actions: assign({ photo: null, upload: null, result: null, error: null }) },
  },
  states: {
    noImage: {},
    analyzing: {
      initial: 'choose',
      after: { analysisTimeout: { target: 'failed', actions: assign({ error: 'The analysis took too long. Please try again.' }) } },
      states: {
        // A retry after a failed analysis does not upload the same photo again.
        choose: { always: [{ guard: 'uploaded', target: 'completing' }, { target: 'uploading' }] },
        uploading: {
          invoke: {
            src: 'upload',
            input: ({ context }) => ({ photo: context.photo! }),
            onDone: { target: 'completing', actions: assign({ upload: ({ event }) => event.output }) },
            onError: { target: '#lookCompletion.failed', actions: assign({ error: ({ event }) => errorMessage(event.error, "We couldn't upload your image. Please try again.") }) },
          },
        },
        completing: {
          invoke: {
            src: 'complete',
            input: ({ context }) => ({ upload: context.upload! }),
            onDone: { target: '#lookCompletion.result', actions: assign({ result: ({ event }) => event.output }) },
            onError: { target: '#lookCompletion.failed', actions: assign({ error: ({ event }) => errorMessage(event.error, 'Failed to complete the look') }) },
          },
        },
      },
    },
    result: {},
    failed: {
      on: { RETRY: [{ guard: ({ context }) => context.photo !== null, target: 'analyzing' }, { target: 'noImage' }] },
    },
  },
});

export type LookCompletionPhase = 'noImage' | 'analyzing' | 'result' | 'failed';
export const lookCompletionPhase = (value: unknown): LookCompletionPhase => topState<LookCompletionPhase>(value);
