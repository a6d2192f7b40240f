/**
 * Background jobs on Postgres: pg-boss, so several app servers share the work and a job a crashed
 * server held is retried by another once it expires.
 *
 * Queues use pg-boss' `standard` policy: every server runs up to WORKERS_PER_QUEUE jobs at once,
 * whoever they belong to. pg-boss' own `singleton` policy cannot do that: its fetch takes the oldest
 * waiting jobs and, when their key already has one running, the whole fetch breaks a unique index
 * and returns nothing, so one busy shopper stalled every other shopper's jobs behind theirs.
 * Instead one key's jobs are kept apart by the runner (keyed-lock.ts): a job runs holding its
 * key's advisory lock, and one whose key is busy is put back for a moment, never failed.
 *
 * The same lock tells a lost job from a slow one: PostgreSQL drops it with a dead server's
 * connection, so a job active for a while whose lock nobody holds is retried at once instead of
 * after its expiry (which still catches a job whose server is alive but stuck).
 */
import type { ToolLogger } from '../../tools/types.js';
import type { EnqueuedJob, JobHandler, JobQueue } from '../../tools/jobs.js';
import { createKeyedLock } from './keyed-lock.js';
import { MAX_ATTEMPTS } from './local-runner.js';

const POLL_MS = 250;
/** How often an idle worker asks for work (pg-boss' default is 2 s). */
const WORKER_POLL_SECONDS = 1;
/** Jobs one server runs at once per queue (pg-boss 10 runs one per worker). */
export const WORKERS_PER_QUEUE = 4;
/** A job whose key is busy is put back this long (the key's running job is usually done by then). */
const BUSY_KEY_DELAY_SECONDS = 2;
/** Seconds between retries of a failed job. */
const RETRY_DELAY_SECONDS = 5;
/** A job takes its lock within a moment of being fetched; active this long without it, it was lost. */
const LOST_AFTER_SECONDS = 30;
/** How often each server looks for lost jobs of the queues it works. */
const LOST_CHECK_MS = 10_000;
/** The hourly tasks' schedule: on the hour, UTC. */
export const HOURLY_CRON = '0 * * * *';
/** Refresh Recommendations waits at most this long for a job another server runs. */
const WAIT_LIMIT_MS = 2 * 60_000;
const FINAL_STATES = new Set(['completed', 'failed', 'cancelled']);

/** What a job whose key was busy completes with: the copy of it that runs instead. */
interface PutBack { putBackAs: string }
const isPutBack = (output: unknown): output is PutBack =>
  typeof output === 'object' && output !== null && typeof (output as PutBack).putBackAs === 'string';

export interface PgBossQueue extends JobQueue {
  /** Runs `task` as the job `name` on `cron` (UTC): once per cluster, whichever server is free. */
  schedule(name: string, cron: string, task: () => Promise<void>): Promise<void>;
}

/**
 * `expireSeconds` (JOB_EXPIRE_SECONDS): a job still active this long is taken to be stuck and
 * retried (a lost one is found sooner, by its lock). Stored in each queue (and copied into each job
 * when it is sent), so every start writes the configured value into the queues it uses.
 */
export const createPgBossQueue = async ({ url, log, expireSeconds }: { url: string; log: ToolLogger; expireSeconds: number }): Promise<PgBossQueue> => {
  // Loaded only on Postgres: pg-boss and its driver cost ~40 ms of every start on the embedded database.
  const { default: PgBoss } = await import('pg-boss');
  // pg-boss finds expired jobs in its maintenance pass (one server per pass): four passes per expiry.
  const maintenanceIntervalSeconds = Math.max(1, Math.min(60, Math.floor(expireSeconds / 4)));
  const boss = new PgBoss({ connectionString: url, max: 4, maintenanceIntervalSeconds });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  const keyLock = createKeyedLock(url);
  const handlers = new Map<string, JobHandler>();
  const inFlight = new Set<Promise<void>>();
  let started = false;

  const queueOptions = { policy: 'standard', retryLimit: MAX_ATTEMPTS - 1, retryDelay: RETRY_DELAY_SECONDS, expireInSeconds: expireSeconds } as const;
  const ready = new Set<string>();
  /** pg-boss 10 stores a job only in a queue that exists: made before the first send or work, else brought up to date. */
  const ensureQueue = async (name: string) => {
    if (ready.has(name)) return;
    // Another server may be creating the same queue (a deadlock or a duplicate for one of them): look again.
    for (let attempt = 0; ; attempt += 1) {
      try {
        if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...queueOptions });
        else await boss.createQueue(name, { name, ...queueOptions });
        break;
      } catch (error) {
        if (attempt >= 4) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
      }
    }
    ready.add(name);
  };

  const finished = (name: string, firstId: string): Promise<void> => {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    const poll = async (): Promise<void> => {
      let id = firstId;
      for (;;) {
        // A server stopping meanwhile ends the wait too (the job itself stays stored for the others).
        const job = await boss.getJobById(name, id, { includeArchive: true }).catch(() => null);
        if (job?.state === 'completed' && isPutBack(job.output)) id = job.output.putBackAs;
        else if (!job || FINAL_STATES.has(job.state)) return;
        if (Date.now() > deadline) return;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };
    return poll();
  };

  /** A job's lock: its key's, or (without a key) its own, so that every running job holds one. */
  const lockOf = (name: string, job: { id: string; singletonKey?: string | null }) =>
    job.singletonKey ? `${name}:${job.singletonKey}` : `${name}#${job.id}`;

  /** Runs one job under its lock; a busy key sends a copy for later and completes this one pointing to it. */
  const runJob = async (name: string, handler: JobHandler, job: { id: string; data: unknown; singletonKey?: string | null }): Promise<PutBack | undefined> => {
    const ran = await keyLock.tryWith(lockOf(name, job), () => handler(job.data));
    if (ran) return undefined;
    const copy = await boss.send(name, job.data as object, { ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}), startAfter: BUSY_KEY_DELAY_SECONDS });
    if (!copy) throw new Error(`background job ${name} could not be put back`);
    return { putBackAs: copy };
  };

  /** Fails (so pg-boss retries) the active jobs of the queues worked here whose lock nobody holds. */
  const retryLost = async () => {
    for (const name of handlers.keys()) {
      const { rows } = await boss.getDb().executeSql(
        `select id, singleton_key as "singletonKey" from pgboss.job
          where name = $1 and state = 'active' and started_on < now() - make_interval(secs => $2)`,
        [name, LOST_AFTER_SECONDS],
      ) as { rows: { id: string; singletonKey: string | null }[] };
      for (const job of rows) {
        // Taking the lock for a moment shows nobody holds it; a job that just finished is left as it is by fail().
        if (!started || !(await keyLock.tryWith(lockOf(name, job), async () => undefined))) continue;
        log.warn({ job: name, id: job.id }, 'background job lost with its server; retrying it');
        await boss.fail(name, job.id, { message: 'lost with its server' });
      }
    }
  };
  let lostCheck: NodeJS.Timeout | undefined;
  let checking: Promise<void> | undefined;
  const checkForLost = () => {
    checking ??= retryLost()
      .catch((error: unknown) => log.error({ err: error }, 'looking for lost background jobs failed'))
      .finally(() => { checking = undefined; });
  };

  const startWorkers = async (name: string, handler: JobHandler, workers: number) => {
    await ensureQueue(name);
    for (let i = 0; i < workers; i += 1) {
      await boss.work(name, { batchSize: 1, pollingIntervalSeconds: WORKER_POLL_SECONDS, includeMetadata: true }, async ([job]) => {
        const run = runJob(name, handler, job!);
        const settled = run.then(() => undefined, () => undefined);
        inFlight.add(settled);
        try {
          // A throw fails the job and pg-boss retries it; the value returned is stored as the job's output.
          return await run;
        } finally {
          void settled.then(() => inFlight.delete(settled));
        }
      });
    }
  };

  const whenIdle = async () => {
    while (inFlight.size) await Promise.allSettled([...inFlight]);
  };

  return {
    async enqueue(name, payload, opts = {}): Promise<EnqueuedJob> {
      if (!started) throw new Error('the job queue is not started');
      await ensureQueue(name);
      const id = await boss.send(name, payload as object, {
        ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
        ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
      });
      // The standard policy never drops a send, so no id means the job was not stored.
      if (!id) throw new Error(`background job ${name} was not stored`);
      return { finished: () => finished(name, id) };
    },
    work(name, handler) {
      handlers.set(name, handler);
    },
    async schedule(name, cron, task) {
      if (!started) throw new Error('the job queue is not started');
      handlers.set(name, task);
      // One worker: a scheduled task is one job an hour; its key keeps two runs of it apart.
      await startWorkers(name, task, 1);
      await boss.schedule(name, cron, {}, { tz: 'UTC', singletonKey: name });
    },
    async start() {
      if (started) return;
      await boss.start();
      started = true;
      for (const [name, handler] of handlers) await startWorkers(name, handler, WORKERS_PER_QUEUE);
      lostCheck = setInterval(checkForLost, LOST_CHECK_MS);
      lostCheck.unref();
    },
    async stop() {
      if (!started) return;
      started = false;
      clearInterval(lostCheck);
      await checking;
      await boss.stop({ graceful: true, wait: true });
      await whenIdle();
      await keyLock.close();
    },
    whenIdle,
  };
};
