import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';

const TODAY = '2026-04-20';

describe('a judgement asked by the form of the question is answered in words', () => {
  it.each([
    'would the pearl studs be too much for a christening?',
    'are the chinos too casual with that jacket?',
    'is a jumpsuit easy to go to the loo in??',
    'is $60 a lot for a silk scarf?',
    "I'm 64, is it alright to wear leggings still",
    'the wallet or the beret, which is the nicer present',
    'charcoal trousers or black, which is smarter',
    'do I really need a raincoat or will a trench do',
    'is the camel coat true to size?',
    'loafers for the office, yay or nay?',
  ])('%s', (text) => expect(understand(text, TODAY)).toEqual([{ kind: 'chat', intent: 'advice' }]));

  it('takes a telling beside it as its context', () => {
    expect(understand("I'm unsure the cape suits me. Is it flattering on short women?", TODAY)).toEqual([{ kind: 'chat', intent: 'advice' }]);
  });

  it('reads no verdict into an acknowledgement before a request', () => {
    expect(understand('ok do it', TODAY)).not.toEqual([{ kind: 'chat', intent: 'advice' }]);
  });

  it('still searches when the words ask for pieces', () => {
    for (const text of ['black boots?', 'any linen shirts', 'do you have black boots?', 'is there a red bag under 100?', 'would a red bag be ok, show me some',
      'are there boots that are comfy', 'i need a coat warm enough for oslo', 'is the grey blazer available in navy?']) {
      expect(understand(text, TODAY)[0]?.kind, text).toBe('products');
    }
  });
});
