/** Style Management's real stats and Your data: download everything, then delete the account. */
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { createVerifiedUser, expect, STRONG_PASSWORD, test } from './fixtures.js';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('stylr-onboarding-complete', 'true'));
});

test('stats are counted, data downloads as one archive, and deletion signs the shopper out for good', async ({ page, request }) => {
  const { email } = await createVerifiedUser(request, page);
  await page.goto('/style');
  await expect(page.getByRole('heading', { level: 1, name: 'Style Management' })).toBeVisible();
  // A new shopper has nothing yet, and the cards say so instead of the spec's sample numbers.
  await expect(page.getByTestId('stat-Wardrobe items')).toHaveText('0');
  await expect(page.getByTestId('stat-Outfits created')).toHaveText('0');
  await expect(page.getByTestId('stat-Influencers')).toHaveText('0');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const file = await (await download).path();
  const entries = unzipSync(new Uint8Array(readFileSync(file)));
  expect(Object.keys(entries)).toContain('data/users.json');
  expect(new TextDecoder().decode(entries['data/users.json'])).toContain(email);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type your email address to confirm').fill(email);
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account is deactivated')).toBeVisible();

  await page.goto('/home');
  await expect(page).toHaveURL(/\/auth/);
  const signIn = await request.post('/api/auth/sign-in/email', { data: { email, password: STRONG_PASSWORD } });
  expect(signIn.status()).toBe(403);
});
