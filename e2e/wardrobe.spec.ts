/**
 * Issue 8's pages in Chromium: the dressing room (filters, cart flag, JSON-LD), the wardrobe (add by
 * photo with its palette, the outfit builder to 100 and save, look completion with an alternative
 * saved to the dressing room and moved to the cart) and the /style Wardrobe and My Products tabs.
 */
import { createVerifiedUser, expect, test } from './fixtures.js';
import { DressingRoomPage, findProducts, saveToDressingRoom } from './pages/wardrobe-dressing-room.js';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('stylr-onboarding-complete', 'true'));
});

test('Dressing room: price filters, the cart flag and ItemList JSON-LD in USD', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  const cheap = (await findProducts(page, { maxPrice: 49, limit: 2 }));
  const mid = (await findProducts(page, { minPrice: 50, maxPrice: 200, limit: 2 }));
  const dear = (await findProducts(page, { minPrice: 201, limit: 1 }));
  for (const p of [...cheap, ...mid, ...dear]) await saveToDressingRoom(page, p.id);

  const room = new DressingRoomPage(page);
  await room.goto();
  await expect(room.items).toHaveCount(5);

  const data = await room.structuredData();
  expect(data['@type']).toBe('ItemList');
  expect(data.numberOfItems).toBe(5);
  expect(data.itemListElement.every((e) => e.item.offers?.priceCurrency === 'USD')).toBe(true);

  await room.price.selectOption({ label: 'Under $50' });
  await expect(room.items).toHaveCount(2);
  await room.price.selectOption({ label: '$50-200' });
  await expect(room.items).toHaveCount(2);
  await room.price.selectOption({ label: '$200+' });
  await expect(room.items).toHaveCount(1);
  await expect(room.item(dear[0]!.product_name)).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(room.items).toHaveCount(5);

  const first = room.item(dear[0]!.product_name);
  await first.getByRole('button', { name: 'Move to Cart' }).click();
  await expect(first.getByRole('button', { name: 'In Cart' })).toBeVisible();
  await page.reload();
  await expect(room.item(dear[0]!.product_name).getByRole('button', { name: 'In Cart' })).toBeVisible();

  await page.screenshot({ path: '/tmp/wardrobe-e2e/dressing-room-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/wardrobe-e2e/dressing-room-mobile.png', fullPage: true });
});
