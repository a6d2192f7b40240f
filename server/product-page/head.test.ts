// @vitest-environment jsdom
/** The product page's head: tags a crawler reads, escaped so a product's words never become markup. */
import { describe, expect, it } from 'vitest';
import { notFoundPageHtml, productJsonLd, productPageHtml, withHead, type ProductHeadInput } from './head.js';

const ORIGIN = 'https://atelier.test';
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Atelier — your AI fashion stylist." />
    <title>Atelier — your AI stylist</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/main.js"></script></body>
</html>`;

const piece = (over: Partial<ProductHeadInput> = {}): ProductHeadInput => ({
  id: '7b0c3f8e-1d2a-4b5c-8d9e-0f1a2b3c4d5e', product_name: 'Wool Blazer', brand: 'Forma', price: 240,
  image_url: '/media/products/blazer.svg?c=black', product_url: '/demo-retailer/7b0c3f8e-1d2a-4b5c-8d9e-0f1a2b3c4d5e',
  affiliate_url: '/demo-retailer/7b0c3f8e-1d2a-4b5c-8d9e-0f1a2b3c4d5e?ref=atelier', retailer_name: 'Northline',
  category: 'Outerwear', product_description: 'Minimalist blazer in black wool, tailored through the line.', color: 'black', ...over,
});

/** The JSON-LD block's text, as a browser would read it. */
const jsonLdOf = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')];
  return { doc, blocks, data: blocks.length ? JSON.parse(blocks[0]!.textContent ?? '') as Record<string, unknown> : null };
};

describe('the product page head', () => {
  it('is a schema.org Product with an offer at the retailer, every address absolute', () => {
    expect(productJsonLd(piece(), ORIGIN)).toEqual({
      '@context': 'https://schema.org', '@type': 'Product',
      '@id': `${ORIGIN}/products/${piece().id}`, url: `${ORIGIN}/products/${piece().id}`, sku: piece().id,
      name: 'Wool Blazer', description: piece().product_description, brand: { '@type': 'Brand', name: 'Forma' },
      category: 'Outerwear', color: 'black', image: [`${ORIGIN}/media/products/blazer.svg?c=black`],
      offers: {
        '@type': 'Offer', price: '240.00', priceCurrency: 'USD', url: `${ORIGIN}${piece().affiliate_url}`,
        seller: { '@type': 'Organization', name: 'Northline' },
      },
    });
  });

  it('replaces the title and the generic description, and adds Open Graph tags and the canonical link', () => {
    const html = productPageHtml(INDEX, piece(), ORIGIN);
    const { doc, data } = jsonLdOf(html);
    expect(doc.title).toBe('Wool Blazer by Forma · Atelier');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    const descriptions = [...doc.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content'));
    expect(descriptions).toEqual([piece().product_description]);
    const og = (p: string) => doc.querySelector(`meta[property="${p}"]`)?.getAttribute('content');
    expect(og('og:type')).toBe('product');
    expect(og('og:title')).toBe('Wool Blazer by Forma · Atelier');
    expect(og('og:url')).toBe(`${ORIGIN}/products/${piece().id}`);
    expect(og('og:image')).toBe(`${ORIGIN}/media/products/blazer.svg?c=black`);
    expect(og('product:price:amount')).toBe('240.00');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/products/${piece().id}`);
    expect(data?.name).toBe('Wool Blazer');
    // All of it in <head>, and the app's body untouched.
    expect(doc.head.querySelectorAll('[data-product-head]').length).toBeGreaterThan(10);
    expect(html.slice(html.indexOf('<body>'))).toBe(INDEX.slice(INDEX.indexOf('<body>')));
  });

  it('never lets a product\'s name close the script element or an attribute', () => {
    const name = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)> & $& $1';
    const html = productPageHtml(INDEX, piece({ product_name: name, brand: '"Quote\' & <Co>', product_description: '</SCRIPT><!-- x' }), ORIGIN);
    // One script element of JSON-LD and the app's own: nothing injected runs.
    const { doc, blocks, data } = jsonLdOf(html);
    expect(blocks).toHaveLength(1);
    expect(doc.querySelectorAll('script')).toHaveLength(2);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html.match(/<\/script>/gi)).toHaveLength(2);
    // The words survive exactly, as data.
    expect(data?.name).toBe(name);
    expect(data?.brand).toMatchObject({ name: '"Quote\' & <Co>' });
    expect(data?.description).toBe('</SCRIPT><!-- x');
    expect(doc.title).toBe(`${name} by "Quote' & <Co> · Atelier`);
    expect(doc.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toBe(name);
  });

  it('shortens a long description for previews at a word, and leaves out a picture it does not have', () => {
    const long = `${'A very long description '.repeat(20)}end.`;
    const { doc, data } = jsonLdOf(productPageHtml(INDEX, piece({ product_description: long, image_url: null, color: null }), ORIGIN));
    const preview = doc.querySelector('meta[property="og:description"]')!.getAttribute('content')!;
    expect(preview.length).toBeLessThanOrEqual(200);
    // Cut after a whole word: what it shows is followed by a space in the full text.
    expect(preview.endsWith('…')).toBe(true);
    expect(long.startsWith(`${preview.slice(0, -1)} `)).toBe(true);
    expect(data?.description).toBe(long);
    expect(doc.querySelector('meta[property="og:image"]')).toBeNull();
    expect(doc.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('color');
  });

  it('keeps the app\'s not-found page out of search results', () => {
    const doc = new DOMParser().parseFromString(notFoundPageHtml(INDEX), 'text/html');
    expect(doc.title).toBe('Page not found · Atelier');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('serves a page without a head unchanged', () => {
    expect(withHead('<p>no head</p>', { title: 'x', tags: ['<meta name="a" content="b" />'] })).toBe('<p>no head</p>');
  });
});
