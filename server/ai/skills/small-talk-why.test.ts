import { describe, expect, it } from 'vitest';
import { understand } from '../../../evals/skill-harness.js';

const TODAY = '2026-04-20';

describe('a question asking why', () => {
  it.each([
    'why do you always show me such pricey shoes?',
    'ok but how come my feed is all handbags',
    'so why would anyone pay that for a scarf',
  ])('%s asks for a reason: no tool', (text) => expect(understand(text, TODAY)).toEqual([{ kind: 'chat', intent: 'reason' }]));

  it('"why not" and "why don\u2019t you" still ask for pieces', () => {
    expect(understand('why don\u2019t you find me some loafers', TODAY)).toMatchObject([{ kind: 'products' }]);
    expect(understand('why not show me a few scarves then', TODAY)).toMatchObject([{ kind: 'products' }]);
  });
});
