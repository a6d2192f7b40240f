import { describe, expect, it } from 'vitest';
import { zodSchema } from 'ai';
import { toolCatalogue } from '../../../tools/registry.js';
import { chatToolName } from '../../../tools/types.js';
import { resolve, understand } from '../../../evals/skill-harness.js';
import { dialogueState } from './dialogue.js';
import { lookPiecesInPlay } from './lib/look-in-play.js';
import { pieceLastNamed } from './lib/named-pieces.js';
import type { AvailableTool, SeenResult } from './lib/plan-core.js';
import type { Request } from './lib/request.js';
import { stageOf } from './pipeline.js';

const TODAY = '2026-04-20';
const offered: AvailableTool[] = toolCatalogue.map((t) => {
  const schema = zodSchema(t.input).jsonSchema as { properties?: Record<string, unknown> };
  return { name: chatToolName(t.name), properties: Object.keys(schema.properties ?? {}) };
});
const seen = (toolName: string, output: unknown, input: unknown = {}): SeenResult => ({ toolName, input, output, isError: false, request: 0, prep: false });

const loafers = { id: '00000000-0000-4000-8000-0000000000a1', product_name: 'Tan Suede Loafers', price: 120 };
const beret = { id: '00000000-0000-4000-8000-0000000000a2', product_name: 'Red Wool Beret', price: 35 };
const searched = (...products: Record<string, unknown>[]) => seen('products_search', { products }, { text: 'x' });
const afterSearch = (said: string, ...products: Record<string, unknown>[]) => dialogueState([searched(...products)], [said]);

describe('the piece in play goes to the cart', () => {
  it('a pointer followed by words that name no piece is the pointer', () => {
    const state = afterSearch('suede loafers please', loafers);
    for (const text of ['lovely, chuck them directly into the basket', 'pop it right into my cart thanks']) {
      expect(understand(text, TODAY, state)).toMatchObject([{ kind: 'dressingRoom.cart', inCart: true, ref: { index: 1 } }]);
    }
  });
  it('a question in another sentence asks nothing of the cart', () => {
    expect(understand('sold out elsewhere? fine, the linen trousers into my bag then', TODAY)).toMatchObject([
      { kind: 'dressingRoom.cart', inCart: true, target: 'linen trousers' },
    ]);
  });
  it('money told beside a move is no sum asked', () => {
    const state = afterSearch('berets and loafers', loafers, beret);
    expect(understand('throw both in the cart, my brother is paying half', TODAY, state)).toMatchObject([{ kind: 'dressingRoom.cart', inCart: true, several: 2 }]);
  });
  it('a sentence that is the cart word alone sends the piece named beside it', () => {
    expect(understand('settled. suede loafers. basket. thanks', TODAY)).toMatchObject([{ kind: 'dressingRoom.cart', inCart: true, target: 'suede loafers' }]);
  });
  it('a sum or a look at the cart is still no move', () => {
    expect(understand('how much would the two of them come to in my cart?', TODAY)).toMatchObject([{ kind: 'cart.list', question: 'total' }]);
    expect(understand('settled? is the beret in the basket?', TODAY)).toMatchObject([{ kind: 'cart.list' }]);
  });
  it('right after the cart, "stick it in" puts in the piece her last message named', () => {
    const state = dialogueState([seen('dressingRoom_list', { items: [] }, { inCartOnly: true })], ['did the wool beret already go in my basket?']);
    expect(understand('nah. stick it in then', TODAY, state)).toMatchObject([{ kind: 'dressingRoom.cart', inCart: true, target: 'wool beret' }]);
  });
  it('with nothing shown, a pointer is the one piece her last messages named in her own words', () => {
    expect(pieceLastNamed(['is the corduroy skirt lined?', 'and the pockets, deep?'])).toBe('corduroy skirt');
    expect(pieceLastNamed(['my aunt said "get the silk blouse"'])).toBeNull();
    expect(pieceLastNamed(['the beret or the loafers?'])).toBeNull();
  });
});

describe("a look's pieces are in play until a list is shown", () => {
  const look = seen('looks_complete', {
    anchor: { kind: 'product', id: '00000000-0000-4000-8000-0000000000b1', name: 'Burgundy Midi Dress', imageUrl: null, slot: 'dress' },
    ownedPieces: [{ name: 'Black Leather Moto Jacket', imageUrl: null, source: 'wardrobe', id: 'w-1', category: 'Outerwear', slot: 'outerwear', similarity: 1 }],
    missingPieces: [{ category: 'Jewelry', slot: 'accessories', description: '', essential: false, alternatives: [{ productId: '00000000-0000-4000-8000-0000000000b2', name: 'Silver Drop Earrings', price: 40 }] }],
  }, { productId: '00000000-0000-4000-8000-0000000000b1' });
  const room = seen('dressingRoom_list', { items: [{ id: '11111111-1111-4111-8111-111111111111', item_name: 'Navy Midi Dress', is_in_cart: false }] }, { inCartOnly: false });

  it('reads the anchor, the owned pieces and the pieces to buy', () => {
    expect(lookPiecesInPlay([look]).map((p) => [p.name, p.source])).toEqual([
      ['Burgundy Midi Dress', 'product'], ['Black Leather Moto Jacket', 'wardrobe'], ['Silver Drop Earrings', 'product'],
    ]);
    expect(lookPiecesInPlay([look, searched(beret)])).toEqual([]);
  });
  it("\"the dress\" is the look's dress, saved first, not a dress saved earlier", () => {
    const r: Request = { kind: 'dressingRoom.cart', inCart: true, target: 'dress', ref: null };
    const resolution = resolve(r, offered, () => null, [room], { history: [look, room] });
    expect(resolution).toMatchObject({ call: { toolName: 'dressingRoom_add', input: { productId: '00000000-0000-4000-8000-0000000000b1' } } });
  });
  it('a piece of the look that is hers already is not bought', () => {
    const r: Request = { kind: 'dressingRoom.cart', inCart: true, target: 'moto jacket', ref: null };
    const resolution = resolve(r, offered, () => null, [room], { history: [look, room] });
    expect(resolution).not.toMatchObject({ call: { toolName: 'dressingRoom_toggleCart' } });
  });
});

describe('a saved piece is moved only when every word said is its own', () => {
  const room = seen('dressingRoom_list', { items: [{ id: '11111111-1111-4111-8111-111111111111', item_name: 'Navy Midi Dress', brand: 'Solenne', is_in_cart: false }] }, { inCartOnly: false });
  it.each(['midi dress', 'navy one', 'solenne dress'])('%s is the saved dress', (target) => {
    expect(resolve({ kind: 'dressingRoom.cart', inCart: true, target, ref: null }, offered, () => null, [room])).toMatchObject({
      call: { toolName: 'dressingRoom_toggleCart', input: { id: '11111111-1111-4111-8111-111111111111' } },
    });
  });
  it('a shirt dress is looked up in the shop, not the saved midi dress', () => {
    const resolution = resolve({ kind: 'dressingRoom.cart', inCart: true, target: 'shirt dress', ref: null }, offered, () => null, [room]);
    expect(resolution).toMatchObject({ call: { toolName: 'products_search' } });
  });
});

describe('a cart move beside a trip being planned', () => {
  it('runs in the same round as the plan', () => {
    const requests: Request[] = [
      { kind: 'trips.plan', destination: 'Porto', start: '2026-06-01', end: '2026-06-05', activities: [] },
      { kind: 'dressingRoom.cart', inCart: true, target: 'red wool beret', ref: null },
    ];
    expect(stageOf(requests, 1)).toBe(0);
  });
});

describe('a pronoun with nothing in play asks which piece, never carts the first saved', () => {
  const room = seen('dressingRoom_list', { items: [
    { id: '22222222-2222-4222-8222-222222222221', item_name: 'Rust Corduroy Skirt', is_in_cart: false },
    { id: '22222222-2222-4222-8222-222222222222', item_name: 'Lilac Knit Vest', is_in_cart: false },
    { id: '22222222-2222-4222-8222-222222222223', item_name: 'Pewter Ballet Flats', is_in_cart: true },
  ] }, { inCartOnly: false });
  it.each(['throw that into my basket', 'stick it in the cart please'])('%s: her saved pieces not in the cart are offered', (text) => {
    const [r] = understand(text, TODAY);
    expect(r).toMatchObject({ kind: 'dressingRoom.cart', inCart: true });
    expect(resolve(r!, offered, () => null, [room], { history: [room] })).toEqual({ ambiguous: ['Rust Corduroy Skirt', 'Lilac Knit Vest'] });
  });
  it('after a piece was shown, the pronoun is that piece', () => {
    const r: Request = { kind: 'dressingRoom.cart', inCart: true, target: 'it', ref: { index: 1 } };
    const shown = searched(loafers);
    expect(resolve(r, offered, () => null, [room], { history: [shown, room] })).not.toHaveProperty('ambiguous');
  });
});

describe('a move into the cart with paying told beside it is done; paying is never asked of the stylist', () => {
  const state = afterSearch('red berets and suede loafers', loafers, beret);
  it.each([
    'chuck both of those into my basket, I\u2019ll do the checkout tonight',
    'stick both in my cart — paying for them after payday',
  ])('%s', (text) => {
    expect(understand(text, TODAY, state)).toMatchObject([{ kind: 'dressingRoom.cart', inCart: true, several: 2, paying: true }]);
  });
  it('asking the stylist to pay moves nothing', () => {
    expect(understand('could you pay for the loafers in my basket', TODAY, state).map((r) => r.kind)).not.toContain('dressingRoom.cart');
  });
});
