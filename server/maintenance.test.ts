/**
 * The hourly upkeep as the server process starts it: on the embedded database the local runner runs
 * it at once (then hourly); on PostgreSQL it is one pg-boss schedule for the cluster, however many
 * servers start, and nothing runs on starting until its job comes. The purge and the two sweeps are
 * seen through the clock they read (each asks it once per pass).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startJobs, type Jobs } from './jobs/index.js';
import { HOURLY_CRON } from './jobs/pg-boss-runner.js';
import { silentLogger } from './log.js';
import { MAINTENANCE_JOB, startMaintenance } from './maintenance.js';
import { createDiskStorage } from './storage/disk.js';
import { createTestDatabase, type TestDatabase } from './test/db.js';
import { testEngine } from './test/engine.js';

const onPostgres = testEngine().kind === 'postgres';
/** The purge, the unused-photo sweep and the sweep of interrupted writes: one clock read each. */
const CLOCK_READS_PER_PASS = 3;
const storageDir = mkdtempSync(join(tmpdir(), 'atelier-maintenance-'));
let database: TestDatabase;
const started: Jobs[] = [];

beforeAll(async () => { database = await createTestDatabase(); }, 120_000);
afterAll(async () => {
  for (const jobs of started) await jobs.stop();
  await database.close();
  rmSync(storageDir, { recursive: true, force: true });
}, 60_000);

const server = async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-1234',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: storageDir,
    LOG_LEVEL: 'silent',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  const jobs = await startJobs({ config, database, log: silentLogger, env: {} });
  started.push(jobs);
  let clockReads = 0;
  await startMaintenance(jobs, { db: database.db, storage: createDiskStorage(storageDir), log: silentLogger, now: () => { clockReads += 1; return new Date(); } });
  return { jobs, clockReads: () => clockReads };
};

describe('hourly upkeep', { timeout: 60_000 }, () => {
  it.skipIf(onPostgres)('on the embedded database, runs the purge and the sweeps at start', async () => {
    const { jobs, clockReads } = await server();
    await jobs.queue.whenIdle();
    expect(clockReads()).toBe(CLOCK_READS_PER_PASS);
  });

  it.skipIf(!onPostgres)('on PostgreSQL, is one schedule for all servers, run by whichever takes its job', async () => {
    const a = await server();
    const b = await server();
    const sql = postgres(database.url!, { max: 1, onnotice: () => undefined });
    try {
      const schedules = await sql<{ name: string; cron: string }[]>`select name, cron from pgboss.schedule`;
      expect(schedules).toEqual([{ name: MAINTENANCE_JOB, cron: HOURLY_CRON }]);
      // Starting runs nothing on any server: the upkeep waits for the hour.
      await new Promise((r) => setTimeout(r, 1_500));
      expect(a.clockReads() + b.clockReads()).toBe(0);
      // The job the schedule sends on the hour, sent now: one server runs the purge and the sweep.
      await (await a.jobs.queue.enqueue(MAINTENANCE_JOB, {}, { singletonKey: MAINTENANCE_JOB })).finished();
      expect(a.clockReads() + b.clockReads()).toBe(CLOCK_READS_PER_PASS);
    } finally {
      await sql.end({ timeout: 1 });
    }
  });
});
