/**
 * Which page origins may act for a signed-in shopper. Production trusts PUBLIC_URL plus the
 * optional TRUSTED_ORIGINS list. Outside production the loopback names of PUBLIC_URL's port
 * (localhost, 127.0.0.1, [::1]) are the same site, so opening the app at http://127.0.0.1:3000
 * works as well as http://localhost:3000.
 */
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.js';
import type { AppEnv } from './env.js';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export const trustedOrigins = (config: Pick<Config, 'PUBLIC_URL' | 'TRUSTED_ORIGINS' | 'isProduction'>): string[] => {
  const publicUrl = new URL(config.PUBLIC_URL);
  const origins = new Set([publicUrl.origin, ...config.TRUSTED_ORIGINS]);
  if (!config.isProduction && LOOPBACK_HOSTS.includes(publicUrl.hostname)) {
    for (const host of LOOPBACK_HOSTS) origins.add(`${publicUrl.protocol}//${host}${publicUrl.port ? `:${publicUrl.port}` : ''}`);
  }
  return [...origins];
};

export const UNTRUSTED_ORIGIN_MESSAGE = (publicUrl: string) =>
  `This page's address is not allowed to act for your account. Open Atelier at ${publicUrl} and try again.`;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** better-auth's session cookie, whatever its prefix (`__Secure-` in production). */
const SESSION_COOKIE = /(^|;\s*)[\w.-]*session_token=/;

/**
 * Cross-site request forgery guard for the app's own write routes (better-auth guards /api/auth
 * itself). A write that carries the session cookie must come from a trusted page: its Origin (or,
 * when a browser sends none, its Sec-Fetch-Site) decides. Writes without the cookie act as a guest,
 * and a forged guest request can change nothing of anyone's.
 */
export const trustedWrites = (config: Pick<Config, 'PUBLIC_URL' | 'TRUSTED_ORIGINS' | 'isProduction'>): MiddlewareHandler<AppEnv> => {
  const trusted = new Set(trustedOrigins(config));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !SESSION_COOKIE.test(c.req.header('cookie') ?? '')) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const allowed = origin ? origin !== 'null' && trusted.has(origin) : fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
    if (!allowed) return c.json({ error: 'untrusted_origin', message: UNTRUSTED_ORIGIN_MESSAGE(config.PUBLIC_URL) }, 403);
    return next();
  };
};
