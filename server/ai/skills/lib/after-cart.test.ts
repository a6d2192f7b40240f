import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import { emptyState, type DialogueState } from '../dialogue.js';

const TODAY = '2026-04-20';
const cartShown = (earlier: string[] = ["what's in my cart"]): DialogueState => ({
  ...emptyState(), latestTool: 'dressingRoom_list', latest: { input: { inCartOnly: true }, output: { items: [] } }, earlierUserTexts: earlier,
});
const roomShown = (earlier: string[]): DialogueState => ({
  ...emptyState(), latestTool: 'dressingRoom_list', latest: { input: { inCartOnly: false }, output: { items: [] } }, earlierUserTexts: earlier,
});
const toggled = (): DialogueState => ({ ...emptyState(), latestTool: 'dressingRoom.toggleCart', latest: { input: { id: 'x' }, output: {} }, earlierUserTexts: ['and add it to my cart'] });

describe('a follow-up right after the cart is about the cart', () => {
  it.each([
    ['whats the total now', cartShown(), { kind: 'cart.list', question: 'total' }],
    ['whats my total', toggled(), { kind: 'cart.list', question: 'total' }],
    ['how much does that come to', toggled(), { kind: 'cart.list', question: 'total' }],
    ['how many is that', cartShown(), { kind: 'cart.list', question: 'count' }],
    ['whats in it', roomShown(['add nothing to my cart']), { kind: 'cart.list', question: 'list' }],
    ['whats in it', { ...emptyState(), earlierUserTexts: ['add nothing to my cart'] }, { kind: 'cart.list', question: 'list' }],
    ['remove the tote', cartShown(), { kind: 'dressingRoom.cart', inCart: false, target: 'tote' }],
    ['take the second one out', cartShown(), { kind: 'dressingRoom.cart', inCart: false, ref: { index: 2 } }],
  ])('%s', (text, state, expected) => expect(understand(text, TODAY, state)).toMatchObject([expected]));

  it('leaves a clause that names something else, or comes after the dressing room, to its own skill', () => {
    expect(understand('whats the total now', TODAY, roomShown(['show my dressing room']))).not.toMatchObject([{ kind: 'cart.list' }]);
    expect(understand('remove the tote', TODAY, roomShown(['show my dressing room']))).toMatchObject([{ kind: 'dressingRoom.remove' }]);
    expect(understand('show me black boots under 200', TODAY, cartShown())).toMatchObject([{ kind: 'products' }]);
    expect(understand('remove the tote from my wardrobe', TODAY, cartShown())).toMatchObject([{ kind: 'wardrobe.remove' }]);
  });
});

describe('a follow-up right after the wardrobe changed is about the wardrobe', () => {
  const stateAfter = (tool: string): DialogueState => ({ ...emptyState(), latestTool: tool, latest: { input: {}, output: {} }, earlierUserTexts: ['i bought a quilted shoulder bag yesterday'] });
  it.each([
    ['how many bags left', 'wardrobe_remove', { kind: 'wardrobe.list', category: 'Bags', count: true }],
    ['and how many shoes now', 'wardrobe.add', { kind: 'wardrobe.list', category: 'Shoes', count: true }],
    ['and the gold hoops', 'wardrobe.add', { kind: 'wardrobe.add', item: { category: 'Jewelry' } }],
    ['the black loafers too', 'wardrobe.add', { kind: 'wardrobe.add', item: { item_name: 'Black Loafers', category: 'Shoes' } }],
  ])('%s', (text, tool, expected) => expect(understand(text, TODAY, stateAfter(tool))).toMatchObject([expected]));

  it('leaves the shop, a price, or a bare piece after a list to their own skills', () => {
    expect(understand('how many bags do you have', TODAY, stateAfter('wardrobe.remove'))).not.toMatchObject([{ kind: 'wardrobe.list' }]);
    expect(understand('and the gold hoops', TODAY, stateAfter('wardrobe.remove'))).not.toMatchObject([{ kind: 'wardrobe.add' }]);
    expect(understand('and black boots under 200', TODAY, stateAfter('wardrobe.add'))).not.toMatchObject([{ kind: 'wardrobe.add' }]);
  });
});

describe('emptying the cart', () => {
  it.each(['empty my cart', 'clear out the basket', 'take everything out of my cart'])('%s takes every piece out, none named', (text) => {
    expect(understand(text, TODAY)).toMatchObject([{ kind: 'dressingRoom.cart', inCart: false, every: true }]);
  });
  it('still lists or totals the cart', () => {
    expect(understand("what's in my cart", TODAY)).toMatchObject([{ kind: 'cart.list', question: 'list' }]);
  });
});

describe('more of the same cart move', () => {
  const moved = (inCart: boolean): DialogueState => ({
    ...emptyState(), latestTool: 'dressingRoom_toggleCart', latest: { input: { id: 'x' }, output: { item: { id: 'x', item_name: 'Noir Leather Tote', is_in_cart: inCart } } }, earlierUserTexts: ['take the tote out'],
  });
  it('takes the next piece out, or puts it in, as the last move did', () => {
    expect(understand('and the heels', TODAY, moved(false))).toMatchObject([{ kind: 'dressingRoom.cart', inCart: false, target: 'heels' }]);
    expect(understand('the boots too', TODAY, moved(true))).toMatchObject([{ kind: 'dressingRoom.cart', inCart: true, target: 'boots' }]);
  });
  it('is no move when the clause after "and" asks what the cart comes to', () => {
    expect(understand('and how much is it all now', TODAY, moved(false))).toEqual([{ kind: 'cart.list', question: 'total' }]);
    expect(understand("and what's the damage now", TODAY, moved(true))).toEqual([{ kind: 'cart.list', question: 'total' }]);
  });
});

describe('a sum or a removal in the shopper\'s own words, right after the cart', () => {
  it.each(['And what does it come to now?', "What's the total now?", 'how much is that altogether?'])('%s is the cart total', (text) => {
    expect(understand(text, TODAY, toggled())).toEqual([{ kind: 'cart.list', question: 'total' }]);
  });

  it('is nothing of the cart after a search', () => {
    expect(understand("What's the total now?", TODAY, { ...emptyState(), latestTool: 'products_search' })).not.toEqual([{ kind: 'cart.list', question: 'total' }]);
  });

  it('takes out the piece picked by price', () => {
    expect(understand('Could you take out the most expensive thing?', TODAY, cartShown()))
      .toMatchObject([{ kind: 'dressingRoom.cart', inCart: false, described: { extreme: 'dearest' } }]);
  });
});

describe('the cart in the same message', () => {
  it('answers a bare total asked after a cart change, and a count asked beside a sum with the total', () => {
    expect(understand('take the heels out of my cart and then tell me what it comes to', TODAY))
      .toMatchObject([{ kind: 'dressingRoom.cart', inCart: false }, { kind: 'cart.list', question: 'total' }]);
    expect(understand('how much is my basket combined and how many things are in it', TODAY)).toEqual([{ kind: 'cart.list', question: 'total' }]);
  });

  it('leaves a sum about something else alone', () => {
    expect(understand('remove the tote from my basket, then how much does shipping cost', TODAY)).not.toContainEqual({ kind: 'cart.list', question: 'total' });
  });
});

describe('a piece chosen, then put in the cart by pronoun', () => {
  it('moves the piece the clause names, not the first one saved', () => {
    expect(understand("I've decided I'd love to buy the camel trench coat, could you put it in my basket?", TODAY))
      .toMatchObject([{ kind: 'dressingRoom.cart', inCart: true, target: 'camel trench coat', ref: null }]);
  });
});
