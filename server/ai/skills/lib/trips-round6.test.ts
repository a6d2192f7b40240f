import { describe, expect, it } from 'vitest';
import { read } from '../../nlu/testing.js';
import { joinTripClauses } from './trip-clauses.js';
import { tripRemovedByPlace, tripRequest } from './understand-trips.js';

// The clock: Monday 20 April 2026.
const today = '2026-04-20';
const clausesOf = (text: string) => read(text, { today }).clauses.map((c) => ({ text: c.written, corrected: c.text, slots: c.slots }));

describe('a stay counted from an event in another sentence', () => {
  it('joins the event’s clause and the days around it', () => {
    const joined = joinTripClauses(clausesOf("My sister's graduation is in Cape Town on the 27th of November. I'm flying in two days before and leaving the day after."));
    expect(joined).toHaveLength(1);
    expect(joined[0]!.text).toContain('two days before');
  });
  it('keeps a dated trip and an unrelated sentence apart', () => {
    expect(joinTripClauses(clausesOf('Rome on the 3rd of June. Show me some sandals.'))).toHaveLength(2);
  });
});

describe('removing a saved trip by "the <city> one"', () => {
  it('reads a known city before "one" after a verb of removing', () => {
    expect(tripRemovedByPlace('delete the barcelona one')).toBe('barcelona');
    expect(tripRequest('cancel the Kyoto one please', today)).toMatchObject({ kind: 'trips.remove', target: 'Kyoto' });
  });
  it('not an everyday word, nor a piece', () => {
    expect(tripRemovedByPlace('remove the nice one')).toBeNull();
    expect(tripRemovedByPlace('delete the black one')).toBeNull();
  });
});

describe('trips told by count', () => {
  it('"two trips coming up: …" is not the saved list', () => {
    expect(tripRequest('I have two trips coming up: Barcelona May 14-17', today)?.kind).not.toBe('trips.list');
    expect(tripRequest('any trips coming up?', today)?.kind).toBe('trips.list');
  });
});
