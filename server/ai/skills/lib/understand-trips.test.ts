import { describe, expect, it } from 'vitest';
import { activitiesIn, isAreaTrip, tripDates, tripRequest } from './understand-trips.js';

/** A Monday: "next week" is 27 April to 3 May. */
const TODAY = '2026-04-20';

describe('atelier-local reads trips', () => {
  it.each([
    ["I'm going to Lisbon from May 3 to 7 for city walks and dinners", { destination: 'Lisbon', start: '2026-05-03', end: '2026-05-07', activities: ['City Walk', 'Restaurant'] }],
    ["I'm going to Lisbon May 3–7 for dinners", { destination: 'Lisbon', start: '2026-05-03', end: '2026-05-07', activities: ['Restaurant'] }],
    ['plan a trip to Paris next week', { destination: 'Paris', start: '2026-04-27', end: '2026-05-03', activities: [] }],
    ['beach holiday in Barcelona 12–15 March 2027', { destination: 'Barcelona', start: '2027-03-12', end: '2027-03-15', activities: ['Beach'] }],
    ['trip to Rome from 10 June to 14 June for meetings and dinners', { destination: 'Rome', start: '2026-06-10', end: '2026-06-14', activities: ['Business', 'Restaurant'] }],
    ['going to Milan on June 5 for 4 days', { destination: 'Milan', start: '2026-06-05', end: '2026-06-08' }],
    ['visiting Kyoto in two weeks for 3 nights', { destination: 'Kyoto', start: '2026-05-04', end: '2026-05-07' }],
    ['I am heading to New York this weekend', { destination: 'New York', start: '2026-04-25', end: '2026-04-26' }],
    ['travelling to lisbon between June 1 and June 4', { destination: 'lisbon', start: '2026-06-01', end: '2026-06-04' }],
    ['plan outfits for my trip to Paris, France from next Friday to Sunday', { destination: 'Paris, France', start: '2026-05-01', end: '2026-05-03' }],
    ['Palm Beach trip from May 1 to 3', { destination: 'Palm Beach', activities: [] }],
  ])('%s', (text, expected) => {
    expect(tripRequest(text, TODAY)).toMatchObject({ kind: 'trips.plan', ...expected });
  });

  it('keeps an end before the start as said, for the tool to refuse, and lets a trip cross New Year', () => {
    expect(tripDates('Oslo May 7 to May 3', TODAY)).toMatchObject({ start: '2026-05-07', end: '2026-05-03' });
    expect(tripDates('Paris Dec 28 to Jan 3', TODAY)).toMatchObject({ start: '2026-12-28', end: '2027-01-03' });
  });

  it('leaves unsaid parts empty for the reply to ask about', () => {
    expect(tripRequest('plan a trip to Paris', TODAY)).toMatchObject({ destination: 'Paris', start: null, end: null });
    // A trip the shopper has ("on my trip") is marked, for a saved one to answer it; a plan asked for is not.
    expect(tripRequest('what will the weather be in lisbon on my trip?', TODAY)).toMatchObject({ mine: true });
    expect(tripRequest('plan my trip to lisbon', TODAY)).not.toHaveProperty('mine');
    expect(tripRequest('I want to plan a trip next week', TODAY)).toMatchObject({ destination: null, start: '2026-04-27' });
    expect(tripRequest('going to Rome on June 5', TODAY)).toMatchObject({ start: '2026-06-05', end: null });
  });

  it('passes any destination on as typed, however long, for the tool to judge', () => {
    const long = 'x'.repeat(10_000);
    expect(tripRequest(`plan a trip to ${long} from May 3 to 7`, TODAY)).toMatchObject({ destination: long });
  });

  it('reads saved trips: the list, one by place or id, a removal', () => {
    expect(tripRequest('show my saved trips', TODAY)).toEqual({ kind: 'trips.list' });
    expect(tripRequest('what trips have I planned?', TODAY)).toEqual({ kind: 'trips.list' });
    expect(tripRequest('show me the plan for my Kyoto trip', TODAY)).toMatchObject({ kind: 'trips.get', target: 'Kyoto' });
    expect(tripRequest('delete my Lisbon trip', TODAY)).toMatchObject({ kind: 'trips.remove', target: 'Lisbon', id: null });
    // "the rome trip" names its place in lower case; "the first trip" names a position, not a place.
    expect(tripRequest('cancel the rome trip', TODAY)).toMatchObject({ kind: 'trips.remove', target: 'rome' });
    expect(tripRequest('delete the first trip', TODAY)).toMatchObject({ kind: 'trips.remove', target: '', ref: { index: 1 } });
    // A country is talk of a trip even in lower case: its cities are asked for.
    expect(tripRequest('going to portugal', TODAY)).toMatchObject({ kind: 'trips.plan' });
    expect(tripRequest('remove trip D0000000-0000-4000-8000-000000000009', TODAY)).toMatchObject({ kind: 'trips.remove', id: 'd0000000-0000-4000-8000-000000000009' });
  });

  it('is not a trip without a place to go, and booking is not ours', () => {
    expect(tripRequest("I'm going to need a new dress", TODAY)).toBeNull();
    expect(tripRequest('what is the weather in Milan tomorrow?', TODAY)).toBeNull();
    expect(tripRequest('book me a flight to Paris', TODAY)).toBeNull();
  });

  it('lists activities once each, in the order said, and not from inside a longer phrase', () => {
    expect(activitiesIn('city walks, a wedding, beach days and dinners, more walks')).toEqual(['City Walk', 'Formal', 'Beach', 'Restaurant']);
    expect(activitiesIn('hiking and cocktails')).toEqual(['Active', 'Evening']);
  });
});

describe('a saved plan asked for by what it holds', () => {
  it.each([
    ['Can I see what I planned for Barcelona?', 'Barcelona'],
    ['show me the packing list for my Tokyo trip', 'Tokyo'],
    ['my packing list for the trip to rome please', 'rome'],
  ])('%s opens the trip to %s', (text, target) => {
    expect(tripRequest(text, '2026-04-20')).toEqual({ kind: 'trips.get', target, ref: null, id: null });
  });

  it('is no saved plan when a new trip is described', () => {
    expect(tripRequest('what is the plan for a trip to Rome next week', '2026-04-20')?.kind).toBe('trips.plan');
  });
});

describe('a country or region', () => {
  it.each([['Portugal', true], ['the Amalfi Coast', true], ['Lisbon', false], ['Atlantis', false]])('%s is an area: %s', (destination, area) => {
    expect(isAreaTrip({ kind: 'trips.plan', destination })).toBe(area);
  });
});
