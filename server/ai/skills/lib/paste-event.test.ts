import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';

const TODAY = '2026-04-20';
const kinds = (message: string) => understand(message, TODAY).map((r) => r.kind);
const occasionOf = (message: string) => understand(message, TODAY).flatMap((r) => (r.kind === 'outfit.build' ? [r.constraints?.occasion ?? null] : []));

describe('what to wear to an event the shopper pasted', () => {
  it('dresses for the occasion a pasted invitation or chat names', () => {
    expect(occasionOf('my cousin texted: "engagement party at the boathouse, 7pm, dress to impress"\nok what do I wear')).toEqual(['party']);
    expect(occasionOf('work email: "the away day is on 5 May, see you all there" so what should i wear?')).toEqual(['office']);
  });
  it('dresses for an event of no occasion word of ours, and keeps the shopper\'s budget', () => {
    const r = understand('Got this:\n"You are invited to our anniversary dinner\nDress code: festive"\nwhat should i wear? under 200', TODAY);
    expect(r).toEqual([expect.objectContaining({ kind: 'outfit.build', constraints: expect.objectContaining({ max_price: 200 }) })]);
  });
  it('reads a paste that tells the guests how to dress as an event, of no occasion word of ours', () => {
    expect(kinds('from my aunt: "tea at the Savoy next Sunday, please dress up a bit" what do I wear for it?')).toEqual(['outfit.build']);
  });
  it('takes a worry about a piece beside "what should I wear" as no search of that piece', () => {
    expect(kinds('my friend sent this: "picnic wedding in the park, dress code relaxed" what should I wear, will sandals be too casual?')).toEqual(['outfit.build']);
  });
  it('leaves a stay somewhere to the trip planner, and the meaning of a dress code to the reply', () => {
    expect(kinds('forwarded booking: "Hotel Lisboa, check-in 3 May, check-out 7 May, dress code at the rooftop bar: smart" what should I pack?')).toEqual(['trips.plan']);
    expect(kinds('the invite says "lounge suits" - what does that mean?')).not.toContain('outfit.build');
  });
});
