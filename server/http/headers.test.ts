/** The security headers and cookie attributes every response carries, outside and in production. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { jsonRequest } from '../test/users.js';

const sessionCookieOf = async (t: TestApp) => {
  const email = `headers-${Date.now()}@example.com`;
  const client = { 'x-forwarded-for': '10.251.0.1' };
  await jsonRequest(t, '/api/auth/sign-up/email', { email, password: 'Velvet-Runway-42', name: 'h' }, client);
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const res = await jsonRequest(t, '/api/auth/sign-in/email', { email, password: 'Velvet-Runway-42' }, client);
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().find((c) => c.includes('session_token='))!;
};

describe('security headers', () => {
  it('has a script policy without unsafe-inline, and no HSTS on plain http outside production', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.request('/healthz');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('strict-transport-security')).toBeNull();
      const cookie = await sessionCookieOf(t);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);
    } finally {
      await t.close();
    }
  });

  it('sends HSTS and Secure, __Secure- cookies in production', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://atelier.example' });
    try {
      const res = await t.app.request('/healthz');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      const cookie = await sessionCookieOf(t);
      expect(cookie).toMatch(/^__Secure-/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/SameSite=Lax/);
    } finally {
      await t.close();
    }
  });
});
