import { describe, expect, it } from 'vitest';
import { parsePrice, readProductPage } from './parse.js';

const PAGE = 'https://shop.example.com/p/linen-shirt?colour=white';

const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

describe('readProductPage', () => {
  it('reads a schema.org Product: name, brand object, first offer, image list (made absolute)', () => {
    const html = page('<title>Shop</title>', ld({
      '@context': 'https://schema.org', '@type': 'Product', name: '  Linen   Shirt ', brand: { '@type': 'Brand', name: 'Maison Lin' },
      image: ['/img/linen-1.jpg', '/img/linen-2.jpg'],
      offers: [{ '@type': 'Offer', price: '1,299.00', priceCurrency: 'usd' }, { '@type': 'Offer', price: '5', priceCurrency: 'EUR' }],
    }));
    expect(readProductPage(html, PAGE)).toEqual({
      name: 'Linen Shirt', brand: 'Maison Lin', price: 1299, currency: 'USD', image: 'https://shop.example.com/img/linen-1.jpg', source: 'json-ld',
    });
  });

  it('finds the Product inside @graph, with AggregateOffer and ImageObject', () => {
    const html = page(ld({ '@graph': [{ '@type': 'WebPage' }, {
      '@type': ['Product', 'Thing'], name: 'Wool Coat', brand: 'Nord',
      image: { '@type': 'ImageObject', url: 'https://cdn.example.com/coat.jpg' },
      offers: { '@type': 'AggregateOffer', lowPrice: 420, priceCurrency: 'GBP' },
    }] }));
    expect(readProductPage(html, PAGE)).toMatchObject({ name: 'Wool Coat', brand: 'Nord', price: 420, currency: 'GBP', image: 'https://cdn.example.com/coat.jpg' });
  });

  it('fills gaps from Open Graph and product meta tags, skipping a broken JSON-LD block', () => {
    const html = page(
      '<script type="application/ld+json">{ not json</script>' +
      '<meta property="og:title" content="Silk Slip Dress">' +
      '<meta property="og:image" content="//cdn.example.com/slip.jpg">' +
      '<meta property="product:brand" content="Soie">' +
      '<meta property="product:price:amount" content="189.50">' +
      '<meta property="product:price:currency" content="eur">',
    );
    expect(readProductPage(html, PAGE)).toEqual({
      name: 'Silk Slip Dress', brand: 'Soie', price: 189.5, currency: 'EUR', image: 'https://cdn.example.com/slip.jpg', source: 'open-graph',
    });
  });

  it('uses the title when nothing else names the product, and says it found nothing structured', () => {
    expect(readProductPage(page('<title>Cable Knit Sweater | Shop</title>'), PAGE)).toEqual({
      name: 'Cable Knit Sweater | Shop', brand: null, price: null, currency: null, image: null, source: 'none',
    });
  });

  it('ignores meta tags in the body text and scripts of other types, and refuses non-http images', () => {
    const html = page(
      '<script type="text/javascript">var x = {"@type":"Product","name":"Fake"}</script>' +
      '<meta property="og:image" content="javascript:alert(1)">',
      '<p>&lt;meta property="og:title" content="Not a tag"&gt;</p>',
    );
    expect(readProductPage(html, PAGE)).toMatchObject({ name: null, image: null, source: 'none' });
  });

  it('drops a currency that has no price', () => {
    expect(readProductPage(page(ld({ '@type': 'Product', name: 'Bag', offers: { priceCurrency: 'USD' } })), PAGE))
      .toMatchObject({ price: null, currency: null });
  });
});

describe('parsePrice', () => {
  it.each([
    ['49', 49], ['49.95', 49.95], ['1,299.00', 1299], ['1.299,00', 1299], ['€ 49,95', 49.95], ['$1,299', 1299], [120, 120],
  ] as const)('%j → %d', (input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });

  it.each([['free'], [''], [-5], [Number.NaN], [null], [{}]])('%j → null', (input) => {
    expect(parsePrice(input)).toBeNull();
  });
});
