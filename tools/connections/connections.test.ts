import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatTools } from '../../server/ai/tools.js';
import { loadConfig } from '../../server/config.js';
import { connectionsSettings } from '../../server/connections/settings.js';
import { SIMULATOR_USERNAME } from '../../server/connections/meta-simulator.js';
import { instagramCredentials, oauthStates, securityEvents, userSocialConnections } from '../../server/db/schema.js';
import { silentLogger } from '../../server/log.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, jsonRequest, signUpVerified, type TestUser } from '../../server/test/users.js';
import { findTool } from '../registry.js';
import { runTool } from '../run.js';
import { changesStoredState, chatToolName, type UserToolContext } from '../types.js';
import { recentInstagramMedia } from './recent-media.js';
import { decryptToken } from './token-crypto.js';

const SECOND_ORIGIN = 'https://preview.atelier.example';
let t: TestApp;
let ann: TestUser;
let bob: TestUser;
let cat: TestUser;

beforeAll(async () => {
  t = await createTestApp({ TRUSTED_ORIGINS: SECOND_ORIGIN });
  [ann, bob, cat] = [await signUpVerified(t), await signUpVerified(t), await signUpVerified(t)];
});
afterAll(async () => { await t.close(); });

const db = () => t.database.db;
const credentialOf = async (user: TestUser) =>
  (await db().select().from(instagramCredentials).where(eq(instagramCredentials.userId, user.id)))[0] ?? null;
const connectionOf = async (user: TestUser) =>
  (await db().select().from(userSocialConnections)
    .where(and(eq(userSocialConnections.userId, user.id), eq(userSocialConnections.platform, 'instagram'))))[0] ?? null;
const eventsOf = async (user: TestUser) =>
  (await db().select().from(securityEvents).where(eq(securityEvents.userId, user.id))).map((e) => ({ type: e.eventType, provider: e.provider, details: e.details }));
const lastEvent = async (user: TestUser) => (await eventsOf(user)).at(-1);

const authorize = async (user: TestUser, provider: 'instagram' | 'facebook', returnOrigin?: string) => {
  const res = await callTool(t, 'connections.authorize', { provider, ...(returnOrigin ? { return_origin: returnOrigin } : {}) }, user);
  expect(res.status).toBe(200);
  return res.body as { auth_url: string; state: string };
};

/** The shopper's browser on the simulator: open the consent page, press Allow or Deny, follow to the redirect. */
const consent = async (authUrl: string, decision: 'allow' | 'deny') => {
  const page = await t.app.request(authUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('>Allow<');
  expect(html).toContain('>Deny<');
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
  const form = new URLSearchParams({ provider: field('provider'), redirect_uri: field('redirect_uri'), state: field('state'), decision });
  const res = await t.app.request('/dev/meta/consent', { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
};

const paramsOf = (url: URL) => ({
  code: url.searchParams.get('code') ?? undefined,
  state: url.searchParams.get('state') ?? undefined,
  error: url.searchParams.get('error') ?? undefined,
});

const connect = async (user: TestUser, provider: 'instagram' | 'facebook') => {
  const { auth_url: authUrl, state } = await authorize(user, provider);
  const back = await consent(authUrl, 'allow');
  expect(back.pathname).toBe(`/auth/${provider}/callback`);
  expect(back.searchParams.get('state')).toBe(state);
  const res = await callTool(t, 'connections.complete', { provider, ...paramsOf(back), browser_state_matches: true }, user);
  return { res, code: back.searchParams.get('code')!, state };
};

const disconnect = (user: TestUser) => callTool(t, 'connections.disconnect', { platform: 'instagram' }, user);

describe('connections: guests and doors', () => {
  it('refuse guests with 401 and store nothing', async () => {
    for (const [name, input] of [
      ['connections.authorize', { provider: 'instagram' }], ['connections.complete', { provider: 'instagram', code: 'x', state: 'y' }],
      ['connections.list', {}], ['connections.disconnect', { platform: 'instagram' }], ['connections.saveToken', { access_token: 'x' }],
    ] as const) {
      expect((await callTool(t, name, input)).status).toBe(401);
    }
    expect(await db().select().from(oauthStates)).toEqual([]);
  });

  it('stay out of the chat door; changes would need approval', async () => {
    const offered = Object.keys(chatTools({ db: db(), userId: ann.id, now: () => new Date(), log: silentLogger }));
    for (const name of ['connections.authorize', 'connections.complete', 'connections.disconnect', 'connections.saveToken', 'connections.bridge', 'connections.list']) {
      expect(findTool(name)).toBeDefined();
      expect(offered).not.toContain(chatToolName(name));
    }
    for (const name of ['connections.authorize', 'connections.complete', 'connections.disconnect', 'connections.saveToken']) expect(changesStoredState(findTool(name)!)).toBe(true);
  });

  it('refuse a cookie write from a foreign page and unknown fields', async () => {
    const res = await jsonRequest(t, '/api/tools/connections.authorize', { provider: 'instagram' }, { cookie: ann.cookie, origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await callTool(t, 'connections.authorize', { provider: 'instagram', user_id: bob.id }, ann)).status).toBe(400);
    expect((await callTool(t, 'connections.authorize', { provider: 'myspace' }, ann)).status).toBe(400);
    expect(await db().select().from(oauthStates).where(eq(oauthStates.userId, ann.id))).toEqual([]);
  });
});

describe('connections: Instagram through the simulator', () => {
  beforeEach(async () => { await disconnect(ann); });

  it('connects: encrypted token, profile and first 5 posts stored, success event, list without the token', async () => {
    // Another helper's scan results on the row survive the connection.
    await db().insert(userSocialConnections).values({ userId: ann.id, platform: 'instagram', connectionData: { fashion_accounts: [{ handle: 'kept' }] } });
    const { auth_url: authUrl } = await authorize(ann, 'instagram');
    const url = new URL(authUrl);
    expect(url.pathname).toBe('/dev/meta/www.instagram.com/oauth/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/instagram/callback');
    expect(url.searchParams.get('scope')).toBe('instagram_business_basic');
    const back = await consent(authUrl, 'allow');
    const res = await callTool(t, 'connections.complete', { provider: 'instagram', ...paramsOf(back) }, ann);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ provider: 'instagram', username: SIMULATOR_USERNAME, media_count: 5 });
    const expires = Date.parse(res.body.expires_at as string) - Date.now();
    expect(expires).toBeGreaterThan(59 * 86_400_000);
    expect(expires).toBeLessThanOrEqual(60 * 86_400_000);

    const credential = await credentialOf(ann);
    expect(credential).toMatchObject({ username: SIMULATOR_USERNAME, source: 'instagram_oauth' });
    const plain = decryptToken(t.config.tokenEncryptionKey, credential!.accessTokenEncrypted, ann.id);
    expect(plain).toMatch(/^SIMIG\./);
    expect(credential!.accessTokenEncrypted).not.toContain(plain);
    expect(credential!.accessTokenEncrypted).not.toContain(plain.split('.')[1]!);

    const row = await connectionOf(ann);
    expect(row!.connectionData['fashion_accounts']).toEqual([{ handle: 'kept' }]);
    expect(row!.connectionData['recent_media']).toHaveLength(5);
    expect(JSON.stringify(row!.connectionData)).not.toContain(plain);
    expect(await lastEvent(ann)).toMatchObject({ type: 'oauth_completed_successfully', provider: 'instagram' });

    const list = await callTool(t, 'connections.list', {}, ann);
    expect(list.body).toMatchObject({ meta: 'simulated', connections: [{ platform: 'instagram', handle: SIMULATOR_USERNAME, via: 'instagram_oauth', status: 'connected', media_count: 5 }] });
    expect(JSON.stringify(list.body)).not.toContain(plain);
    expect(JSON.stringify(list.body)).not.toContain(credential!.accessTokenEncrypted);
    expect((list.body.redirect_uris as { instagram: string[] }).instagram).toEqual(['http://localhost:3000/auth/instagram/callback', 'http://localhost:3000/auth/instagram/bridge']);
  });

  it('a replayed code fails, and so does a replayed state; nothing more is stored', async () => {
    const first = await connect(ann, 'instagram');
    expect(first.res.status).toBe(200);
    const before = await credentialOf(ann);
    const sameState = await callTool(t, 'connections.complete', { provider: 'instagram', code: first.code, state: first.state }, ann);
    expect(sameState).toMatchObject({ status: 400, body: { message: 'Invalid security state parameter' } });
    expect(await lastEvent(ann)).toMatchObject({ type: 'oauth_invalid_state', details: { reason: 'already_used' } });
    const { state } = await authorize(ann, 'instagram');
    const replay = await callTool(t, 'connections.complete', { provider: 'instagram', code: first.code, state }, ann);
    expect(replay.status).toBe(400);
    expect(replay.body.message).toMatch(/^Failed to connect Instagram account\. Please try again\. \(This authorization code has been used/);
    expect(await lastEvent(ann)).toMatchObject({ type: 'oauth_connection_failed', provider: 'instagram' });
    expect((await credentialOf(ann))!.accessTokenEncrypted).toBe(before!.accessTokenEncrypted);
  });

  it('denied consent: the spec message, an authorization-failed event, nothing stored', async () => {
    const { auth_url: authUrl } = await authorize(ann, 'instagram');
    const back = await consent(authUrl, 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    const res = await callTool(t, 'connections.complete', { provider: 'instagram', ...paramsOf(back) }, ann);
    expect(res).toMatchObject({ status: 400, body: { message: 'Instagram authorization failed: access_denied' } });
    expect(await lastEvent(ann)).toMatchObject({ type: 'oauth_authorization_failed', provider: 'instagram', details: { error: 'access_denied' } });
    expect(await credentialOf(ann)).toBeNull();
  });

  it('missing code, missing state, forged state, browser mismatch: spec messages and events', async () => {
    const { state } = await authorize(ann, 'instagram');
    expect((await callTool(t, 'connections.complete', { provider: 'instagram', state }, ann)).body.message).toBe('No authorization code received from Instagram');
    expect((await callTool(t, 'connections.complete', { provider: 'instagram', code: 'abc', state: '' }, ann)).body.message).toBe('Missing security state parameter');
    expect(await lastEvent(ann)).toMatchObject({ type: 'oauth_missing_state' });
    expect((await callTool(t, 'connections.complete', { provider: 'instagram', code: 'abc', state: 'forged-state' }, ann)).body.message).toBe('Invalid security state parameter');
    expect(await lastEvent(ann)).toMatchObject({ type: 'oauth_invalid_state', details: { reason: 'unknown' } });
    expect((await callTool(t, 'connections.complete', { provider: 'instagram', code: 'abc', state, browser_state_matches: false }, ann)).body.message).toBe('Invalid security state parameter');
    expect((await callTool(t, 'connections.complete', { provider: 'facebook', code: 'abc', state }, ann)).body.message).toBe('Invalid security state parameter');
    expect(await lastEvent(ann)).toMatchObject({ type: 'oauth_invalid_state', details: { reason: 'other_provider' } });
    expect(await credentialOf(ann)).toBeNull();
  });

  it('another shopper\'s state is refused and stays usable by its owner; an expired state is refused', async () => {
    const { auth_url: authUrl, state } = await authorize(bob, 'instagram');
    const back = await consent(authUrl, 'allow');
    const stolen = await callTool(t, 'connections.complete', { provider: 'instagram', ...paramsOf(back) }, ann);
    expect(stolen.body.message).toBe('Invalid security state parameter');
    expect(await lastEvent(ann)).toMatchObject({ type: 'oauth_invalid_state', details: { reason: 'other_user' } });
    expect(await credentialOf(ann)).toBeNull();
    expect((await callTool(t, 'connections.complete', { provider: 'instagram', ...paramsOf(back) }, bob)).status).toBe(200);
    expect(back.searchParams.get('state')).toBe(state);

    const late = await authorize(ann, 'instagram');
    const lateBack = await consent(late.auth_url, 'allow');
    await db().update(oauthStates).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oauthStates.state, late.state));
    expect((await callTool(t, 'connections.complete', { provider: 'instagram', ...paramsOf(lateBack) }, ann)).body.message).toBe('Invalid security state parameter');
    expect(await lastEvent(ann)).toMatchObject({ details: { reason: 'expired' } });
    await disconnect(bob);
  });

  it('keeps at most 5 pending states per shopper', async () => {
    for (let i = 0; i < 8; i++) await authorize(cat, 'instagram');
    expect(await db().select().from(oauthStates).where(eq(oauthStates.userId, cat.id))).toHaveLength(5);
  });

  it('disconnect deletes the token, the stored profile and posts', async () => {
    expect((await connect(ann, 'instagram')).res.status).toBe(200);
    expect((await disconnect(ann)).body).toEqual({ disconnected: true });
    expect(await credentialOf(ann)).toBeNull();
    expect(await connectionOf(ann)).toBeNull();
    expect((await callTool(t, 'connections.list', {}, ann)).body.connections).toEqual([]);
    expect((await disconnect(ann)).body).toEqual({ disconnected: false });
    expect((await callTool(t, 'connections.disconnect', { platform: 'pinterest' }, ann)).status).toBe(400);
  });
});

describe('connections: Facebook through the simulator', () => {
  it('connects the Instagram account linked to the Page; denied consent says Facebook', async () => {
    const { auth_url: authUrl } = await authorize(cat, 'facebook');
    expect(new URL(authUrl).pathname).toBe('/dev/meta/www.facebook.com/v21.0/dialog/oauth');
    expect(new URL(authUrl).searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/facebook/callback');
    const denied = await consent(authUrl, 'deny');
    expect((await callTool(t, 'connections.complete', { provider: 'facebook', ...paramsOf(denied) }, cat)).body.message).toBe('Facebook authorization failed: access_denied');
    expect(await lastEvent(cat)).toMatchObject({ type: 'oauth_authorization_failed', provider: 'facebook' });
    const first = await connect(cat, 'facebook');
    expect(first.res).toMatchObject({ status: 200, body: { provider: 'facebook', username: SIMULATOR_USERNAME, media_count: 5 } });
    expect(await credentialOf(cat)).toMatchObject({ source: 'facebook_oauth', instagramUserId: expect.any(String) });
    const plain = decryptToken(t.config.tokenEncryptionKey, (await credentialOf(cat))!.accessTokenEncrypted, cat.id);
    expect(plain).toMatch(/^SIMFB\./);
    const { state } = await authorize(cat, 'facebook');
    const replay = await callTool(t, 'connections.complete', { provider: 'facebook', code: first.code, state }, cat);
    expect(replay.body.message).toMatch(/^Failed to connect Facebook account/);
    expect(await lastEvent(cat)).toMatchObject({ type: 'oauth_connection_failed', provider: 'facebook' });
    expect(await recentInstagramMedia(ctxOf(cat))).toHaveLength(5);
    await disconnect(cat);
  });
});

describe('connections: the Instagram bridge', () => {
  it('a flow from another trusted origin returns through the bridge to that origin only', async () => {
    const { auth_url: authUrl, state } = await authorize(bob, 'instagram', SECOND_ORIGIN);
    expect(new URL(authUrl).searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/instagram/bridge');
    const back = await consent(authUrl, 'allow');
    expect(back.pathname).toBe('/auth/instagram/bridge');
    // The bridge page is public: the shopper's cookie lives on the other origin.
    const relay = await callTool(t, 'connections.bridge', paramsOf(back));
    expect(relay.status).toBe(200);
    const target = new URL(relay.body.redirect_url as string);
    expect(target.origin).toBe(SECOND_ORIGIN);
    expect(target.pathname).toBe('/auth/instagram/callback');
    expect(target.searchParams.get('state')).toBe(state);
    const done = await callTool(t, 'connections.complete', { provider: 'instagram', ...paramsOf(target) }, bob);
    expect(done.status).toBe(200);
    await disconnect(bob);
  });

  it('refuses a foreign origin at authorize, and a stored foreign or unknown state at the bridge', async () => {
    const foreign = await callTool(t, 'connections.authorize', { provider: 'instagram', return_origin: 'https://evil.example' }, bob);
    expect(foreign.status).toBe(400);
    await db().insert(oauthStates).values({ state: 'planted-state', userId: bob.id, provider: 'instagram', returnOrigin: 'https://evil.example', expiresAt: new Date(Date.now() + 60_000) });
    for (const input of [{ state: 'planted-state', code: 'x' }, { state: 'unknown', code: 'x' }, { code: 'x' }]) {
      expect(await callTool(t, 'connections.bridge', input)).toMatchObject({ status: 400, body: { message: 'Failed to process Instagram authorization' } });
    }
  });
});

const ctxOf = (user: TestUser, now = () => new Date()): UserToolContext => ({
  db: db(), userId: user.id, now, log: silentLogger, connections: connectionsSettings(t.config, t.app),
});

describe('connections: the token card', () => {
  it('refuses an empty or blank token with the spec message, and a token Instagram refuses', async () => {
    for (const token of ['', '   \n']) {
      expect(await callTool(t, 'connections.saveToken', { access_token: token }, ann)).toMatchObject({ status: 400, body: { message: 'Please enter your Instagram access token.' } });
    }
    const bad = await callTool(t, 'connections.saveToken', { access_token: 'SIMIG.not.real' }, ann);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Instagram did not accept this token: Invalid OAuth access token/);
    expect(await credentialOf(ann)).toBeNull();
  });

  it('verifies and stores a pasted token encrypted for 60 days; the column never holds the plain token', async () => {
    const issued = (await (await t.app.request('/dev/meta/token?format=json')).json()) as { access_token: string };
    const res = await callTool(t, 'connections.saveToken', { access_token: `  ${issued.access_token}  ` }, ann);
    expect(res).toMatchObject({ status: 200, body: { username: SIMULATOR_USERNAME, verified: true } });
    const days = (Date.parse(res.body.expires_at as string) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59.99);
    expect(days).toBeLessThanOrEqual(60);
    const rows = await db().select({ encrypted: instagramCredentials.accessTokenEncrypted }).from(instagramCredentials);
    for (const row of rows) {
      expect(row.encrypted).not.toContain(issued.access_token);
      expect(row.encrypted.startsWith('v1.')).toBe(true);
    }
    expect(decryptToken(t.config.tokenEncryptionKey, (await credentialOf(ann))!.accessTokenEncrypted, ann.id)).toBe(issued.access_token);
    expect((await callTool(t, 'connections.list', {}, ann)).body.connections).toMatchObject([{ via: 'pasted', status: 'connected' }]);
    // The ciphertext is bound to its shopper: copied onto another row it does not decrypt.
    expect(() => decryptToken(t.config.tokenEncryptionKey, rows[0]!.encrypted, bob.id)).toThrow();
    await disconnect(ann);
  });

  it('an expired token is listed as expired', async () => {
    expect((await connect(ann, 'instagram')).res.status).toBe(200);
    await db().update(instagramCredentials).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(instagramCredentials.userId, ann.id));
    expect((await callTool(t, 'connections.list', {}, ann)).body.connections).toMatchObject([{ status: 'expired' }]);
    await disconnect(ann);
  });
});

describe('recentInstagramMedia', () => {
  it('[] when not connected; the stored first 5 when fresh; refetched (and the token refreshed) when stale', async () => {
    expect(await recentInstagramMedia(ctxOf(ann))).toEqual([]);
    expect((await connect(ann, 'instagram')).res.status).toBe(200);
    const media = await recentInstagramMedia(ctxOf(ann));
    expect(media).toHaveLength(5);
    expect(media[0]).toEqual({ id: expect.any(String), caption: expect.stringContaining('#'), media_url: expect.stringMatching(/\/media\/posts\/.+\.svg\?/), timestamp: expect.any(String) });
    const before = (await credentialOf(ann))!.accessTokenEncrypted;
    const later = new Date(Date.now() + 2 * 86_400_000);
    const again = await recentInstagramMedia(ctxOf(ann, () => later));
    expect(again).toEqual(media);
    const after = await credentialOf(ann);
    expect(after!.accessTokenEncrypted).not.toBe(before);
    expect(after!.updatedAt.getTime()).toBe(later.getTime());
    expect((await connectionOf(ann))!.connectionData['media_fetched_at']).toBe(later.toISOString());
    // Meta unreachable: the stored posts still answer.
    const offline = { ...ctxOf(ann, () => new Date(later.getTime() + 2 * 3_600_000)) };
    offline.connections = { ...offline.connections!, fetch: () => Promise.reject(new Error('offline')) };
    expect(await recentInstagramMedia(offline)).toEqual(media);
    await disconnect(ann);
  });
});

describe('connections without a Meta app (production without META_APP_ID)', () => {
  it('authorize says the App ID is not configured; nothing is stored', async () => {
    const config = loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/atelier-test-unused', TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32) });
    const settings = connectionsSettings(config);
    expect(settings.meta).toBeNull();
    const ctx = { ...ctxOf(ann), connections: settings };
    for (const provider of ['instagram', 'facebook'] as const) {
      const result = await runTool(findTool('connections.authorize')!, { provider }, ctx);
      expect(result).toMatchObject({ ok: false, error: { message: `${provider === 'instagram' ? 'Instagram' : 'Facebook'} App ID not configured. Please contact support.` } });
    }
    expect(await db().select().from(oauthStates).where(eq(oauthStates.userId, ann.id))).toEqual([]);
  });
});
