/**
 * The Postgres runner on the real PostgreSQL server of the suite's Postgres run (skipped on the
 * embedded run): several app servers share the work, one user's jobs never overlap across them, a
 * failing job is retried, and a job queued by a server that dies is run by another.
 */
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
const queues: JobQueue[] = [];

beforeAll(async () => {
  if (!available) return;
  const created = await createPostgresTestDatabase(engine.adminUrl!);
  database = created;
  url = created.url;
}, 120_000);

afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database?.close();
}, 60_000);

const server = async (handlers: Record<string, (payload: unknown) => Promise<void>> = {}, expireSeconds = 15 * 60) => {
  const queue = await createPgBossQueue({ url, log: silentLogger, expireSeconds });
  for (const [name, handler] of Object.entries(handlers)) queue.work(name, handler);
  queues.push(queue);
  return queue;
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
