/**
 * The /api/auth/* mount. What better-auth leaves to the host: a body ceiling (it would read any
 * body whole), the client address its rate limits key on (the socket's, unless TRUST_PROXY says a
 * proxy in front sets X-Forwarded-For), a standard Retry-After on 429 with a message the web's
 * error mapper recognises, and a lost database answered 503 like everywhere else instead of
 * better-auth's 500 (database-failures.ts). The body is parsed once, by better-auth; text no table
 * can hold is refused in its before hook (policy.ts).
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../http/env.js';
import type { Auth } from './auth.js';
import { EMAIL_SENDING_PATHS, RATE_LIMIT_MESSAGES } from './rate-limits.js';
import { UNTRUSTED_ORIGIN_MESSAGE } from '../http/origins.js';
import { readBody } from '../http/body.js';
import { withNotedDatabaseError } from './database-failures.js';
import { correctTokenResponse, TOKEN_PATH } from '../mcp/token-errors.js';

const AUTH_BASE = '/api/auth';
/**
 * The largest auth body: an email, a password of at most 128 characters, a name, a callback URL or
 * a token. A few KB would do; this leaves room without letting a body cost anything to parse.
 */
export const AUTH_BODY_BYTES = 16 * 1024;

const socketAddress = (c: Context<AppEnv>): string | undefined => {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not served by @hono/node-server (tests call app.request directly)
  }
};

/**
 * The request better-auth sees: its body read here under AUTH_BODY_BYTES (413 beyond, declared or
 * streamed), and the client address it keys its rate limits on.
 */
const authRequest = async (c: Context<AppEnv>, trustProxy: boolean): Promise<Request> => {
  const request = c.req.raw;
  const address = socketAddress(c);
  // No socket: an in-process request (tests), where the caller's header is all there is.
  const setAddress = address !== undefined && !(trustProxy && request.headers.has('x-forwarded-for'));
  if (c.req.method === 'GET' || c.req.method === 'HEAD') {
    if (!setAddress) return request;
    const headers = new Headers(request.headers);
    headers.set('x-forwarded-for', address);
    return new Request(request, { headers });
  }
  const body = await readBody(c, AUTH_BODY_BYTES);
  const headers = new Headers(request.headers);
  if (setAddress) headers.set('x-forwarded-for', address);
  // The bytes are given whole: the client's framing headers no longer describe them.
  headers.delete('transfer-encoding');
  headers.delete('content-length');
  return new Request(c.req.url, { method: c.req.method, headers, body: body.byteLength > 0 ? new Uint8Array(body) : null });
};

const rateLimited = async (response: Response, path: string): Promise<Response> => {
  const retryAfter = response.headers.get('x-retry-after') ?? response.headers.get('retry-after') ?? '60';
  const headers = new Headers(response.headers);
  headers.set('Retry-After', retryAfter);
  headers.set('content-type', 'application/json');
  const message = EMAIL_SENDING_PATHS.includes(path) ? RATE_LIMIT_MESSAGES.email : RATE_LIMIT_MESSAGES.attempts;
  return new Response(JSON.stringify({ code: 'RATE_LIMITED', message, retryAfter: Number(retryAfter) }), { status: 429, headers });
};

/** better-auth's bare 'Invalid origin' becomes a message that says what to do. */
const untrustedOrigin = async (response: Response, publicUrl: string): Promise<Response> => {
  const body = (await response.clone().json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  const code = typeof body?.code === 'string' ? body.code : '';
  const message = typeof body?.message === 'string' ? body.message : '';
  if (!/origin/i.test(code) && !/origin/i.test(message)) return response;
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify({ code: 'UNTRUSTED_ORIGIN', error: 'untrusted_origin', message: UNTRUSTED_ORIGIN_MESSAGE(publicUrl) }), { status: 403, headers });
};

export const authRequestHandler = (auth: Auth, opts: { trustProxy: boolean; publicUrl: string }) => async (c: Context<AppEnv>): Promise<Response> => {
  const request = await authRequest(c, opts.trustProxy);
  const { response, databaseError } = await withNotedDatabaseError(() => auth.handler(request));
  // app.onError answers it 503 with Retry-After, as on every other route.
  if (response.status >= 500 && databaseError) throw databaseError;
  if (response.status === 429) return rateLimited(response, c.req.path.slice(AUTH_BASE.length));
  if (response.status === 403) return untrustedOrigin(response, opts.publicUrl);
  if (c.req.path === `${AUTH_BASE}${TOKEN_PATH}`) return correctTokenResponse(response);
  return response;
};
