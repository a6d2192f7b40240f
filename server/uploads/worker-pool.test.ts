import { afterEach, describe, expect, it } from 'vitest';
import { WorkerCrashedError, WorkerPool, WorkerTimeoutError } from './worker-pool.js';

interface BusyJob { label: string; ms: number; crash?: boolean }
interface BusyAnswer { label: string; threadId: number; startedAt: number; endedAt: number }

const BUSY_WORKER = new URL('./fixtures/busy-worker.mjs', import.meta.url);
let pool: WorkerPool<BusyJob, BusyAnswer> | undefined;
const createPool = (size: number, timeoutMs: number) => (pool = new WorkerPool<BusyJob, BusyAnswer>({ script: BUSY_WORKER, size, timeoutMs }));
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('WorkerPool', () => {
  it('times each job from when it starts, not from when it was queued', async () => {
    const busy = createPool(1, 600);
    // Four jobs of 250 ms behind each other: the last waits 750 ms, longer than the budget, and passes.
    const answers = await Promise.all([1, 2, 3, 4].map((n) => busy.run('alice', { label: `a${n}`, ms: 250 })));
    expect(answers.map((a) => a.label)).toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  it('fails only the job over its budget and replaces its worker; the jobs queued behind it keep their place', async () => {
    const busy = createPool(1, 300);
    const stuck = busy.run('alice', { label: 'stuck', ms: 5_000 });
    const next = busy.run('bob', { label: 'b1', ms: 50 });
    const after = busy.run('alice', { label: 'a2', ms: 50 });
    const started = Date.now();
    await expect(stuck).rejects.toBeInstanceOf(WorkerTimeoutError);
    expect(Date.now() - started).toBeLessThan(2_000);
    const [b1, a2] = await Promise.all([next, after]);
    expect([b1.label, a2.label]).toEqual(['b1', 'a2']);
    const first = await busy.run('carol', { label: 'c1', ms: 1 });
    expect(first.threadId).toBe(b1.threadId);
  });

  it('fails only the job whose worker died', async () => {
    const busy = createPool(1, 5_000);
    const crashed = busy.run('alice', { label: 'x', ms: 0, crash: true });
    const next = busy.run('bob', { label: 'b1', ms: 10 });
    await expect(crashed).rejects.toBeInstanceOf(WorkerCrashedError);
    expect((await next).label).toBe('b1');
  });

  it('shares the workers fairly: a shopper who queued later is not kept behind all of the first one\'s jobs', async () => {
    const busy = createPool(1, 5_000);
    const order: string[] = [];
    const run = (owner: string, label: string) => busy.run(owner, { label, ms: 60 }).then((a) => order.push(a.label));
    const jobs = [1, 2, 3, 4, 5, 6].map((n) => run('alice', `a${n}`));
    jobs.push(run('bob', 'b1'), run('bob', 'b2'));
    await Promise.all(jobs);
    // Alice's first job was already running; after it the two shoppers take turns.
    expect(order).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'a4', 'a5', 'a6']);
  });

  it('drops queued jobs whose request was given up, without running them', async () => {
    const busy = createPool(1, 5_000);
    const gaveUp = new AbortController();
    const running = busy.run('alice', { label: 'a1', ms: 200 });
    const dropped = busy.run('alice', { label: 'a2', ms: 200 }, gaveUp.signal);
    gaveUp.abort();
    await expect(dropped).rejects.toMatchObject({ name: 'AbortError' });
    expect((await running).label).toBe('a1');
    expect(busy.queued).toBe(0);
  });

  it('runs as many jobs at once as it has workers', async () => {
    const busy = createPool(2, 5_000);
    // Until both workers have started, the first one may take both jobs.
    for (let tries = 0; tries < 20; tries++) {
      const pair = await Promise.all([busy.run('a', { label: 'w', ms: 100 }), busy.run('b', { label: 'w', ms: 100 })]);
      if (pair[0].threadId !== pair[1].threadId) break;
    }
    const [one, two] = await Promise.all([busy.run('a', { label: '1', ms: 400 }), busy.run('b', { label: '2', ms: 400 })]);
    expect(one.threadId).not.toBe(two.threadId);
    expect(one.startedAt < two.endedAt && two.startedAt < one.endedAt).toBe(true);
  });
});
