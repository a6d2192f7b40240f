import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JSONLD_MAX_CHARS, pageProductSchema } from './protocol.js';
import { readProductJsonLd } from './jsonld.js';

const BASE = 'https://shop.example/p/wrap-dress?ref=home';
const read = (...blocks: unknown[]) => readProductJsonLd(blocks.map((b) => (typeof b === 'string' ? b : JSON.stringify(b))), BASE);

const dress = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Linen Wrap Dress',
  brand: { '@type': 'Brand', name: 'Maison Lune' },
  sku: 'MLD-042',
  image: ['/img/dress.jpg', 'https://cdn.shop.example/dress-2.jpg'],
  category: 'Dresses',
  description: 'A sand linen wrap dress for summer evenings.',
  offers: { '@type': 'Offer', price: '129.00', priceCurrency: 'eur', url: 'https://shop.example/p/wrap-dress' },
  url: 'https://shop.example/p/wrap-dress',
};

describe('readProductJsonLd', () => {
  it('reads name, brand, price, currency, image, sku, url, category and description', () => {
    expect(read(dress)).toEqual({
      name: 'Linen Wrap Dress', brand: 'Maison Lune', price: 129, currency: 'EUR', image: 'https://shop.example/img/dress.jpg',
      sku: 'MLD-042', url: 'https://shop.example/p/wrap-dress', category: 'Dresses', description: 'A sand linen wrap dress for summer evenings.',
    });
  });

  it('finds the product in @graph, arrays and mainEntity, with any of the Product types', () => {
    expect(read({ '@graph': [{ '@type': 'BreadcrumbList' }, { ...dress, '@type': ['Thing', 'Product'] }] })?.name).toBe('Linen Wrap Dress');
    expect(read([{ '@type': 'Organization', name: 'Shop' }, dress])?.name).toBe('Linen Wrap Dress');
    expect(read({ '@type': 'WebPage', mainEntity: { ...dress, '@type': 'ProductGroup' } })?.name).toBe('Linen Wrap Dress');
    expect(read({ ...dress, '@type': 'https://schema.org/Product' })?.name).toBe('Linen Wrap Dress');
    expect(read({ '@type': 'Organization', name: 'Not a product' })).toBeNull();
  });

  it('takes brand strings, offer lists, aggregate offers and price specifications', () => {
    expect(read({ '@type': 'Product', name: 'Tote', brand: 'Nord', offers: [{ price: 'n/a' }, { price: 80, priceCurrency: 'USD' }] }))
      .toEqual({ name: 'Tote', brand: 'Nord', price: 80, currency: 'USD' });
    expect(read({ '@type': 'Product', name: 'Tote', offers: { '@type': 'AggregateOffer', lowPrice: '45.5', priceCurrency: 'GBP' } })).toMatchObject({ price: 45.5, currency: 'GBP' });
    expect(read({ '@type': 'Product', name: 'Tote', offers: { priceSpecification: { price: 12, priceCurrency: 'SEK' } } })).toMatchObject({ price: 12, currency: 'SEK' });
  });

  it('drops wrong types and unsafe values field by field', () => {
    const hostile = {
      '@type': 'Product',
      name: '  <script>alert(1)</script>\u0000 Dress  ',
      brand: { name: { nested: true } },
      offers: { price: -5, priceCurrency: 'euros' },
      image: 'javascript:alert(1)',
      url: 'data:text/html,<script>alert(1)</script>',
      sku: ['a'],
      category: 42,
    };
    // Text is only ever shown as text, so markup stays inert; control characters go.
    expect(read(hostile)).toEqual({ name: '<script>alert(1)</script> Dress', category: '42' });
  });

  it('refuses oversized input: a 1 MB string, a block over the cap, a long name', () => {
    expect(read({ '@type': 'Product', name: 'x'.repeat(1024 * 1024) })).toBeNull();
    const padded = JSON.stringify({ ...dress, padding: 'x'.repeat(JSONLD_MAX_CHARS) });
    expect(read(padded)).toBeNull();
    expect(read(padded, { '@type': 'Product', name: 'Second block' })?.name).toBe('Second block');
    expect(read({ '@type': 'Product', name: 'n'.repeat(201) })).toBeNull();
    expect(read({ ...dress, description: 'd'.repeat(5000) })?.description).toHaveLength(1000);
  });

  it('skips malformed blocks and survives deep or wide graphs', () => {
    expect(read('{not json', '', 'null', '42', dress)?.name).toBe('Linen Wrap Dress');
    const deep = `${'['.repeat(5000)}${JSON.stringify(dress)}${']'.repeat(5000)}`;
    expect(read(deep)).toBeNull(); // deeper than the node budget: given up on, not a stack overflow
    expect(read(`${'['.repeat(50)}${JSON.stringify(dress)}${']'.repeat(50)}`)?.name).toBe('Linen Wrap Dress');
    expect(read({ '@graph': Array.from({ length: 10_000 }, () => ({ '@type': 'Thing' })).concat([dress]) })).toBeNull();
  });

  it('always returns null or a product the shared schema accepts', () => {
    fc.assert(fc.property(fc.jsonValue(), fc.record({ name: fc.jsonValue(), brand: fc.jsonValue(), offers: fc.jsonValue(), image: fc.jsonValue(), sku: fc.jsonValue(), url: fc.jsonValue() }), (noise, fields) => {
      for (const block of [noise, { '@type': 'Product', ...fields }]) {
        const product = read(block);
        if (product !== null) expect(pageProductSchema.safeParse(product).success).toBe(true);
      }
    }), { numRuns: 500 });
  });
});
