/**
 * POST /api/session/extend: the session-expiring dialog's 'Extend Session'. Moves the current
 * session's expiry to now + SESSION_TTL_SECONDS and re-issues the cookie so the browser keeps it
 * as long as the server does. get-session already slides expiry; this is the explicit version.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Auth } from '../auth/auth.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { sessions } from '../db/schema.js';
import type { AppEnv } from '../http/env.js';

export const sessionRoutes = (deps: { auth: Auth; db: Database; config: Pick<Config, 'SESSION_TTL_SECONDS'>; now: () => Date }) => {
  const { auth, db, config, now } = deps;
  const app = new Hono<AppEnv>();

  app.post('/extend', async (c) => {
    const current = await auth.api.getSession({ headers: c.req.raw.headers, query: { disableRefresh: true } });
    if (!current) return c.json({ error: 'unauthorized', message: 'Sign in required' }, 401);
    const expiresAt = new Date(now().getTime() + config.SESSION_TTL_SECONDS * 1000);
    await db.update(sessions).set({ expiresAt, updatedAt: now() }).where(eq(sessions.id, current.session.id));

    const { name, attributes } = (await auth.$context).authCookies.sessionToken;
    const signed = getCookie(c, name);
    if (signed) {
      setCookie(c, name, signed, {
        path: attributes.path ?? '/',
        httpOnly: attributes.httpOnly ?? true,
        secure: attributes.secure ?? false,
        sameSite: attributes.sameSite === 'none' ? 'None' : attributes.sameSite === 'strict' ? 'Strict' : 'Lax',
        maxAge: config.SESSION_TTL_SECONDS,
        ...(attributes.domain ? { domain: attributes.domain } : {}),
      });
    }
    return c.json({ expires_at: expiresAt.toISOString() });
  });

  return app;
};
