import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import { emptyState } from '../dialogue.js';
import { positionsIn } from './words.js';

const TODAY = '2026-04-20';
const influencers = [{ handle: 'a.one' }, { handle: 'b.two' }, { handle: 'c.three' }];
const listed = { ...emptyState(), latestTool: 'influencers_list', lists: { products: [], influencers, posts: [] } };

describe('several accounts followed by their places in the list just shown', () => {
  it('keeps every position said', () => {
    expect(understand('pls follow the 1st and 3rd', TODAY, listed)).toMatchObject([{ kind: 'influencers.follow_ref', ref: { index: 1 }, also: [{ index: 3 }] }]);
    expect(understand('follow the second one and the last one too', TODAY, listed)).toMatchObject([{ kind: 'influencers.follow_ref', ref: { index: 2 }, also: [{ index: -1 }] }]);
  });

  it('one position is one account', () => {
    const [r] = understand('go ahead and follow the third', TODAY, listed);
    expect(r).toMatchObject({ kind: 'influencers.follow_ref', ref: { index: 3 } });
    expect(r && 'also' in r).toBe(false);
  });

  it('reads positions in order, once each', () => {
    expect(positionsIn('the last, the first and the last again')).toEqual([{ index: -1 }, { index: 1 }]);
  });
});

describe('an account followed by the place of its post in the posts just shown', () => {
  const posts = [{ id: 'p1', influencer: { handle: 'a.one' } }, { id: 'p2', influencer: { handle: 'b.two' } }];
  const shown = { ...emptyState(), latestTool: 'posts_latest', lists: { products: [], influencers: [], posts } };

  it('follows the author of the post at that place', () => {
    expect(understand('can u follow whoever made the last one', TODAY, shown)).toMatchObject([{ kind: 'influencers.follow', handles: ['b.two'] }]);
  });

  it('with accounts listed last, a position is an account again', () => {
    expect(understand('follow the last one', TODAY, { ...shown, latestTool: 'influencers_list', lists: { ...shown.lists, influencers } })).toMatchObject([{ kind: 'influencers.follow_ref', ref: { index: -1 } }]);
  });
});
