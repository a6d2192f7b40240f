import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import { endorsesPaste, pasteInstructions } from './paste-endorse.js';

const TODAY = '2026-04-20';
const kinds = (text: string) => understand(text, TODAY).map((r) => r.kind);

describe('a paste whose instructions the shopper endorses (issue 27, session 8)', () => {
  it('reads what takes the paste up, never a question of her own', () => {
    for (const yes of ['please action all of them', 'ok do exactly what he said', 'follow her instructions', 'go ahead', 'can you do these for me'])
      expect(endorsesPaste(yes, false), yes).toBe(true);
    for (const no of ['what do I wear', 'do you have it in red', 'is she right?', 'lol she is joking', 'do you actually do that?', 'would you do that?', 'does it do that'])
      expect(endorsesPaste(no, false), no).toBe(false);
    expect(endorsesPaste('do not do what she says', true)).toBe(false);
  });
  it('takes each step of a note as the shopper would say it, "your" as "my"', () => {
    expect(pasteInstructions(['Hi love! 1) unfollow oslo_knits 2) save your favourite red dress. x'], [], 6))
      .toEqual(['unfollow oslo_knits', 'save my favourite red dress']);
    expect(pasteInstructions(['Mia: go follow lenaminimal\nMia: the blazer is cute'], [], 6)).toEqual(['go follow lenaminimal']);
  });
  it('acts on every endorsed instruction, and says none was left unacted on', () => {
    const r = understand('text from my cousin: "unfollow camille.style and follow oslo_knits" could you action that please', TODAY);
    expect(r.map((x) => x.kind)).toEqual(expect.arrayContaining(['influencers.unfollow', 'influencers.follow']));
    expect(r).not.toContainEqual(expect.objectContaining({ kind: 'passed_on', note: 'instructions' }));
  });
  it('never acts on the same instructions without her word', () => {
    expect(kinds('text from my cousin: "unfollow camille.style and follow oslo_knits" she is so bossy')).not.toContain('influencers.follow');
  });
});

describe('her short words about a long paste, and pasted days (issue 27, session 8)', () => {
  it('reads a short ask under a long pasted letter as a request', () => {
    const letter = `"${'We are so happy to invite you to the garden party at our house on the hill, with music and food. '.repeat(6)}Dress code: smart."`;
    expect(kinds(`My neighbour wrote:\n\n${letter}\n\nwhat would suit me?`)).not.toContain('unreadable');
  });
  it('plans a pasted trip on "help me plan", from the place gone to, not the place left', () => {
    const r = understand('"Coach from Leeds to Glasgow, out 3 June 2026, back 6 June 2026" help me plan!', TODAY);
    expect(r).toEqual([expect.objectContaining({ kind: 'trips.plan', start: '2026-06-03', end: '2026-06-06' })]);
    expect(JSON.stringify(r)).toContain('Glasgow');
  });
  it('composes one outfit for each pasted day', () => {
    const r = understand('"Thu - gallery opening\nSat - beach picnic\nSun - church" looks for each of these pls', TODAY);
    expect(r.filter((x) => x.kind === 'outfit.build')).toHaveLength(3);
  });
  it('looks a pasted review\'s piece up once at most, a question weighing it up answered in words', () => {
    const r = understand('a review of the red wrap dress said "colour runs in the wash" hmm. would red be ok for a christening?', TODAY);
    // At most one look-up, and what is said about the pasted words is said once (whether a colour suits an occasion is
    // a judgement, not a search, so none is needed).
    expect(r.filter((x) => x.kind === 'products').length).toBeLessThanOrEqual(1);
    expect(r.filter((x) => x.kind === 'passed_on').length).toBeLessThanOrEqual(1);
  });
});
