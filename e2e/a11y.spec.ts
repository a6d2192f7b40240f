/**
 * axe on every route, signed out and signed in, at desktop and phone widths: no serious or critical
 * violation. The app's CSP forbids injected scripts, and axe is one, so the test browser bypasses CSP.
 */
import type { Page } from '@playwright/test';
import { createVerifiedUser, expect, test } from './fixtures.js';
import { axeFindings, describeFindings, type AxeFinding } from './pages/axe.js';
import { openAgentChat } from './pages/agent-chat.js';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'mobile', viewport: { width: 390, height: 844 } },
] as const;

const PUBLIC_ROUTES = ['/', '/privacy-policy', '/terms-of-service', '/data-deletion', '/no/such/page', '/auth/facebook/callback', '/auth/instagram/callback', '/auth/instagram/bridge'];
const GUEST_ROUTES = ['/auth', ...PUBLIC_ROUTES];
const SIGNED_IN_ROUTES = ['/home', '/inspiration', '/style', '/chat', '/trip-planner', '/wardrobe', '/dressing-room', ...PUBLIC_ROUTES];

/** The page has its heading and nothing is still loading, so axe sees what a shopper sees. */
const settle = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
};

const check = async (page: Page, where: string, found: string[]) => {
  const findings: AxeFinding[] = await axeFindings(page);
  if (findings.length) found.push(describeFindings(where, findings));
};

test.use({ bypassCSP: true });
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('stylr-onboarding-complete', 'true'));
});

for (const { name, viewport } of VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport });

    test(`every guest route has no serious or critical violation (${name})`, async ({ page }) => {
      const found: string[] = [];
      for (const path of GUEST_ROUTES) {
        await page.goto(path);
        await settle(page);
        await check(page, `guest ${path}`, found);
      }
      // The other views of /auth: joining and asking for a reset link.
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Join Atelier' }).click();
      await check(page, 'guest /auth, Join Atelier', found);
      await page.getByRole('tab', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await check(page, 'guest /auth, reset request', found);
      if (name === 'mobile') {
        await page.goto('/');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await check(page, 'guest / with the menu open', found);
      }
      expect(found, found.join('\n')).toEqual([]);
    });

    test(`every signed-in route has no serious or critical violation (${name})`, async ({ page, request }) => {
      await createVerifiedUser(request, page);
      const found: string[] = [];
      for (const path of SIGNED_IN_ROUTES) {
        await page.goto(path);
        await settle(page);
        await check(page, `signed in ${path}`, found);
      }
      // The stylist's answers: product cards with Save and Shop.
      await page.goto('/chat');
      await settle(page);
      await page.getByRole('textbox', { name: 'Message' }).fill('bags under $500');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByTestId('chat-product-card').first()).toBeVisible();
      await check(page, 'signed in /chat with product cards', found);
      // The Agent Chat with a pending preview (Apply and Cancel enabled).
      await page.goto('/style');
      await settle(page);
      const agent = await openAgentChat(page);
      await agent.getByRole('textbox', { name: 'Message the agent' }).fill('add @camille.style');
      await agent.getByRole('button', { name: 'Send' }).click();
      await expect(agent.getByRole('button', { name: 'Apply' })).toBeEnabled();
      await check(page, 'signed in /style with an Agent Chat preview', found);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'AI-Powered Style Discovery' })).toBeHidden();
      if (name === 'mobile') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await check(page, 'signed in, the menu open', found);
      } else {
        await page.getByRole('button', { name: 'My Atelier' }).click();
        await expect(page.getByRole('menu', { name: 'My Atelier' })).toBeVisible();
        await check(page, 'signed in, the account menu open', found);
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  });
}
