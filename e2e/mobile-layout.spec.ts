/** Phone layouts (390 × 844): nothing clipped, no control wrapping alone, no pill broken over two rows. */
import type { Locator } from '@playwright/test';
import { createVerifiedUser, expect, test } from './fixtures.js';
import { openAgentChat } from './pages/agent-chat.js';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('stylr-onboarding-complete', 'true'));
});

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('element has no box');
  return b;
};

/** `inner` lies horizontally inside `outer` (a pixel of rounding allowed). */
const expectInside = async (inner: Locator, outer: Locator) => {
  const [i, o] = [await box(inner), await box(outer)];
  expect(i.x).toBeGreaterThanOrEqual(o.x - 1);
  expect(i.x + i.width).toBeLessThanOrEqual(o.x + o.width + 1);
};

test('the stylist’s product cards all fit the conversation, Save and Shop whole', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  await page.goto('/chat');
  await page.getByRole('textbox', { name: 'Message' }).fill('bags under $500');
  await page.getByRole('button', { name: 'Send' }).click();
  const cards = page.getByTestId('chat-product-card');
  await expect(cards.nth(1)).toBeVisible();
  const log = page.getByRole('log', { name: 'Conversation' });
  for (const card of await cards.all()) {
    await expectInside(card, log);
    await expectInside(card.getByRole('button', { name: /^Save / }), card);
    await expectInside(card.getByRole('link', { name: /^Shop / }), card);
  }
});

test('the Agent Chat’s Send, Apply, Cancel and Undo share one row', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  await page.goto('/style');
  // The tabs above the chat load their content after the page: measure once the layout has settled.
  await page.waitForLoadState('networkidle');
  const chat = await openAgentChat(page);
  for (const name of ['Apply', 'Cancel', 'Undo']) {
    const send = await box(chat.getByRole('button', { name: 'Send' }));
    const other = await box(chat.getByRole('button', { name, exact: true }));
    expect(Math.abs(other.y - send.y), `${name} is on Send's row`).toBeLessThan(2);
    await expectInside(chat.getByRole('button', { name, exact: true }), chat);
  }
});

test('the price tiers on /home form an even 2 × 2 grid, not a pill wrapped over two rows', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  await page.goto('/home');
  const list = page.getByRole('tablist', { name: 'Price range' });
  await expect(list.getByRole('tab')).toHaveCount(4);
  const tabs = await Promise.all((await list.getByRole('tab').all()).map(box));
  expect(tabs).toHaveLength(4);
  const rows = [...new Set(tabs.map((t) => Math.round(t.y)))];
  expect(rows).toHaveLength(2);
  // Equal cells: every tab as wide and as tall as the first (a label never wraps inside its tab).
  for (const t of tabs) {
    expect(Math.abs(t.width - tabs[0]!.width)).toBeLessThan(2);
    expect(Math.abs(t.height - tabs[0]!.height)).toBeLessThan(2);
  }
  for (const tab of await list.getByRole('tab').all()) await expectInside(tab, list);
});

test('dressing-room cards keep Move to Cart whole at 360 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await createVerifiedUser(request, page);
  const origin = new URL(page.url()).origin;
  const found = await page.request.post('/api/tools/products.search', { data: { text: 'coat', limit: 3 }, headers: { origin } });
  const { products } = await found.json() as { products: { id: string }[] };
  for (const p of products.slice(0, 3)) {
    expect((await page.request.post('/api/tools/dressingRoom.add', { data: { productId: p.id }, headers: { origin } })).status()).toBe(200);
  }
  await page.goto('/dressing-room');
  const cards = page.getByTestId('dressing-room-item');
  await expect(cards.nth(2)).toBeVisible();
  for (const card of await cards.all()) {
    const cart = card.getByRole('button', { name: /Move to Cart|In Cart/ });
    await expectInside(cart, card);
    expect(await cart.evaluate((b) => b.scrollWidth <= b.clientWidth), 'the button shows all its words').toBe(true);
    await expectInside(card.getByRole('button', { name: /^Remove / }), card);
  }
  await page.screenshot({ path: '/tmp/rooms-state/dressing-room-360.png' });
});

test("the add-item dialog's Fill in stays on one line at 360 px", async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await createVerifiedUser(request, page);
  await page.goto('/wardrobe');
  await page.locator('section[aria-labelledby="my-wardrobe-heading"]').getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to your wardrobe' });
  await expect(dialog).toBeVisible();
  const fill = dialog.getByRole('button', { name: 'Fill in' });
  await expect(fill).toBeVisible();
  const { height } = await box(fill);
  expect(height, 'one line of text').toBeLessThanOrEqual(48);
  await expectInside(fill, dialog);
  await page.screenshot({ path: '/tmp/rooms-state/add-item-360.png' });
});
