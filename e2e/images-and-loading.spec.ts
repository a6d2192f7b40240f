/**
 * Pictures at the size they are shown, and pages that do not wait on each other: a wardrobe photo is
 * offered as 320/640 px copies (srcset) and loads lazily below the fold; /home knows who is signed
 * in from its own HTML and asks for its whole feed in one request, its first picture first.
 */
import sharp from 'sharp';
import type { Page, Request } from '@playwright/test';
import { createVerifiedUser, expect, test } from './fixtures.js';
import { expectAccessible } from './pages/axe.js';

const SHOTS = '/tmp/speed-e2e';

/** A 1,200 × 1,500 garment-like photo, so it gets both copies. */
const largePhoto = () =>
  sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#f4efe6' } })
    .composite([{ input: { create: { width: 700, height: 1000, channels: 3, background: '#1c2654' } }, left: 250, top: 250 }])
    .jpeg()
    .toBuffer();

const addPhotoItem = async (page: Page, name: string) => {
  const origin = new URL(page.url()).origin;
  const upload = await page.request.post('/api/uploads', {
    headers: { origin },
    multipart: { bucket: 'wardrobe', files: { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: await largePhoto() } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { uploads } = (await upload.json()) as { uploads: { id: string; url: string }[] };
  const added = await page.request.post('/api/tools/wardrobe.add', {
    headers: { origin }, data: { mode: 'photo', item_name: name, category: 'Outerwear', uploadId: uploads[0]!.id },
  });
  expect(added.status(), await added.text()).toBe(200);
  return uploads[0]!.url;
};

test('a wardrobe photo is offered at 320 and 640 px, sized and lazy, and a grid cell fetches the small copy', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  const url = await addPhotoItem(page, 'Navy Wool Coat');
  const copies: string[] = [];
  page.on('request', (req: Request) => {
    if (req.url().includes('/api/files/')) copies.push(new URL(req.url()).search);
  });
  await page.goto('/wardrobe');
  const img = page.getByTestId('wardrobe-item').getByRole('img', { name: 'Navy Wool Coat' });
  await expect(img).toHaveAttribute('srcset', `${url}?w=320 320w, ${url}?w=640 640w, ${url} 1600w`);
  await expect(img).toHaveAttribute('sizes', /\(min-width: 1024px\) 320px/);
  await expect(img).toHaveAttribute('loading', 'lazy');
  await expect(img).toHaveAttribute('width', '320');
  await expect(img).toHaveAttribute('height', '320');
  await img.scrollIntoViewIfNeeded();
  // A cell about 300 px wide at 1280 px: the 320 px copy, never the 1,600 px original.
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.currentSrc : ''))).toContain('?w=320');
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(320);
  expect(copies).toEqual(['?w=320']);
  await expectAccessible(page, '/wardrobe with a photo');
  await page.screenshot({ path: `${SHOTS}/wardrobe-1280.png`, fullPage: true });

  // At 390 px two columns of about 170 px on a 3× screen want about 500 px: the 640 px copy.
  const phone = await page.context().browser()!.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, storageState: await page.context().storageState() });
  const mobile = await phone.newPage();
  await mobile.goto('/wardrobe');
  const small = mobile.getByTestId('wardrobe-item').getByRole('img', { name: 'Navy Wool Coat' });
  await small.scrollIntoViewIfNeeded();
  await expect.poll(() => small.evaluate((el: HTMLImageElement) => (el.complete ? el.currentSrc : ''))).toContain('?w=640');
  await mobile.screenshot({ path: `${SHOTS}/wardrobe-390.png`, fullPage: true });
  await phone.close();
});

test('/home knows the shopper from its page, makes one feed request, and puts its first picture first', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  const api: string[] = [];
  const pictures: string[] = [];
  page.on('request', (req: Request) => {
    const { pathname, search } = new URL(req.url());
    if (pathname.startsWith('/api/')) api.push(pathname);
    if (pathname.startsWith('/media/')) pictures.push(`${pathname}${search}`);
  });
  const response = await page.goto('/home');
  // The page itself says who is signed in, and is kept by no cache.
  const html = await response!.text();
  expect(html).toMatch(/<script type="application\/json" id="atelier-boot">\{"session":\{"user":\{"id":"[^"]+"/);
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/home-[^"]+\.js">/);
  expect(response!.headers()['cache-control']).toBe('private, no-store');

  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(api.filter((p) => p.startsWith('/api/tools/recommendations.'))).toEqual(['/api/tools/recommendations.home']);
  expect(api).not.toContain('/api/auth/get-session');

  const first = cards.first().getByRole('img');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('width', '400');
  await expect(first).toHaveAttribute('height', '500');
  expect(await page.locator('img[fetchpriority="high"]').count()).toBe(1);
  // Further down, pictures wait until they come near: none of Discover's own is fetched yet.
  const discover = page.locator('section[data-section="discover"] img');
  await expect(discover.first()).toHaveAttribute('loading', 'lazy');
  const srcsOf = (selector: string) => page.locator(selector).evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')!));
  const above = new Set(await srcsOf('section:not([data-section="discover"]) img'));
  const discoverOnly = (await srcsOf('section[data-section="discover"] img')).filter((src) => !above.has(src));
  expect(discoverOnly.length).toBeGreaterThan(0);
  const fetched = () => pictures.filter((src) => discoverOnly.includes(src));
  expect(fetched()).toEqual([]);
  await discover.first().scrollIntoViewIfNeeded();
  await expect.poll(() => fetched().length).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, 0));

  // Switching the price tab is again one request.
  await page.getByRole('tab', { name: /Budget/ }).click();
  await expect(page.locator('section[data-section="recommended"] [data-testid="product-card"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(api.filter((p) => p.startsWith('/api/tools/recommendations.'))).toEqual(['/api/tools/recommendations.home', '/api/tools/recommendations.home']);
  await expectAccessible(page, '/home');
  await page.screenshot({ path: `${SHOTS}/home-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/home-390.png` });
});

test('a signed-out page says nobody is signed in and asks no session either', async ({ page }) => {
  const api: string[] = [];
  page.on('request', (req: Request) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/api/')) api.push(path);
  });
  const response = await page.goto('/');
  expect(await response!.text()).toContain('<script type="application/json" id="atelier-boot">{"session":null}</script>');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(api).not.toContain('/api/auth/get-session');
  // A room asked for while signed out still goes to sign-in.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/auth\?next=/);
});
