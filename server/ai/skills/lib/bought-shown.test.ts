import { describe, expect, it } from 'vitest';
import { emptySlots } from '../../nlu/index.js';
import type { Slots } from '../../nlu/types.js';
import { emptyState } from '../dialogue.js';
import { boughtShown } from './bought-shown.js';

const jeans = { id: 'j', product_name: 'Blue Straight Jeans', category: 'Bottoms', brand: 'Denim Lab', color: 'blue', price: 78 };
const tote = { id: 't', product_name: 'Noir Leather Tote', category: 'Bags', brand: 'Maison Vale', color: 'black', price: 89 };
const state = (products: Record<string, unknown>[]) => ({ ...emptyState(), lists: { products, influencers: [], posts: [] } });
const it_: Slots = { ...emptySlots(), references: [{ kind: 'pronoun', word: 'it' }] };
const first: Slots = { ...emptySlots(), references: [{ kind: 'ordinal', index: 0 }] };

describe('boughtShown', () => {
  it('records the one piece shown when the shopper says she bought it', () => {
    expect(boughtShown({ text: 'bought it', slots: it_, state: state([jeans]) })).toMatchObject({ item_name: 'Blue Straight Jeans', category: 'Bottoms', purchase_price: 78 });
  });
  it('records the piece an ordinal points at among several shown', () => {
    expect(boughtShown({ text: 'ordered the first one', slots: first, state: state([tote, jeans]) })).toMatchObject({ item_name: 'Noir Leather Tote' });
  });
  it('records nothing for a question, a plan, "got it" or with nothing shown', () => {
    expect(boughtShown({ text: 'should i get it?', slots: it_, state: state([jeans]) })).toBeNull();
    expect(boughtShown({ text: "i'll buy it tomorrow", slots: it_, state: state([jeans]) })).toBeNull();
    expect(boughtShown({ text: 'ok got it', slots: it_, state: state([jeans]) })).toBeNull();
    expect(boughtShown({ text: 'bought it', slots: it_, state: state([]) })).toBeNull();
    // Asked without a question mark: "any", "more" ask for pieces.
    expect(boughtShown({ text: 'got any more along the lines of the first one', slots: first, state: state([tote, jeans]) })).toBeNull();
  });
  it('points at none when "it" could be any of several', () => {
    expect(boughtShown({ text: 'bought it', slots: it_, state: state([tote, jeans]) })).toBeNull();
  });
});
