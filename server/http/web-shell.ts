/**
 * The web app's HTML page, answered for every page path. It carries who is signed in (shared/boot.ts),
 * read the way /api/auth/get-session reads it, so the app knows at its first render and a signed-in
 * page starts its own requests at once instead of after a session round trip. The page is then
 * personal: `private, no-store`, and `Vary: Cookie` for any cache that ignores that.
 */
import type { Context } from 'hono';
import type { Auth } from '../auth/auth.js';
import { bootElement, type BootSession } from '../../shared/boot.js';
import type { AppEnv } from './env.js';
import { isDatabaseUnavailable } from './database-unavailable.js';

export type ReadBootSession = (headers: Headers) => Promise<BootSession | null>;

/** better-auth's own answer, without sliding the expiry (the app's next get-session does that). */
export const bootSessionReader = (auth: Auth): ReadBootSession => async (headers) => {
  if (!headers.get('cookie')) return null;
  const found = await auth.api.getSession({ headers, query: { disableRefresh: true } });
  if (!found) return null;
  const { id, email, name, emailVerified } = found.user;
  return { user: { id, email, name, emailVerified }, session: { id: found.session.id, expiresAt: new Date(found.session.expiresAt).toISOString() } };
};

export const webShell = (indexHtml: string, readSession: ReadBootSession, log?: { warn: (obj: object, msg: string) => void }) => {
  // In the head where there is one; the app's module script runs after the whole page is parsed either way.
  const found = indexHtml.indexOf('</head>');
  const at = found < 0 ? indexHtml.length : found;
  const [head, rest] = [indexHtml.slice(0, at), indexHtml.slice(at)];
  return async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'private, no-store');
    c.header('Vary', 'Cookie');
    let session: BootSession | null;
    try {
      session = await readSession(c.req.raw.headers);
    } catch (error) {
      // Without the block the app asks /api/auth/get-session itself, which answers the outage in its own words.
      if (!isDatabaseUnavailable(error)) (c.get('log') ?? log)?.warn({ err: error }, 'session for the page could not be read');
      return c.html(indexHtml);
    }
    return c.html(`${head}${bootElement({ session })}${rest}`);
  };
};
