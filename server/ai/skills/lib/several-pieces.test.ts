import { describe, expect, it } from 'vitest';
import { eachPiece, joinedPieces } from './several-pieces.js';
import type { Request } from './request.js';

const PIECES = new Set(['scarf', 'beanie', 'belt', 'tote', 'sneakers', 'boots', 'dress']);
const isPiece = (w: string) => PIECES.has(w);

describe('pieces joined after the first', () => {
  it.each([
    [' and a grey beanie yesterday', ['grey beanie']],
    [', a tan tote and some white sneakers', ['tan tote', 'white sneakers']],
    [' plus black boots', ['black boots']],
    [' & a pair of boots', ['boots']],
  ])('%s → %o', (after, expected) => expect(joinedPieces(after, isPiece)).toEqual(expected));

  it.each([' for my mum and she loved it', ' and I wore it with boots', ' yesterday', ' and it was on sale'])('%s names no other piece', (after) => {
    expect(joinedPieces(after, isPiece)).toEqual([]);
  });

  it('a request with more pieces becomes one request per piece', () => {
    const item = (name: string) => ({ item_name: name, category: 'Accessories' });
    const r = { kind: 'wardrobe.add', item: item('Red Scarf'), described: 'red scarf', also: [item('Grey Beanie')] } as Request;
    expect(eachPiece(r).map((x) => (x.kind === 'wardrobe.add' ? x.item?.item_name : null))).toEqual(['Red Scarf', 'Grey Beanie']);
    expect(eachPiece({ kind: 'unknown' })).toEqual([{ kind: 'unknown' }]);
  });
});
