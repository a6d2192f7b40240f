/**
 * The follow pipeline (product rules §4 Influencer follow toggle): refresh the influencer's posts and
 * aesthetic vector, then the user's taste and recommendation scores. It runs as a background job
 * (tools/jobs.ts) after the response, one user's jobs one at a time so two clicks never race on the
 * same rows. Every step is an idempotent rewrite (checkpoint on aesthetic_updated_at, upserts keyed
 * on user and item), so a run stopped half-way — by an error or a crash — converges when it runs again.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../server/db/schema.js';
import { jobQueueFor, whenJobQueuesIdle, type JobHandler } from '../jobs.js';
import type { Database, ToolLogger } from '../types.js';
import { refreshInfluencers } from './influencer-refresh.js';
import { refreshLearnedScores } from './learned-scores.js';
import { refreshTaste } from './taste.js';

export const PIPELINE_JOB = 'recommendations.pipeline';

export type PipelineStep = 'influencers' | 'taste';

export interface PipelineDeps {
  db: Database;
  log: ToolLogger;
  now: () => Date;
  /** Called after each step but the last; the crash tests hold a job here so a kill lands mid-job. */
  afterStep?: (step: PipelineStep) => Promise<void>;
}

export interface PipelineJob {
  userId: string;
  /** Influencers whose posts and aesthetic to refresh first (new follows); empty for taste-only runs. */
  handles?: readonly string[];
}

/** What a stored job carries: read back from the database, so checked like any other input. */
const pipelineJobSchema = z.strictObject({
  userId: z.string().min(1).max(200),
  handles: z.array(z.string().min(1).max(200)).max(100_000).optional(),
});

/** The whole pipeline, awaited; the background runner and tests call this. */
export const runPipeline = async (deps: PipelineDeps, job: PipelineJob): Promise<void> => {
  if (job.handles?.length) {
    await refreshInfluencers(deps.db, job.handles, deps.now());
    await deps.afterStep?.('influencers');
  }
  const taste = await refreshTaste(deps.db, job.userId, deps.now());
  await deps.afterStep?.('taste');
  await refreshLearnedScores(deps.db, job.userId, taste, deps.now());
};

/** The job handler a server's runner registers under PIPELINE_JOB. */
export const pipelineJobHandler = (deps: PipelineDeps): JobHandler => async (payload) => {
  const job = pipelineJobSchema.parse(payload);
  // A stored job can outlive its shopper (account deleted meanwhile): nothing left to refresh.
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, job.userId)).limit(1);
  if (!user) return;
  await runPipeline(deps, job);
};

// Without an installed runner (tests, evals and benches over their own database): in-process only.
const queues = new Map<string, Promise<void>>();
const running = new Set<Promise<void>>();

const runInProcess = (deps: PipelineDeps, job: PipelineJob): Promise<void> => {
  const previous = queues.get(job.userId) ?? Promise.resolve();
  const next = previous
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(() => runPipeline(deps, job))
    .catch((error: unknown) => deps.log.error({ err: error, userId: job.userId }, 'recommendation pipeline failed'));
  queues.set(job.userId, next);
  running.add(next);
  void next.finally(() => {
    running.delete(next);
    if (queues.get(job.userId) === next) queues.delete(job.userId);
  });
  return next;
};

/**
 * Queues a run after a write. Resolves once the job is stored (callers await it before answering,
 * so a crash after the answer loses nothing), or with `wait` once it has run (Refresh
 * Recommendations). Never rejects: a failure is logged, and the next run repairs what it left.
 */
export const schedulePipeline = async (deps: PipelineDeps, job: PipelineJob, opts: { wait?: boolean } = {}): Promise<void> => {
  const queue = jobQueueFor(deps.db);
  if (!queue) {
    const done = runInProcess(deps, job);
    if (opts.wait) await done;
    return;
  }
  try {
    const payload = { userId: job.userId, ...(job.handles?.length ? { handles: [...job.handles] } : {}) };
    const enqueued = await queue.enqueue(PIPELINE_JOB, payload, { singletonKey: job.userId });
    if (opts.wait) await enqueued.finished();
  } catch (error) {
    deps.log.error({ err: error, userId: job.userId }, 'recommendation pipeline could not be queued');
  }
};

/** Resolves once every queued run has finished (tests, graceful shutdown). */
export const whenIdle = async (): Promise<void> => {
  do {
    while (running.size) await Promise.allSettled([...running]);
    await whenJobQueuesIdle();
  } while (running.size);
};
