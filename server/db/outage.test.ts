/**
 * A PostgreSQL that is stopped and started again under a running app (the Postgres run only; a
 * cluster of this file's own, so stopping it disturbs no other file): while it is away every route
 * answers 503 with Retry-After within a couple of seconds, however many requests arrive, and once it
 * is back requests succeed again within about a second.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createAuth } from '../auth/auth.js';
import { loadConfig } from '../config.js';
import { silentLogger } from '../log.js';
import type { TestApp } from '../test/app.js';
import { databaseUrl, testEngine } from '../test/engine.js';
import { privatePostgresAvailable, startPrivatePostgres, type PrivatePostgres } from '../test/private-postgres.js';
import { jsonRequest, signUpVerified, type TestUser } from '../test/users.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { migrateDatabase } from './migrate.js';

const onPostgres = testEngine().kind === 'postgres';
const enabled = onPostgres && privatePostgresAvailable();
if (!onPostgres) console.info('outage.test.ts: skipped (needs ATELIER_TEST_ENGINE=postgres; it stops and starts a PostgreSQL of its own)');
else if (!enabled) console.info('outage.test.ts: skipped (no PostgreSQL server binaries: pg_config --bindir)');

/** The bound the app promises for a 503 while the database is away, with room for a slow machine. */
const ANSWER_WITHIN_MS = 2_500;
/** How soon after the database is back requests succeed again (the promise is about a second). */
const RECOVER_WITHIN_MS = 1_500;

let cluster: PrivatePostgres | undefined;
let database: DatabaseHandle | undefined;
let dataDir = '';
let t: TestApp;
let shopper: TestUser;

beforeAll(async () => {
  if (!enabled) return;
  cluster = await startPrivatePostgres();
  const admin = postgres(cluster.adminUrl, { max: 1, onnotice: () => undefined });
  await admin`create database atelier_outage`;
  await admin.end();
  dataDir = mkdtempSync(join(tmpdir(), 'atelier-outage-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    BETTER_AUTH_SECRET: 'outage-secret-outage-secret-outage-1234',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl(cluster.adminUrl, 'atelier_outage'),
    DATABASE_POOL_MAX: '4',
  });
  database = await openDatabase(config);
  await migrateDatabase(database);
  const auth = createAuth({ config, db: database.db, log: silentLogger });
  const app = createApp({ config, db: database.db, auth, log: silentLogger });
  t = { app, database, config, auth, close: () => database!.close() };
  shopper = await signUpVerified(t);
}, 120_000);

afterAll(async () => {
  await database?.close().catch(() => undefined);
  cluster?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** Every kind of route a browser or client reaches, as the signed-in shopper. */
const routes: Record<string, () => Response | Promise<Response>> = {
  'a tool call': () => jsonRequest(t, '/api/tools/styleProfile.get', {}, { cookie: shopper.cookie }),
  'get-session': () => t.app.request('/api/auth/get-session', { headers: { cookie: shopper.cookie } }),
  'session extend': () => jsonRequest(t, '/api/session/extend', {}, { cookie: shopper.cookie }),
  'chat list': () => t.app.request('/api/chat', { headers: { cookie: shopper.cookie } }),
  'chat send': () => jsonRequest(t, '/api/chat', { id: randomUUID(), messages: [{ id: randomUUID(), role: 'user', parts: [{ type: 'text', text: 'hello' }] }] }, { cookie: shopper.cookie }),
  healthz: () => t.app.request('/healthz'),
};

/** A request that has not answered in this long is reported as such instead of hanging the test. */
const GIVE_UP_MS = 8_000;

const timed = async (name: string, send: () => Response | Promise<Response>) => {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), GIVE_UP_MS); });
  const answered = (async () => {
    const res = await send();
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() };
  })();
  const answer = await Promise.race([answered, gaveUp]).finally(() => clearTimeout(timer));
  const ms = Math.round(performance.now() - started);
  return answer ? { name, ms, ...answer } : { name, ms, status: 0, retryAfter: null, body: `no answer within ${GIVE_UP_MS} ms` };
};

describe.skipIf(!enabled)('a PostgreSQL outage', { timeout: 120_000 }, () => {
  it('every route works while the database is up', async () => {
    for (const [name, send] of Object.entries(routes)) {
      const answer = await timed(name, send);
      expect(answer.status, `${name}: ${answer.body}`).toBeLessThan(400);
    }
  });

  it('answers 503 with Retry-After on every route, fast, for as long as the database is away; recovers within a second of its return', async () => {
    cluster!.stop();
    let stopped = true;
    try {
      // Eight rounds over several seconds, each with a burst of concurrent requests beside every
      // route: a driver that backs off longer after each failed connection would slow down here.
      for (let round = 0; round < 8; round += 1) {
        const burst = Array.from({ length: 12 }, (_, i) => timed(`burst ${i}`, routes['a tool call']!));
        const answers = await Promise.all([...Object.entries(routes).map(([name, send]) => timed(name, send)), ...burst]);
        for (const answer of answers) {
          expect(answer.status, `round ${round}, ${answer.name}: ${answer.body}`).toBe(503);
          expect(answer.retryAfter, `round ${round}, ${answer.name}`).toMatch(/^\d+$/);
          expect(answer.ms, `round ${round}, ${answer.name} took ${answer.ms} ms`).toBeLessThan(ANSWER_WITHIN_MS);
          if (answer.name !== 'healthz') expect(JSON.parse(answer.body)).toMatchObject({ error: 'database_unavailable' });
        }
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      cluster!.start();
      stopped = false;
      const back = performance.now();
      let firstSuccessMs: number | undefined;
      while (performance.now() - back < 30_000) {
        const answer = await timed('a tool call', routes['a tool call']!);
        if (answer.status === 200) {
          firstSuccessMs = Math.round(performance.now() - back);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(firstSuccessMs, 'no success within 30 s of the restart').toBeDefined();
      expect(firstSuccessMs!, `first success ${firstSuccessMs} ms after the restart`).toBeLessThan(RECOVER_WITHIN_MS);
      for (const [name, send] of Object.entries(routes)) {
        const answer = await timed(name, send);
        expect(answer.status, `${name} after the restart: ${answer.body}`).toBeLessThan(400);
      }
    } finally {
      if (stopped) cluster!.start();
    }
  });
});
