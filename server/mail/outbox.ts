/**
 * Every email is first written to the outbox table (so development and tests can read it). When
 * SMTP_URL is set the row is also queued for sending (delivery.ts): the request that asked for the
 * email only writes the row and queues the job, so an SMTP server that is down or slow never fails
 * or delays it, and the email is retried with backoff instead of lost.
 */
import { desc, eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema.js';
import type { Logger } from '../log.js';
import { jobQueueFor } from '../../tools/jobs.js';
import { createMailDelivery, type MailTransport, type RetryPolicy } from './delivery.js';
import type { EmailContent } from './templates.js';

export type { MailTransport } from './delivery.js';

export interface OutgoingEmail extends EmailContent {
  to: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<{ id: string }>;
}

export const createMailer = (deps: {
  db: Database;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;
  log: Logger;
  transport?: MailTransport;
  policy?: RetryPolicy;
}): Mailer => {
  const { db, log } = deps;
  const delivery = createMailDelivery(deps);
  return {
    async send(email) {
      const due = new Date();
      const [row] = await db.insert(outbox).values({
        to: email.to.toLowerCase(),
        subject: email.subject,
        text: email.text,
        html: email.html,
        links: email.links,
        nextAttemptAt: delivery.sends ? due : null,
      }).returning({ id: outbox.id });
      const id = row!.id;
      if (!delivery.sends) return { id };
      // The server's runner, found when the email is sent (auth is built before the jobs start).
      const queue = jobQueueFor(db);
      if (queue) {
        // A failure to queue leaves the row due: the sweep (delivery.ts) queues it again.
        await delivery.enqueue(queue, id, due).catch((error: unknown) => log.error({ err: error, outboxId: id }, 'queuing an email failed; the sweep will queue it again'));
      } else {
        // No runner (a script or test that built its own app): one try now; a later server's sweep retries it.
        await delivery.attempt({ outboxId: id, due: due.toISOString() }, undefined)
          .catch((error: unknown) => log.error({ err: error, outboxId: id }, 'sending an email failed; it stays in the outbox'));
      }
      return { id };
    },
  };
};

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  sent_at: string | null;
  /** SMTP tries so far, why the last failed, when the next is due, and when the email was given up. */
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  failed_at: string | null;
  created_at: string;
}

/** Newest first, optionally for one recipient. */
export const listOutbox = async (db: Database, opts: { to?: string; limit: number }): Promise<OutboxEntry[]> => {
  const rows = await db.select().from(outbox)
    .where(opts.to ? eq(outbox.to, opts.to.toLowerCase()) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(opts.limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    links: r.links,
    sent_at: r.sentAt?.toISOString() ?? null,
    attempts: r.attempts,
    last_error: r.lastError,
    next_attempt_at: r.nextAttemptAt?.toISOString() ?? null,
    failed_at: r.failedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  }));
};
