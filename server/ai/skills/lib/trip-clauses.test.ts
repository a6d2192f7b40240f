import { describe, expect, it } from 'vitest';
import { read } from '../../nlu/testing.js';
import { joinTripClauses, legSlots, tripLegs } from './trip-clauses.js';

// The clock: Monday 20 April 2026.
const today = '2026-04-20';
const clausesOf = (text: string) => read(text, { today }).clauses.map((c) => ({ text: c.written, corrected: c.text, slots: c.slots }));
const readLeg = (text: string, referenceMonth?: string) => legSlots(read(text, { today, referenceMonth }).clauses.map((c) => c.slots));
const legsOf = (text: string) => {
  const [clause] = joinTripClauses(clausesOf(text));
  return tripLegs(clause!, readLeg)?.map((l) => [l.slots.destination, l.slots.dates?.start ?? null, l.slots.dates?.end ?? null]) ?? null;
};

describe('a trip said over two clauses is one', () => {
  it.each([
    ["Can you help me plan what to wear in Prague? I'm there from May 1st for five days", 'Prague, Czechia', '2026-05-01', '2026-05-05'],
    ['May 3-7. Going to Oslo', 'Oslo, Norway', '2026-05-03', '2026-05-07'],
    ['Paris, 03/07 to 07/07 — what should I bring?', 'Paris, France', '2026-07-03', '2026-07-07'],
    ['going to Oslo May 3-7. Do I need a coat?', 'Oslo, Norway', '2026-05-03', '2026-05-07'],
    // The question asked politely, as an embedded question ("could you suggest what I should wear?").
    ["We've booked Venice from the 18th to the 21st of May. Could you suggest what I should wear?", 'Venice, Italy', '2026-05-18', '2026-05-21'],
    ['Oslo May 3-7. Can you tell me what we need to pack?', 'Oslo, Norway', '2026-05-03', '2026-05-07'],
    // A length with the place and the start in the next clause: both kept.
    ['10 days in Seoul. What do I need? From june 3', 'Seoul, South Korea', '2026-06-03', '2026-06-12'],
    ['A fortnight in Lima. Do I need a coat? Leaving the 14th', 'Lima, Peru', '2026-05-14', '2026-05-27'],
    // A question about the weather, a packing list asked for, or how the shopper wants to look is the trip's brief.
    ["Vienna 3-6 June. Is it going to rain? I hate being cold.", 'Vienna, Austria', '2026-06-03', '2026-06-06'],
    ['Oslo, 10th to 13th June. Could you do me a packing list? We would like to look smart.', 'Oslo, Norway', '2026-06-10', '2026-06-13'],
    ['Rome from 2 to 5 July. What do you suggest I take?', 'Rome, Italy', '2026-07-02', '2026-07-05'],
    // A span beside a lone day said with the place is the stay; "plan it for …" names the trip, no piece.
    ['What will Berlin be like tomorrow? I am there from tomorrow until friday', 'Berlin, Germany', '2026-04-21', '2026-04-24'],
    ['A lake week in Geneva in August, school ends on the 5th. Can you plan it for 8-14 August?', 'Geneva, Switzerland', '2026-08-08', '2026-08-14'],
  ])('%s', (text, place, start, end) => {
    const joined = joinTripClauses(clausesOf(text));
    expect(joined).toHaveLength(1);
    expect(joined[0]!.slots).toMatchObject({ destination: place, dates: { start, end } });
  });

  it.each([
    // A place the shopper has been to is no trip to join dates to.
    'I just got back from Paris. What should I wear this weekend?',
    // Two requests of their own stay two.
    'Going to Rome next week. Show me red dresses',
  ])('but not %s', (text) => {
    expect(joinTripClauses(clausesOf(text)).length).toBe(clausesOf(text).length);
  });
});

describe('two legs in one clause are two trips', () => {
  it.each([
    ['Paris June 3-5 then London June 6-9, plan both please', [['Paris, France', '2026-06-03', '2026-06-05'], ['London, United Kingdom', '2026-06-06', '2026-06-09']]],
    ['Lisbon 1–4 July, Porto 5–8 July', [['Lisbon, Portugal', '2026-07-01', '2026-07-04'], ['Porto, Portugal', '2026-07-05', '2026-07-08']]],
    // A later leg saying only its end, or only its length, starts the day after the leg before ends.
    ['Rome for 3 days from May 12 and then Florence until the 18th', [['Rome, Italy', '2026-05-12', '2026-05-14'], ['Florence, Italy', '2026-05-15', '2026-05-18']]],
    ['Vienna June 1-4, then Prague for 3 days', [['Vienna, Austria', '2026-06-01', '2026-06-04'], ['Prague, Czechia', '2026-06-05', '2026-06-07']]],
    // A later leg with no dates is kept without them (the stylist asks).
    ['Paris next week and then London', [['Paris, France', '2026-04-27', '2026-05-03'], ['London, United Kingdom', null, null]]],
    ['Copenhagen 10-12 June and Stockholm 13-15 June', [['Copenhagen, Denmark', '2026-06-10', '2026-06-12'], ['Stockholm, Sweden', '2026-06-13', '2026-06-15']]],
    // Three legs.
    ['Rome 1-3 June, then Florence 4-6 June, then Venice 7-9 June', [['Rome, Italy', '2026-06-01', '2026-06-03'], ['Florence, Italy', '2026-06-04', '2026-06-06'], ['Venice, Italy', '2026-06-07', '2026-06-09']]],
  ])('%s', (text, legs) => {
    expect(legsOf(text)).toEqual(legs);
  });

  it.each(['Lisbon from May 3 to 7, then home', 'Paris, 3-7 June', 'trip to Rome next week'])('one trip: %s', (text) => {
    expect(legsOf(text)).toBeNull();
  });
});
