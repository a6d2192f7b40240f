import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { SIMULATOR_APP_ID, simulatorAppSecret } from './meta-simulator.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const base = 'http://localhost:3000/dev/meta';
const redirect = 'http://localhost:3000/auth/instagram/callback';
const form = (fields: Record<string, string>) => ({
  method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const allow = async () => {
  const res = await t.app.request('/dev/meta/consent', form({ provider: 'instagram', redirect_uri: redirect, state: 's', decision: 'allow' }));
  expect(res.status).toBe(302);
  const location = res.headers.get('location')!;
  expect(location.endsWith('#_')).toBe(true);
  return new URL(location).searchParams.get('code')!;
};
const exchange = (code: string, secret = simulatorAppSecret(t.config.BETTER_AUTH_SECRET), redirectUri = redirect) =>
  t.app.request(`${base}/api.instagram.com/oauth/access_token`, form({
    client_id: SIMULATOR_APP_ID, client_secret: secret, grant_type: 'authorization_code', redirect_uri: redirectUri, code,
  }));

describe('the simulated Meta provider', () => {
  it('refuses an unknown app, an unregistered redirect URI and a bad response_type on the consent page', async () => {
    const q = (p: Record<string, string>) => new URLSearchParams({ client_id: SIMULATOR_APP_ID, redirect_uri: redirect, response_type: 'code', state: 's', ...p });
    expect((await t.app.request(`/dev/meta/www.instagram.com/oauth/authorize?${q({})}`)).status).toBe(200);
    expect((await t.app.request(`/dev/meta/www.instagram.com/oauth/authorize?${q({ client_id: 'other' })}`)).status).toBe(400);
    expect((await t.app.request(`/dev/meta/www.instagram.com/oauth/authorize?${q({ redirect_uri: 'https://evil.example/cb' })}`)).status).toBe(400);
    expect((await t.app.request(`/dev/meta/www.instagram.com/oauth/authorize?${q({ response_type: 'token' })}`)).status).toBe(400);
    expect((await t.app.request('/dev/meta/consent', form({ provider: 'instagram', redirect_uri: 'https://evil.example/cb', state: 's', decision: 'allow' }))).status).toBe(400);
  });

  it('codes work once, only with the app secret and the redirect URI they were issued for', async () => {
    const code = await allow();
    expect((await exchange(code, 'wrong-secret')).status).toBe(400);
    const other = await allow();
    expect((await exchange(other, undefined, 'http://localhost:3000/auth/instagram/bridge')).status).toBe(400);
    expect((await exchange(other)).status).toBe(400); // spent by the wrong attempt
    const good = await allow();
    const first = await exchange(good);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ data: [{ access_token: expect.stringMatching(/^SIMIG\./) }] });
    expect((await exchange(good)).status).toBe(400);
  });

  it('refuses forged and wrong-kind tokens', async () => {
    const { access_token: long } = (await (await t.app.request('/dev/meta/token?format=json')).json()) as { access_token: string };
    expect((await t.app.request(`${base}/graph.instagram.com/me?access_token=${long}`)).status).toBe(200);
    const [head, body] = long.split('.');
    expect((await t.app.request(`${base}/graph.instagram.com/me?access_token=${head}.${body}.AAAA`)).status).toBe(401);
    // A long-lived token is not a short-lived one to exchange, nor a Facebook token.
    const secret = simulatorAppSecret(t.config.BETTER_AUTH_SECRET);
    expect((await t.app.request(`${base}/graph.instagram.com/access_token?grant_type=ig_exchange_token&client_secret=${secret}&access_token=${long}`)).status).toBe(401);
    expect((await t.app.request(`${base}/graph.facebook.com/v21.0/me?access_token=${long}`)).status).toBe(401);
  });

  it('is not mounted in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32) });
    try {
      expect((await prod.app.request('/dev/meta/token?format=json')).status).toBe(404);
      expect((await prod.app.request('/dev/meta/www.instagram.com/oauth/authorize')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
