/**
 * The server's side of photo decoding: every uploaded file is decoded in a bounded pool of photo
 * workers (worker-pool.ts running photo-worker.ts), so the event loop never waits on a decode. Each
 * decode has its own time (IMAGE_DECODE_TIMEOUT_MS, counted from when it starts) and memory budget
 * (decode-budget.ts, judged from the header); the pool shares its workers fairly between shoppers.
 * A worker's outcome becomes the stored photo or the shopper's clear 400.
 */
import type { ResourceLimits } from 'node:worker_threads';
import type { AcceptedImageType } from '../../tools/analysis/contracts.js';
import type { PaletteMeasurement } from '../../tools/analysis/palette.js';
import { loadSharp } from '../../tools/analysis/load-sharp.js';
import { DECODE_MEMORY_BUDGET_BYTES, MAX_INPUT_PIXELS } from './decode-budget.js';
import type { DecodeOutcome } from './decode.js';
import { refuse } from './errors.js';
import type { PhotoJob, PhotoJobOutcome } from './photo-worker.js';
import type { PhotoVariant } from './variants.js';
import { WorkerCrashedError, WorkerPool, WorkerTimeoutError } from './worker-pool.js';

export interface ProcessedPhoto {
  webp: Buffer;
  width: number;
  height: number;
  sourceType: AcceptedImageType;
  palette: PaletteMeasurement;
  variants: StoredVariant[];
}

interface StoredVariant {
  width: PhotoVariant['width'];
  height: number;
  webp: Buffer;
}

export interface PhotoProcessorOptions {
  /** Photo workers, so decodes at once (config IMAGE_WORKERS). */
  workers: number;
  /** Each decode's time from when it starts (config IMAGE_DECODE_TIMEOUT_MS). */
  timeoutMs: number;
}

export interface PhotoProcessor {
  /** `owner` is the shopper (the pool's fair share); `signal` drops the job if it has not started. */
  process(bytes: Buffer, fileName: string, owner: string, signal?: AbortSignal): Promise<ProcessedPhoto>;
  /** The smaller copies of a photo stored before they existed (our own WebP); `owner` as above. */
  variants(webp: Buffer, owner: string): Promise<StoredVariant[]>;
  close(): Promise<void>;
}

/**
 * The worker's JavaScript heap. The pixels live outside it (libvips' memory, WebAssembly's, typed
 * arrays), bounded by the header check instead; this stops a runaway in the JavaScript itself.
 */
const WORKER_HEAP: ResourceLimits = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 32 };

/**
 * From source (tests, `npm run dev`) the TypeScript worker is started through a tsx loader; the
 * built server has it bundled beside itself as dist/server/photo-worker.js (scripts/build-server.ts).
 */
const workerScript = (): { script: URL; workerData?: { entry: string } } =>
  import.meta.url.endsWith('.ts')
    ? { script: new URL('./typescript-worker.mjs', import.meta.url), workerData: { entry: new URL('./photo-worker.ts', import.meta.url).href } }
    : { script: new URL('./photo-worker.js', import.meta.url) };

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

const reasonOf = (outcome: Exclude<DecodeOutcome, { kind: 'photo' | 'unsupported_type' }>): string => {
  switch (outcome.kind) {
    case 'too_many_pixels':
      return `it is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`;
    case 'too_much_memory':
      return `as a ${outcome.width} × ${outcome.height} ${outcome.format} it would take more than ${DECODE_MEMORY_BUDGET_BYTES / 1024 / 1024} MB to decode`;
    case 'undecodable':
      return 'it is damaged or incomplete';
  }
};

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const stored = (v: PhotoVariant): StoredVariant => ({ width: v.width, height: v.height, webp: asBuffer(v.webp) });

export const createPhotoProcessor = (options: PhotoProcessorOptions): PhotoProcessor => {
  const pool = new WorkerPool<PhotoJob, PhotoJobOutcome>({ ...workerScript(), size: options.workers, timeoutMs: options.timeoutMs, resourceLimits: WORKER_HEAP });
  return {
    async process(bytes, fileName, owner, signal) {
      // sharp is loaded on the main thread before any worker: on glibc a worker that exits would
      // otherwise unload libvips while another still uses it.
      await loadSharp();
      const copy = new Uint8Array(bytes); // handed over to the worker
      const job: PhotoJob = { kind: 'upload', bytes: copy, timeoutMs: options.timeoutMs };
      const cannotRead = (reason: string) => refuse(400, 'invalid_image', `"${fileName}" looks like an image but cannot be read: ${reason}.`, fileName);
      let outcome: PhotoJobOutcome;
      try {
        outcome = await pool.run(owner, job, signal, [copy.buffer]);
      } catch (error) {
        if (error instanceof WorkerTimeoutError) throw cannotRead(`it took longer than ${seconds(error.timeoutMs)} to decode`);
        if (error instanceof WorkerCrashedError) throw cannotRead('the decoder stopped on it');
        throw error;
      }
      if (outcome.kind === 'unsupported_type') {
        throw refuse(400, 'unsupported_type', `"${fileName}" is not a JPEG, PNG, WebP, AVIF or HEIC image.`, fileName);
      }
      if (outcome.kind === 'variants') throw new Error('a photo worker answered an upload with copies only');
      if (outcome.kind !== 'photo') throw cannotRead(reasonOf(outcome));
      const { webp, width, height, sourceType, palette, variants } = outcome;
      return { webp: asBuffer(webp), width, height, sourceType, palette, variants: variants.map(stored) };
    },
    async variants(webp, owner) {
      await loadSharp();
      const copy = new Uint8Array(webp);
      const outcome = await pool.run(owner, { kind: 'variants', bytes: copy, timeoutMs: options.timeoutMs }, undefined, [copy.buffer]);
      if (outcome.kind !== 'variants') throw new Error(`a photo worker answered a request for copies with ${outcome.kind}`);
      return outcome.variants.map(stored);
    },
    close: () => pool.close(),
  };
};
