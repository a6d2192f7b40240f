/**
 * The Postgres runner on the real PostgreSQL server of the suite's Postgres run (skipped on the
 * embedded run): several app servers share the work, one user's jobs never overlap across them
 * while different users' jobs run side by side, a user whose job hangs or whose server is killed
 * holds up nobody else, a killed server's job runs again long before its expiry and a stuck one
 * after it (never beside the stuck run), a failing job is retried, a job queued by a server that
 * dies is run by another, a changed expiry applies at the next start, and a schedule runs once per
 * cluster.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../log.js';
import type { DatabaseHandle } from '../db/client.js';
import type { JobQueue } from '../../tools/jobs.js';
import { testEngine } from '../test/engine.js';
import { createPostgresTestDatabase } from '../test/postgres.js';
import { createPgBossQueue } from './pg-boss-runner.js';

const engine = testEngine();
const available = engine.kind === 'postgres';

let database: DatabaseHandle | undefined;
let url = '';
let sql: postgres.Sql | undefined;
const queues: JobQueue[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (!available) return;
  const created = await createPostgresTestDatabase(engine.adminUrl!);
  database = created;
  url = created.url;
  sql = postgres(url, { max: 1, onnotice: () => undefined });
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const queue of queues) await queue.stop();
  await sql?.end({ timeout: 1 });
  await database?.close();
}, 60_000);

const server = async (handlers: Record<string, (payload: unknown) => Promise<void>> = {}, expireSeconds = 15 * 60) => {
  const queue = await createPgBossQueue({ url, log: silentLogger, expireSeconds });
  for (const [name, handler] of Object.entries(handlers)) queue.work(name, handler);
  queues.push(queue);
  return queue;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** When each job of a handler ran, by shopper. */
interface Run { key: string; n: number; start: number; end: number }
const overlaps = (a: Run, b: Run) => a.start < b.end && b.start < a.end;
const recorder = (ms: number) => {
  const runs: Run[] = [];
  const handler = async (payload: unknown) => {
    const { key, n } = payload as { key: string; n: number };
    const start = performance.now();
    await sleep(ms);
    runs.push({ key, n, start, end: performance.now() });
  };
  return { runs, handler };
};

/** Statements of the test database that failed (a duplicate key rolls its statement back), as the server counts them. */
const rollbacks = async () => {
  await sql!`select pg_stat_clear_snapshot()`;
  const [row] = await sql!<{ n: number }[]>`select xact_rollback::int as n from pg_stat_database where datname = current_database()`;
  return row!.n;
};
/** The statistics collector reports a backend's counts within about a second. */
const settledRollbacks = async () => {
  await sleep(1_500);
  return rollbacks();
};

/** Resolves with the ms `promise` took, or rejects once `limitMs` passed. */
const within = async (promise: Promise<unknown>, limitMs: number, what: string): Promise<number> => {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`${what} took over ${limitMs} ms`)), limitMs); });
  try {
    await Promise.race([promise, late]);
    return performance.now() - started;
  } finally {
    clearTimeout(timer);
  }
};

describe.skipIf(!available)('pg-boss runner', { timeout: 120_000 }, () => {
  it('two servers share the jobs; each runs once; one key never runs twice at once', async () => {
    const ran: { server: string; n: number }[] = [];
    let active = 0;
    let overlap = false;
    const handler = (name: string) => async (payload: unknown) => {
      active += 1;
      if (active > 1) overlap = true;
      await new Promise((r) => setTimeout(r, 30));
      ran.push({ server: name, n: (payload as { n: number }).n });
      active -= 1;
    };
    const a = await server({ 'shared.job': handler('a') });
    const b = await server({ 'shared.job': handler('b') });
    await a.start();
    await b.start();
    const jobs = [];
    for (let n = 0; n < 6; n++) jobs.push(await (n % 2 ? a : b).enqueue('shared.job', { n }, { singletonKey: 'user-1' }));
    await Promise.all(jobs.map((j) => j.finished()));
    expect(ran.map((r) => r.n).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(overlap).toBe(false);
  });

  it('retries a job whose handler throws', async () => {
    let calls = 0;
    const a = await server({ 'flaky.job': async () => { calls += 1; if (calls === 1) throw new Error('first try fails'); } });
    await a.start();
    await (await a.enqueue('flaky.job', {})).finished();
    expect(calls).toBe(2);
  });

  it('a job queued by a server that goes away is run by another', async () => {
    const dying = await server();
    await dying.start();
    await dying.enqueue('orphan.job', { n: 7 });
    await dying.stop();
    let ran!: (payload: unknown) => void;
    const seen = new Promise<unknown>((resolve) => { ran = resolve; });
    const survivor = await server({ 'orphan.job': async (payload) => { ran(payload); } });
    await survivor.start();
    expect(await seen).toEqual({ n: 7 });
  });
});

describe.skipIf(!available)('pg-boss runner: shoppers do not wait for each other', { timeout: 180_000 }, () => {
  it('one server runs two shoppers\' jobs at the same time, each shopper\'s one after another', async () => {
    const { runs, handler } = recorder(400);
    const a = await server({ 'overlap.job': handler });
    await a.start();
    const jobs = [];
    for (let n = 0; n < 3; n++) {
      jobs.push(await a.enqueue('overlap.job', { key: 'ann', n }, { singletonKey: 'ann' }));
      jobs.push(await a.enqueue('overlap.job', { key: 'bob', n }, { singletonKey: 'bob' }));
    }
    await Promise.all(jobs.map((j) => j.finished()));
    expect(runs).toHaveLength(6);
    const ann = runs.filter((r) => r.key === 'ann');
    const bob = runs.filter((r) => r.key === 'bob');
    expect(ann.some((x) => bob.some((y) => overlaps(x, y)))).toBe(true);
    for (const own of [ann, bob]) for (const x of own) for (const y of own) if (x !== y) expect(overlaps(x, y)).toBe(false);
  });

  it('two servers: each shopper\'s jobs never overlap, each job runs once, and no statement fails', async () => {
    const { runs, handler } = recorder(150);
    const a = await server({ 'shared.pair': handler });
    const b = await server({ 'shared.pair': handler });
    await a.start();
    await b.start();
    const before = await settledRollbacks();
    // Ann's jobs first and most: the oldest waiting job is often one of a shopper already running.
    const order = ['ann0', 'ann1', 'ann2', 'bob0', 'ann3', 'cy0', 'bob1', 'ann4', 'cy1', 'bob2'];
    const jobs = [];
    for (const [i, job] of order.entries()) {
      const key = job.slice(0, -1);
      jobs.push(await (i % 2 ? a : b).enqueue('shared.pair', { key, n: Number(job.at(-1)) }, { singletonKey: key }));
    }
    await Promise.all(jobs.map((j) => j.finished()));
    expect(runs.map((r) => `${r.key}${r.n}`).sort()).toEqual([...order].sort());
    for (const key of ['ann', 'bob', 'cy']) {
      const own = runs.filter((r) => r.key === key);
      for (const x of own) for (const y of own) if (x !== y) expect(overlaps(x, y)).toBe(false);
    }
    // The singleton policy's unique index made every fetch behind a busy shopper fail (and pg-boss hid it).
    expect(await settledRollbacks()).toBe(before);
  });

  it('a shopper whose job hangs does not delay another shopper\'s job', async () => {
    let release!: () => void;
    const released = new Promise<void>((r) => { release = r; });
    let hanging!: () => void;
    const hung = new Promise<void>((r) => { hanging = r; });
    const ran: string[] = [];
    const a = await server({
      'hang.job': async (payload) => {
        const { key, n } = payload as { key: string; n: number };
        if (key === 'ann' && n === 1) { hanging(); await released; }
        ran.push(`${key}${n}`);
      },
    });
    await a.start();
    const ann1 = await a.enqueue('hang.job', { key: 'ann', n: 1 }, { singletonKey: 'ann' });
    await hung;
    const ann2 = await a.enqueue('hang.job', { key: 'ann', n: 2 }, { singletonKey: 'ann' });
    const bob1 = await a.enqueue('hang.job', { key: 'bob', n: 1 }, { singletonKey: 'bob' });
    try {
      await within(bob1.finished(), 10_000, "bob's job behind ann's hanging one");
      expect(ran).toEqual(['bob1']);
    } finally {
      release();
    }
    await ann1.finished();
    await ann2.finished();
    expect(ran).toEqual(['bob1', 'ann1', 'ann2']);
  });

  it('a job lost with a killed server is run again long before its expiry, and nobody else waits for it', async () => {
    const expireSeconds = 600;
    const ran: { key: string; n: number | string; at: number }[] = [];
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./held-job-process.ts', import.meta.url)), url, 'lost.job', 'ann', String(expireSeconds)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    await new Promise<void>((resolve, reject) => {
      child.stdout!.setEncoding('utf8').on('data', (text: string) => { if (text.includes('held')) resolve(); });
      child.once('exit', () => reject(new Error('the runner process exited before holding its job')));
    });
    const killedAt = performance.now();
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));

    const survivor = await server({
      'lost.job': async (payload) => {
        const { key, n } = payload as { key: string; n: number | string };
        ran.push({ key, n, at: performance.now() - killedAt });
      },
    }, expireSeconds);
    await survivor.start();
    // Ann has another job queued behind the lost one; Bob's jobs come after both.
    const ann2 = await survivor.enqueue('lost.job', { key: 'ann', n: 2 }, { singletonKey: 'ann' });
    const bob = [];
    for (const n of [1, 2]) bob.push(await survivor.enqueue('lost.job', { key: 'bob', n }, { singletonKey: 'bob' }));
    await within(Promise.all(bob.map((j) => j.finished())), 10_000, "bob's jobs while ann's job is lost");
    await ann2.finished();
    // Nobody holds its lock: found within 30 s of its start and a 10 s check, retried after 5 s; with room to spare.
    const deadline = performance.now() + 90_000;
    while (!ran.some((r) => r.n === 'lost') && performance.now() < deadline) await sleep(250);
    const lost = ran.find((r) => r.n === 'lost');
    expect(lost, 'the lost job ran again').toBeDefined();
    const bobDone = Math.max(...ran.filter((r) => r.key === 'bob').map((r) => r.at));
    expect(bobDone).toBeLessThan(lost!.at);
  });

  it('a job stuck past its expiry on a live server is retried, but only once the stuck run lets go of its shopper', async () => {
    const runs: Run[] = [];
    let release!: () => void;
    const released = new Promise<void>((r) => { release = r; });
    const a = await server({
      'stuck.job': async () => {
        const start = performance.now();
        if (runs.length === 0) await released;
        runs.push({ key: 'ann', n: runs.length, start, end: performance.now() });
      },
    }, 3);
    await a.start();
    const job = await a.enqueue('stuck.job', {}, { singletonKey: 'ann' });
    // Past the expiry and the retry delay: the retry has come and is being put back while the first run holds on.
    await sleep(12_000);
    expect(runs).toEqual([]);
    release();
    await job.finished();
    const deadline = performance.now() + 30_000;
    while (runs.length < 2 && performance.now() < deadline) await sleep(250);
    expect(runs).toHaveLength(2);
    expect(overlaps(runs[0]!, runs[1]!)).toBe(false);
  });

  it('a changed JOB_EXPIRE_SECONDS applies to the queue and its new jobs at the next start', async () => {
    const first = await server({ 'expiry.job': async () => undefined }, 900);
    await first.start();
    await (await first.enqueue('expiry.job', {})).finished();
    await first.stop();
    const second = await server({ 'expiry.job': async () => undefined }, 42);
    await second.start();
    const [queue] = await sql!<{ expire_seconds: number; policy: string }[]>`select expire_seconds, policy from pgboss.queue where name = 'expiry.job'`;
    expect(queue).toMatchObject({ expire_seconds: 42 });
    await (await second.enqueue('expiry.job', { n: 2 })).finished();
    const jobs = await sql!<{ seconds: number }[]>`
      select extract(epoch from expire_in)::int as seconds from pgboss.archive where name = 'expiry.job' and data->>'n' = '2'
      union all select extract(epoch from expire_in)::int from pgboss.job where name = 'expiry.job' and data->>'n' = '2'`;
    expect(jobs).toEqual([{ seconds: 42 }]);
  });

  it('a schedule runs once across two servers', async () => {
    const ran: number[] = [];
    const task = async () => { ran.push(Date.now()); };
    const a = await server();
    const b = await server();
    await a.start();
    await b.start();
    // Every minute: pg-boss checks the schedules on one server at a time, at least 30 s apart, so a
    // second run within 12 s of the first would be a duplicate.
    await a.schedule('every.minute', '* * * * *', task);
    await b.schedule('every.minute', '* * * * *', task);
    const deadline = Date.now() + 90_000;
    while (!ran.length && Date.now() < deadline) await sleep(250);
    expect(ran.length).toBeGreaterThan(0);
    await sleep(12_000);
    expect(ran).toHaveLength(1);
  });
});
