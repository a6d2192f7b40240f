/**
 * Mail through the job queue, against a real SMTP server on loopback (server/test/fake-smtp.ts):
 * the request only writes the outbox row and queues a job; a refused send is retried with growing
 * waits until the server accepts; a retry waiting when the server stops is sent after a restart;
 * a job queued twice sends once; the last failed try gives the email up, visibly. On the embedded
 * database with its in-process runner here; the pg-boss runner on PostgreSQL at the end (that
 * block runs on the suite's PostgreSQL run only).
 */
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { backgroundJobs, outbox } from '../db/schema.js';
import { silentLogger } from '../log.js';
import { createLocalJobQueue } from '../jobs/local-runner.js';
import { createPgBossQueue } from '../jobs/pg-boss-runner.js';
import { installJobQueue, type JobQueue } from '../../tools/jobs.js';
import { createTestDatabase } from '../test/db.js';
import { testEngine } from '../test/engine.js';
import { createPostgresTestDatabase } from '../test/postgres.js';
import { startFakeSmtp, type FakeSmtp } from '../test/fake-smtp.js';
import { devRoutes } from '../routes/dev.js';
import { createMailDelivery, workMailJobs, MAIL_JOB, SWEEP_GRACE_MS, retryDelayMs, type RetryPolicy } from './delivery.js';
import { createMailer, listOutbox } from './outbox.js';
import { verificationEmail } from './templates.js';
import { createApp } from '../app.js';
import { createAuth } from '../auth/auth.js';
import { loadConfig } from '../config.js';

const FROM = 'Atelier <hello@atelier.local>';
const FAST: RetryPolicy = { maxAttempts: 4, baseDelayMs: 150, maxDelayMs: 2_000 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await sleep(50);
  }
};

const capturingLogger = () => {
  const lines: { level: number; msg: string; outboxId?: string }[] = [];
  const log = pino({ level: 'info' }, new Writable({ write(chunk, _e, done) { lines.push(JSON.parse(String(chunk))); done(); } }));
  return { log, lines };
};

let database: DatabaseHandle;
const smtps: FakeSmtp[] = [];
const queues: JobQueue[] = [];
const uninstalls: (() => void)[] = [];

beforeAll(async () => { database = await createTestDatabase(); });
afterEach(async () => {
  for (const u of uninstalls.splice(0)) u();
  for (const q of queues.splice(0)) await q.stop();
  for (const s of smtps.splice(0)) await s.close();
  // Each test starts with no stored job: a retry one test left must not reach the next one's server.
  await database.db.delete(backgroundJobs);
});
afterAll(async () => { await database.close(); });

const smtp = async (opts: Parameters<typeof startFakeSmtp>[0]) => {
  const server = await startFakeSmtp(opts);
  smtps.push(server);
  return server;
};

/** A server's runner with the mail job, installed for the database as boot does. */
const localRunner = async (db: DatabaseHandle['db'], config: { SMTP_URL?: string | undefined; MAIL_FROM: string }, log = silentLogger, policy = FAST) => {
  const queue = createLocalJobQueue({ db, log });
  const delivery = createMailDelivery({ db, config, log, policy });
  workMailJobs(queue, delivery);
  uninstalls.push(installJobQueue(db, queue));
  queues.push(queue);
  await queue.start();
  return { queue, delivery };
};

/** One recipient's tries (a retry an earlier test left stored is resumed by the next runner, as it should be). */
const triesFor = (server: FakeSmtp, to: string) => server.tries.filter((t) => t.to.includes(to));

const rowOf = async (id: string) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

describe('mail through the in-process job runner (embedded database)', () => {
  it('retries a refused send with growing waits until the SMTP server accepts it', async () => {
    const server = await smtp({ failFirst: 2 });
    const config = { SMTP_URL: server.url, MAIL_FROM: FROM };
    const { log, lines } = capturingLogger();
    await localRunner(database.db, config, log);
    const mailer = createMailer({ db: database.db, config, log, policy: FAST });

    const { id } = await mailer.send({ to: 'Retry@Example.com', ...verificationEmail('http://x.test/verify?token=1') });
    const sent = await waitFor(() => rowOf(id), (row) => row.sentAt !== null);

    expect(triesFor(server, 'retry@example.com').map((t) => t.accepted)).toEqual([false, false, true]);
    expect(server.accepted()[0]!.to).toEqual(['retry@example.com']);
    expect(server.accepted()[0]!.raw).toContain('Subject: Confirm your email for Atelier');
    // Exponential backoff: the second wait is about twice the first (timers fire late, never early).
    const [a, b, c] = triesFor(server, 'retry@example.com').map((t) => t.at);
    expect(b! - a!).toBeGreaterThanOrEqual(retryDelayMs(FAST, 1) - 20);
    expect(c! - b!).toBeGreaterThanOrEqual(retryDelayMs(FAST, 2) - 20);
    expect(sent).toMatchObject({ attempts: 3, lastError: null, nextAttemptAt: null, failedAt: null });
    // Each refusal is in the log with the row it belongs to.
    const warnings = lines.filter((l) => l.msg === 'SMTP send failed; retrying later');
    expect(warnings.map((l) => l.outboxId)).toEqual([id, id]);
  });

  it('answers the request without waiting for a hung SMTP server, whose try then times out and is retried', async () => {
    const server = await smtp({ hang: true });
    // nodemailer reads its timeouts from the URL: the hung try fails after half a second.
    const config = { SMTP_URL: `${server.url}?socketTimeout=500&greetingTimeout=5000&connectionTimeout=5000`, MAIL_FROM: FROM };
    await localRunner(database.db, config);
    const mailer = createMailer({ db: database.db, config, log: silentLogger, policy: FAST });
    const started = performance.now();
    const { id } = await mailer.send({ to: 'slow@example.com', ...verificationEmail('http://x.test/v') });
    expect(performance.now() - started).toBeLessThan(1_000);
    const row = await rowOf(id);
    expect(row.sentAt).toBeNull();
    expect(row.nextAttemptAt).not.toBeNull();
    const retried = await waitFor(() => rowOf(id), (r) => r.attempts === 1 && r.lastError !== null);
    expect(retried.lastError).toMatch(/timeout|never received/i);
  });

  it('keeps the email and retries it when the SMTP server is down', async () => {
    const server = await smtp({});
    const down = server.url;
    await server.close();
    smtps.splice(0);
    const config = { SMTP_URL: down, MAIL_FROM: FROM };
    await localRunner(database.db, config);
    const mailer = createMailer({ db: database.db, config, log: silentLogger, policy: FAST });
    const { id } = await mailer.send({ to: 'down@example.com', ...verificationEmail('http://x.test/v') });
    const row = await waitFor(() => rowOf(id), (r) => r.attempts >= 2);
    expect(row.sentAt).toBeNull();
    expect(row.lastError).toMatch(/ECONNREFUSED/);
  });

  it('gives an email up after the last try, visibly in the dev mailbox and as an error in the log', async () => {
    const server = await smtp({ failFirst: 99 });
    const config = { SMTP_URL: server.url, MAIL_FROM: FROM };
    const { log, lines } = capturingLogger();
    const policy: RetryPolicy = { maxAttempts: 2, baseDelayMs: 50, maxDelayMs: 50 };
    await localRunner(database.db, config, log, policy);
    const mailer = createMailer({ db: database.db, config, log, policy });
    const { id } = await mailer.send({ to: 'lost@example.com', ...verificationEmail('http://x.test/v') });
    const row = await waitFor(() => rowOf(id), (r) => r.failedAt !== null);
    expect(row).toMatchObject({ attempts: 2, sentAt: null, nextAttemptAt: null });
    expect(row.lastError).toMatch(/451|temporarily unavailable/i);
    expect(triesFor(server, 'lost@example.com')).toHaveLength(2);
    expect(lines.some((l) => l.level === 50 && l.outboxId === id && /given up/.test(l.msg))).toBe(true);

    const [listed] = await listOutbox(database.db, { to: 'lost@example.com', limit: 1 });
    expect(listed).toMatchObject({ attempts: 2, next_attempt_at: null });
    expect(listed!.failed_at).not.toBeNull();
    const page = await (await devRoutes({ db: database.db }).request('/dev/mailbox?to=lost@example.com')).text();
    expect(page).toContain('not sent: gave up after 2 tries');
    expect(page).toMatch(/451|temporarily unavailable/i);
  });

  it('sends a retry that was waiting when the server stopped once a server starts again', async () => {
    const server = await smtp({ failFirst: 1 });
    const config = { SMTP_URL: server.url, MAIL_FROM: FROM };
    // A long wait: the retry is still pending when this server stops.
    const slow: RetryPolicy = { maxAttempts: 3, baseDelayMs: 400, maxDelayMs: 400 };
    const first = await localRunner(database.db, config, silentLogger, slow);
    const mailer = createMailer({ db: database.db, config, log: silentLogger, policy: slow });
    const { id } = await mailer.send({ to: 'restart@example.com', ...verificationEmail('http://x.test/v') });
    await waitFor(() => rowOf(id), (r) => r.attempts === 1 && r.nextAttemptAt !== null && r.lastError !== null);
    await first.queue.stop();
    for (const uninstall of uninstalls.splice(0)) uninstall();

    await localRunner(database.db, config, silentLogger, slow);
    const row = await waitFor(() => rowOf(id), (r) => r.sentAt !== null);
    expect(row.attempts).toBe(2);
    // The resumed job waited for its time instead of sending at once.
    const [first0, second] = triesFor(server, 'restart@example.com');
    expect(second!.at - first0!.at).toBeGreaterThanOrEqual(slow.baseDelayMs - 20);
  });

  it('sends once when the same try is queued twice, and the sweep re-queues only overdue tries', async () => {
    const server = await smtp({});
    const config = { SMTP_URL: server.url, MAIL_FROM: FROM };
    const at = new Date(Date.now() - SWEEP_GRACE_MS - 60_000);
    const [row] = await database.db.insert(outbox).values({ to: 'twice@example.com', subject: 's', text: 't', nextAttemptAt: at }).returning();
    const [fresh] = await database.db.insert(outbox).values({ to: 'fresh@example.com', subject: 's', text: 't', nextAttemptAt: new Date(Date.now() + 3_600_000) }).returning();
    const { queue, delivery } = await localRunner(database.db, config);
    expect(await delivery.sweep(queue)).toBe(1);
    await queue.enqueue(MAIL_JOB, { outboxId: row!.id, due: at.toISOString() }, { singletonKey: `mail:${row!.id}` });
    await waitFor(() => rowOf(row!.id), (r) => r.sentAt !== null);
    await queue.whenIdle();
    expect(server.accepted().filter((m) => m.to.includes('twice@example.com'))).toHaveLength(1);
    expect((await rowOf(fresh!.id)).sentAt).toBeNull();
  });

  it('drops a malformed job payload without sending anything', async () => {
    const server = await smtp({});
    const { queue } = await localRunner(database.db, { SMTP_URL: server.url, MAIL_FROM: FROM });
    const job = await queue.enqueue(MAIL_JOB, { outboxId: 'not-a-uuid' });
    await job.finished();
    await queue.whenIdle();
    expect(server.tries).toEqual([]);
  });

  it('keeps the email in the outbox, never queued, when no SMTP is configured', async () => {
    const mailer = createMailer({ db: database.db, config: { SMTP_URL: undefined, MAIL_FROM: FROM }, log: silentLogger });
    const { id } = await mailer.send({ to: 'nosmtp@example.com', ...verificationEmail('http://x.test/v') });
    expect(await rowOf(id)).toMatchObject({ sentAt: null, nextAttemptAt: null, attempts: 0 });
  });
});

describe('the auth routes\' emails', () => {
  it('are queued by the request and delivered after the SMTP server refused them twice', async () => {
    const server = await smtp({ failFirst: 2 });
    const config = loadConfig({
      NODE_ENV: 'test', BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-1234', PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: '/tmp/atelier-test-unused', LOG_LEVEL: 'silent', SMTP_URL: server.url,
    });
    await localRunner(database.db, config);
    const auth = createAuth({ config, db: database.db, log: silentLogger, mailer: createMailer({ db: database.db, config, log: silentLogger, policy: FAST }) });
    await auth.$context;
    const app = createApp({ config, db: database.db, auth, log: silentLogger });
    const post = (path: string, body: unknown) => app.request(path, {
      method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', origin: config.PUBLIC_URL, 'x-forwarded-for': '10.9.9.9' },
    });
    const email = 'queued-signup@example.com';
    expect((await post('/api/auth/sign-up/email', { email, password: 'Velvet-Runway-42', name: 'Queued' })).status).toBe(200);
    expect((await post('/api/auth/request-password-reset', { email, redirectTo: '/auth' })).status).toBe(200);
    const rows = await waitFor(() => listOutbox(database.db, { to: email, limit: 10 }), (list) => list.length === 2 && list.every((e) => e.sent_at !== null));
    expect(rows.map((r) => r.subject).sort()).toEqual(['Confirm your email for Atelier', 'Reset your Atelier password'].sort());
    // Two refusals spread over the two emails, every one of them retried until accepted.
    expect(rows.reduce((sum, r) => sum + r.attempts, 0)).toBe(4);
    expect(server.accepted().map((m) => m.to[0])).toEqual([email, email]);
  });
});

const engine = testEngine();
describe.skipIf(engine.kind !== 'postgres')('mail through pg-boss (PostgreSQL)', () => {
  it('retries a refused send with growing waits until the SMTP server accepts it', async () => {
    const pg = await createPostgresTestDatabase(engine.adminUrl!);
    try {
      const server = await smtp({ failFirst: 2 });
      const config = { SMTP_URL: server.url, MAIL_FROM: FROM };
      // pg-boss keeps time in seconds: a one-second first wait.
      const policy: RetryPolicy = { maxAttempts: 4, baseDelayMs: 1_000, maxDelayMs: 4_000 };
      const queue = await createPgBossQueue({ url: pg.url, log: silentLogger, expireSeconds: 60 });
      workMailJobs(queue, createMailDelivery({ db: pg.db, config, log: silentLogger, policy }));
      const uninstall = installJobQueue(pg.db, queue);
      await queue.start();
      try {
        const mailer = createMailer({ db: pg.db, config, log: silentLogger, policy });
        const { id } = await mailer.send({ to: 'boss@example.com', ...verificationEmail('http://x.test/v') });
        const row = await waitFor(async () => (await pg.db.select().from(outbox).where(eq(outbox.id, id)))[0]!, (r) => r.sentAt !== null, 30_000);
        expect(row).toMatchObject({ attempts: 3, lastError: null, failedAt: null });
        expect(server.tries.map((t) => t.accepted)).toEqual([false, false, true]);
        const [a, b, c] = server.tries.map((t) => t.at);
        expect(b! - a!).toBeGreaterThanOrEqual(1_000 - 50);
        expect(c! - b!).toBeGreaterThanOrEqual(2_000 - 50);
      } finally {
        uninstall();
        await queue.stop();
      }
    } finally {
      await pg.close();
    }
  }, 60_000);
});
