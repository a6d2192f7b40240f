/**
 * The background-job door tools see. Tools may not import server code, so the interface lives here
 * and the server installs a runner for its database at start-up (server/jobs): the embedded
 * database's in-process runner with its pending jobs stored, or pg-boss on Postgres. Keyed by the
 * database, so a test, eval or bench that builds its own database without booting a server gets no
 * runner and callers fall back to running in-process, as before durable jobs existed.
 */
import type { Database } from './types.js';

export interface EnqueueOptions {
  /** Jobs with the same key run one at a time (the follow pipeline: one user's rows). */
  singletonKey?: string;
  /** Not run before this time (a retry's backoff); stored like any job, so a restart keeps it. */
  startAfter?: Date;
}

export interface EnqueuedJob {
  /** Resolves once the job has run, here or on another server, or failed for good; never rejects. */
  finished(): Promise<void>;
}

export type JobHandler = (payload: unknown) => Promise<void>;

export interface JobQueue {
  /** Stores the job (durably where the runner can) and resolves once it is stored. */
  enqueue(name: string, payload: unknown, opts?: EnqueueOptions): Promise<EnqueuedJob>;
  /** Registers the handler for a job name; call before start(). Handlers must be idempotent: a crash re-runs them. */
  work(name: string, handler: JobHandler): void;
  /** Starts running jobs, first those a crash left pending or running. */
  start(): Promise<void>;
  /** Takes no new jobs and waits for those running here. */
  stop(): Promise<void>;
  /** Resolves once no job is running or waiting in this process (tests, graceful shutdown). */
  whenIdle(): Promise<void>;
}

const installed = new Map<Database, JobQueue>();

/** The server installs its runner for its database; the returned function removes it again. */
export const installJobQueue = (db: Database, queue: JobQueue): (() => void) => {
  installed.set(db, queue);
  return () => {
    if (installed.get(db) === queue) installed.delete(db);
  };
};

export const jobQueueFor = (db: Database): JobQueue | undefined => installed.get(db);

/** Every installed runner idle. */
export const whenJobQueuesIdle = async (): Promise<void> => {
  await Promise.all([...installed.values()].map((queue) => queue.whenIdle()));
};
