import { describe, expect, it } from 'vitest';
import { CURATED_LOOKS, lookImageUrl } from './landing.js';

/** Product rules §9 wardrobe categories: the drawings know these. */
const CATEGORIES = ['Tops', 'Bottoms', 'Dresses', 'Outerwear', 'Shoes', 'Accessories', 'Bags', 'Jewelry', 'Activewear', 'Sleepwear'];

describe('Curated Looks', () => {
  it('has the spec’s three looks, each with a title, handle, price and description', () => {
    expect(CURATED_LOOKS).toHaveLength(3);
    for (const look of CURATED_LOOKS) {
      expect(look.title).not.toBe('');
      expect(look.handle).toMatch(/^@[a-z0-9._]{2,30}$/);
      expect(look.price).toBeGreaterThan(0);
      expect(look.description).not.toBe('');
    }
  });

  it('draws each look from up to four pieces the catalogue drawings know', () => {
    for (const look of CURATED_LOOKS) {
      expect(look.pieces.length).toBeGreaterThan(0);
      expect(look.pieces.length).toBeLessThanOrEqual(4);
      for (const piece of look.pieces) {
        expect(CATEGORIES).toContain(piece.category);
        expect(piece.item).toMatch(/^[a-z0-9-]{1,60}$/);
      }
    }
  });

  it('puts the pieces in the picture URL as three parallel lists, in order', () => {
    const url = new URL(lookImageUrl('evening', [
      { category: 'Dresses', colour: 'black', item: 'silk-slip-dress' },
      { category: 'Jewelry', colour: 'yellow', item: 'gold-hoops' },
    ]), 'http://x');
    expect(url.pathname).toBe('/media/looks/evening.svg');
    expect(url.searchParams.get('k')).toBe('Dresses,Jewelry');
    expect(url.searchParams.get('c')).toBe('black,yellow');
    expect(url.searchParams.get('i')).toBe('silk-slip-dress,gold-hoops');
  });
});
