/**
 * A photo worker (one thread of the pool in process.ts): decodes one uploaded file at a time with
 * decode.ts and answers with the WebP, its smaller copies and palette, or why the file was refused;
 * or makes the smaller copies of a photo stored before they existed (variants.ts).
 */
import { parentPort } from 'node:worker_threads';
import { loadSharp } from '../../tools/analysis/load-sharp.js';
import { decodePhoto, type DecodeOutcome } from './decode.js';
import { variantsOfStoredPhoto, type PhotoVariant } from './variants.js';

/** The messages between process.ts and this worker: an uploaded file, or a stored photo to make copies of. */
export interface PhotoJob {
  kind: 'upload' | 'variants';
  bytes: Uint8Array;
  timeoutMs: number;
}

export type PhotoJobOutcome = DecodeOutcome | { kind: 'variants'; variants: PhotoVariant[] };

const buffersOf = (outcome: PhotoJobOutcome): ArrayBuffer[] =>
  outcome.kind === 'photo' ? [outcome.webp.buffer as ArrayBuffer, ...outcome.variants.map((v) => v.webp.buffer as ArrayBuffer)]
    : outcome.kind === 'variants' ? outcome.variants.map((v) => v.webp.buffer as ArrayBuffer)
      : [];

const port = parentPort!;
const sharp = await loadSharp();
// One libvips thread per decode: on 2 cores the other stays with the event loop and the database,
// and the pool's size, not libvips, decides how many cores photos take. No operation cache either:
// a decoded bomb is not kept around in case the same file comes again.
sharp.concurrency(1);
sharp.cache(false);

port.on('message', async ({ id, input }: { id: number; input: PhotoJob }) => {
  try {
    const { outcome, retire }: { outcome: PhotoJobOutcome; retire: boolean } = input.kind === 'variants'
      ? { outcome: { kind: 'variants', variants: await variantsOfStoredPhoto(input.bytes, input.timeoutMs) }, retire: false }
      : await decodePhoto(input.bytes, input.timeoutMs);
    port.postMessage({ id, ok: true, value: outcome, retire }, buffersOf(outcome));
  } catch (error) {
    port.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
port.postMessage({ ready: true });
