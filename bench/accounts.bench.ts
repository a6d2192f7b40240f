/**
 * Account figures: the breached-list check, sign-in and get-session latency through the app, and the
 * per-request session read through the session cache against the database lookup it saves.
 */
import { createApp } from '../server/app.js';
import { createAuth } from '../server/auth/auth.js';
import { isBreachedPassword } from '../server/auth/breached.js';
import { createSessionCache, SESSION_CACHE_TTL_MS } from '../server/auth/session-cache.js';
import { loadConfig } from '../server/config.js';
import { createPglite, wrapPglite } from '../server/db/client.js';
import { migrateDatabase } from '../server/db/migrate.js';
import { users } from '../server/db/schema.js';
import { silentLogger } from '../server/log.js';
import { measure, round, type BenchModule } from './lib.js';

const run = async () => {
  const loadStart = performance.now();
  isBreachedPassword('warm-up');
  const breachedListLoadMs = round(performance.now() - loadStart);
  const breachedCheck = await measure(async () => isBreachedPassword('Velvet-Runway-42'), 2000, 100);

  const database = wrapPglite(await createPglite());
  try {
    await migrateDatabase(database);
    const config = loadConfig({
      NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMITS: 'false', PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: '/tmp/atelier-bench-unused', BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    });
    const auth = createAuth({ config, db: database.db, log: silentLogger });
    const app = createApp({ config, db: database.db, auth, log: silentLogger });
    const post = (path: string, body: unknown) => app.request(path, {
      method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', origin: config.PUBLIC_URL },
    });
    const credentials = { email: 'bench@example.com', password: 'Velvet-Runway-42' };
    await post('/api/auth/sign-up/email', { ...credentials, name: 'Bench' });
    await database.db.update(users).set({ emailVerified: true });
    let cookie = '';
    const signIn = await measure(async () => {
      const res = await post('/api/auth/sign-in/email', credentials);
      cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    }, 30, 3);
    const getSession = await measure(async () => app.request('/api/auth/get-session', { headers: { cookie } }), 300, 30);
    // What every API request pays to learn who is signed in (server/app.ts): the session cache's read,
    // against better-auth's database read that it saves.
    const cache = createSessionCache(auth);
    const headers = new Headers({ cookie });
    const sessionRead = await measure(async () => cache.read(headers), 2000, 50);
    const sessionLookup = await measure(async () => auth.api.getSession({ headers }), 300, 30);
    return {
      breachedListLoadMs, breachedCheckMs: breachedCheck, signInMs: signIn,
      /** GET /api/auth/get-session: authoritative, from the database (the web's session dialog reads it). */
      getSessionMs: getSession,
      /** Per request, through the session cache (target p50 < 0.5 ms). */
      requestSessionReadMs: sessionRead,
      /** The same without the cache: better-auth's lookup with its database read. */
      uncachedSessionLookupMs: sessionLookup,
      sessionCacheTtlMs: SESSION_CACHE_TTL_MS,
    };
  } finally {
    await database.close();
  }
};

export default { name: 'accounts', run } satisfies BenchModule;
