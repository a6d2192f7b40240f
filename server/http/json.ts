/** Reading JSON request bodies: once, under the route's ceiling, without ever answering bad input with a 500. */
import type { Context } from 'hono';
import { MAX_INPUT_DEPTH, findUnsafeInput } from '../../tools/text-safety.js';
import { BodyRefusal, limitedBodyChunks } from './body.js';
import { JsonBodyError, JsonBodyReader, MAX_JSON_VALUES, MAX_PARSE_CPU_MS, type JsonBodyProblem } from './json-stream.js';

/** `application/json`, with or without parameters, or any `+json` type. */
export const isJsonContentType = (header: string | undefined): boolean => {
  const type = header?.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
};

/**
 * The ceiling of a route that names none. Most JSON bodies are small; a route or tool that needs
 * more names its own ceiling (the following import: the app's whole BODY_LIMIT_BYTES).
 */
export const DEFAULT_JSON_BODY_BYTES = 1024 * 1024;

const REFUSALS: Record<JsonBodyProblem, () => BodyRefusal> = {
  empty: () => new BodyRefusal(400, 'missing_body', 'The request needs a JSON body.'),
  invalid_json: () => new BodyRefusal(400, 'invalid_json', 'The request body is not valid JSON.'),
  too_many_values: () => new BodyRefusal(413, 'payload_too_large', `The request body holds more than ${MAX_JSON_VALUES.toLocaleString('en-US')} JSON values.`),
  too_costly: () => new BodyRefusal(413, 'payload_too_large', `The request body took more than ${MAX_PARSE_CPU_MS / 1000} s to read. Send a smaller one.`),
  too_deep: () => new BodyRefusal(400, 'invalid_input', `The input is nested more than ${MAX_INPUT_DEPTH} levels deep.`),
};

/**
 * The JSON body of a write and its size in bytes. A wrong content type is 415, a body over
 * `maxBytes` (or the app's BODY_LIMIT_BYTES) 413 — declared or not, before the byte that passes it
 * is kept — as is one holding more than MAX_JSON_VALUES values; a missing body is 400 (a bare POST
 * never counts as `{}`), malformed JSON 400, and a body read as it streams is refused with 400 at the
 * first level nested too deep. All refusals are BodyRefusal.
 */
export const readJson = async (c: Context, opts: { maxBytes?: number } = {}): Promise<{ value: unknown; bytes: number }> => {
  if (!isJsonContentType(c.req.header('content-type'))) {
    throw new BodyRefusal(415, 'unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).');
  }
  const reader = new JsonBodyReader();
  let bytes = 0;
  try {
    for await (const chunk of limitedBodyChunks(c, opts.maxBytes ?? DEFAULT_JSON_BODY_BYTES)) {
      bytes += chunk.byteLength;
      await reader.write(chunk);
    }
    return { value: reader.end(), bytes };
  } catch (error) {
    if (error instanceof JsonBodyError) throw REFUSALS[error.problem]();
    throw error;
  }
};

/**
 * The JSON body of a write (see readJson); text no table can hold (NUL, lone surrogates) or input
 * nested too deeply is 400 with the path to it.
 */
export const readJsonBody = async (c: Context, opts: { maxBytes?: number } = {}): Promise<unknown> => {
  const { value } = await readJson(c, opts);
  const unsafe = findUnsafeInput(value);
  if (unsafe) throw new BodyRefusal(400, 'invalid_input', unsafe.message, { issues: [unsafe] });
  return value;
};
