import { describe, expect, it } from 'vitest';
import { read } from '../../nlu/testing.js';
import type { DialogueState } from '../dialogue.js';
import { priceSaidBack } from './price-said-back.js';

const shown: DialogueState = {
  lastSearch: { category: 'Tops' }, earlierUserTexts: [], lastHandles: [], lastHandlesAre: null, latestTool: 'products.search', lastSearchFound: 2,
  lists: { products: [{ product_name: 'Mohair Jumper', price: 215 }, { product_name: 'Cotton Tee', price: 35 }], influencers: [], posts: [] },
};
const saidBack = (text: string) => priceSaidBack(text, read(text).clauses[0]!.slots, shown);

describe('a shown price said back', () => {
  it('is a reaction when the amount is a shown piece\u2019s, said with no cue', () => {
    expect(saidBack('215 quid for a jumper... wow')).toBe(true);
    expect(saidBack('the mohair one at $215?! nope')).toBe(true);
  });
  it('is a budget with a cue, another amount, or a request for other pieces', () => {
    expect(saidBack('under 215 please')).toBe(false);
    expect(saidBack('the mohair one at $180?')).toBe(false);
    expect(saidBack('anything like it for 215')).toBe(false);
    expect(saidBack('show me tops for 215')).toBe(false);
  });
});
