/**
 * Background jobs on Postgres: pg-boss, so several app servers share the work and a job a crashed
 * server held is retried by another once it expires. Queues use the `singleton` policy: with the
 * job's singletonKey (the follow pipeline: the user) at most one is active at a time, across servers.
 */
import PgBoss from 'pg-boss';
import type { ToolLogger } from '../../tools/types.js';
import type { EnqueuedJob, JobHandler, JobQueue } from '../../tools/jobs.js';
import { MAX_ATTEMPTS } from './local-runner.js';

/** A job still active this long is taken to be lost with its server and retried. */
const EXPIRE_SECONDS = 15 * 60;
const POLL_MS = 250;
/** Refresh Recommendations waits at most this long for a job another server runs. */
const WAIT_LIMIT_MS = 2 * 60_000;
const FINAL_STATES = new Set(['completed', 'failed', 'cancelled']);

export const createPgBossQueue = ({ url, log }: { url: string; log: ToolLogger }): JobQueue => {
  const boss = new PgBoss({ connectionString: url, max: 4 });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  const handlers = new Map<string, JobHandler>();
  const inFlight = new Set<Promise<void>>();
  let started = false;

  const ensureQueue = async (name: string) => {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, { name, policy: 'singleton', retryLimit: MAX_ATTEMPTS - 1, retryDelay: 5, expireInSeconds: EXPIRE_SECONDS });
    } catch (error) {
      if (!(await boss.getQueue(name))) throw error; // another server created it meanwhile: fine
    }
  };

  const finished = (name: string, id: string): Promise<void> => {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    const poll = async (): Promise<void> => {
      for (;;) {
        const job = await boss.getJobById(name, id, { includeArchive: true }).catch(() => null);
        if (!job || FINAL_STATES.has(job.state) || Date.now() > deadline) return;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };
    return poll();
  };

  return {
    async enqueue(name, payload, opts = {}): Promise<EnqueuedJob> {
      if (!started) throw new Error('the job queue is not started');
      const id = await boss.send(name, payload as object, opts.singletonKey ? { singletonKey: opts.singletonKey } : {});
      return { finished: () => (id ? finished(name, id) : Promise.resolve()) };
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
        await boss.work(name, { batchSize: 1 }, async (jobs) => {
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
      await this.whenIdle();
    },
    async whenIdle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
};
