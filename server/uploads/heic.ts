/**
 * The main thread's side of HEIC decoding (server/uploads/heic-worker.mjs): one worker, started on the
 * first HEIC photo and kept while photos arrive; it lets the process exit when idle, and a worker
 * that dies is replaced on the next photo. Requests queue in the worker, one decode at a time.
 */
import { Worker } from 'node:worker_threads';

/** The messages of server/uploads/heic-worker.mjs. */
interface HeicRequest { id: number; bytes: Uint8Array; maxPixels: number }
type HeicAnswer =
  | { id: number; ok: true; width: number; height: number; data: Uint8Array }
  | { id: number; ok: false; reason: 'too_large' | 'undecodable' };

export class HeicDecodeError extends Error {
  override name = 'HeicDecodeError';
  constructor(readonly reason: 'too_large' | 'undecodable') {
    super(`HEIC photo ${reason === 'too_large' ? 'is too large' : 'cannot be decoded'}`);
  }
}

/** A decode taking longer than this (a hostile file) fails, and the worker is replaced. */
const DECODE_TIMEOUT_MS = 60_000;

/** Beside this module: dist/server/heic-worker.mjs in the bundle, server/uploads/ from source. */
const WORKER_URL = new URL('./heic-worker.mjs', import.meta.url);

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: (answer: HeicAnswer) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();

const failAll = (error: Error) => {
  for (const [id, waiter] of pending) {
    clearTimeout(waiter.timer);
    waiter.reject(error);
    pending.delete(id);
  }
};

const startWorker = (): Worker => {
  const started = new Worker(WORKER_URL);
  started.on('message', (answer: HeicAnswer) => {
    const waiter = pending.get(answer.id);
    if (!waiter) return;
    clearTimeout(waiter.timer);
    pending.delete(answer.id);
    waiter.resolve(answer);
    if (pending.size === 0) started.unref();
  });
  const gone = (error: Error) => {
    if (worker === started) worker = null;
    failAll(error);
  };
  started.on('error', gone);
  started.on('exit', (code) => gone(new Error(`HEIC decoder stopped (exit ${code})`)));
  return started;
};

export const decodeHeic = async (bytes: Buffer, maxPixels: number): Promise<{ width: number; height: number; data: Buffer }> => {
  worker ??= startWorker();
  const current = worker;
  current.ref();
  const id = ++nextId;
  const copy = new Uint8Array(bytes); // the worker takes ownership of this one
  const answer = await new Promise<HeicAnswer>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new HeicDecodeError('undecodable'));
      void current.terminate();
    }, DECODE_TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    current.postMessage({ id, bytes: copy, maxPixels } satisfies HeicRequest, [copy.buffer]);
  });
  if (!answer.ok) throw new HeicDecodeError(answer.reason);
  return { width: answer.width, height: answer.height, data: Buffer.from(answer.data.buffer, answer.data.byteOffset, answer.data.byteLength) };
};
