/** Requests in full, polite sentences (the polite-voice dev batch): what each is read as. */
import { describe, expect, it } from 'vitest';
import { understand } from '../../../evals/skill-harness.js';

const TODAY = '2026-04-20';

describe('polite, long requests', () => {
  it('a save with a reason after it ("so I can think it over") is still a save', () => {
    expect(understand('Could you put the Red Wrap Dress in my dressing room so I can think it over?', TODAY))
      .toMatchObject([{ kind: 'dressingRoom.add', said: 'red wrap dress' }]);
  });
});

describe('several pieces removed at once', () => {
  it('is one removal a piece', () => {
    expect(understand('remove the white leather sneakers and the gold hoop earrings from my wardrobe', TODAY))
      .toEqual([{ kind: 'wardrobe.remove', target: 'white leather sneakers' }, { kind: 'wardrobe.remove', target: 'gold hoop earrings' }]);
    expect(understand('remove the black and white dress from my wardrobe', TODAY)).toHaveLength(1);
  });
});

describe('a piece that no longer fits', () => {
  it.each(["Please remove the Red Wrap Dress, it doesn't fit me any more.", "the red wrap dress doesn't fit me anymore"])('%s leaves the wardrobe', (text) => {
    expect(understand(text, TODAY)).toMatchObject([{ kind: 'wardrobe.remove', target: 'red wrap dress' }]);
  });
});

describe('pieces asked for by a verb of finding, for an occasion', () => {
  it.each([
    "I have a wedding in June and I'm on a budget of about sixty pounds, could you show me a few dresses that might work?",
    "I'm looking for a dress for my niece's christening, nothing too expensive please.",
    'I am searching one elegant dress for the evening, the price maximum 150 euro, it is possible?',
  ])('%s is a search', (text) => expect(understand(text, TODAY)).toMatchObject([{ kind: 'products', query: { category: 'Dresses' } }]));

  it.each(['a dress for the station party', 'what should I wear to a wedding in June?', 'could you put together an outfit for a wedding?'])(
    '%s is still an outfit', (text) => expect(understand(text, TODAY)).toMatchObject([{ kind: 'outfit.build' }]));
});

describe('a purchase told, then asked to be logged', () => {
  it('is one piece, with the price said in words', () => {
    expect(understand('I treated myself to a cream cashmere sweater from Kind Wool yesterday, it cost three hundred and ten dollars. Could you add it to my wardrobe?', TODAY))
      .toMatchObject([{ kind: 'wardrobe.add', item: { item_name: 'Cream Cashmere Sweater', brand: 'Kind Wool', purchase_price: 310 } }]);
    expect(understand('I bought a cream cashmere sweater yesterday. Could you add it to my wardrobe?', TODAY)).toHaveLength(1);
  });
});

describe('polite requests in everyday words', () => {
  it('lists the accounts the shopper paused or follows, never calling it something outside fashion', () => {
    expect(understand('Would you kindly tell me which influencers I have muted?', TODAY)).toEqual([{ kind: 'influencers.followed', status: 'inactive' }]);
    expect(understand('what creators am i following these days', TODAY)).toEqual([{ kind: 'influencers.followed', status: 'active' }]);
  });

  it('says a delivery is not the stylist\u2019s to arrange', () => {
    expect(understand('Could the boots be delivered to my sister instead?', TODAY)).toMatchObject([{ kind: 'cannot' }]);
    expect(understand('what should i wear to my delivery driver interview', TODAY)).toMatchObject([{ kind: 'outfit.build' }]);
  });

  it('reads coming back from the shops with a piece as having bought it', () => {
    expect(understand("We've just come back from town with a navy raincoat", TODAY)).toMatchObject([{ kind: 'wardrobe.add', item: { item_name: 'Navy Raincoat' } }]);
  });

  it('takes a sentence of context the tagger finds no verb in as context beside a request', () => {
    expect(understand('My nephew set this app up for me. Could you find me a grey scarf?', TODAY)).toMatchObject([{ kind: 'products', query: { category: 'Accessories' } }]);
  });
});
