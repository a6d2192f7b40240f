import { describe, expect, it } from 'vitest';
import { read } from './testing.js';

const clauseTexts = (text: string) => read(text).clauses.map((c) => c.text);

describe('mixed requests split into clauses', () => {
  it.each([
    ['unfollow milan_mode and show me dresses', ['unfollow milan_mode', 'show me dresses']],
    ['unfollow milan_mode, show me dresses', ['unfollow milan_mode', 'show me dresses']],
    ['show me boots; then plan a trip to rome', ['show me boots', 'plan a trip to rome']],
    ['dresses under 50 and then add the first one to my cart', ['dresses under 50', 'add the first one to my cart']],
    ['show me bags. can you also unfollow lena?', ['show me bags', 'can you also unfollow lena?']],
    ['find me a coat and also follow oslo knits', ['find me a coat', 'follow oslo knits']],
    ["i'm going to lisbon next week, also show me sandals", ["i'm going to lisbon next week", 'show me sandals']],
    ['going to rome next week - can you find me walking shoes?', ['going to rome next week', 'can you find me walking shoes?']],
    ['lisbon 3 - 7 june', ['lisbon 3 - 7 june']],
    ['black bags - what about shoes', ['black bags', 'what about shoes']],
    // A piece chosen, then a request on "them": one request about that piece.
    ["i'll take the boots — put them in my cart", ["i'll take the boots — put them in my cart"]],
    ["i'd like the red one, add it to my cart", ["i'd like the red one, add it to my cart"]],
    // Said politely: a decision before the choice, a wish to buy, a request opening before the pronoun.
    ["ok i think i want to get the grey blazer - can you put it in my basket", ["ok i think i want to get the grey blazer - can you put it in my basket"]],
    // A choice then a request about something else, or a search then an act on what it finds, stay two.
    ["i want the boots — also show me bags", ["i want the boots", 'show me bags']],
    ['show me the boots and save them', ['show me the boots', 'save them']],
  ])('%s → %o', (text, clauses) => {
    expect(clauseTexts(text)).toEqual(clauses);
  });

  it.each([
    'a black and white dress',
    'follow camille.style and oslo_knits',
    'coats from 100 to 200',
    'jeans between 50 and 80',
    'shoes and bags under 100',
    'sorry, I meant loafers',
    'can you show me red boots',
    'a trip to porto from the 9th until the 13th',
    // A piece pointed at, then the question about it across a dash.
    'the red one - how much?',
    'the white ones \u2014 who makes them?',
    // An interjection before the request is no request of its own.
    'oh and put a boat trip on our second day',
    'ooh ok could we also squeeze in a spa afternoon',
    'hmm and show me linen trousers',
  ])('%s stays one clause', (text) => {
    expect(clauseTexts(text)).toHaveLength(1);
  });

  it('keeps each clause\'s own words as written, typos included', () => {
    const reading = read('Unfolow Lena and SHOE me gren dreses');
    expect(reading.clauses.map((c) => c.original)).toEqual(['Unfolow Lena', 'SHOE me gren dreses']);
    expect(reading.clauses.map((c) => c.text)).toEqual(['unfollow lena', 'show me green dresses']);
    expect(reading.clauses[0]!.slots.handles).toEqual(['lenaminimal']);
    expect(reading.clauses[1]!.slots.colours).toEqual(['green']);
  });

  it('gives each clause its own slots', () => {
    const [first, second] = read('unfollow camille.style and show me culottes under £60').clauses;
    expect(first!.slots.handles).toEqual(['camille.style']);
    expect(first!.slots.garments).toEqual([]);
    expect(second!.slots.garments.map((g) => g.garment)).toEqual(['culottes']);
    expect(second!.slots.price).toMatchObject({ max: 60, currency: 'GBP' });
    expect(second!.slots.handles).toEqual([]);
  });
});

describe('an account written alone before a dash is the object of the request after it', () => {
  it.each([
    'instagram.com/camille.style - follow this one',
    '@lenaminimal - pause her',
  ])('%s', (text) => expect(read(text).clauses).toHaveLength(1));

  it('still splits a request before a dash from one after it', () =>
    expect(read('show me bags - follow @lenaminimal').clauses).toHaveLength(2));
});

describe('a piece named, then a question about it by a pronoun', () => {
  it.each(['the suede one, is it lined?', 'the Lune bag — does it have a zip?', 'ok the tan ones then. are they heavy?'])('%s is one clause', (text) => {
    expect(clauseTexts(text)).toHaveLength(1);
  });
  it('still splits a request before a question', () => {
    expect(clauseTexts('show me the tan boots. are they heavy for long walks?').length).toBeGreaterThan(1);
  });
});
