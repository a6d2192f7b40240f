import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';
import { linkPreviewSchema } from '../analysis/contracts.js';
import { fetchLinkPreview, LinkPreviewError } from './fetch.js';

const PRODUCT_HTML = `<!doctype html><html><head><title>Linen Shirt – Shop</title>
<meta property="og:title" content="Linen Shirt (OG)">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Linen Shirt","brand":{"@type":"Brand","name":"Maison Lin"},
"image":"/img/shirt.jpg","offers":{"@type":"Offer","price":"89.00","priceCurrency":"USD"}}</script></head><body></body></html>`;

/** A page whose JSON-LD sits after 2.5 MB of padding: only the Open Graph head is within the cap. */
const HUGE_HTML = `<html><head><meta property="og:title" content="Head Only"></head><body>${'x'.repeat(2.5 * 1024 * 1024)}` +
  `<script type="application/ld+json">{"@type":"Product","name":"Too Far"}</script></body></html>`;

let site: Server;
let base: string;

beforeAll(async () => {
  site = createServer((req, res) => {
    const html = (body: string | Buffer, headers: Record<string, string> = {}) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
      res.end(body);
    };
    switch (req.url) {
      case '/product': return html(PRODUCT_HTML);
      case '/gzip': return html(gzipSync(PRODUCT_HTML), { 'content-encoding': 'gzip' });
      case '/moved': res.writeHead(301, { location: '/product' }); return res.end();
      case '/loop': res.writeHead(302, { location: '/loop' }); return res.end();
      case '/huge': return html(HUGE_HTML);
      case '/image': res.writeHead(200, { 'content-type': 'image/png' }); return res.end(Buffer.alloc(10));
      case '/slow': return setTimeout(() => html(PRODUCT_HTML), 2000);
      default: res.writeHead(404, { 'content-type': 'text/html' }); return res.end('<h1>Not found</h1>');
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

const preview = (t: TestApp, url: unknown, user?: TestUser) => callTool(t, 'links.preview', { url }, user);

describe('links.preview with ALLOW_PRIVATE_FETCH (a local test page)', () => {
  let t: TestApp;
  let shopper: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ ALLOW_PRIVATE_FETCH: 'true' });
    shopper = await signUpVerified(t);
  });
  afterAll(() => t.close());

  it('reads name, brand, price, currency and image from the JSON-LD', async () => {
    const res = await preview(t, `${base}/product`, shopper);
    expect(res.status).toBe(200);
    expect(linkPreviewSchema.parse(res.body)).toEqual({
      url: `${base}/product`, name: 'Linen Shirt', brand: 'Maison Lin', price: 89, currency: 'USD', image: `${base}/img/shirt.jpg`, source: 'json-ld',
    });
  });

  it('follows redirects and reads compressed pages', async () => {
    expect((await preview(t, `${base}/moved`, shopper)).body).toMatchObject({ url: `${base}/product`, name: 'Linen Shirt' });
    expect((await preview(t, `${base}/gzip`, shopper)).body).toMatchObject({ name: 'Linen Shirt', price: 89 });
  });

  it('reads at most 2 MB of a page', async () => {
    expect((await preview(t, `${base}/huge`, shopper)).body).toMatchObject({ name: 'Head Only', source: 'open-graph' });
  });

  it.each([
    ['/missing', 404, /answered with status 404/],
    ['/image', 400, /not a web page/],
    ['/loop', 404, /redirects too many times/],
  ])('answers %s with %i and says why', async (path, status, message) => {
    const res = await preview(t, `${base}${path}`, shopper);
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
  });

  it('allows 30 previews a minute per shopper, then 429', async () => {
    const busy = await signUpVerified(t);
    for (let i = 0; i < 30; i++) expect((await preview(t, `${base}/image`, busy)).status).toBe(400);
    expect((await preview(t, `${base}/product`, busy)).status).toBe(429);
    expect((await preview(t, `${base}/product`, shopper)).status).toBe(200); // others are not slowed down
  });

  it('refuses guests and anything but an http(s) URL', async () => {
    expect((await preview(t, `${base}/product`)).status).toBe(401);
    for (const url of ['ftp://example.com/x', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url', 42]) {
      expect((await preview(t, url, shopper)).status).toBe(400);
    }
  });
});

describe('links.preview as a real server runs it (NODE_ENV=development: public addresses only)', () => {
  let t: TestApp;
  let shopper: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'development' });
    shopper = await signUpVerified(t);
  });
  afterAll(() => t.close());

  it.each(['127.0.0.1', 'localhost', '[::1]', '10.0.0.1', '169.254.169.254'])('refuses the private or local address %s', async (host) => {
    const port = (site.address() as AddressInfo).port;
    const res = await preview(t, `http://${host}:${port}/product`, shopper);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/private or local/);
  });
});

describe('links.preview under test (NODE_ENV=test)', () => {
  let t: TestApp;
  let shopper: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    shopper = await signUpVerified(t);
  });
  afterAll(() => t.close());

  it('reads its own loopback test pages and refuses every other host without touching the network', async () => {
    expect((await preview(t, `${base}/product`, shopper)).body).toMatchObject({ name: 'Linen Shirt' });
    const res = await preview(t, 'https://shop.example.com/p/1', shopper);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/only its own test pages/);
  });
});

describe('fetchLinkPreview', () => {
  it('gives up after its timeout', async () => {
    await expect(fetchLinkPreview(`${base}/slow`, { scope: 'private', timeoutMs: 200 }))
      .rejects.toEqual(expect.objectContaining({ code: 'timeout' }));
  });

  it('refuses loopback without the test flag, when called from code too', async () => {
    const error = await fetchLinkPreview(`${base}/moved`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LinkPreviewError);
    expect((error as LinkPreviewError).code).toBe('blocked_address');
  });
});
