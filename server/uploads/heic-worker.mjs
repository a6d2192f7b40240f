/**
 * Decodes HEIC photos (HEVC, which sharp's prebuilt libvips cannot read) with libheif compiled to
 * WebAssembly, off the main thread: a 12-megapixel photo takes seconds of CPU, and the server keeps
 * answering everyone else meanwhile. Answers RGBA pixels of the primary image, upright (libheif
 * applies the file's rotation and mirroring), or why it could not. Plain JavaScript so the same file
 * runs from source and from the bundle (scripts/build-server.ts); its messages are typed in heic.ts.
 */
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const decode = createRequire(import.meta.url)('heic-decode');

parentPort.on('message', async ({ id, bytes, maxPixels }) => {
  let answer;
  try {
    const images = await decode.all({ buffer: bytes });
    try {
      const primary = images[0];
      if (!primary) answer = { id, ok: false, reason: 'undecodable' };
      else if (primary.width * primary.height > maxPixels) answer = { id, ok: false, reason: 'too_large' };
      else {
        const { width, height, data } = await primary.decode();
        answer = { id, ok: true, width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
      }
    } finally {
      images.dispose();
    }
  } catch {
    answer = { id, ok: false, reason: 'undecodable' };
  }
  parentPort.postMessage(answer, answer.ok ? [answer.data.buffer] : []);
});
