import { describe, expect, it } from 'vitest';
import { dressingRoomItemList, serialiseJsonLd, type StructuredPiece } from './structured-data.js';

const piece = (i: number, over: Partial<StructuredPiece> = {}): StructuredPiece => ({
  item_name: `Piece ${i}`, brand: 'Maison Lune', price: 120 + i, image_url: `/media/products/${i}.svg`,
  item_url: `https://shop.example/p/${i}`, category: 'Tops', color: 'black', is_in_cart: false, ...over,
});

describe('dressing-room ItemList JSON-LD', () => {
  it('lists at most 20 pieces, in order, priced in USD with absolute image URLs', () => {
    const list = dressingRoomItemList(Array.from({ length: 25 }, (_, i) => piece(i)), 'https://atelier.test');
    expect(list['@type']).toBe('ItemList');
    expect(list.numberOfItems).toBe(20);
    expect(list.itemListElement).toHaveLength(20);
    expect(list.itemListElement[0]).toEqual({
      '@type': 'ListItem', position: 1,
      item: {
        '@type': 'Product', name: 'Piece 0', brand: { '@type': 'Brand', name: 'Maison Lune' },
        image: 'https://atelier.test/media/products/0.svg', category: 'Tops', color: 'black', url: 'https://shop.example/p/0',
        offers: { '@type': 'Offer', price: '120.00', priceCurrency: 'USD', url: 'https://shop.example/p/0' },
      },
    });
    expect(list.itemListElement[19]!.position).toBe(20);
  });

  it('leaves out what a piece does not have (no price → no offer; neutral is not a colour)', () => {
    const [only] = dressingRoomItemList([piece(1, { price: null, brand: null, image_url: null, item_url: null, color: 'neutral' })], 'https://a.test').itemListElement;
    expect(only!.item).toEqual({ '@type': 'Product', name: 'Piece 1', category: 'Tops' });
  });

  it('serialises so a name cannot close the script element', () => {
    const text = serialiseJsonLd(dressingRoomItemList([piece(1, { item_name: '</script><script>alert(1)</script>' })], 'https://a.test'));
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(JSON.parse(text).itemListElement[0].item.name).toBe('</script><script>alert(1)</script>');
  });
});
