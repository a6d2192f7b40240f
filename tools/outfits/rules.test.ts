import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../recommendations/vocabulary.js';
import {
  ACCESSORY_LIMIT, CATEGORY_SLOTS, OUTFIT_HINT_LIMIT, OUTFIT_SLOTS, SLOT_CATEGORIES, clearSlot, completionScore,
  containsPiece, emptyOutfit, hasBase, outfitHints, outfitPieces, outfitProblems, pieceKey, placePiece,
  placementRefusal, removePiece, slotForPiece, slotFromText, type Outfit, type OutfitSlot, type PieceRef,
} from './rules.js';

const w = (id: string): PieceRef => ({ source: 'wardrobe', id });
const p = (id: string): PieceRef => ({ source: 'product', id });

const build = (...steps: [OutfitSlot, PieceRef][]): Outfit =>
  steps.reduce<Outfit>((o, [slot, piece]) => placePiece(o, slot, piece), emptyOutfit());

describe('placing pieces', () => {
  it('a dress clears top and bottom; a top or bottom clears the dress', () => {
    const separates = build(['top', w('t')], ['bottom', w('b')]);
    const dressed = placePiece(separates, 'dress', w('d'));
    expect(dressed).toMatchObject({ dress: w('d'), top: null, bottom: null });
    expect(placePiece(dressed, 'top', w('t2'))).toMatchObject({ dress: null, top: w('t2'), bottom: null });
    expect(placePiece(dressed, 'bottom', w('b2'))).toMatchObject({ dress: null, top: null, bottom: w('b2') });
  });

  it('keeps shoes, bag, outerwear and accessories when the base changes', () => {
    const o = build(['shoes', w('s')], ['bag', w('g')], ['outerwear', w('o')], ['accessories', w('a')], ['top', w('t')]);
    expect(placePiece(o, 'dress', w('d'))).toMatchObject({ shoes: w('s'), bag: w('g'), outerwear: w('o'), accessories: [w('a')] });
  });

  it('replaces the piece in a single slot', () => {
    expect(build(['shoes', w('s1')], ['shoes', w('s2')]).shoes).toEqual(w('s2'));
  });

  it('adds accessories only below the limit and never twice', () => {
    const three = build(['accessories', w('a1')], ['accessories', w('a2')], ['accessories', w('a3')]);
    expect(three.accessories).toHaveLength(ACCESSORY_LIMIT);
    expect(placementRefusal(three, 'accessories', w('a4'))).toBe('accessory_limit');
    expect(placePiece(three, 'accessories', w('a4'))).toBe(three);
    const one = build(['accessories', w('a1')]);
    expect(placementRefusal(one, 'accessories', w('a1'))).toBe('duplicate_accessory');
    expect(placePiece(one, 'accessories', w('a1'))).toBe(one);
    // The same id from another source is another piece.
    expect(placePiece(one, 'accessories', p('a1')).accessories).toEqual([w('a1'), p('a1')]);
  });

  it('moves a piece that is already elsewhere in the outfit', () => {
    const o = build(['accessories', w('x')], ['bag', w('x')]);
    expect(o.bag).toEqual(w('x'));
    expect(o.accessories).toEqual([]);
  });

  it('never changes the outfit it was given', () => {
    const o = Object.freeze(build(['top', w('t')]));
    const before = JSON.stringify(o);
    placePiece(o, 'dress', w('d'));
    removePiece(o, w('t'));
    clearSlot(o, 'top');
    expect(JSON.stringify(o)).toBe(before);
  });

  it('removes a piece and clears slots', () => {
    const o = build(['top', w('t')], ['bottom', w('b')], ['accessories', w('a1')], ['accessories', w('a2')]);
    expect(removePiece(o, w('a1')).accessories).toEqual([w('a2')]);
    expect(removePiece(o, w('t')).top).toBeNull();
    expect(clearSlot(o, 'accessories').accessories).toEqual([]);
    expect(clearSlot(o, 'bottom')).toMatchObject({ top: w('t'), bottom: null });
    expect(containsPiece(o, w('b'))).toBe(true);
    expect(containsPiece(o, p('b'))).toBe(false);
    expect(outfitPieces(o).map((x) => x.slot)).toEqual(['top', 'bottom', 'accessories', 'accessories']);
  });
});

describe('completion score', () => {
  it.each<[string, [OutfitSlot, PieceRef][], number]>([
    ['empty', [], 0],
    ['a top alone', [['top', w('t')]], 0],
    ['top + bottom', [['top', w('t')], ['bottom', w('b')]], 50],
    ['a dress', [['dress', w('d')]], 50],
    ['dress + shoes', [['dress', w('d')], ['shoes', w('s')]], 70],
    ['dress + shoes + bag', [['dress', w('d')], ['shoes', w('s')], ['bag', w('g')]], 80],
    ['dress + shoes + bag + outerwear', [['dress', w('d')], ['shoes', w('s')], ['bag', w('g')], ['outerwear', w('o')]], 90],
    ['one accessory', [['accessories', w('a1')]], 4],
    ['two accessories', [['accessories', w('a1')], ['accessories', w('a2')]], 8],
    ['three accessories, capped at 10', [['accessories', w('a1')], ['accessories', w('a2')], ['accessories', w('a3')]], 10],
    ['everything', [
      ['top', w('t')], ['bottom', w('b')], ['shoes', w('s')], ['bag', w('g')], ['outerwear', w('o')],
      ['accessories', w('a1')], ['accessories', w('a2')], ['accessories', w('a3')],
    ], 100],
  ])('%s scores %i', (_name, steps, score) => {
    expect(completionScore(build(...steps))).toBe(score);
  });

  it('is capped at 100 even for an outfit that breaks the rules', () => {
    const broken: Outfit = {
      dress: w('d'), top: w('t'), bottom: w('b'), outerwear: w('o'), shoes: w('s'), bag: w('g'),
      accessories: [w('a1'), w('a2'), w('a3'), w('a4'), w('a5')],
    };
    expect(completionScore(broken)).toBe(100);
    expect(outfitProblems(broken)).toEqual(['dress_with_separates', 'too_many_accessories']);
  });
});

describe('hints', () => {
  it('asks for the base, shoes and a bag first, at most three', () => {
    expect(outfitHints(emptyOutfit()).map((h) => h.text)).toEqual(['Add a dress or a top + bottom', 'Add shoes', 'Add a bag']);
  });
  it('names the missing half of a base', () => {
    expect(outfitHints(build(['top', w('t')]))[0]!.text).toBe('Add a bottom to go with your top');
    expect(outfitHints(build(['bottom', w('b')]))[0]!.text).toBe('Add a top to go with your bottom');
  });
  it('asks for accessories only when fewer than two', () => {
    const base = build(['dress', w('d')], ['shoes', w('s')], ['bag', w('g')]);
    expect(outfitHints(base).map((h) => h.kind)).toEqual(['accessories']);
    expect(outfitHints(placePiece(base, 'accessories', w('a1'))).map((h) => h.kind)).toEqual(['accessories']);
    expect(outfitHints(build(['dress', w('d')], ['shoes', w('s')], ['bag', w('g')], ['accessories', w('a1')], ['accessories', w('a2')]))).toEqual([]);
  });
  it('does not ask for outerwear', () => {
    expect(outfitHints(build(['dress', w('d')], ['shoes', w('s')])).map((h) => h.kind)).toEqual(['bag', 'accessories']);
  });
});

describe('outfit problems', () => {
  it('finds a dress with separates, a fourth accessory and a repeated piece', () => {
    expect(outfitProblems({ ...emptyOutfit(), dress: w('d'), top: w('t') })).toEqual(['dress_with_separates']);
    expect(outfitProblems({ ...emptyOutfit(), dress: w('d'), bottom: w('b') })).toEqual(['dress_with_separates']);
    expect(outfitProblems({ ...emptyOutfit(), accessories: [w('1'), w('2'), w('3'), w('4')] })).toEqual(['too_many_accessories']);
    expect(outfitProblems({ ...emptyOutfit(), accessories: [w('1'), w('1')] })).toEqual(['duplicate_piece']);
    expect(outfitProblems({ ...emptyOutfit(), top: w('1'), shoes: w('1') })).toEqual(['duplicate_piece']);
    expect(outfitProblems(build(['top', w('t')], ['bottom', w('b')], ['accessories', w('a')]))).toEqual([]);
  });
});

describe('category and keyword → slot', () => {
  it('maps every spec category, sending activewear and sleepwear by name', () => {
    expect(CATEGORIES.map((c) => [c, slotForPiece(c)])).toEqual([
      ['Tops', 'top'], ['Bottoms', 'bottom'], ['Dresses', 'dress'], ['Outerwear', 'outerwear'], ['Shoes', 'shoes'],
      ['Accessories', 'accessories'], ['Bags', 'bag'], ['Jewelry', 'accessories'], ['Activewear', null], ['Sleepwear', null],
    ]);
    expect(slotForPiece('Activewear', 'Seamless high-rise leggings')).toBe('bottom');
    expect(slotForPiece('Activewear', 'Sports bra')).toBe('top');
    expect(slotForPiece('Sleepwear', 'Silk slip nightgown')).toBe('dress');
    expect(slotForPiece('tops', 'anything')).toBe('top');
  });
  it('reads the head noun: the last garment word', () => {
    expect(slotFromText('Shirt dress')).toBe('dress');
    expect(slotFromText('Dress shoes')).toBe('shoes');
    expect(slotFromText('Jean jacket')).toBe('outerwear');
    expect(slotFromText('Leather tote bag')).toBe('bag');
    expect(slotFromText('Wide-leg trousers')).toBe('bottom');
    expect(slotFromText('Gold hoop earrings')).toBe('accessories');
    expect(slotFromText('Cropped T-shirt')).toBe('top');
    expect(slotFromText('Sneakers')).toBe('shoes');
    expect(slotFromText('a lovely thing')).toBeNull();
  });
  it('falls back to a retailer category word', () => {
    expect(slotForPiece('Knitwear & Sweaters', 'The Essential')).toBe('top');
    expect(slotForPiece('Upload', 'Black ankle boots')).toBe('shoes');
    expect(slotForPiece(null, '')).toBeNull();
  });
  it('searches every slot in categories that map back to it', () => {
    for (const slot of OUTFIT_SLOTS) {
      for (const c of SLOT_CATEGORIES[slot]) expect(CATEGORY_SLOTS[c]).toBe(slot);
    }
  });
});

// ───────────────────────────── properties ─────────────────────────────

const pieceArb = fc.record({ source: fc.constantFrom('wardrobe' as const, 'dressing_room' as const, 'product' as const), id: fc.constantFrom('1', '2', '3', '4', '5', '6') });
type Step = { kind: 'place'; slot: OutfitSlot; piece: PieceRef } | { kind: 'remove'; piece: PieceRef } | { kind: 'clear'; slot: OutfitSlot };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('place' as const), slot: fc.constantFrom(...OUTFIT_SLOTS), piece: pieceArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), piece: pieceArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const), slot: fc.constantFrom(...OUTFIT_SLOTS) }) },
);
const run = (steps: Step[]): Outfit => steps.reduce<Outfit>((o, s) =>
  s.kind === 'place' ? placePiece(o, s.slot, s.piece) : s.kind === 'remove' ? removePiece(o, s.piece) : clearSlot(o, s.slot), emptyOutfit());

describe('properties over any sequence of builder actions', () => {
  it('the score stays within 0..100 and the outfit never breaks a rule', () => {
    fc.assert(fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
      const o = run(steps);
      const score = completionScore(o);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
      expect(o.dress !== null && (o.top !== null || o.bottom !== null)).toBe(false);
      expect(o.accessories.length).toBeLessThanOrEqual(ACCESSORY_LIMIT);
      expect(new Set(o.accessories.map(pieceKey)).size).toBe(o.accessories.length);
      expect(outfitProblems(o)).toEqual([]);
      expect(outfitHints(o).length).toBeLessThanOrEqual(OUTFIT_HINT_LIMIT);
    }), { numRuns: 500 });
  });

  it('the score only grows when a piece fills an empty slot', () => {
    fc.assert(fc.property(fc.array(stepArb, { maxLength: 20 }), fc.constantFrom('shoes' as const, 'bag' as const, 'outerwear' as const, 'accessories' as const), pieceArb, (steps, slot, piece) => {
      const o = removePiece(run(steps), piece);
      expect(completionScore(placePiece(o, slot, piece))).toBeGreaterThanOrEqual(completionScore(o));
    }), { numRuns: 300 });
  });

  it('a full score means there is nothing left to hint but accessories', () => {
    fc.assert(fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
      const o = run(steps);
      if (completionScore(o) === 100) expect(outfitHints(o).every((h) => h.kind === 'accessories')).toBe(true);
      if (!hasBase(o)) expect(outfitHints(o)[0]!.kind).toBe('base');
    }), { numRuns: 300 });
  });
});
