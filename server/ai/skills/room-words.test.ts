import { describe, expect, it } from 'vitest';
import { understand } from '../../../evals/skill-harness.js';
import { dialogueState } from './dialogue.js';

const TODAY = '2026-04-20';
const scarf = { id: 's1', product_name: 'Green Silk Scarf', brand: 'Orsay', price: 120, color: 'green', category: 'Accessories' };
const tote = { id: 't1', product_name: 'Noir Leather Tote', brand: 'Maison Vale', price: 89, color: 'black', category: 'Bags' };
const afterSearch = (items: Record<string, unknown>[]) =>
  dialogueState([{ toolName: 'products_search', input: { limit: 6 }, output: { products: items }, isError: false, request: 0, prep: false }], ['show me something']);

describe('the cart in everyday words, right after pieces were shown', () => {
  it.each(['alright, basket', 'cart please', 'sure then, add to basket', 'yes, bung it in my bag', 'basket it'])('one piece shown: %s moves it', (text) => {
    expect(understand(text, TODAY, afterSearch([scarf]))).toMatchObject([{ kind: 'dressingRoom.cart', inCart: true, ref: { index: 1 } }]);
  });

  it('two pieces shown and none named: asks which, never guesses', () => {
    const [r] = understand('cart please', TODAY, afterSearch([scarf, tote]));
    expect(r).toMatchObject({ kind: 'dressingRoom.cart', ref: null });
    expect(r).not.toHaveProperty('described');
  });

  it('a cart word with nothing shown shows the cart', () => {
    expect(understand('basket please', TODAY)).toMatchObject([{ kind: 'cart.list' }]);
  });

  it('a handbag is still searched for', () => {
    expect(understand('i want a bag like this in red', TODAY, afterSearch([tote]))).not.toMatchObject([{ kind: 'dressingRoom.cart' }]);
  });
});

describe('the dressing room in everyday words', () => {
  const listed = dialogueState([{ toolName: 'dressingRoom_list', input: {}, output: { items: [{ id: 'r1', item_name: 'Blue Straight Jeans', is_in_cart: false }, { id: 'r2', item_name: 'Green Silk Scarf', is_in_cart: false }] }, isError: false, request: 0, prep: false }], ['show my saved pieces']);

  it('"take … out" right after it was listed takes that piece out', () => {
    expect(understand('take the scarf out, went off it', TODAY, listed)).toMatchObject([{ kind: 'dressingRoom.remove' }]);
  });

  it.each(['pop the tote on my wish list', 'stick the earrings in my faves'])('a save under another name: %s', (text) => {
    expect(understand(text, TODAY)).toMatchObject([{ kind: 'dressingRoom.add' }]);
  });
});
