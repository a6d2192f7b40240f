/**
 * Rate limits key on the client's real address: on a real socket a made-up X-Forwarded-For is
 * ignored unless TRUST_PROXY says a proxy in front sets it.
 */
import { serve, type ServerType } from '@hono/node-server';
import { afterEach, expect, it } from 'vitest';
import { freePort } from '../process/free-port.js';
import { createTestApp, type TestApp } from '../test/app.js';

let open: { t: TestApp; server: ServerType }[] = [];
afterEach(async () => {
  for (const { t, server } of open) {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  }
  open = [];
});

const listen = async (env: Record<string, string>) => {
  const t = await createTestApp(env);
  const port = await freePort();
  const server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port });
  open.push({ t, server });
  return `http://127.0.0.1:${port}`;
};

/**
 * Eleven failed sign-ins, each claiming a different client address and each for a different
 * account (so the per-account limit stays out of it); returns the statuses.
 */
const signInFromManyAddresses = async (base: string) => {
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-for': `203.0.113.${i + 1}` },
      body: JSON.stringify({ email: `nobody${i}@example.com`, password: 'Wrong-Password-1' }),
    });
    statuses.push(res.status);
  }
  return statuses;
};

it('ignores a client-supplied X-Forwarded-For by default, so the sign-in limit still applies', async () => {
  const statuses = await signInFromManyAddresses(await listen({}));
  expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
  expect(statuses[10]).toBe(429);
});

it('keys on X-Forwarded-For when TRUST_PROXY is on', async () => {
  const statuses = await signInFromManyAddresses(await listen({ TRUST_PROXY: 'true' }));
  expect(statuses).not.toContain(429);
});
