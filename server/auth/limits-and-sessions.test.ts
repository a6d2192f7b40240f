/** Rate limits (429 + Retry-After), session expiry and extension, and the dev mailbox's reach. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/app.js';
import { jsonRequest, signUpVerified } from '../test/users.js';
import { sessions } from '../db/schema.js';
import { AUTH_RATE_LIMITS } from './rate-limits.js';

const post = (t: TestApp, path: string, body: unknown, ip: string, headers: Record<string, string> = {}) =>
  jsonRequest(t, path, body, { 'x-forwarded-for': ip, ...headers });

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('stops repeated sign-ins from one client with 429 and a Retry-After in seconds', async () => {
    const { max, window } = AUTH_RATE_LIMITS['/sign-in/email'];
    const ip = '198.51.100.1';
    for (let i = 0; i < max; i++) {
      expect((await post(t, '/api/auth/sign-in/email', { email: `nobody${i}@example.com`, password: 'Wrong-Pass-1' }, ip)).status).toBe(401);
    }
    const limited = await post(t, '/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'Wrong-Pass-1' }, ip);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(window);
    expect(((await limited.json()) as { message: string }).message).toMatch(/too many attempts/i);
    // Another client is unaffected.
    expect((await post(t, '/api/auth/sign-in/email', { email: 'x@example.com', password: 'Wrong-Pass-1' }, '198.51.100.2')).status).toBe(401);
  });

  it('stops sign-up floods', async () => {
    const { max } = AUTH_RATE_LIMITS['/sign-up/email'];
    const ip = '198.51.100.3';
    for (let i = 0; i < max; i++) await post(t, '/api/auth/sign-up/email', { email: `flood${i}@example`, password: 'x', name: 'F' }, ip);
    expect((await post(t, '/api/auth/sign-up/email', { email: 'flood@example.com', password: 'Velvet-Runway-42', name: 'F' }, ip)).status).toBe(429);
  });

  it('limits reset and resend emails with an email-rate-limit message', async () => {
    for (const path of ['/api/auth/request-password-reset', '/api/auth/send-verification-email'] as const) {
      const ip = path.includes('reset') ? '198.51.100.4' : '198.51.100.5';
      const { max } = AUTH_RATE_LIMITS[path.slice('/api/auth'.length) as keyof typeof AUTH_RATE_LIMITS];
      for (let i = 0; i < max; i++) expect((await post(t, path, { email: `someone${i}@example.com` }, ip)).status).toBe(200);
      const limited = await post(t, path, { email: 'someone@example.com' }, ip);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(60);
      expect(((await limited.json()) as { message: string }).message).toMatch(/email rate limit/i);
    }
  });

  it('are off with RATE_LIMITS=false (benchmarks)', async () => {
    const bench = await createTestApp({ RATE_LIMITS: 'false' });
    try {
      const statuses = [];
      for (let i = 0; i < AUTH_RATE_LIMITS['/sign-in/email'].max + 3; i++) {
        statuses.push((await post(bench, '/api/auth/sign-in/email', { email: 'n@example.com', password: 'Wrong-Pass-1' }, '203.0.113.9')).status);
      }
      expect(new Set(statuses)).toEqual(new Set([401]));
    } finally {
      await bench.close();
    }
  });
});

describe('sessions', () => {
  let t: TestApp;
  const TTL = 600;
  beforeAll(async () => { t = await createTestApp({ SESSION_TTL_SECONDS: String(TTL), SESSION_UPDATE_AGE_SECONDS: '300' }); });
  afterAll(async () => { await t.close(); });

  const getSession = async (cookie: string) =>
    (await (await t.app.request('/api/auth/get-session', { headers: { cookie } })).json()) as { session: { id: string; expiresAt: string } } | null;

  it('shows expires_at, extends it on request, and ends it when it passes', async () => {
    const user = await signUpVerified(t);
    const started = await getSession(user.cookie);
    const initial = Date.parse(started!.session.expiresAt);
    expect(initial - Date.now()).toBeGreaterThan((TTL - 60) * 1000);
    expect(initial - Date.now()).toBeLessThanOrEqual(TTL * 1000);

    // Pull expiry close, as if the session were nearly over, then extend it.
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() + 30_000) }).where(eq(sessions.id, started!.session.id));
    const extend = await post(t, '/api/session/extend', {}, '10.9.9.9', { cookie: user.cookie });
    expect(extend.status).toBe(200);
    const { expires_at } = (await extend.json()) as { expires_at: string };
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan((TTL - 60) * 1000);
    expect(extend.headers.getSetCookie().join(';')).toMatch(new RegExp(`Max-Age=${TTL}`));
    expect((await getSession(user.cookie))!.session.expiresAt).toBe(expires_at);

    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, started!.session.id));
    expect(await getSession(user.cookie)).toBeNull();
    expect((await post(t, '/api/session/extend', {}, '10.9.9.9', { cookie: user.cookie })).status).toBe(401);
  });

  it('slides the expiry forward on get-session once the session is older than SESSION_UPDATE_AGE_SECONDS', async () => {
    const user = await signUpVerified(t);
    const { session } = (await getSession(user.cookie))!;
    // Expiry 400 s away means the session was refreshed 200 s ago (< update age): no slide yet.
    const recent = new Date(Date.now() + 400_000);
    await t.database.db.update(sessions).set({ expiresAt: recent }).where(eq(sessions.id, session.id));
    expect(Date.parse((await getSession(user.cookie))!.session.expiresAt)).toBe(recent.getTime());
    // Expiry 200 s away: refreshed 400 s ago (> update age), so get-session slides it to a full TTL.
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() + 200_000) }).where(eq(sessions.id, session.id));
    const slid = Date.parse((await getSession(user.cookie))!.session.expiresAt);
    expect(slid - Date.now()).toBeGreaterThan((TTL - 60) * 1000);
  });

  it('refuses to extend for a guest', async () => {
    const res = await post(t, '/api/session/extend', {}, '10.9.9.8');
    expect(res.status).toBe(401);
  });
});

describe('dev mailbox', () => {
  it('lists emails newest first as JSON and HTML outside production', async () => {
    const t = await createTestApp();
    try {
      const email = 'mailbox@example.com';
      await post(t, '/api/auth/sign-up/email', { email, password: 'Velvet-Runway-42', name: 'M <b>' }, '10.1.1.1');
      await post(t, '/api/auth/send-verification-email', { email, callbackURL: '/' }, '10.1.1.1');
      const json = (await (await t.app.request(`/api/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`)).json()) as { emails: { to: string; subject: string; text: string; links: string[]; created_at: string }[] };
      expect(json.emails).toHaveLength(2);
      expect(Object.keys(json.emails[0]!)).toEqual(expect.arrayContaining(['to', 'subject', 'text', 'links', 'created_at']));
      expect(json.emails[0]!.to).toBe(email);
      expect(json.emails[0]!.created_at >= json.emails[1]!.created_at).toBe(true);
      expect((await (await t.app.request('/api/dev/outbox?to=other@example.com')).json())).toEqual({ emails: [] });
      expect((await t.app.request('/api/dev/outbox?bogus=1')).status).toBe(400);

      const page = await t.app.request('/dev/mailbox');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      const html = await page.text();
      expect(html).toContain('Confirm your email for Atelier');
      expect(html).toContain(json.emails[0]!.links[0]!.replace(/&/g, '&amp;'));
    } finally {
      await t.close();
    }
  });

  it('is absent in production', async () => {
    const t = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await t.app.request('/api/dev/outbox?to=a@b.co')).status).toBe(404);
      expect((await t.app.request('/dev/mailbox')).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
