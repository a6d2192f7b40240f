import { describe, expect, it } from 'vitest';
import { emptyState } from './dialogue.js';
import { understand } from '../../../evals/skill-harness.js';

const TODAY = '2026-04-20';
const stateAfter = (tool: string) => ({ ...emptyState(), latestTool: tool });

describe('a sum asked right after the dressing room or cart', () => {
  it.each(['And what does it come to now?', "What's the total now?", 'how much is that altogether?'])('%s is the cart total', (text) => {
    expect(understand(text, TODAY, stateAfter('dressingRoom_toggleCart'))).toEqual([{ kind: 'cart.list', question: 'total' }]);
    expect(understand(text, TODAY, stateAfter('dressingRoom_list'))).toEqual([{ kind: 'cart.list', question: 'total' }]);
  });

  it('is nothing of the cart elsewhere, or about one piece pointed at', () => {
    expect(understand("What's the total now?", TODAY, stateAfter('products_search'))).not.toEqual([{ kind: 'cart.list', question: 'total' }]);
    expect(understand('how much is the red one?', TODAY, stateAfter('dressingRoom_list'))).not.toEqual([{ kind: 'cart.list', question: 'total' }]);
  });
});

describe('a piece taken out right after the cart was listed', () => {
  it('comes out of the cart, picked by price', () => {
    const state = { ...emptyState(), latestTool: 'dressingRoom_list', latest: { input: { inCartOnly: true }, output: { items: [] } } };
    expect(understand('Could you take out the most expensive thing?', TODAY, state))
      .toMatchObject([{ kind: 'dressingRoom.cart', inCart: false, described: { extreme: 'dearest' } }]);
  });
});
