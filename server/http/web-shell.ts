/**
 * The web app's HTML page, answered for every page path. It carries who is signed in (shared/boot.ts),
 * read the way /api/auth/get-session reads it, so the app knows at its first render and a signed-in
 * page starts its own requests at once instead of after a session round trip. The page is then
 * personal: `private, no-store`, and `Vary: Cookie` for any cache that ignores that.
 * It also names the page's own code (`modulepreload`, from Vite's manifest), so the browser fetches
 * it alongside the app's entry instead of after the entry has run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { z } from 'zod';
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

const manifestSchema = z.record(z.string(), z.object({
  file: z.string(), src: z.string().optional(), isEntry: z.boolean().optional(), imports: z.array(z.string()).optional(),
}));
type Manifest = z.infer<typeof manifestSchema>;

/** The chunks a key needs: its own file and everything it imports, transitively. */
const chunksOf = (manifest: Manifest, key: string, into = new Set<string>()): Set<string> => {
  const entry = manifest[key];
  if (!entry || into.has(key)) return into;
  into.add(key);
  for (const imported of entry.imports ?? []) chunksOf(manifest, imported, into);
  return into;
};

/**
 * `/home` → the files of `routes/home.tsx` and its imports, less what the entry already loads.
 * Pages are one file each, named as their first path segment (web/router.tsx).
 */
export const routePreloads = (manifestJson: unknown): ((pathname: string) => string[]) => {
  const parsed = manifestSchema.safeParse(manifestJson);
  if (!parsed.success) return () => [];
  const manifest = parsed.data;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const loaded = entryKey ? chunksOf(manifest, entryKey) : new Set<string>();
  const cache = new Map<string, string[]>();
  return (pathname) => {
    const segment = pathname.split('/')[1] ?? '';
    if (!/^[a-z][a-z-]*$/.test(segment)) return [];
    let files = cache.get(segment);
    if (!files) {
      const key = `routes/${segment}.tsx`;
      files = manifest[key] ? [...chunksOf(manifest, key)].filter((k) => !loaded.has(k)).map((k) => `/${manifest[k]!.file}`) : [];
      cache.set(segment, files);
    }
    return files;
  };
};

/** The built web app's manifest (vite.config.ts `build.manifest`), or no preloads without one. */
export const routePreloadsIn = (webDir: string): ((pathname: string) => string[]) => {
  const path = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return () => [];
  try {
    return routePreloads(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return () => [];
  }
};

/** Answers `html` (the app's page, or a page made from it) carrying the session and the page's preloads. */
export type RenderPage = (c: Context<AppEnv>, html: string, status?: 200 | 404) => Promise<Response>;

export const pageRenderer = (
  readSession: ReadBootSession, log?: { warn: (obj: object, msg: string) => void },
  preloads: (pathname: string) => string[] = () => [],
): RenderPage => async (c, html, status = 200) => {
  // In the head where there is one; the app's module script runs after the whole page is parsed either way.
  const found = html.indexOf('</head>');
  const at = found < 0 ? html.length : found;
  const [head, rest] = [html.slice(0, at), html.slice(at)];
  c.header('Cache-Control', 'private, no-store');
  c.header('Vary', 'Cookie');
  const links = preloads(c.req.path).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  let session: BootSession | null;
  try {
    session = await readSession(c.req.raw.headers);
  } catch (error) {
    // Without the block the app asks /api/auth/get-session itself, which answers the outage in its own words.
    if (!isDatabaseUnavailable(error)) (c.get('log') ?? log)?.warn({ err: error }, 'session for the page could not be read');
    return c.html(`${head}${links}${rest}`, status);
  }
  return c.html(`${head}${links}${bootElement({ session })}${rest}`, status);
};
