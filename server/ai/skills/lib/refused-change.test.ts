import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import { refusesChange } from './refused-change.js';

const TODAY = '2026-04-20';

describe('a change the shopper says not to make', () => {
  it.each([
    "don't unfollow camille.style", 'please do not delete my grey wool coat from my wardrobe', "don't add the tote to my cart",
    'never clear my dressing room', "dont remove lenaminimal", "please don't bother adding it to my wardrobe", 'no need to save it',
  ])('%s refuses the change', (text) => expect(refusesChange(text.toLowerCase())).toBe(true));

  it.each([
    'stop following lenaminimal', 'unfollow camille.style, I don\u2019t like her style', "I don't need these boots any more, remove them from my wardrobe",
    "remove the tote, I don't want it", 'no longer follow oslo_knits', "I don't want to follow street.atelier anymore", "don't show me heels", 'add the red dress to my cart',
  ])('%s does not', (text) => expect(refusesChange(text.toLowerCase())).toBe(false));

  it.each([
    "don't unfollow camille.style", 'please do not delete my grey wool coat from my wardrobe', "don't add the tote to my cart", 'never clear my dressing room',
  ])('%s makes no change', (text) => {
    const kinds = understand(text, TODAY).map((r) => r.kind);
    expect(kinds).toEqual(['chat']);
  });

  it('keeps the change asked beside it', () => {
    expect(understand("Please stop showing me posts from lenaminimal for a while, but don't remove her completely.", TODAY))
      .toEqual([{ kind: 'hide', handles: ['lenaminimal'] }]);
    expect(understand("pause lenaminimal but don't unfollow her", TODAY))
      .toEqual([{ kind: 'influencers.setActive', handles: ['lenaminimal'], active: false }]);
  });
});

describe('a refusal that points at an account an earlier clause named', () => {
  it('is no change of that account', () => {
    // The pronoun is resolved by reading the clause again with the account written in; the refusal must hold there too.
    expect(understand("pause lenaminimal but don't unfollow her", TODAY).some((r) => r.kind === 'influencers.unfollow')).toBe(false);
  });
});
