/** A change of a place of the outfit just shown, told as a complaint or a preference (outfits3 round). Sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { dialogueState } from '../dialogue.js';
import type { SeenResult } from './plan-core.js';
import { understand } from '../../../../evals/skill-harness.js';

const TODAY = '2026-04-20';
const seen = (toolName: string, input: unknown, output: unknown): SeenResult => ({ toolName, input, output, isError: false, request: 0, prep: false });
const shown = dialogueState([seen('outfits_compose', { constraints: { occasion: 'party' } }, {
  pieces: [
    { slot: 'dress', source: 'product', id: 'd1', name: 'Emerald Satin Dress' },
    { slot: 'shoes', source: 'product', id: 's1', name: 'Silver Stiletto Heels' },
    { slot: 'bag', source: 'product', id: 'g1', name: 'Beaded Clutch' },
  ],
  applied: { season: 'spring' },
})], ['earlier']);
const only = (text: string) => {
  const rs = understand(text, TODAY, shown);
  expect(rs, text).toHaveLength(1);
  return rs[0]!;
};

describe('a place of the outfit shown, changed by a complaint or a preference', () => {
  it('asks for another piece there, the outfit around it kept', () => {
    expect(only('those stilettos will be a nightmare on cobbles, could we go for something lower')).toMatchObject({ kind: 'outfit.build', slots: ['shoes'], around: 'shown', replacing: ['s1'], constraints: { occasion: 'party' } });
    expect(only('the clutch is too fussy for me, something simpler?')).toMatchObject({ kind: 'outfit.build', slots: ['bag'], around: 'shown' });
    expect(only("honestly I can't walk in heels that high")).toMatchObject({ kind: 'outfit.build', slots: ['shoes'], around: 'shown' });
  });
  it('asks for separates when a top or a bottom is preferred to the dress', () => {
    expect(only("i'd rather have wide trousers than a dress, dresses aren't me")).toMatchObject({ kind: 'outfit.build', slots: ['top', 'bottom'], replacing: ['d1'] });
  });
  it('leaves a question weighing a piece, a save and a cart move to their own skills', () => {
    expect(only('are the heels too high for a garden?').kind).not.toBe('outfit.build');
    expect(only('put the clutch in my basket').kind).toBe('dressingRoom.cart');
  });
});
