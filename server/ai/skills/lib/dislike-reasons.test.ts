import { describe, expect, it } from 'vitest';
import { dislikeReasons } from './dislike-reasons.js';

describe('dislikeReasons', () => {
  it.each([
    ['the shade is all wrong on me', ['color']],
    ['nah, far too garish', ['color']],
    ['costs more than i would ever pay', ['price']],
    ['$640 for a skirt, no thanks', ['price']],
    ['way beyond my budget', ['price']],
    ['not a fan of that label', ['brand']],
    ['too formal for any event i go to', ['occasion']],
    ['a bit frumpy and boxy', ['style']],
    ['the tone is off and it is overpriced', ['color', 'price']],
  ])('%s → %j', (text, reasons) => {
    expect(dislikeReasons(text, false)).toEqual(reasons);
  });

  it('counts a price the reader found as a price reason', () => {
    expect(dislikeReasons('over two hundred for this? no', true)).toEqual(['price']);
  });

  it('gives style when the words name nothing', () => {
    expect(dislikeReasons('nope, pass', false)).toEqual(['style']);
  });
});
