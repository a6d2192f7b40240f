/**
 * Two Atelier processes on one PostgreSQL (the Postgres run only; its own cluster, so it may
 * restart it): start-up work runs once, sessions and rate limits are shared, a background job runs
 * once and a job a killed server held is finished by the other, an upload made through one is
 * served by the other, and the servers answer 503 while the database is down and recover after.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callTool, post, signIn, signUp, startServer, type CrashServer } from '../jobs/crash-harness.js';
import { HOLD_ENV } from '../jobs/index.js';
import { databaseUrl, testEngine } from './engine.js';
import { privatePostgresAvailable, startPrivatePostgres, type PrivatePostgres } from './private-postgres.js';

const enabled = testEngine().kind === 'postgres' && privatePostgresAvailable();
const JOB_EXPIRE_SECONDS = 3;

let cluster: PrivatePostgres | undefined;
let sql: postgres.Sql | undefined;
let dataDir = '';
let env: Record<string, string> = {};
const servers: CrashServer[] = [];

const start = async (extra: Record<string, string> = {}) => {
  const server = await startServer(dataDir, { ...env, ...extra });
  servers.push(server);
  return server;
};

const eventually = async <T>(probe: () => Promise<T | undefined>, what: string, limitMs = 60_000): Promise<T> => {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

beforeAll(async () => {
  if (!enabled) return;
  cluster = await startPrivatePostgres();
  const admin = postgres(cluster.adminUrl, { max: 1, onnotice: () => undefined });
  await admin`create database atelier_scale`;
  await admin.end();
  const url = databaseUrl(cluster.adminUrl, 'atelier_scale');
  sql = postgres(url, { max: 2, onnotice: () => undefined });
  dataDir = mkdtempSync(join(tmpdir(), 'atelier-scale-'));
  env = {
    DATABASE_URL: url,
    BETTER_AUTH_SECRET: 'scale-out-secret-scale-out-secret-1234567',
    JOB_EXPIRE_SECONDS: String(JOB_EXPIRE_SECONDS),
    DATABASE_POOL_MAX: '5',
  };
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.kill9().catch(() => undefined);
  await sql?.end({ timeout: 1 });
  cluster?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe.skipIf(!enabled)('two app servers on one PostgreSQL', { timeout: 300_000 }, () => {
  let a: CrashServer;
  let b: CrashServer;

  it('start at the same moment on an empty database: one migrates and seeds, the other finds it done', async () => {
    [a, b] = await Promise.all([start(), start()]);
    const migrations = await sql!<{ n: number; distinct_hashes: number }[]>`
      select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations`;
    expect(migrations[0]!.n).toBe(migrations[0]!.distinct_hashes);
    const seeded = await sql!<{ n: number }[]>`select count(*)::int as n from seed_runs where name = 'demo'`;
    expect(seeded[0]!.n).toBe(1);
    const demo = await sql!<{ n: number }[]>`select count(*)::int as n from users where email = 'demo@atelier.local'`;
    expect(demo[0]!.n).toBeLessThanOrEqual(1);
  });

  it('a session made on one server is valid on the other; signing out on one ends it on both', async () => {
    const shopper = await signUp(a.url, `scale-${Date.now()}@example.com`);
    expect((await callTool(b.url, shopper, 'styleProfile.get', {})).status).toBe(200);
    const out = await post(a.url, '/api/auth/sign-out', {}, { cookie: shopper.cookie });
    expect(out.status).toBe(200);
    // A session cache (if any) may keep it for its short lifetime; after that both servers refuse it.
    await eventually(async () => ((await callTool(b.url, shopper, 'styleProfile.get', {})).status === 401 ? true : undefined), 'server B to refuse the signed-out session');
    expect((await callTool(a.url, shopper, 'styleProfile.get', {})).status).toBe(401);
  });

  it('rate limits are shared: failed sign-ins spread over both servers reach 429 at the same count as on one', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const server = attempt % 2 === 0 ? a : b;
      // A different account each time: this is the per-client limit, not the per-account one.
      const email = `limited-${attempt}-${Date.now()}@example.com`;
      const res = await post(server.url, '/api/auth/sign-in/email', { email, password: 'Wrong-Password-123' }, { 'x-forwarded-for': '10.99.1.1' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('an upload made through one server is served by the other', async () => {
    const shopper = await signUp(a.url, `upload-${Date.now()}@example.com`);
    const photo = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#2a6f4e' } }).png().toBuffer();
    const boundary = `----scale${Date.now()}`;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="bucket"\r\n\r\nwardrobe\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="coat.png"\r\nContent-Type: image/png\r\n\r\n`),
      photo, Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await fetch(`${a.url}/api/uploads`, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: shopper.cookie, origin: a.url }, body });
    expect(uploaded.status).toBe(201);
    const { uploads } = (await uploaded.json()) as { uploads: { id: string }[] };
    const viaA = await fetch(`${a.url}/api/files/${uploads[0]!.id}`, { headers: { cookie: shopper.cookie } });
    const viaB = await fetch(`${b.url}/api/files/${uploads[0]!.id}`, { headers: { cookie: shopper.cookie } });
    expect(viaB.status).toBe(200);
    expect(Buffer.from(await viaB.arrayBuffer()).equals(Buffer.from(await viaA.arrayBuffer()))).toBe(true);
  });

  it('a follow pipeline runs once across both servers', async () => {
    const shopper = await signUp(b.url, `pipeline-${Date.now()}@example.com`);
    const userId = (await sql!<{ id: string }[]>`select id from users where email = ${shopper.email}`)[0]!.id;
    expect((await callTool(a.url, shopper, 'influencers.follow', { handles: ['aimeesong'] })).status).toBe(200);
    await eventually(async () => {
      const rows = await sql!`select 1 from user_style_profiles where user_id = ${userId} and style_vector is not null`;
      return rows.length === 1 ? true : undefined;
    }, 'the taste vector');
    const jobs = await sql!<{ n: number }[]>`
      select count(*)::int as n from pgboss.job where name = 'recommendations.pipeline' and singleton_key = ${userId}`;
    expect(jobs[0]!.n).toBe(1);
  });

  it('a job a killed server was running is finished by the other once it expires', async () => {
    await b.stop();
    const holding = await start({ [HOLD_ENV]: 'influencers' });
    await a.stop();
    const shopper = await signUp(holding.url, `orphan-${Date.now()}@example.com`);
    const userId = (await sql!<{ id: string }[]>`select id from users where email = ${shopper.email}`)[0]!.id;
    expect((await callTool(holding.url, shopper, 'influencers.follow', { handles: ['aimeesong'] })).status).toBe(200);
    await holding.waitForLog((l) => l.msg === 'background job held for a crash test');
    await holding.kill9();
    expect(await sql!`select 1 from user_style_profiles where user_id = ${userId} and style_vector is not null`).toHaveLength(0);

    b = await start();
    await eventually(async () => {
      const rows = await sql!`select 1 from user_style_profiles where user_id = ${userId} and style_vector is not null`;
      return rows.length === 1 ? true : undefined;
    }, 'the surviving server to finish the orphaned job', 90_000);
  });

  it('answers 503 while the database is down and recovers without a restart', async () => {
    const shopper = await signIn(b.url, (await sql!<{ email: string }[]>`select email from users where email like 'orphan-%' limit 1`)[0]!.email, 'Velvet-Runway-42');
    await sql!.end({ timeout: 1 });
    cluster!.stop();
    try {
      const health = await fetch(`${b.url}/healthz`);
      expect(health.status).toBe(503);
      const tool = await callTool(b.url, shopper, 'styleProfile.get', {});
      expect(tool.status).toBe(503);
      expect(tool.body).toMatchObject({ error: 'database_unavailable' });
    } finally {
      cluster!.start();
    }
    sql = postgres(env.DATABASE_URL!, { max: 2, onnotice: () => undefined });
    await eventually(async () => ((await fetch(`${b.url}/healthz`)).status === 200 ? true : undefined), 'health after the restart');
    expect((await callTool(b.url, shopper, 'styleProfile.get', {})).status).toBe(200);
    expect(b.child.exitCode).toBeNull();
  });
});
