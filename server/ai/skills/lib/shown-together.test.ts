import { describe, expect, it } from 'vitest';
import type { SeenResult } from './plan-core.js';
import { shownTogether } from './shown-together.js';

const search = (turn: number, request: number, ids: string[], prep = false): SeenResult => ({
  toolName: 'products.search', input: {}, output: { products: ids.map((id) => ({ id, product_name: id, price: 1 })) }, isError: false, request, prep, turn,
});
const ids = (items: Record<string, unknown>[]) => items.map((i) => i.id);

describe('shownTogether', () => {
  it('joins one turn\u2019s search answers, one per request, in the order shown', () => {
    const list = [search(1, 0, ['boots']), search(1, 1, ['sneakers']), search(1, 2, ['jeans'])];
    expect(ids(shownTogether(list, 2))).toEqual(['boots', 'sneakers', 'jeans']);
  });
  it('keeps an earlier turn\u2019s list and a look-up out', () => {
    const list = [search(1, 0, ['old']), search(2, 0, ['tote'], true), search(2, 1, ['boots'])];
    expect(ids(shownTogether(list, 2))).toEqual(['boots']);
  });
  it('shows a piece found twice once', () => {
    const list = [search(3, 0, ['a', 'b']), search(3, 1, ['b', 'c'])];
    expect(ids(shownTogether(list, 1))).toEqual(['a', 'b', 'c']);
  });
});
