/**
 * The generated typed client (api-types.gen.ts through openapi-fetch) against the app served on a
 * real socket: sign up, confirm through the link in the outbox, sign in, then tools and the chat
 * list with typed inputs and outputs, and errors read as problem details.
 */
import { serve, type ServerType } from '@hono/node-server';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../process/free-port.js';
import { listOutbox } from '../mail/outbox.js';
import { createTestApp, type TestApp } from '../test/app.js';
import type { components, paths } from './api-types.gen.js';

type Problem = components['schemas']['Problem'];

let t: TestApp;
let server: ServerType;
let base = '';

beforeAll(async () => {
  t = await createTestApp();
  const port = await freePort();
  server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port });
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  await t.close();
});

describe('the typed client', () => {
  it('signs up, confirms, signs in and calls tools with typed bodies and answers', async () => {
    // Writes must come from a trusted origin (PUBLIC_URL), as a browser on the site would send.
    const guest = createClient<paths>({ baseUrl: base, headers: { origin: t.config.PUBLIC_URL, 'x-forwarded-for': '10.77.0.1' } });
    const email = `typed-${Date.now()}@example.com`;
    const password = 'Velvet-Runway-42';

    const signUp = await guest.POST('/api/auth/sign-up/email', { body: { email, password, name: 'Typed' } });
    expect(signUp.response.status).toBe(200);

    const [mail] = await listOutbox(t.database.db, { to: email, limit: 1 });
    const link = new URL(mail!.links[0]!);
    const verified = await guest.GET('/api/auth/verify-email', {
      params: { query: { token: link.searchParams.get('token')! } },
      redirect: 'manual',
    });
    expect([200, 302]).toContain(verified.response.status);

    const signIn = await guest.POST('/api/auth/sign-in/email', { body: { email, password } });
    expect(signIn.error).toBeUndefined();
    expect(signIn.data?.user.email).toBe(email);
    const cookie = signIn.response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

    const api = createClient<paths>({ baseUrl: base, headers: { origin: t.config.PUBLIC_URL, cookie } });
    const added = await api.POST('/api/tools/wardrobe.add', { body: { item_name: 'Camel wool coat', category: 'Outerwear', color: 'camel' } });
    expect(added.error).toBeUndefined();
    const listed = await api.POST('/api/tools/wardrobe.list', { body: { category: 'Outerwear' } });
    // Typed output: items[].item_name is a string the compiler knows about.
    const names: string[] = listed.data?.items.map((item) => item.item_name) ?? [];
    expect(names).toEqual(['Camel wool coat']);
    expect(listed.data?.total).toBe(1);

    const conversations = await api.GET('/api/chat');
    expect(conversations.data?.conversations).toEqual([]);
  });

  it('reads errors as problem details', async () => {
    const guest = createClient<paths>({ baseUrl: base, headers: { origin: t.config.PUBLIC_URL } });
    const refused = await guest.POST('/api/tools/wardrobe.list', { body: {} });
    expect(refused.response.status).toBe(401);
    expect(refused.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem: Problem | undefined = refused.error;
    expect(problem).toMatchObject({ status: 401, code: 'unauthorized', title: 'Unauthorized' });

    const wrong = await guest.POST('/api/auth/sign-in/email', { body: { email: 'nobody@example.com', password: 'Wrong-password-1' }, headers: { 'x-forwarded-for': '10.77.0.2' } });
    expect(wrong.response.status).toBe(401);
    expect(wrong.error).toMatchObject({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' });
  });
});
