/**
 * Client ID Metadata Documents, end to end and in process: the MCP SDK's client, given a
 * `clientMetadataUrl`, sees `client_id_metadata_document_supported` in the server's metadata and
 * uses the URL as its client_id without registering; Atelier fetches the document (here from a
 * table of documents instead of the network), registers the client through the provider, and the
 * shopper consents as for any app. Then every way a document can be wrong is refused with
 * `invalid_client` and no 500, and the guarded fetch itself refuses redirects, oversized or
 * private-address documents against a real local server.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthClients, wardrobeItems } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { signUpVerified, type TestUser } from '../test/users.js';
import { CIMD_DISCOVERY_ID, fetchMetadataDocument, isMetadataClientId, METADATA_MAX_BYTES, type FetchedDocument } from './client-metadata.js';

const CLIENT_URL = 'https://desk.example/oauth/client.json';
const REDIRECT = 'http://127.0.0.1:33419/callback';

/** The documents "the internet" serves, by URL; what Atelier fetched, in order. */
const documents = new Map<string, FetchedDocument>();
const fetched: string[] = [];
const json = (body: unknown): FetchedDocument => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
const documentFor = (clientId: string, extra: Record<string, unknown> = {}) => ({
  client_id: clientId, client_name: 'Desk assistant', redirect_uris: [REDIRECT], grant_types: ['authorization_code', 'refresh_token'],
  response_types: ['code'], token_endpoint_auth_method: 'none', ...extra,
});

let t: TestApp;
let shopper: TestUser;
/** Requests the SDK made, by path: proves it never called the registration endpoint. */
const paths: string[] = [];
const inProcessFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const request = new Request(input, init);
  paths.push(new URL(request.url).pathname);
  return t.app.fetch(request);
};

class MetadataUrlProvider implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = '';
  authorizationUrl?: URL;
  readonly clientMetadataUrl = CLIENT_URL;
  get redirectUrl() { return REDIRECT; }
  get clientMetadata(): OAuthClientMetadata {
    return { client_name: 'Desk assistant', redirect_uris: [REDIRECT], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' };
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

const openAuthorization = async (url: URL | string) => {
  const response = await inProcessFetch(url.toString(), { headers: { cookie: shopper.cookie, accept: 'text/html' }, redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') ?? '', body: response.status >= 400 ? await response.text() : '' };
};

const consent = async (consentLocation: string) => {
  const query = new URL(consentLocation, t.config.PUBLIC_URL).search.slice(1);
  const response = await inProcessFetch(`${t.config.PUBLIC_URL}/api/auth/oauth2/consent`, {
    method: 'POST',
    headers: { cookie: shopper.cookie, origin: t.config.PUBLIC_URL, 'content-type': 'application/json' },
    body: JSON.stringify({ accept: true, oauth_query: query }),
  });
  const body = (await response.json()) as { url?: string; redirect_uri?: string };
  return new URL(body.url ?? body.redirect_uri ?? 'about:blank');
};

const challenge = () => createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
const authorizeUrl = (clientId: string, redirect = REDIRECT) => {
  const url = new URL(`${t.config.PUBLIC_URL}/api/auth/oauth2/authorize`);
  const params = { response_type: 'code', client_id: clientId, redirect_uri: redirect, scope: 'read', state: 's', resource: mcpUrl().toString(), code_challenge: challenge(), code_challenge_method: 'S256' };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url;
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' }, {}, {
    fetchClientMetadata: async (url) => {
      fetched.push(url.href);
      return documents.get(url.href) ?? { status: 404, contentType: 'text/plain', body: 'Not found' };
    },
  });
  shopper = await signUpVerified(t);
});

afterAll(async () => {
  await t.close();
});

describe('an MCP client identified by a metadata document', () => {
  it('is advertised in the authorization server metadata', async () => {
    const server = (await (await inProcessFetch(`${t.config.PUBLIC_URL}/.well-known/oauth-authorization-server/api/auth`)).json()) as Record<string, unknown>;
    expect(server.client_id_metadata_document_supported).toBe(true);
    // Older clients still register dynamically.
    expect(server.registration_endpoint).toBe(`${t.config.PUBLIC_URL}/api/auth/oauth2/register`);
  });

  it('connects through the SDK with its URL as client_id: no registration, the shopper consents, tools run', async () => {
    documents.set(CLIENT_URL, json(documentFor(CLIENT_URL)));
    const provider = new MetadataUrlProvider();
    const client = new Client({ name: 'cimd-test', version: '1.0.0' });
    await expect(client.connect(transportFor(provider))).rejects.toBeInstanceOf(UnauthorizedError);
    expect(paths).not.toContain('/api/auth/oauth2/register');
    const asked = provider.authorizationUrl!;
    expect(asked.searchParams.get('client_id')).toBe(CLIENT_URL);

    const opened = await openAuthorization(asked);
    expect(opened.status).toBe(302);
    expect(opened.location).toMatch(/^\/consent\?/);
    expect(fetched).toContain(CLIENT_URL);
    // The consent page's lookup names the app from its document.
    const shown = await inProcessFetch(`${t.config.PUBLIC_URL}/api/auth/oauth2/public-client?client_id=${encodeURIComponent(CLIENT_URL)}`, { headers: { cookie: shopper.cookie } });
    expect(shown.status).toBe(200);
    expect(((await shown.json()) as { client_name?: string }).client_name).toBe('Desk assistant');

    const back = await consent(opened.location);
    expect(back.origin + back.pathname).toBe(REDIRECT);
    await transportFor(provider).finishAuth(back.searchParams.get('code')!);
    expect(provider.saved?.access_token).toBeTruthy();

    const connected = new Client({ name: 'cimd-test', version: '1.0.0' });
    await connected.connect(transportFor(provider));
    const added = await connected.callTool({ name: 'wardrobe_add', arguments: { item_name: 'Camel trench', category: 'Outerwear' } });
    expect(added.isError).toBeFalsy();
    const rows = await t.database.db.select().from(wardrobeItems).where(eq(wardrobeItems.userId, shopper.id));
    expect(rows.map((row) => row.itemName)).toContain('Camel trench');
    await connected.close();

    const [stored] = await t.database.db.select().from(oauthClients).where(eq(oauthClients.clientId, CLIENT_URL));
    expect(stored).toMatchObject({ clientDiscoveryId: CIMD_DISCOVERY_ID, tokenEndpointAuthMethod: 'none', name: 'Desk assistant' });
    expect(stored?.clientSecret ?? null).toBeNull();
    // A fresh document is not fetched again at every request.
    expect(fetched.filter((url) => url === CLIENT_URL).length).toBe(1);
  });

  it('a document older than an hour is fetched again, and a changed name is taken', async () => {
    documents.set(CLIENT_URL, json(documentFor(CLIENT_URL, { client_name: 'Desk assistant 2' })));
    await t.database.db.update(oauthClients).set({ updatedAt: new Date(Date.now() - 2 * 60 * 60 * 1000) }).where(eq(oauthClients.clientId, CLIENT_URL));
    const opened = await openAuthorization(authorizeUrl(CLIENT_URL));
    expect(opened.status).toBe(302);
    const [stored] = await t.database.db.select().from(oauthClients).where(eq(oauthClients.clientId, CLIENT_URL));
    expect(stored?.name).toBe('Desk assistant 2');
    expect(fetched.filter((url) => url === CLIENT_URL).length).toBe(2);
  });
});

describe('a wrong document or client id is refused with invalid_client, never a 500, never a redirect to the client', () => {
  const cases: [string, (id: string) => FetchedDocument][] = [
    ['not found', () => ({ status: 404, contentType: 'text/plain', body: 'no' })],
    ['a redirect', () => ({ status: 302, contentType: 'text/plain', body: '' })],
    ['not JSON', () => ({ status: 200, contentType: 'text/html', body: '<html></html>' })],
    ['broken JSON', () => ({ status: 200, contentType: 'application/json', body: '{"client_id":' })],
    ['a different client_id', () => json(documentFor('https://other.example/client.json'))],
    ['a client secret', (id) => json(documentFor(id, { client_secret: 'shh' }))],
    ['a confidential auth method', (id) => json(documentFor(id, { token_endpoint_auth_method: 'client_secret_basic' }))],
    ['a redirect URI on another site', (id) => json(documentFor(id, { redirect_uris: ['https://evil.example/cb'] }))],
    ['no redirect URIs', (id) => json(documentFor(id, { redirect_uris: [] }))],
    ['no authorization_code grant', (id) => json(documentFor(id, { grant_types: ['client_credentials'] }))],
  ];
  for (const [name, make] of cases) {
    it(`a document with ${name}`, async () => {
      const id = `https://bad.example/${name.replaceAll(' ', '-')}.json`;
      documents.set(id, make(id));
      const opened = await openAuthorization(authorizeUrl(id));
      expect(opened.status).toBeGreaterThanOrEqual(400);
      expect(opened.status).toBeLessThan(500);
      expect(opened.location).not.toContain('127.0.0.1:33419');
      expect(opened.body).toContain('invalid_client');
      expect(await t.database.db.select().from(oauthClients).where(eq(oauthClients.clientId, id))).toEqual([]);
    });
  }

  it('a redirect URI the document does not list is refused', async () => {
    const id = 'https://desk.example/oauth/strict.json';
    documents.set(id, json(documentFor(id)));
    const opened = await openAuthorization(authorizeUrl(id, 'http://127.0.0.1:9/elsewhere'));
    expect(opened.status).toBeLessThan(500);
    // The provider's own error page, on Atelier, never the unlisted address.
    expect(opened.location).toMatch(/\/api\/auth\/error\?error=invalid_redirect/);
    expect(opened.location).not.toMatch(/^\/consent/);
  });

  it('only https URLs with a path are taken as metadata documents', () => {
    expect(isMetadataClientId(CLIENT_URL)).toBe(true);
    expect(isMetadataClientId('https://desk.example/')).toBe(false);
    expect(isMetadataClientId('http://desk.example/client.json')).toBe(false);
    expect(isMetadataClientId('https://desk.example/a/../client.json')).toBe(false);
    expect(isMetadataClientId('https://me:pw@desk.example/client.json')).toBe(false);
    expect(isMetadataClientId('https://desk.example/client.json#x')).toBe(false);
    expect(isMetadataClientId('aZ09randomRegisteredId')).toBe(false);
  });
});

describe('the guarded fetch of a metadata document', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/moved') { res.writeHead(302, { location: '/client.json' }); res.end(); return; }
      if (req.url === '/huge') { res.writeHead(200, { 'content-type': 'application/json' }); res.end(JSON.stringify({ pad: 'x'.repeat(METADATA_MAX_BYTES) })); return; }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ client_id: `${base}/client.json` }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads a document, but never follows a redirect', async () => {
    const ok = await fetchMetadataDocument('loopback')(new URL(`${base}/client.json`));
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toEqual({ client_id: `${base}/client.json` });
    const moved = await fetchMetadataDocument('loopback')(new URL(`${base}/moved`));
    expect(moved.status).toBe(302);
  });

  it('refuses a document over 5 KB', async () => {
    await expect(fetchMetadataDocument('loopback')(new URL(`${base}/huge`))).rejects.toMatchObject({ body: { error: 'invalid_client' } });
  });

  it('in production refuses private and loopback addresses, after DNS', async () => {
    await expect(fetchMetadataDocument('public')(new URL(`${base}/client.json`))).rejects.toMatchObject({
      body: { error: 'invalid_client', error_description: expect.stringMatching(/private or local/) },
    });
    await expect(fetchMetadataDocument('public')(new URL(`http://localhost:${new URL(base).port}/client.json`))).rejects.toMatchObject({ body: { error: 'invalid_client' } });
  });
});
