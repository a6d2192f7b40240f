import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import { emptyState, type DialogueState } from '../dialogue.js';
import type { SeenResult } from './plan-core.js';
import { knownCart, knownRoom } from './room-state.js';

const row = (id: string, item_name: string, price: number, is_in_cart: boolean, extra: Record<string, unknown> = {}) =>
  ({ id, item_name, price, is_in_cart, brand: null, category: null, color: '', ...extra });
const seen = (toolName: string, input: unknown, output: unknown): SeenResult => ({ toolName, input, output, isError: false }) as SeenResult;

describe('the room as last listed, changes since applied', () => {
  it('is unknown until listed, then follows toggles, saves, removals and a clear', () => {
    expect(knownRoom([seen('dressingRoom.toggleCart', { id: 'a' }, { item: row('a', 'Tote', 89, true) })])).toBeNull();
    const listed = seen('dressingRoom.list', { inCartOnly: true }, { items: [row('a', 'Tote', 89, true), row('b', 'Heels', 780, true)] });
    const out = seen('dressingRoom.toggleCart', { id: 'b' }, { item: row('b', 'Heels', 780, false) });
    const added = seen('dressingRoom.add', { productId: 'p' }, { item: row('c', 'Scarf', 120, false), added: true });
    const moved = seen('dressingRoom.toggleCart', { id: 'c' }, { item: row('c', 'Scarf', 120, true) });
    expect(knownCart([listed, out, added, moved])?.map((r) => r.item_name)).toEqual(['Scarf', 'Tote']);
    expect(knownRoom([listed])?.whole).toBe(false);
    expect(knownCart([listed, seen('dressingRoom.clear', {}, { removed: 2 })])).toEqual([]);
    expect(knownCart([listed, seen('dressingRoom.remove', { id: 'a' }, { removed: 'a' })])?.map((r) => r.item_name)).toEqual(['Heels']);
  });
});

const cartOf = (...rows: Record<string, unknown>[]): DialogueState => ({
  ...emptyState(), latestTool: 'dressingRoom_list', latest: { input: { inCartOnly: true }, output: { items: rows } },
  earlierUserTexts: ['my basket?'], room: { rows, whole: false },
});
const CART = cartOf(row('a', 'Silver Ballet Flats', 60, true, { brand: 'Pace', category: 'Shoes', color: 'silver' }), row('b', 'Olive Field Jacket', 210, true, { brand: 'Forma', category: 'Outerwear', color: 'olive' }));

describe('right after the cart, a line taken out by what it looks like', () => {
  it.each([
    ['the pace one can go out', 'Silver Ballet Flats'],
    ['ugh too much, get rid of the jacket', 'Olive Field Jacket'],
    ['cheapest out please', 'Silver Ballet Flats'],
    ['lose the olive one', 'Olive Field Jacket'],
  ])('%s', (text, name) => expect(understand(text, '2026-04-20', CART)).toMatchObject([{ kind: 'dressingRoom.cart', inCart: false, target: name }]));

  it('takes every line out for "both", and says a position past the lines is missing', () => {
    expect(understand('drop them both', '2026-04-20', CART)).toMatchObject([{ kind: 'dressingRoom.cart', inCart: false, every: true }]);
    expect(understand('the fourth one out', '2026-04-20', CART)).toMatchObject([{ kind: 'dressingRoom.cart', inCart: false, target: 'fourth one', ref: { index: 4 } }]);
  });
});
