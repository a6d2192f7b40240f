import { describe, expect, it } from 'vitest';
import { resolve, understand } from '../../../../evals/skill-harness.js';
import { dialogueState } from '../dialogue.js';
import { similarReply, similarShown } from './similar-shown.js';
import { slotsOf } from '../../nlu/testing.js';

const TODAY = '2026-04-20';
const bags = [
  { id: 'b1', product_name: 'Black Mini Crossbody', brand: 'Lune', price: 65, color: 'black', category: 'Bags' },
  { id: 'b2', product_name: 'Noir Leather Tote', brand: 'Maison Vale', price: 89, color: 'black', category: 'Bags' },
  { id: 'b3', product_name: 'Camel Structured Bag', brand: 'Atelier Nord', price: 420, color: 'brown', category: 'Bags' },
];
const shown = (items: typeof bags) =>
  dialogueState([{ toolName: 'products_search', input: { category: 'Bags', limit: 6 }, output: { products: items }, isError: false, request: 0, prep: false }], ['bags']);
const similarTo = (text: string, items = bags) => {
  const [r] = understand(text, TODAY, shown(items));
  return r?.kind === 'products.similar' ? r.to : null;
};

describe('pieces like one just shown', () => {
  it('names the piece by position, by what it looks like, or by a pronoun when one piece was shown', () => {
    expect(similarTo('more like the first one')).toMatchObject({ id: 'b1', name: 'Black Mini Crossbody' });
    expect(similarTo('got anything similar to the last one?')).toMatchObject({ id: 'b3', name: 'Camel Structured Bag' });
    expect(similarTo('something like the brown one')).toMatchObject({ id: 'b3', name: 'Camel Structured Bag' });
    expect(similarTo('more like the tote please')).toMatchObject({ id: 'b2', name: 'Noir Leather Tote' });
    expect(similarTo('got any more along the lines of the final one')).toMatchObject({ id: 'b3', name: 'Camel Structured Bag' });
    expect(similarTo('anything similar to that?', bags.slice(1, 2))).toMatchObject({ id: 'b2', name: 'Noir Leather Tote' });
  });

  it('with no piece named, means the only piece shown ("similar ones??", "got anything along those lines")', () => {
    expect(similarTo('similar ones??', bags.slice(2))).toMatchObject({ id: 'b3', name: 'Camel Structured Bag' });
    expect(similarTo('got anything along those lines', bags.slice(0, 1))).toMatchObject({ id: 'b1', name: 'Black Mini Crossbody' });
    expect(similarTo('similar ones??')).toBeNull(); // three shown, none in focus
  });

  it('is no such request when the piece is unclear, the shopper gives an opinion or a wish, or prices a search', () => {
    expect(similarTo('something like the black one')).toBeNull(); // two black bags
    expect(similarTo('anything similar to that?')).toBeNull(); // three shown
    expect(similarTo('i like the first one')).toBeNull();
    expect(similarTo("i'd like the second one")).toBeNull();
    // "like 40ish" is an amount said roughly, not a likeness.
    expect(similarTo('something cheaper, like 40ish', bags.slice(0, 1))).toBeNull();
  });

  it('reads what is asked to be different after the piece as the differences, never as the piece\'s description', () => {
    expect(similarTo('more like the first one but under 50')).toMatchObject({ id: 'b1', differences: { words: [], exclude: [], maxPrice: 50 } });
    expect(similarTo('the camel one, anything similar that costs less?')).toMatchObject({ id: 'b3', price: 420, differences: { relative: 'cheaper' } });
    expect(similarTo('pieces like the tote, only in brown')).toMatchObject({ id: 'b2', differences: { words: ['brown'] } });
    expect(similarTo('have you got stuff like the crossbody without the chain?')).toMatchObject({ id: 'b1', differences: { exclude: ['chain'] } });
    expect(similarTo('anything along the lines of the camel one but smaller')).toMatchObject({ id: 'b3', differences: { words: ['small'] } });
    expect(similarTo('similar to the second one with a zip')).toMatchObject({ id: 'b2', differences: { words: ['zip'] } });
    // The piece's own colour said again names it; an amount told of the piece before the ask is no price asked.
    expect(similarTo('similar to the black mini one, in black too')?.differences).toBeUndefined();
    expect(similarTo('the lune one at 65 is a stretch, got something similar for less')).toMatchObject({ id: 'b1', differences: { relative: 'cheaper' } });
    // A piece a sentence before picked out is the one meant.
    expect(similarTo('the tote is gorgeous. similar ones in brown?')).toMatchObject({ id: 'b2', differences: { words: ['brown'] } });
  });

  it('says which piece the answer is like, how many it found, and when there are none', () => {
    const to = { id: 'b1', name: 'Black Mini Crossbody' };
    const result = (output: unknown, isError = false) => ({ result: { toolName: 'products_similar', input: { id: 'b1' }, output, isError, request: 0, prep: false } });
    expect(similarReply(to, result({ products: [bags[1]] }))).toBe('Here is 1 piece like the Black Mini Crossbody:\n1. Noir Leather Tote by Maison Vale — $89');
    expect(similarReply(to, result({ products: [] }))).toBe('I couldn\u2019t find anything else like the Black Mini Crossbody in the catalogue.');
    expect(similarReply(to, { missing: 'tool' })).toMatch(/^I can\u2019t look for pieces like the Black Mini Crossbody here/);
  });
});

describe('a likeness said of a piece', () => {
  it('"it looks like something she would wear" asks for no similar pieces', () => {
    const items = [{ id: 'x', product_name: 'Green Silk Scarf', price: 120 }];
    expect(similarShown('that one seems like her kind of thing', slotsOf('that one seems like her kind of thing'), shown(items as typeof bags))).toBeNull();
    expect(similarShown('anything like that one?', slotsOf('anything like that one?'), shown(items as typeof bags))).not.toBeNull();
  });
});

describe('other words for pieces like one shown', () => {
  it('reads alternatives, a vibe, a dupe, and a numeric position', () => {
    expect(similarTo('ok but alternatives to the camel one?')).toMatchObject({ id: 'b3', name: 'Camel Structured Bag' });
    expect(similarTo('anything in the same vibe as the tote')).toMatchObject({ id: 'b2', name: 'Noir Leather Tote' });
    expect(similarTo('know any dupes for the crossbody?')).toMatchObject({ id: 'b1', name: 'Black Mini Crossbody' });
    expect(similarTo('adore the 3rd one, more like it pls')).toMatchObject({ id: 'b3', name: 'Camel Structured Bag' });
    expect(similarTo('alternatives?')).toBeNull(); // three shown, none named
  });

  it('right after an outfit, means a shop piece of it, never one of her own', () => {
    const pieces = [
      { source: 'wardrobe', id: 'w1', name: 'Old Grey Boots', price: null, category: 'Shoes', slot: 'shoes' },
      { source: 'product', id: 'p5', name: 'White Leather Sneakers', price: 95, category: 'Shoes', slot: 'shoes' },
    ];
    const state = dialogueState([{ toolName: 'outfits_compose', input: { constraints: {} }, output: { pieces }, isError: false, request: 0, prep: false }], ['an outfit for a gig']);
    expect(understand('nice pick on the sneakers, got others like them?', TODAY, state)).toMatchObject([{ kind: 'products.similar', to: { id: 'p5' } }]);
    expect(understand('any more like the grey boots?', TODAY, state)).not.toMatchObject([{ kind: 'products.similar', to: { id: 'w1' } }]);
  });
});

describe('pieces like a shop piece named that was not shown', () => {
  const named = (text: string) => {
    const [r] = understand(text, TODAY);
    return r?.kind === 'products.similar' ? r.to : null;
  };

  it('is the piece named with "the", to look up by its name', () => {
    expect(named('do you stock anything resembling the gold hoop earrings? something similar please')).toEqual({ name: 'gold hoop earrings' });
    expect(named('show me things along the lines of the quilted shoulder bag')).toEqual({ name: 'quilted shoulder bag' });
    expect(named('the grey tailored blazer is great, have you got others like it')).toEqual({ name: 'grey tailored blazer' });
  });

  it('keeps a difference asked after the piece as what the pieces like it must differ by', () => {
    expect(named('pieces like the blue straight jeans but in black')).toEqual({ name: 'blue straight jeans', differences: { words: ['black'], exclude: [] } });
    expect(named('similar to the camel structured bag with a longer strap')).toEqual({ name: 'camel structured bag', differences: { words: ['long', 'strap'], exclude: [] } });
    expect(named('any alternatives to the satin slingback heels that are not 700 dollars')).toMatchObject({ name: 'satin slingback heels', differences: { maxPrice: 699 } });
  });

  it('is no such request when a kind of piece is described, or the piece is hers', () => {
    expect(named('something like a quilted shoulder bag')).toBeNull();
    expect(named('anything like my grey tailored blazer')).toBeNull();
    expect(named('what shoes go with something like the red wrap dress')).toBeNull();
  });
});

describe('finding the piece named before its likes', () => {
  const tools = [{ name: 'products_search', properties: ['text', 'category', 'minPrice', 'maxPrice', 'exclude', 'limit', 'offset'] }, { name: 'products_similar', properties: ['id', 'limit'] }];
  const request = { kind: 'products.similar' as const, to: { name: 'camel structured bag' } };
  const lookUp = resolve(request, tools, () => null);
  const searched = (products: unknown[]) =>
    [{ toolName: 'products_search', input: 'call' in lookUp ? lookUp.call.input : {}, output: { products }, isError: false, request: 0, prep: true }];

  it('searches the catalogue for its name, then asks for the pieces like the one that fits', () => {
    expect(lookUp).toMatchObject({ call: { toolName: 'products_search', prep: true, input: { category: 'Bags' } } });
    expect(resolve(request, tools, () => null, searched(bags))).toMatchObject({ call: { toolName: 'products_similar', input: { id: 'b3' } } });
  });

  it('says so when no piece of the shop fits the name, and names the piece found in the reply', () => {
    expect(resolve(request, tools, () => null, searched(bags.slice(0, 2)))).toEqual({ unmatched: 'camel structured bag' });
    const steps = searched(bags);
    const result = { toolName: 'products_similar', input: { id: 'b3' }, output: { products: [bags[1]] }, isError: false, request: 0, prep: false };
    expect(similarReply(request.to, { result, steps })).toBe('Here is 1 piece like the Camel Structured Bag:\n1. Noir Leather Tote by Maison Vale — $89');
  });
});
