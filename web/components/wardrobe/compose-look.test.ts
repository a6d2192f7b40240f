import { describe, expect, it } from 'vitest';
import type { Product } from '../../../tools/catalogue/contracts.js';
import type { Alternative, LookAnalysis, MissingPiece } from '../../../tools/looks/contracts.js';
import { LOOK_CARD_MAX_ITEMS, LOOK_THEMES, composeLookItems } from './compose-look.js';

const anchor = { id: 'p0', product_name: 'Linen Shirt', brand: 'Quiet Form', price: 120, image_url: '/m/0.svg', category: 'Tops' } as Product;
const alt = (id: string, priceLevel: Alternative['priceLevel'], price: number): Alternative => ({
  productId: id, name: `Piece ${id}`, brand: 'B', price, priceLevel, imageUrl: null, retailerImageUrl: null,
  retailerUrl: 'https://r.example', retailerName: 'R', similarity: 0.8, reason: 'cream, relaxed',
});
const missing = (category: string, essential: boolean, alternatives: Alternative[]): MissingPiece =>
  ({ category, slot: 'shoes', description: category, essential, alternatives });
const look = (pieces: MissingPiece[]) => ({ missingPieces: pieces } as LookAnalysis);

describe('complete-look cards', () => {
  it('are the spec\'s two: Elevated Weekend and Minimalist Chic', () => {
    expect(LOOK_THEMES.map((t) => t.title)).toEqual(['Elevated Weekend', 'Minimalist Chic']);
  });

  it('take the anchor, then essential pieces first, mid-range where there is one, up to 4 items', () => {
    const items = composeLookItems(anchor, look([
      missing('Bags', false, [alt('bag-b', 'budget', 40)]),
      missing('Bottoms', true, [alt('bot-b', 'budget', 50), alt('bot-m', 'mid', 150), alt('bot-l', 'luxury', 900)]),
      missing('Shoes', true, [alt('sh-l', 'luxury', 700)]),
      missing('Accessories', false, [alt('acc-m', 'mid', 120)]),
      missing('Outerwear', false, []),
    ]));
    expect(items.map((i) => i.productId)).toEqual(['p0', 'bot-m', 'sh-l', 'bag-b']);
    expect(items).toHaveLength(LOOK_CARD_MAX_ITEMS);
    expect(items[1]!.role).toBe('Bottoms');
  });

  it('never lists the same product twice, nor one another card already shows', () => {
    const items = composeLookItems(anchor, look([missing('Shoes', true, [alt('p0', 'mid', 120)]), missing('Bags', false, [alt('x', 'mid', 80)])]));
    expect(items.map((i) => i.productId)).toEqual(['p0', 'x']);
    const other = composeLookItems(anchor, look([missing('Shoes', true, [alt('s-m', 'mid', 200), alt('s-l', 'luxury', 800)])]), new Set(['s-m']));
    expect(other.map((i) => i.productId)).toEqual(['p0', 's-l']);
  });
});
