/**
 * The /api/auth/* mount. Two things better-auth leaves to the host: the client address its rate
 * limits key on (the socket's, unless TRUST_PROXY says a proxy in front sets X-Forwarded-For), and a
 * standard Retry-After on 429 with a message the web's error mapper recognises.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../http/env.js';
import type { Auth } from './auth.js';
import { EMAIL_SENDING_PATHS, RATE_LIMIT_MESSAGES } from './rate-limits.js';

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

export const authRequestHandler = (auth: Auth, opts: { trustProxy: boolean }) => async (c: Context<AppEnv>): Promise<Response> => {
  const response = await auth.handler(withClientAddress(c, opts.trustProxy));
  if (response.status === 429) return rateLimited(response, c.req.path.slice(AUTH_BASE.length));
  return response;
};
