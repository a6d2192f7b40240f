import { describe, expect, it } from 'vitest';
import { understand } from '../../../evals/skill-harness.js';

// The clock: Monday 20 April 2026.
const kinds = (text: string) => understand(text, '2026-04-20').map((r) => r.kind);

describe('the trips skill', () => {
  it('plans a trip to a place whose name holds a garment word ("Cape Town")', () => {
    expect(understand('Going to Cape Town for a wedding, 2–6 Sept.', '2026-04-20')).toEqual([
      { kind: 'trips.plan', destination: 'Cape Town', start: '2026-09-02', end: '2026-09-06', activities: ['Formal'] },
    ]);
  });

  it.each([
    "I'm going to Miami next week, show me some dresses",
    'heading to Rome in May, I need a jacket',
  ])('leaves a trip that is only the context of a search for pieces: %s', (text) => {
    expect(kinds(text)).not.toContain('trips.plan');
  });

  it.each(['going to Paris next week, need outfit ideas', 'Going to Lisbon next week, show me what to pack', 'off to Oslo May 3-7, do I need a coat?'])(
    'still plans when the pieces are what to take: %s', (text) => {
      expect(kinds(text)).toEqual(['trips.plan']);
    },
  );

  it.each([
    'how cold does berlin get this weekend? deciding on a coat',
    "what's the weather like in Oslo next week, will I need boots",
    'will it rain in london between the 3rd and the 6th',
    'a fortnight in Lima, do I need a coat?',
  ])('plans the trip when the question is the weather there or what to take, whatever piece it names: %s', (text) => {
    expect(kinds(text)).toEqual(['trips.plan']);
  });

  it.each(['I loved my trip to Rome last month', 'we went to Lisbon last week, it was lovely'])('plans nothing for a trip told of: %s', (text) => {
    expect(kinds(text)).not.toContain('trips.plan');
  });

  it('asks where for a trip to somewhere warm, keeping its dates', () => {
    expect(understand('somewhere sunny at half term', '2026-04-20')).toEqual([
      { kind: 'trips.plan', destination: null, start: '2026-05-23', end: '2026-05-31', activities: [] },
    ]);
  });

  it('asks where for a trip to the coast, keeping its dates; a piece for the beach stays a search or an outfit', () => {
    expect(understand('off to the seaside this weekend, what do i wear', '2026-04-20')).toMatchObject([
      { kind: 'trips.plan', destination: null, start: '2026-04-25', end: '2026-04-26' },
    ]);
    expect(kinds('a dress for a wedding at the beach next week')).not.toContain('trips.plan');
  });

  it('reads two legs in one message as two trips', () => {
    expect(understand('Paris June 3-5 then London June 6-9, plan both please', '2026-04-20')).toMatchObject([
      { kind: 'trips.plan', destination: 'Paris', start: '2026-06-03', end: '2026-06-05' },
      { kind: 'trips.plan', destination: 'London', start: '2026-06-06', end: '2026-06-09' },
    ]);
  });
});
