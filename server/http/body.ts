/**
 * Reading a request body under a ceiling the route declares. A declared length over it is refused
 * before a byte is read; a chunked body is read until it passes the ceiling and refused there, the
 * rest left unread. No route ever holds more of a body than its own ceiling, and none more than the
 * app's BODY_LIMIT_BYTES whatever it declares.
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

/** A refused body: the JSON answer `{ error, message, ... }`, and what a door with its own error shape (MCP) needs to rebuild it. */
export class BodyRefusal extends HTTPException {
  constructor(readonly statusCode: 400 | 413 | 415, readonly code: string, message: string, extra: Record<string, unknown> = {}) {
    super(statusCode, { message, res: Response.json({ error: code, message, ...extra }, { status: statusCode }) });
  }
}

export const tooLarge = (maxBytes: number) =>
  new BodyRefusal(413, 'payload_too_large', `The request body is larger than ${maxBytes.toLocaleString('en-US')} bytes.`);

/** The route's ceiling, held to the app's BODY_LIMIT_BYTES (absent when a route is mounted alone in a test). */
export const bodyCeiling = (c: Context, maxBytes: number): number => {
  const appLimit = (c.get('bodyLimitBytes') as number | undefined) ?? Number.POSITIVE_INFINITY;
  return Math.min(maxBytes, appLimit);
};

/** 413 from the Content-Length alone, before anything is read. */
export const refuseDeclaredOver = (c: Context, ceiling: number): void => {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > ceiling) throw tooLarge(ceiling);
};

/**
 * The body's pieces as they arrive. Served by @hono/node-server, straight from Node's request
 * stream: `c.req.raw` would first build a WHATWG Request and a web stream around it, a heap of
 * objects on every call. Stopping early leaves the socket open, so the refusal still reaches the
 * client (the server discards the rest once it has answered). Under `app.request` (tests), or once
 * something else has read the stream, the web request's own body.
 */
export async function* bodyChunks(c: Context): AsyncGenerator<Uint8Array> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && !incoming.readableDidRead && !incoming.readableEnded) {
    for await (const chunk of incoming.iterator({ destroyOnReturn: false })) yield chunk as Buffer;
    return;
  }
  const body = c.req.raw.body;
  if (!body) return;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * Each piece of the body, counted against the route's ceiling: 413 as soon as it is passed, before
 * the piece that passes it is handed on.
 */
export async function* limitedBodyChunks(c: Context, maxBytes: number): AsyncGenerator<Uint8Array> {
  const ceiling = bodyCeiling(c, maxBytes);
  refuseDeclaredOver(c, ceiling);
  let size = 0;
  for await (const chunk of bodyChunks(c)) {
    size += chunk.byteLength;
    if (size > ceiling) throw tooLarge(ceiling);
    yield chunk;
  }
}

/** The whole body as bytes, at most `maxBytes` of them (413 beyond). */
export const readBody = async (c: Context, maxBytes: number): Promise<Buffer> => {
  const chunks: Uint8Array[] = [];
  for await (const chunk of limitedBodyChunks(c, maxBytes)) chunks.push(chunk);
  return Buffer.concat(chunks);
};
