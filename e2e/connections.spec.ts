/**
 * Instagram and Facebook connections from /style → Connections, through the simulated Meta provider
 * (/dev/meta): a denied Facebook consent, Instagram connected and listed, the token card round trip,
 * Disconnect; forged callback and bridge visits.
 */
import { createVerifiedUser, expect, test } from './fixtures.js';

test('connect Instagram through the simulator, see it connected, save a token, disconnect', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  await page.goto('/style');
  const instagram = page.getByTestId('connection-Instagram');
  await expect(instagram).toContainText('Not connected');

  // Facebook: the shopper denies consent; the callback says so and leads back.
  await instagram.getByRole('button', { name: 'Connect with Facebook' }).click();
  await expect(page.getByRole('heading', { name: 'Allow Atelier to use your Facebook account?' })).toBeVisible();
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(/\/auth\/facebook\/callback\?/);
  await expect(page.getByRole('alert')).toContainText('Facebook authorization failed: access_denied');
  await page.getByRole('link', { name: 'Back to Style Management' }).click();
  await expect(page).toHaveURL(/\/style$/);

  // Instagram: allowed; the callback shows its progress and returns to /style.
  await page.getByTestId('connection-Instagram').getByRole('button', { name: 'Connect Instagram' }).click();
  await expect(page.getByRole('heading', { name: 'Allow Atelier to use your Instagram account?' })).toBeVisible();
  await page.screenshot({ path: '/tmp/helperA-consent.png' });
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/auth\/instagram\/callback\?code=/);
  await expect(page.getByRole('status').filter({ hasText: 'Instagram connected as @atelier.muse' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await page.screenshot({ path: '/tmp/helperA-callback.png' });
  await expect(page).toHaveURL(/\/style$/, { timeout: 5_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('instagram_oauth_state'))).toBeNull();
  await expect(page.getByTestId('connection-Instagram')).toContainText('Connected');
  await expect(page.getByTestId('connection-Instagram')).toContainText('@atelier.muse');
  await expect(page.getByText('Your 5 most recent posts were read on')).toBeVisible();
  await page.screenshot({ path: '/tmp/helperA-style.png', fullPage: true });

  // The token card: empty is refused; a simulator token is saved; 'Add Another Token' returns to entry.
  const tokenField = page.getByLabel('Instagram access token');
  await page.getByRole('button', { name: 'Save token' }).click();
  await expect(page.getByText('Please enter your Instagram access token.').first()).toBeVisible();
  const { access_token: token } = await (await request.get('/dev/meta/token?format=json')).json() as { access_token: string };
  await tokenField.fill(token);
  await page.getByRole('button', { name: 'Save token' }).click();
  await expect(page.getByText('Instagram token has been securely saved to your account.')).toBeVisible();
  await expect(page.getByText(/Token saved for @atelier\.muse/)).toBeVisible();
  await expect(page.getByTestId('connection-Instagram')).toContainText('via access token');
  await page.getByRole('button', { name: 'Add Another Token' }).click();
  await expect(page.getByLabel('Instagram access token')).toHaveValue('');
  // The token never comes back to the browser.
  const listed = await page.evaluate(async () => (await fetch('/api/tools/connections.list', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).text());
  expect(listed).not.toContain(token);

  // The setup guide shows the redirect URIs from PUBLIC_URL.
  await page.getByRole('button', { name: 'OAuth setup guide' }).first().click();
  const guide = page.getByRole('dialog', { name: 'OAuth setup guide' });
  await expect(guide.getByText(/\/auth\/instagram\/callback$/)).toBeVisible();
  await expect(guide.getByRole('button', { name: 'Copy Facebook callback URI' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByTestId('connection-Instagram').getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Instagram is disconnected; its token and stored posts are deleted.')).toBeVisible();
  await expect(page.getByTestId('connection-Instagram')).toContainText('Not connected');
});

test('a forged callback and a bridge to an unknown state are refused with the spec messages', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  await page.goto('/auth/instagram/callback?code=abc&state=forged');
  await expect(page.getByRole('alert')).toContainText('Invalid security state parameter');
  await page.goto('/auth/instagram/callback?code=abc');
  await expect(page.getByRole('alert')).toContainText('Missing security state parameter');
  await page.goto('/auth/instagram/bridge?code=abc&state=unknown');
  await expect(page.getByRole('alert')).toContainText('Failed to process Instagram authorization');
  await expect(page.getByRole('link', { name: 'Back to Style Management' })).toBeVisible();
});

test('a guest on the callback is asked to sign in', async ({ page }) => {
  await page.goto('/auth/instagram/callback?code=abc&state=s');
  await expect(page.getByRole('alert')).toContainText('Please sign in first');
});
