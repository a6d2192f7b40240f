/** Signed-in test users: sign up through the real auth routes, verify in the database, sign in. */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import type { TestApp } from './app.js';

export interface TestUser {
  id: string;
  email: string;
  /** Send as the `cookie` header to act as this user. */
  cookie: string;
}

let counter = 0;
let clients = 0;

export const jsonRequest = (t: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', origin: t.config.PUBLIC_URL, ...headers },
  });

export const signUpVerified = async (t: TestApp, email = `shopper${++counter}-${Date.now()}@example.com`, password = 'Velvet-Runway-42'): Promise<TestUser> => {
  // Each test user signs in from its own address, so the per-client auth rate limits (on in tests)
  // never trip over a file that creates many users.
  const n = ++clients;
  const client = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
  const signUp = await jsonRequest(t, '/api/auth/sign-up/email', { email, password, name: email.split('@')[0] }, client);
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const signIn = await jsonRequest(t, '/api/auth/sign-in/email', { email, password }, client);
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { user } = (await signIn.json()) as { user: { id: string } };
  return { id: user.id, email, cookie };
};

/** POST /api/tools/<name> as the given user (or a guest when user is undefined). */
export const callTool = async (t: TestApp, name: string, input: unknown, user?: TestUser) => {
  const res = await jsonRequest(t, `/api/tools/${name}`, input, user ? { cookie: user.cookie } : {});
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
