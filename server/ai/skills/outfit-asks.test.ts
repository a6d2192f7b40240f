/**
 * Asking for an outfit in the shopper's own way, and changing or keeping the one just shown as a whole (issue 27,
 * outfits round: evals/acts "none/search instead of outfit"). Sentences are written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { dialogueState } from './dialogue.js';
import type { SeenResult } from './lib/plan-core.js';
import { understand } from '../../../evals/skill-harness.js';

const TODAY = '2026-04-20';
const seen = (toolName: string, input: unknown, output: unknown): SeenResult => ({ toolName, input, output, isError: false, request: 0, prep: false });
const kinds = (text: string, state = dialogueState([], [])) => understand(text, TODAY, state).map((r) => r.kind);
const composed = (constraints: Record<string, unknown>) => dialogueState([seen('outfits_compose', { constraints }, {
  pieces: [
    { slot: 'top', source: 'product', id: 't1', name: 'White Poplin Shirt' },
    { slot: 'bottom', source: 'product', id: 'b1', name: 'Black Wool Trousers' },
    { slot: 'shoes', source: 'product', id: 's1', name: 'Black Leather Loafers' },
    { slot: 'bag', source: 'product', id: 'g1', name: 'Noir Leather Tote' },
  ],
  applied: { season: 'spring' },
})], ['earlier']);
const only = (text: string, state: ReturnType<typeof composed>) => {
  const rs = understand(text, TODAY, state);
  expect(rs, text).toHaveLength(1);
  return rs[0]!;
};

describe('an occasion or the weather told, then the ask', () => {
  it('dresses for the weather the shopper describes, with the weather as constraints', () => {
    expect(understand("errands and the school run on thursday and it's going to pour, look ideas?", TODAY)[0])
      .toMatchObject({ kind: 'outfit.build', constraints: { rain: true } });
    expect(understand('put together something for a drizzly friday in the studio', TODAY)[0]).toMatchObject({ kind: 'outfit.build', constraints: { rain: true } });
  });
  it('reads the occasion the NLU layer knows when an outfit is asked for in few words', () => {
    expect(understand('graduation ball in a fortnight, need a fit, nothing over $120', TODAY)[0]).toMatchObject({ kind: 'outfit.build', constraints: { max_price: 120 } });
    expect(kinds('something for a second interview at an architecture firm please')).toEqual(['outfit.build']);
  });
  it('a piece worn with what is asked is the anchor, not a piece to find', () => {
    expect(kinds('got some olive cargo trousers, what goes with them for a barbecue?')).toEqual(['outfit.build']);
    expect(kinds('what goes w my tan loafers for a day at the races')).toEqual(['outfit.build']);
  });
  it('a day dresses only when what to wear on it is asked', () => {
    expect(kinds('what should I wear this saturday, lunch at the in-laws')).toContain('outfit.build');
    expect(kinds("I'm wearing the yellow set today, here's a snap")).not.toContain('outfit.build');
  });
  it('a fact or a ruling asked about dressing calls no tool', () => {
    expect(kinds('what is the etiquette for a black tie gala, do men really need a bow tie')).not.toContain('outfit.build');
    expect(kinds('is it tacky to wear white jeans to a funeral')).not.toContain('outfit.build');
    expect(kinds('reschedule the wedding to the 30th')).not.toContain('outfit.build');
  });
});

describe('right after an outfit', () => {
  it('a degree of dressiness steps the occasion along the formality scale', () => {
    expect(only('bit too smart, could you dial it back', composed({ occasion: 'office' }))).toMatchObject({ kind: 'outfit.build', constraints: { occasion: 'brunch' } });
    expect(only('jazz it up a little for me', composed({ occasion: 'office', rain: true }))).toMatchObject({ kind: 'outfit.build', constraints: { occasion: 'party', rain: true } });
    expect(only('dress it down please', composed({}))).toMatchObject({ kind: 'outfit.build', constraints: { occasion: 'casual' } });
  });
  it('another go or a colour story composes it again under the same constraints', () => {
    expect(only('mix it up, try again', composed({ occasion: 'date', max_price: 90 }))).toMatchObject({ kind: 'outfit.build', constraints: { occasion: 'date', max_price: 90 } });
    expect(only('go head to toe navy', composed({ occasion: 'date' }))).toMatchObject({ kind: 'outfit.build' });
  });
  it('a place of it wanted other by degree, or added, is a swap of that place', () => {
    expect(only('could the tote be a bit smaller', composed({ occasion: 'office' }))).toMatchObject({ kind: 'outfit.build', slots: ['bag'], replacing: ['g1'] });
    expect(only('throw a layer over it, please', composed({ occasion: 'office' }))).toMatchObject({ kind: 'outfit.build', slots: ['outerwear'] });
  });
  it('a bare word of keeping saves the outfit; a piece named alone does not', () => {
    for (const text of ['yes. saving', 'amazing, store that one', 'bookmark it for me', 'keep']) expect(only(text, composed({})), text).toMatchObject({ kind: 'outfits.save' });
    expect(kinds('keep the shirt but swap the loafers', composed({}))).not.toContain('outfits.save');
  });
  it('a question weighing its pieces is no change', () => {
    expect(kinds('are the loafers too formal for this?', composed({ occasion: 'office' }))).not.toContain('outfit.build');
    expect(kinds('not for me', composed({ occasion: 'office' }))).not.toContain('outfit.build');
  });
});
