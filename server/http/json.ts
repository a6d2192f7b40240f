/** Reading request bodies without ever answering bad input with a 500. */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { findUnsafeInput } from '../../tools/text-safety.js';

const refuse = (status: 400 | 413 | 415, error: string, message: string, extra: Record<string, unknown> = {}): never => {
  throw new HTTPException(status, { res: Response.json({ error, message, ...extra }, { status }) });
};

const tooLarge = (maxBytes: number): never =>
  refuse(413, 'payload_too_large', `The request body is larger than ${maxBytes.toLocaleString('en-US')} bytes.`);

/**
 * The body as text. Served by @hono/node-server, straight from Node's request stream: `c.req.text()`
 * first builds a WHATWG Request around the stream and reads it through a web stream, a tenth of a
 * millisecond and a heap of objects on every call. Under `app.request` (tests), or once something
 * else has read the stream (the app's body limit buffers a chunked body), hono's own.
 */
const bodyText = async (c: Context): Promise<string> => {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || incoming.readableDidRead || incoming.readableEnded) return c.req.text();
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** `application/json`, with or without parameters, or any `+json` type. */
export const isJsonContentType = (header: string | undefined): boolean => {
  const type = header?.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
};

/**
 * Most JSON bodies are small; only a following export is big. Parsing is synchronous, and a hostile
 * body of millions of tiny objects would hold the event loop for seconds, so a route or tool names
 * its own ceiling (413 above it, before parsing) and everything else gets this one.
 */
export const DEFAULT_JSON_BODY_BYTES = 1024 * 1024;

/**
 * The JSON body of a write. A wrong content type is 415, a body over `maxBytes` 413, a missing body
 * 400 (a bare POST never counts as `{}`), malformed JSON 400, and text no table can hold (NUL, lone
 * surrogates) 400 with the path to it.
 */
export const readJsonBody = async (c: Context, opts: { maxBytes?: number } = {}): Promise<unknown> => {
  if (!isJsonContentType(c.req.header('content-type'))) {
    refuse(415, 'unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).');
  }
  const maxBytes = opts.maxBytes ?? DEFAULT_JSON_BODY_BYTES;
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) tooLarge(maxBytes);
  // Node's parser holds a body to its declared length, checked above; a chunked one was buffered
  // under the app's body limit, and is checked against this route's just below.
  const text = await bodyText(c);
  // UTF-16 length ≤ byte length, so this never refuses a body the header allowed.
  if (text.length > maxBytes) tooLarge(maxBytes);
  if (text.trim() === '') refuse(400, 'missing_body', 'The request needs a JSON body.');
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    refuse(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  const unsafe = findUnsafeInput(body);
  if (unsafe) refuse(400, 'invalid_input', unsafe.message, { issues: [unsafe] });
  return body;
};
