/**
 * The Postgres runner over a real, throwaway Postgres cluster (skipped where the machine has no
 * Postgres binaries): several app servers share the work, one user's jobs never overlap across
 * them, a failing job is retried, and a job queued by a server that dies is run by another.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.js';
import { silentLogger } from '../log.js';
import type { JobQueue } from '../../tools/jobs.js';
import { createPgBossQueue } from './pg-boss-runner.js';

const BIN = '/usr/local/bin';
const available = existsSync(join(BIN, 'initdb')) && existsSync(join(BIN, 'pg_ctl'));
/** initdb refuses root; the cluster then belongs to the postgres user. */
const asPostgres = (cmd: string, args: string[]) =>
  process.getuid?.() === 0 ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'ignore' }) : execFileSync(cmd, args, { stdio: 'ignore' });

let dir = '';
let url = '';
const queues: JobQueue[] = [];

beforeAll(async () => {
  if (!available) return;
  dir = mkdtempSync(join(tmpdir(), 'atelier-pgboss-'));
  if (process.getuid?.() === 0) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const port = await freePort();
  asPostgres(join(BIN, 'initdb'), ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres']);
  asPostgres(join(BIN, 'pg_ctl'), ['-D', join(dir, 'data'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-l', join(dir, 'log'), '-w', 'start']);
  url = `postgres://postgres@127.0.0.1:${port}/postgres`;
}, 120_000);

afterAll(async () => {
  for (const queue of queues) await queue.stop();
  if (!available) return;
  asPostgres(join(BIN, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', 'stop']);
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

const server = (handlers: Record<string, (payload: unknown) => Promise<void>> = {}) => {
  const queue = createPgBossQueue({ url, log: silentLogger });
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
    const a = server({ 'shared.job': handler('a') });
    const b = server({ 'shared.job': handler('b') });
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
    const a = server({ 'flaky.job': async () => { calls += 1; if (calls === 1) throw new Error('first try fails'); } });
    await a.start();
    await (await a.enqueue('flaky.job', {})).finished();
    expect(calls).toBe(2);
  });

  it('a job queued by a server that goes away is run by another', async () => {
    const dying = server();
    await dying.start();
    await dying.enqueue('orphan.job', { n: 7 });
    await dying.stop();
    let ran!: (payload: unknown) => void;
    const seen = new Promise<unknown>((resolve) => { ran = resolve; });
    const survivor = server({ 'orphan.job': async (payload) => { ran(payload); } });
    await survivor.start();
    expect(await seen).toEqual({ n: 7 });
  });
});
