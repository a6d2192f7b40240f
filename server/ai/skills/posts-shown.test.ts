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

describe('a like asked for after an opinion of a post just shown', () => {
  it.each([
    ['gorgeous, heart it', { kind: 'posts.like', liked: true }],
    ['the knit one is so cosy, like it', { kind: 'posts.like', about: ['knit'] }],
    ['double tap the red coat one', { kind: 'posts.like', about: ['red', 'coat'] }],
    ['pop a like on the third photo', { kind: 'posts.like', ref: { index: 3 } }],
  ])('%s', (text, request) => {
    expect(understand(text, TODAY, shown)).toMatchObject([request]);
  });

  it('an opinion alone likes nothing', () => {
    expect(understand('I like that one', TODAY, shown).some((r) => r.kind === 'posts.like')).toBe(false);
  });
});

describe('the inspiration feed in other words, and an account\u2019s posts asked by her handle alone', () => {
  it.each(['pull up the inspo page', 'let me scroll some inspiration pics'])('%s', (text) => {
    expect(understand(text, TODAY)).toMatchObject([{ kind: 'posts.feed', view: 'latest' }]);
  });

  it('a handle with "latest" asks for her posts, not what to do with her', () => {
    expect(understand("oslo_knits' newest pics pls", TODAY)).toMatchObject([{ kind: 'posts.feed', of: ['oslo_knits'] }]);
  });
});
