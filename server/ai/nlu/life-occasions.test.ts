import { describe, expect, it } from 'vitest';
import { occasionFormality } from '../../../tools/outfits/judgement.js';
import { understand } from '../../../evals/skill-harness.js';
import { OCCASION_WORDS } from './vocabulary.js';

const TODAY = '2026-04-20';

describe('life\u2019s ceremonies are occasions, each dressed at its formality', () => {
  it.each([
    ['christening', 4], ['baptism', 4], ['bar mitzvah', 4], ['graduation', 4], ['awards ceremony', 4],
    ['baby shower', 2], ['housewarming', 2], ['celebration of life', 4], ['court hearing', 4], ['gallery opening', 3], ['conference', 3],
  ])('%s: smart from formality %i', (word, from) => {
    const occasion = OCCASION_WORDS[word];
    expect(occasion).toBeDefined();
    expect(occasionFormality(occasion!)[0]).toBe(from);
  });
  it.each([
    ['any ideas what I put on for my goddaughter\u2019s baptism?', 'wedding-guest'],
    ['need a look for my cousin\u2019s bat mitzvah', 'party'],
    ['what should I wear to my sister-in-law\u2019s baby shower', 'brunch'],
    ['dress me for a private view on thursday', 'date'],
  ])('%s: an outfit for it', (text, occasion) => {
    expect(understand(text, TODAY)).toMatchObject([{ kind: 'outfit.build', constraints: { occasion } }]);
  });
  it('a piece named after a ceremony word stays a piece: ballet flats are shoes to find', () => {
    expect(understand('show me ballet flats under 80', TODAY)).toMatchObject([{ kind: 'products' }]);
  });
});
