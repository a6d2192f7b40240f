import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countOf, countOfPlural, formatPrice, listOf, nameOf, pluralOf, priceRange, sentence, withArticle } from './phrase.js';

describe('countOfPlural', () => {
  it('counts a phrase said in the plural without pluralising it again', () => {
    expect(countOfPlural(6, 'red dresses under $90')).toBe('6 red dresses under $90');
    expect(countOfPlural(2, 'bottoms at $100')).toBe('2 bottoms at $100');
    expect(countOfPlural(0, 'linen shirts')).toBe('no linen shirts');
  });
  it('counts mass nouns in pieces and pair nouns in pairs, whatever follows', () => {
    expect(countOfPlural(6, 'winter outerwear')).toBe('6 pieces of winter outerwear');
    expect(countOfPlural(6, 'outerwear under $200')).toBe('6 pieces of outerwear under $200');
    expect(countOfPlural(1, 'jewelry in gold')).toBe('1 piece of jewelry in gold');
    expect(countOfPlural(6, 'black boots under $100')).toBe('6 pairs of black boots under $100');
    expect(countOfPlural(3, 'jeans')).toBe('3 pairs of jeans');
  });
  it('says a leading word right after the number', () => {
    expect(countOfPlural(2, 'outerwear under $200', 'more')).toBe('2 more pieces of outerwear under $200');
    expect(countOfPlural(4, 'black bags', 'cheaper')).toBe('4 cheaper black bags');
  });
  it('refuses a negative or fractional count and an empty phrase', () => {
    expect(() => countOfPlural(-1, 'dresses')).toThrow(RangeError);
    expect(() => countOfPlural(1.5, 'dresses')).toThrow(RangeError);
    expect(() => countOfPlural(2, '  ')).toThrow(RangeError);
  });
});

describe('countOf', () => {
  it('agrees with 0, 1 and many', () => {
    expect(countOf(0, 'save')).toBe('no saves');
    expect(countOf(1, 'save')).toBe('1 save');
    expect(countOf(2, 'save')).toBe('2 saves');
    expect(countOf(1234, 'look')).toBe('1,234 looks');
    expect(countOf(0, 'piece', { zero: 'number' })).toBe('0 pieces');
    expect(countOf(0, 'jeans', { zero: 'number' })).toBe('0 pairs of jeans');
  });

  it('uses real plurals, not "+s"', () => {
    expect(countOf(2, 'dress')).toBe('2 dresses');
    expect(countOf(3, 'blouse')).toBe('3 blouses');
    expect(countOf(2, 'scarf')).toBe('2 scarves');
    expect(countOf(2, 'watch')).toBe('2 watches');
    expect(countOf(4, 'accessory')).toBe('4 accessories');
    expect(countOf(2, 'match')).toBe('2 matches');
    expect(countOf(2, 'LBD')).toBe('2 LBDs');
    expect(countOf(2, 'Trench Coat')).toBe('2 Trench Coats');
  });

  it('counts pair nouns in pairs', () => {
    expect(countOf(1, 'pair of shoes')).toBe('1 pair of shoes');
    expect(countOf(2, 'pair of shoes')).toBe('2 pairs of shoes');
    expect(countOf(1, 'jeans')).toBe('1 pair of jeans');
    expect(countOf(2, 'jeans')).toBe('2 pairs of jeans');
    expect(countOf(3, 'ankle boots')).toBe('3 pairs of ankle boots');
    expect(countOf(0, 'jeans')).toBe('no jeans');
  });

  it('counts mass nouns in pieces', () => {
    expect(countOf(6, 'outerwear')).toBe('6 pieces of outerwear');
    expect(countOf(6, 'winter outerwear')).toBe('6 pieces of winter outerwear');
    expect(countOf(1, 'knitwear')).toBe('1 piece of knitwear');
    expect(countOf(0, 'jewelry')).toBe('no jewelry');
  });

  it('pluralises the head of a phrase with a preposition', () => {
    expect(countOf(2, 'item in your wardrobe')).toBe('2 items in your wardrobe');
    expect(countOf(0, 'piece of outerwear')).toBe('no pieces of outerwear');
  });

  it('keeps a long name whole and squeezes its spaces', () => {
    const long = 'Extra Long Double-Breasted   Wool Blend Tailored Coat';
    expect(countOf(2, long)).toBe('2 Extra Long Double-Breasted Wool Blend Tailored Coats');
  });

  it('rejects counts that are not counts and an empty noun', () => {
    expect(() => countOf(-1, 'save')).toThrow(RangeError);
    expect(() => countOf(1.5, 'save')).toThrow(RangeError);
    expect(() => countOf(Number.NaN, 'save')).toThrow(RangeError);
    expect(() => countOf(1, '  ')).toThrow(RangeError);
  });

  it('never writes "1 …s" or a bare "+s" plural for any count (property)', () => {
    fc.assert(fc.property(fc.nat(10_000), fc.constantFrom('save', 'dress', 'like', 'coat', 'blouse', 'look'), (n, noun) => {
      const out = countOf(n, noun);
      if (n === 1) expect(out).toBe(`1 ${noun}`);
      else expect(out).toMatch(n === 0 ? /^no \w+s$/ : /^[\d,]+ \w+s$/);
      expect(out).not.toMatch(/blices|dresss/);
    }));
  });
});

describe('pluralOf', () => {
  it('handles the empty phrase', () => expect(pluralOf('')).toBe(''));
});

describe('withArticle', () => {
  it('chooses a/an by sound', () => {
    expect(withArticle('dress')).toBe('a dress');
    expect(withArticle('olive coat')).toBe('an olive coat');
    expect(withArticle('LBD')).toBe('an LBD');
    expect(withArticle('UV-proof hat')).toBe('a UV-proof hat');
    expect(withArticle('A-line skirt')).toBe('an A-line skirt');
    expect(withArticle('hour-glass dress')).toBe('an hour-glass dress');
    expect(withArticle('uniform jacket')).toBe('a uniform jacket');
    expect(withArticle('one-shoulder top')).toBe('a one-shoulder top');
    expect(withArticle('8-inch heel')).toBe('an 8-inch heel');
    expect(withArticle('11-piece capsule')).toBe('an 11-piece capsule');
    expect(withArticle('12-piece capsule')).toBe('a 12-piece capsule');
    expect(withArticle('Oversized Blazer')).toBe('an Oversized Blazer');
  });

  it('gives mass and pair nouns no article', () => {
    expect(withArticle('outerwear')).toBe('outerwear');
    expect(withArticle('white jeans')).toBe('white jeans');
    expect(withArticle('navy trousers')).toBe('navy trousers');
  });

  it('leaves a phrase with a determiner alone, and the empty phrase empty', () => {
    expect(withArticle('the blue dress')).toBe('the blue dress');
    expect(withArticle('your trench')).toBe('your trench');
    expect(withArticle('an apple')).toBe('an apple');
    expect(withArticle('   ')).toBe('');
  });

  it('never writes "blue a dress" or "a olive" (property over colours)', () => {
    fc.assert(fc.property(fc.constantFrom('blue', 'olive', 'ivory', 'emerald', 'black', 'umber', 'navy'), (colour) => {
      const out = withArticle(`${colour} dress`);
      expect(out).toBe(`${/^[aeiou]/.test(colour) ? 'an' : 'a'} ${colour} dress`);
    }));
  });
});

describe('listOf', () => {
  it('joins 0, 1, 2 and many names', () => {
    expect(listOf([])).toBe('');
    expect(listOf(['a'])).toBe('a');
    expect(listOf(['a', 'b'])).toBe('a and b');
    expect(listOf(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listOf(['a', 'b', 'c'], 'or')).toBe('a, b or c');
  });

  it('drops blank names', () => {
    expect(listOf(['', 'a', '  ', 'b'])).toBe('a and b');
    expect(listOf(['', ' '])).toBe('');
  });

  it('keeps long names whole', () => {
    const long = 'Merino Wool Crew Neck Sweater in Heather Grey';
    expect(listOf([long, long])).toBe(`${long} and ${long}`);
  });
});

describe('formatPrice', () => {
  it('drops cents for whole dollars and keeps two otherwise', () => {
    expect(formatPrice(1450)).toBe('$1,450');
    expect(formatPrice(80.99)).toBe('$80.99');
    expect(formatPrice(37.5)).toBe('$37.50');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(99.999)).toBe('$100');
    expect(formatPrice(1_234_567.1)).toBe('$1,234,567.10');
  });

  it('rejects a non-number', () => {
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
    expect(() => formatPrice(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('priceRange', () => {
  it('says under, over, between and at', () => {
    expect(priceRange({ max: 100 })).toBe('under $100');
    expect(priceRange({ min: 50 })).toBe('over $50');
    expect(priceRange({ min: 50, max: 150 })).toBe('between $50 and $150');
    expect(priceRange({ min: 100, max: 100 })).toBe('at $100');
    expect(priceRange({ min: 99.999, max: 100 })).toBe('at $100');
  });

  it('drops a minimum of zero, swaps reversed bounds, says nothing without bounds', () => {
    expect(priceRange({ min: 0, max: 80 })).toBe('under $80');
    expect(priceRange({ min: 150, max: 50 })).toBe('between $50 and $150');
    expect(priceRange({})).toBe('');
    expect(priceRange({ min: null, max: null })).toBe('');
  });

  it('never says "between $x and $x" (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), (a, b) => {
      const out = priceRange({ min: a, max: b });
      const m = /^between (\S+) and (\S+)$/.exec(out);
      if (m) expect(m[1]).not.toBe(m[2]);
      else expect(out).toBe(`at ${formatPrice(a)}`);
    }));
  });
});

describe('sentence', () => {
  it('capitalises, single-spaces and closes', () => {
    expect(sentence('  here are   your  picks ')).toBe('Here are your picks.');
    expect(sentence('done!')).toBe('Done!');
    expect(sentence('really?')).toBe('Really?');
    expect(sentence('a list:')).toBe('A list.');
    expect(sentence('"quoted."')).toBe('"Quoted."');
    expect(sentence('')).toBe('');
    expect(sentence('   ')).toBe('');
  });

  it('removes a doubled adjacent word, whatever its case', () => {
    expect(sentence('Cropped Denim Denim Jacket')).toBe('Cropped Denim Jacket.');
    expect(sentence('the the coat')).toBe('The coat.');
    expect(sentence('Denim denim denim')).toBe('Denim.');
  });

  it('keeps words that only look doubled', () => {
    expect(sentence('bathe the dog')).toBe('Bathe the dog.');
    expect(sentence('ready-to-wear wear')).toBe('Ready-to-wear wear.');
    expect(sentence('2 2-piece sets')).toBe('2 2-piece sets.');
  });

  it('removes a space before punctuation', () => {
    expect(sentence('your look , in navy .')).toBe('Your look, in navy.');
  });
});

describe('nameOf', () => {
  it('tidies a name, says a doubled word once, and stands in for a blank one', () => {
    expect(nameOf('Cropped  Denim Denim Jacket')).toBe('Cropped Denim Jacket');
    expect(nameOf('  ')).toBe('an unnamed piece');
    expect(nameOf(null, '')).toBe('');
    expect(nameOf('Navy Slip Dress')).toBe('Navy Slip Dress');
  });
});
