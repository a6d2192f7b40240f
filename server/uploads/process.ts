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
import type { PhotoJob } from './photo-worker.js';
import { WorkerCrashedError, WorkerPool, WorkerTimeoutError } from './worker-pool.js';

export interface ProcessedPhoto {
  webp: Buffer;
  width: number;
  height: number;
  sourceType: AcceptedImageType;
  palette: PaletteMeasurement;
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

export const createPhotoProcessor = (options: PhotoProcessorOptions): PhotoProcessor => {
  const pool = new WorkerPool<PhotoJob, DecodeOutcome>({ ...workerScript(), size: options.workers, timeoutMs: options.timeoutMs, resourceLimits: WORKER_HEAP });
  return {
    async process(bytes, fileName, owner, signal) {
      // sharp is loaded on the main thread before any worker: on glibc a worker that exits would
      // otherwise unload libvips while another still uses it.
      await loadSharp();
      const copy = new Uint8Array(bytes); // handed over to the worker
      const job: PhotoJob = { bytes: copy, timeoutMs: options.timeoutMs };
      const cannotRead = (reason: string) => refuse(400, 'invalid_image', `"${fileName}" looks like an image but cannot be read: ${reason}.`, fileName);
      let outcome: DecodeOutcome;
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
      if (outcome.kind !== 'photo') throw cannotRead(reasonOf(outcome));
      const { webp, width, height, sourceType, palette } = outcome;
      return { webp: Buffer.from(webp.buffer, webp.byteOffset, webp.byteLength), width, height, sourceType, palette };
    },
    close: () => pool.close(),
  };
};
