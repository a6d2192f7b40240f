/**
 * A database failure inside one of better-auth's own routes is the same 503 with Retry-After as
 * everywhere else, not better-auth's bare 500: here the connection is lost after the rate limit was
 * read and before the session was (the server going away mid-request).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { signUpVerified, type TestUser } from '../test/users.js';

let t: TestApp;
let shopper: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  shopper = await signUpVerified(t);
});
afterAll(async () => {
  await t.close();
});

describe('a database failure inside an auth route', () => {
  it('answers get-session 503 with Retry-After when the connection is lost while reading the session', async () => {
    const context = await t.auth.$context;
    const findSession = context.internalAdapter.findSession;
    context.internalAdapter.findSession = () => Promise.reject(Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), { code: 'CONNECTION_CLOSED' }));
    try {
      const res = await t.app.request('/api/auth/get-session', { headers: { cookie: shopper.cookie } });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await res.json()).toMatchObject({ error: 'database_unavailable' });
    } finally {
      context.internalAdapter.findSession = findSession;
    }
    expect((await t.app.request('/api/auth/get-session', { headers: { cookie: shopper.cookie } })).status).toBe(200);
  });

  it('keeps better-auth\'s own answers to bad requests', async () => {
    const res = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.config.PUBLIC_URL },
      body: JSON.stringify({ email: shopper.email, password: 'not-the-password-1' }),
    });
    expect(res.status).toBe(401);
  });
});
