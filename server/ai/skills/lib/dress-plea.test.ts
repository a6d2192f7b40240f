/** An event told as a story with a plea to be dressed for it (outfits3 round). Sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';

const TODAY = '2026-04-20';
const kinds = (message: string) => understand(message, TODAY).map((r) => r.kind);

describe('an event told with a plea to be dressed for it', () => {
  it('is one outfit for the occasion read, whichever label the classifier guessed', () => {
    expect(understand('our anniversary is on friday, somewhere fancy, i would like to look special', TODAY)[0])
      .toMatchObject({ kind: 'outfit.build', constraints: { occasion: 'date' } });
    expect(understand("it's my 40th next month, cocktails on a terrace, I want to feel glamorous", TODAY)[0])
      .toMatchObject({ kind: 'outfit.build', constraints: { occasion: 'party' } });
    expect(understand('a long walk then a pub lunch on sunday, comfy but cute, can that be done?', TODAY)[0]).toMatchObject({ kind: 'outfit.build' });
  });
  it('reads an event told as what happens as its occasion', () => {
    expect(understand("my old flatmate is getting married in a castle in october and i'm at a loss, help", TODAY)[0])
      .toMatchObject({ kind: 'outfit.build', occasion: 'wedding guest', constraints: { occasion: 'wedding-guest', season: 'autumn' } });
  });
  it('dresses for the weather told with a plea', () => {
    expect(understand('freezing fog all day tomorrow and I need to look smart for the bank', TODAY)[0]).toMatchObject({ kind: 'outfit.build' });
  });
  it('leaves a piece named, a fact asked, thanks, and requests outside fashion to their own skills', () => {
    expect(kinds('a party on friday, I want to look amazing, show me sequin tops')).not.toContain('outfit.build');
    expect(kinds('is it ok to wear black to a birthday party?')).not.toContain('outfit.build');
    expect(kinds('the anniversary dinner was lovely, thanks for the help')).not.toContain('outfit.build');
    expect(kinds('help me write a toast for my best friend who is getting married')).not.toContain('outfit.build');
    expect(kinds('any suggestions for a birthday gift for my sister?')).not.toContain('outfit.build');
  });
});
