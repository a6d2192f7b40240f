/**
 * Follow-ups about one piece just shown, named in the shop's words (issue 27, follow-ups round 5):
 * loving it records feedback, disliking it is acknowledged without a tool (feedback.submit records
 * only what is loved), "save … for me" is a save, and "ok I bought it, add it …" is no thanks.
 */
import { describe, expect, it } from 'vitest';
import { dialogueState } from './dialogue.js';
import type { SeenResult } from './lib/plan-core.js';
import { understand } from '../../../evals/skill-harness.js';

const TODAY = '2026-04-20';
const seen = (toolName: string, input: unknown, output: unknown): SeenResult => ({ toolName, input, output, isError: false, request: 0, prep: false });
const dress = (id: string, name: string, color: string, price: number) => ({ id, product_name: name, brand: 'Solenne', category: 'Dresses', color, price });
const shownDresses = dialogueState([seen('products_search', { category: 'Dresses' }, {
  products: [dress('a', 'Navy Slip Dress', 'navy', 85), dress('b', 'Red Wrap Dress', 'red', 140)],
})], ['earlier']);
const shownOne = dialogueState([seen('products_search', { text: 'navy slip dress' }, { products: [dress('a', 'Navy Slip Dress', 'navy', 85)] })], ['earlier']);
const kinds = (text: string, state = shownDresses) => understand(text, TODAY, state).map((r) => r.kind);

describe('loving a piece named by its words', () => {
  it('records feedback on the piece the words pick, with the reason said', () => {
    const [r] = understand('I love the red wrap dress, the colour is gorgeous', TODAY, shownDresses);
    expect(r).toMatchObject({ kind: 'feedback.submit', reasons: ['color'], described: { words: expect.arrayContaining(['red']) } });
  });
  it('stays small talk with no reason, or when nothing was shown', () => {
    expect(kinds('I love the red wrap dress')).not.toContain('feedback.submit');
    expect(kinds('I love the red wrap dress, the colour is gorgeous', dialogueState([], []))).not.toContain('feedback.submit');
  });
});

describe('disliking a piece shown', () => {
  it('is a turn-down to record, whether named or described', () => {
    for (const text of ["the red wrap dress isn't for me, the colour is wrong", "the red one isn't for me tbh, too loud", 'the red wrap dress is not my style']) {
      expect(kinds(text), text).toEqual(['feedback.disliked']);
    }
  });
  it('asking for something else instead is still a search', () => {
    expect(kinds('not the red one, show me something else')).not.toContain('feedback.disliked');
    expect(kinds('not red')).toEqual(['products.refine']);
  });
});

describe('saving and buying', () => {
  it('"save … for me" is a save, with or without a list shown', () => {
    expect(kinds('save the navy slip dress for me')).toEqual(['dressingRoom.add']);
    expect(kinds('save the navy slip dress for me', dialogueState([], []))).toEqual(['dressingRoom.add']);
  });
  it('"ok I bought it, add it to my wardrobe" adds the piece shown', () => {
    expect(kinds('ok I bought it, add it to my wardrobe', shownOne)).toEqual(['wardrobe.add']);
    expect(kinds('ok thanks!', shownOne)).toEqual(['chat']);
  });
});
