import { describe, expect, it } from 'vitest';
import { readMessage } from '../../nlu/index.js';
import { testBrain } from '../../../../evals/skill-harness.js';
import { wideningIn } from './widening.js';

const widened = (text: string) => {
  const slots = readMessage(text, { today: '2026-04-20', lexicon: testBrain().lexicon }).clauses[0]!.slots;
  const w = wideningIn(text, slots);
  return w ? { drop: [...w.drop].sort(), other: w.otherColour, released: w.released } : null;
};

describe('letting a constraint go', () => {
  it('reads the constraint by its noun in many phrasings', () => {
    expect(widened('forget the budget')?.drop).toEqual(['price']);
    expect(widened("price doesn't matter")?.drop).toEqual(['price']);
    expect(widened("money's no object")?.drop).toEqual(['price']);
    expect(widened('any colour is fine')?.drop).toEqual(['colour']);
    expect(widened("i'm not fussed about the colour")?.drop).toEqual(['colour']);
    expect(widened('whatever brand')?.drop).toEqual(['brand']);
    expect(widened('not just bags, anything at all in black')?.drop).toEqual(['category']);
  });

  it('reads a value named only to be let go', () => {
    expect(widened('never mind the green')).toMatchObject({ drop: ['colour'], released: ['green'] });
    expect(widened("doesn't have to be leather")).toMatchObject({ drop: ['material'], released: ['leather'] });
  });

  it('reads other colours as the colour shown ruled out', () => {
    expect(widened('any other colours?')).toMatchObject({ drop: ['colour'], other: true });
  });

  it('lets nothing go in a plain request or a narrowing', () => {
    expect(widened('black bags under 100')).toBeNull();
    expect(widened('got anything like that in olive')).toBeNull();
    expect(widened('any more?')).toBeNull();
  });
});
