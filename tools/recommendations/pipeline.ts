/**
 * The follow pipeline (spec §4 Influencer follow toggle): refresh the influencer's posts and
 * aesthetic vector, then the user's taste and recommendation scores. It runs in-process after the
 * response, one queue per user so two clicks never race on the same rows. Every step is an
 * idempotent rewrite (checkpoint on aesthetic_updated_at, upserts keyed on user and item), so a run
 * stopped half-way converges when it runs again.
 */
import type { Database, ToolLogger } from '../types.js';
import { refreshInfluencers } from './influencer-refresh.js';
import { refreshLearnedScores } from './learned-scores.js';
import { refreshTaste } from './taste.js';

export interface PipelineDeps {
  db: Database;
  log: ToolLogger;
  now: () => Date;
}

export interface PipelineJob {
  userId: string;
  /** Influencers whose posts and aesthetic to refresh first (new follows); empty for taste-only runs. */
  handles?: readonly string[];
}

/** The whole pipeline, awaited; the background runner and tests call this. */
export const runPipeline = async (deps: PipelineDeps, job: PipelineJob): Promise<void> => {
  if (job.handles?.length) await refreshInfluencers(deps.db, job.handles, deps.now());
  const taste = await refreshTaste(deps.db, job.userId, deps.now());
  await refreshLearnedScores(deps.db, job.userId, taste, deps.now());
};

const queues = new Map<string, Promise<void>>();
const running = new Set<Promise<void>>();

/**
 * Queues a run after the current request without holding it. Jobs for the same user run in order;
 * a failure is logged and never reaches the caller (the next run repairs what it left). The promise
 * is there for callers that do want to wait (Refresh Recommendations); it never rejects.
 */
export const schedulePipeline = (deps: PipelineDeps, job: PipelineJob): Promise<void> => {
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

/** Resolves once every queued run has finished (tests, graceful shutdown). */
export const whenIdle = async (): Promise<void> => {
  while (running.size) await Promise.allSettled([...running]);
};
