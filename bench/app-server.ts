/**
 * The app in the bench's own process on a free loopback port, reached through real HTTP as the web
 * reaches it (origin ORIGIN): for benches that time the door itself next to the code under it.
 */
import { serve } from '@hono/node-server';
import { createApp } from '../server/app.js';
import { createAuth } from '../server/auth/auth.js';
import { loadConfig } from '../server/config.js';
import type { Database } from '../server/db/client.js';
import { silentLogger } from '../server/log.js';

/** The app's PUBLIC_URL: writes through the cookie door send it as their origin. */
export const ORIGIN = 'http://localhost:3000';

export interface BenchServer {
  /** http://127.0.0.1:<port> */
  base: string;
  /**
   * How long the app itself took over the last request it answered (ms, from app.fetch being called
   * to its Response), without Node's HTTP server, the loopback and the client. Read it right after an
   * answer, when requests go one at a time.
   */
  lastAppMs(): number;
  close(): Promise<void>;
}

export const serveApp = async (db: Database, { rateLimits = false }: { rateLimits?: boolean } = {}): Promise<BenchServer> => {
  const config = loadConfig({
    NODE_ENV: 'test', BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-1', PUBLIC_URL: ORIGIN,
    DATA_DIR: '/tmp/atelier-bench-unused', LOG_LEVEL: 'silent', RATE_LIMITS: String(rateLimits),
  });
  const app = createApp({ config, db, auth: createAuth({ config, db, log: silentLogger }), log: silentLogger });
  let appMs = Number.NaN;
  const timedFetch: typeof app.fetch = async (request, env, ctx) => {
    const started = performance.now();
    const response = await app.fetch(request, env, ctx);
    appMs = performance.now() - started;
    return response;
  };
  return new Promise((resolve) => {
    const server = serve({ fetch: timedFetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve({
      base: `http://127.0.0.1:${info.port}`,
      lastAppMs: () => appMs,
      close: () => new Promise<void>((done) => server.close(() => done())),
    }));
  });
};
