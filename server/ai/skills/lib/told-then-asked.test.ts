import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import { dialogueState } from '../dialogue.js';

const TODAY = '2026-04-20';
const kinds = (message: string) => understand(message, TODAY).map((r) => r.kind);

describe('a bare ask for something to wear beside what to dress for', () => {
  it('reads the ask and the telling, in either order, as one outfit for the occasion told', () => {
    expect(understand('My nephew\'s christening is next month. Any suggestions?', TODAY)).toEqual([expect.objectContaining({ kind: 'outfit.build', occasion: 'christening' })]);
    expect(understand('what would you suggest? job interview at an insurer on monday', TODAY)).toEqual([expect.objectContaining({ kind: 'outfit.build', constraints: expect.objectContaining({ occasion: 'interview' }) })]);
    expect(understand('Next week I have presentation with the board. What I should wear?', TODAY)).toEqual([expect.objectContaining({ kind: 'outfit.build', occasion: 'presentation', slots: ['top', 'bottom', 'shoes'] })]);
  });
  it('dresses for the weather told, and never adds the feed beside the outfit', () => {
    expect(understand('so windy and chilly out today. something snug please', TODAY)).toEqual([expect.objectContaining({ kind: 'outfit.build', constraints: expect.objectContaining({ season: 'autumn' }) })]);
    expect(kinds('There is a funeral on Friday. What should I wear?')).toEqual(['outfit.build']);
  });
  it('keeps a budget said with the ask', () => {
    expect(understand('engagement party on saturday. ideas under $150?', TODAY)[0]).toMatchObject({ kind: 'outfit.build', constraints: { occasion: 'party', max_price: 150 } });
  });
  it('leaves asks that name a piece, ask a fact, or pack for a stay to their own skills', () => {
    expect(kinds('my graduation is in july. show me white dresses')).toEqual(['products']);
    expect(kinds('what do you recommend')).toEqual(['feed']);
    expect(kinds('a wedding in june. is it rude to wear white?')).not.toContain('outfit.build');
    expect(kinds('help me pack for a christening in york on sunday, two nights')).not.toContain('outfit.build');
  });
  it('never dresses a remark, nor a request outside fashion that only asks for help', () => {
    expect(kinds('cheers, the look you made me for the gala went down a treat')).not.toContain('outfit.build');
    expect(kinds('could you help me draft a speech for my brother\'s wedding')).not.toContain('outfit.build');
    expect(kinds('my brother\'s wedding is in may. any ideas?')).toEqual(['outfit.build']);
  });
});

describe('outfits asked in words the readers missed', () => {
  it('"what would you wear" asks the stylist to pick, not about the stylist', () => {
    expect(kinds('what would you wear to a book launch?')).toEqual(['outfit.build']);
    expect(kinds('do you wear heels yourself?')).toEqual(['chat']);
    // Nothing to dress for or with right after the verb: a question about the stylist.
    expect(kinds('what would you wear if you were a real person')).toEqual(['chat']);
  });
  it('a look built from nothing is a new outfit within the budget said; finishing one is still a look to complete', () => {
    expect(understand('put together a look where every piece is under $70', TODAY)[0]).toMatchObject({ kind: 'outfit.build', constraints: { max_price: 70 } });
    expect(kinds('finish this look for me')).toEqual(['look.complete']);
  });
  it('an outfit named with only a budget is an outfit; a piece named with a budget stays a search', () => {
    expect(understand('a complete outfit for less than 180 please', TODAY)[0]).toMatchObject({ kind: 'outfit.build', occasion: null, constraints: { max_price: 180 } });
    expect(kinds('a navy bag that is not too pricey, under 90')).toEqual(['products']);
  });
});

describe('an ask for something to wear right after a message that told what to dress for', () => {
  const askedAfter = (earlier: string, text: string) => understand(text, TODAY, dialogueState([], [earlier]));
  it('is the outfit for the occasion her message before told', () => {
    expect(askedAfter('would a boiler suit be too casual for a job interview?', 'what do I wear then?')).toEqual([expect.objectContaining({ kind: 'outfit.build', constraints: expect.objectContaining({ occasion: 'interview' }) })]);
    expect(askedAfter('my cousin gets married in a forest next spring, is green ok?', 'fine, put something together for me'))
      .toEqual([expect.objectContaining({ kind: 'outfit.build', constraints: expect.objectContaining({ occasion: 'wedding-guest' }) })]);
  });
  it('keeps an occasion the ask names itself, and leaves asks that wear nothing to their skills', () => {
    expect(askedAfter('would a boiler suit be too casual for a job interview?', 'what should I wear to the office party instead?')[0]).toMatchObject({ constraints: { occasion: 'party' } });
    expect(askedAfter('a dress for a funeral please', 'what do you recommend?').map((r) => r.kind)).toEqual(['feed']);
    expect(askedAfter('we fly to lisbon for a wedding on the 4th, back on the 9th', 'what should I wear?').map((r) => r.kind)).not.toContain('products');
  });
});
