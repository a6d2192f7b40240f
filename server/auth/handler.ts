/**
 * The /api/auth/* mount. Two things better-auth leaves to the host: the client address its rate
 * limits key on (the socket's, unless TRUST_PROXY says a proxy in front sets X-Forwarded-For), a
 * standard Retry-After on 429 with a message the web's error mapper recognises, and a lost database
 * answered 503 like everywhere else instead of better-auth's 500 (database-failures.ts).
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../http/env.js';
import type { Auth } from './auth.js';
import { EMAIL_SENDING_PATHS, RATE_LIMIT_MESSAGES } from './rate-limits.js';
import { UNTRUSTED_ORIGIN_MESSAGE } from '../http/origins.js';
import { isJsonContentType } from '../http/json.js';
import { findUnsafeInput } from '../../tools/text-safety.js';
import { withNotedDatabaseError } from './database-failures.js';

const AUTH_BASE = '/api/auth';

const socketAddress = (c: Context<AppEnv>): string | undefined => {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not served by @hono/node-server (tests call app.request directly)
  }
};

const withClientAddress = (c: Context<AppEnv>, trustProxy: boolean): Request => {
  const request = c.req.raw;
  if (trustProxy && request.headers.has('x-forwarded-for')) return request;
  const address = socketAddress(c);
  // No socket: an in-process request (tests), where the caller's header is all there is.
  if (!address) return request;
  const headers = new Headers(request.headers);
  headers.set('x-forwarded-for', address);
  return new Request(request, { headers });
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

/** Text no table can hold (NUL, lone surrogates) in a name or email is a 400, not a failed insert. */
const unsafeAuthBody = async (c: Context<AppEnv>): Promise<Response | null> => {
  if (c.req.method !== 'POST' || !isJsonContentType(c.req.header('content-type'))) return null;
  const body = await c.req.raw.clone().json().catch(() => null) as unknown;
  const unsafe = findUnsafeInput(body);
  return unsafe ? c.json({ code: 'INVALID_INPUT', error: 'invalid_input', message: unsafe.message, issues: [unsafe] }, 400) : null;
};

export const authRequestHandler = (auth: Auth, opts: { trustProxy: boolean; publicUrl: string }) => async (c: Context<AppEnv>): Promise<Response> => {
  const refused = await unsafeAuthBody(c);
  if (refused) return refused;
  const { response, databaseError } = await withNotedDatabaseError(() => auth.handler(withClientAddress(c, opts.trustProxy)));
  // app.onError answers it 503 with Retry-After, as on every other route.
  if (response.status >= 500 && databaseError) throw databaseError;
  if (response.status === 429) return rateLimited(response, c.req.path.slice(AUTH_BASE.length));
  if (response.status === 403) return untrustedOrigin(response, opts.publicUrl);
  return response;
};
