/**
 * A page per catalogue piece (/products/:id), public: what a guest and a crawler see (the server's
 * HTML carries the JSON-LD and Open Graph tags), what a signed-in shopper adds (match and reason,
 * Save, Add to cart, the look around it), the retailer link going to the demo retailer page that
 * says it is one, and the cards of the feed, inspiration, chat, dressing room and widget leading to it.
 */
import { test as plain } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createVerifiedUser, expect, test } from './fixtures.js';
import { expectAccessible } from './pages/axe.js';
import { findProducts } from './pages/wardrobe-dressing-room.js';
import { startShop, widgetOn, type ShopProduct } from './pages/widget-page.js';
import { formatPrice } from '../tools/text/price.js';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/product-page';
const shoot = async (page: Page, name: string) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
};

test('a guest and a crawler: the piece, its structured data in the HTML, similar items, and a retailer link that is a labelled demo', async ({ page, request }) => {
  const [piece] = await findProducts(page, { category: 'Outerwear', limit: 1 });
  const path = `/products/${piece!.id}`;

  // What a crawler reads: no script runs, and the tags are already there.
  const raw = await request.get(path);
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  const block = /<script type="application\/ld\+json" id="product-json-ld">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(block, 'JSON-LD in the server HTML').toBeTruthy();
  const data = JSON.parse(block!) as { '@type': string; name: string; offers: { price: string; priceCurrency: string; url: string } };
  expect(data).toMatchObject({ '@type': 'Product', name: piece!.product_name, offers: { price: piece!.price.toFixed(2), priceCurrency: 'USD' } });
  expect(new URL(data.offers.url).pathname).toBe(`/demo-retailer/${piece!.id}`);
  expect(html).toContain('<meta property="og:type" content="product"');
  expect(html).toMatch(/<meta property="og:title" content="[^"]+ · Atelier"/);

  await page.goto(path);
  const main = page.getByTestId('product-page');
  await expect(main.getByRole('heading', { level: 1, name: piece!.product_name })).toBeVisible();
  await expect(page).toHaveTitle(`${piece!.product_name} by ${await main.getByTestId('product-brand').textContent()} · Atelier`);
  await expect(main.getByTestId('product-price')).toHaveText(formatPrice(piece!.price));
  await expect(main.getByText(/^(Budget|Mid-Range|Luxury) \(/)).toBeVisible();
  // A guest sees no match, no Save, no cart: an invitation to sign in instead.
  await expect(main.getByTestId('product-match')).toHaveCount(0);
  await expect(main.getByTestId('product-actions')).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Sign in' }).first()).toHaveAttribute('href', `/auth?next=${encodeURIComponent(path)}`);

  const retailer = main.getByTestId('retailer');
  await expect(retailer).toContainText('Demo retailer');
  const shop = retailer.getByTestId('retailer-link');
  await expect(shop).toHaveAttribute('target', '_blank');
  const shopHref = (await shop.getAttribute('href'))!;
  expect(shopHref).toBe(`/demo-retailer/${piece!.id}?ref=atelier`);
  expect(shopHref).not.toContain('.example');

  const similar = main.getByTestId('similar-items').getByTestId('product-link');
  await expect(similar.first()).toBeVisible();
  await shoot(page, 'guest');
  await expectAccessible(page, 'product page, guest');

  // The retailer link goes somewhere that says what it is.
  await page.goto(shopHref);
  await expect(page.getByText('This is a demo retailer')).toBeVisible();
  await expect(page.getByText('nothing here can be bought', { exact: false })).toBeVisible();
  await shoot(page, 'demo-retailer');
  await expectAccessible(page, 'demo retailer page');
  await page.getByRole('link', { name: 'Back to this piece on Atelier' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  // A similar piece opens its own page, in the app.
  const next = page.getByTestId('similar-items').getByTestId('product-link').first();
  const nextName = (await next.textContent())!;
  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: nextName })).toBeVisible();
  expect(page.url()).not.toContain(piece!.id);
});

test('an unknown piece is the app\'s not-found page, with a 404', async ({ page }) => {
  const res = await page.goto('/products/00000000-0000-4000-8000-000000000000');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect((await page.goto('/products/not-a-product'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});

test('signed in: match and why, Save, Add to cart, the look around it; feed, chat and dressing-room cards lead here', async ({ page, request }) => {
  // One walk through five rooms: longer than one page's default.
  test.setTimeout(180_000);
  await createVerifiedUser(request, page);
  const origin = new URL(page.url()).origin;
  // Two follows: enough signal for a percent (docs/match-scale.md).
  for (const handle of ['aimeesong', 'cos']) {
    expect((await page.request.post('/api/tools/influencers.follow', { data: { handles: [handle] }, headers: { origin } })).status()).toBe(200);
  }

  // The feed's card names its piece with a link to the page.
  await page.goto('/home');
  const card = page.locator('[data-section="recommended"]').getByTestId('product-card').first();
  const link = card.getByTestId('product-link');
  const name = (await link.textContent())!;
  await link.click();
  const main = page.getByTestId('product-page');
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  const path = new URL(page.url()).pathname;

  await expect(main.getByTestId('product-match').getByTestId('match-badge')).toHaveText(/% match$|^New to you$/);
  await expect(async () => {
    await page.reload();
    await expect(main.getByTestId('product-match')).toContainText('% match', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(main.getByTestId('product-match')).toContainText('Why it suits you:');

  // The look around it: what the shopper owns (nothing yet) and what would finish it.
  const look = page.getByTestId('look-result');
  await expect(look).toBeVisible({ timeout: 20_000 });
  await expect(look.getByTestId('alternative').first()).toBeVisible();

  await shoot(page, 'signed-in');
  await expectAccessible(page, 'product page, signed in');

  const actions = main.getByTestId('product-actions');
  const save = actions.getByTestId('save-toggle');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toBeFocused();
  // Saved for real (the room was read again) before the cart is pressed.
  await expect(save).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
  const cart = actions.getByTestId('cart-toggle');
  await cart.click();
  await expect(cart).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
  await expect(cart).toHaveText('In your cart');
  await expect(cart).toBeFocused();
  await shoot(page, 'signed-in-in-cart');
  // Pressed controls keep the words they show in their spoken names.
  await expectAccessible(page, 'product page, saved and in the cart');

  // The dressing room has it in the cart, and its card leads back to the page.
  await page.goto('/dressing-room');
  const item = page.getByTestId('dressing-room-item').filter({ hasText: name });
  await expect(item.getByText('In your cart')).toBeVisible();
  await item.getByTestId('product-link').click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(cart).toHaveAttribute('aria-pressed', 'true');
  // Taking it out of the cart leaves it saved.
  await cart.click();
  await expect(cart).toHaveAttribute('aria-pressed', 'false');
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  // A product the stylist found names its page.
  await page.goto('/chat');
  await page.getByRole('textbox', { name: 'Message' }).fill('bags under $500');
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  const found = page.getByTestId('chat-product-card').first();
  await expect(found).toBeVisible({ timeout: 20_000 });
  const foundName = (await found.getByTestId('product-link').textContent())!;
  await found.getByTestId('product-link').click();
  await expect(page.getByRole('heading', { level: 1, name: foundName })).toBeVisible();

  // Inspiration: Shop This Look opens the look's piece.
  await page.goto('/inspiration');
  const shopLook = page.getByTestId('post-card').getByRole('link', { name: 'Shop This Look' }).first();
  await expect(shopLook).toHaveAttribute('href', /^\/products\/[0-9a-f-]{36}$/);
  await shopLook.click();
  await expect(page.getByTestId('product-page').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('retailer-link')).toHaveAttribute('href', /^\/demo-retailer\//);
});

// The widget's spec uses Playwright's own test: the fixtures' X-Forwarded-For would turn the shop's loader GET into a preflight.
plain.describe('the widget', () => {
  const ATELIER = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
  plain('a piece the stylist suggests on a partner\'s shop links to its page on Atelier, in a new tab', async ({ page, request }) => {
    const res = await request.post(`${ATELIER}/api/tools/products.search`, { data: { category: 'Dresses', limit: 1 } });
    const product = ((await res.json()) as { products: ShopProduct[] }).products[0]!;
    const shop = await startShop(ATELIER, product);
    try {
      await page.goto(`http://localhost:${shop.port}/shop`);
      const w = widgetOn(page);
      await w.launcher.click();
      await w.chat.getByLabel('Message the stylist').fill('what goes with this?');
      await w.chat.getByLabel('Message the stylist').press('Enter');
      const named = w.chat.locator('.card a.card-name').first();
      await expect(named).toBeVisible({ timeout: 20_000 });
      await expect(named).toHaveAttribute('target', '_blank');
      const href = (await named.getAttribute('href'))!;
      expect(href).toMatch(new RegExp(`^${ATELIER}/products/[0-9a-f-]{36}$`));
      const opened = await page.request.get(href);
      expect(opened.status()).toBe(200);
      expect(await opened.text()).toContain('application/ld+json');
    } finally {
      await new Promise<void>((resolve) => shop.server.close(() => resolve()));
    }
  });
});
