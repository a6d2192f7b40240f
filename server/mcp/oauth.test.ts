/**
 * OAuth 2.1 for the MCP door, end to end and in process: the MCP SDK's own client discovers the
 * server (401 → RFC 9728 metadata → RFC 8414 metadata), registers itself, sends the shopper to the
 * authorization endpoint with PKCE; the shopper (a signed-in cookie) lands on /consent and accepts;
 * the SDK exchanges the code and calls tools with the token. Then the refusals the spec asks for —
 * an unregistered redirect URI, a missing or wrong PKCE verifier, a replayed code, an expired or
 * revoked token — each answered with an OAuth error, never a 500.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { createHash, randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthAccessTokens, oauthConsents, oauthResources, verifications, wardrobeItems } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { callTool, signUpVerified, type TestUser } from '../test/users.js';

let t: TestApp;
let shopper: TestUser;
const REDIRECT = 'http://127.0.0.1:33418/callback';

/** Every request the SDK makes goes straight into the app: no socket, no network. */
const inProcessFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => t.app.fetch(new Request(input, init));

/** An MCP client's OAuth state, kept in memory as a desktop client would keep it on disk. */
class MemoryProvider implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = '';
  authorizationUrl?: URL;
  constructor(private readonly scope?: string) {}
  get redirectUrl() { return REDIRECT; }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Test desk assistant', redirect_uris: [REDIRECT], grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'], token_endpoint_auth_method: 'none', ...(this.scope ? { scope: this.scope } : {}),
    };
  }
  clientInformation() { return this.client; }
  saveClientInformation(info: OAuthClientInformationMixed) { this.client = info; }
  tokens() { return this.saved; }
  saveTokens(tokens: OAuthTokens) { this.saved = tokens; }
  redirectToAuthorization(url: URL) { this.authorizationUrl = url; }
  saveCodeVerifier(verifier: string) { this.verifier = verifier; }
  codeVerifier() { return this.verifier; }
}

const mcpUrl = () => new URL(`${t.config.PUBLIC_URL}/mcp`);
const transportFor = (provider: OAuthClientProvider) => new StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider, fetch: inProcessFetch });

/** The shopper's browser: follows the authorization URL with their cookie to the consent page. */
const openAuthorization = async (url: URL | string, user: TestUser) => {
  const response = await inProcessFetch(url.toString(), { headers: { cookie: user.cookie, accept: 'text/html' }, redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') ?? '', body: response.status >= 400 ? await response.text() : '' };
};

/** The consent page's Allow button: posts the signed query back; answers where the browser goes next. */
const consent = async (consentLocation: string, user: TestUser, body: { accept: boolean; scope?: string } = { accept: true }) => {
  const query = new URL(consentLocation, t.config.PUBLIC_URL).search.slice(1);
  const response = await inProcessFetch(`${t.config.PUBLIC_URL}/api/auth/oauth2/consent`, {
    method: 'POST',
    headers: { cookie: user.cookie, origin: t.config.PUBLIC_URL, 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, oauth_query: query }),
  });
  const json = (await response.json()) as { url?: string; redirect_uri?: string };
  return { status: response.status, url: new URL(json.url ?? json.redirect_uri ?? 'about:blank') };
};

/** Runs the whole browser part of the flow; answers the code the client's redirect URI received. */
const authorizeInBrowser = async (provider: MemoryProvider, user: TestUser, grant?: string) => {
  const client = new Client({ name: 'oauth-test', version: '1.0.0' });
  await expect(client.connect(transportFor(provider))).rejects.toBeInstanceOf(UnauthorizedError);
  expect(provider.authorizationUrl).toBeDefined();
  const opened = await openAuthorization(provider.authorizationUrl!, user);
  expect(opened.status).toBe(302);
  expect(opened.location).toMatch(/^\/consent\?/);
  const answer = await consent(opened.location, user, { accept: true, ...(grant ? { scope: grant } : {}) });
  expect(answer.status).toBe(200);
  expect(answer.url.origin + answer.url.pathname).toBe(REDIRECT);
  const code = answer.url.searchParams.get('code');
  expect(code).toBeTruthy();
  return code!;
};

const connectWith = async (provider: MemoryProvider) => {
  const client = new Client({ name: 'oauth-test', version: '1.0.0' });
  await client.connect(transportFor(provider));
  return client;
};

const registerClient = async () => {
  const response = await inProcessFetch(`${t.config.PUBLIC_URL}/api/auth/oauth2/register`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: 'Raw client', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none', grant_types: ['authorization_code'], response_types: ['code'] }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { client_id: string }).client_id;
};

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

const authorizeUrl = (params: Record<string, string>) => {
  const url = new URL(`${t.config.PUBLIC_URL}/api/auth/oauth2/authorize`);
  for (const [key, value] of Object.entries({ response_type: 'code', redirect_uri: REDIRECT, scope: 'read', state: 'xyz', resource: mcpUrl().toString(), ...params })) url.searchParams.set(key, value);
  return url;
};

const exchange = (params: Record<string, string>) =>
  inProcessFetch(`${t.config.PUBLIC_URL}/api/auth/oauth2/token`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', redirect_uri: REDIRECT, resource: mcpUrl().toString(), ...params }).toString(),
  });

/** A code for a raw client, through the real consent flow. */
const rawCode = async (clientId: string, challenge: string) => {
  const opened = await openAuthorization(authorizeUrl({ client_id: clientId, code_challenge: challenge, code_challenge_method: 'S256' }), shopper);
  // Once the shopper has consented to this client, the provider skips the consent page.
  if (opened.location.startsWith(REDIRECT)) return new URL(opened.location).searchParams.get('code')!;
  expect(opened.location).toMatch(/^\/consent\?/);
  const answer = await consent(opened.location, shopper);
  return answer.url.searchParams.get('code')!;
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  shopper = await signUpVerified(t);
});

afterAll(async () => {
  await t.close();
});

describe('discovery', () => {
  it('points an unauthenticated client at the protected-resource metadata, which names the authorization server', async () => {
    const refused = await inProcessFetch(mcpUrl(), { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain(`resource_metadata="${t.config.PUBLIC_URL}/.well-known/oauth-protected-resource/mcp"`);
    const resource = (await (await inProcessFetch(`${t.config.PUBLIC_URL}/.well-known/oauth-protected-resource/mcp`)).json()) as Record<string, unknown>;
    expect(resource).toMatchObject({ resource: mcpUrl().toString(), authorization_servers: [`${t.config.PUBLIC_URL}/api/auth`], scopes_supported: ['read', 'read-write'] });
    const server = (await (await inProcessFetch(`${t.config.PUBLIC_URL}/.well-known/oauth-authorization-server/api/auth`)).json()) as Record<string, unknown>;
    expect(server).toMatchObject({ issuer: `${t.config.PUBLIC_URL}/api/auth`, code_challenge_methods_supported: ['S256'], grant_types_supported: ['authorization_code', 'refresh_token'] });
    expect(server.registration_endpoint).toBe(`${t.config.PUBLIC_URL}/api/auth/oauth2/register`);
  });
});

describe('the MCP SDK client through the whole flow', () => {
  it('registers, gets the shopper\'s consent, exchanges the code with PKCE and calls tools as the shopper', async () => {
    const provider = new MemoryProvider();
    const code = await authorizeInBrowser(provider, shopper);
    // The SDK asked for what the protected resource offers, with an S256 challenge.
    const asked = provider.authorizationUrl!;
    expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
    expect(asked.searchParams.get('resource')).toBe(mcpUrl().toString());
    expect(asked.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['read', 'read-write']));

    await transportFor(provider).finishAuth(code);
    expect(provider.saved?.access_token).toBeTruthy();
    expect(provider.saved?.scope?.split(' ')).toContain('read-write');

    const client = await connectWith(provider);
    const { tools } = await client.listTools();
    const add = tools.find((tool) => tool.name === 'wardrobe_add');
    expect(add).toBeDefined();
    const added = await client.callTool({ name: 'wardrobe_add', arguments: { item_name: 'Navy pea coat', category: 'Outerwear' } });
    expect(added.isError).toBeFalsy();
    const rows = await t.database.db.select().from(wardrobeItems).where(eq(wardrobeItems.userId, shopper.id));
    expect(rows.map((row) => row.itemName)).toContain('Navy pea coat');
    await client.close();
  });

  it('a shopper who grants only read gets a token that lists and runs reads only', async () => {
    const provider = new MemoryProvider();
    const code = await authorizeInBrowser(provider, shopper, 'read');
    await transportFor(provider).finishAuth(code);
    expect(provider.saved?.scope?.split(' ')).toEqual(['read']);
    const client = await connectWith(provider);
    const { tools } = await client.listTools();
    expect(tools.length).toBeGreaterThan(3);
    expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
    const firstAsk = provider.authorizationUrl;
    // A change is refused with 403 insufficient_scope; the SDK answers by asking the shopper again for read-write.
    await expect(client.callTool({ name: 'wardrobe_add', arguments: { item_name: 'Read-only coat', category: 'Outerwear' } })).rejects.toBeInstanceOf(UnauthorizedError);
    expect(provider.authorizationUrl).not.toBe(firstAsk);
    expect(provider.authorizationUrl?.searchParams.get('scope')).toContain('read-write');
    const rows = await t.database.db.select().from(wardrobeItems).where(eq(wardrobeItems.userId, shopper.id));
    expect(rows.map((row) => row.itemName)).not.toContain('Read-only coat');
    await client.close();
  });

  it('a denied consent sends the client back with access_denied and no code', async () => {
    const provider = new MemoryProvider();
    const client = new Client({ name: 'oauth-test', version: '1.0.0' });
    await expect(client.connect(transportFor(provider))).rejects.toBeInstanceOf(UnauthorizedError);
    const opened = await openAuthorization(provider.authorizationUrl!, shopper);
    const answer = await consent(opened.location, shopper, { accept: false });
    expect(answer.url.searchParams.get('error')).toBe('access_denied');
    expect(answer.url.searchParams.get('code')).toBeNull();
  });
});

describe('malformed and hostile requests are refused per the spec, never with a 500', () => {
  it('an unregistered redirect URI is refused without redirecting to it', async () => {
    const clientId = await registerClient();
    const { challenge } = pkce();
    const opened = await openAuthorization(authorizeUrl({ client_id: clientId, redirect_uri: 'https://evil.example/steal', code_challenge: challenge, code_challenge_method: 'S256' }), shopper);
    expect(opened.status).toBeLessThan(500);
    expect(opened.location).not.toContain('evil.example');
  });

  it('an authorization request without PKCE is refused', async () => {
    const clientId = await registerClient();
    const opened = await openAuthorization(authorizeUrl({ client_id: clientId }), shopper);
    expect(opened.status).toBeLessThan(500);
    expect(opened.location).not.toMatch(/^\/consent/);
    const target = new URL(opened.location || 'http://x/', t.config.PUBLIC_URL);
    expect(target.searchParams.get('code')).toBeNull();
    expect(`${target.searchParams.get('error') ?? ''}${opened.body}`).toMatch(/invalid_request|pkce|code_challenge/i);
  });

  it('a plain (non-S256) challenge is refused', async () => {
    const clientId = await registerClient();
    const opened = await openAuthorization(authorizeUrl({ client_id: clientId, code_challenge: 'x'.repeat(43), code_challenge_method: 'plain' }), shopper);
    expect(opened.status).toBeLessThan(500);
    expect(opened.location).not.toMatch(/^\/consent/);
  });

  it('a wrong or missing code_verifier is refused, and so is a replayed code', async () => {
    const clientId = await registerClient();
    const { verifier, challenge } = pkce();
    const code = await rawCode(clientId, challenge);
    const wrong = await exchange({ client_id: clientId, code, code_verifier: pkce().verifier });
    // OAuth 2.1 §4.1.3 / RFC 6749 §5.2: a verifier that does not match the challenge is invalid_grant, 400.
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('content-type')).toMatch(/^application\/json/);
    const wrongBody = (await wrong.json()) as { error: string; access_token?: string };
    expect(wrongBody.error).toBe('invalid_grant');
    expect(wrongBody.access_token).toBeUndefined();
    // The code is spent by the failed attempt: the right verifier no longer redeems it.
    const afterWrong = await exchange({ client_id: clientId, code, code_verifier: verifier });
    expect(afterWrong.status).toBe(400);
    expect(((await afterWrong.json()) as { error: string }).error).toBe('invalid_grant');

    const code2 = await rawCode(clientId, challenge);
    const missing = await exchange({ client_id: clientId, code: code2 });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toBe('invalid_request');

    const code3 = await rawCode(clientId, challenge);
    const first = await exchange({ client_id: clientId, code: code3, code_verifier: verifier });
    expect(first.status).toBe(200);
    const token = ((await first.json()) as { access_token: string }).access_token;
    const replay = await exchange({ client_id: clientId, code: code3, code_verifier: verifier });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');
    expect(token).toBeTruthy();
  });

  it('an expired authorization code is refused with invalid_grant, not exchanged', async () => {
    const clientId = await registerClient();
    const { verifier, challenge } = pkce();
    const code = await rawCode(clientId, challenge);
    // The provider keeps a code as a verification row whose value names the client; it lives minutes.
    const expired = await t.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.value, `%${clientId}%`)).returning({ id: verifications.id });
    expect(expired.length).toBeGreaterThan(0);
    const late = await exchange({ client_id: clientId, code, code_verifier: verifier });
    expect(late.status).toBe(400);
    const body = (await late.json()) as { error: string; access_token?: string };
    expect(body.error).toBe('invalid_grant');
    expect(body.access_token).toBeUndefined();
  });

  it('an expired access token is refused with invalid_token and a pointer to the metadata', async () => {
    const clientId = await registerClient();
    const { verifier, challenge } = pkce();
    const code = await rawCode(clientId, challenge);
    const token = ((await (await exchange({ client_id: clientId, code, code_verifier: verifier })).json()) as { access_token: string }).access_token;
    const ping = () => inProcessFetch(mcpUrl(), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
    });
    expect((await ping()).status).toBe(200);
    await t.database.db.update(oauthAccessTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oauthAccessTokens.clientId, clientId));
    const refused = await ping();
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/error="invalid_token".*resource_metadata=/);
  });

  it('a signed-in shopper cannot create OAuth clients or resources through the provider\'s admin endpoints', async () => {
    const asShopper = (path: string, body: unknown) => inProcessFetch(`${t.config.PUBLIC_URL}/api/auth${path}`, {
      method: 'POST', headers: { cookie: shopper.cookie, origin: t.config.PUBLIC_URL, 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    const client = await asShopper('/oauth2/create-client', { redirect_uris: ['https://app.example/cb'], skip_consent: true });
    expect(client.status).toBe(401);
    const resource = await asShopper('/admin/oauth2/resources', { identifier: 'https://evil.example/api', name: 'Evil' });
    expect([401, 403, 404]).toContain(resource.status);
    const resources = await t.database.db.select({ identifier: oauthResources.identifier }).from(oauthResources);
    expect(resources.map((row) => row.identifier)).toEqual([mcpUrl().toString()]);
  });

  it('garbage bearer tokens and unknown clients are refused, not crashed on', async () => {
    const garbage = await inProcessFetch(mcpUrl(), { method: 'POST', headers: { authorization: 'Bearer not-a-real-token-at-all-0123456789', 'content-type': 'application/json' }, body: '{}' });
    expect(garbage.status).toBe(401);
    const unknownClient = await openAuthorization(authorizeUrl({ client_id: 'no-such-client', code_challenge: pkce().challenge, code_challenge_method: 'S256' }), shopper);
    expect(unknownClient.status).toBeLessThan(500);
    const badToken = await exchange({ client_id: 'no-such-client', code: 'nothing', code_verifier: 'x'.repeat(43) });
    expect(badToken.status).toBeGreaterThanOrEqual(400);
    expect(badToken.status).toBeLessThan(500);
  });
});

describe('the browser session the grant came from', () => {
  it('signing out in the browser ends the app\'s tokens (the provider\'s logout); the consent stays, so reconnecting skips it', async () => {
    const browser = await signUpVerified(t);
    const provider = new MemoryProvider();
    const code = await authorizeInBrowser(provider, browser);
    await transportFor(provider).finishAuth(code);
    const signOut = await inProcessFetch(`${t.config.PUBLIC_URL}/api/auth/sign-out`, {
      method: 'POST', headers: { cookie: browser.cookie, origin: t.config.PUBLIC_URL, 'content-type': 'application/json' }, body: '{}',
    });
    expect(signOut.status).toBe(200);
    const client = new Client({ name: 'oauth-test', version: '1.0.0' });
    await expect(client.connect(transportFor(provider))).rejects.toBeInstanceOf(UnauthorizedError);
    // Signed in again, the shopper is not asked to consent a second time: the code comes straight back.
    const again = await signUpVerified(t, browser.email);
    const opened = await openAuthorization(provider.authorizationUrl!, again);
    expect(opened.location.startsWith(REDIRECT)).toBe(true);
    await transportFor(provider).finishAuth(new URL(opened.location).searchParams.get('code')!);
    const back = await connectWith(provider);
    expect((await back.listTools()).tools.length).toBeGreaterThan(3);
    await back.close();
  });
});

describe('Connected apps', () => {
  it('lists the grant beside personal tokens, and revoking it stops the token at the next call', async () => {
    const provider = new MemoryProvider();
    const code = await authorizeInBrowser(provider, shopper);
    await transportFor(provider).finishAuth(code);
    const client = await connectWith(provider);
    await client.listTools();

    const listed = await callTool(t, 'connectedApps.list', {}, shopper);
    expect(listed.status).toBe(200);
    const apps = listed.body.apps as { client_id: string; name: string; scope: string }[];
    const clientId = (provider.client as { client_id: string }).client_id;
    const mine = apps.find((app) => app.client_id === clientId);
    expect(mine).toMatchObject({ name: 'Test desk assistant', scope: 'read-write' });

    // Another shopper cannot revoke it.
    const other = await signUpVerified(t);
    expect((await callTool(t, 'connectedApps.revoke', { client_id: clientId }, other)).status).toBe(404);

    const revoked = await callTool(t, 'connectedApps.revoke', { client_id: clientId }, shopper);
    expect(revoked.status).toBe(200);
    expect(await t.database.db.select().from(oauthConsents).where(eq(oauthConsents.clientId, clientId))).toEqual([]);
    const after = await client.listTools().catch((error: unknown) => error);
    expect(after).toBeInstanceOf(Error);
    const listedAfter = await callTool(t, 'connectedApps.list', {}, shopper);
    expect((listedAfter.body.apps as { client_id: string }[]).map((app) => app.client_id)).not.toContain(clientId);
  });
});
