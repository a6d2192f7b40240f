import { describe, expect, it } from 'vitest';
import { dialogueState, type DialogueState } from './dialogue.js';
import type { SeenResult } from './lib/plan-core.js';
import { resolveRefine } from './lib/plan-shopping.js';
import { understand } from '../../../evals/skill-harness.js';

const TODAY = '2026-04-20';
const seen = (toolName: string, input: unknown, output: unknown): SeenResult => ({ toolName, input, output, isError: false, request: 0, prep: false });
const coat = { id: 'p1', product_name: 'Grey Wool Coat', price: 320 };
const afterSearch = (input: Record<string, unknown>): DialogueState =>
  dialogueState([seen('products_search', input, { products: [coat] })], ['earlier']);

/** The search a follow-up makes, planned against the search before. */
const next = (input: Record<string, unknown>, text: string) => {
  const history = [seen('products_search', input, { products: [coat] })];
  const [r] = understand(text, TODAY, afterSearch(input));
  expect(r?.kind, text).toBe('products.refine');
  const planned = resolveRefine(r as Extract<typeof r, { kind: 'products.refine' }> & object, {
    tools: [{ name: 'products_search', properties: ['text', 'category', 'minPrice', 'maxPrice', 'exclude', 'limit', 'offset'] }],
    latestList: () => null, current: [], own: [], history,
  });
  return (planned as { call: { input: Record<string, unknown> } }).call.input;
};

describe('dialogue state', () => {
  it('keeps the last search, the lists shown and the handles acted on', () => {
    const state = dialogueState([
      seen('products_search', { text: 'wool', category: 'Outerwear' }, { products: [coat] }),
      seen('influencers_follow', { handles: ['camille.style'] }, { added: ['camille.style'] }),
    ], ['wool coats']);
    expect(state.lastSearch).toMatchObject({ text: 'wool', category: 'Outerwear' });
    expect(state.lists.products).toHaveLength(1);
    expect(state.lastHandles).toEqual(['camille.style']);
  });

  const woolCoats = { text: 'wool', category: 'Outerwear', limit: 6 };

  it('a bare price keeps the category and the words', () => {
    expect(next(woolCoats, 'under 200')).toMatchObject({ text: 'wool', category: 'Outerwear', maxPrice: 200 });
    expect(next(woolCoats, 'what about under 150?')).toMatchObject({ category: 'Outerwear', maxPrice: 150 });
  });

  it('"only the high-end ones" keeps the category and sets a floor', () => {
    const input = next({ ...woolCoats, maxPrice: 200 }, 'only the high-end ones');
    expect(input).toMatchObject({ category: 'Outerwear', minPrice: 500 });
    expect(input.maxPrice).toBeUndefined();
  });

  it('a correction replaces the slot it corrects and keeps the rest', () => {
    expect(next({ text: 'black', category: 'Shoes', maxPrice: 120, limit: 6 }, 'sorry, I meant loafers'))
      .toMatchObject({ text: 'black loafers', category: 'Shoes', maxPrice: 120 });
    expect(next({ text: 'black', category: 'Bags', limit: 6 }, 'make it olive instead')).toMatchObject({ text: 'olive', category: 'Bags' });
  });

  it('a correction of the garment drops the garment it corrects, whatever the garment', () => {
    const input = next({ text: 'navy culottes', category: 'Bottoms', limit: 6 }, 'oh wait, I meant palazzo pants');
    expect(input).toMatchObject({ category: 'Bottoms', text: 'navy palazzo pants' });
    expect(next({ text: 'black kitten heel', category: 'Shoes', limit: 6 }, 'no, ballet flats')).toMatchObject({ text: 'black ballet flats' });
  });

  it('a material named replaces the material searched, and an everyday shade after "to" is a colour', () => {
    const input = next({ text: 'silk', category: 'Tops', limit: 6 }, 'could I get those in cotton instead of that');
    expect(input).toMatchObject({ text: 'cotton', category: 'Tops' });
    expect(next({ text: 'black', category: 'Shoes', limit: 6 }, 'hmm, switch to tan')).toMatchObject({ text: 'camel', category: 'Shoes' });
  });

  it('a price correction replaces the price ("make it 150"), an approximate one is rounded', () => {
    expect(next({ text: 'red', category: 'Dresses', maxPrice: 200, limit: 6 }, 'make it 150')).toMatchObject({ text: 'red', category: 'Dresses', maxPrice: 150 });
    expect(next(woolCoats, 'something around 250')).toMatchObject({ text: 'wool', category: 'Outerwear', minPrice: 188, maxPrice: 313 });
  });

  it('an exclusion, a garment ruled out included, keeps the subject', () => {
    expect(next({ text: 'leather', category: 'Bags', limit: 6 }, 'hmm, none in black')).toMatchObject({ text: 'leather', category: 'Bags', exclude: ['black'] });
    expect(next({ category: 'Shoes', limit: 6 }, 'nothing with heels on them please')).toMatchObject({ category: 'Shoes', exclude: ['heels'] });
  });

  // "More along the lines of the final one" names a piece: pieces like it (lib/similar-shown.test.ts), not the next page.
  it('a similar one for less is the piece shown\'s nearest pieces below its price; "cheaper" alone narrows the search', () => {
    expect(understand('anything similar, just cheaper?', TODAY, afterSearch(woolCoats)))
      .toMatchObject([{ kind: 'products.similar', to: { id: 'p1', price: 320, differences: { relative: 'cheaper' } } }]);
    expect(next(woolCoats, 'any cheaper ones?')).toMatchObject({ text: 'wool', category: 'Outerwear', maxPrice: 319 });
  });

  it('with no search before, only a clause about what was shown is a follow-up', () => {
    expect(understand('any pricier?', TODAY)).toMatchObject([{ kind: 'products.refine', refinement: { pricier: true } }]);
    expect(understand('make it olive instead', TODAY)).toMatchObject([{ kind: 'products.refine', refinement: { colour: 'olive' } }]);
    expect(understand('is my wardrobe mostly black?', TODAY)[0]?.kind).not.toBe('products.refine');
  });

  it('a search that names its own subject is a new search', () => {
    expect(understand('red dresses under 90', TODAY, afterSearch(woolCoats))).toMatchObject([{ kind: 'products', query: { category: 'Dresses' } }]);
  });

  it('with no search before, a bare price is a search of its own', () => {
    expect(understand('under 200', TODAY)).toMatchObject([{ kind: 'products', query: { maxPrice: 200 } }]);
  });

  it('a look around a piece just shown resolves the NLU reference against the list shown', () => {
    const shown = [
      { id: 'p1', product_name: 'Gold Hoop Earrings', price: 45, color: null },
      { id: 'p2', product_name: 'Green Silk Scarf', price: 120, color: 'green' },
      { id: 'p3', product_name: 'Black Ankle Boots', price: 240, color: 'black' },
    ];
    const state = dialogueState([seen('products_search', { limit: 6 }, { products: shown })], ['show me something']);
    const look = (text: string) => understand(text, TODAY, state)[0];
    expect(look('build me a full look around the first one you showed')).toMatchObject({ kind: 'look.complete', source: { from: 'product', ref: { index: 1 } } });
    expect(look('could you complete a look around the last one shown')).toMatchObject({ kind: 'look.complete', source: { from: 'product', ref: { index: -1 } } });
    expect(look('finish off a look around that green one')).toMatchObject({ kind: 'look.complete', source: { from: 'product', ref: { index: 2 } } });
    // A piece named by its own words is still a piece to find.
    expect(look('complete my look with my white sneakers')).toMatchObject({ kind: 'look.complete', source: { from: 'pieces' } });
  });

  describe('follow-ups that carry over, let go, count', () => {
    const redDresses = { text: 'red', category: 'Dresses', maxPrice: 100, limit: 6 };

    it('another subject said as a follow-up keeps the colour and the price', () => {
      expect(next(redDresses, 'and in shoes?')).toMatchObject({ category: 'Shoes', text: 'red', maxPrice: 100 });
      expect(next(redDresses, 'bags in the same colour')).toMatchObject({ category: 'Bags', text: 'red', maxPrice: 100 });
      expect(next({ text: 'black culottes', category: 'Bottoms', limit: 6 }, 'also skirts')).toMatchObject({ category: 'Bottoms', text: 'black skirts' });
    });

    it('a subject asked for outright is still a search of its own', () => {
      expect(understand('and show me some bags', TODAY, afterSearch(redDresses))).toMatchObject([{ kind: 'products', query: { category: 'Bags' } }]);
    });

    it('letting a constraint go drops only that constraint', () => {
      const noCap = next(redDresses, 'forget the budget');
      expect(noCap).toMatchObject({ text: 'red', category: 'Dresses' });
      expect(noCap.maxPrice).toBeUndefined();
      const anyColour = next(redDresses, 'any colour is fine');
      expect(anyColour).toMatchObject({ category: 'Dresses', maxPrice: 100 });
      expect(anyColour.text).toBeUndefined();
      expect(next({ ...redDresses, text: 'red wool' }, "doesn't have to be wool")).toMatchObject({ text: 'red', maxPrice: 100 });
      expect(next({ text: 'black Lune', category: 'Bags', limit: 6 }, 'any brand')).toMatchObject({ text: 'black', category: 'Bags' });
      const anyCategory = next(redDresses, 'not just dresses, anything at all in red');
      expect(anyCategory).toMatchObject({ text: 'red', maxPrice: 100 });
      expect(anyCategory.category).toBeUndefined();
    });

    it('a value named only to be let go is no value wanted', () => {
      const input = next({ text: 'green jumpsuit', category: 'Dresses', limit: 6 }, 'actually never mind the green');
      expect(input).toMatchObject({ text: 'jumpsuit', category: 'Dresses' });
    });

    it('other colours rule the colour shown out', () => {
      expect(next(redDresses, 'other colours?')).toMatchObject({ category: 'Dresses', exclude: ['red'], maxPrice: 100 });
    });

    it('a count sets how many are shown, all of them as many as a search gives', () => {
      expect(next(redDresses, 'just show me 3')).toMatchObject({ text: 'red', limit: 3 });
      expect(next(redDresses, 'show me all of them')).toMatchObject({ text: 'red', limit: 50 });
    });

    it('a floor under the ceiling keeps the ceiling; a correction replaces it', () => {
      expect(next({ category: 'Shoes', maxPrice: 300, limit: 6 }, 'over 100?')).toMatchObject({ minPrice: 100, maxPrice: 300 });
      expect(next({ category: 'Shoes', maxPrice: 300, limit: 6 }, 'actually over 400').maxPrice).toBeUndefined();
    });

    it('a style narrows, a material joins before the garment', () => {
      expect(next({ category: 'Bottoms', limit: 6 }, 'skinny ones?')).toMatchObject({ text: 'skinny', category: 'Bottoms' });
      expect(next({ text: 'black culottes', category: 'Bottoms', limit: 6 }, 'in linen?')).toMatchObject({ text: 'black linen culottes' });
    });

    it('cheaper or pricier goes with the colour or material the same clause names', () => {
      expect(next({ text: 'red', category: 'Dresses', limit: 6 }, 'cheaper ones in navy?')).toMatchObject({ text: 'navy', category: 'Dresses', maxPrice: 319 });
      expect(next({ category: 'Outerwear', limit: 6 }, 'something a bit fancier in wool?')).toMatchObject({ text: 'wool', minPrice: 321 });
    });

    it('something else pages on', () => {
      expect(next(redDresses, 'something else?')).toMatchObject({ text: 'red', offset: 1 });
    });
  });
});
