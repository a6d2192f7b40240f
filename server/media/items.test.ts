import { describe, expect, it } from 'vitest';
import { GARMENTS, JEWELRY_FINISHES } from '../demo/words.js';
import { ITEM_KINDS, itemKind, itemSlug } from './items.js';
import { productSvg } from './svg.js';
import { productImageUrl } from './urls.js';

describe('item kinds', () => {
  it('draws the item the product names, not just its category', () => {
    expect(itemKind('Pearl Chain Bracelet', 'Jewelry')).toBe('bracelet');
    expect(itemKind('Gold Pearl Earrings', 'Jewelry')).toBe('earrings');
    expect(itemKind('Sterling Silver Signet Ring', 'Jewelry')).toBe('ring');
    expect(itemKind('Sunglasses', 'Accessories')).toBe('sunglasses');
    expect(itemKind('Relaxed Cotton Bucket Hat', 'Accessories')).toBe('bucket-hat');
    expect(itemKind('Relaxed Cotton Shirt Dress', 'Dresses')).toBe('shirt-dress');
    expect(itemKind('Fitted Silk Camisole', 'Tops')).toBe('camisole');
    expect(itemKind('', 'Bags')).toBe('tote');
  });

  it('gives every demo garment a kind of its own category rather than the fallback', () => {
    for (const [category, garments] of Object.entries(GARMENTS)) {
      for (const g of garments) {
        const name = category === 'Jewelry' ? `${JEWELRY_FINISHES[0]!.finish} ${g.name}` : g.name;
        expect(ITEM_KINDS).toContain(itemKind(name, category));
      }
    }
    const kinds = new Set(Object.entries(GARMENTS).flatMap(([c, gs]) => gs.map((g) => itemKind(g.name, c))));
    expect(kinds.size).toBeGreaterThan(45);
  });

  it('puts the item slug in the URL, and different items draw different pictures', () => {
    expect(productImageUrl('abc', 'Jewelry', 'cream', 'Pearl Chain Bracelet')).toBe('/media/products/abc.svg?k=Jewelry&c=cream&i=pearl-chain-bracelet');
    expect(itemSlug('Wide-Leg <Linen> Trousers')).toBe('wide-leg-linen-trousers');
    const ring = productSvg('x', 'Jewelry', 'yellow', 'gold-signet-ring');
    const necklace = productSvg('x', 'Jewelry', 'yellow', 'gold-pendant-necklace');
    expect(ring).not.toBe(necklace);
    expect(ring).toContain('aria-label="yellow gold signet ring"');
  });
});
