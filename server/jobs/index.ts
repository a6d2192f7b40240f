/**
 * The server's background jobs: the runner for its database (in-process with stored jobs on the
 * embedded database, pg-boss on Postgres), the handlers registered, installed for the tools
 * (tools/jobs.ts) and started, and the hourly tasks. Boot starts it; closing the database stops it
 * first.
 */
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import type { Logger } from '../log.js';
import { installJobQueue, type JobQueue } from '../../tools/jobs.js';
import { PIPELINE_JOB, pipelineJobHandler, type PipelineStep } from '../../tools/recommendations/pipeline.js';
import { createLocalJobQueue } from './local-runner.js';
import { HOURLY_CRON, createPgBossQueue } from './pg-boss-runner.js';
import { MAIL_SWEEP_JOB, createMailDelivery, workMailJobs } from '../mail/delivery.js';

/** Test mode only: the pipeline step after which a job waits forever, so a crash test's kill lands mid-job. */
export const HOLD_ENV = 'ATELIER_TEST_HOLD_PIPELINE_AFTER';

const holdAfter = (config: Config, env: Record<string, string | undefined>, log: Logger) => {
  const step = env[HOLD_ENV];
  if (config.NODE_ENV !== 'test' || (step !== 'influencers' && step !== 'taste')) return undefined;
  return async (reached: PipelineStep) => {
    if (reached !== step) return;
    log.warn({ step }, 'background job held for a crash test');
    await new Promise<never>(() => undefined);
  };
};

export interface Jobs {
  queue: JobQueue;
  /**
   * Runs `task` every hour for the whole deployment: on Postgres once per cluster, on the hour, by
   * whichever server is free (a pg-boss schedule); on the embedded database, the one server, here
   * at once and then hourly.
   */
  hourly(name: string, task: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

const HOUR_MS = 3_600_000;

const runnerFor = async (config: Config, database: DatabaseHandle, log: Logger) => {
  if (database.kind === 'postgres' && config.DATABASE_URL) {
    const queue = await createPgBossQueue({ url: config.DATABASE_URL, log, expireSeconds: config.JOB_EXPIRE_SECONDS });
    return { queue, hourly: (name: string, task: () => Promise<void>) => queue.schedule(name, HOURLY_CRON, task) };
  }
  const queue = createLocalJobQueue({ db: database.db, log });
  return { queue, hourly: async (name: string, task: () => Promise<void>) => queue.every(name, HOUR_MS, task) };
};

export const startJobs = async (opts: { config: Config; database: DatabaseHandle; log: Logger; env?: Record<string, string | undefined> }): Promise<Jobs> => {
  const { config, database, log } = opts;
  const { queue, hourly } = await runnerFor(config, database, log);
  const afterStep = holdAfter(config, opts.env ?? process.env, log);
  queue.work(PIPELINE_JOB, pipelineJobHandler({ db: database.db, log, now: () => new Date(), ...(afterStep ? { afterStep } : {}) }));
  // The outbox's SMTP sends, retried with backoff (server/mail/delivery.ts).
  const mail = createMailDelivery({ db: database.db, config, log });
  workMailJobs(queue, mail);
  const uninstall = installJobQueue(database.db, queue);
  await queue.start();
  if (mail.sends) {
    // Tries whose job was lost are queued again: now (on Postgres the schedule waits for the hour) and hourly.
    const sweep = () => mail.sweep(queue).then(() => undefined);
    if (database.kind === 'postgres') await sweep().catch((error: unknown) => log.error({ err: error }, 'mail sweep failed'));
    await hourly(MAIL_SWEEP_JOB, sweep);
  }
  return {
    queue,
    hourly,
    async stop() {
      await queue.stop();
      uninstall();
    },
  };
};
