/** Every account flow end to end through HTTP, following the links the outbox holds. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/app.js';
import { jsonRequest } from '../test/users.js';
import { accountDeletions, accounts, securityEvents, users } from '../db/schema.js';
import { FAILED_SIGN_IN_LIMIT } from './rate-limits.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

let n = 0;
/** A fresh email and client address per test, so rate limits of one test never touch another. */
const fresh = () => {
  n += 1;
  return { email: `Account${n}@Example.com`.toLowerCase(), ip: `192.0.2.${n}` };
};
const PASSWORD = 'Velvet-Runway-42';

const post = (path: string, body: unknown, ip: string, headers: Record<string, string> = {}) =>
  jsonRequest(t, path, body, { 'x-forwarded-for': ip, ...headers });

interface OutboxEmail { to: string; subject: string; text: string; links: string[]; created_at: string }
const outbox = async (to: string): Promise<OutboxEmail[]> => {
  const res = await t.app.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { emails: OutboxEmail[] }).emails;
};

const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const session = async (cookie: string) => {
  const res = await t.app.request('/api/auth/get-session', { headers: { cookie } });
  return (await res.json()) as { user: { email: string; emailVerified: boolean }; session: { expiresAt: string } } | null;
};
const eventsFor = async (email: string) =>
  (await t.database.db.select().from(securityEvents).where(eq(securityEvents.eventType, 'failed_login')))
    .filter((e) => e.details.email === email);

describe('sign up, confirm, sign in, sign out', () => {
  it('needs the emailed confirmation link before a session can start', async () => {
    const { email, ip } = fresh();
    const signUp = await post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Ada', callbackURL: '/' }, ip);
    expect(signUp.status).toBe(200);
    expect(cookieOf(signUp)).toBe('');

    const [mail, ...older] = await outbox(email);
    expect(older).toHaveLength(0);
    expect(mail!.subject).toMatch(/confirm/i);
    const link = new URL(mail!.links[0]!);
    expect(link.origin + link.pathname).toBe(`${t.config.PUBLIC_URL}/api/auth/verify-email`);
    expect(link.searchParams.get('callbackURL')).toBe('/');
    expect(mail!.text).toContain(mail!.links[0]);

    const early = await post('/api/auth/sign-in/email', { email, password: PASSWORD }, ip);
    expect(early.status).toBe(403);
    expect(((await early.json()) as { message: string }).message).toContain('Email not confirmed');
    const [event] = await eventsFor(email);
    expect(event).toMatchObject({ severity: 'medium', details: { email, errorCode: 'EMAIL_NOT_VERIFIED' } });

    const verify = await t.app.request(link.pathname + link.search);
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/');
    const autoSession = await session(cookieOf(verify));
    expect(autoSession?.user).toMatchObject({ email, emailVerified: true });

    const signIn = await post('/api/auth/sign-in/email', { email, password: PASSWORD }, ip);
    expect(signIn.status).toBe(200);
    const cookie = cookieOf(signIn);
    const current = await session(cookie);
    expect(current?.user.email).toBe(email);
    expect(Date.parse(current!.session.expiresAt)).toBeGreaterThan(Date.now());

    const signOut = await post('/api/auth/sign-out', {}, ip, { cookie });
    expect(signOut.status).toBe(200);
    expect(await session(cookie)).toBeNull();
  });

  it('resends the confirmation email to the site root', async () => {
    const { email, ip } = fresh();
    await post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Bo' }, ip);
    const resend = await post('/api/auth/send-verification-email', { email, callbackURL: '/' }, ip);
    expect(resend.status).toBe(200);
    const mails = await outbox(email);
    expect(mails).toHaveLength(2);
    expect(Date.parse(mails[0]!.created_at)).toBeGreaterThanOrEqual(Date.parse(mails[1]!.created_at));
    const link = new URL(mails[0]!.links[0]!);
    const verify = await t.app.request(link.pathname + link.search);
    expect(verify.headers.get('location')).toBe('/');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailVerified).toBe(true);
  });
});

describe('sign-up rules', () => {
  const refused = async (body: Record<string, unknown>, status: number, words: RegExp) => {
    const { ip } = fresh();
    const res = await post('/api/auth/sign-up/email', { name: 'X', ...body }, ip);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { message: string }).message).toMatch(words);
  };

  it('refuses a malformed email and writes nothing', async () => {
    await refused({ email: 'not an@email.com', password: PASSWORD }, 400, /valid email/);
    await refused({ email: 'no-dot@example', password: PASSWORD }, 400, /valid email/);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'no-dot@example'))).toHaveLength(0);
  });

  it('refuses a short or single-class password as weak, with the rule broken', async () => {
    const { email } = fresh();
    await refused({ email, password: 'Ab1!' }, 400, /weak.*at least 8 characters/);
    await refused({ email, password: 'abcdefghij' }, 400, /weak.*letters, numbers, or symbols/);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(await outbox(email)).toHaveLength(0);
  });

  it('refuses a password from the breached list, whatever its case', async () => {
    const { email } = fresh();
    await refused({ email, password: 'password123' }, 400, /breached/);
    await refused({ email, password: 'Password1' }, 400, /breached/);
    await refused({ email, password: 'Qwerty123' }, 400, /pwned/);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('answers a sign-up for an existing email exactly as a new one, and mails the owner instead', async () => {
    const { email, ip } = fresh();
    const first = await post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'C' }, ip);
    expect(first.status).toBe(200);
    const again = await post('/api/auth/sign-up/email', { email: email.toUpperCase(), password: 'Other-Pass-99', name: 'C' }, fresh().ip);
    expect(again.status).toBe(200);
    expect(cookieOf(again)).toBe('');
    const [firstBody, againBody] = [await first.json(), await again.json()] as { token: unknown; user: Record<string, unknown> }[];
    expect(Object.keys(againBody!).sort()).toEqual(Object.keys(firstBody!).sort());
    expect(Object.keys(againBody!.user).sort()).toEqual(Object.keys(firstBody!.user).sort());
    expect(againBody!.token).toBeNull();
    expect(againBody!.user.email).toBe(email);
    // The owner hears of it, with a way in; nothing of the second password is kept.
    const [notice, confirmation] = await outbox(email);
    expect(confirmation!.subject).toMatch(/confirm/i);
    expect(notice!.subject).toMatch(/already have an Atelier account/i);
    expect(notice!.links).toEqual([`${t.config.PUBLIC_URL}/auth`]);
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    expect((await post('/api/auth/sign-in/email', { email, password: PASSWORD }, ip)).status).toBe(200);
    expect((await post('/api/auth/sign-in/email', { email, password: 'Other-Pass-99' }, ip)).status).toBe(401);
  });

  it('answers bad JSON and wrong types with a 4xx, never a 500', async () => {
    const { ip } = fresh();
    const malformed = await t.app.request('/api/auth/sign-up/email', {
      method: 'POST', body: '{"email": ', headers: { 'content-type': 'application/json', origin: t.config.PUBLIC_URL, 'x-forwarded-for': ip },
    });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    const wrongTypes = await post('/api/auth/sign-up/email', { email: 42, password: ['x'], name: 'W' }, ip);
    expect(wrongTypes.status).toBe(400);
  });
});

describe('sign-in failures', () => {
  it('refuses a wrong password and logs a failed_login security event', async () => {
    const { email, ip } = fresh();
    await post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'D' }, ip);
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const res = await post('/api/auth/sign-in/email', { email, password: 'Wrong-Pass-11' }, ip);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toMatch(/invalid email or password/i);
    const events = await eventsFor(email);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ eventType: 'failed_login', severity: 'medium', details: { email, errorCode: 'INVALID_EMAIL_OR_PASSWORD' } });
    expect(Number.isNaN(Date.parse(String(events[0]!.details.timestamp)))).toBe(false);
  });

  it('answers a wrong password for an account being deleted as for any other account', async () => {
    const active = fresh();
    const deleting = fresh();
    for (const who of [active, deleting]) {
      await post('/api/auth/sign-up/email', { email: who.email, password: PASSWORD, name: 'G' }, who.ip);
      await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, who.email));
    }
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, deleting.email));
    await t.database.db.insert(accountDeletions).values({ userId: row!.id, email: deleting.email, requestedAt: new Date() });
    const wrongActive = await post('/api/auth/sign-in/email', { email: active.email, password: 'Wrong-Pass-11' }, active.ip);
    const wrongDeleting = await post('/api/auth/sign-in/email', { email: deleting.email, password: 'Wrong-Pass-11' }, deleting.ip);
    expect(wrongDeleting.status).toBe(wrongActive.status);
    expect(await wrongDeleting.json()).toEqual(await wrongActive.json());
    // The owner, who knows the password, is told why they cannot sign in.
    const right = await post('/api/auth/sign-in/email', { email: deleting.email, password: PASSWORD }, deleting.ip);
    expect(right.status).toBe(403);
    expect(((await right.json()) as { message: string }).message).toMatch(/being deleted/);
  });

  it('limits failed sign-ins per account, from any address, whether or not the account exists', async () => {
    const owner = fresh();
    await post('/api/auth/sign-up/email', { email: owner.email, password: PASSWORD, name: 'H' }, owner.ip);
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, owner.email));
    const stranger = fresh();
    for (const email of [owner.email, stranger.email]) {
      for (let i = 0; i < FAILED_SIGN_IN_LIMIT.max; i++) {
        expect((await post('/api/auth/sign-in/email', { email, password: 'Wrong-Pass-11' }, fresh().ip)).status).toBe(401);
      }
      const limited = await post('/api/auth/sign-in/email', { email: email.toUpperCase(), password: 'Wrong-Pass-11' }, fresh().ip);
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(FAILED_SIGN_IN_LIMIT.window);
      expect(((await limited.json()) as { message: string }).message).toMatch(/too many attempts/i);
    }
    // While the account is locked, even its password waits; another account is untouched.
    expect((await post('/api/auth/sign-in/email', { email: owner.email, password: PASSWORD }, fresh().ip)).status).toBe(429);
    const other = fresh();
    expect((await post('/api/auth/sign-in/email', { email: other.email, password: 'Wrong-Pass-11' }, fresh().ip)).status).toBe(401);
  });

  it('logs an unknown email the same way', async () => {
    const { email, ip } = fresh();
    expect((await post('/api/auth/sign-in/email', { email, password: PASSWORD }, ip)).status).toBe(401);
    expect(await eventsFor(email)).toHaveLength(1);
  });
});

describe('password reset', () => {
  it('emails a /auth recovery link whose token sets a new password', async () => {
    const { email, ip } = fresh();
    await post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'E' }, ip);
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const before = await post('/api/auth/sign-in/email', { email, password: PASSWORD }, ip);
    const oldCookie = cookieOf(before);

    const request = await post('/api/auth/request-password-reset', { email, redirectTo: '/auth' }, ip);
    expect(request.status).toBe(200);
    const [mail] = await outbox(email);
    expect(mail!.subject).toMatch(/reset/i);
    const link = mail!.links[0]!;
    expect(link.startsWith(`${t.config.PUBLIC_URL}/auth#type=recovery&token=`)).toBe(true);
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;

    const breached = await post('/api/auth/reset-password', { newPassword: 'iloveyou1', token }, ip);
    expect(breached.status).toBe(400);
    expect(((await breached.json()) as { message: string }).message).toMatch(/breached/);
    const weak = await post('/api/auth/reset-password', { newPassword: 'short', token }, ip);
    expect(((await weak.json()) as { message: string }).message).toMatch(/weak/);

    const reset = await post('/api/auth/reset-password', { newPassword: 'Linen-Blazer-77', token }, ip);
    expect(reset.status).toBe(200);
    expect(await session(oldCookie)).toBeNull();
    expect((await post('/api/auth/sign-in/email', { email, password: PASSWORD }, ip)).status).toBe(401);
    expect((await post('/api/auth/sign-in/email', { email, password: 'Linen-Blazer-77' }, ip)).status).toBe(200);
    expect((await post('/api/auth/reset-password', { newPassword: 'Another-Pass-88', token }, ip)).status).toBe(400);
  });

  it('answers an unknown email the same way and sends nothing', async () => {
    const { email, ip } = fresh();
    const res = await post('/api/auth/request-password-reset', { email, redirectTo: '/auth' }, ip);
    expect(res.status).toBe(200);
    expect(await outbox(email)).toHaveLength(0);
  });

  it('refuses a malformed email with the invalid-email message', async () => {
    const { ip } = fresh();
    const res = await post('/api/auth/request-password-reset', { email: 'nope', redirectTo: '/auth' }, ip);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/valid email/);
  });
});

describe('the demo shopper', () => {
  it('is created verified, once, and can sign in', async () => {
    const { ensureDemoShopper, DEMO_SHOPPER } = await import('./demo-shopper.js');
    const first = await ensureDemoShopper(t.auth, t.database.db);
    const second = await ensureDemoShopper(t.auth, t.database.db);
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    expect(await t.database.db.select().from(accounts).where(and(eq(accounts.userId, first.id), eq(accounts.providerId, 'credential')))).toHaveLength(1);
    const res = await post('/api/auth/sign-in/email', { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }, fresh().ip);
    expect(res.status).toBe(200);
    expect(await outbox(DEMO_SHOPPER.email)).toHaveLength(0);
  });
});
