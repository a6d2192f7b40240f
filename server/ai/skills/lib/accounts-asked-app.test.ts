import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import { emptyState } from '../dialogue.js';

const TODAY = '2026-04-20';

describe('who is on the app, and whether she follows someone, are lists, never a follow', () => {
  it.each(['what creators can I find on here?', 'who else is around on this app', 'name all the influencers you have'])('%s', (text) => {
    expect(understand(text, TODAY)).toMatchObject([{ kind: 'influencers.list' }]);
  });

  it.each(['am I still following oslo knits?', 'do we follow camille', "i'm following lena already, right"])('%s', (text) => {
    expect(understand(text, TODAY)).toMatchObject([{ kind: 'influencers.followed' }]);
  });
});

describe('accounts like the one last named', () => {
  it('after her posts were shown, "anyone like her" is her similar accounts', () => {
    const posts = [{ id: 'p1', caption: 'Knit season.', influencer: { handle: 'oslo_knits', display_name: 'Oslo Knits' } }];
    const state = { ...emptyState(), latestTool: 'posts_latest', earlierUserTexts: ['posts by oslo_knits please'], lists: { products: [], influencers: [], posts } };
    expect(understand('got anyone similar to her?', TODAY, state)).toMatchObject([{ kind: 'similar', handle: 'oslo_knits' }]);
  });
});
