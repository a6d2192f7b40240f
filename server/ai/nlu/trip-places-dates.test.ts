import { describe, expect, it } from 'vitest';
import { slotsOf } from './testing.js';
import { typedForCity } from './places.js';

// The clock: Monday 20 April 2026.
const today = '2026-04-20';
const at = (text: string) => slotsOf(text, { today });

describe('airport codes', () => {
  it.each([
    ['CDG 12-15 june', 'Paris, France'],
    ['flying to BCN', 'Barcelona, Spain'],
    ['heading to lhr next week', 'London, United Kingdom'],
    ['LHR → FCO 9-12 june', 'Rome, Italy'],
  ])('%s → %s', (text, label) => {
    expect(at(text).destination).toBe(label);
  });

  it('a code after "to" with no verb of flying and no dates is no place', () => {
    expect(at('say hi to ams').destination).toBeNull();
  });
});

describe('places mistyped or named with their country', () => {
  it.each([
    ['copenhagan 1st-3rd june pls', 'Copenhagen, Denmark'],
    ['my trip to Edinborough 21st to 24th May', 'Edinburgh, United Kingdom'],
    ["oh and it's Split, Croatia", 'Split, Croatia'],
    ['plan Nice May 20-23', 'Nice, France'],
  ])('%s → %s', (text, label) => {
    expect(at(text).destination).toBe(label);
  });

  it('a mistyped word opening a clause with no dates is no place', () => {
    expect(at('copenhagan is lovely').destination).toBeNull();
  });

  it.each([
    ['JFK', 'New York', true],
    ['Napels', 'Naples', true],
    ['Edinborough', 'Edinburgh', true],
    ['Lisbn', 'Lisbon', true],
    ['Atlantis', 'Atlanta', false],
  ])('typed %s for %s: %s', (typed, city, same) => {
    expect(typedForCity(typed, city)).toBe(same);
  });
});

describe('weekdays inside a week, an offset or a weekend', () => {
  it.each([
    ['next week mon-wed', { start: '2026-04-27', end: '2026-04-29' }],
    ['end of next week, friday to sunday', { start: '2026-05-01', end: '2026-05-03' }],
    ['the end of next week', { start: '2026-05-01', end: '2026-05-03' }],
    ["in two weeks' time, fri to sun", { start: '2026-05-01', end: '2026-05-03' }],
    ['long weekend in bruges starting friday 15 may', { start: '2026-05-15', end: '2026-05-18' }],
    ['a weekend away starting saturday 9 may', { start: '2026-05-09', end: '2026-05-10' }],
    ['the whole week of the 11th', { start: '2026-05-11', end: '2026-05-17' }],
  ])('%s → %o', (text, expected) => {
    expect(at(text).dates).toMatchObject(expected);
  });
});

describe('a stay beside an event, dotted dates, a start counted from today', () => {
  it.each([
    ["the wedding is in Porto on the 23rd of May and I'm staying 3 nights from the 22nd", { start: '2026-05-22', end: '2026-05-25' }],
    ['munich, 28.05 to 31.05', { start: '2026-05-28', end: '2026-05-31' }],
    ['amsterdam 18.05.–21.05.', { start: '2026-05-18', end: '2026-05-21' }],
    // An event's day said with "on" inside a span said outright is not the stay's start.
    ["the wedding is in dubrovnik on 30 may, i'm there 28 may to 1 june", { start: '2026-05-28', end: '2026-06-01' }],
    ['the gig is on the 9th of june, we stay 8 june - 10 june', { start: '2026-06-08', end: '2026-06-10' }],
    ['leaving on 2 june to 9 june', { start: '2026-06-02', end: '2026-06-09' }],
    ['hamburg 3.6. - 7.6.', { start: '2026-06-03', end: '2026-06-07' }],
    ['paris 2 weeks from today for 3 days', { start: '2026-05-04', end: '2026-05-06' }],
  ])('%s → %o', (text, expected) => {
    expect(at(text).dates).toMatchObject(expected);
  });

  it('a lone dotted number stays a number', () => {
    expect(at('a bag under 28.50').dates).toBeNull();
  });
});
