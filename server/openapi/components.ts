/** What every operation of the document shares: the problem shape, its responses, and how callers sign in. */
import { PROBLEM_CONTENT_TYPE, statusTitle } from '../http/problem.js';
import type { JsonObject } from './schema.js';

const SESSION_SCHEME = 'sessionCookie';

/** A signed-in shopper only. */
export const SIGNED_IN: JsonObject[] = [{ [SESSION_SCHEME]: [] }];
/** Anyone; the session is read when there is one. */
export const ANYONE: JsonObject[] = [{}, { [SESSION_SCHEME]: [] }];

export const problemSchema: JsonObject = {
  type: 'object',
  description: 'RFC 9457 problem details: every error of the HTTP API has this shape (application/problem+json).',
  required: ['type', 'title', 'status', 'detail', 'code'],
  properties: {
    type: { type: 'string', description: 'A URI naming the problem: tag:atelier.local,2026:problem:<code>.' },
    title: { type: 'string', description: 'The HTTP status phrase.' },
    status: { type: 'integer', description: 'The HTTP status code, repeated.' },
    detail: { type: 'string', description: 'What went wrong, in words fit to show the person.' },
    code: { type: 'string', description: 'The machine-readable reason (snake_case for the app, UPPER_CASE for the auth routes).' },
    issues: {
      type: 'array',
      description: 'For invalid input: each field that failed and why.',
      items: { type: 'object', properties: { path: {}, message: { type: 'string' } }, additionalProperties: true },
    },
    retryAfter: { type: 'integer', description: 'Seconds to wait (429 answers of the auth routes and link previews); the Retry-After header says the same.' },
    error: { type: 'string', deprecated: true, description: 'Same as code (the older {error, message} shape).' },
    message: { type: 'string', deprecated: true, description: 'Same as detail (the older shapes).' },
  },
  additionalProperties: true,
};

const retryAfterHeader = {
  description: 'Seconds to wait before trying again.',
  schema: { type: 'integer', minimum: 0 },
};

const problemResponse = (status: number, description: string, headers?: JsonObject): JsonObject => ({
  description: `${statusTitle(status)}: ${description}`,
  ...(headers ? { headers } : {}),
  content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } },
});

/** Named responses, one per status the API answers with a problem. */
const PROBLEM_RESPONSES: Record<string, JsonObject> = {
  '400': problemResponse(400, 'the input is malformed or invalid (issues lists the fields).'),
  '401': problemResponse(401, 'sign in first.'),
  '403': problemResponse(403, 'not allowed for this account, or the request came from an untrusted origin.'),
  '404': problemResponse(404, 'no such thing (or not yours).'),
  '409': problemResponse(409, 'the request conflicts with what is stored.'),
  '413': problemResponse(413, 'the body is larger than this route reads.'),
  '415': problemResponse(415, 'send the body as application/json.'),
  '429': problemResponse(429, 'too many requests; wait Retry-After seconds.', { 'Retry-After': retryAfterHeader }),
  '500': problemResponse(500, 'something went wrong on the server.'),
  '503': problemResponse(503, 'the database or file storage is unavailable for a moment.', { 'Retry-After': retryAfterHeader }),
};

const problemRef = (status: string): JsonObject => ({ $ref: `#/components/responses/Problem${status}` });

/** The problem responses for these statuses, by reference. */
export const problems = (...statuses: number[]): Record<string, JsonObject> =>
  Object.fromEntries(statuses.filter((status) => String(status) in PROBLEM_RESPONSES).map((status) => [String(status), problemRef(String(status))]));

export const componentResponses = (): JsonObject =>
  Object.fromEntries(Object.entries(PROBLEM_RESPONSES).map(([status, response]) => [`Problem${status}`, response]));

export const securitySchemes = (sessionCookieName: string): JsonObject => ({
  [SESSION_SCHEME]: {
    type: 'apiKey',
    in: 'cookie',
    name: sessionCookieName,
    description: 'The session cookie set by POST /api/auth/sign-in/email. Writes from a browser must also come from a trusted origin.',
  },
});
