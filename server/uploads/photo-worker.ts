/**
 * A photo worker (one thread of the pool in process.ts): decodes one uploaded file at a time with
 * decode.ts and answers with the WebP and palette, or why the file was refused.
 */
import { parentPort } from 'node:worker_threads';
import { loadSharp } from '../../tools/analysis/load-sharp.js';
import { decodePhoto } from './decode.js';

/** The messages between process.ts and this worker. */
export interface PhotoJob {
  bytes: Uint8Array;
  timeoutMs: number;
}

const port = parentPort!;
const sharp = await loadSharp();
// One libvips thread per decode: on 2 cores the other stays with the event loop and the database,
// and the pool's size, not libvips, decides how many cores photos take. No operation cache either:
// a decoded bomb is not kept around in case the same file comes again.
sharp.concurrency(1);
sharp.cache(false);

port.on('message', async ({ id, input }: { id: number; input: PhotoJob }) => {
  try {
    const { outcome, retire } = await decodePhoto(input.bytes, input.timeoutMs);
    const transfer = outcome.kind === 'photo' ? [outcome.webp.buffer as ArrayBuffer] : [];
    port.postMessage({ id, ok: true, value: outcome, retire }, transfer);
  } catch (error) {
    port.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
port.postMessage({ ready: true });
