import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import { emptyState } from '../dialogue.js';

const TODAY = '2026-04-20';
const listed = [
  { handle: 'camille.style', display_name: 'Camille' }, { handle: 'lenaminimal', display_name: 'Lena' },
  { handle: 'oslo_knits', display_name: 'Oslo Knits' }, { handle: 'street.atelier', display_name: 'Street Atelier' },
];
/** Right after the shopper asked `before` and the accounts on Atelier were listed. */
const askedAfter = (before: string) => ({ ...emptyState(), earlierUserTexts: [before], lists: { products: [], influencers: listed, posts: [] } });

describe('asking about an account is no follow', () => {
  it.each([
    'should I follow street.atelier?',
    'is lenaminimal worth following',
    'honestly who is camille.style',
    "who's the most colourful of them all?",
  ])('%s lists the accounts and follows nobody', (text) => {
    const kinds = understand(text, TODAY).map((r) => r.kind);
    expect(kinds).toEqual(['influencers.list']);
  });

  it('follows the account the shopper asked about, not the first listed', () => {
    expect(understand('yes follow her', TODAY, askedAfter('hmm who is street atelier?'))).toEqual([{ kind: 'influencers.follow', handles: ['street.atelier'] }]);
    expect(understand('ok follow then', TODAY, askedAfter('should i follow lena do you think'))).toEqual([{ kind: 'influencers.follow', handles: ['lenaminimal'] }]);
  });

  it('keeps "follow her" after a plain list to the first listed', () => {
    expect(understand('follow her', TODAY, askedAfter('show me influencers'))).toEqual([{ kind: 'influencers.follow_ref', ref: { index: 1 } }]);
  });
});
