/**
 * Who is signed in, without a database round trip on every request: an in-process cache of
 * better-auth's answer, keyed by the signed session cookie exactly as the browser sent it.
 *
 * Guarantees (tested in session-cache.test.ts):
 * - a cached answer is at most SESSION_CACHE_TTL_MS old, and never outlives the session's own
 *   expiry: past either, the next request asks better-auth (and so the database) again;
 * - only signed-in answers are cached, keyed by the whole signed cookie: a cookie that was altered
 *   is a different key, so better-auth checks its signature and refuses it;
 * - in this process, sign-out, session revocation, password change or reset, and account deletion
 *   take effect at once: the app calls `forgetAll()` after any such request (server/app.ts), and a
 *   lookup that was already under way when that happened is not stored;
 * - anything that ends a session behind the app's back (another process, a hand edit in the
 *   database) takes effect within SESSION_CACHE_TTL_MS.
 *
 * better-auth's own `session.cookieCache` was the other way: it would let a copied cookie keep
 * working for its whole lifetime after sign-out or account deletion, and the web's session dialog
 * would read a stale expiry after 'Extend Session'. /api/auth/get-session stays authoritative.
 */
import { parse } from 'hono/utils/cookie';
import type { Auth } from './auth.js';
import type { SessionUser } from '../http/env.js';

/** How long a signed-in answer is reused. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Sessions kept at most (the oldest entries go first). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  user: SessionUser;
  cachedAt: number;
  expiresAt: number;
}

export interface SessionCache {
  /** The signed-in user for these request headers, or null. */
  read(headers: Headers): Promise<SessionUser | null>;
  /** Drop every cached answer (after anything that may have ended a session). */
  forgetAll(): void;
  /** Entries held (tests). */
  size(): number;
}

export const createSessionCache = (
  auth: Auth,
  { now = () => Date.now(), ttlMs = SESSION_CACHE_TTL_MS, maxEntries = SESSION_CACHE_MAX_ENTRIES }: {
    now?: () => number; ttlMs?: number; maxEntries?: number;
  } = {},
): SessionCache => {
  const entries = new Map<string, Entry>();
  // Bumped by forgetAll: a lookup that began before it must not store what it read.
  let generation = 0;
  let cookieName: Promise<string> | undefined;
  const sessionCookie = async (headers: Headers): Promise<string | undefined> => {
    const header = headers.get('cookie');
    if (!header) return undefined;
    cookieName ??= auth.$context.then((ctx) => ctx.authCookies.sessionToken.name);
    const name = await cookieName;
    return parse(header, name)[name];
  };

  const lookup = async (headers: Headers): Promise<{ user: SessionUser; expiresAt: number } | null> => {
    const s = await auth.api.getSession({ headers });
    if (!s) return null;
    return {
      user: { id: s.user.id, email: s.user.email, name: s.user.name, emailVerified: s.user.emailVerified },
      expiresAt: new Date(s.session.expiresAt).getTime(),
    };
  };

  return {
    async read(headers) {
      const started = generation;
      const key = await sessionCookie(headers);
      // No session cookie: a guest, and better-auth would answer null without the database either.
      if (!key) return null;
      const at = now();
      const kept = entries.get(key);
      if (kept && at - kept.cachedAt < ttlMs && at < kept.expiresAt) return kept.user;
      if (kept) entries.delete(key);
      const found = await lookup(headers);
      if (found && started === generation) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { user: found.user, cachedAt: at, expiresAt: found.expiresAt });
      }
      return found?.user ?? null;
    },
    forgetAll() {
      generation++;
      entries.clear();
    },
    size: () => entries.size,
  };
};

/**
 * Requests after which cached sessions may be wrong: any auth write but the ones that only start
 * sessions or send emails (sign-out, revoke-session(s), change-password, reset-password,
 * delete-user, update-user, change-email ...), and account deletion through any door.
 */
const HARMLESS_AUTH_WRITES = new Set([
  '/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/send-verification-email',
  '/api/auth/request-password-reset', '/api/auth/get-session',
]);
export const mayEndSessions = (method: string, path: string): boolean =>
  (method !== 'GET' && method !== 'HEAD' && path.startsWith('/api/auth/') && !HARMLESS_AUTH_WRITES.has(path))
  || path.endsWith('account.delete')
  || (method !== 'GET' && path.startsWith('/api/account/'));
