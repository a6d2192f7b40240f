import { describe, expect, it } from 'vitest';
import { pieceTargets } from './understand-outfits.js';

describe('pieceTargets', () => {
  it('leaves the occasion, weather and budget out of a piece’s name', () => {
    expect(pieceTargets('my black slip dress for a funeral')).toEqual([{ text: 'black slip dress', owned: true }]);
    expect(pieceTargets('my navy blazer to the office')).toEqual([{ text: 'navy blazer', owned: true }]);
    expect(pieceTargets('my white sneakers when it is raining')).toEqual([{ text: 'white sneakers', owned: true }]);
    expect(pieceTargets('the Red Wrap Dress under $150')).toEqual(pieceTargets('the Red Wrap Dress'));
  });

  it('still splits several pieces', () => {
    expect(pieceTargets('my white poplin shirt and blue jeans for work').map((t) => t.owned)).toEqual([true, true]);
    expect(pieceTargets('my white poplin shirt and blue jeans for work')).toHaveLength(2);
  });
});
