import { describe, expect, it } from 'vitest';
import { understand } from '../../../evals/skill-harness.js';
import { dialogueState } from './dialogue.js';
import { matchByName, onlyAsksHowItStands } from './lib/dressing-room.js';
import { pieceIn } from './lib/named-pieces.js';

const TODAY = '2026-04-20';
const seen = (toolName: string, input: unknown, output: unknown, said: string) =>
  dialogueState([{ toolName, input, output, isError: false, request: 0, prep: false }], [said]);

describe('a colour said rules out a piece of another colour', () => {
  const room = [{ id: 'a', item_name: 'Olive Pleated Skirt' }, { id: 'b', item_name: 'Tan Woven Belt' }];
  it('a skirt of another colour is no match', () => {
    expect(matchByName(room, 'mustard pleated skirt')).toBeNull();
  });
  it('the colour the piece has still matches', () => {
    expect(matchByName(room, 'olive skirt')).toMatchObject({ id: 'a' });
  });
  it('no colour said: the words decide as before', () => {
    expect(matchByName(room, 'woven belt')).toMatchObject({ id: 'b' });
  });
});

describe('asking how the cart or the room stands shows it and changes nothing', () => {
  it.each([
    'honestly forget whether the espadrilles went into the cart or not',
    'are there still things in my fitting room? I\u2019m fairly sure I deleted everything',
    'have I already put the cashmere beanie in the basket?',
  ])('%s', (text) => {
    const [r] = understand(text, TODAY);
    expect(r?.kind).toMatch(/^(?:cart\.list|dressingRoom\.list)$/);
  });
  it('a request is no question', () => {
    expect(onlyAsksHowItStands('empty out my saved items for me')).toBe(false);
    expect(onlyAsksHowItStands('I wiped everything yesterday. are my favourites blank now?')).toBe(true);
  });
});

describe('the piece a move or a removal names is its noun phrase', () => {
  it.each([
    ['may I grab the striped cardigan', 'striped cardigan'],
    ['those mules, they pinch my toes', 'mules'],
    ['second one', 'second one'],
  ])('%s → %s', (words, piece) => {
    expect(pieceIn(words)).toBe(piece);
  });
  it('a reason after the piece is not part of what is looked for', () => {
    expect(understand('stick the olive bomber jacket into the cart, it is payday', TODAY)).toMatchObject([{ kind: 'dressingRoom.cart', inCart: true, target: 'olive bomber jacket' }]);
  });
});

describe('the cart said last, after the piece', () => {
  it.each(['denim jacket, cart thanks', 'wool scarf -> basket', 'the mules. cart!'])('%s moves it in', (text) => {
    expect(understand(text, TODAY)).toMatchObject([{ kind: 'dressingRoom.cart', inCart: true }]);
  });
  it.each(['ok so, the cart', 'that denim jacket is already in the basket?'])('%s moves nothing', (text) => {
    expect(understand(text, TODAY)).toMatchObject([{ kind: 'cart.list' }]);
  });
});

describe('a piece and a room name with no verb', () => {
  it.each(['and the pearl earrings to my saved items', 'corduroy trousers into the dressing room thanks'])('%s saves it', (text) => {
    expect(understand(text, TODAY)).toMatchObject([{ kind: 'dressingRoom.add' }]);
  });
  it('a piece said with no article is saved by that name', () => {
    expect(understand('suede ankle boots into my faves', TODAY)).toMatchObject([{ kind: 'dressingRoom.add', said: expect.stringContaining('boot') }]);
    expect(understand('add a knitted vest to my favourites', TODAY)).toMatchObject([{ kind: 'dressingRoom.add', said: expect.stringContaining('vest') }]);
  });
  it('a save told as done saves nothing again', () => {
    expect(understand('cheers for adding the tweed cap to my wishlist', TODAY)).not.toMatchObject([{ kind: 'dressingRoom.add' }]);
  });
  it('asked, it lists', () => {
    expect(understand('are the corduroy trousers in the dressing room?', TODAY)).toMatchObject([{ kind: 'dressingRoom.list' }]);
  });
});

describe('more of the same change', () => {
  const saved = seen('dressingRoom_add', { productId: 'p7' }, { item: { id: 'r7', item_name: 'Black Blazer' }, added: true }, 'keep that black blazer for me');
  it('after a save, "and the X" saves X by name', () => {
    expect(understand('also the ribbed tank', TODAY, saved)).toMatchObject([{ kind: 'dressingRoom.add', said: expect.stringContaining('tank') }]);
  });
  const listed = seen('dressingRoom_list', {}, { items: [{ id: 'r7', item_name: 'Grey Hoodie', is_in_cart: false }] }, 'could you delete the mules out of my fitting room');
  it('after a removal was asked, "the X as well" removes X', () => {
    expect(understand('grey hoodie too, it keeps pilling', TODAY, listed)).toMatchObject([{ kind: 'dressingRoom.remove', target: 'grey hoodie' }]);
  });
  it('a question after a save is no save', () => {
    expect(understand('and the tank, is it cotton?', TODAY, saved)).not.toMatchObject([{ kind: 'dressingRoom.add' }]);
  });
});

describe('a piece just shown pointed at and sent to the cart with no verb', () => {
  const shown = seen('products_search', { limit: 6 }, {
    products: [
      { id: 'p1', product_name: 'Red Wool Beret', brand: 'Lune', price: 45, color: 'red', category: 'Accessories' },
      { id: 'p2', product_name: 'Ivory Knit Gloves', brand: 'Hallow', price: 32, color: 'white', category: 'Accessories' },
    ],
  }, 'something warm for winter walks');
  it('praise beside it is no remark that stops the move', () => {
    expect(understand('love the red one, straight to the cart', TODAY, shown)).toMatchObject([{ kind: 'dressingRoom.cart', inCart: true }]);
  });
  it('a question about it moves nothing', () => {
    expect(understand('did the red one end up in the cart?', TODAY, shown)).not.toMatchObject([{ kind: 'dressingRoom.cart' }]);
  });
});
