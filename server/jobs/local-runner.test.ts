/** The embedded database's job runner: stored until done, re-run after a crash, one key at a time. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../db/schema.js';
import type { DatabaseHandle } from '../db/client.js';
import { silentLogger } from '../log.js';
import { createTestDatabase } from '../test/db.js';
import { MAX_ATTEMPTS, createLocalJobQueue } from './local-runner.js';

let database: DatabaseHandle;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database.close(); });
beforeEach(async () => { await database.db.delete(backgroundJobs); });

const rows = () => database.db.select().from(backgroundJobs);

describe('local job runner', () => {
  it('stores a job until its handler is done, then deletes it', async () => {
    const queue = createLocalJobQueue({ db: database.db, log: silentLogger });
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((r) => { started = r; });
    const seen: unknown[] = [];
    queue.work('demo', async (payload) => { seen.push(payload); started(); await new Promise<void>((r) => { release = r; }); });
    await queue.start();
    const job = await queue.enqueue('demo', { n: 1 });
    expect((await rows()).map((r) => r.name)).toEqual(['demo']);
    await running;
    expect((await rows())[0]!.state).toBe('running');
    release();
    await job.finished();
    expect(seen).toEqual([{ n: 1 }]);
    expect(await rows()).toEqual([]);
    await queue.stop();
  });

  it('runs jobs of one key in order, one at a time', async () => {
    const queue = createLocalJobQueue({ db: database.db, log: silentLogger });
    const log: string[] = [];
    queue.work('ordered', async (payload) => {
      const { n } = payload as { n: number };
      log.push(`start ${n}`);
      await new Promise((r) => setTimeout(r, 5));
      log.push(`end ${n}`);
    });
    await queue.start();
    for (const n of [1, 2, 3]) await queue.enqueue('ordered', { n }, { singletonKey: 'user-1' });
    await queue.whenIdle();
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    await queue.stop();
  });

  it('re-runs at start the jobs a crash left pending or running', async () => {
    await database.db.insert(backgroundJobs).values([
      { name: 'resume', payload: { n: 1 }, state: 'running', attempts: 1 },
      { name: 'resume', payload: { n: 2 }, state: 'pending' },
      { name: 'resume', payload: { n: 3 }, state: 'failed', attempts: MAX_ATTEMPTS, lastError: 'gave up' },
    ]);
    const queue = createLocalJobQueue({ db: database.db, log: silentLogger });
    const seen: number[] = [];
    queue.work('resume', async (payload) => { seen.push((payload as { n: number }).n); });
    await queue.start();
    await queue.whenIdle();
    expect(seen.sort()).toEqual([1, 2]);
    expect((await rows()).map((r) => r.state)).toEqual(['failed']);
    await queue.stop();
  });

  it('retries a failing job, then keeps it as failed with its error', async () => {
    const queue = createLocalJobQueue({ db: database.db, log: silentLogger });
    let calls = 0;
    queue.work('flaky', async () => { calls += 1; throw new Error('catalogue unreachable'); });
    await queue.start();
    await queue.enqueue('flaky', {});
    await queue.whenIdle();
    expect(calls).toBe(MAX_ATTEMPTS);
    const [row] = await rows();
    expect(row).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, lastError: 'catalogue unreachable' });
  });

  it('after stop, a queued job stays stored for the next start', async () => {
    const queue = createLocalJobQueue({ db: database.db, log: silentLogger });
    const seen: unknown[] = [];
    queue.work('later', async (payload) => { seen.push(payload); });
    await queue.start();
    await queue.stop();
    await queue.enqueue('later', { n: 9 });
    await queue.whenIdle();
    expect(seen).toEqual([]);
    expect(await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.state, 'pending'))).toHaveLength(1);
    await queue.start();
    await queue.whenIdle();
    expect(seen).toEqual([{ n: 9 }]);
    expect(await rows()).toEqual([]);
  });

  it('runs a recurring task at once and then every interval, one run at a time, until stopped', async () => {
    const queue = createLocalJobQueue({ db: database.db, log: silentLogger });
    let runs = 0;
    let active = 0;
    let overlap = false;
    await queue.start();
    queue.every('upkeep', 20, async () => {
      active += 1;
      if (active > 1) overlap = true;
      runs += 1;
      // Longer than the interval: the ticks meanwhile are skipped instead of starting beside it.
      await new Promise((r) => setTimeout(r, 50));
      active -= 1;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(runs).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    // At most one run per 50 ms (with ticks every 20 ms), and more than one.
    expect(runs).toBeGreaterThan(1);
    expect(runs).toBeLessThanOrEqual(7);
    expect(overlap).toBe(false);
    await queue.stop();
    const stoppedAt = runs;
    await new Promise((r) => setTimeout(r, 100));
    expect(runs).toBe(stoppedAt);
  });
  it('holds a job with startAfter until its time; stopping meanwhile keeps it stored for the next start', async () => {
    const queue = createLocalJobQueue({ db: database.db, log: silentLogger });
    const ran: number[] = [];
    queue.work('later', async () => { ran.push(Date.now()); });
    await queue.start();
    const queuedAt = Date.now();
    const job = await queue.enqueue('later', {}, { startAfter: new Date(queuedAt + 150) });
    // Waiting on a timer is not work in flight: idle at once, nothing run yet.
    await queue.whenIdle();
    expect(ran).toEqual([]);
    await job.finished();
    expect(ran).toHaveLength(1);
    expect(ran[0]! - queuedAt).toBeGreaterThanOrEqual(140);

    await queue.enqueue('later', {}, { startAfter: new Date(Date.now() + 60_000) });
    await queue.stop();
    expect(ran).toHaveLength(1);
    expect((await rows()).map((r) => r.state)).toEqual(['pending']);
    // The next start runs what was stored (a handler that cares re-checks the time).
    const next = createLocalJobQueue({ db: database.db, log: silentLogger });
    next.work('later', async () => { ran.push(Date.now()); });
    await next.start();
    await next.whenIdle();
    expect(ran).toHaveLength(2);
    await next.stop();
  });
});
