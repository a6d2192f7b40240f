import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { signUpVerified } from './users.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

it('signs a verified test user in with a working session cookie', async () => {
  const user = await signUpVerified(t);
  const res = await t.app.request('/api/auth/get-session', { headers: { cookie: user.cookie } });
  expect(((await res.json()) as { user: { email: string } }).user.email).toBe(user.email);
});
