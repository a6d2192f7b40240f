/**
 * The Hono app: JSON API, auth, tool door, media, and the built web app. `createApp(deps)` needs no
 * port, so tests drive it with `app.request(...)`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import { sql } from 'drizzle-orm';
import type { Auth } from './auth/auth.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { AppEnv, SessionUser } from './http/env.js';
import type { ToolContext } from '../tools/types.js';
import type { Logger } from './log.js';
import { toolRoutes } from './routes/tools.js';
import { DATABASE_UNAVAILABLE_BODY, RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './http/database-unavailable.js';
import { STORAGE_UNAVAILABLE_BODY } from './http/storage-unavailable.js';
import { diskProblem } from './storage/disk-problem.js';
import { chatRoutes } from './routes/chat.js';
import { agentRoutes } from './routes/agent.js';
import { stylistModel } from './ai/choose-model.js';
import { knownNamesSource } from './ai/skills/known-names.js';
import { mediaRoutes } from './media/routes.js';
import { authRequestHandler } from './auth/handler.js';
import { createSessionCache, mayEndSessions } from './auth/session-cache.js';
import { devRoutes } from './routes/dev.js';
import { sessionRoutes } from './routes/session.js';
import { trustedWrites } from './http/origins.js';
import { refuseDeclaredOver } from './http/body.js';
import { createStorage, type Storage } from './storage/index.js';
import { uploadRoutes } from './uploads/routes.js';
import { accountRoutes } from './account/routes.js';
import { widgetRoutes } from './widget/routes.js';
import { widgetHeaders } from './widget/headers.js';
import { mcpRoutes } from './mcp/routes.js';
import { oauthDiscoveryRoutes } from './mcp/discovery.js';
import { createOAuthTokenVerifier } from './mcp/oauth-verify.js';
import { mcpResource } from './mcp/oauth.js';
import { connectionsSettings } from './connections/settings.js';
import { metaSimulatorRoutes, SIMULATOR_PATH } from './connections/meta-simulator.js';
import { problemDetails, problemResponse } from './http/problem.js';
import { apiReferenceRoutes, openApiRoutes } from './openapi/routes.js';
import { demoRetailerRoutes, productPageRoutes } from './product-page/routes.js';
import { bootSessionReader, pageRenderer, routePreloadsIn } from './http/web-shell.js';

export interface AppDeps {
  config: Config;
  db: Database;
  auth: Auth;
  log: Logger;
  now?: () => Date;
  /** Folder of the built web app (index.html + assets); absent in API-only tests. */
  webDir?: string;
  /** Where photos live; by default from config (STORAGE_URL or DATA_DIR/storage). */
  storage?: Storage;
}

/** What the app needs under it; routes are mounted here, in one place. */
export const createApp = (deps: AppDeps) => {
  const { config, db, auth, log } = deps;
  const now = deps.now ?? (() => new Date());
  // Tests reach only their own loopback pages, so a test can never fetch from the outside.
  const linkFetch: ToolContext['linkFetch'] = config.ALLOW_PRIVATE_FETCH ? 'private' : config.NODE_ENV === 'test' ? 'loopback' : 'public';
  const app = new Hono<AppEnv>();
  // Instagram/Facebook connections: token key, Meta app or the /dev/meta simulator (server/connections).
  const connections = connectionsSettings(config, app);
  // Signed-in answers reused for a few seconds; see server/auth/session-cache.ts for the guarantees.
  const sessionCache = createSessionCache(auth, { now: () => now().getTime() });

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    const requestLog = log.child({ requestId: c.get('requestId') });
    c.set('log', requestLog);
    let cached: Promise<SessionUser | null> | undefined;
    const user = () => {
      // A session that cannot be read because the database is down is a 503 (app.onError), not a sign-out.
      cached ??= sessionCache.read(c.req.raw.headers).catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) throw error;
        return null;
      });
      return cached;
    };
    c.set('user', user);
    const toolContextFor = (userId: string | null): ToolContext => ({ db, userId, now, log: requestLog, weatherUrl: config.WEATHER_URL, linkFetch, connections });
    c.set('toolContextFor', toolContextFor);
    c.set('toolContext', async () => toolContextFor((await user())?.id ?? null));
    c.set('bodyLimitBytes', config.BODY_LIMIT_BYTES);
    await next();
    if (mayEndSessions(c.req.method, c.req.path)) sessionCache.forgetAll();
    requestLog.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
  });
  // Every JSON error leaves as RFC 9457 problem+json, and every 429 with Retry-After (server/http/problem.ts).
  app.use(problemDetails());
  // Outside secureHeaders, so the widget's pages keep their own framing and resource policies.
  app.use(widgetHeaders());
  app.use(secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only where the site is served over HTTPS; on http://localhost it would only mislead.
    strictTransportSecurity: config.isProduction ? 'max-age=63072000; includeSubDomains' : false,
  }));
  // Each route reads its body under its own ceiling (server/http/body.ts), held to BODY_LIMIT_BYTES.
  // A declared length over that is refused here, before who is calling is even looked up. Uploads
  // stream under their own limits (10 files of 10 MB, server/uploads), which may exceed this one.
  app.use('/api/*', async (c, next) => {
    if (c.req.path === '/api/uploads') return next();
    refuseDeclaredOver(c, config.BODY_LIMIT_BYTES);
    return next();
  });

  const guardWrites = trustedWrites(config);
  // better-auth checks the origin of its own routes (with the same trusted list).
  app.use('/api/*', (c, next) => (c.req.path.startsWith('/api/auth/') ? next() : guardWrites(c, next)));

  const storage = deps.storage ?? createStorage(config);
  // Degraded (503) when the database cannot be reached or new files cannot be written (a full or
  // read-only disk): storage.health() looks at free space and recent write errors, never writes.
  app.get('/healthz', async (c) => {
    const [dbReachable, files] = await Promise.all([
      db.execute(sql`select 1`).then(() => true, () => false),
      storage.health?.() ?? { ok: true as const },
    ]);
    const body = { status: dbReachable && files.ok ? 'ok' : 'degraded', db: dbReachable ? 'ok' : 'unavailable', storage: files.ok ? 'ok' : files.problem };
    if (body.status === 'ok') return c.json(body);
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json(body, 503);
  });

  app.on(['GET', 'POST'], '/api/auth/*', authRequestHandler(auth, { trustProxy: config.TRUST_PROXY, publicUrl: config.PUBLIC_URL }));
  app.route('/api/session', sessionRoutes({ auth, db, config, now }));
  if (!config.isProduction) app.route('/', devRoutes({ db }));
  if (!config.isProduction) app.route(SIMULATOR_PATH, metaSimulatorRoutes({ publicUrl: config.PUBLIC_URL, secret: config.BETTER_AUTH_SECRET, now }));
  app.route('/', openApiRoutes({ auth, publicUrl: config.PUBLIC_URL }));
  if (!config.isProduction) app.route('/', apiReferenceRoutes());
  app.route('/api/tools', toolRoutes());
  // One stylist model for every door (the chat, the widget): atelier-local on the app's clock, matching
  // handles and brands from the database (read at most once a minute).
  const local = { now, known: knownNamesSource(db) };
  const model = () => stylistModel(config, undefined, local);
  app.route('/api/chat', chatRoutes({ model, rateLimits: config.RATE_LIMITS }));
  app.route('/api/agent', agentRoutes());
  app.route('/media', mediaRoutes());
  app.route('/api', uploadRoutes({
    db, storage, secret: config.BETTER_AUTH_SECRET, now, rateLimits: config.RATE_LIMITS,
    decoding: { workers: config.IMAGE_WORKERS, timeoutMs: config.IMAGE_DECODE_TIMEOUT_MS }, log,
  }));
  app.route('/api/account', accountRoutes({ db, storage, now }));
  // Bearer tokens only, never the cookie: outside /api, so the cookie origin guard does not apply.
  app.route('/mcp', mcpRoutes({ db, config, now, verifyOAuth: createOAuthTokenVerifier(auth, mcpResource(config.PUBLIC_URL)) }));
  app.route('/', oauthDiscoveryRoutes(auth, config.PUBLIC_URL));
  app.route('/', widgetRoutes({ config, db, auth, model, now }));
  // Where the demo catalogue's retailer links land: a page that says it is a demo (server/product-page).
  app.route('/', demoRetailerRoutes());

  // Unknown API and well-known paths are a JSON 404, never the web app's HTML page.
  app.all('/api/*', (c) => problemResponse(404, 'not_found', `No API route ${c.req.method} ${c.req.path}`));
  app.all('/.well-known/*', (c) => problemResponse(404, 'not_found', `Nothing at ${c.req.path}`));

  const webDir = deps.webDir;
  if (webDir && existsSync(join(webDir, 'index.html'))) {
    const indexHtml = readFileSync(join(webDir, 'index.html'), 'utf8');
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // Every page carries who is signed in (server/http/web-shell.ts), the landing page's `/` included.
    const render = pageRenderer(bootSessionReader(auth), log, routePreloadsIn(webDir));
    const page = (c: Context<AppEnv>) => render(c, indexHtml);
    app.get('/', page);
    app.get('/index.html', page);
    app.use('/*', serveStatic({ root: webDir, precompressed: true }));
    // A product's page carries its JSON-LD and Open Graph tags in the HTML itself, for crawlers.
    app.route('/', productPageRoutes({ indexHtml, publicUrl: config.PUBLIC_URL, render }));
    app.get('*', page);
  }

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    if (isDatabaseUnavailable(error)) {
      (c.get('log') ?? log).warn({ err: error }, 'database unavailable');
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(DATABASE_UNAVAILABLE_BODY, 503);
    }
    const problem = diskProblem(error);
    if (problem) {
      (c.get('log') ?? log).error({ err: error, problem }, 'disk problem');
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(STORAGE_UNAVAILABLE_BODY[problem], 503);
    }
    // pino's error() returns undefined, so `a?.error() ?? b.error()` used to log every 500 twice.
    (c.get('log') ?? log).error({ err: error }, 'unhandled error');
    return c.json({ error: 'internal', message: 'Something went wrong on our side. Please try again.' }, 500);
  });

  return app;
};
