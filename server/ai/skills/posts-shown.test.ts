import { describe, expect, it } from 'vitest';
import { understand } from '../../../evals/skill-harness.js';
import { emptyState } from './dialogue.js';

const TODAY = '2026-04-20';
const posts = [{ id: 'p1', caption: 'Linen and sun.' }, { id: 'p2', caption: 'Red coat weather.' }, { id: 'p3', caption: 'Knit season.' }];
const shown = { ...emptyState(), latestTool: 'posts_latest', lists: { products: [], influencers: [], posts } };

describe('a like of a post just shown, after words that only carry the conversation on', () => {
  it.each([
    ['alright like number 2', { index: 2 }],
    ['sure, heart the first', { index: 1 }],
    ['great. like the last one', { index: -1 }],
  ])('%s', (text, ref) => {
    expect(understand(text, TODAY, shown)).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'posts.like', liked: true, ref })]));
  });

  it('a comparison with a post is no like', () => {
    expect(understand('ok, anything like the second?', TODAY, shown).some((r) => r.kind === 'posts.like')).toBe(false);
  });
});
