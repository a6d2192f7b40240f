/**
 * The in-process session cache behind every request (session-cache.ts): what it reuses, and every
 * way a session ends taking effect — at once in this process, within the cache's lifetime otherwise.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { jsonRequest, signUpVerified, type TestUser } from '../test/users.js';
import { createSessionCache, mayEndSessions, SESSION_CACHE_TTL_MS } from './session-cache.js';

let t: TestApp;
/** The app's clock: real time plus a shift the tests move forward. */
let shift = 0;
const PASSWORD = 'Velvet-Runway-42';

beforeAll(async () => {
  t = await createTestApp(
    // No sliding: a session read from the database keeps the expiry the test gave it.
    { RATE_LIMITS: 'false', SESSION_TTL_SECONDS: '3600', SESSION_UPDATE_AGE_SECONDS: '3600' },
    { now: () => new Date(Date.now() + shift) },
  );
});
afterAll(async () => { await t.close(); });
beforeEach(() => { shift = 0; });

/** A signed-in-only tool: 200 as a shopper, 401 as a guest. */
const whoAmI = async (cookie: string) => (await jsonRequest(t, '/api/tools/styleProfile.get', {}, { cookie })).status;

/** The user's sessions, straight from the database. */
const sessionRows = (user: TestUser) => t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));

/** Reads once so the session is cached, then removes the row behind the app's back: only the cache can answer now. */
const cachedOnly = async (user: TestUser) => {
  expect(await whoAmI(user.cookie)).toBe(200);
  await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
};

const signInAgain = async (user: TestUser) => {
  const res = await jsonRequest(t, '/api/auth/sign-in/email', { email: user.email, password: PASSWORD });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
};

describe('session cache', () => {
  it('answers a signed-in request from the cache until its lifetime passes, then asks the database', async () => {
    const user = await signUpVerified(t);
    await cachedOnly(user);
    // The row is gone, yet the cached answer holds: no database read happened.
    expect(await whoAmI(user.cookie)).toBe(200);
    shift = SESSION_CACHE_TTL_MS - 1000;
    expect(await whoAmI(user.cookie)).toBe(200);
    // Past the lifetime the database decides, and the session is gone.
    shift = SESSION_CACHE_TTL_MS + 1;
    expect(await whoAmI(user.cookie)).toBe(401);
  });

  it('never outlives the session: once it has expired the database is asked again', async () => {
    const user = await signUpVerified(t);
    expect(await whoAmI(user.cookie)).toBe(200);
    const [row] = await sessionRows(user);
    // Expiry a few seconds from now, read into the cache; then time passes it (well within the lifetime).
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() + 5000) }).where(eq(sessions.id, row!.id));
    shift = SESSION_CACHE_TTL_MS + 1;
    expect(await whoAmI(user.cookie)).toBe(200);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, row!.id));
    shift += 6000;
    expect(await whoAmI(user.cookie)).toBe(401);
  });

  it('signing out ends the session at once, even for a copy of the cookie', async () => {
    const user = await signUpVerified(t);
    expect(await whoAmI(user.cookie)).toBe(200);
    expect((await jsonRequest(t, '/api/auth/sign-out', {}, { cookie: user.cookie })).status).toBe(200);
    expect(await whoAmI(user.cookie)).toBe(401);
  });

  it('revoking a session from another device ends it at once', async () => {
    const user = await signUpVerified(t);
    const other = await signInAgain(user);
    expect(await whoAmI(user.cookie)).toBe(200);
    const res = await jsonRequest(t, '/api/auth/revoke-other-sessions', {}, { cookie: other });
    expect(res.status).toBe(200);
    expect(await whoAmI(user.cookie)).toBe(401);
    expect(await whoAmI(other)).toBe(200);
  });

  it('a password change that signs out other devices ends their sessions at once', async () => {
    const user = await signUpVerified(t);
    const other = await signInAgain(user);
    expect(await whoAmI(user.cookie)).toBe(200);
    const res = await jsonRequest(t, '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'Silk-Tailoring-77', revokeOtherSessions: true }, { cookie: other });
    expect(res.status).toBe(200);
    expect(await whoAmI(user.cookie)).toBe(401);
  });

  it('account deletion ends the session at once', async () => {
    const user = await signUpVerified(t);
    expect(await whoAmI(user.cookie)).toBe(200);
    const res = await jsonRequest(t, '/api/tools/account.delete', { confirmEmail: user.email }, { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(await whoAmI(user.cookie)).toBe(401);
  });

  it('refuses a tampered cookie although the genuine one is cached', async () => {
    const user = await signUpVerified(t);
    expect(await whoAmI(user.cookie)).toBe(200);
    // The cookie is `token.signature`: change one character of the token, then of the signature.
    const [name, value] = user.cookie.split('; ').find((c) => c.includes('session_token'))!.split('=') as [string, string];
    const decoded = decodeURIComponent(value);
    const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'Q' : 'A') + s.slice(at + 1);
    // (Not the signature's last character: base64 padding bits can make two spellings the same bytes.)
    for (const forged of [flip(decoded, 0), flip(decoded, decoded.length - 10)]) {
      expect(await whoAmI(`${name}=${encodeURIComponent(forged)}`)).toBe(401);
    }
    expect(await whoAmI(user.cookie)).toBe(200);
  });

  it('a lookup under way when sessions are forgotten is not kept', async () => {
    const user = await signUpVerified(t);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const slowAuth = {
      ...t.auth,
      $context: t.auth.$context,
      api: { ...t.auth.api, getSession: async (input: { headers: Headers }) => { await gate; return t.auth.api.getSession(input); } },
    } as typeof t.auth;
    const cache = createSessionCache(slowAuth);
    const reading = cache.read(new Headers({ cookie: user.cookie }));
    cache.forgetAll();
    release();
    expect((await reading)?.id).toBe(user.id);
    expect(cache.size()).toBe(0);
    expect((await cache.read(new Headers({ cookie: user.cookie })))?.id).toBe(user.id);
    expect(cache.size()).toBe(1);
    expect(await cache.read(new Headers())).toBeNull();
  });

  it('knows which requests may end sessions', () => {
    expect(mayEndSessions('POST', '/api/auth/sign-out')).toBe(true);
    expect(mayEndSessions('POST', '/api/auth/revoke-sessions')).toBe(true);
    expect(mayEndSessions('POST', '/api/auth/reset-password')).toBe(true);
    expect(mayEndSessions('POST', '/api/tools/account.delete')).toBe(true);
    expect(mayEndSessions('POST', '/api/auth/sign-in/email')).toBe(false);
    expect(mayEndSessions('GET', '/api/auth/get-session')).toBe(false);
    expect(mayEndSessions('POST', '/api/tools/recommendations.feed')).toBe(false);
  });
});
