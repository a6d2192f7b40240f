/**
 * The embeddable stylist on a partner's shop that lives on another origin (another port and host
 * name on loopback): launcher first, iframe later; keyboard-only chat about the page's product;
 * 'Add to cart' reaching the shop's listener; the JS API and its queue; a page whose origin is not
 * allowed gets nothing and cannot frame /embed; sign-in through the first-party popup.
 *
 * Uses Playwright's own `test`, not the fixtures' one: its per-test X-Forwarded-For header would
 * be added to the shop's cross-origin requests too and turn the loader's simple GET into a CORS
 * preflight no real page would send.
 */
import { test, expect, type Page } from '@playwright/test';
import type { Server } from 'node:http';
import { startShop, widgetOn, type ShopProduct } from './pages/widget-page.js';
import { expectAccessible } from './pages/axe.js';

const ATELIER = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
let shop: { port: number; server: Server };
let product: ShopProduct;
const shopUrl = (path: string, host = 'localhost') => `http://${host}:${shop.port}${path}`;

test.beforeAll(async ({ request }) => {
  const res = await request.post(`${ATELIER}/api/tools/products.search`, { data: { category: 'Dresses', limit: 1 } });
  product = ((await res.json()) as { products: ShopProduct[] }).products[0]!;
  shop = await startShop(ATELIER, product);
});
test.afterAll(() => new Promise<void>((resolve) => shop.server.close(() => resolve())));

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: { event: string; data: unknown }[] }).heard);
const allHeard = (page: Page) => page.evaluate(() => (window as unknown as { allHeard: { origin: string; data: unknown }[] }).allHeard);

test('the launcher comes first; keyboard only: open, ask about the page product, add to cart, Esc back', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(shopUrl('/shop'));
  const w = widgetOn(page);
  await expect(w.launcher).toBeVisible();
  // The facade: a button, and no iframe until the shopper asks (or the page has long been idle).
  expect(await w.iframe.count()).toBe(0);
  await expect(w.launcher).toHaveAttribute('aria-label', 'Atelier demo shop stylist chat');
  await expect(w.launcher).toHaveAttribute('aria-expanded', 'false');

  for (let i = 0; i < 10 && !(await w.launcher.evaluate((el) => el.getRootNode() instanceof ShadowRoot && (el.getRootNode() as ShadowRoot).activeElement === el)); i++) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(w.panel).toBeVisible();
  await expect(w.launcher).toHaveAttribute('aria-expanded', 'true');
  await expect(w.panel).toHaveAttribute('aria-label', 'Atelier demo shop stylist chat');
  const input = w.chat.getByLabel('Message the stylist');
  await expect(input).toBeFocused();
  expect(await input.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
  await expect(w.chat.getByText(`${product.product_name}`, { exact: false }).first()).toBeVisible();

  await page.keyboard.type('what goes with this?');
  await page.keyboard.press('Enter');
  const reply = w.chat.locator('.msg.assistant .text').last();
  await expect(reply).toContainText(`Here's what goes with the ${product.product_name}:`, { timeout: 20_000 });
  await expect(w.chat.locator('.card').first()).toBeVisible();
  // The reply is announced.
  await expect(w.chat.locator('[aria-live="polite"]')).toContainText(`what goes with the ${product.product_name}`);
  await page.screenshot({ path: '/tmp/widget-desktop.png' });
  await expectAccessible(page, 'shop with the chat open');

  // Back from the input lands on the last card's 'Add to cart'.
  await page.keyboard.press('Shift+Tab');
  const focusedLabel = await w.chat.locator(':focus').getAttribute('aria-label');
  expect(focusedLabel).toMatch(/^Add to cart: .+$/);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await heard(page)).filter((h) => h.event === 'addToCart').length).toBe(1);
  const added = (await heard(page)).find((h) => h.event === 'addToCart')!.data as { name: string; price: number; currency: string; id: string };
  expect(`Add to cart: ${added.name}`).toBe(focusedLabel);
  expect(added.currency).toBe('USD');
  expect((await heard(page)).map((h) => h.event)).toEqual(expect.arrayContaining(['ready', 'open', 'addToCart']));
  // The conversation stays in the iframe: the page never hears it.
  expect((await heard(page)).filter((h) => h.event === 'message')).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(w.panel).toBeHidden();
  await expect.poll(() => w.launcher.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
  expect((await heard(page)).some((h) => h.event === 'close')).toBe(true);
  expect(errors).toEqual([]);
});

test('the conversation carries across pages of the shop; the JS API drives it; reset clears it', async ({ page }) => {
  await page.goto(shopUrl('/shop'));
  await page.evaluate(() => (window as unknown as { Atelier: { open(): void } }).Atelier.open());
  const w = widgetOn(page);
  await expect(w.panel).toBeVisible();
  await w.chat.getByLabel('Message the stylist').fill('black bags under $100');
  await w.chat.getByLabel('Message the stylist').press('Enter');
  await expect(w.chat.locator('.msg.user').last()).toHaveText('black bags under $100');
  await expect(w.chat.locator('.msg.assistant .text').last()).not.toBeEmpty({ timeout: 20_000 });

  await page.goto(shopUrl('/'));
  await widgetOn(page).launcher.click();
  await expect(widgetOn(page).chat.locator('.msg.user').first()).toHaveText('black bags under $100');

  await page.evaluate(() => {
    const a = (window as unknown as { Atelier: { toggle(): void; reset(): void } }).Atelier;
    a.reset();
  });
  await expect(widgetOn(page).chat.locator('.msg')).toHaveCount(0);
  await page.evaluate(() => (window as unknown as { Atelier: { toggle(): void } }).Atelier.toggle());
  await expect(widgetOn(page).panel).toBeHidden();
  await page.evaluate(() => (window as unknown as { Atelier: { destroy(): void } }).Atelier.destroy());
  await expect(widgetOn(page).host).toHaveCount(0);
});

test('a page whose origin is not allowed gets no widget, a console note, and cannot frame /embed', async ({ page }) => {
  const notes: string[] = [];
  page.on('console', (m) => notes.push(m.text()));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(shopUrl('/evil', 'evil.localhost'));
  await expect.poll(() => notes.some((n) => n.includes('[Atelier widget]') && n.includes('not on the allowed list'))).toBe(true);
  await expect(widgetOn(page).host).toHaveCount(0);
  // The browser refuses to render /embed inside this page (CSP frame-ancestors).
  const raw = page.frames().find((f) => f.url().includes('/embed') || f.url().startsWith('chrome-error'));
  const rawUrl = raw?.url() ?? '';
  const rendered = raw ? await raw.locator('#root').count().catch(() => 0) : 0;
  expect(rendered, `raw frame at ${rawUrl}`).toBe(0);
  expect(errors).toEqual([]);
});

test('hostile JSON-LD is skipped field by field and never breaks the page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(shopUrl('/hostile'));
  const w = widgetOn(page);
  await w.launcher.click();
  // The 1 MB block and the wrongly typed one are skipped; the markup in the last one stays text.
  await expect(w.chat.locator('.context .name')).toHaveText('<img src=x onerror="window.hostileRan=true">Quiet Dress');
  expect(await w.chat.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { hostileRan?: boolean }).hostileRan)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('on a phone the chat is full screen and the launcher steps aside', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(shopUrl('/shop'));
  const w = widgetOn(page);
  await w.launcher.click();
  await expect(w.chat.getByLabel('Message the stylist')).toBeVisible();
  const box = (await w.panel.boundingBox())!;
  expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 390, 844]);
  await expect(w.launcher).toBeHidden();
  await page.screenshot({ path: '/tmp/widget-mobile.png' });
  await w.chat.getByRole('button', { name: 'Close the chat' }).click();
  await expect(w.launcher).toBeVisible();
});

test('sign-in opens Atelier in a popup and hands the widget a single-use token', async ({ page }) => {
  await page.goto(shopUrl('/shop'));
  const w = widgetOn(page);
  await w.launcher.click();
  const popupOpened = page.waitForEvent('popup');
  await w.chat.getByRole('button', { name: 'Sign in' }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(new RegExp(`^${ATELIER.replace(/[.]/g, '\\.')}/embed/signin`));
  await popup.getByLabel('Email').fill('demo@atelier.local');
  await popup.getByLabel('Password').fill('Atelier-Demo-2026');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await popup.waitForEvent('close', { timeout: 15_000 });
  await expect(w.chat.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(w.chat.locator('[aria-live="polite"]')).toContainText('Signed in');
  // Signed in, the stylist reaches the shopper's own dressing room.
  await w.chat.getByLabel('Message the stylist').fill('show my dressing room');
  await w.chat.getByLabel('Message the stylist').press('Enter');
  await expect(w.chat.locator('.msg.assistant .text').last()).not.toContainText('sign in', { timeout: 20_000 });
  // A change asks first: Approve by keyboard runs it; Deny changes nothing.
  await w.chat.getByLabel('Message the stylist').fill('add @widget.e2e as a source');
  await w.chat.getByLabel('Message the stylist').press('Enter');
  const asking = w.chat.getByTestId('widget-approval');
  await expect(asking).toContainText('Add @widget.e2e to your style sources');
  await page.screenshot({ path: '/tmp/helperF-widget-approval.png' });
  await asking.getByRole('button', { name: 'Approve: Add @widget.e2e to your style sources' }).focus();
  await page.keyboard.press('Enter');
  await expect(w.chat.locator('.msg.assistant .text').last()).toContainText('@widget.e2e', { timeout: 20_000 });
  await expect(asking).toHaveCount(0);
  await w.chat.getByLabel('Message the stylist').fill('follow @noor.edits');
  await w.chat.getByLabel('Message the stylist').press('Enter');
  await w.chat.getByRole('button', { name: 'Deny: Follow @noor.edits' }).click();
  await expect(w.chat.locator('.msg.assistant .text').last()).toContainText('nothing was changed', { timeout: 20_000 });
  await expect(w.chat.getByTestId('widget-approval')).toContainText('You said no');
  await w.chat.getByRole('button', { name: 'Sign out' }).click();
  await expect(w.chat.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(w.chat.locator('.msg')).toHaveCount(0);
});

test('the demo shop: one click from the README to a styled look in the shop\'s cart, and a shop-signed customer', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const demo = new URL('/demo/shop', ATELIER);
  demo.hostname = 'localhost'; // the app is on 127.0.0.1: the shop is another origin
  await page.goto(demo.href);
  const w = widgetOn(page);
  await expect(w.launcher).toBeVisible();
  // The shop's button opens the chat; the shopper asks, with 'Style this' on the page's product.
  await page.getByRole('button', { name: 'Ask the stylist' }).click();
  await w.chat.getByRole('button', { name: 'Style this' }).click();
  await expect(w.chat.locator('.card').first()).toBeVisible({ timeout: 20_000 });
  await w.chat.locator('.card button').first().click();
  await expect(page.locator('#cart-count')).toHaveText('1');
  await expect(page.locator('#cart-items li')).toHaveCount(1);

  demo.searchParams.set('customer', 'anne');
  await page.goto(demo.href);
  await widgetOn(page).launcher.click();
  await expect(widgetOn(page).chat.getByRole('button', { name: 'New conversation' })).toBeVisible();
  // The shop vouched for its customer: no Atelier sign-in is offered.
  await expect(widgetOn(page).chat.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('forged messages are ignored on both sides', async ({ page }) => {
  await page.goto(shopUrl('/shop'));
  const w = widgetOn(page);
  await w.launcher.click();
  await expect(w.chat.getByLabel('Message the stylist')).toBeFocused();
  await page.evaluate(() => {
    // To the page, from the page itself pretending to be the iframe: wrong window.
    window.postMessage({ ns: 'atelier-widget', v: 1, type: 'addToCart', product: { id: 'x', name: 'Forged', price: 1, currency: 'USD' } }, '*');
    // To the iframe, from the right window but off-schema: another version, extra keys, a script.
    const frame = document.querySelector('atelier-widget')!.shadowRoot!.querySelector('iframe')!.contentWindow!;
    frame.postMessage({ ns: 'atelier-widget', v: 2, type: 'send', text: 'forged v2' }, '*');
    frame.postMessage({ ns: 'atelier-widget', v: 1, type: 'send', text: 'forged extra', as: 'admin' }, '*');
  });
  await page.waitForTimeout(500);
  expect((await heard(page)).filter((h) => h.event === 'addToCart')).toEqual([]);
  await expect(w.chat.locator('.msg.user')).toHaveCount(0);
  await expect(w.chat.locator('.context .name')).toContainText(product.product_name);
  // The page's own bad product is dropped, and the page hears why (its error event); the chat goes on.
  await page.evaluate(() => (window as unknown as { Atelier: { setContext(p: unknown): void } }).Atelier.setContext({ name: 'Evil', image: 'javascript:alert(1)' }));
  await expect.poll(async () => (await heard(page)).some((h) => h.event === 'error' && (h.data as { code: string }).code === 'invalid_option')).toBe(true);
  await expect(w.chat.locator('.context')).toHaveCount(0);
  await expect(w.chat.getByLabel('Message the stylist')).toBeEnabled();
});

test('a hostile partner page can neither speak as the signed-in shopper, nor answer for them, nor hear the conversation', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const approvals: string[] = [];
  page.on('response', async (res) => {
    if (!res.url().endsWith('/api/widget/chat')) return;
    const body = await res.text().catch(() => '');
    for (const m of body.matchAll(/"approvalId":"([^"]+)"/g)) approvals.push(m[1]!);
  });
  await page.goto(shopUrl('/hostile-partner'));
  const w = widgetOn(page);
  await w.launcher.click();
  // The shopper signs in inside the iframe, looks at their own dressing room, and is asked about a change.
  const popupOpened = page.waitForEvent('popup');
  await w.chat.getByRole('button', { name: 'Sign in' }).click();
  const popup = await popupOpened;
  await popup.getByLabel('Email').fill('demo@atelier.local');
  await popup.getByLabel('Password').fill('Atelier-Demo-2026');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await popup.waitForEvent('close', { timeout: 15_000 });
  await expect(w.chat.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // The demo shopper's widget conversation is shared with the sign-in test: start from a clean one.
  await w.chat.getByRole('button', { name: 'New conversation' }).click();
  await expect(w.chat.locator('.msg')).toHaveCount(0);
  const input = w.chat.getByLabel('Message the stylist');
  await input.fill('show my dressing room');
  await input.press('Enter');
  const privateReply = w.chat.locator('.msg.assistant .text').last();
  await expect(privateReply).not.toBeEmpty({ timeout: 20_000 });
  const privateText = (await privateReply.textContent())!.trim();
  await expect(w.chat.locator('.typing')).toBeHidden({ timeout: 20_000 });
  await input.fill('add @hostile.e2e as a source');
  await input.press('Enter');
  const asking = w.chat.getByTestId('widget-approval');
  await expect(asking).toContainText('Add @hostile.e2e to your style sources', { timeout: 20_000 });
  await expect.poll(() => approvals.length).toBeGreaterThan(0);
  const approvalId = approvals.at(-1)!;
  const said = await w.chat.locator('.msg').count();

  // The page tries every way to talk for the shopper, and to answer the change for them.
  const direct = await page.evaluate((id) => (window as unknown as { speakAsShopper(id: string): Promise<unknown[]> }).speakAsShopper(id), approvalId);
  expect(direct.every((status) => status !== 200)).toBe(true);
  await page.waitForTimeout(3000);
  await expect(w.chat.locator('.msg')).toHaveCount(said);
  await expect(asking).toContainText('Waiting for your answer');

  // Nothing changed on the server either: the stored conversation has no words from the page, and the change still waits.
  await page.reload();
  await widgetOn(page).launcher.click();
  await expect(widgetOn(page).chat.getByTestId('widget-approval')).toContainText('Waiting for your answer');
  await expect(widgetOn(page).chat.locator('.msg')).toHaveCount(said);
  await expect(widgetOn(page).chat.locator('.msg.user', { hasText: 'wardrobe' })).toHaveCount(0);

  // All the page ever heard (from anyone): ready, and nothing of the conversation or the shopper.
  const everything = JSON.stringify(await allHeard(page));
  for (const secret of [privateText, 'hostile.e2e', 'dressing room', 'demo@atelier.local', '"role"', '"text"']) expect(everything).not.toContain(secret);
  expect(((await allHeard(page)) as { data: { type?: string } }[]).every((h) => ['ready', 'close', 'addToCart', 'error'].includes(h.data?.type ?? ''))).toBe(true);
  expect((await heard(page)).map((h) => h.event)).not.toContain('message');

  // The page's reset() cannot delete a signed-in shopper's conversation: it signs the widget out instead.
  await page.evaluate(() => (window as unknown as { Atelier: { reset(): void } }).Atelier.reset());
  await expect(widgetOn(page).chat.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(widgetOn(page).chat.locator('.msg')).toHaveCount(0);
  const again = page.waitForEvent('popup');
  await widgetOn(page).chat.getByRole('button', { name: 'Sign in' }).click();
  const second = await again;
  await second.getByRole('button', { name: 'Continue as demo@atelier.local' }).click();
  await second.waitForEvent('close', { timeout: 15_000 });
  await expect(widgetOn(page).chat.locator('.msg')).toHaveCount(said);

  // The shopper, inside the iframe, answers: no, and the conversation is left clean for the other tests.
  await widgetOn(page).chat.getByRole('button', { name: 'Deny: Add @hostile.e2e to your style sources' }).click();
  await expect(widgetOn(page).chat.locator('.msg.assistant .text').last()).toContainText('nothing was changed', { timeout: 20_000 });
  await widgetOn(page).chat.getByRole('button', { name: 'New conversation' }).click();
  await expect(widgetOn(page).chat.locator('.msg')).toHaveCount(0);
  expect(errors).toEqual([]);
});

type Api = Record<string, (...args: unknown[]) => void>;
const atelier = (page: Page, method: string, ...args: unknown[]) =>
  page.evaluate(([m, a]) => (window as unknown as { Atelier: Api }).Atelier[m as string]!(...(a as unknown[])), [method, args] as const);

test('hideLauncher: the shop opens the chat from its own button; show, hide, open and close events; ready replayed to a late listener', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(shopUrl('/own-button'));
  const w = widgetOn(page);
  await expect(w.host).toHaveCount(1);
  // No launcher: only the shop's own button.
  await expect(w.launcher).toBeHidden();
  await page.getByRole('button', { name: 'Chat with our stylist' }).click();
  await expect(w.panel).toBeVisible();
  await expect(w.chat.getByLabel('Message the stylist')).toBeFocused();
  await expect.poll(async () => (await heard(page)).map((h) => h.event)).toEqual(expect.arrayContaining(['ready', 'open']));
  // A listener added after the chat was ready still heard it.
  await expect.poll(() => page.evaluate(() => (window as unknown as { lateReady?: boolean }).lateReady)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  // With no launcher below it, the panel sits in the corner.
  await expect.poll(async () => { const b = (await w.panel.boundingBox())!; return Math.round(b.y + b.height); }).toBe(780);
  await page.screenshot({ path: '/tmp/mcpwidget-hide-launcher-1280.png' });
  await atelier(page, 'hide');
  await expect(w.panel).toBeHidden();
  await expect(w.launcher).toBeHidden();
  expect((await heard(page)).at(-1)?.event).toBe('close');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Chat with our stylist' }).click();
  await expect(w.panel).toBeVisible();
  // On a phone it is full screen, as with the launcher.
  const box = (await w.panel.boundingBox())!;
  expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 390, 844]);
  await page.screenshot({ path: '/tmp/mcpwidget-hide-launcher-390.png' });
  await w.chat.getByRole('button', { name: 'Close the chat' }).click();
  await expect(w.panel).toBeHidden();
  // update shows the launcher again.
  await atelier(page, 'update', { hideLauncher: false });
  await expect(w.launcher).toBeVisible();
  expect(errors).toEqual([]);
});

test('a reply that arrives while the chat is closed is counted unread: the page hears the number, the launcher shows it, opening clears it', async ({ page }) => {
  await page.goto(shopUrl('/shop'));
  const w = widgetOn(page);
  // The stylist can answer before the page hides the chat; holding its request until then makes
  // the reply arrive to a closed chat every time, which is what this test is about.
  let letChatThrough = () => {};
  const hidden = new Promise<void>((resolve) => { letChatThrough = resolve; });
  await page.route('**/api/widget/chat', async (route) => { await hidden; await route.continue(); });
  await w.launcher.click();
  const input = w.chat.getByLabel('Message the stylist');
  await input.fill('minimalist bags');
  await input.press('Enter');
  await atelier(page, 'hide');
  await expect(w.panel).toBeHidden();
  letChatThrough();
  await expect.poll(async () => (await heard(page)).filter((h) => h.event === 'unreadCountChange').map((h) => h.data), { timeout: 20_000 }).toEqual([1]);
  await expect(w.badge).toHaveText('1');
  await expect(w.launcher).toHaveAttribute('aria-label', 'Atelier demo shop stylist chat, 1 unread');
  await w.launcher.click();
  await expect.poll(async () => (await heard(page)).filter((h) => h.event === 'unreadCountChange').map((h) => h.data)).toEqual([1, 0]);
  await expect(w.badge).toBeHidden();
  // The count is all the page heard: no words of the reply.
  expect(JSON.stringify(await heard(page))).not.toContain('bag');
});

test('identify makes the chat the shop\'s signed customer; update moves the product; shutdown ends the session and removes the widget', async ({ page, request }) => {
  const html = await (await request.get(`${ATELIER}/demo/shop?customer=widget-e2e-${Date.now()}`)).text();
  const identityToken = /data-identity="([^"]+)"/.exec(html)?.[1];
  expect(identityToken).toBeTruthy();
  await page.goto(shopUrl('/shop'));
  const w = widgetOn(page);
  await w.launcher.click();
  await expect(w.chat.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // The shopper signs in on the shop's own site: the shop identifies them with its signed token.
  await atelier(page, 'identify', { identityToken });
  await expect(w.chat.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  const input = w.chat.getByLabel('Message the stylist');
  await input.fill('black boots under $150');
  await input.press('Enter');
  await expect(w.chat.locator('.msg.assistant .text').last()).not.toBeEmpty({ timeout: 20_000 });

  // A single-page shop moves to another product, then back to the page's own.
  await atelier(page, 'update', { product: { name: 'Quiet Wool Coat', price: 240, currency: 'USD' } });
  await expect(w.chat.locator('.context .name')).toContainText('Quiet Wool Coat');
  await atelier(page, 'update');
  await expect(w.chat.locator('.context .name')).toContainText(product.product_name);

  // A forged identity is refused by the server: the page hears why, the chat goes on.
  await atelier(page, 'identify', { identityToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJldmUiLCJleHAiOjQxMDI0NDQ4MDB9.forged' });
  await expect.poll(async () => (await heard(page)).some((h) => h.event === 'error' && (h.data as { code: string }).code === 'invalid_identity')).toBe(true);

  // The shopper signs out on the shop: shutdown ends this device's session and removes the widget.
  await atelier(page, 'identify', { identityToken });
  await expect(w.chat.locator('.msg.user').first()).toHaveText('black boots under $150');
  await atelier(page, 'shutdown');
  await expect(w.host).toHaveCount(0, { timeout: 10_000 });
  await atelier(page, 'init', { partner: 'pk_demo_atelier' });
  await widgetOn(page).launcher.click();
  // The next person on this device starts afresh, as a visitor.
  await expect(widgetOn(page).chat.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(widgetOn(page).chat.locator('.msg')).toHaveCount(0);
  // The customer's conversation was kept for them: identified again, it is back.
  await atelier(page, 'identify', { identityToken });
  await expect(widgetOn(page).chat.locator('.msg.user').first()).toHaveText('black boots under $150');
});
