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
      .toMatchObject({ text: 'black loafer', category: 'Shoes', maxPrice: 120 });
    expect(next({ text: 'black', category: 'Bags', limit: 6 }, 'make it olive instead')).toMatchObject({ text: 'olive', category: 'Bags' });
  });

  it('a search that names its own subject is a new search', () => {
    expect(understand('red dresses under 90', TODAY, afterSearch(woolCoats))).toMatchObject([{ kind: 'products', query: { category: 'Dresses' } }]);
  });

  it('with no search before, a bare price is a search of its own', () => {
    expect(understand('under 200', TODAY)).toMatchObject([{ kind: 'products', query: { maxPrice: 200 } }]);
  });
});
