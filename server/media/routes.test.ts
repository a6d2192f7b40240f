import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { avatarUrl, postImageUrl, productImageUrl } from './urls.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('/media', () => {
  it('draws a product as an immutable, cacheable SVG in the item colour', async () => {
    const url = productImageUrl('0f1e2d3c-aaaa-4bbb-8ccc-123456789abc', 'Dresses', 'black');
    const res = await t.app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const body = await res.text();
    expect(body.startsWith('<svg')).toBe(true);
    expect(body).toContain('#1f1f22');
    expect(await (await t.app.request(url)).text()).toBe(body);
  });

  it('draws every category and posts and avatars', async () => {
    for (const k of ['Tops', 'Bottoms', 'Dresses', 'Outerwear', 'Shoes', 'Accessories', 'Bags', 'Jewelry', 'Activewear', 'Sleepwear']) {
      const res = await t.app.request(postImageUrl(`post-${k.toLowerCase()}`, k, 'navy', 'chic'));
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    }
    const avatar = await t.app.request(avatarUrl('cos', 'COS'));
    expect(avatar.status).toBe(200);
    expect(await avatar.text()).toContain('aria-label="COS"');
  });

  it('draws the named item and ignores a malformed item slug', async () => {
    const bracelet = await (await t.app.request(productImageUrl('p1', 'Jewelry', 'cream', 'Pearl Chain Bracelet'))).text();
    const necklace = await (await t.app.request(productImageUrl('p1', 'Jewelry', 'cream', 'Pearl Pendant Necklace'))).text();
    expect(bracelet).not.toBe(necklace);
    const odd = await (await t.app.request('/media/products/p1.svg?k=Jewelry&c=cream&i=%22%3E%3Cscript%3E')).text();
    expect(odd).not.toContain('<script');
    expect(odd).toContain('aria-label="cream Jewelry"');
  });

  it('never echoes markup from the query', async () => {
    const res = await t.app.request('/media/avatars/evil.svg?n=%3Cscript%3Ealert(1)%3C%2Fscript%3E&c=%22%3E%3Cx');
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('<script');
  });

  it('draws a look as a flat lay of up to four pieces, each like its product', async () => {
    const url = '/media/looks/evening.svg?k=Dresses,Outerwear,Bags,Jewelry,Shoes&c=black,black,burgundy,yellow,red&i=silk-slip-dress,tailored-blazer,mini-bag,gold-hoops,heels';
    const res = await t.app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    const body = await res.text();
    expect(body).toContain('aria-label="A look: black silk slip dress, black tailored blazer, burgundy mini bag, yellow gold hoops"');
    // Four pieces, each defined once; the fifth is beyond the limit.
    expect(body.match(/<g id="p\d">/g)).toHaveLength(4);
    expect(body).toContain('#6d1f33');
    expect(body).not.toContain('#b3262e');
    // The same look drawn again is the same picture; another piece changes it.
    expect(await (await t.app.request(url)).text()).toBe(body);
    const other = await (await t.app.request(url.replace('silk-slip-dress', 'wrap-dress'))).text();
    expect(other).not.toBe(body);
  });

  it('draws a look with bad values as neutral pieces and refuses a look without pieces', async () => {
    const odd = await t.app.request('/media/looks/x.svg?k=%3Cscript%3E,Tops&c=%22%3E,navy&i=%3Cb%3E,tee');
    expect(odd.status).toBe(200);
    const body = await odd.text();
    expect(body).not.toContain('<script');
    expect(body).not.toContain('<b>');
    expect(body).toContain('aria-label="A look: neutral Tops, navy tee"');
    expect((await t.app.request('/media/looks/x.svg')).status).toBe(404);
    expect((await t.app.request('/media/looks/x.svg?k=')).status).toBe(404);
  });

  it('answers 404 for unknown kinds and malformed names', async () => {
    expect((await t.app.request('/media/secrets/a.svg')).status).toBe(404);
    expect((await t.app.request('/media/products/..%2Fetc.svg')).status).toBe(404);
    expect((await t.app.request('/media/products/abc.png')).status).toBe(404);
  });
});
