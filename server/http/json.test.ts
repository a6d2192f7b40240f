/**
 * JSON bodies through a real socket: served by @hono/node-server, the tool door reads the body
 * straight from Node's request stream and the app's limit checks a declared length without building
 * a WHATWG request (body.ts, app.ts). `app.request` never takes that path, so these go over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { freePort } from '../process/free-port.js';
import { createTestApp, type TestApp } from '../test/app.js';

const LIMIT = 64 * 1024;
let t: TestApp;
let server: ServerType;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: String(LIMIT) });
  const port = await freePort();
  server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port });
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  await t.close();
});

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/tools/products.search`, {
    method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, duplex: 'half',
  } as RequestInit);

/** A body sent in chunks with no declared length. */
const chunked = (text: string, pieces = 4): ReadableStream<Uint8Array> => {
  const bytes = new TextEncoder().encode(text);
  const size = Math.ceil(bytes.length / pieces);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
};

describe('JSON bodies over a socket', () => {
  it('reads a declared body, and a chunked one, as the same input', async () => {
    const text = JSON.stringify({ text: 'linen dress', limit: 3 });
    const declared = await post(text);
    expect(declared.status).toBe(200);
    const streamed = await post(chunked(text));
    expect(streamed.status).toBe(200);
    expect(await streamed.json()).toEqual(await declared.json());
  });

  it('refuses a body over the limit with 413, declared or chunked, and bad JSON with 400', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(LIMIT) });
    const declared = await post(big);
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { error: string }).error).toBe('payload_too_large');
    const streamed = await post(chunked(big, 16));
    expect(streamed.status).toBe(413);
    const broken = await post('{"query":');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: string }).error).toBe('invalid_json');
    const empty = await post('');
    expect(empty.status).toBe(400);
  });
});
