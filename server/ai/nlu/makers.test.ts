import { describe, expect, it } from 'vitest';
import { slotsOf } from './testing.js';

describe('makers the catalogue does not carry', () => {
  it.each([
    ['bought a white tee from uniqlo', ['uniqlo']],
    ['a striped top by petit bateau', ['petit bateau']],
    ['got nike trainers from nike', ['nike']],
    ['a gold necklace (mejuri) for my jewellery', ['mejuri']],
  ])('%s', (text, makers) => expect(slotsOf(text).makers).toEqual(makers));

  it('reads no English word, person, place or known brand as one', () => {
    for (const text of ['a scarf from my mum', 'a dress by friday', 'a skirt from the sale', 'a coat from sarah', 'a bag from paris', 'a coat from Arket', 'boots (black)']) {
      expect(slotsOf(text).makers, text).toBeUndefined();
    }
  });
});
