/**
 * Stored text is rendered as text (issue 13): HTML and script payloads stored through the doors as
 * a wardrobe item name, a dressing-room item name and a chat message, then shown on their pages in
 * Chromium — no injected element, no dialog, the text itself on screen. A trip's destination is
 * checked against known cities, so a payload there is refused and nothing is stored.
 */
import type { Page } from '@playwright/test';
import { createVerifiedUser, expect, test } from './fixtures.js';
import { isoInDays } from './pages/trip-planner.js';

/** Every payload marks what it would inject with data-injected, and would open a dialog if it ran. */
const payload = (where: string) =>
  `<img src=x data-injected="${where}" onerror="alert('${where}')"><script data-injected="${where}">alert('${where}')</script><b data-injected="${where}">${where}</b>`;

const noInjection = async (page: Page, where: string) => {
  const text = payload(where);
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  expect(await page.locator('[data-injected]').count()).toBe(0);
  expect(await page.evaluate(() => document.querySelectorAll('img[src="x"], b[data-injected], script[data-injected]').length)).toBe(0);
};

/** Any dialog means stored text ran as script; afterEach fails the test on one. */
let dialogs: string[] = [];

test.beforeEach(async ({ page }) => {
  dialogs = [];
  await page.addInitScript(() => localStorage.setItem('stylr-onboarding-complete', 'true'));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
});

test.afterEach(() => {
  expect(dialogs, 'no dialog may open').toEqual([]);
});

test('HTML in a wardrobe item name, a dressing-room item name and a chat message shows as text', async ({ page, request }) => {
  await createVerifiedUser(request, page);

  const wardrobe = await page.request.post('/api/tools/wardrobe.add', { data: { item_name: payload('wardrobe'), category: 'Tops' } });
  expect(wardrobe.status()).toBe(200);
  const dressing = await page.request.post('/api/tools/dressingRoom.add', {
    data: { item: { external_product_id: 'stored-text-1', item_name: payload('dressing'), description: payload('dressing-description') } },
  });
  expect(dressing.status()).toBe(200);
  const chat = await page.request.post('/api/chat', {
    data: { id: crypto.randomUUID(), messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: payload('chat') }] }] },
  });
  expect(chat.status()).toBe(200);
  await chat.body(); // the conversation is stored once the stream ends

  await page.goto('/wardrobe');
  await noInjection(page, 'wardrobe');
  await page.screenshot({ path: '/tmp/stored-text-wardrobe.png', fullPage: true });

  await page.goto('/dressing-room');
  await noInjection(page, 'dressing');
  await page.screenshot({ path: '/tmp/stored-text-dressing-room.png', fullPage: true });

  await page.goto('/chat');
  const past = page.getByRole('complementary', { name: 'Past conversations' });
  await past.getByRole('button').filter({ hasText: '<img src=x' }).first().click();
  await noInjection(page, 'chat');
  await page.screenshot({ path: '/tmp/stored-text-chat.png', fullPage: true });
});

test('a trip destination holding HTML is refused and nothing is stored', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  const res = await page.request.post('/api/tools/trips.plan', {
    data: { destination: payload('trip'), start_date: isoInDays(40), end_date: isoInDays(42), activities: ['Casual'] },
  });
  expect(res.status()).toBe(400);
  const list = await page.request.post('/api/tools/trips.list', { data: {} });
  expect(((await list.json()) as { trips: unknown[] }).trips).toEqual([]);
  await page.goto('/trip-planner');
  await expect(page.getByText('No trips yet.')).toBeVisible();
  expect(await page.locator('[data-injected]').count()).toBe(0);
});
