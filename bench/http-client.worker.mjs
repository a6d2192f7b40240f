// The bench's HTTP client, on a thread of its own (see http-client.ts). Plain JavaScript so the
// worker needs no TypeScript loader.
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const base = new URL(workerData.base);
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

const send = ({ method, path, headers, body }) => new Promise((resolve) => {
  const started = performance.now();
  const req = request({ host: base.hostname, port: base.port, path, method, headers, agent }, (res) => {
    const chunks = [];
    res.on('data', (chunk) => chunks.push(chunk));
    res.on('end', () => resolve({
      status: res.statusCode, ms: performance.now() - started, body: Buffer.concat(chunks).toString('utf8'),
    }));
    res.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, body: String(error) }));
  });
  req.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, body: String(error) }));
  req.end(body);
});

parentPort.on('message', async ({ id, request: asked }) => {
  parentPort.postMessage({ id, response: await send(asked) });
});
