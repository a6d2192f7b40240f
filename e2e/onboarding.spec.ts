/**
 * Onboarding (product rules §2 Onboarding, §4 Onboarding, landing 'Preview Onboarding') in Chromium: a new
 * shopper signs up, Connects Accounts, Quick Picks three handles, closes the dialog, the real
 * analysis runs and step 3 reports what it learned; 'Enter Atelier' lands on a /home whose feed
 * matches the picks; onboarding never returns (reload, another browser). 'Skip for now' and an
 * empty connect lead to a feed with no taste. The landing page's preview calls no tool.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { STRONG_PASSWORD, expect, linkFromOutbox, test, uniqueEmail } from './fixtures.js';
import { AuthPage } from './pages/auth-page.js';
import { toast } from './pages/wardrobe-page.js';
import { expectAccessible } from './pages/axe.js';

const SHOTS = '/tmp/helper-d-onboarding';
mkdirSync(SHOTS, { recursive: true });

test.use({ onboardingDone: false });
test.describe.configure({ timeout: 180_000 });

const PICKS = ['aimeesong', 'everlane', 'matildadjerf'];
const FLAG = 'stylr-onboarding-complete';

const onboarding = (page: Page) => page.getByTestId('onboarding-dialog');
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/** A new shopper through the real forms: Join Atelier, then the emailed link (signs them in). */
const signUpNew = async (page: Page, request: import('@playwright/test').APIRequestContext) => {
  const email = uniqueEmail('onboard');
  const auth = new AuthPage(page);
  await auth.goto();
  await auth.signUp(email, STRONG_PASSWORD);
  await expect(page.getByTestId('verify-banner')).toBeVisible();
  await page.goto(await linkFromOutbox(request, email, /verify-email/));
  return email;
};

const expectStep = async (dialog: Locator, n: number, title: string) => {
  await expect(dialog.getByTestId('onboarding-step')).toHaveText(`Step ${n} of 4`);
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  // Each step starts with focus on its title.
  await expect(dialog.getByRole('heading', { name: title })).toBeFocused();
};

const firstRecommended = (page: Page) => page.locator('[data-section="recommended"]').getByTestId('product-card').first();

test('a new shopper: Connect Accounts → Quick Pick → real analysis → Ready → a personal /home; never shown again', async ({ page, request, browser, baseURL }) => {
  const email = await signUpNew(page, request);
  const dialog = onboarding(page);
  await expect(dialog).toBeVisible();
  await expectStep(dialog, 1, 'Welcome to Atelier');
  await shot(page, 'desktop-0-welcome');
  await expectAccessible(page, 'onboarding welcome');

  await dialog.getByRole('button', { name: 'Get Started' }).click();
  await expectStep(dialog, 2, 'Connect Your Style Sources');
  await shot(page, 'desktop-1-connect');
  await dialog.getByRole('button', { name: 'Connect Accounts' }).click();

  const discovery = page.getByRole('dialog', { name: 'AI-Powered Style Discovery' });
  await expect(discovery).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(discovery.getByRole('tab', { name: 'Quick Pick' })).toHaveAttribute('aria-selected', 'true');
  for (const handle of PICKS) await discovery.getByRole('button', { name: `@${handle}` }).click();
  await expect(discovery.getByTestId('quick-pick-selected')).toHaveText(`Selected ${PICKS.length}`);
  await discovery.getByRole('button', { name: `Save ${PICKS.length}` }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await shot(page, 'desktop-1b-quick-pick-saved');
  // Hold the scan's request until step 3 has been seen (and photographed) in progress.
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/api/tools/discovery.scan', async (route) => { await held; await route.continue(); });
  await discovery.getByRole('button', { name: 'Close' }).first().click();
  await expect(discovery).toBeHidden();

  // Step 3 is the real analysis: it shows while the scan and the feed refresh run, then says done.
  await expectStep(dialog, 3, 'AI Style Analysis');
  await expect(dialog.getByRole('progressbar', { name: 'Style analysis progress' })).toBeVisible();
  await expect(dialog.getByTestId('onboarding-analysis')).toContainText('(step 1 of 2)');
  await shot(page, 'desktop-2-analysis');
  release();
  await expect(toast(page, 'Analysis Complete!')).toBeVisible({ timeout: 60_000 });
  await expectStep(dialog, 4, 'Ready to Style');
  const summary = dialog.getByTestId('onboarding-summary');
  // Numbers from the scan of these three picks: all three are known fashion accounts.
  await expect(summary).toContainText(`${PICKS.length} of ${PICKS.length} you follow`);
  await expect(summary).toContainText('Your aesthetic');
  await expect(summary).toContainText('your feed now ranks every piece by how close it is to your style');
  // The one style-confidence figure: the same number and band later on /style (stat card and Style DNA).
  const confidence = (await summary.getByTestId('style-confidence').innerText()).replace(/\s+/g, ' ').trim();
  expect(confidence).toMatch(/^\d+% (High|Medium|Low) confidence$/);
  await shot(page, 'desktop-3-ready');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'mobile-3-ready');
  await page.setViewportSize({ width: 1280, height: 720 });
  await expectAccessible(page, 'onboarding ready');

  await dialog.getByRole('button', { name: 'Enter Atelier' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(dialog).toBeHidden();
  // The feed knows the picks: every card says how close it is (a shopper with no taste sees no percent).
  await expect(firstRecommended(page)).toContainText('% match');
  await expect(firstRecommended(page)).toContainText('Why:');
  const status = await page.request.post('/api/tools/onboarding.status', { data: {}, headers: { origin: new URL(page.url()).origin } });
  expect((await status.json()) as { completed: boolean }).toMatchObject({ completed: true });
  const userId = await page.evaluate(async () => ((await (await fetch('/api/auth/get-session')).json()) as { user: { id: string } }).user.id);
  expect(await page.evaluate((key) => localStorage.getItem(key), FLAG)).toBe(userId);
  await shot(page, 'desktop-4-home');

  // Reload: not shown again.
  const statusRead = page.waitForResponse((r) => r.url().endsWith('/api/tools/onboarding.status'));
  await page.reload();
  await statusRead;
  await expect(page.getByRole('heading', { level: 1, name: 'Your Style Feed' })).toBeVisible();
  await expect(onboarding(page)).toBeHidden();

  const [percent, band] = confidence.split(' ');
  await page.goto('/style');
  await expect(page.getByTestId('stat-Style confidence')).toHaveText(percent!);
  await expect(page.getByText(`Style confidence · ${band}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Style DNA' }).click();
  await expect(page.getByTestId('style-dna-summary').getByTestId('style-confidence')).toHaveText(`${percent}${band} confidence`);

  // Another browser with no local flag: the account says it is done.
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '198.19.0.7' } });
  const second = await other.newPage();
  const auth = new AuthPage(second);
  await auth.goto();
  await auth.signIn(email, STRONG_PASSWORD);
  await expect(second).toHaveURL(/\/$/);
  await second.goto('/home');
  await expect(second.getByRole('heading', { level: 1, name: 'Your Style Feed' })).toBeVisible();
  await expect.poll(() => second.evaluate((key) => localStorage.getItem(key), FLAG)).toBe(userId);
  await expect(onboarding(second)).toBeHidden();
  await other.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("'Skip for now', and closing the dialog with nothing picked, lead to a /home with no taste yet", async ({ page, request }) => {
    await signUpNew(page, request);
    const dialog = onboarding(page);
    await expectStep(dialog, 1, 'Welcome to Atelier');
    await shot(page, 'mobile-0-welcome');
    await dialog.getByRole('button', { name: 'Get Started' }).click();
    await expectStep(dialog, 2, 'Connect Your Style Sources');
    await shot(page, 'mobile-1-connect');

    // Connect, pick nothing, close: the analysis has nothing to read and says so.
    await dialog.getByRole('button', { name: 'Connect Accounts' }).click();
    const discovery = page.getByRole('dialog', { name: 'AI-Powered Style Discovery' });
    await expect(discovery).toBeVisible();
    await shot(page, 'mobile-1b-discovery');
    await page.keyboard.press('Escape');
    await expect(discovery).toBeHidden();
    await expect(dialog.getByRole('alert')).toContainText('Nothing to analyse yet');
    await expect(dialog.getByTestId('onboarding-step')).toHaveText('Step 3 of 4');
    await expect(dialog.getByRole('button', { name: 'Connect Accounts' })).toBeVisible();
    await shot(page, 'mobile-2-nothing-to-analyse');
    await dialog.getByRole('button', { name: 'Skip for now' }).click();
    await expectStep(dialog, 4, 'Ready to Style');
    await expect(dialog).toContainText('You can connect accounts any time from Style Management');
    await expect(dialog.getByTestId('onboarding-summary')).toHaveCount(0);
    await shot(page, 'mobile-3-ready-skipped');
    await dialog.getByRole('button', { name: 'Enter Atelier' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(firstRecommended(page)).toBeVisible();
    await expect(firstRecommended(page)).not.toContainText('% match');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Style Feed' })).toBeVisible();
    await expect(onboarding(page)).toBeHidden();
  });

  test("never over the legal or OAuth pages; 'Skip for now' on step 2 jumps straight to Ready", async ({ page, request }) => {
    await signUpNew(page, request);
    const dialog = onboarding(page);
    await expect(dialog).toBeVisible();
    for (const path of ['/privacy-policy', '/terms-of-service', '/data-deletion', '/auth/instagram/bridge']) {
      await page.goto(path);
      await expect(page.getByRole('main')).not.toBeEmpty();
      await page.waitForTimeout(500);
      await expect(dialog, path).toBeHidden();
    }
    await page.goto('/style');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Get Started' }).click();
    await dialog.getByRole('button', { name: 'Skip for now' }).click();
    await expectStep(dialog, 4, 'Ready to Style');
    await dialog.getByRole('button', { name: 'Enter Atelier' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(dialog).toBeHidden();
  });
});

test("the landing page's 'Preview Onboarding' for a guest: every step, no tool called, finishing goes to /home (→ /auth)", async ({ page }) => {
  const toolCalls: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/api/tools/')) toolCalls.push(r.url()); });
  await page.goto('/');
  await expect(onboarding(page)).toBeHidden();
  await page.getByRole('button', { name: 'Preview Onboarding' }).click();
  const dialog = onboarding(page);
  await expectStep(dialog, 1, 'Welcome to Atelier');
  await expect(dialog).toContainText('Preview: nothing is saved');
  // The focus stays in the dialog however far the shopper tabs.
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="onboarding-dialog"]')))).toBe(true);
  // Escape closes it; the button opens a fresh run.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Preview Onboarding' }).click();
  await expectStep(dialog, 1, 'Welcome to Atelier');

  await dialog.getByRole('button', { name: 'Get Started' }).click();
  await expectStep(dialog, 2, 'Connect Your Style Sources');
  await dialog.getByRole('button', { name: 'Connect Accounts' }).click();
  await expectStep(dialog, 3, 'AI Style Analysis');
  await expect(dialog).toContainText('Connect Accounts opens the style discovery dialog');
  await shot(page, 'desktop-preview-2-analysis');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectStep(dialog, 4, 'Ready to Style');
  await dialog.getByRole('button', { name: 'Enter Atelier' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expect(dialog).toBeHidden();
  expect(toolCalls).toEqual([]);
});

test('closing onboarding without finishing is remembered on the account: a reload, or another device, does not reopen it', async ({ page, request, browser, baseURL }) => {
  const email = await signUpNew(page, request);
  const dialog = onboarding(page);
  await expectStep(dialog, 1, 'Welcome to Atelier');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await page.request.post('/api/tools/onboarding.status', { data: {}, headers: { origin: new URL(page.url()).origin } })).json())
    .toMatchObject({ completed: false, dismissed: true });
  await page.reload();
  await expect(page.getByRole('main')).not.toBeEmpty();
  await page.waitForTimeout(800);
  await expect(dialog).toBeHidden();

  // Another device (a fresh browser, no local flag) signed in as the same shopper.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  const auth = new AuthPage(otherPage);
  await auth.goto();
  await auth.signIn(email, STRONG_PASSWORD);
  await expect(otherPage).not.toHaveURL(/\/auth/);
  await otherPage.waitForTimeout(800);
  await expect(onboarding(otherPage)).toBeHidden();
  await other.close();
});
