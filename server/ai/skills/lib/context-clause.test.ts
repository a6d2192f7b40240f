import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';

const TODAY = '2026-04-20';
const kinds = (text: string) => understand(text, TODAY).map((r) => r.kind);

describe('a sentence of context beside a request', () => {
  it.each([
    ["Have you got any ankle boots in black? I'm not too fussy about the heel.", ['products']],
    ['My granddaughter set this up for me. I\u2019d like a warm cardigan under forty pounds.', ['products']],
    ["Please take the Noir Leather Tote out of my cart; I really don't need two black bags.", ['dressingRoom.cart']],
    ['Show me some silk scarves. She adores green.', ['products']],
  ])('%s asks only the request', (text, expected) => expect(kinds(text)).toEqual(expected));

  it.each([
    // Each sentence asks, or tells what the app acts on (a purchase, a trip).
    ["I'm going to Lisbon next week. Show me sandals.", 2],
    ['I bought a grey wool coat. Show me scarves to go with it.', 2],
    ['Show me black bags. I need some boots too.', 2],
  ])('%s keeps both', (text, n) => expect(kinds(text).length).toBe(n));

  it('a sentence alone is still read', () => expect(kinds("I'm not too fussy about the heel.")).toEqual(['products']));
});

describe('a preface that names nothing', () => {
  it('is no question back beside the request it opens', () => {
    expect(kinds("I'd like to get rid of a few things. Could you remove the White Leather Sneakers and the Gold Hoop Earrings from my wardrobe?"))
      .toEqual(['wardrobe.remove', 'wardrobe.remove']);
  });
});

describe('a request said short', () => {
  it('"then my recommendations" is no sentence of context', () => {
    expect(kinds('show me my style profile and then my recommendations')).toEqual(['styleProfile.get', 'feed']);
  });
});

describe('words ruled out beside an outfit asked for', () => {
  it('are the outfit\'s wish, not a search of their own', () => {
    expect(kinds('What do I wear to my nephew\'s christening? No shorts.')).toEqual(['outfit.build']);
  });
  it('stay a search when they name a piece', () => {
    expect(kinds('What should I wear to a christening? Also show me bags, not black.')).toContain('products');
  });
});

describe('a clause read only by a guess beside a sure request', () => {
  it.each([
    ['Follow lenaminimal. Can you sort that out for me please?', ['influencers.follow']],
    ['Unfollow street.atelier. Would you be able to do that for me?', ['influencers.unfollow']],
    ['Plan my trip to Porto from 3 to 6 June, and perhaps suggest what I ought to bring along.', ['trips.plan']],
  ])('%s is that request only', (text, expected) => expect(kinds(text)).toEqual(expected));

  it('keeps a guess that names what to act on, and a guess alone', () => {
    expect(kinds('Follow lenaminimal. I need a red bag too')).toEqual(['influencers.follow', 'products']);
    expect(kinds('Can you sort that out for me please?')).not.toEqual([]);
  });
});

describe('a clause that asks for nothing', () => {
  it.each([
    'Honestly not for me, way over what I had in mind.',
    'the staff party was a bit of a let-down honestly',
    'my anniversary dinner went really well last night',
  ])('%s calls nothing', (text) => expect(kinds(text).every((k) => ['unknown', 'chat', 'cannot', 'clarify'].includes(k))).toBe(true));

  it('still reads a wish said short, a narrowing or a question', () => {
    expect(kinds('cream knits')).toEqual(['products']);
    expect(kinds('what is new in my feed')).toEqual(['feed']);
  });
});

describe('one sentence sure of its request, the others telling', () => {
  it('keeps the request and reads the rest as its context', () => {
    expect(understand('Could you pause camille.style for a while? So many blazers on my feed lately', TODAY)).toMatchObject([{ kind: 'influencers.setActive', handles: ['camille.style'], active: false }]);
    // Another sentence that asks keeps the whole message's reading.
    expect(kinds('any comfy loafers? walking loads in lisbon next month')).toEqual(['products']);
  });
});

describe('a piece she owns, told beside a request', () => {
  it.each([
    ['I own loads of beige knitwear. Find me a bright bag please', ['products']],
    ["hey, i've got a denim jacket already. could you show me white trainers", ['products']],
  ])('%s is the request alone', (text, expected) => expect(kinds(text)).toEqual(expected));

  it('alone, or with a verb of buying, is still the wardrobe\u2019s', () => {
    expect(kinds('I bought a linen shirt today. Show me shorts to go with it.')).toContain('wardrobe.add');
  });
});
