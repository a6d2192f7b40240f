/**
 * The production driver path: the whole app over postgres.js, talking the Postgres wire protocol to
 * PGlite served by @electric-sql/pglite-socket. Migrations, auth, the outbox, sessions and a
 * pgvector round trip all go through the socket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createApp } from '../app.js';
import { createAuth } from '../auth/auth.js';
import { loadConfig } from '../config.js';
import { silentLogger } from '../log.js';
import { STYLE_VECTOR_DIMENSIONS } from '../../tools/recommendations/vocabulary.js';
import { openPostgres, type DatabaseHandle } from './client.js';
import { migrateDatabase } from './migrate.js';
import { products, users } from './schema.js';
import { servePgliteOverSocket, type PgliteOverSocket } from '../test/pglite-socket.js';


let served: PgliteOverSocket;
let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
const PUBLIC_URL = 'http://localhost:3000';

beforeAll(async () => {
  served = await servePgliteOverSocket({ maxConnections: 10 });
  database = openPostgres(served.url);
  expect(database.kind).toBe('postgres');
  await migrateDatabase(database);
  const config = loadConfig({
    NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL, DATA_DIR: '/tmp/atelier-test-unused',
    BETTER_AUTH_SECRET: 'wire-test-secret-wire-test-secret-12345',
  });
  const auth = createAuth({ config, db: database.db, log: silentLogger });
  await auth.$context;
  app = createApp({ config, db: database.db, auth, log: silentLogger });
}, 120_000);

afterAll(async () => {
  await database?.close();
  await served?.stop();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', origin: PUBLIC_URL, 'x-forwarded-for': '10.20.30.40', ...headers } });
const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

describe('the app over postgres.js and the wire protocol', () => {
  it('reports a healthy database', async () => {
    expect(await (await app.request('/healthz')).json()).toEqual({ status: 'ok', db: 'ok', storage: 'ok' });
  });

  it('runs an account end to end: sign up, emailed link, sign in, session, extend, sign out', async () => {
    const email = 'wire@example.com';
    expect((await post('/api/auth/sign-up/email', { email, password: 'Velvet-Runway-42', name: 'Wire' })).status).toBe(200);
    const { emails } = (await (await app.request(`/api/dev/outbox?to=${email}`)).json()) as { emails: { links: string[] }[] };
    expect(emails).toHaveLength(1);
    const link = new URL(emails[0]!.links[0]!);
    expect((await app.request(link.pathname + link.search)).status).toBe(302);
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailVerified).toBe(true);

    const signIn = await post('/api/auth/sign-in/email', { email, password: 'Velvet-Runway-42' });
    expect(signIn.status).toBe(200);
    const cookie = cookieOf(signIn);
    const session = (await (await app.request('/api/auth/get-session', { headers: { cookie } })).json()) as { user: { email: string } };
    expect(session.user.email).toBe(email);
    const extend = await post('/api/session/extend', {}, { cookie });
    expect(extend.status).toBe(200);
    expect((await post('/api/auth/sign-out', {}, { cookie })).status).toBe(200);
  });

  it('writes a failed sign-in to the security log and enforces rate limits in the database', async () => {
    const ip = '10.99.0.1';
    const statuses: number[] = [];
    // A different account each time: this is the per-client limit, not the per-account one.
    for (let i = 0; i < 12; i++) statuses.push((await post('/api/auth/sign-in/email', { email: `ghost${i}@example.com`, password: 'Wrong-Pass-1' }, { 'x-forwarded-for': ip })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const result = await database.db.execute(sql`select count(*)::int as n from security_events where event_type = 'failed_login' and details->>'email' like 'ghost%@example.com'`);
    expect((result as unknown as { n: number }[])[0]!.n).toBe(10);
  });

  it('stores and searches style vectors through pgvector', async () => {
    const unit = (i: number) => Array.from({ length: STYLE_VECTOR_DIMENSIONS }, (_, j) => (j === i ? 1 : 0));
    await database.db.insert(products).values([0, 1, 2].map((i) => ({
      productName: `Wire piece ${i}`, brand: 'Wire', price: 50 + i, priceTier: 'budget' as const, productUrl: `https://shop.test/${i}`,
      retailerName: 'Wire', category: 'Tops', styleVector: unit(i),
    })));
    const target = `[${unit(1).join(',')}]`;
    const nearest = await database.db.select({ name: products.productName })
      .from(products).orderBy(sql`${products.styleVector} <=> ${target}::vector`).limit(1);
    expect(nearest[0]!.name).toBe('Wire piece 1');
  });
});
