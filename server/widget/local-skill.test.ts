import { describe, expect, it } from 'vitest';
import { STYLE_THIS, pageLookReply } from './local-skill.js';
import type { LookAnalysis } from '../../tools/looks/contracts.js';

describe('atelier-local\'s "style this" skill', () => {
  it('recognises the ways shoppers ask what goes with the product', () => {
    for (const text of ['Style this', 'what goes with this?', 'What would go with it', 'what should I wear with it?', 'how do I pair this', 'complete the look', 'help me style it']) {
      expect(STYLE_THIS.test(text), text).toBe(true);
    }
    for (const text of ['black boots under $150', 'show my dressing room', 'this is nice', 'stylish bags']) {
      expect(STYLE_THIS.test(text), text).toBe(false);
    }
  });

  it('answers from the look only: the closest piece per missing slot, with exact names and prices', () => {
    const alt = (name: string, price: number, similarity: number) => ({
      productId: name, name, brand: 'House', price, priceLevel: 'mid' as const, imageUrl: null, retailerImageUrl: null, retailerUrl: 'https://r.example', retailerName: 'R', similarity, reason: '',
    });
    const look: LookAnalysis = {
      basis: 'product-nearest-wardrobe', anchor: null, completionScore: 40, palette: [], aesthetics: [], styleNotes: [],
      ownedPieces: [{ name: 'My black blazer', imageUrl: null, source: 'wardrobe', id: 'w', category: 'Outerwear', slot: 'outerwear', similarity: 0.5 }],
      missingPieces: [
        { category: 'Shoes', slot: 'shoes', description: '', essential: true, alternatives: [alt('Cheap Loafers', 60, 0.4), alt('Suede Boots', 1550, 0.7)] },
        { category: 'Bags', slot: 'bag', description: '', essential: false, alternatives: [] },
      ],
    };
    expect(pageLookReply({ ok: true, look }, 'Wrap Dress')).toBe([
      'Here\'s what goes with the Wrap Dress:',
      '1. Shoes: Suede Boots by House, $1,550.00',
      'From your wardrobe: My black blazer.',
      'Each card has the other price levels; "Add to cart" puts a piece in your cart here.',
    ].join('\n'));
    expect(pageLookReply({ ok: true, look: { ...look, missingPieces: [] } }, 'Wrap Dress')).toMatch(/couldn't find pieces/);
    expect(pageLookReply({ ok: false, message: 'try again' }, 'Wrap Dress')).toBe('Sorry, I couldn\'t style the Wrap Dress: try again');
  });
});
