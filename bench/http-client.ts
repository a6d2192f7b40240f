/**
 * An HTTP client for benches that time the server, running on its own thread with keep-alive
 * connections: in the bench's process the client would share the server's event loop, and its own
 * work (building requests, reading responses) would be counted as the server's. Each answer carries
 * the time from sending the request to the last byte of the response, measured in the client thread.
 */
import { Worker } from 'node:worker_threads';

export interface TimedResponse { status: number; ms: number; body: string }

export interface BenchHttpClient {
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<TimedResponse>;
  close(): Promise<void>;
}

export const benchHttpClient = (base: string): BenchHttpClient => {
  const worker = new Worker(new URL('./http-client.worker.mjs', import.meta.url), { workerData: { base } });
  const waiting = new Map<number, (response: TimedResponse) => void>();
  let next = 0;
  worker.on('message', ({ id, response }: { id: number; response: TimedResponse }) => {
    waiting.get(id)?.(response);
    waiting.delete(id);
  });
  return {
    post: (path, body, headers = {}) => new Promise((resolve) => {
      const id = next++;
      waiting.set(id, resolve);
      worker.postMessage({ id, request: { method: 'POST', path, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) } });
    }),
    close: async () => { await worker.terminate(); },
  };
};
