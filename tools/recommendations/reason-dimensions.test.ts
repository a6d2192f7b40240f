import { describe, expect, it } from 'vitest';
import { dimensionsOfReasons } from './reason-dimensions.js';
import { vectorFromText } from './style-vector.js';
import { DIMENSIONS } from './vocabulary.js';

const groupOf = (i: number) => DIMENSIONS[i]!.group;

describe('dimensionsOfReasons', () => {
  const vector = vectorFromText('romantic pink lace slip dress', { category: 'Dresses', price: 650 });

  it('keeps only the colour dimensions for a colour, the tier for a price, the look for a style', () => {
    const kept = (reasons: string[]) => dimensionsOfReasons(vector, reasons)!.flatMap((x, i) => (x ? [groupOf(i)] : []));
    expect(new Set(kept(['color']))).toEqual(new Set(['colour']));
    expect(new Set(kept(['price']))).toEqual(new Set(['tier']));
    expect(kept(['style']).every((g) => ['aesthetic', 'silhouette', 'material'].includes(g))).toBe(true);
    expect(new Set(kept(['color', 'price']))).toEqual(new Set(['colour', 'tier']));
  });

  it('gives nothing for reasons that name no dimension of the piece (its brand, a dream)', () => {
    expect(dimensionsOfReasons(vector, ['brand'])).toBeNull();
    expect(dimensionsOfReasons(vector, ['aspirational'])).toBeNull();
  });
});
