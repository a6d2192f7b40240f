/**
 * Background jobs on the embedded database: PGlite is one process, so the runner is in-process too,
 * but every queued job is a background_jobs row until it is done. A crash leaves its rows pending or
 * running, and start() runs them again; handlers are idempotent, so a re-run is safe.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { backgroundJobs } from '../db/schema.js';
import type { Database, ToolLogger } from '../../tools/types.js';
import type { EnqueuedJob, JobHandler, JobQueue } from '../../tools/jobs.js';

/** A job that fails this many times in a row is kept as failed (with its error) instead of retried. */
export const MAX_ATTEMPTS = 3;

export interface LocalJobQueue extends JobQueue {
  /**
   * Runs `task` now and every `everyMs` while started, never two runs at once (a tick during a run
   * is skipped): this process is the only one on its database, so a timer here is the whole
   * cluster's schedule. Not stored: a run a crash cut short is made up at the next start.
   */
  every(name: string, everyMs: number, task: () => Promise<void>): void;
}

export const createLocalJobQueue = ({ db, log }: { db: Database; log: ToolLogger }): LocalJobQueue => {
  const handlers = new Map<string, JobHandler>();
  const timers = new Set<NodeJS.Timeout>();
  /** One chain per singleton key (or per job without one): jobs of a key run in order. */
  const chains = new Map<string, Promise<void>>();
  const inFlight = new Set<Promise<void>>();
  let running = false;

  const runOne = async (id: string): Promise<void> => {
    if (!running) return; // stopped: the row stays pending for the next start
    const [job] = await db.update(backgroundJobs)
      .set({ state: 'running', startedAt: new Date(), attempts: sql`${backgroundJobs.attempts} + 1` })
      .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.state, 'pending')))
      .returning();
    if (!job) return;
    const handler = handlers.get(job.name);
    try {
      if (!handler) throw new Error(`no handler for background job ${job.name}`);
      const started = performance.now();
      await handler(job.payload);
      await db.delete(backgroundJobs).where(eq(backgroundJobs.id, id));
      log.info({ job: job.name, id, attempt: job.attempts, ms: Math.round(performance.now() - started) }, 'background job done');
    } catch (error) {
      const retry = job.attempts < MAX_ATTEMPTS && !!handler;
      log.error({ err: error, job: job.name, id, attempt: job.attempts }, retry ? 'background job failed; retrying' : 'background job failed for good');
      await db.update(backgroundJobs)
        .set({ state: retry ? 'pending' : 'failed', lastError: String((error as Error)?.message ?? error).slice(0, 2000) })
        .where(eq(backgroundJobs.id, id));
      if (retry) void schedule(id, job.singletonKey);
    }
  };

  const schedule = (id: string, key: string | null): Promise<void> => {
    const chainKey = key ?? id;
    const previous = chains.get(chainKey) ?? Promise.resolve();
    const next = previous
      // After the current request, never inside it.
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => runOne(id))
      .catch((error: unknown) => log.error({ err: error, id }, 'background job runner failed'));
    chains.set(chainKey, next);
    inFlight.add(next);
    void next.finally(() => {
      inFlight.delete(next);
      if (chains.get(chainKey) === next) chains.delete(chainKey);
    });
    return next;
  };

  const track = (run: Promise<void>) => {
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  };

  return {
    every(name, everyMs, task) {
      if (!running) throw new Error('the job queue is not started');
      let current: Promise<void> | undefined;
      const tick = () => {
        // A run still going when the next is due makes that one unnecessary: it is skipped.
        if (current || !running) return;
        current = task()
          .catch((error: unknown) => log.error({ err: error, job: name }, 'recurring job failed; it runs again next time'))
          .finally(() => { current = undefined; });
        track(current);
      };
      tick();
      const timer = setInterval(tick, everyMs);
      timer.unref();
      timers.add(timer);
    },
    async enqueue(name, payload, opts = {}): Promise<EnqueuedJob> {
      const [row] = await db.insert(backgroundJobs)
        .values({ name, payload, singletonKey: opts.singletonKey ?? null })
        .returning({ id: backgroundJobs.id });
      // Not running (before start or after stop): stored, and run at the next start.
      if (!running) return { finished: () => Promise.resolve() };
      const delayMs = opts.startAfter ? opts.startAfter.getTime() - Date.now() : 0;
      if (delayMs <= 0) {
        const done = schedule(row!.id, opts.singletonKey ?? null);
        return { finished: () => done };
      }
      // A delayed job waits on a timer, not in flight (stop() must not wait for it); the row stays
      // pending, so a restart runs it at once and a handler that cares re-checks its time.
      const done = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void schedule(row!.id, opts.singletonKey ?? null).then(resolve);
        }, delayMs);
        timer.unref();
        timers.add(timer);
      });
      return { finished: () => done };
    },
    work(name, handler) {
      handlers.set(name, handler);
    },
    async start() {
      if (running) return;
      running = true;
      // Jobs a crash interrupted (running) or never reached (pending) run again, oldest first.
      await db.update(backgroundJobs).set({ state: 'pending' }).where(eq(backgroundJobs.state, 'running'));
      const left = await db.select({ id: backgroundJobs.id, key: backgroundJobs.singletonKey }).from(backgroundJobs)
        .where(inArray(backgroundJobs.state, ['pending'])).orderBy(asc(backgroundJobs.createdAt));
      if (left.length) log.info({ jobs: left.length }, 'resuming background jobs left by the last run');
      for (const job of left) void schedule(job.id, job.key);
    },
    async stop() {
      running = false;
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      await this.whenIdle();
    },
    async whenIdle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
};
