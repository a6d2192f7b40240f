/**
 * An MCP client connecting through OAuth, as the shopper sees it: the client registers and sends the
 * browser to the authorization endpoint; the signed-out shopper signs in on /auth and lands on the
 * consent page, grants read only, and the client gets a code for a token that lists only reads. On
 * /account the app is listed under Connected apps; disconnecting it stops the token at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createVerifiedUser, expect, test } from './fixtures.js';
import { expectAccessible } from './pages/axe.js';
import { AuthPage } from './pages/auth-page.js';

/** The client's loopback redirect URI; the browser's visit to it is answered by the test. */
const REDIRECT = 'http://127.0.0.1:9/callback';

test('an MCP client asks; the shopper signs in, grants read only, and later disconnects it on /account', async ({ page, request, baseURL }) => {
  const base = baseURL!;
  const { email, password } = await createVerifiedUser(request, page);
  await page.context().clearCookies();

  const registered = await request.post('/api/auth/oauth2/register', {
    data: { client_name: 'Desk Assistant', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] },
  });
  expect(registered.status()).toBe(201);
  const clientId = ((await registered.json()) as { client_id: string }).client_id;
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL('/api/auth/oauth2/authorize', base);
  for (const [key, value] of Object.entries({
    response_type: 'code', client_id: clientId, redirect_uri: REDIRECT, scope: 'read read-write offline_access', state: 'st-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256', resource: `${base}/mcp`,
  })) authorize.searchParams.set(key, value);

  let landed: URL | null = null;
  await page.route('http://127.0.0.1:9/**', async (route) => {
    landed = new URL(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'You can close this window.' });
  });

  // Signed out: the authorization request goes through /auth and on to the consent page.
  await page.goto(authorize.href);
  await expect(page).toHaveURL(/\/auth\?/);
  await new AuthPage(page).signIn(email, password);
  await expect(page).toHaveURL(/\/consent\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Allow Desk Assistant to use your Atelier?' })).toBeVisible();
  await expect(page.getByText('you will return to 127.0.0.1:9')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Read and change your Atelier/ })).toBeChecked();
  await expect(page.getByText('Stay connected.')).toBeVisible();
  await expectAccessible(page, 'consent page');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/mcpwidget-consent-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/mcpwidget-consent-390.png', fullPage: true });

  await page.getByRole('radio', { name: /Read your Atelier only/ }).check();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect.poll(() => landed?.searchParams.get('code') ?? null).not.toBeNull();
  expect(landed!.searchParams.get('state')).toBe('st-1');

  const token = await request.post('/api/auth/oauth2/token', {
    form: { grant_type: 'authorization_code', code: landed!.searchParams.get('code')!, redirect_uri: REDIRECT, client_id: clientId, code_verifier: verifier, resource: `${base}/mcp` },
  });
  expect(token.status()).toBe(200);
  const granted = (await token.json()) as { access_token: string; scope: string };
  expect(granted.scope.split(' ').sort()).toEqual(['offline_access', 'read']);
  const list = () => request.post('/mcp', {
    headers: { authorization: `Bearer ${granted.access_token}`, accept: 'application/json, text/event-stream' },
    data: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
  });
  const listed = await list();
  expect(listed.status()).toBe(200);
  const tools = ((await listed.json()) as { result: { tools: { name: string; annotations: { readOnlyHint: boolean } }[] } }).result.tools;
  expect(tools.length).toBeGreaterThan(3);
  expect(tools.every((tool) => tool.annotations.readOnlyHint)).toBe(true);

  // Connected apps on /account, reached from the account menu.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/home');
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Account & connected apps' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const apps = page.getByRole('list', { name: 'Connected apps' });
  await expect(apps.getByText('Desk Assistant')).toBeVisible();
  await expect(apps.getByText('Read only')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Personal access tokens' })).toBeVisible();
  await expectAccessible(page, 'account page');
  await page.screenshot({ path: '/tmp/mcpwidget-account-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/mcpwidget-account-390.png', fullPage: true });

  await page.getByRole('button', { name: 'Disconnect Desk Assistant' }).click();
  await page.getByRole('dialog', { name: 'Disconnect “Desk Assistant”?' }).getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('No apps connected yet.')).toBeVisible();
  expect((await list()).status()).toBe(401);
});

test('the consent page opened by hand says there is nothing to approve', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  await page.goto('/consent?client_id=made-up&scope=read-write');
  await expect(page.getByRole('heading', { level: 1, name: 'Nothing to approve' })).toBeVisible();
});

test('an app identified by a metadata document: the consent page names the site that publishes it', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  const clientId = 'https://desk.example/oauth/client.json';
  // The document itself is fetched by the server (server/mcp/client-metadata.test.ts covers that with
  // the MCP SDK); here only the page is looked at, so the app's public details are answered in the browser.
  await page.route('**/api/auth/oauth2/public-client**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ client_id: clientId, client_name: 'Desk Assistant' }) }));
  const query = new URLSearchParams({ client_id: clientId, redirect_uri: 'http://127.0.0.1:9/callback', scope: 'read read-write', sig: 'not-checked-by-the-page', exp: '9999999999' });
  for (const [width, height] of [[1280, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/consent?${query.toString()}`);
    await expect(page.getByRole('heading', { name: 'Allow Desk Assistant to use your Atelier?' })).toBeVisible();
    await expect(page.getByText('Its details are published by')).toContainText('desk.example');
    await expectAccessible(page, `consent page for a metadata-document app (${width})`);
    await page.screenshot({ path: `/tmp/sources-truth/consent-cimd-${width}.png`, fullPage: true });
  }
});
