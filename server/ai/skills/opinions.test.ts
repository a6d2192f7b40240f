import { describe, expect, it } from 'vitest';
import { understand } from '../../../evals/skill-harness.js';
import { emptyState } from './dialogue.js';

const TODAY = '2026-04-20';
/** Two pieces just listed by a search. */
const shown = {
  ...emptyState(), latestTool: 'products_search',
  lists: { products: [{ id: 'p1', product_name: 'Camel Wool Coat', price: 420 }, { id: 'p2', product_name: 'Navy Pea Coat', price: 260 }], influencers: [], posts: [] },
};

describe('an opinion asked is answered in words, whatever pieces it names', () => {
  it.each([
    'would a sequinned jacket be too dressy for a work lunch?',
    'honestly, does a fanny pack look tacky these days?',
    'which is the nicer present for my aunt, the gloves or the beret?',
    'are designer trainers really worth it?',
    'do you reckon emerald suits someone with grey hair?',
  ])('%s', (text) => expect(understand(text, TODAY)).toEqual([{ kind: 'chat', intent: 'advice' }]));

  it('still searches, builds or acts when the words ask for it', () => {
    expect(understand('is there a red bag under 100?', TODAY)).toMatchObject([{ kind: 'products' }]);
    expect(understand('show me black dresses for a wedding', TODAY)).toMatchObject([{ kind: 'products' }]);
    expect(understand('what should i wear to a wedding?', TODAY)).toMatchObject([{ kind: 'outfit.build' }]);
    expect(understand('which sources do i have switched on?', TODAY)).not.toMatchObject([{ kind: 'chat' }]);
  });

  it('is no change to the search just shown', () => {
    expect(understand('is the pea coat a bit much for the school run?', TODAY, shown)).not.toMatchObject([{ kind: 'products.refine' }]);
  });
});

describe('a piece just shown turned down', () => {
  it.each([
    ['nope, way too dear for me honestly', ['price']],
    ['meh, not my taste, too boxy', ['style']],
    ['a no from me, sorry', ['style']],
  ])('%s is recorded as not for her, with the reasons its words give, and searches nothing', (text, reasons) => {
    expect(understand(text, TODAY, shown)).toEqual([{ kind: 'feedback.disliked', reasons }]);
  });

  it('asking for other pieces beside it records the turn-down, then searches', () => {
    const [turnDown, search] = understand('the first one is too pricey, anything cheaper?', TODAY, shown);
    expect(turnDown).toMatchObject({ kind: 'feedback.disliked', reasons: ['price'], alternative: true });
    expect(search?.kind).toMatch(/^products/);
    // Of several pieces shown, one named by none of her words is not guessed: the search runs alone.
    expect(understand('too pricey, anything cheaper?', TODAY, shown).map((r) => r.kind)).toEqual(['products.refine']);
    const navy = understand('not for me, show me some navy ones instead', TODAY, shown);
    expect(navy.map((r) => r.kind)).toEqual(['feedback.disliked', 'products.refine']);
  });
});

describe('a change asked of the style profile', () => {
  const profileShown = { ...emptyState(), latestTool: 'styleProfile_get' };
  it('shows the profile and says a description is not stored', () => {
    expect(understand('change it, I have gone much more preppy lately', TODAY, profileShown)).toEqual([{ kind: 'styleProfile.get', described: true }]);
    expect(understand('please edit my style profile to say I love bold prints', TODAY)).toEqual([{ kind: 'styleProfile.get', described: true }]);
  });
  it('leaves a refresh of the recommendations to the feed', () => {
    expect(understand('update my recommendations', TODAY)).not.toMatchObject([{ kind: 'styleProfile.get' }]);
  });
});
