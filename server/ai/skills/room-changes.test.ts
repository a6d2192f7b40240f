import { describe, expect, it } from 'vitest';
import { understand } from '../../../evals/skill-harness.js';
import { dialogueState } from './dialogue.js';
import { matchByName, onlyAsksHowItStands } from './lib/dressing-room.js';
import { pieceIn } from './lib/named-pieces.js';

const TODAY = '2026-04-20';
const seen = (toolName: string, input: unknown, output: unknown, said: string) =>
  dialogueState([{ toolName, input, output, isError: false, request: 0, prep: false }], [said]);

describe('a colour said rules out a piece of another colour', () => {
  const room = [{ id: 'a', item_name: 'Navy Slip Dress' }, { id: 'b', item_name: 'Black Ankle Boots' }];
  it('a dress of another colour is no match', () => {
    expect(matchByName(room, 'burgundy midi dress')).toBeNull();
  });
  it('the colour the piece has still matches', () => {
    expect(matchByName(room, 'navy dress')).toMatchObject({ id: 'a' });
  });
  it('no colour said: the words decide as before', () => {
    expect(matchByName(room, 'the boots')).toMatchObject({ id: 'b' });
  });
});

describe('asking how the cart or the room stands shows it and changes nothing', () => {
  it.each([
    'can\u2019t recall if I put the loafers in my cart. have I?',
    'is my wishlist empty now? I think I emptied it',
    'did I add the trench to my basket already?',
  ])('%s', (text) => {
    const [r] = understand(text, TODAY);
    expect(r?.kind).toMatch(/^(?:cart\.list|dressingRoom\.list)$/);
  });
  it('a request is no question', () => {
    expect(onlyAsksHowItStands('clear my dressing room please')).toBe(false);
    expect(onlyAsksHowItStands('I cleared it. is my dressing room empty?')).toBe(true);
  });
});

describe('the piece a move or a removal names is its noun phrase', () => {
  it.each([
    ['could I have the white trainers', 'white trainers'],
    ['the loafers, not feeling them anymore', 'loafers'],
    ['first one', 'first one'],
  ])('%s → %s', (words, piece) => {
    expect(pieceIn(words)).toBe(piece);
  });
  it('a reason after the piece is not part of what is looked for', () => {
    expect(understand('pop the camel coat in my basket, treating myself', TODAY)).toMatchObject([{ kind: 'dressingRoom.cart', inCart: true, target: 'camel coat' }]);
  });
});

describe('the cart said last, after the piece', () => {
  it.each(['the trench coat, basket please', 'silk blouse \u2192 cart', 'loafers. cart.'])('%s moves it in', (text) => {
    expect(understand(text, TODAY)).toMatchObject([{ kind: 'dressingRoom.cart', inCart: true }]);
  });
  it.each(['my basket please', 'the trench is in my cart?'])('%s moves nothing', (text) => {
    expect(understand(text, TODAY)).toMatchObject([{ kind: 'cart.list' }]);
  });
});

describe('a piece and a room name with no verb', () => {
  it.each(['and the silver bangle to my faves', 'the linen shirt on my wishlist please'])('%s saves it', (text) => {
    expect(understand(text, TODAY)).toMatchObject([{ kind: 'dressingRoom.add' }]);
  });
  it('asked, it lists', () => {
    expect(understand('is the linen shirt on my wishlist?', TODAY)).toMatchObject([{ kind: 'dressingRoom.list' }]);
  });
});

describe('more of the same change', () => {
  const saved = seen('dressingRoom_add', { productId: 'p1' }, { item: { id: 'r1', item_name: 'Camel Coat' }, added: true }, 'save the camel coat');
  it('after a save, "and the X" saves X by name', () => {
    expect(understand('and the suede loafers', TODAY, saved)).toMatchObject([{ kind: 'dressingRoom.add', said: expect.stringContaining('loafers') }]);
  });
  const listed = seen('dressingRoom_list', {}, { items: [{ id: 'r1', item_name: 'Camel Coat', is_in_cart: false }] }, 'please remove the loafers from my dressing room');
  it('after a removal was asked, "the X as well" removes X', () => {
    expect(understand('the camel coat as well, never wear camel', TODAY, listed)).toMatchObject([{ kind: 'dressingRoom.remove', target: 'camel coat' }]);
  });
  it('a question after a save is no save', () => {
    expect(understand('and the loafers, are they leather?', TODAY, saved)).not.toMatchObject([{ kind: 'dressingRoom.add' }]);
  });
});

describe('a piece just shown pointed at and sent to the cart with no verb', () => {
  const shown = seen('products_search', { limit: 6 }, {
    products: [
      { id: 'p1', product_name: 'Green Silk Scarf', brand: 'Orsay', price: 120, color: 'green', category: 'Accessories' },
      { id: 'p2', product_name: 'Noir Leather Tote', brand: 'Maison Vale', price: 89, color: 'black', category: 'Bags' },
    ],
  }, 'gift ideas');
  it('praise beside it is no remark that stops the move', () => {
    expect(understand('the black one looks ideal, into my basket', TODAY, shown)).toMatchObject([{ kind: 'dressingRoom.cart', inCart: true }]);
  });
  it('a question about it moves nothing', () => {
    expect(understand('is the black one in my basket?', TODAY, shown)).not.toMatchObject([{ kind: 'dressingRoom.cart' }]);
  });
});
