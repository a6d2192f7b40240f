/**
 * Every email is first written to the outbox table (so development and tests can read it), then,
 * when SMTP_URL is set, sent through nodemailer. A failed SMTP send never fails the request that
 * asked for the email: the row stays with sent_at null and the error is logged.
 */
import { desc, eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema.js';
import type { Logger } from '../log.js';
import type { EmailContent } from './templates.js';

export interface OutgoingEmail extends EmailContent {
  to: string;
}

/** The one method of nodemailer's transport we use, so tests can pass a fake. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<{ id: string }>;
}

export const createMailer = (deps: {
  db: Database;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;
  log: Logger;
  transport?: MailTransport;
}): Mailer => {
  const { db, config, log } = deps;
  const smtpUrl = config.SMTP_URL;
  // nodemailer loads on the first email, so start-up does not pay for it.
  let transport: Promise<MailTransport> | undefined = deps.transport ? Promise.resolve(deps.transport) : undefined;
  const smtpTransport = (): Promise<MailTransport> | undefined =>
    transport ?? (smtpUrl ? (transport = import('nodemailer').then((m) => m.default.createTransport(smtpUrl))) : undefined);
  return {
    async send(email) {
      const [row] = await db.insert(outbox).values({
        to: email.to.toLowerCase(),
        subject: email.subject,
        text: email.text,
        html: email.html,
        links: email.links,
      }).returning({ id: outbox.id });
      const id = row!.id;
      const pending = smtpTransport();
      if (pending) {
        try {
          await (await pending).sendMail({ from: config.MAIL_FROM, to: email.to, subject: email.subject, text: email.text, html: email.html });
          await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
        } catch (error) {
          log.error({ err: error, outboxId: id }, 'SMTP send failed; the email stays in the outbox');
        }
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
    created_at: r.createdAt.toISOString(),
  }));
};
