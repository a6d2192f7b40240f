import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USD_PER_UNIT } from './currency.js';
import { APPROXIMATE_BAND } from './price.js';
import { read, slotsOf } from './testing.js';

const priceOf = (text: string) => slotsOf(text).price;

describe('amounts in words and digits', () => {
  it.each([
    ['red dresses under sixty', 60],
    ['coats under a hundred and fifty', 150],
    ['boots, two fifty max', 250],
    ['a gown, 1k max', 1000],
    ['I can spend a grand on a coat', 1000],
    ['no more than fifteen hundred on a bag', 1500],
    ['loafers under 1,200', 1200],
    ['trainers for $1.5k', 1500],
    ['a tote under ninety-nine', 99],
  ])('%s → max %d', (text, max) => {
    expect(priceOf(text)).toMatchObject({ max, currency: 'USD', approximate: false });
    expect(priceOf(text)?.min).toBeUndefined();
  });
});

describe('currencies', () => {
  it.each([
    ['scarves under £50', 'GBP', 50],
    ['a belt, 50 quid max', 'GBP', 50],
    ['thirty-five pounds max for a cami', 'GBP', 35],
    ['sandals under 100 euros', 'EUR', 100],
    ['a jacket under €80', 'EUR', 80],
    ['a parka, 200 CAD tops', 'CAD', 200],
    ['a bag under ¥10,000', 'JPY', 10000],
    ['heels below C$120', 'CAD', 120],
    ['sneakers under 90 bucks', 'USD', 90],
  ])('%s → %s %d, converted with the table', (text, currency, max) => {
    const price = priceOf(text)!;
    expect(price).toMatchObject({ currency, max });
    expect(price.usd.max).toBeCloseTo(max * USD_PER_UNIT[currency]!, 1);
  });
});

describe('bounds', () => {
  it.each([
    ['jeans below 70', { max: 70 }],
    ['jeans less than 70', { max: 70 }],
    ['jeans, no more than 70', { max: 70 }],
    ['jeans, max 70', { max: 70 }],
    ['jeans, 70 tops', { max: 70 }],
    ['jeans at the very most 70', { max: 70 }],
    ["I won't go past 70 for jeans", { max: 70 }],
    ['70 is my limit for jeans', { max: 70 }],
    ['the ceiling is 70 for jeans', { max: 70 }],
    ['jeans up to 70', { max: 70 }],
    ['jeans with a budget of 70', { max: 70 }],
    ["I've got 70 to spend on jeans", { max: 70 }],
    ['jeans over 70', { min: 70 }],
    ['jeans, at least 70', { min: 70 }],
    ['jeans from 70', { min: 70 }],
    ['jeans, 70 and up', { min: 70 }],
    ['jeans between 70 and 120', { min: 70, max: 120 }],
    ['jeans 70 to 120', { min: 70, max: 120 }],
    ['jeans 70-120', { min: 70, max: 120 }],
    ['jeans from 70 to 120', { min: 70, max: 120 }],
    ['jeans between £120 and £70', { min: 70, max: 120 }],
    ['jeans over 70 but under 120', { min: 70, max: 120 }],
  ])('%s → %o', (text, bounds) => {
    const price = priceOf(text)!;
    expect({ min: price.min, max: price.max }).toEqual({ min: undefined, max: undefined, ...bounds });
  });

  it('never reads "no more than X" as min = max = X', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 5000 }), (n) => {
      const price = priceOf(`no more than ${n} on a skirt`)!;
      return price.max === n && price.min === undefined;
    }));
  });

  it('keeps the bound said last when two contradict each other', () => {
    const bounds = (text: string) => {
      const price = priceOf(text)!;
      return { min: price.min, max: price.max };
    };
    expect(bounds('under 50 not under sixty')).toEqual({ min: 60, max: undefined });
    expect(bounds('over 200, actually under 100')).toEqual({ min: undefined, max: 100 });
  });

  it('widens "about" and "around" by the documented band', () => {
    for (const text of ['about sixty for a blouse', 'around 60 for a blouse', 'roughly $60 for a blouse', 'a blouse, 60ish']) {
      const price = priceOf(text)!;
      expect(price.approximate, text).toBe(true);
      expect(price.min, text).toBe(60 * (1 - APPROXIMATE_BAND));
      expect(price.max, text).toBe(60 * (1 + APPROXIMATE_BAND));
    }
  });
});

describe('numbers that are not prices', () => {
  it.each(['show me 5 jumpers', 'a trip for 4 days', 'size 10 jeans', 'the 3rd one', 'top 3 coats',
    // A share is a fibre content or a discount, never money, whatever cue stands before it.
    'looking for 100% silk scarves', 'after 100 % wool coats', 'need 100 percent cotton tees', 'for 30% off'])('%s has no price', (text) => {
    expect(priceOf(text)).toBeNull();
  });

  it('reads a count, not a price, in "show me 5"', () => {
    expect(slotsOf('show me 5').count).toBe(5);
    expect(slotsOf('show me 5 black dresses').count).toBe(5);
    expect(slotsOf('show me black dresses under 5').count).toBeNull();
  });

  it('keeps a price beside a share', () => {
    expect(priceOf('100% cotton tees under 40')?.usd).toEqual({ max: 40 });
  });
});

/** English words for 1–9999, written here so the test does not read numbers with the library it checks. */
const ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const under100 = (n: number) => (n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${ONES[n % 10]}` : ''}`);
const toWords = (n: number): string => {
  const parts: string[] = [];
  if (n >= 1000) parts.push(`${ONES[Math.floor(n / 1000)]} thousand`);
  const rest = n % 1000;
  if (rest >= 100) parts.push(`${ONES[Math.floor(rest / 100)]} hundred`);
  if (rest % 100) parts.push(`${parts.length ? 'and ' : ''}${under100(rest % 100)}`);
  return parts.join(' ');
};

describe('property: an amount reads the same in digits and in words', () => {
  it('for ceilings, floors and currencies', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 9999 }),
      fc.constantFrom('under', 'no more than', 'over', 'at least'),
      fc.constantFrom('', ' pounds', ' euros', ' dollars'),
      (n, cue, unit) => {
        const digits = priceOf(`a coat ${cue} ${n}${unit}`);
        const words = priceOf(`a coat ${cue} ${toWords(n)}${unit}`);
        expect(words).toEqual(digits);
        expect(digits?.max ?? digits?.min).toBe(n);
      },
    ), { numRuns: 150 });
  });
});

describe('budgets in everyday words', () => {
  it.each([
    ['60 quid max for a jumper', { max: 60, currency: 'GBP' }],
    ['trainers under a hundred and fifty', { max: 150, currency: 'USD' }],
    ["I've got 90 quid for trainers", { max: 90, currency: 'GBP' }],
    ['I have 200 to spend on a coat', { max: 200, currency: 'USD' }],
    ['somewhere between 50 and 90 for a dress', { min: 50, max: 90, currency: 'USD' }],
    ['boots, nothing north of 120 euros', { max: 120, currency: 'EUR' }],
    ['a bag, not a penny over 80', { max: 80, currency: 'USD' }],
    ['shoes no dearer than 90', { max: 90, currency: 'USD' }],
    ['a top, nothing pricier than 40', { max: 40, currency: 'USD' }],
    ['anything over 300 is too much for a coat', { max: 300, currency: 'USD' }],
    ['a dress costing between forty and sixty quid', { min: 40, max: 60, currency: 'GBP' }],
    ["sandals, can't afford more than 70", { max: 70, currency: 'USD' }],
    ['hats for a tenner or less', { max: 10, currency: 'GBP' }],
    ['a coat, budget is one fifty', { max: 150, currency: 'USD' }],
    ["a parka, won't spend over two fifty", { max: 250, currency: 'USD' }],
    ['a belt, £30 is my limit', { max: 30, currency: 'GBP' }],
    ['at least forty quid on a belt', { min: 40, currency: 'GBP' }],
    ['boots under a couple of hundred', { max: 200, currency: 'USD' }],
    ['a coat, a few hundred tops', { max: 300, currency: 'USD' }],
    // Typed with an o for a zero, or a txt-speak word in the way.
    ['a jacket under £5o pls', { max: 50, currency: 'GBP' }],
    ['dresses in the 1oo-15o range', { min: 100, max: 150, currency: 'USD' }],
    ["i cant spend more than 80 on jeans", { max: 80, currency: 'USD' }],
  ])('%s → %o', (text, bounds) => {
    const price = priceOf(text)!;
    expect({ min: price?.min, max: price?.max, currency: price?.currency }).toEqual({ min: undefined, max: undefined, ...bounds });
    expect(price.approximate).toBe(false);
  });
});

describe('amounts in words after a cue, with their article or a suffix', () => {
  it.each([
    ['boots for around a hundred bucks', { min: 75, max: 125, approximate: true }],
    ['a knit for sixty-ish', { min: 45, max: 75, approximate: true }],
    ['a jacket under a ton', { max: 100, approximate: false }],
    ['dresses in the 100-150 range', { min: 100, max: 150, approximate: false }],
    ['a blazer for a couple hundred', { min: 150, max: 250, approximate: true }],
    ['a coat for a few hundred', { min: 225, max: 375, approximate: true }],
    ['bags 50 quid-ish', { min: 37.5, max: 62.5, approximate: true }],
    ['a coat, £2-300', { min: 200, max: 300, approximate: false }],
    ['a bag 1-2k', { min: 1000, max: 2000, approximate: false }],
    ['a bag between three and five hundred', { min: 300, max: 500, approximate: false }],
    ['is there anything between three and five hundred?', { min: 300, max: 500, approximate: false }],
    ['a coat, two to three hundred pounds', { min: 200, max: 300, approximate: false }],
    ['a watch from two to four thousand', { min: 2000, max: 4000, approximate: false }],
  ])('%s → %o', (text, bounds) => {
    const price = priceOf(text)!;
    expect({ min: price?.min, max: price?.max, approximate: price?.approximate }).toEqual({ min: undefined, ...bounds });
  });

  it('reads no amount in "a ton of" anything', () => {
    expect(priceOf('a ton of black dresses')).toBeNull();
  });
});

describe('reference codes are no amounts', () => {
  it.each([
    'order XR-5520: black ankle boots',
    'my booking ref 7731, a linen shirt',
    'flight BA2490 and a straw hat',
  ])('%s has no price', (text) => expect(read(text).clauses.every((c) => c.slots.price === null)).toBe(true));
  it('keeps an amount after a piece', () => expect(priceOf('a tailored coat below 420 please')?.max).toBe(420));
});

describe('the polarity of a comparison, its negation and hedges', () => {
  it.each([
    ['I would not want to pay more than 90 for a belt', 90],
    ['we should never spend over two hundred on trainers', 200],
    ["I'd prefer not to go a whole lot above 120 for sandals", 120],
    ['not a great deal more than seventy for a scarf please', 70],
    ['nothing in excess of 400 on a coat', 400],
  ])('%s → a cap of %d, never a floor', (text, max) => {
    expect(priceOf(text)).toMatchObject({ max, approximate: false });
    expect(priceOf(text)?.min).toBeUndefined();
  });

  it('keeps a floor when the negation belongs to another sentence', () => {
    expect(read('Not the red one. Bags over 100').clauses.at(-1)?.slots.price).toMatchObject({ min: 100 });
  });

  it('reads "in excess of" alone as a floor', () => {
    expect(priceOf('watches in excess of 300')).toMatchObject({ min: 300 });
  });
});

describe('an estimate beside going cheaper', () => {
  it.each([
    ['lower priced, say 40ish', 40],
    ['any less expensive ones around 75', 75],
    ['cheaper please, roughly 120', 120],
  ])('%s → a cap near the amount, no floor', (text, max) => {
    expect(priceOf(text)).toMatchObject({ max });
    expect(priceOf(text)?.min).toBeUndefined();
  });

  it('keeps "around" alone a band', () => {
    expect(priceOf('a coat around 200')).toMatchObject({ min: 150, max: 250, approximate: true });
  });

  it('reads a figure with "-ish" set apart as about it', () => {
    expect(priceOf('a knit for 90-ish')).toMatchObject({ approximate: true, min: 67.5, max: 112.5 });
  });
});
