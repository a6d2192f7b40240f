import { describe, expect, it } from 'vitest';
import { slotsOf } from './testing.js';

describe('garments reach the reading as garments, with their category', () => {
  it.each([
    ['culottes in navy', 'culottes', 'Bottoms'],
    ['some mules for summer', 'mule', 'Shoes'],
    ['a gilet for autumn', 'gilet', 'Outerwear'],
    ['slingbacks with a low heel', 'slingback', 'Shoes'],
    ['a crossbody for travel', 'crossbody bag', 'Bags'],
    ['a silk camisole', 'camisole', 'Tops'],
    ['a cami in white', 'cami', 'Tops'],
    ['a black bodysuit', 'bodysuit', 'Tops'],
    ['palazzo pants for the beach', 'palazzo pants', 'Bottoms'],
    ['a warm parka', 'parka', 'Outerwear'],
    ['a beanie in grey', 'beanie', 'Accessories'],
    ['espadrilles for holiday', 'espadrille', 'Shoes'],
    ['chunky trainers in white', 'trainer', 'Shoes'],
    ['a chunky jumper', 'jumper', 'Tops'],
    ['gold hoops', 'hoops', 'Jewelry'],
    ['beige chinos', 'chinos', 'Bottoms'],
    ['a navy blazer', 'blazer', 'Outerwear'],
    ['a satin slip dress', 'slip dress', 'Dresses'],
    ['a trench coat', 'trench coat', 'Outerwear'],
    ['suede ankle boots please', 'ankle boot', 'Shoes'],
    ['a sports bra', 'sports bra', 'Activewear'],
    ['wide-leg trousers', 'wide-leg trousers', 'Bottoms'],
    ['a t-shirt', 't-shirt', 'Tops'],
  ])('%s → %s (%s)', (text, garment, category) => {
    const slots = slotsOf(text);
    expect(slots.garments.map((g) => g.garment)).toContain(garment);
    expect(slots.garments.find((g) => g.garment === garment)?.category).toBe(category);
    expect(slots.categories).toContain(category);
  });

  it('gives the common name a search may also use', () => {
    expect(slotsOf('a jumper').garments[0]).toMatchObject({ garment: 'jumper', synonym: 'sweater', category: 'Tops' });
    expect(slotsOf('trainers').garments[0]).toMatchObject({ synonym: 'sneaker', category: 'Shoes' });
  });

  it('reads categories said outright', () => {
    expect(slotsOf('show me shoes').categories).toEqual(['Shoes']);
    expect(slotsOf('any footwear').categories).toEqual(['Shoes']);
    expect(slotsOf('outerwear please').categories).toEqual(['Outerwear']);
    expect(slotsOf('silver jewellery').categories).toEqual(['Jewelry']);
    expect(slotsOf('dresses and bags').categories).toEqual(['Dresses', 'Bags']);
    expect(slotsOf('show me shoes').garments).toEqual([]);
  });
});

describe('garment words used as verbs of dressing name no piece', () => {
  it.each([
    'what colour suits me best?', 'how should I dress for an interview', 'dress up for a party', 'I need to dress smarter for work',
    'which of the two would suit a christening', 'which suits a garden party', 'it will suit a summer evening',
  ])('%s', (text) => expect(slotsOf(text).categories).toEqual([]));

  it('keeps the piece where the word is one: "a red dress", "show me suits", "do suits come in navy?", "does this top suit me"', () => {
    expect(slotsOf('I want a red dress').categories).toEqual(['Dresses']);
    expect(slotsOf('show me suits under 300').categories).toEqual(['Outerwear']);
    expect(slotsOf('do suits come in navy?').categories).toEqual(['Outerwear']);
    expect(slotsOf('does this top suit me').categories).toEqual(['Tops']);
    expect(slotsOf('which suit is warmest').categories).toEqual(['Outerwear']);
  });
});

describe("a piece's words are no date, a size is no price", () => {
  it('reads "sun hats" and "sun dresses" as pieces, not Sunday; a weekday beside a date still is one', () => {
    expect(slotsOf('show me sun hats').dates).toBeNull();
    expect(slotsOf('sun dresses under 50').dates).toBeNull();
    expect(slotsOf('a dress for Sun 10 May').dates).toEqual({ start: '2026-05-10' });
  });

  it('reads a number after "size", "in a" or a size system as a size', () => {
    expect(slotsOf('mules in a 39').price).toBeNull();
    expect(slotsOf('jeans in a uk 12').price).toBeNull();
    expect(slotsOf('trainers in a 9 under 80').price?.usd).toEqual({ max: 80 });
    expect(slotsOf('boots size 8 under 100').price?.usd).toEqual({ max: 100 });
  });

  it('keeps money said as money after "in a": "in a 100 budget"', () => {
    expect(slotsOf('a coat in a 100 budget').price?.usd).toEqual({ max: 100 });
  });
});

describe('colours, materials, occasions, tiers, brands', () => {
  it('keeps "black and white dress" as two colours of one dress', () => {
    const slots = slotsOf('a black and white dress');
    expect(slots.colours).toEqual(['black', 'white']);
    expect(slots.categories).toEqual(['Dresses']);
  });

  it('maps shades to the colour searched, keeping the shade', () => {
    const slots = slotsOf('an ivory blouse and a charcoal coat');
    expect(slots.colours).toEqual(['cream', 'grey']);
    expect(slots.shades).toEqual(['ivory', 'charcoal']);
    expect(slotsOf('a gray scarf').colours).toEqual(['grey']);
  });

  it('reads an everyday word as a colour only next to a garment', () => {
    expect(slotsOf('a rose skirt').colours).toEqual(['pink']);
    expect(slotsOf('a bunch of rose for mum').colours).toEqual([]);
  });

  it('reads materials, including the one in a garment name', () => {
    expect(slotsOf('wool coats').materials).toEqual(['wool']);
    expect(slotsOf('a leather jacket').materials).toEqual(['leather']);
    expect(slotsOf('linen shirts for summer').materials).toEqual(['linen']);
  });

  it.each([
    ['something for a wedding', 'wedding-guest'],
    ['a black tie gala', 'black-tie'],
    ['an outfit for a job interview', 'interview'],
    ['smart clothes for work', 'office'],
    ['a date night top', 'date'],
    ['a festival look', 'festival'],
    ['beach cover-ups', 'beach'],
    ['gym leggings', 'gym'],
  ])('%s → occasion %s', (text, occasion) => {
    expect(slotsOf(text).occasions).toContain(occasion);
  });

  it.each([
    ['cheap sandals', 'budget'],
    ['affordable jeans', 'budget'],
    ['designer-level bags', 'luxury'],
    ['something high-end', 'luxury'],
    ['a luxury coat', 'luxury'],
    ['mid-range boots', 'mid'],
  ])('%s → tier %s', (text, tier) => {
    expect(slotsOf(text).tier).toBe(tier);
  });

  it('does not read a budget amount as the budget tier', () => {
    const slots = slotsOf('my budget is 80 for boots');
    expect(slots.tier).toBeNull();
    expect(slots.price?.max).toBe(80);
  });

  it('reads known brands, one letter off too', () => {
    expect(slotsOf('anything from arket').brands).toEqual(['Arket']);
    expect(slotsOf('massimo dutti blazers').brands).toEqual(['Massimo Dutti']);
    expect(slotsOf('something by reformaton').brands).toEqual(['Reformation']);
  });
});

describe('exclusions', () => {
  it.each([
    ['coats, not black', ['black'], ['Outerwear']],
    ['shoes but no heels', ['heels'], ['Shoes']],
    ['a dress, nothing in polyester', ['polyester'], ['Dresses']],
    ['tops without sequins', ['sequins'], ['Tops']],
    ['jeans, not black or navy', ['black', 'navy'], ['Bottoms']],
    ['no heels, and nothing in polyester', ['heels', 'polyester'], []],
    ['anything but beige', ['beige'], []],
    ['not interested in the quilted one', ['quilted'], []],
    ["i'm not a fan of the camel bags", ['camel'], ['Bags']],
  ])('%s → excludes %o', (text, exclusions, categories) => {
    const slots = slotsOf(text);
    expect(slots.exclusions).toEqual(exclusions);
    expect(slots.categories).toEqual(categories);
    for (const word of exclusions) expect(slots.colours).not.toContain(word);
  });

  it('keeps what is wanted beside what is ruled out', () => {
    const slots = slotsOf('a green dress but not in silk');
    expect(slots.colours).toEqual(['green']);
    expect(slots.materials).toEqual([]);
    expect(slots.exclusions).toEqual(['silk']);
  });
});

describe('references', () => {
  it.each([
    ['the second one', [{ kind: 'ordinal', index: 1 }]],
    ['add the first to my cart', [{ kind: 'ordinal', index: 0 }]],
    ['the last one', [{ kind: 'ordinal', index: -1 }]],
    ['the third dress', [{ kind: 'ordinal', index: 2 }]],
    ['number 4 please', [{ kind: 'ordinal', index: 3 }]],
    ['#2', [{ kind: 'ordinal', index: 1 }]],
    ['that skirt', [{ kind: 'demonstrative', noun: 'skirt' }]],
    ['this one', [{ kind: 'demonstrative', noun: null }]],
    ['both of them', [{ kind: 'both' }]],
    ['all of them', [{ kind: 'all' }]],
    ['add them all', [{ kind: 'all' }]],
    ['add it', [{ kind: 'pronoun', word: 'it' }]],
    ['unfollow her', [{ kind: 'pronoun', word: 'her' }]],
    ['remove them', [{ kind: 'pronoun', word: 'them' }]],
  ])('%s → %o', (text, refs) => {
    expect(slotsOf(text).references).toEqual(refs);
  });

  it('does not read dates or prices as positions', () => {
    expect(slotsOf('the first week of june').references).toEqual([]);
    expect(slotsOf('from the 3rd for a week').references).toEqual([]);
    expect(slotsOf('this weekend').references).toEqual([]);
    expect(slotsOf('last year').references).toEqual([]);
  });
});

describe('counts, negation, numbers', () => {
  it('reads how many to show', () => {
    expect(slotsOf('show me 5').count).toBe(5);
    expect(slotsOf('three black dresses').count).toBe(3);
    expect(slotsOf('top 3 coats').count).toBe(3);
    expect(slotsOf('dresses under 50').count).toBeNull();
  });

  it.each([
    ["don't add the boots", true],
    ['do not unfollow lena', true],
    ['stop showing me sequins', true],
    ['never suggest crop tops', true],
    ['add the boots', false],
    ['no more than 80 for boots', false],
    ["I won't go past 70", false],
  ])('%s → negated %s', (text, negated) => {
    expect(slotsOf(text).negated).toBe(negated);
  });

  it('keeps every number read, words and digits', () => {
    expect(slotsOf('3 tops under forty').numbers).toEqual([3, 40]);
  });
});

describe('destinations', () => {
  it.each([
    ['lisbon in june', 'Lisbon, Portugal'],
    ['a trip to Lisboa', 'Lisbon, Portugal'],
    ['packing for NYC', 'New York, United States'],
    ['a week in barcelonna', 'Barcelona, Spain'],
    ['heading to nice in july', 'Nice, France'],
    ['flying to Rio de Janeiro', 'Rio de Janeiro, Brazil'],
  ])('%s → %s', (text, label) => {
    expect(slotsOf(text).destination).toBe(label);
  });

  it('does not read everyday words as places without a travel cue', () => {
    expect(slotsOf('that looks nice').destination).toBeNull();
    expect(slotsOf('a split hem skirt').destination).toBeNull();
    expect(slotsOf('show me dresses').destination).toBeNull();
  });
});

describe('preferences said as negatives', () => {
  it('rules out the describing word and keeps the piece wanted', () => {
    const slots = slotsOf('no black dresses please');
    expect(slots.exclusions).toEqual(['black']);
    expect(slots.categories).toEqual(['Dresses']);
    const shown = slotsOf("don't show me anything in polyester");
    expect(shown.exclusions).toEqual(['polyester']);
    expect(shown.negated).toBe(true);
    expect(slotsOf('stop showing me stiletto heels').exclusions).toEqual(['stiletto', 'heels']);
  });
});

describe('corrections', () => {
  it.each([
    ['oh wait, I meant mules', true],
    ['make it burgundy instead', true],
    ['actually the navy one', true],
    ['switch to ankle boots', true],
    ['show me navy mules', false],
  ])('%s → correction %s', (text, correction) => {
    expect(slotsOf(text).correction).toBe(correction);
  });
});

describe('alternatives, pronouns and positions', () => {
  it('marks colours and garments joined by "or" as alternatives', () => {
    expect(slotsOf('navy or black culottes').colourChoice).toBe(true);
    expect(slotsOf('black and white dress').colourChoice).toBeUndefined();
    expect(slotsOf('mules or loafers').garmentChoice).toBe(true);
  });

  it('reads "the cheaper one" as a pronoun, never an amount', () => {
    expect(slotsOf('save the cheaper one').price).toBeNull();
    expect(slotsOf('under one hundred').price?.max).toBe(100);
  });

  it('reads "the first or the second" as two positions', () => {
    expect(slotsOf('which is cheaper, the first or the second?').references).toEqual([{ kind: 'ordinal', index: 0 }, { kind: 'ordinal', index: 1 }]);
  });
});

describe('a numeric ordinal before a noun of lists is a position, not a date', () => {
  it.each([
    ['keep the 2nd one for me', 1],
    ['is the 3rd pair leather?', 2],
    ['the 1st option, more like that', 0],
  ])('%s', (text, index) => {
    const slots = slotsOf(text);
    expect(slots.dates).toBeNull();
    expect(slots.references).toContainEqual({ kind: 'ordinal', index });
  });

  it('keeps a day of the month a date', () => {
    expect(slotsOf('flying to Rome on the 2nd').dates).not.toBeNull();
  });
});
