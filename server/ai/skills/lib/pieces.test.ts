import { describe, expect, it } from 'vitest';
import { asPiece, latestOutfit, matchPiece, slotsInput, type NamedPiece } from './pieces.js';

const listed = (items: Record<string, unknown>[]) =>
  items.map((item) => ({ piece: asPiece('wardrobe', item)!, item }));

const wardrobe = listed([
  { id: 'w1', item_name: 'White Poplin Shirt', category: 'Tops', color: 'white', brand: 'Arket' },
  { id: 'w2', item_name: 'Cream Linen Top', category: 'Tops', color: 'cream' },
  { id: 'w3', item_name: 'White Canvas Sneakers', category: 'Shoes', color: 'white' },
  { id: 'w4', item_name: 'White Leather Sneakers', category: 'Shoes', color: 'white' },
  { id: 'w5', item_name: 'Black Leather Jacket', category: 'Outerwear', color: 'black' },
]);

const found = (target: string) => {
  const m = matchPiece(wardrobe, target);
  return 'piece' in m ? m.piece.id : 'ambiguous' in m ? m.ambiguous : null;
};

describe('finding the piece a shopper names', () => {
  it('matches by name, colour and brand within the slot the garment word names', () => {
    expect(found('white poplin shirt')).toBe('w1');
    expect(found('arket shirt')).toBe('w1');
    expect(found('leather jacket')).toBe('w5');
    expect(found('the jacket')).toBe('w5');
    expect(found('canvas sneakers')).toBe('w3');
  });

  it('never guesses between pieces that fit equally, even when one has the garment word in its name', () => {
    expect(found('white sneakers')).toEqual(['White Canvas Sneakers', 'White Leather Sneakers']);
    expect(found('the top')).toEqual(['White Poplin Shirt', 'Cream Linen Top']);
  });

  it('tells two pieces of one name apart when it asks', () => {
    const twins = listed([
      { id: 'c1', item_name: 'Grey Wool Coat', category: 'Outerwear', color: 'grey', brand: 'Arket' },
      { id: 'c2', item_name: 'Grey Wool Coat', category: 'Outerwear', color: 'grey', brand: 'COS' },
      { id: 'c3', item_name: 'Grey Wool Coat', category: 'Outerwear', color: 'grey', brand: 'COS' },
    ]);
    expect(matchPiece(twins, 'the coat')).toEqual({ ambiguous: ['Grey Wool Coat (Arket)', 'Grey Wool Coat (#2)', 'Grey Wool Coat (#3)'] });
  });

  it('finds nothing rather than a piece of another colour, slot or description', () => {
    expect(found('red sneakers')).toBeNull();
    expect(found('leather boots')).toBeNull();
    expect(found('suede jacket')).toBeNull();
  });

  it('finds a piece she names by another word for its garment, and still asks when two fit', () => {
    const closet = listed([
      { id: 's1', item_name: 'Oatmeal Cashmere Sweater', category: 'Tops', color: 'beige', brand: 'Everlane' },
      { id: 's2', item_name: 'White Leather Sneakers', category: 'Shoes', color: 'white' },
      { id: 's3', item_name: 'Ribbed Cardigan', category: 'Tops', color: 'green' },
      { id: 's4', item_name: 'Navy Blazer', category: 'Outerwear', color: 'navy' },
      { id: 's5', item_name: 'Suede Biker Jacket', category: 'Outerwear', color: 'tan' },
    ]);
    const named = (target: string) => {
      const m = matchPiece(closet, target);
      return 'piece' in m ? m.piece.id : 'ambiguous' in m ? m.ambiguous : null;
    };
    expect(named('cashmere jumper')).toBe('s1');
    expect(named('my pullover')).toBe('s1');
    expect(named('the trainers')).toBe('s2');
    expect(named('green cardi')).toBe('s3');
    expect(named('suede jacket')).toBe('s5');
    expect(named('the jacket')).toEqual(['Navy Blazer', 'Suede Biker Jacket']);
    expect(named('wool hoodie')).toBeNull();
  });

  it('takes the piece named in full over one that shares its words, and asks between twins of one name', () => {
    const knits = listed([
      { id: 'k1', item_name: 'Ivory Ribbed Rollneck', category: 'Tops', color: 'white' },
      { id: 'k2', item_name: 'Ivory Rollneck', category: 'Tops', color: 'white' },
    ]);
    expect(matchPiece(knits, 'the ivory rollneck')).toMatchObject({ piece: { id: 'k2' } });
    expect(matchPiece(knits, 'ivory ribbed rollneck')).toMatchObject({ piece: { id: 'k1' } });
    const twins = listed([
      { id: 't1', item_name: 'Ivory Rollneck', category: 'Tops', color: 'white' },
      { id: 't2', item_name: 'Ivory Rollneck', category: 'Tops', color: 'white' },
    ]);
    expect(matchPiece(twins, 'ivory rollneck')).toHaveProperty('ambiguous');
  });

  it('finds a misspelt name when no word matches', () => {
    expect(found('Poplni Shirt')).toBe('w1');
  });
});

describe('the outfit the conversation shows', () => {
  const seen = (toolName: string, input: unknown, output: unknown) => ({ toolName, input, output, isError: false });

  it('is a suggestion’s outfit with its first suggestion, sent back as refs of the filled slots only', () => {
    const outfit = latestOutfit([
      seen('outfits_suggest', { slot: 'top', outfit: { shoes: { source: 'wardrobe', id: 'w3' } } }, {
        slot: 'top', suggestions: [{ source: 'wardrobe', id: 'w1', name: 'White Poplin Shirt' }, { source: 'product', id: 'p9', name: 'Other' }],
      }),
    ])!;
    expect(slotsInput(outfit)).toEqual({ top: { source: 'wardrobe', id: 'w1' }, shoes: { source: 'wardrobe', id: 'w3' } });
  });

  it('is a completed look’s pieces with the first alternative of each missing piece, in free places only', () => {
    const outfit = latestOutfit([
      seen('looks_complete', { productId: 'p8' }, {
        anchor: { kind: 'product', id: 'p8', name: 'Red Wrap Dress', slot: 'dress' },
        ownedPieces: [{ source: 'wardrobe', id: 'w3', name: 'White Canvas Sneakers', slot: 'shoes' }],
        missingPieces: [
          { slot: 'bag', alternatives: [{ productId: 'p2', name: 'Black Mini Crossbody', price: 65 }, { productId: 'p3', name: 'Camel Bag', price: 420 }] },
          { slot: 'top', alternatives: [{ productId: 'p10', name: 'A top', price: 50 }] },
        ],
      }),
    ])!;
    expect(slotsInput(outfit)).toEqual({
      dress: { source: 'product', id: 'p8' }, shoes: { source: 'wardrobe', id: 'w3' }, bag: { source: 'product', id: 'p2' },
    });
  });

  it('is the newest outfit shown; a failed call shows none', () => {
    const first = seen('outfits_save', {}, { outfit: { slots: { dress: { source: 'wardrobe', id: 'w9', name: 'Dress' } } } });
    const failed = { ...seen('outfits_suggest', { slot: 'bag' }, 'boom'), isError: true };
    expect(slotsInput(latestOutfit([first, failed])!)).toEqual({ dress: { source: 'wardrobe', id: 'w9' } });
    expect(latestOutfit([failed])).toBeNull();
  });

  it('reads a piece’s slot from its category or name', () => {
    expect(asPiece('product', { id: 'p', product_name: 'Gold Hoop Earrings', category: 'Jewelry', price: 45 })).toEqual<NamedPiece>({
      source: 'product', id: 'p', name: 'Gold Hoop Earrings', slot: 'accessories', price: 45,
    });
  });
});
