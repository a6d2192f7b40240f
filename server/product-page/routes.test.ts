// @vitest-environment node
/**
 * /products/:id answers with the web app's page and the product's head already in the HTML (a
 * crawler runs no script); an unknown id is the app's not-found page with a 404. The demo
 * retailer page says it is a demo. The demo catalogue and databases seeded before it link there.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { fittingRoomItems, influencerAccounts, influencerPosts, products, seedRuns } from '../db/schema.js';
import { silentLogger } from '../log.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { signUpVerified } from '../test/users.js';
import { generateCatalogue, DEMO_COUNTS } from '../demo/catalogue.js';
import { DEMO_SEED } from '../demo/prng.js';
import { RELINK_RUN, relinkDemoRetailers } from '../demo/relink-retailers.js';
import { demoAffiliateUrl, demoRetailerUrl } from '../../shared/demo-retailer.js';
import { DEMO_NOTICE_HEADING } from './demo-retailer.js';

let t: TestApp;
let spa: ReturnType<typeof createApp>;
let productId: string;
const INDEX = '<!doctype html><html lang="en"><head><meta name="description" content="generic" /><title>Atelier — your AI stylist</title></head><body><div id="root"></div></body></html>';
const NAME = 'Silk Slip </script><script>alert(1)</script> Dress';

beforeAll(async () => {
  t = await createTestApp();
  const webDir = mkdtempSync(join(tmpdir(), 'atelier-web-'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  spa = createApp({ config: t.config, db: t.database.db, auth: t.auth, log: silentLogger, webDir });
  const id = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
  await t.database.db.insert(products).values({
    id, productName: NAME, brand: 'Lune & Co', price: 189, priceTier: 'mid', imageUrl: '/media/products/slip.svg',
    productUrl: demoRetailerUrl(id), affiliateUrl: demoAffiliateUrl(id), retailerName: 'Maison Verre', category: 'Dresses',
    productDescription: 'A champagne silk slip dress, cut on the bias.', color: 'champagne',
  });
  productId = id;
});
afterAll(async () => t.close());

describe('GET /products/:id', () => {
  it('is the web app with the product\'s JSON-LD, Open Graph tags and title in the HTML', async () => {
    const res = await spa.request(`/products/${productId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    const block = /<script type="application\/ld\+json" id="product-json-ld">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(block!) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Product', name: NAME, sku: productId, url: `http://localhost:3000/products/${productId}`,
      offers: { price: '189.00', priceCurrency: 'USD', url: `http://localhost:3000/demo-retailer/${productId}?ref=atelier` },
    });
    expect(html).toContain('<meta property="og:type" content="product" data-product-head />');
    expect(html).toContain(`<meta property="og:url" content="http://localhost:3000/products/${productId}" data-product-head />`);
    expect(html).toContain('<title>Silk Slip &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; Dress by Lune &#38; Co · Atelier</title>');
    expect(html).not.toContain('content="generic"');
    // The name never closes the data block: the only </script>s are the two data blocks' own
    // (the product's JSON-LD and the page's session).
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('<script type="application/json" id="atelier-boot">{"session":null}</script>');
  });

  it('is the same for a signed-in shopper: the head is the public page\'s', async () => {
    const shopper = await signUpVerified(t);
    const res = await spa.request(`/products/${productId}`, { headers: { cookie: shopper.cookie } });
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('% match');
  });

  it('answers an unknown or malformed id with the app\'s not-found page and a 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '%3Cscript%3E']) {
      const res = await spa.request(`/products/${id}`);
      expect(res.status, id).toBe(404);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('application/ld+json');
    }
  });
});

describe('GET /demo-retailer/:id', () => {
  it('says plainly it is a demo retailer, shows the piece and links back to it on Atelier', async () => {
    const res = await t.app.request(`/demo-retailer/${productId}?ref=atelier`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(DEMO_NOTICE_HEADING);
    expect(html).toContain('Maison Verre is not a real shop');
    expect(html).toContain('nothing here can be bought');
    expect(html).toContain(`href="/products/${productId}"`);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('<script');
  });

  it('says a piece it does not know is not in the demo catalogue, with a 404', async () => {
    const res = await t.app.request('/demo-retailer/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(DEMO_NOTICE_HEADING);
  });
});

describe('the demo catalogue\'s retailer links', () => {
  it('go to the demo retailer page, never to a made-up domain', () => {
    const catalogue = generateCatalogue({ seed: DEMO_SEED, now: new Date('2026-05-01T00:00:00Z'), ...DEMO_COUNTS });
    for (const p of catalogue.products) {
      expect(p.productUrl).toBe(`/demo-retailer/${p.id}`);
      expect(p.affiliateUrl).toBe(`/demo-retailer/${p.id}?ref=atelier`);
    }
    const linked = catalogue.posts.filter((p) => p.linkUrl);
    expect(linked.length).toBeGreaterThan(0);
    for (const post of linked) expect(post.linkUrl).toMatch(/^\/demo-retailer\/[0-9a-f-]{36}$/);
  });

  it('are moved there, once, in a database seeded before: products, posts and saved pieces; other links stay', async () => {
    const db = t.database.db;
    const legacyId = '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    const legacyUrl = `https://maison-verre.example/products/linen-shirt-${legacyId.slice(0, 8)}`;
    const typed = 'https://shop.example/products/my-own-link-12345678';
    await db.insert(products).values([
      {
        id: legacyId, productName: 'Linen Shirt', brand: 'Forma', price: 80, priceTier: 'budget', productUrl: legacyUrl,
        affiliateUrl: `${legacyUrl}?ref=atelier`, retailerName: 'Maison Verre', category: 'Tops', productDescription: 'A linen shirt.', color: 'white',
      },
      { productName: 'Typed Link', brand: 'Other', price: 80, priceTier: 'budget', productUrl: typed, retailerName: 'Other', category: 'Tops', productDescription: 'x' },
    ]);
    const [account] = await db.insert(influencerAccounts).values({ handle: 'relink.test', displayName: 'Relink', category: 'fashion' }).returning();
    await db.insert(influencerPosts).values({ influencerId: account!.id, platformPostId: 'relink-1', caption: 'linen', linkUrl: legacyUrl, postedAt: new Date() });
    const shopper = await signUpVerified(t);
    await db.insert(fittingRoomItems).values([
      { userId: shopper.id, externalProductId: legacyId, itemName: 'Linen Shirt', itemUrl: legacyUrl, affiliateLink: `${legacyUrl}?ref=atelier` },
      { userId: shopper.id, externalProductId: 'custom-1', itemName: 'Mine', itemUrl: typed },
    ]);
    await db.delete(seedRuns).where(eq(seedRuns.name, RELINK_RUN));

    expect(await relinkDemoRetailers(db, silentLogger)).toEqual({ products: 1, posts: 1, dressingRoom: 1 });
    const [moved] = await db.select().from(products).where(eq(products.id, legacyId));
    expect(moved).toMatchObject({ productUrl: `/demo-retailer/${legacyId}`, affiliateUrl: `/demo-retailer/${legacyId}?ref=atelier` });
    expect((await db.select().from(influencerPosts).where(eq(influencerPosts.platformPostId, 'relink-1')))[0]!.linkUrl).toBe(`/demo-retailer/${legacyId}`);
    const saved = await db.select().from(fittingRoomItems).where(eq(fittingRoomItems.userId, shopper.id));
    expect(saved.find((s) => s.externalProductId === legacyId)).toMatchObject({ itemUrl: `/demo-retailer/${legacyId}`, affiliateLink: `/demo-retailer/${legacyId}?ref=atelier` });
    expect(saved.find((s) => s.externalProductId === 'custom-1')!.itemUrl).toBe(typed);
    expect((await db.select().from(products).where(eq(products.productUrl, typed)))).toHaveLength(1);
    const left = await db.select({ id: products.id }).from(products).where(or(like(products.productUrl, '%.example/products/%-' + legacyId.slice(0, 8))));
    expect(left).toHaveLength(0);
    // Once: the second start finds the run recorded and does nothing.
    expect(await relinkDemoRetailers(db, silentLogger)).toBeNull();
  });
});
