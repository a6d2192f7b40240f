/**
 * Issue 31, "a demo that shows every room": signed in as the demo shopper, a newcomer finds every
 * room furnished (the server seeds them through the tools in the background after start): the
 * wardrobe with its photos and saved outfits, the dressing room with a piece in the cart, an upcoming
 * trip, a Smart Analysis result, and a feed whose reasons and order come from learned scores. No
 * onboarding covers them. Each room is looked at and photographed at 1280 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_SHOPPER } from '../shared/demo-shopper.js';
import { expect as expectNow, test } from './fixtures.js';
import { AuthPage } from './pages/auth-page.js';

// A room can take a while to draw on a busy machine (twenty-five photos, other specs beside it).
const expect = expectNow.configure({ timeout: 30_000 });

const SHOTS = '/tmp/demo-rooms-e2e';
mkdirSync(SHOTS, { recursive: true });

// The demo account's onboarding is completed on the account: no local flag is set here.
test.use({ onboardingDone: false });

const tool = async <T,>(page: Page, name: string, input: object = {}): Promise<T> => {
  const res = await page.request.post(`/api/tools/${name}`, { data: input });
  expect(res.ok(), `${name}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
};

/** Every <img> in `scope` has decoded pixels (a broken or unauthorised photo has none). */
const imagesLoaded = async (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0).length);

test('the demo shopper finds every room furnished, at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  const auth = new AuthPage(page);
  await auth.goto();
  await auth.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  await expect(page).not.toHaveURL(/\/auth/);

  // The rooms are furnished after the server starts listening; the Smart Analysis is the last step.
  await expect.poll(async () => (await tool<{ last_scan: unknown }>(page, 'discovery.latest')).last_scan !== null, { timeout: 120_000, intervals: [1000] }).toBe(true);
  const feed = await tool<{ learned: boolean; feedback_count: number; items: { score_breakdown: unknown }[] }>(page, 'recommendations.feed', { section: 'recommended' });
  expect(feed.learned).toBe(true);
  expect(feed.items.some((i) => i.score_breakdown !== null)).toBe(true);

  for (const width of [1280, 390] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });

    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Your Style Feed' })).toBeVisible();
    await expect(page.getByTestId('onboarding-dialog')).toHaveCount(0);
    await expect(page.getByText('Tuned to what you follow, like and save.')).toBeVisible();
    await expect(page.getByText(/^Why: /).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/home-${width}.png` });

    await page.goto('/wardrobe');
    const items = page.getByTestId('wardrobe-item');
    await expect(items).toHaveCount(25);
    await expect(page.getByTestId('saved-outfit')).toHaveCount(3);
    await expect(page.getByTestId('saved-outfits')).toContainText('Monday at the office');
    await items.first().scrollIntoViewIfNeeded();
    await expect.poll(() => imagesLoaded(page, '[data-testid="wardrobe-item"] img:visible')).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/wardrobe-${width}.png` });
    await items.first().screenshot({ path: `${SHOTS}/wardrobe-item-${width}.png` });
    await page.getByTestId('saved-outfits').screenshot({ path: `${SHOTS}/outfits-${width}.png` });

    await page.goto('/dressing-room');
    await expect(page.getByTestId('dressing-room-item')).toHaveCount(4);
    const summary = page.getByText('4 pieces · 1 in your cart');
    await expect(summary).toBeVisible();
    const inCart = page.getByTestId('dressing-room-item').filter({ hasText: 'In your cart' });
    await expect(inCart).toHaveCount(1);
    await summary.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, width === 390 ? 200 : 80);
    await page.screenshot({ path: `${SHOTS}/dressing-room-${width}.png` });
    await inCart.screenshot({ path: `${SHOTS}/dressing-room-cart-${width}.png` });

    await page.goto('/trip-planner');
    const trip = page.getByTestId('past-trip');
    await expect(trip).toHaveCount(1);
    await expect(trip).toContainText('Lisbon');
    await trip.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/trips-${width}.png` });

    await page.goto('/style');
    await page.getByRole('button', { name: 'Discover your style' }).click();
    await page.getByRole('tab', { name: 'Smart Analysis' }).click();
    const results = page.getByTestId('scan-results');
    await expect(results).toBeVisible();
    await expect(results.getByLabel('Results summary')).toContainText('Fashion accounts');
    // Enough likes and saves that the scanner measures its accuracy instead of asking for more.
    await expect(results).not.toContainText('We need more likes and saves to measure it');
    await results.getByLabel('Results summary').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/smart-analysis-${width}.png` });
    await page.keyboard.press('Escape');
  }
});
