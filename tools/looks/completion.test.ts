import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPLETION_POINTS, OUTFIT_SLOTS, emptyOutfit, placePiece, type Outfit, type OutfitSlot } from '../outfits/rules.js';
import { headingColours, lookCompletion } from './complete.js';

const piece = (id: string) => ({ source: 'wardrobe' as const, id });
const SCORED: readonly OutfitSlot[] = OUTFIT_SLOTS;

describe('lookCompletion', () => {
  it('never reads 0 for a look with a piece in a slot: a lone sweater is half a base', () => {
    const sweater = placePiece(emptyOutfit(), 'top', piece('merino'));
    expect(lookCompletion(sweater)).toBe(COMPLETION_POINTS.base / 2);
    expect(lookCompletion(placePiece(emptyOutfit(), 'bottom', piece('jeans')))).toBe(COMPLETION_POINTS.base / 2);
    expect(lookCompletion(emptyOutfit())).toBe(0);
  });

  it('gives a full base its full points and never passes 100', () => {
    let o: Outfit = placePiece(placePiece(emptyOutfit(), 'top', piece('t')), 'bottom', piece('b'));
    expect(lookCompletion(o)).toBe(COMPLETION_POINTS.base);
    for (const slot of ['shoes', 'bag', 'outerwear'] as const) o = placePiece(o, slot, piece(slot));
    for (let i = 0; i < 4; i++) o = placePiece(o, 'accessories', piece(`a${i}`));
    expect(lookCompletion(o)).toBe(100);
  });

  it('agrees with what is there: any non-empty set of slotted pieces scores above 0, and adding one never lowers it (property)', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...SCORED), { minLength: 1, maxLength: 8 }), (slots) => {
      let o: Outfit = emptyOutfit();
      let last = 0;
      slots.forEach((slot, i) => {
        const next = placePiece(o, slot, piece(`p${i}`));
        // A dress replaces separates and the reverse: only count placements that keep every piece.
        const kept = [next.dress, next.top, next.bottom, next.outerwear, next.shoes, next.bag].filter(Boolean).length + next.accessories.length;
        const before = [o.dress, o.top, o.bottom, o.outerwear, o.shoes, o.bag].filter(Boolean).length + o.accessories.length;
        if (kept > before) expect(lookCompletion(next)).toBeGreaterThanOrEqual(last);
        o = next;
        last = lookCompletion(o);
        expect(last).toBeGreaterThan(0);
      });
    }));
  });
});

describe('headingColours', () => {
  it('names the look\'s colours only when every listed piece is one of them', () => {
    expect(headingColours(['navy', 'grey'], ['white', 'navy'])).toEqual([]);
    expect(headingColours(['navy', 'grey'], ['navy', 'Navy blue'])).toEqual(['navy']);
    expect(headingColours(['navy', 'grey'], ['grey', 'navy'])).toEqual(['navy', 'grey']);
    expect(headingColours(['navy', 'grey'], [null])).toEqual([]);
  });

  it('keeps the look\'s colours as a wish when nothing is listed', () => {
    expect(headingColours(['navy', 'grey'], [])).toEqual(['navy', 'grey']);
    expect(headingColours([], ['white'])).toEqual([]);
  });
});
