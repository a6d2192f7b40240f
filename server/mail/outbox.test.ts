import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/db.js';
import type { DatabaseHandle } from '../db/client.js';
import { silentLogger } from '../log.js';
import { createMailer, listOutbox, type MailTransport } from './outbox.js';
import { verificationEmail } from './templates.js';

let database: DatabaseHandle;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database.close(); });

const config = { SMTP_URL: undefined, MAIL_FROM: 'Atelier <hello@atelier.local>' };

describe('outbox mailer', () => {
  it('keeps every email in the outbox, unsent, when no SMTP is configured', async () => {
    const mailer = createMailer({ db: database.db, config, log: silentLogger });
    await mailer.send({ to: 'Keep@Example.com', ...verificationEmail('http://localhost:3000/api/auth/verify-email?token=a&callbackURL=%2F') });
    const [row] = await listOutbox(database.db, { to: 'keep@example.com', limit: 10 });
    expect(row).toMatchObject({ to: 'keep@example.com', sent_at: null, links: ['http://localhost:3000/api/auth/verify-email?token=a&callbackURL=%2F'] });
  });

  it('sends through the transport and marks the row sent', async () => {
    const sent: unknown[] = [];
    const transport: MailTransport = { sendMail: async (m) => { sent.push(m); return {}; } };
    const mailer = createMailer({ db: database.db, config, log: silentLogger, transport });
    await mailer.send({ to: 'smtp@example.com', ...verificationEmail('http://x.test/v') });
    expect(sent).toEqual([expect.objectContaining({ from: config.MAIL_FROM, to: 'smtp@example.com', subject: 'Confirm your email for Atelier' })]);
    const [row] = await listOutbox(database.db, { to: 'smtp@example.com', limit: 1 });
    expect(row!.sent_at).not.toBeNull();
  });

  it('keeps the email, unsent, when SMTP fails, without failing the caller', async () => {
    const transport: MailTransport = { sendMail: async () => { throw new Error('connection refused'); } };
    const mailer = createMailer({ db: database.db, config, log: silentLogger, transport });
    await expect(mailer.send({ to: 'down@example.com', ...verificationEmail('http://x.test/v') })).resolves.toHaveProperty('id');
    const [row] = await listOutbox(database.db, { to: 'down@example.com', limit: 1 });
    expect(row!.sent_at).toBeNull();
  });

  it('escapes links in the HTML body', () => {
    const mail = verificationEmail('http://x.test/v?a=1&b="2"');
    expect(mail.html).toContain('href="http://x.test/v?a=1&amp;b=&quot;2&quot;"');
  });
});
