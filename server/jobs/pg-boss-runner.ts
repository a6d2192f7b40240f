/**
 * Background jobs on Postgres: pg-boss, so several app servers share the work and a job a crashed
 * server held is retried by another once it expires. Queues use the `singleton` policy: with the
 * job's singletonKey (the follow pipeline: the user) at most one is active at a time, across servers.
 */
import type { ToolLogger } from '../../tools/types.js';
import type { EnqueuedJob, JobHandler, JobQueue } from '../../tools/jobs.js';
import { MAX_ATTEMPTS } from './local-runner.js';

const POLL_MS = 250;
/** How often an idle worker asks for work (pg-boss' default is 2 s). */
const WORKER_POLL_SECONDS = 1;
/** Refresh Recommendations waits at most this long for a job another server runs. */
const WAIT_LIMIT_MS = 2 * 60_000;
const FINAL_STATES = new Set(['completed', 'failed', 'cancelled']);

/**
 * `expireSeconds` (JOB_EXPIRE_SECONDS): a job still active this long is taken to be lost with its
 * server and retried by another; maintenance (which finds them) runs at least twice per period.
 */
export const createPgBossQueue = async ({ url, log, expireSeconds }: { url: string; log: ToolLogger; expireSeconds: number }): Promise<JobQueue> => {
  // Loaded only on Postgres: pg-boss and its driver cost ~40 ms of every start on the embedded database.
  const { default: PgBoss } = await import('pg-boss');
  const maintenanceIntervalSeconds = Math.max(1, Math.min(120, Math.floor(expireSeconds / 2)));
  const boss = new PgBoss({ connectionString: url, max: 4, maintenanceIntervalSeconds });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  const handlers = new Map<string, JobHandler>();
  const inFlight = new Set<Promise<void>>();
  let started = false;

  const created = new Set<string>();
  /** pg-boss 10 stores a job only in a queue that exists, so one is made before the first send or work. */
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    if (await boss.getQueue(name)) {
      created.add(name);
      return;
    }
    // Another server may be creating the same queue (a deadlock or a duplicate for one of them): look again.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await boss.createQueue(name, { name, policy: 'singleton', retryLimit: MAX_ATTEMPTS - 1, retryDelay: 5, expireInSeconds: expireSeconds });
        break;
      } catch (error) {
        if (await boss.getQueue(name)) break;
        if (attempt >= 4) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
        if (await boss.getQueue(name)) break;
      }
    }
    created.add(name);
  };

  const finished = (name: string, id: string): Promise<void> => {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    const poll = async (): Promise<void> => {
      for (;;) {
        // A server stopping meanwhile ends the wait too (the job itself stays stored for the others).
        const job = await boss.getJobById(name, id, { includeArchive: true }).catch(() => null);
        if (!job || FINAL_STATES.has(job.state) || Date.now() > deadline) return;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };
    return poll();
  };

  const whenIdle = async () => {
    while (inFlight.size) await Promise.allSettled([...inFlight]);
  };

  return {
    async enqueue(name, payload, opts = {}): Promise<EnqueuedJob> {
      if (!started) throw new Error('the job queue is not started');
      await ensureQueue(name);
      const id = await boss.send(name, payload as object, opts.singletonKey ? { singletonKey: opts.singletonKey } : {});
      // The singleton policy never drops a send, so no id means the job was not stored.
      if (!id) throw new Error(`background job ${name} was not stored`);
      return { finished: () => finished(name, id) };
    },
    work(name, handler) {
      handlers.set(name, handler);
    },
    async start() {
      if (started) return;
      await boss.start();
      started = true;
      for (const [name, handler] of handlers) {
        await ensureQueue(name);
        await boss.work(name, { batchSize: 1, pollingIntervalSeconds: WORKER_POLL_SECONDS }, async (jobs) => {
          const run = (async () => {
            for (const job of jobs) await handler(job.data);
          })();
          inFlight.add(run);
          try {
            await run; // a throw fails the job; pg-boss retries it
          } finally {
            inFlight.delete(run);
          }
        });
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true });
      await whenIdle();
    },
    whenIdle,
  };
};
