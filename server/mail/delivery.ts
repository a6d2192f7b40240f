/**
 * Sending the outbox: every email is an email_outbox row first (outbox.ts), and the row is the
 * queue. A background job (MAIL_JOB, one per try) sends one row through SMTP; a failed try is
 * written on the row (attempts, last_error, next_attempt_at) and the next one is queued to start
 * after an exponential backoff, until MAIL_RETRY.maxAttempts tries have failed (failed_at set, an
 * error logged). The runner is the server's (server/jobs: pg-boss on Postgres, the in-process one on
 * the embedded database), so a retry waiting when the server stops is still there when it starts.
 *
 * A job carries the time its try was due. A job whose row has moved on (sent, given up, or a newer
 * try scheduled) does nothing, so a job queued twice never sends twice; a job run early (the
 * embedded runner runs every stored job at start) puts itself back until its time.
 */
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema.js';
import type { Logger } from '../log.js';
import type { JobQueue } from '../../tools/jobs.js';

export const MAIL_JOB = 'atelier.mail.deliver';
export const MAIL_SWEEP_JOB = 'atelier.mail.sweep';

/** The one method of nodemailer's transport we use, so tests can pass a fake. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>;
}

export interface RetryPolicy {
  /** Tries in all, the first included. */
  maxAttempts: number;
  /** Wait after the first failed try; each later wait doubles, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * 8 tries over about 64 minutes (30 s, 1, 2, 4, 8, 16, 32 min between them): an SMTP relay that is
 * down for an hour still delivers every verification and reset email.
 */
export const MAIL_RETRY: RetryPolicy = { maxAttempts: 8, baseDelayMs: 30_000, maxDelayMs: 60 * 60_000 };

/** Wait after failed try number `attempt` (1-based). */
export const retryDelayMs = (policy: RetryPolicy, attempt: number): number =>
  Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));

/** A try overdue by this long has lost its job (a crash between writing the row and queuing it): the sweep queues it again. */
export const SWEEP_GRACE_MS = 5 * 60_000;

const jobPayload = z.object({ outboxId: z.uuid(), due: z.iso.datetime({ offset: true }) });
type MailJobPayload = z.infer<typeof jobPayload>;

type MailConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;

/** nodemailer is loaded on the first email, so start-up does not pay for it; undefined without SMTP_URL. */
const smtpTransportFor = (config: MailConfig, override?: MailTransport): (() => Promise<MailTransport> | undefined) => {
  let transport: Promise<MailTransport> | undefined = override ? Promise.resolve(override) : undefined;
  const url = config.SMTP_URL;
  return () => {
    if (!transport && url) transport = import('nodemailer').then((m) => m.default.createTransport(url));
    return transport;
  };
};

export interface MailDeliveryDeps {
  db: Database;
  config: MailConfig;
  log: Logger;
  transport?: MailTransport;
  policy?: RetryPolicy;
  now?: () => Date;
}

export interface MailDelivery {
  /** Whether emails are sent at all (SMTP_URL set, or a transport given). */
  readonly sends: boolean;
  /** One try of one row, as the job runs it; `queue` takes the next try when this one fails. */
  attempt(payload: unknown, queue: JobQueue | undefined): Promise<void>;
  /** Queues the try that is due for the row. */
  enqueue(queue: JobQueue, outboxId: string, due: Date): Promise<void>;
  /** Queues every try overdue by more than SWEEP_GRACE_MS; returns how many. */
  sweep(queue: JobQueue): Promise<number>;
}

const describeError = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
};

export const createMailDelivery = (deps: MailDeliveryDeps): MailDelivery => {
  const { db, config, log } = deps;
  const policy = deps.policy ?? MAIL_RETRY;
  const now = deps.now ?? (() => new Date());
  const transport = smtpTransportFor(config, deps.transport);

  const enqueue = async (queue: JobQueue, outboxId: string, due: Date) => {
    const payload: MailJobPayload = { outboxId, due: due.toISOString() };
    await queue.enqueue(MAIL_JOB, payload, { singletonKey: `mail:${outboxId}`, ...(due > now() ? { startAfter: due } : {}) });
  };

  return {
    sends: !!(deps.transport || config.SMTP_URL),
    enqueue,
    async attempt(raw, queue) {
      const parsed = jobPayload.safeParse(raw);
      if (!parsed.success) {
        log.error({ payload: raw }, 'mail job with a malformed payload dropped');
        return;
      }
      const { outboxId, due } = parsed.data;
      const [row] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
      // Sent, given up, deleted with its account, or a newer try is scheduled: this job is stale.
      if (!row || row.sentAt || row.failedAt || row.nextAttemptAt?.getTime() !== new Date(due).getTime()) return;
      if (row.nextAttemptAt.getTime() > now().getTime()) {
        if (queue) await enqueue(queue, outboxId, row.nextAttemptAt);
        return;
      }
      const pending = transport();
      if (!pending) {
        // SMTP_URL was removed since the row was queued: the row stays readable in the outbox.
        await db.update(outbox).set({ nextAttemptAt: null, lastError: 'SMTP_URL is not set' }).where(eq(outbox.id, outboxId));
        return;
      }
      // Counted before sending: a crash mid-send still counts the try.
      const [claimed] = await db.update(outbox).set({ attempts: sql`${outbox.attempts} + 1` })
        .where(and(eq(outbox.id, outboxId), isNull(outbox.sentAt), isNull(outbox.failedAt)))
        .returning({ attempts: outbox.attempts });
      if (!claimed) return;
      const attempt = claimed.attempts;
      try {
        await (await pending).sendMail({ from: config.MAIL_FROM, to: row.to, subject: row.subject, text: row.text, ...(row.html ? { html: row.html } : {}) });
      } catch (error) {
        const lastError = describeError(error);
        if (attempt >= policy.maxAttempts) {
          await db.update(outbox).set({ lastError, nextAttemptAt: null, failedAt: now() }).where(eq(outbox.id, outboxId));
          log.error({ err: error, outboxId, attempt }, `SMTP send failed ${attempt} times; the email is given up (it stays in the outbox)`);
          return;
        }
        const next = new Date(now().getTime() + retryDelayMs(policy, attempt));
        await db.update(outbox).set({ lastError, nextAttemptAt: next }).where(eq(outbox.id, outboxId));
        log.warn({ err: error, outboxId, attempt, nextAttemptAt: next.toISOString() }, 'SMTP send failed; retrying later');
        // Without a queue (a caller with no runner), the sweep of the next server to start takes it.
        if (queue) await enqueue(queue, outboxId, next);
        return;
      }
      await db.update(outbox).set({ sentAt: now(), nextAttemptAt: null, lastError: null }).where(eq(outbox.id, outboxId));
      log.info({ outboxId, attempt }, 'email sent');
    },
    async sweep(queue) {
      const overdue = await db.select({ id: outbox.id, due: outbox.nextAttemptAt }).from(outbox)
        .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt), lte(outbox.nextAttemptAt, new Date(now().getTime() - SWEEP_GRACE_MS))))
        .limit(1000);
      for (const row of overdue) await enqueue(queue, row.id, row.due!);
      if (overdue.length) log.warn({ emails: overdue.length }, 'queued overdue emails again');
      return overdue.length;
    },
  };
};

/** The mail job and its sweep on the server's runner (server/jobs); call before queue.start(). */
export const workMailJobs = (queue: JobQueue, delivery: MailDelivery): void => {
  queue.work(MAIL_JOB, (payload) => delivery.attempt(payload, queue));
};
