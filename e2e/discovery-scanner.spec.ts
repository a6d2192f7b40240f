/**
 * The smart scanner, the Style DNA tab and the Instagram analysis card in Chromium: a new shopper
 * cannot scan without a handle (not connected), scans a demo handle through 15…100, sees the results
 * summary ('Not enough activity yet' for accuracy), the Style Genome and recommendations; the Style
 * DNA tab then shows the scan's weights with a confidence band; the card says 'Not connected'.
 */
import { mkdirSync } from 'node:fs';
import { createVerifiedUser, expect, test } from './fixtures.js';
import { expectAccessible } from './pages/axe.js';

const SHOTS = '/tmp/helper-b-discovery';
mkdirSync(SHOTS, { recursive: true });

test.use({ bypassCSP: true });
test.describe.configure({ timeout: 180_000 });

test('a demo scan builds a style genome, and the Style DNA tab shows it', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  await page.goto('/style');
  await expect(page.getByRole('heading', { level: 1, name: 'Style Management' })).toBeVisible();

  // The analysis card: no stored Instagram connection → not connected, no extract button.
  const card = page.getByTestId('instagram-analysis-card');
  await expect(card.getByText('Not connected')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Extract Style Data' })).toHaveCount(0);
  await card.screenshot({ path: `${SHOTS}/analysis-card.png` });

  await page.getByRole('button', { name: 'Discover your style' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'AI-Powered Style Discovery' });
  await dialog.getByRole('tab', { name: 'Smart Analysis' }).click();
  await expect(dialog.getByTestId('scanner-connection')).toContainText('Instagram not connected');
  const start = dialog.getByRole('button', { name: 'Start Smart Scan' });
  await expect(start).toBeDisabled();
  await dialog.getByLabel(/Demo handle/).fill('@matildadjerf');
  await start.click();
  await expect(dialog.getByText(/Analysis complete \(100%\)/)).toBeVisible({ timeout: 30_000 });
  const results = dialog.getByTestId('scan-results');
  await expect(results.getByText('Not enough activity yet')).toBeVisible();
  await expect(results.getByRole('heading', { name: 'Your Style Genome' })).toBeVisible();
  await expect(results.getByRole('region', { name: 'Aesthetic DNA' }).getByRole('listitem').first()).toBeVisible();
  await expect(results.getByText('@matildadjerf').first()).toBeVisible();
  const recs = results.getByRole('heading', { name: 'Recommended for your genome' }).locator('xpath=..').getByRole('listitem');
  await expect(recs).toHaveCount(6);
  await expect(recs.first()).toContainText('Why it suits you:');
  await expectAccessible(page, 'smart analysis');
  await dialog.screenshot({ path: `${SHOTS}/smart-analysis.png` });
  await results.screenshot({ path: `${SHOTS}/scan-results.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.screenshot({ path: `${SHOTS}/smart-analysis-mobile.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('Escape');

  // After the refresh, the Style DNA tab reads the stored profile.
  await page.getByRole('tab', { name: 'Style DNA' }).click();
  const summary = page.getByTestId('style-dna-summary');
  await expect(summary).toBeVisible();
  await expect(summary.getByText('From your latest smart scan')).toBeVisible();
  await expect(summary.getByText(/^(High|Medium|Low) confidence$/)).toBeVisible();
  await expect(summary.getByRole('list', { name: 'Top style tags' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Analyze photo' })).toBeDisabled();
  await expectAccessible(page, 'style dna');
  await page.getByRole('tabpanel').screenshot({ path: `${SHOTS}/style-dna.png` });
});
