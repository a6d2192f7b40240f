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

  // Known labels English or a list of first names knows ("zara", "coach", "mango"), after a cue or before the piece.
  it.each([
    ['just bought a black leather jacket from zara for 120', ['zara']],
    ['picked up white sneakers at nike last week', ['nike']],
    ["it's a tan coach one, was 250", ['coach']],
    ['a pleated skirt from mango', ['mango']],
    ['bought a pair of levis jeans', ['levis']],
    ['my new acne studios scarf', ['acne studios']],
    ['a tee from h&m', ['h&m']],
  ])('label: %s', (text, makers) => expect(slotsOf(text).makers).toEqual(makers));

  it('reads a label only where it names a maker', () => {
    for (const text of ['I travelled by coach', 'a mango smoothie', 'a dress from chloe', 'a scarf from tommy', 'see you at lunch']) {
      expect(slotsOf(text).makers, text).toBeUndefined();
    }
  });

  it('keeps a shade before a label and its piece as a colour', () => {
    const slots = slotsOf("it's a tan coach one");
    expect(slots.colours).toEqual(['camel']);
    expect(slots.shades).toEqual(['tan']);
  });
});
